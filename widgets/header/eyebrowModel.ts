/**
 * The eyebrow carousel's pure model. One message is static; several rotate every 3 s (storefront spec
 * section 9: eyebrow start 3000 ms). The shopper can pause and resume; hovering or focusing the
 * eyebrow holds it; under prefers-reduced-motion it starts paused. eyebrowStep adds the rotation's timer and the
 * details dialog's content page as effects (createModel runs them).
 */
import type { Effect, Next } from '../../src/platform/createModel';
import type { ApiResult } from '../../src/api';

export const EYEBROW_INTERVAL_MS = 3000;

export interface EyebrowState {
  index: number;
  count: number;
  /** Paused by the shopper (or by reduced motion). */
  paused: boolean;
  /** Held while hovered or focused. */
  held: boolean;
}

export type EyebrowAction = { type: 'tick' } | { type: 'next' } | { type: 'prev' } | { type: 'pause' } | { type: 'play' } | { type: 'hold'; held: boolean } | { type: 'messages'; count: number };

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

/** What the eyebrow asks of the outside world (calls.ts in the page, fakePorts in model tests). */
export interface EyebrowCalls {
  /** A message's content page ("See details"), as read (the dialog finds its text). */
  page(input: string, signal: AbortSignal): Promise<ApiResult<unknown>>;
}

export interface EyebrowModelState extends EyebrowState {
  /** The details dialog open: its content page's path and the message (its title until the page has one). */
  details: { path: string; title: string } | null;
  /** Its content page: 'loading' until it is in. */
  page: ApiResult<unknown> | 'loading';
  /** The content pages read so far, by path (kept for the page's life). */
  pages: Record<string, ApiResult<unknown>>;
}

export type EyebrowEvent = EyebrowAction | { type: 'detailsOpened'; path: string; title: string } | { type: 'detailsClosed' } | { type: 'pageAnswered'; path: string; result: ApiResult<unknown> };

export type EyebrowNext = Next<EyebrowModelState, EyebrowEvent, EyebrowCalls>;

const tickLater: Effect<EyebrowEvent, EyebrowCalls> = { type: 'timer', key: 'tick', ms: EYEBROW_INTERVAL_MS, done: { type: 'tick' } };

/** The first state: rotating (the first move 3 s later) unless there is one message or motion is reduced. */
export function startEyebrow(count: number, reducedMotion: boolean): EyebrowNext {
  const state = { ...initialEyebrow(count, reducedMotion), details: null, page: 'loading' as const, pages: {} };
  return { state, effects: rotates(state) ? [tickLater] : [] };
}

/**
 * The carousel's step: the reducer's moves, with the next rotation as a timer 3 s after the last one (or after
 * it started rotating again: play, the pointer or focus leaving, a new count); a pause or hold clears it. The
 * shopper's own Previous and Next leave it running. A message's details load while its dialog is open.
 */
export function eyebrowStep(s: EyebrowModelState, a: EyebrowEvent): EyebrowNext {
  switch (a.type) {
    case 'detailsOpened': {
      // A page read before is not asked for again (storefront spec section 2: content pages are cached).
      const page = s.pages[a.path];
      return {
        state: { ...s, details: { path: a.path, title: a.title }, page: page ?? 'loading' },
        effects: page ? [] : [{ type: 'request', call: 'page', input: a.path, key: 'page', done: { type: 'pageAnswered', path: a.path } }],
      };
    }
    case 'detailsClosed':
      return { state: { ...s, details: null }, effects: [{ type: 'cancel', key: 'page' }] };
    case 'pageAnswered':
      return { state: { ...s, page: a.result, pages: a.result.ok ? { ...s.pages, [a.path]: a.result } : s.pages } };
  }
  const n = eyebrowReducer(s, a);
  const state = n === s ? s : { ...s, ...n };
  const on = rotates(n);
  if (!on) return { state, effects: rotates(s) ? [{ type: 'cancel', key: 'tick' }] : [] };
  return { state, effects: a.type === 'tick' || !rotates(s) || n.count !== s.count ? [tickLater] : [] };
}
