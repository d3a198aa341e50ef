/**
 * The banner carousel's state (storefront spec section 9: carousel interval 5000 ms). It advances by itself
 * unless paused (the Pause button, or prefers-reduced-motion at start) or held (pointer over it or focus in it,
 * so nothing moves under the shopper's hand).
 */
export const CAROUSEL_INTERVAL_MS = 5000;

export interface CarouselState {
  at: number;
  count: number;
  paused: boolean;
  held: boolean;
}

export type CarouselAction = { type: 'next' } | { type: 'previous' } | { type: 'tick' } | { type: 'pause' } | { type: 'play' } | { type: 'hold' } | { type: 'release' };

export const initialCarousel = (count: number, reducedMotion: boolean): CarouselState => ({ at: 0, count, paused: reducedMotion, held: false });

/** Whether the carousel advances by itself now. */
export const isRotating = (s: CarouselState): boolean => s.count > 1 && !s.paused && !s.held;

export function carouselReducer(s: CarouselState, a: CarouselAction): CarouselState {
  const step = (d: number) => (s.count ? { ...s, at: (s.at + d + s.count) % s.count } : s);
  switch (a.type) {
    case 'next':
      return step(1);
    case 'previous':
      return step(-1);
    case 'tick':
      return isRotating(s) ? step(1) : s;
    case 'pause':
      return { ...s, paused: true };
    case 'play':
      return { ...s, paused: false };
    case 'hold':
      return s.held ? s : { ...s, held: true };
    case 'release':
      return s.held ? { ...s, held: false } : s;
  }
}
