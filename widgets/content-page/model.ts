/**
 * The content page's model (createModel runs the effects):
 * - the items: from the marker's inline tree (no call), or from the web contents call, asked on mount and
 *   when the props change (the newest question wins: a slow answer to an older one is ignored); a failed
 *   call leaves the page's own content (an empty list);
 * - the HTML sanitizer chunk, asked for once on mount;
 * - the banner carousel (spec section 9: every 5000 ms): its state, and its rotation, a timer that runs while it
 *   rotates. It advances by itself unless paused (the Pause button, or prefers-reduced-motion at start) or held
 *   (pointer over it or focus in it, so nothing moves under the shopper's hand).
 */
import type { Next } from '../../src/platform/createModel';
import type { WebContentsQuery } from '../../src/api';
import type { RenderContext } from './contentTypes';
import { toItems, type ContentItem } from './tree';

export type Sanitize = RenderContext['sanitize'];

/** What the page asks of the outside world (calls.ts in the page, fakePorts in model tests). */
export interface ContentPageCalls {
  /** The items of a content path, or null (after one console error) when they cannot be read. */
  load(input: WebContentsQuery, signal: AbortSignal): Promise<ContentItem[] | null>;
  /** The sanitizer chunk; when it cannot be loaded, one that leaves server HTML out. */
  sanitizer(input: null, signal: AbortSignal): Promise<Sanitize>;
}

export interface ContentPageState {
  /** null until the first items are known (the marker's own content shows meanwhile). */
  items: ContentItem[] | null;
  sanitize: Sanitize | null;
}

export type ContentPageEvent =
  /** The marker's props: its inline tree, or the query for the web contents call. */
  { type: 'asked'; contents: unknown; query: WebContentsQuery } | { type: 'loaded'; result: ContentItem[] | null } | { type: 'sanitizerLoaded'; result: Sanitize };

export type ContentPageNext = Next<ContentPageState, ContentPageEvent, ContentPageCalls>;

export const startContentPage = (): ContentPageNext => ({ state: { items: null, sanitize: null }, effects: [{ type: 'request', call: 'sanitizer', input: null, done: { type: 'sanitizerLoaded' } }] });

export function contentPageStep(s: ContentPageState, e: ContentPageEvent): ContentPageNext {
  switch (e.type) {
    case 'asked':
      // An inline tree needs no call (and a call still out for older props is dropped).
      if (e.contents !== undefined) return { state: { ...s, items: toItems(e.contents) }, effects: [{ type: 'cancel', key: 'load' }] };
      return { state: s, effects: [{ type: 'request', call: 'load', input: e.query, key: 'load', done: { type: 'loaded' } }] };
    case 'loaded':
      return { state: { ...s, items: e.result ?? [] } };
    case 'sanitizerLoaded':
      return { state: { ...s, sanitize: e.result } };
  }
}

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

type CarouselNext = Next<CarouselState, CarouselAction, object>;
const TICK = { type: 'timer', key: 'tick', ms: CAROUSEL_INTERVAL_MS, done: { type: 'tick' } } as const;

/** The carousel's step: its reducer, and the 5 s rotation timer while it rotates (held or paused, it waits). */
export function carouselStep(s: CarouselState, a: CarouselAction): CarouselNext {
  const next = carouselReducer(s, a);
  const on = isRotating(next);
  // Like an interval: a tick or the start of the rotation sets the next one; Next or Previous do not move it.
  return { state: next, effects: on ? (a.type === 'tick' || !isRotating(s) ? [TICK] : []) : [{ type: 'cancel', key: 'tick' }] };
}

export function startCarousel(count: number, reducedMotion: boolean): CarouselNext {
  const state = initialCarousel(count, reducedMotion);
  return { state, effects: isRotating(state) ? [TICK] : [] };
}
