/**
 * The carousel's rules as pure functions and a reducer (storefront spec section 9):
 * - slides per view by the window's width, read like the store's carousel breakpoints (each applies from its
 *   width up): 375 px gives 2.1 (group 2), 768 px 3.25 (group 3), 992 px 4, 1560 px 5; narrower than 375 px
 *   keeps the smallest setting; in the added-to-cart modal the same widths give 2.15, 4.55, 4 and 4;
 * - under 415 px the carousel is a list the shopper swipes (no arrows);
 * - the products are cut into slices of 5; Previous and Next move by one slice of the view (the cards that fit
 *   whole, never more than a slice of 5), and the arrows show when a slice has 4 or more products;
 * - rating with one decimal, stars 20 px per point; names truncated at 20 characters.
 *
 * The asynchronous half (createModel runs the effects):
 * - the carousel: its products are asked for on mount and when the props change (the newest question wins: a
 *   slow answer to an older one is ignored); skeletons show until the answer; after an empty or failed answer
 *   (the call logs a failure) nothing is shown; each Previous and Next (carouselReducer moves the cards) is
 *   sent to analytics 200 ms later (storefront spec section 9);
 * - a card's Add to Cart: one add at a time; after a success the 'Added' label fades at 2 s and the button
 *   resets at 5 s; a refusal shows its message.
 */
import type { Next } from '../../src/platform/createModel';
import { addedFeedback } from '../../src/mount/addedFeedback';
import type { Outcome, RecommendedProduct } from './product';

export interface Breakpoint {
  /** The width from which this setting applies, px. */
  minWidth: number;
  perView: number;
}

export const BREAKPOINTS: readonly Breakpoint[] = [
  { minWidth: 375, perView: 2.1 },
  { minWidth: 768, perView: 3.25 },
  { minWidth: 992, perView: 4 },
  { minWidth: 1560, perView: 5 },
];
/** The added-to-cart modal's carousel (spec section 9: 2.15, 4.55, 4, 4). */
export const MODAL_BREAKPOINTS: readonly Breakpoint[] = [
  { minWidth: 375, perView: 2.15 },
  { minWidth: 768, perView: 4.55 },
  { minWidth: 992, perView: 4 },
  { minWidth: 1560, perView: 4 },
];
export const SLICE_SIZE = 5;
/** Arrows show when a slice has this many products or more. */
export const ARROWS_MIN = 4;
/** Under this width the carousel is a swiped list. */
export const LIST_BELOW = 415;
/** Analytics of a carousel action are sent after this delay. */
export const ANALYTICS_DELAY_MS = 200;
export const STAR_PX = 20;
export const TRUNCATE_AT = 20;
/** Product info request: products per page (sent as the string '25'). */
export const MAX_PRODS_PER_PAGE = 25;

/** The breakpoint for a width (the smallest one below 375 px), in the page's table or the modal's. */
export function breakpointFor(width: number, table = BREAKPOINTS): Breakpoint {
  let bp = table[0]!;
  for (const b of table) if (width >= b.minWidth) bp = b;
  return bp;
}

export const slidesPerView = (width: number, table?: readonly Breakpoint[]): number => breakpointFor(width, table).perView;

/** The products cut into slices of 5 (the last may be shorter). */
export function slices<T>(items: readonly T[], size = SLICE_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Whether the arrows show: a slice of 4 or more products, on a carousel wider than the list layout. */
export const showArrows = (count: number, width: number): boolean => width >= LIST_BELOW && slices(Array.from({ length: count })).some((s) => s.length >= ARROWS_MIN);

export interface CarouselState {
  /** Index of the first card in view. */
  index: number;
  count: number;
  width: number;
  /** The breakpoints (MODAL_BREAKPOINTS in the added-to-cart modal; the page's by default). */
  table?: readonly Breakpoint[];
}

export type CarouselAction =
  | { type: 'resized'; width: number }
  | { type: 'loaded'; count: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'scrolled'; index: number }
  | { type: 'focused'; index: number };

/**
 * The cards one step moves: the cards that fit whole, never more than a slice. That is the spec's group (2 at
 * 2.1 per view, 3 at 3.25), and 2 and 4 in the modal (2.15, 4.55).
 */
export const stepOf = (width: number, table?: readonly Breakpoint[]): number => Math.min(SLICE_SIZE, Math.floor(slidesPerView(width, table)));

/** The last index the view can start at (the last cards fully in view). */
export const maxIndex = (count: number, width: number, table?: readonly Breakpoint[]): number => Math.max(0, count - Math.floor(slidesPerView(width, table)));

const clamp = (i: number, s: CarouselState) => Math.max(0, Math.min(i, maxIndex(s.count, s.width, s.table)));

export function carouselReducer(s: CarouselState, a: CarouselAction): CarouselState {
  switch (a.type) {
    case 'resized': {
      const next = { ...s, width: a.width };
      return { ...next, index: clamp(s.index, next) };
    }
    case 'loaded':
      return { ...s, count: a.count, index: 0 };
    case 'next':
      return { ...s, index: clamp(s.index + stepOf(s.width, s.table), s) };
    case 'previous':
      return { ...s, index: clamp(s.index - stepOf(s.width, s.table), s) };
    case 'scrolled':
      return a.index === s.index ? s : { ...s, index: clamp(a.index, s) };
    case 'focused': {
      // A card that takes focus comes wholly into view (the least move that shows it).
      const whole = Math.max(1, Math.floor(slidesPerView(s.width, s.table)));
      const index = a.index < s.index ? a.index : a.index >= s.index + whole ? a.index - whole + 1 : s.index;
      return index === s.index ? s : { ...s, index: clamp(index, s) };
    }
  }
}

/** What the carousel shows: a placement of the engine, or the shopper's recently viewed products. */
export interface RecommendationsQuery {
  variant: 'engine' | 'recently-viewed';
  placement: string | undefined;
  productId: string | undefined;
  /** The heading when the engine gives none. */
  title: string;
}

/** A carousel action, and the placement (or variant) it was on. */
export type Moved = { action: 'next' | 'previous'; placement: string };

/** What the carousel asks of the outside world (calls.ts in the page, fakes in tests). */
export interface RecommendationsCalls {
  load(input: RecommendationsQuery, signal: AbortSignal): Promise<Outcome>;
  /** The 'recommendationCarousel' analytics event. */
  moved(input: Moved, signal: AbortSignal): void;
  /** Adds one of a card's product (the header's count follows); null, or the message to show (`failed` when the server gives none). */
  addToCart(input: { product: RecommendedProduct; failed: string }, signal: AbortSignal): Promise<string | null>;
}

export interface RecommendationsState {
  /** null until the answer to the query is here. */
  outcome: Outcome | null;
  /** Carousel moves so far (each one's analytics is a timer of its own). */
  moves: number;
}

export type RecommendationsEvent =
  | { type: 'asked'; query: RecommendationsQuery }
  | { type: 'answered'; result: Outcome }
  /** Previous or Next moved the carousel (model.ts's carouselReducer, in the view); `due`: 200 ms later. */
  | { type: 'moved'; data: Moved; due?: true };

export type RecommendationsNext = Next<RecommendationsState, RecommendationsEvent, RecommendationsCalls>;

/** Skeletons until the first question (the view asks on mount and when its props change) is answered. */
export const startRecommendations = (): RecommendationsNext => ({ state: { outcome: null, moves: 0 } });

export function recommendationsStep(s: RecommendationsState, e: RecommendationsEvent): RecommendationsNext {
  switch (e.type) {
    case 'asked':
      // Skeletons until the answer (an older question's answer, if it still comes, is ignored).
      return { state: { ...s, outcome: null }, effects: [{ type: 'request', call: 'load', input: e.query, key: 'load', done: { type: 'answered' } }] };
    case 'answered':
      return { state: { ...s, outcome: e.result } };
    case 'moved': {
      if (e.due) return { state: s, effects: [{ type: 'request', call: 'moved', input: e.data }] };
      const moves = s.moves + 1;
      // The store's analytics wait 200 ms after a carousel action (spec section 9).
      return { state: { ...s, moves }, effects: [{ type: 'timer', key: `moved/${moves}`, ms: ANALYTICS_DELAY_MS, done: { ...e, due: true } }] };
    }
  }
}

export interface AddState {
  product: RecommendedProduct;
  /** The message of a failed add that brings none of its own. */
  failed: string;
  phase: 'idle' | 'busy' | 'added' | 'fading';
  /** Why the last add failed. */
  error?: string;
}

/** `due`: a timer after the add moves the button on (fading at 2 s, idle at 5 s). */
export type AddEvent = { type: 'clicked' } | { type: 'answered'; result: string | null } | { type: 'due'; phase: 'fading' | 'idle' };

export type AddNext = Next<AddState, AddEvent, RecommendationsCalls>;

/** A card's Add to Cart for `product`. */
export const startAdd = (product: RecommendedProduct, failed: string): AddNext => ({ state: { product, failed, phase: 'idle' } });

export function addStep(s: AddState, e: AddEvent): AddNext {
  switch (e.type) {
    case 'clicked':
      // One add at a time; the 'Added' button takes no click until it resets.
      if (s.phase !== 'idle') return { state: s };
      return { state: { ...s, phase: 'busy', error: undefined }, effects: [{ type: 'request', call: 'addToCart', input: { product: s.product, failed: s.failed }, done: { type: 'answered' } }] };
    case 'answered':
      if (e.result !== null) return { state: { ...s, phase: 'idle', error: e.result } };
      return {
        state: { ...s, phase: 'added' },
        effects: addedFeedback<AddEvent, RecommendationsCalls>('added', { type: 'due', phase: 'fading' }, { type: 'due', phase: 'idle' }),
      };
    case 'due':
      return { state: { ...s, phase: e.phase, error: undefined } };
  }
}
