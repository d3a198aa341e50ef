/** What the carousel and its cards show: the cards in view, names cut to length, ratings as text and stars. */
import { slidesPerView, STAR_PX, TRUNCATE_AT, type CarouselState } from './model';

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
