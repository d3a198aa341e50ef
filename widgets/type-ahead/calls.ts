/**
 * The type-ahead's calls: suggest, flyout and the search redirect lookup through the page's commerce client
 * (answers are validated; anything unexpected is an error the widget only logs), the recent lists, searching
 * and following links.
 */
import { nullable, optional, string, type } from 'superstruct';
import { request, type ApiResult } from '../../src/api';
import { emit } from '../../src/events';
import { addRecentProduct, addRecentSearch, clearRecent } from '../../src/stores/recent';
import { FlyoutAnswer, SuggestAnswer, type ProductItem, type Suggestions } from './answers';
import { followableLink } from './links';
import type { TypeAheadPageCalls } from './model';
import { goLocal } from './navigate';

const SearchAnswer = type({ type: optional(string()), link: optional(nullable(string())) });

const map = <A, B>(r: ApiResult<A>, f: (a: A) => B): ApiResult<B> => (r.ok ? { ...r, data: f(r.data) } : r);

/** Term and category suggestions for a term. */
export async function fetchSuggestions(term: string, signal: AbortSignal): Promise<ApiResult<Suggestions>> {
  const r = await request('typeAheadSuggest', { params: { term }, signal, schema: SuggestAnswer });
  return map(r, (d) => ({ suggestions: d.typeAheadResponse.suggestions ?? [], categories: d.typeAheadResponse.categorySuggestionResponse?.results ?? [] }));
}

/** The product flyout for a term. */
export async function fetchProducts(term: string, signal: AbortSignal): Promise<ApiResult<ProductItem[]>> {
  return map(await request('typeAheadFlyout', { query: { Ntt: term }, signal, schema: FlyoutAnswer }), (d) => d.products);
}

/**
 * Where a search goes: the redirect link for the term when the store has one, else null. Paths and
 * absolute links to this site go through the safe-path rule; configured hosts are followed as they are.
 */
export async function lookupRedirect(term: string): Promise<string | null> {
  const r = await request('search', { query: { Ntt: term }, schema: SearchAnswer, timeoutMs: 4000 });
  if (!r.ok) {
    if (r.kind !== 'aborted') console.error('[storefront-widgets] type-ahead: the search redirect lookup failed:', r.message);
    return null;
  }
  const link = r.data.link;
  if (r.data.type !== 'RedirectAwareContentInclude' || !link) return null;
  const to = followableLink(link);
  if (!to)
    console.error(`[storefront-widgets] type-ahead: the search redirect link ${JSON.stringify(link)} is not on this site or a configured host (redirectHosts); the results page is shown instead.`);
  return to;
}

/** The requests and the page navigation the calls are made of (this module's, or a view test's stand-ins). */
export interface TypeAheadCommerce {
  fetchSuggestions: typeof fetchSuggestions;
  fetchProducts: typeof fetchProducts;
  lookupRedirect: typeof lookupRedirect;
  go: (url: string) => void;
}

/** The box's calls over `commerce`, but for the focus (the view's: useTypeAhead). */
export const typeAheadCallsOver = ({ fetchSuggestions: suggest, fetchProducts: flyout, lookupRedirect: redirect, go }: TypeAheadCommerce): TypeAheadPageCalls => ({
  suggest,
  flyout,
  logFailed: ({ what, term, message }) => console.error(`[storefront-widgets] type-ahead: ${what} for "${term}" failed:`, message),
  clearRecent,
  viewed: addRecentProduct,
  search: async ({ term, url, action }) => {
    addRecentSearch(term);
    emit('search', { term });
    // A term suggestion with its own url goes there (through the same link rule as redirects).
    const own = url ? followableLink(url) : null;
    if (own) return go(own);
    // Encoded as the store's own search form does (space as '+').
    goLocal((await redirect(term)) ?? `${action}?${new URLSearchParams({ Ntt: term })}`, go);
  },
  open: (url) => void goLocal(url, go),
});

/** The box's calls in the page. */
export const typeAheadCalls: TypeAheadPageCalls = typeAheadCallsOver({ fetchSuggestions, fetchProducts, lookupRedirect, go: (url) => location.assign(url) });
