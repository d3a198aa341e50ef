/**
 * Recent searches and recently viewed products, kept in localStorage (this browser only). At most 10 of
 * each are stored, newest first. The type-ahead records them and shows the spec's counts (5 searches, 4
 * products); the recommendations widget's Recently Viewed carousel reads the same products list.
 */
import { nonempty, optional, refine, string, type } from 'superstruct';
import { isSafeLocalPath, safeLocalPath } from '../platform/safeLocalPath';
import { looksLikeCardNumber, readStored, writeStored } from '../platform/storage';
import { safeIs } from '../validation/struct';

export const RECENT_SEARCHES_KEY = 'sw-recent-searches';
export const RECENT_PRODUCTS_KEY = 'sw-recent-products';
export const RECENT_MAX = 10;

/** A recently viewed product, as much as the box needs to show and link it. */
export interface RecentProduct {
  name: string;
  url: string;
  image: string;
  /** The product's id (recorded by product pages), for the recommendation product info call. */
  productId?: string;
}

// A stored URL is only followed when it is a path of this site: storage is writable by any script of the
// origin, so `//evil.example` there must not become an open redirect.
const RecentProductStruct = type({ name: nonempty(string()), url: refine(string(), 'local path', (v) => isSafeLocalPath(v)), image: string(), productId: optional(nonempty(string())) });
const str = (v: unknown): v is string => safeIs(v, nonempty(string()));
const isProduct = (v: unknown): v is RecentProduct => safeIs(v, RecentProductStruct);
const list = <T>(key: string, ok: (v: unknown) => v is T): T[] => {
  const v = readStored(key);
  return Array.isArray(v) ? v.filter(ok).slice(0, RECENT_MAX) : [];
};

/** Stored searches, newest first (anything malformed in storage is skipped). */
export const recentSearches = (): string[] => list(RECENT_SEARCHES_KEY, str);

/** Stored products, newest first, each URL in the normal form the URL rule gives (the form that is followed). */
export const recentProducts = (): RecentProduct[] => list(RECENT_PRODUCTS_KEY, isProduct).map((p) => ({ ...p, url: safeLocalPath(p.url) ?? p.url }));

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
  const kept: RecentProduct = { name: p.name, url: safeLocalPath(p.url) ?? p.url, image: p.image, ...(p.productId ? { productId: p.productId } : {}) };
  writeStored(RECENT_PRODUCTS_KEY, [kept, ...recentProducts().filter((x) => x.url !== p.url)].slice(0, RECENT_MAX));
}

/** Forgets both lists. */
export function clearRecent(): void {
  writeStored(RECENT_SEARCHES_KEY, null);
  writeStored(RECENT_PRODUCTS_KEY, null);
}
