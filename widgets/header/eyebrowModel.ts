/**
 * The eyebrow carousel's pure model. One message is static; several rotate every 3 s (storefront spec
 * section 9: eyebrow start 3000 ms). The shopper can pause and resume; hovering or focusing the
 * eyebrow holds it; under prefers-reduced-motion it starts paused.
 */

export const EYEBROW_INTERVAL_MS = 3000;

export interface EyebrowState {
  index: number;
  count: number;
  /** Paused by the shopper (or by reduced motion). */
  paused: boolean;
  /** Held while hovered or focused. */
  held: boolean;
}

export type EyebrowAction =
  | { type: 'tick' }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'pause' }
  | { type: 'play' }
  | { type: 'hold'; held: boolean }
  | { type: 'messages'; count: number };

export const initialEyebrow = (count: number, reducedMotion: boolean): EyebrowState => ({ index: 0, count, paused: reducedMotion, held: false });

/** Whether the carousel should advance by itself now. */
export const rotates = (s: EyebrowState): boolean => s.count > 1 && !s.paused && !s.held;

export function eyebrowReducer(s: EyebrowState, a: EyebrowAction): EyebrowState {
  const step = (d: number) => (s.count > 1 ? { ...s, index: (s.index + d + s.count) % s.count } : s);
  switch (a.type) {
    case 'tick':
      return rotates(s) ? step(1) : s;
    case 'next':
      return step(1);
    case 'prev':
      return step(-1);
    case 'pause':
      return { ...s, paused: true };
    case 'play':
      return { ...s, paused: false };
    case 'hold':
      return { ...s, held: a.held };
    case 'messages':
      return { ...s, count: a.count, index: a.count ? Math.min(s.index, a.count - 1) : 0 };
  }
}
