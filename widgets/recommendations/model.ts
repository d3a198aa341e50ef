/**
 * The carousel's rules as pure functions and a reducer (storefront spec section 9):
 * - slides per view by the window's width, read like the store's carousel breakpoints (each applies from its
 *   width up): 375 px gives 2.1 (group 2), 768 px 3.25 (group 3), 992 px 4, 1560 px 5; narrower than 375 px
 *   keeps the smallest setting;
 * - under 415 px the carousel is a list the shopper swipes (no arrows);
 * - the products are cut into slices of 5; Previous and Next move by one slice of the view (the cards that fit
 *   whole, never more than a slice of 5), and the arrows show when a slice has 4 or more products;
 * - rating with one decimal, stars 20 px per point; names truncated at 20 characters.
 */

export interface Breakpoint {
  /** The width from which this setting applies, px. */
  minWidth: number;
  perView: number;
  /** Cards moved by one step. */
  group: number;
}

export const BREAKPOINTS: readonly Breakpoint[] = [
  { minWidth: 375, perView: 2.1, group: 2 },
  { minWidth: 768, perView: 3.25, group: 3 },
  { minWidth: 992, perView: 4, group: 4 },
  { minWidth: 1560, perView: 5, group: 5 },
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

/** The breakpoint for a width (the smallest one below 375 px). */
export function breakpointFor(width: number): Breakpoint {
  let bp = BREAKPOINTS[0]!;
  for (const b of BREAKPOINTS) if (width >= b.minWidth) bp = b;
  return bp;
}

export const slidesPerView = (width: number): number => breakpointFor(width).perView;

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
}

export type CarouselAction = { type: 'resized'; width: number } | { type: 'loaded'; count: number } | { type: 'next' } | { type: 'previous' } | { type: 'scrolled'; index: number } | { type: 'focused'; index: number };

/** The cards one step moves: the cards that fit whole, never more than a slice. */
export const stepOf = (width: number): number => Math.min(SLICE_SIZE, breakpointFor(width).group);

/** The last index the view can start at (the last cards fully in view). */
export const maxIndex = (count: number, width: number): number => Math.max(0, count - Math.floor(slidesPerView(width)));

const clamp = (i: number, s: CarouselState) => Math.max(0, Math.min(i, maxIndex(s.count, s.width)));

export function carouselReducer(s: CarouselState, a: CarouselAction): CarouselState {
  switch (a.type) {
    case 'resized': {
      const next = { ...s, width: a.width };
      return { ...next, index: clamp(s.index, next) };
    }
    case 'loaded':
      return { ...s, count: a.count, index: 0 };
    case 'next':
      return { ...s, index: clamp(s.index + stepOf(s.width), s) };
    case 'previous':
      return { ...s, index: clamp(s.index - stepOf(s.width), s) };
    case 'scrolled':
      return a.index === s.index ? s : { ...s, index: clamp(a.index, s) };
    case 'focused': {
      // A card that takes focus comes wholly into view (the least move that shows it).
      const whole = Math.max(1, Math.floor(slidesPerView(s.width)));
      const index = a.index < s.index ? a.index : a.index >= s.index + whole ? a.index - whole + 1 : s.index;
      return index === s.index ? s : { ...s, index: clamp(index, s) };
    }
  }
}

/** The cards in view, 1-based, for the live region: first, last (whole cards) and total. */
export function inView(s: CarouselState): { from: number; to: number; total: number } {
  if (!s.count) return { from: 0, to: 0, total: 0 };
  return { from: s.index + 1, to: Math.min(s.count, s.index + Math.max(1, Math.floor(slidesPerView(s.width)))), total: s.count };
}

/** Text cut at 20 characters (spec section 9), with an ellipsis when cut. */
export function truncate(text: string, max = TRUNCATE_AT): string {
  const t = text.trim();
  return t.length <= max ? t : t.slice(0, max).trimEnd() + '…';
}

/** A rating as the card shows it: one decimal, and the star fill at 20 px per point (0 to 5). */
export function ratingView(rating: number, reviewCount: number): { text: string; fillPx: number; count: number } | null {
  if (!reviewCount || !Number.isFinite(rating) || rating <= 0) return null;
  const r = Math.min(5, rating);
  return { text: r.toFixed(1), fillPx: Math.round(r * STAR_PX * 10) / 10, count: reviewCount };
}
