/**
 * Recent searches and recently viewed products, kept in localStorage (this browser only). At most 10 of
 * each are stored, newest first; the box shows the spec's counts (5 searches, 4 products).
 */
import { looksLikeCardNumber, readStored, writeStored } from '../../src/stores/storage';

export const RECENT_SEARCHES_KEY = 'sw-recent-searches';
export const RECENT_PRODUCTS_KEY = 'sw-recent-products';
export const RECENT_MAX = 10;

/** A recently viewed product, as much as the box needs to show and link it. */
export interface RecentProduct {
  name: string;
  url: string;
  image: string;
}

const str = (v: unknown): v is string => typeof v === 'string' && v !== '';
const isProduct = (v: unknown): v is RecentProduct => {
  const o = v as RecentProduct | null;
  return !!o && typeof o === 'object' && str(o.name) && str(o.url) && o.url.startsWith('/') && typeof o.image === 'string';
};
const list = <T>(key: string, ok: (v: unknown) => v is T): T[] => {
  const v = readStored(key);
  return Array.isArray(v) ? v.filter(ok).slice(0, RECENT_MAX) : [];
};

/** Stored searches, newest first (anything malformed in storage is skipped). */
export const recentSearches = (): string[] => list(RECENT_SEARCHES_KEY, str);

/** Stored products, newest first. */
export const recentProducts = (): RecentProduct[] => list(RECENT_PRODUCTS_KEY, isProduct);

/** Puts a search first (a repeat, in any letter case, moves up rather than doubling). */
export function addRecentSearch(term: string): void {
  const t = term.trim();
  if (!t || looksLikeCardNumber(t)) return; // a card number typed into search is never kept
  const key = t.toLowerCase();
  writeStored(RECENT_SEARCHES_KEY, [t, ...recentSearches().filter((s) => s.toLowerCase() !== key)].slice(0, RECENT_MAX));
}

/** Puts a viewed product first (by URL). */
export function addRecentProduct(p: RecentProduct): void {
  if (!isProduct(p)) return;
  writeStored(RECENT_PRODUCTS_KEY, [{ name: p.name, url: p.url, image: p.image }, ...recentProducts().filter((x) => x.url !== p.url)].slice(0, RECENT_MAX));
}

/** Forgets both lists. */
export function clearRecent(): void {
  writeStored(RECENT_SEARCHES_KEY, null);
  writeStored(RECENT_PRODUCTS_KEY, null);
}
