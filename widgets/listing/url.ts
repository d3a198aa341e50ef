/**
 * Listing addresses (storefront spec section 2, routes): a listing's own path, then for a filtered listing
 * `/N/{dimension ids joined by +}/` (after 'products' on category pages), then the query: `Ns` sort, `Nrpp`
 * items per page, `page`, `view` (grid or list), `Ntt` on search. Parsing and building are inverse.
 */
export interface ListingUrl {
  /** The listing's own path, with a trailing slash: `/products/art/`. */
  base: string;
  /** The selected dimension ids, in order. */
  ids: string[];
  /** The query, in order (keys are unique). */
  params: [string, string][];
}

/** Takes a listing address (`/products/art/N/paint+g-k-5/?Ns=priceLow`) apart. */
export function parseListingUrl(href: string): ListingUrl {
  const q = href.indexOf('?');
  const path = (q < 0 ? href : href.slice(0, q)).split('#')[0]!;
  const search = q < 0 ? '' : href.slice(q + 1).split('#')[0]!;
  const parts = path.split('/').filter(Boolean);
  const at = parts.lastIndexOf('N');
  const ids = at >= 0 ? (parts[at + 1] ?? '').split('+').filter(Boolean).map(decodeURIComponent) : [];
  const base = '/' + (at >= 0 ? parts.slice(0, at) : parts).map((p) => p).join('/') + '/';
  const params: [string, string][] = [];
  for (const [k, v] of new URLSearchParams(search)) if (!params.some(([key]) => key === k)) params.push([k, v]);
  return { base: base === '//' ? '/' : base, ids, params };
}

/** Builds a listing address: the inverse of parseListingUrl. */
export function buildListingUrl({ base, ids, params }: ListingUrl): string {
  const qs = new URLSearchParams(params).toString();
  return base + (ids.length ? `N/${ids.map(encodeURIComponent).join('+')}/` : '') + (qs ? '?' + qs : '');
}

/** The address with a query parameter set (null removes it); any change but the page goes back to page 1. */
export function withParam(url: ListingUrl, key: string, value: string | null): ListingUrl {
  const params = url.params.filter(([k]) => k !== key && (key === 'page' || k !== 'page'));
  if (value !== null) params.push([key, value]);
  return { ...url, params };
}

/** The address without some dimension ids (a group's filters cleared). */
export const withoutIds = (url: ListingUrl, drop: string[]): ListingUrl => ({ ...url, ids: url.ids.filter((id) => !drop.includes(id)), params: url.params.filter(([k]) => k !== 'page') });

export const paramOf = (url: ListingUrl, key: string): string | undefined => url.params.find(([k]) => k === key)?.[1];
