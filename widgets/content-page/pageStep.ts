/**
 * The content page's asynchronous half (createModel runs the effects):
 * - the items: from the marker's inline tree (no call), or from the web contents call, asked on mount and
 *   when the props change (the newest question wins: a slow answer to an older one is ignored); a failed
 *   call leaves the page's own content (an empty list);
 * - the HTML sanitizer chunk, asked for once on mount;
 * - the banner carousel's rotation (spec section 9: every 5000 ms), a timer that runs while it rotates.
 */
import type { Next } from '../../src/mount/createModel';
import type { WebContentsQuery } from '../../src/api';
import { CAROUSEL_INTERVAL_MS, carouselReducer, initialCarousel, isRotating, type CarouselAction, type CarouselState } from './carouselModel';
import type { RenderContext } from './contentTypes';
import { toItems, type ContentItem } from './tree';

export type Sanitize = RenderContext['sanitize'];

/** What the page asks of the outside world (pageCalls.ts in the page, fakes in tests). */
export interface PageCalls {
  /** The items of a content path, or null (after one console error) when they cannot be read. */
  load(input: WebContentsQuery, signal: AbortSignal): Promise<ContentItem[] | null>;
  /** The sanitizer chunk; when it cannot be loaded, one that leaves server HTML out. */
  sanitizer(input: null, signal: AbortSignal): Promise<Sanitize>;
}

export interface PageState {
  /** null until the first items are known (the marker's own content shows meanwhile). */
  items: ContentItem[] | null;
  sanitize: Sanitize | null;
}

export type PageEvent =
  /** The marker's props: its inline tree, or the query for the web contents call. */
  | { type: 'asked'; contents: unknown; query: WebContentsQuery }
  | { type: 'loaded'; result: ContentItem[] | null }
  | { type: 'sanitizerLoaded'; result: Sanitize };

export type PageNext = Next<PageState, PageEvent, PageCalls>;

export const startPage = (): PageNext => ({ state: { items: null, sanitize: null }, effects: [{ type: 'request', call: 'sanitizer', input: null, done: { type: 'sanitizerLoaded' } }] });

export function pageStep(s: PageState, e: PageEvent): PageNext {
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
