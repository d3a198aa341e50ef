/** What the reviews show, from their state: stars, dates and the range of reviews on the page. */
import type { ReviewsState } from './model';

/** Stars are 20 px a point on cards and in a review, 26 px in the product's summary (spec section 9). */
export const STAR_PX = 20;
export const STAR_PX_LARGE = 26;

/** The width of a rating's star fill (0 to 5 points). */
export const starFill = (rating: number, px = STAR_PX): number => Math.round(Math.min(5, Math.max(0, rating)) * px * 10) / 10;

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
/** "2026-03-04" -> "March 4, 2026" (written out: the page's first Intl date formatter is a long task, see formatPrice). */
export const dateText = (iso: string): string => {
  const d = new Date(iso + 'T00:00:00Z');
  return Number.isNaN(d.getTime()) ? '' : `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
};

/** The number of the page's first review (1-based, over all pages). */
export const firstShown = (s: ReviewsState): number => (s.page - 1) * s.pageSize + 1;
