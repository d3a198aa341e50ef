/**
 * The listing's calls. The filtered listing call (storefront spec section 7): a GET of the clicked facet link itself, answered
 * with `mainContent` or `contents` holding a PageContent-ProductListing or PageContent-AssortmentListing.
 * The answer is validated and turned into the widget's Listing; anything unexpected is an error.
 */
import { array, boolean, dynamic, nullable, number, optional, record, string, type, union, type Infer, type Struct } from 'superstruct';
import { requestPath, type ApiResult } from '../../src/api';
import { track } from '../../src/events';
import { openWidget } from '../../src/mount';
import { presellDay } from '../../src/ui';
import type { Facet, Listing } from './answer';
import { SCROLL_KEY, type ListingCalls, type ListingIslandCalls } from './model';
import { SEARCH_KEY } from './state';
import { readStored, writeStored } from '../../src/stores';

const Str = optional(nullable(string()));
const RefinementStruct = type({ label: string(), count: number(), link: optional(string()), navigationState: Str, properties: optional(record(string(), string())) });
const facetFields = {
  name: string(),
  displayName: Str,
  dimensionName: Str,
  type: Str,
  refinements: array(RefinementStruct),
  mainCategoryDisplay: Str,
  mainCategoryDisplayWithoutCount: Str,
  mainCategoryLink: Str,
  assortmentName: Str,
  assortmentURL: Str,
  assortmentRecsCount: optional(nullable(number())),
};
// A RefinementMenuCollection holds its menus in `facets`.
const FacetStruct = type({ ...facetFields, facets: optional(array(type(facetFields))) });
const ProductStruct = type({
  productId: string(),
  name: string(),
  seoURL: string(),
  imageURL: Str,
  altText: Str,
  badges: optional(array(string())),
  isNew: optional(nullable(boolean())),
  llExclusive: optional(nullable(boolean())),
  presellDate: optional(nullable(union([string(), number()]))),
  rating: optional(number()),
  reviewCount: optional(number()),
  showRating: optional(boolean()),
  storeOnly: optional(boolean()),
  listPriceRange: Str,
  salePriceRange: Str,
  isGsaPrice: optional(boolean()),
  skus: optional(array(type({ priceInfo: optional(type({ gsa: optional(nullable(number())) })) }))),
});
const ListingStruct = type({
  type: string(),
  title: Str,
  listingTitle: optional(type({ label: Str, assortmentLabel: Str, gradeAgeLabel: Str })),
  intro: Str,
  searchTerm: Str,
  mainDimension: optional(type({ count: number() })),
  resultTotalCount: number(),
  selectedNavigationBreadcrumbs: optional(record(string(), string())),
  clearAllLink: Str,
  guidedNavigation: optional(array(FacetStruct)),
  assortmentResultsList: optional(type({ totalNumRecs: optional(number()), assortmentTitle: Str })),
  productListingInfo: type({
    sort: string(),
    perPage: number(),
    page: number(),
    pageCount: number(),
    offset: optional(number()),
    view: Str,
    pagingTemplate: string(),
    storeId: Str,
  }),
  resultList: array(ProductStruct),
});
/**
 * `mainContent` or `contents`: the key present says which, so the answer is checked once. superstruct's union() with
 * coercion checks the whole answer against each member in its coercer and again in its validator (a listing of 24
 * products took 3.7 ms in Node, 2.4 ms this way; several times that in a page's first run of the code).
 */
const MainContentAnswer = type({ mainContent: array(ListingStruct) });
const ContentsAnswer = type({ contents: array(ListingStruct) });
type Answer = Infer<typeof MainContentAnswer> | Infer<typeof ContentsAnswer>;
const AnswerStruct = dynamic<Answer>((v) => (v !== null && typeof v === 'object' && 'mainContent' in v ? MainContentAnswer : ContentsAnswer) as Struct<Answer, unknown>);

type Raw = Infer<typeof ListingStruct>;
type RawFacet = Infer<typeof FacetStruct>;

function toFacet(f: RawFacet): Facet {
  const menus = (f.facets ?? []).map(toFacet);
  return {
    name: f.name,
    displayName: f.displayName ?? f.name,
    dimensionName: f.dimensionName ?? f.name,
    type: f.type ?? '',
    menus,
    refinements: [
      ...f.refinements.map((r) => {
        const p = r.properties ?? {};
        return {
          id: p.dimValId ?? r.label,
          label: r.label,
          count: r.count,
          link: r.link ?? r.navigationState ?? '',
          selected: p.selected === 'true',
          level: Number(p.subCategoryLevel ?? 0),
          parent: p['category.parentCategoriesForCatalog.repositoryId'] ?? null,
          hasSub: p.hasSubCategory === 'true',
          swatch: p.swatch ?? null,
        };
      }),
      ...menus.flatMap((m) => m.refinements),
    ],
    main: f.mainCategoryLink ? { label: f.mainCategoryDisplayWithoutCount ?? '', display: f.mainCategoryDisplay ?? '', link: f.mainCategoryLink } : null,
    assortment: f.assortmentURL && f.assortmentName ? { name: f.assortmentName, url: f.assortmentURL, count: f.assortmentRecsCount ?? 0 } : null,
  };
}

/** The widget's view of one listing answer. */
export function toListing(raw: Raw): Listing {
  const info = raw.productListingInfo;
  return {
    assortment: raw.type === 'PageContent-AssortmentListing',
    title: raw.listingTitle?.label ?? raw.assortmentResultsList?.assortmentTitle ?? raw.title ?? '',
    label: raw.listingTitle?.gradeAgeLabel ?? raw.listingTitle?.assortmentLabel ?? null,
    intro: raw.intro ?? null,
    term: raw.searchTerm ?? null,
    total: raw.mainDimension?.count ?? raw.resultTotalCount,
    crumbs: Object.entries(raw.selectedNavigationBreadcrumbs ?? {}).map(([label, url]) => ({ label, url })),
    clearAll: raw.clearAllLink ?? null,
    facets: (raw.guidedNavigation ?? []).map(toFacet),
    sort: info.sort,
    perPage: info.perPage,
    page: info.page,
    pageCount: info.pageCount,
    offset: info.offset ?? (info.page - 1) * info.perPage,
    view: info.view === 'list' ? 'list' : 'grid',
    template: info.pagingTemplate,
    storeId: info.storeId ?? null,
    products: raw.resultList.map((p) => ({
      id: p.productId,
      name: p.name,
      url: p.seoURL,
      image: p.imageURL ?? '',
      alt: p.altText ?? '',
      badges: p.badges ?? [],
      isNew: p.isNew ?? false,
      llExclusive: p.llExclusive ?? false,
      presell: presellDay(p.presellDate),
      rating: p.rating ?? 0,
      reviewCount: p.reviewCount ?? 0,
      showRating: p.showRating ?? false,
      storeOnly: p.storeOnly ?? false,
      listRange: p.listPriceRange ?? '',
      saleRange: p.salePriceRange ?? null,
      gsa: p.isGsaPrice ? (p.skus?.[0]?.priceInfo?.gsa ?? null) : null,
    })),
  };
}

/** Fetches the listing at an address (path and query of a listing page). */
export async function fetchListing(href: string, signal?: AbortSignal): Promise<ApiResult<Listing>> {
  const q = href.indexOf('?');
  const path = q < 0 ? href : href.slice(0, q);
  const query = Object.fromEntries(new URLSearchParams(q < 0 ? '' : href.slice(q + 1)));
  // The clicked link itself (a listing page's own address), not an endpoint of the table.
  const r = await requestPath(path, { query, signal, schema: AnswerStruct, inTasks: true });
  if (!r.ok) return r;
  const list = 'mainContent' in r.data ? r.data.mainContent : r.data.contents;
  const first = list[0];
  if (!first) return { ok: false, kind: 'invalid-response', status: r.status, message: 'The listing answer holds no listing.' };
  return { ...r, data: toListing(first) };
}

/** The calls of the listing island in `host`: the filtered listing call, the page's history and scroll position, analytics, the store finder by name (a new page of results scrolls the listing's top into view). */
const islandCalls = (host: HTMLElement | undefined): ListingCalls => ({
  load: fetchListing,
  logFailed: ({ url, message }) => console.error(`[storefront-widgets] listing: the listing at ${url} could not be loaded:`, message),
  manualScroll: () => {
    history.scrollRestoration = 'manual';
  },
  pushAddress: (url) => {
    history.replaceState({ ...(history.state as object | null), [SCROLL_KEY]: window.scrollY }, '');
    history.pushState({ [SCROLL_KEY]: 0 }, '', url);
    // A new page of results starts at the top of the listing, not where the paging links were.
    const top = host?.getBoundingClientRect().top ?? 0;
    if (top < 0) window.scrollBy(0, top);
  },
  scrollToList: () => window.scrollBy(0, host?.getBoundingClientRect().top ?? -window.scrollY),
  replaceAddress: (url) => history.replaceState(history.state, '', url),
  scrollTo: (y) => window.scrollTo(0, y),
  filtered: (data) => track('Filter Items', data),
  openStoreFinder: () => void openWidget('store-finder', { context: 'listing' }, 'listing'),
});
/** The listing island's calls: those of an island in `host`, and the session storage its model keeps. */
export const listingCalls: ListingIslandCalls = Object.assign(islandCalls, {
  savedSearch: () => readStored(SEARCH_KEY, 'session'),
  keep: (key: string, value: unknown) => void writeStored(key, value, 'session'),
});
