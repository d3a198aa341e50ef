/**
 * The carousel's rules as pure functions and a reducer (storefront spec section 9):
 * - slides per view by the window's width, read like the store's carousel breakpoints (each applies from its
 *   width up): 375 px gives 2.1 (group 2), 768 px 3.25 (group 3), 992 px 4, 1560 px 5; narrower than 375 px
 *   keeps the smallest setting; in the added-to-cart modal the same widths give 2.15, 4.55, 4 and 4;
 * - under 415 px the carousel is a list the shopper swipes (no arrows);
 * - the products are cut into slices of 5; Previous and Next move by one slice of the view (the cards that fit
 *   whole, never more than a slice of 5), and the arrows show when a slice has 4 or more products;
 * - rating with one decimal, stars 20 px per point; names truncated at 20 characters.
 */

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

export type CarouselAction = { type: 'resized'; width: number } | { type: 'loaded'; count: number } | { type: 'next' } | { type: 'previous' } | { type: 'scrolled'; index: number } | { type: 'focused'; index: number };

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

/** The cards in view, 1-based, for the live region: first, last (whole cards) and total. */
export function inView(s: CarouselState): { from: number; to: number; total: number } {
  if (!s.count) return { from: 0, to: 0, total: 0 };
  return { from: s.index + 1, to: Math.min(s.count, s.index + Math.max(1, Math.floor(slidesPerView(s.width, s.table)))), total: s.count };
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
