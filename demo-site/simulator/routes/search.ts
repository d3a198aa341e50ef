/**
 * Search endpoints of the simulator: type-ahead suggest and flyout over a real full-text index of the
 * demo catalog (MiniSearch: prefix matching and typo tolerance), category suggestions, and the search
 * redirect lookup (`GET /search?Ntt=`) that sends some terms to another page.
 *
 * `searchRedirect(term)` is exported so that server-rendered pages (the /search/ results page) can honour
 * the same redirects server side.
 */
import type { Context, Hono } from 'hono';
import MiniSearch from 'minisearch';
import { PATHS } from '../paths';
import { categories, findCategory, products, type Product } from '../../data';
import type { RouteModule, SimulatorOptions } from '../types';
import { getSession, peekSession, requireDynSess } from '../session';

/** A term suggestion as the type-ahead response carries it. */
export interface SearchSuggestion {
  search: string;
  url: string;
  class: string;
}

/** A category suggestion. */
export interface CategorySuggestion {
  name: string;
  url: string;
}

/** A product suggestion of the flyout (storefront.md section 3). */
export interface ProductSuggestion {
  name: string;
  url: string;
  displayImage: string;
  imageURL: string;
  seoURL: string;
  priceMax: number;
  priceMin: number;
  saleMax: number | null;
  saleMin: number | null;
  /** The government price (only for GSA users; null otherwise or when the product has none). */
  gsa: number | null;
  gcPriceRange: string | null;
  isOnSale: boolean;
  hasGSAPrice: boolean;
  salePriceRange: string | null;
  listPriceRange: string;
}

/** The results page of the store. */
export const SEARCH_RESULTS_PATH = '/search/';
export const searchResultsUrl = (term: string): string => `${SEARCH_RESULTS_PATH}?Ntt=${encodeURIComponent(term)}`;

const normalize = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9&' -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Words of a text for the index: lower case, split on anything but letters and digits. */
const tokenize = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

// Term suggestions: every trailing phrase of every product name ("triangular dry-erase crayons",
// "dry-erase crayons", "crayons"), weighted by the popularity of the products that contain it.
interface Phrase {
  id: number;
  phrase: string;
  weight: number;
}

function buildPhrases(): Phrase[] {
  const weights = new Map<string, number>();
  for (const p of products) {
    const words = p.name.split(/\s+/);
    for (let i = 0; i < words.length; i++) {
      const phrase = normalize(words.slice(i).join(' '));
      if (phrase.length > 2) weights.set(phrase, (weights.get(phrase) ?? 0) + p.popularity + 1);
    }
  }
  return [...weights].map(([phrase, weight], id) => ({ id, phrase, weight }));
}

const phrases = buildPhrases();
const phraseIndex = new MiniSearch<Phrase>({ fields: ['phrase'], storeFields: ['phrase', 'weight'], tokenize });
phraseIndex.addAll(phrases);

interface CategoryDoc {
  id: string;
  name: string;
  url: string;
  parent: string;
}
const categoryDocs: CategoryDoc[] = categories.flatMap((c) => [
  { id: c.id, name: c.name, url: c.url, parent: '' },
  ...c.subcategories.map((s) => ({ id: `${c.id}/${s.id}`, name: s.name, url: s.url, parent: c.name })),
]);
const categoryIndex = new MiniSearch<CategoryDoc>({ fields: ['name'], storeFields: ['name', 'url'], tokenize });
categoryIndex.addAll(categoryDocs);

interface ProductDoc {
  id: string;
  name: string;
  category: string;
  subcategory: string;
  options: string;
}
const productById = new Map(products.map((p) => [p.id, p]));
const productIndex = new MiniSearch<ProductDoc>({ fields: ['name', 'subcategory', 'category', 'options'], tokenize });
productIndex.addAll(
  products.map((p) => {
    const found = findCategory(`${p.categoryId}/${p.subcategoryId}`);
    return {
      id: p.id,
      name: p.name,
      category: found?.category.name ?? '',
      subcategory: found?.subcategory?.name ?? '',
      options: p.skus.map((s) => `${s.id} ${s.option?.value ?? ''}`).join(' '),
    };
  }),
);

/** Prefix matching on every word, and typo tolerance that grows with the word (none under 5 letters). */
const QUERY = { prefix: true, fuzzy: (term: string) => (term.length > 4 ? 0.2 : false), combineWith: 'AND' } as const;

/** Term suggestions for what the shopper typed, best first. */
export function suggestTerms(term: string, limit = 10): SearchSuggestion[] {
  const q = normalize(term);
  if (!q) return [];
  const hits = phraseIndex.search(q, { ...QUERY, boostDocument: (_id, _t, stored) => 1 + Math.log10(1 + Number(stored?.weight ?? 0)) });
  // Shorter phrases first among near-equal scores reads better ("crayons" before a full product name).
  return hits
    .map((h) => ({ phrase: String(h.phrase), score: h.score / (1 + String(h.phrase).split(' ').length * 0.15) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((h) => ({ search: h.phrase, url: searchResultsUrl(h.phrase), class: 'searchSuggestion' }));
}

/** Category suggestions: categories and subcategories whose names match, then those of matching products. */
export function suggestCategories(term: string, limit = 4): CategorySuggestion[] {
  const q = normalize(term);
  if (!q) return [];
  const out = new Map<string, CategorySuggestion>();
  for (const h of categoryIndex.search(q, QUERY)) out.set(String(h.url), { name: String(h.name), url: String(h.url) });
  for (const p of searchProducts(term, 12)) {
    const found = findCategory(`${p.categoryId}/${p.subcategoryId}`);
    const sub = found?.subcategory;
    if (sub && !out.has(sub.url)) out.set(sub.url, { name: sub.name, url: sub.url });
  }
  return [...out.values()].slice(0, limit);
}

/** Products matching a term, best first (name matches weigh most). */
export function searchProducts(term: string, limit = 8): Product[] {
  const q = normalize(term);
  if (!q) return [];
  const hits = productIndex.search(q, {
    ...QUERY,
    boost: { name: 3, subcategory: 1.5, category: 1, options: 0.5 },
    boostDocument: (id) => 1 + Math.log10(1 + (productById.get(String(id))?.popularity ?? 0)) / 10,
  });
  return hits.slice(0, limit).flatMap((h) => productById.get(String(h.id)) ?? []);
}

const money = (n: number): string => `$${n.toFixed(2)}`;
const range = (min: number, max: number): string => (min === max ? money(min) : `${money(min)} - ${money(max)}`);

/** A product as the flyout shows it; government prices only for GSA users. */
export function productSuggestion(p: Product, gsaUser: boolean): ProductSuggestion {
  const list = p.skus.map((s) => s.listPrice);
  const sale = p.skus.flatMap((s) => (s.salePrice === null ? [] : [s.salePrice]));
  const gsa = p.skus.flatMap((s) => (s.gsaPrice === null ? [] : [s.gsaPrice]));
  const priceMin = Math.min(...list);
  const priceMax = Math.max(...list);
  const saleMin = sale.length ? Math.min(...sale) : null;
  const saleMax = sale.length ? Math.max(...sale) : null;
  const sku = p.skus.find((s) => s.id === p.defaultSkuId) ?? p.skus[0]!;
  return {
    name: p.name,
    url: p.seoURL,
    displayImage: sku.imageURL,
    imageURL: sku.imageURL,
    seoURL: p.seoURL,
    priceMin,
    priceMax,
    saleMin,
    saleMax,
    gsa: gsaUser && gsa.length ? Math.min(...gsa) : null,
    gcPriceRange: p.giftCard ? range(Math.min(...p.giftCard.amounts), Math.max(...p.giftCard.amounts)) : null,
    isOnSale: saleMin !== null,
    hasGSAPrice: p.hasGSAPrice,
    salePriceRange: saleMin !== null && saleMax !== null ? range(saleMin, saleMax) : null,
    listPriceRange: range(priceMin, priceMax),
  };
}

const FIXED_REDIRECTS: Record<string, string> = {
  'gift card': '/products/gift-cards/',
  'gift cards': '/products/gift-cards/',
  furniture: '/furniture/',
  'store locator': '/stores/locator?landingpage=slpViewAllStores&viewAll=true',
  stores: '/stores/locator?landingpage=slpViewAllStores&viewAll=true',
  rewards: '/rewards',
  'contact us': '/help/contact-us/',
  'shipping policy': '/help/shipping-policies/',
};

/**
 * The search redirect: the page a term goes to instead of the results page, or null. A category or
 * subcategory name (or id) goes to its listing, a product or SKU id to its product page, and a few
 * service words to their pages.
 */
export function searchRedirect(term: string): string | null {
  const q = normalize(term);
  if (!q) return null;
  if (FIXED_REDIRECTS[q]) return FIXED_REDIRECTS[q];
  for (const d of categoryDocs) if (normalize(d.name) === q || d.id === q) return d.url;
  const byId = productById.get(term.trim().toUpperCase());
  if (byId) return byId.seoURL;
  const bySku = products.find((p) => p.skus.some((s) => s.id === term.trim().toUpperCase()));
  return bySku ? `/p/${term.trim().toUpperCase()}/` : null;
}

/** What a session's type-ahead calls were, in order (for tests: which terms reached the server). */
interface TypeAheadLog {
  calls: { kind: 'suggest' | 'flyout' | 'search'; term: string }[];
}
function logCall(c: Context, kind: 'suggest' | 'flyout' | 'search', term: string): void {
  const s = getSession(c);
  const log = (s.data.typeahead ??= { calls: [] }) as TypeAheadLog;
  log.calls.push({ kind, term });
  if (log.calls.length > 500) log.calls.shift();
}

const SUGGEST_PREFIX = PATHS.typeAheadSuggest.replace('{term}', '');

/** The search area's endpoints. */
export const searchRoutes: RouteModule = (app: Hono, options: SimulatorOptions) => {
  app.get(`${SUGGEST_PREFIX}:term`, (c) => {
    const term = c.req.param('term') ?? '';
    logCall(c, 'suggest', term);
    return c.json({
      typeAheadResponse: {
        term,
        suggestions: suggestTerms(term),
        categorySuggestionResponse: { results: suggestCategories(term) },
      },
    });
  });

  app.get(PATHS.typeAheadFlyout, async (c) => {
    const stale = await requireDynSess(c);
    if (stale) return stale;
    const term = c.req.query('Ntt') ?? '';
    logCall(c, 'flyout', term);
    const gsaUser = getSession(c).profile.gsaUser === true;
    return c.json({ term, products: searchProducts(term, 8).map((p) => productSuggestion(p, gsaUser)) });
  });

  // The redirect lookup answers JSON: RedirectAwareContentInclude with a link, or ContentInclude without.
  app.get(PATHS.search, (c) => {
    const term = c.req.query('Ntt') ?? '';
    logCall(c, 'search', term);
    const link = searchRedirect(term);
    return c.json(link ? { type: 'RedirectAwareContentInclude', link } : { type: 'ContentInclude', link: null, searchTerm: term, resultsURL: searchResultsUrl(term) });
  });

  if (options.test === true) {
    app.get('/rest/__test/typeahead', (c) => c.json(((peekSession(c)?.data.typeahead as TypeAheadLog | undefined) ?? { calls: [] }).calls));
    app.delete('/rest/__test/typeahead', (c) => {
      const s = peekSession(c);
      if (s) s.data.typeahead = { calls: [] };
      return c.json({ ok: true });
    });
  }
};
