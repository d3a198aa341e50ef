/**
 * The type-ahead's calls, through the page's commerce client: suggest, flyout and the search redirect
 * lookup. Answers are validated; anything unexpected is an error the widget only logs.
 */
import { array, boolean, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { request, type ApiResult } from '../../src/api';
import { followableLink } from './links';

const Suggestion = type({ search: string(), url: optional(string()) });
const Category = type({ name: string(), url: string() });
const Product = type({
  name: string(),
  seoURL: string(),
  imageURL: optional(string()),
  displayImage: optional(string()),
  priceMin: number(),
  priceMax: number(),
  saleMin: optional(nullable(number())),
  saleMax: optional(nullable(number())),
  gsa: optional(nullable(number())),
  gcPriceRange: optional(nullable(string())),
  isOnSale: optional(boolean()),
  hasGSAPrice: optional(boolean()),
});

const SuggestAnswer = type({
  typeAheadResponse: type({
    suggestions: optional(array(Suggestion)),
    categorySuggestionResponse: optional(type({ results: optional(array(Category)) })),
  }),
});
const FlyoutAnswer = type({ products: array(Product) });
const SearchAnswer = type({ type: optional(string()), link: optional(nullable(string())) });

export type SuggestionItem = Infer<typeof Suggestion>;
export type CategoryItem = Infer<typeof Category>;
export type ProductItem = Infer<typeof Product>;
export interface Suggestions {
  suggestions: SuggestionItem[];
  categories: CategoryItem[];
}

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
  if (!to) console.error(`[storefront-widgets] type-ahead: the search redirect link ${JSON.stringify(link)} is not on this site or a configured host (redirectHosts); the results page is shown instead.`);
  return to;
}

/** Page navigation (a seam for tests). */
export const nav = { go: (url: string): void => location.assign(url) };
