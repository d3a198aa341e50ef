/**
 * The filtered listing (storefront spec section 7: "GET of the clicked facet link"): every listing page
 * answers JSON when asked for it (`Accept: application/json`), in the store's shape: `mainContent` (or
 * `contents` on search) holding one PageContent-ProductListing or PageContent-AssortmentListing with
 * guidedNavigation, selectedNavigationBreadcrumbs, mainDimension.count, resultTotalCount,
 * productListingInfo and resultList.
 *
 * Listing addresses: `/products/{category}/[{subcategory}/]`, `/sale/`, `/products/{sale|clearance|new|contracted}/`
 * and `/search/?Ntt=`; a filtered listing inserts `/N/{dimension ids joined by +}/` after that path.
 * Query: `Ns` sort, `Nrpp` items per page (24, 48, 96), `page` (from 1), `view` (grid or list), `Ntt` on search.
 *
 * Dimension ids: a top category (`art`), a subcategory (`paint`), a product type (`t-tempera-paint`), a
 * grade (`g-grades-k-5`), a price band (`p-0-10` ... `p-100`), availability `ship` and `pickup` (the
 * session's selected store). Within a dimension the values are alternatives (OR); dimensions combine (AND).
 * The page renders its first page (and its no-JS facets) from the same computation.
 */
import type { Context } from 'hono';
import { PATHS } from '../paths';
import type { RouteModule } from '../types';
import { categories, findStore, inventoryFor, minPrice, paginate, products, productsInCategory, searchProducts, SORT_OPTIONS, sortProducts, type Product, type SortKey } from '../../data';
import { FEATURE_TOGGLES, getSession } from '../session';
import { productJson } from './catalog';
import { OPTION_VALUES } from '../../data/catalog';

export const PER_PAGE_OPTIONS = [24, 48, 96] as const;
const SORT_KEYS = new Set<string>(SORT_OPTIONS.map((o) => o.key));
const ASSORTMENTS: Record<string, string> = { sale: 'Sale', clearance: 'Clearance', new: 'New Arrivals', contracted: 'Contracted Items' };
/** The intro under an assortment's title (a category listing shows its category's description). */
export const ASSORTMENT_INTROS: Record<string, string> = {
  sale: 'Limited-time savings on classroom favorites.',
  clearance: 'Final markdowns while supplies last.',
  new: 'The newest hands-on learning materials.',
  contracted: 'Items available at government-schedule (GSA) prices.',
};
/** Grade/Age listings live under this segment: `/products/grade-age/{grade slug}/` (a Grade-Age label for a title). */
export const GRADE_AGE = 'grade-age';
/** The grade and age ranges of the catalog, each with its Grade-Age listing address. */
export const gradeAgeListings = (): { label: string; url: string }[] => [...new Set(products.map((p) => p.grades))].sort().map((g) => ({ label: g, url: `/products/${GRADE_AGE}/${slugOf(g)}/` }));

export const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const PRICE_BANDS: { id: string; label: string; min: number; max: number }[] = [
  { id: 'p-0-10', label: 'Under $10', min: 0, max: 10 },
  { id: 'p-10-25', label: '$10 - $25', min: 10, max: 25 },
  { id: 'p-25-50', label: '$25 - $50', min: 25, max: 50 },
  { id: 'p-50-100', label: '$50 - $100', min: 50, max: 100 },
  { id: 'p-100', label: '$100 & Up', min: 100, max: Infinity },
];

/** A listing address taken apart: the page's own path, the selected dimension ids and the query. */
export interface ListingAddress {
  base: string;
  ids: string[];
  query: Record<string, string>;
}

/** Splits `/products/art/N/paint+g-k-5/?Ns=priceLow` into its base path, ids and query. */
export function parseListingAddress(pathname: string, search: string): ListingAddress {
  const parts = pathname.split('/').filter(Boolean);
  const at = parts.indexOf('N');
  const ids =
    at >= 0
      ? decodeURIComponent(parts[at + 1] ?? '')
          .split('+')
          .filter(Boolean)
      : [];
  const baseParts = at >= 0 ? parts.slice(0, at) : parts;
  const query = Object.fromEntries(new URLSearchParams(search));
  return { base: `/${baseParts.join('/')}/`, ids: [...new Set(ids)], query };
}

/** Builds a listing address; the page number is left out unless given (a new filter starts at page 1). */
export function listingHref(base: string, ids: string[], query: Record<string, string>): string {
  const q = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== ''));
  const qs = q.toString();
  return `${base}${ids.length ? `N/${ids.join('+')}/` : ''}${qs ? `?${qs}` : ''}`;
}

interface Scope {
  /** A strict category listing, an assortment (sale, new...), a Grade-Age listing or search results. */
  kind: 'category' | 'assortment' | 'gradeAge' | 'search';
  title: string;
  /** The text under the title: the category's description, the assortment's intro. */
  intro?: string;
  list: Product[];
  /** The first level of the category facet: [id, label, parent id]. */
  level1: { id: string; label: string; match: (p: Product) => boolean }[];
  /** Children of a level-1 id. */
  level2: (id: string) => { id: string; label: string; match: (p: Product) => boolean }[];
  mainCategory: { label: string; link: string };
  assortment?: { name: string; url: string; list: Product[] };
  term?: string;
}

const typesOf = (list: Product[]) => [...new Set(list.map((p) => p.productType))].sort().map((t) => ({ id: `t-${slugOf(t)}`, label: t, match: (p: Product) => p.productType === t }));

const topLevels = () => categories.map((cat) => ({ id: cat.id, label: cat.name, match: (p: Product) => p.categoryId === cat.id }));
const subsOf = (catId: string) =>
  (categories.find((c) => c.id === catId)?.subcategories ?? []).map((s) => ({ id: s.id, label: s.name, match: (p: Product) => p.subcategoryId === s.id && p.categoryId === catId }));

/** What a base path lists; undefined when it is not a listing. */
function scopeOf(base: string, query: Record<string, string>): Scope | undefined {
  const parts = base.split('/').filter(Boolean);
  if (parts[0] === 'search' && parts.length === 1) {
    const term = (query.Ntt ?? '').replace(/[^\p{L}\p{N} !&'?"\-.,]/gu, '').trim();
    return { kind: 'search', title: term, term, list: term ? searchProducts(term) : [], level1: topLevels(), level2: subsOf, mainCategory: { label: 'All Results', link: base } };
  }
  const pseudo = parts[0] === 'sale' && parts.length === 1 ? 'sale' : parts[0] === 'products' && parts.length === 2 && ASSORTMENTS[parts[1]!] ? parts[1]! : null;
  if (pseudo) {
    return {
      kind: 'assortment',
      title: ASSORTMENTS[pseudo]!,
      intro: ASSORTMENT_INTROS[pseudo],
      list: productsInCategory(pseudo)!,
      level1: topLevels(),
      level2: subsOf,
      mainCategory: { label: ASSORTMENTS[pseudo]!, link: base },
    };
  }
  if (parts[0] === 'products' && parts[1] === GRADE_AGE && parts.length === 3) {
    const grade = gradeAgeListings().find((g) => g.url === base);
    if (!grade) return undefined;
    return { kind: 'gradeAge', title: grade.label, list: products.filter((p) => p.grades === grade.label), level1: topLevels(), level2: subsOf, mainCategory: { label: grade.label, link: base } };
  }
  if (parts[0] !== 'products' || parts.length < 2 || parts.length > 3) return undefined;
  const cat = categories.find((c) => c.id === parts[1]);
  if (!cat) return undefined;
  const sale = (productsInCategory('sale') ?? []).filter((p) => p.categoryId === cat.id);
  if (parts.length === 3) {
    const sub = cat.subcategories.find((s) => s.id === parts[2]);
    if (!sub) return undefined;
    const list = productsInCategory(`${cat.id}/${sub.id}`)!;
    return { kind: 'category', title: sub.name, list, level1: typesOf(list), level2: () => [], mainCategory: { label: sub.name, link: base } };
  }
  const list = productsInCategory(cat.id)!;
  return {
    kind: 'category',
    title: cat.name,
    intro: cat.description,
    list,
    level1: subsOf(cat.id),
    level2: (id) => typesOf(list.filter((p) => p.subcategoryId === id)),
    mainCategory: { label: cat.name, link: base },
    assortment: sale.length ? { name: `${cat.name} on Sale`, url: `/sale/N/${cat.id}/`, list: sale } : undefined,
  };
}

export interface ListingContext {
  /** The session's selected store (availability counts come from its stock). */
  storeId: string | null;
  gsa: boolean;
  /** Whether the availability facet is offered (bopisEnabled, not a GSA user). */
  availability: boolean;
}

/** Products shippable from the warehouse (shipOrderSku): some SKU is on sale online and not store-only. */
const canShip = (p: Product) => p.skus.some((s) => !s.storeOnly && (s.status === 'ACTIVE' || s.status === 'CLEARANCE') && s.skuType !== 'eGiftcard') || !!p.giftCard;
/** Products a store can hand over (inStoreSku): some SKU is pickup-eligible there and not Unavailable. */
const canPickUp = (storeId: string) => (p: Product) =>
  p.skus.some((s) => {
    const inv = inventoryFor(storeId, s.id);
    return !!inv && inv.isInStorePickupEligible && inv.stockLevel !== 'Unavailable';
  });

interface Dimension {
  name: string;
  displayName: string;
  dimensionName: string;
  type: string;
  values: { id: string; label: string; match: (p: Product) => boolean; level?: 1 | 2; parent?: string; hasSub?: boolean; swatch?: string }[];
  /** Single choice (category: the deepest selected node) or several (OR). */
  single: boolean;
  /** The RefinementMenuCollection this menu is one of (its facets). */
  group?: string;
}

/** 'Shop By' (a NonCategoryNavRefinement): deals and kinds of product that are not categories. */
const SHOP_BY: Dimension['values'] = [
  { id: 'd-sale', label: 'On Sale', match: (p) => p.skus.some((s) => s.salePrice !== null) },
  { id: 'd-new', label: 'New Arrivals', match: (p) => p.isNew },
  { id: 'd-exclusive', label: 'Lakeshore Exclusives', match: (p) => p.llExclusive },
  { id: 'd-top-rated', label: 'Rated 4 Stars & Up', match: (p) => p.rating >= 4 },
];

/** One menu per product option (Color, Size, Pack...) of the listed products, for the 'Product Options' collection; Color values carry their swatch. */
function optionMenus(list: Product[]): Dimension[] {
  const byName = new Map<string, Map<string, string>>();
  for (const p of list)
    for (const s of p.skus) {
      if (!s.option) continue;
      const values = byName.get(s.option.name) ?? new Map<string, string>();
      values.set(s.option.value, s.swatch);
      byName.set(s.option.name, values);
    }
  // Values in their natural order (Small before Large).
  const order = (name: string, value: string) => (OPTION_VALUES as Record<string, readonly string[] | undefined>)[name]?.indexOf(value) ?? 0;
  const menuOrder = (name: string) => (name === 'Color' ? '' : name);
  return [...byName]
    .sort(([a], [b]) => menuOrder(a).localeCompare(menuOrder(b)))
    .map(([name, values]) => ({
      name: `option-${slugOf(name)}`,
      displayName: name,
      dimensionName: `sku.${name.toLowerCase()}`,
      type: 'RefinementMenu',
      group: 'options',
      single: false,
      values: [...values]
        .sort(([a], [b]) => order(name, a) - order(name, b))
        .map(([value, swatch]) => ({
          id: `o-${slugOf(name)}-${slugOf(value)}`,
          label: value,
          match: (p: Product) => p.skus.some((s) => s.option?.name === name && s.option.value === value),
          ...(name === 'Color' ? { swatch } : {}),
        })),
    }));
}

/** The filtered listing for an address, in the store's shape; undefined when the path is not a listing. */
export function computeListing(addr: ListingAddress, ctx: ListingContext) {
  const scope = scopeOf(addr.base, addr.query);
  if (!scope) return undefined;
  const q = addr.query;
  const sort = (SORT_KEYS.has(q.Ns ?? '') ? q.Ns : 'bestSellers') as SortKey;
  const perPage = (PER_PAGE_OPTIONS as readonly number[]).includes(Number(q.Nrpp)) ? Number(q.Nrpp) : 24;
  const view = q.view === 'list' ? 'list' : 'grid';
  const keep: Record<string, string> = {
    ...(scope.term !== undefined ? { Ntt: scope.term } : {}),
    ...(sort !== 'bestSellers' ? { Ns: sort } : {}),
    ...(perPage !== 24 ? { Nrpp: String(perPage) } : {}),
    ...(view !== 'grid' ? { view } : {}),
  };

  const catValues: Dimension['values'] = [];
  for (const l1 of scope.level1) {
    const kids = scope.level2(l1.id);
    catValues.push({ ...l1, level: 1, hasSub: kids.length > 0 });
    for (const l2 of kids) catValues.push({ ...l2, level: 2, parent: l1.id });
  }
  const dims: Dimension[] = [
    // A strict category shows its own tree; elsewhere the categories are filtered to those with results.
    { name: 'category', displayName: 'Category', dimensionName: 'category', type: scope.kind === 'category' ? 'CategoryNavRefinement' : 'FilteredCategoryRefinement', values: catValues, single: true },
    {
      name: 'grade',
      displayName: 'Grade/Age',
      dimensionName: 'product.grade',
      type: 'RefinementMenu',
      values: [...new Set(scope.list.map((p) => p.grades))].sort().map((g) => ({ id: `g-${slugOf(g)}`, label: g, match: (p: Product) => p.grades === g })),
      single: false,
    },
    {
      name: 'price',
      displayName: 'Price',
      dimensionName: 'product.priceRange',
      type: 'SimpleRefinementMenu',
      values: PRICE_BANDS.map((b) => ({ id: b.id, label: b.label, match: (p: Product) => minPrice(p, ctx.gsa) >= b.min && minPrice(p, ctx.gsa) < b.max })),
      single: false,
    },
    { name: 'shopBy', displayName: 'Shop By', dimensionName: 'product.shopBy', type: 'NonCategoryNavRefinement', values: SHOP_BY, single: false },
    ...optionMenus(scope.list),
  ];
  // A Grade-Age listing is one grade already.
  if (scope.kind === 'gradeAge') dims.splice(1, 1);
  if (ctx.availability) {
    const values: Dimension['values'] = [{ id: 'ship', label: 'shipOrderSku', match: canShip }];
    if (ctx.storeId && findStore(ctx.storeId)) values.push({ id: 'pickup', label: 'inStoreSku', match: canPickUp(ctx.storeId) });
    // Ship Item and Store Pickup are one choice: picking one swaps the other's id for its own.
    dims.push({ name: 'availability', displayName: 'Availability', dimensionName: 'skuShipType', type: 'LocationRefinement', values, single: true });
  }

  // Each selected id belongs to one dimension; unknown ids are dropped (a stale link still lists).
  const selected = new Map<Dimension, string[]>();
  const ids: string[] = [];
  for (const id of addr.ids) {
    const dim = dims.find((d) => d.values.some((v) => v.id === id));
    if (!dim) continue;
    const list = selected.get(dim) ?? [];
    if (dim.single) {
      if (list.length) ids.splice(ids.indexOf(list[0]!), 1);
      selected.set(dim, [id]);
    } else selected.set(dim, [...list, id]);
    ids.push(id);
  }
  const matchDim = (dim: Dimension, p: Product, chosen: string[]) => chosen.some((id) => dim.values.find((v) => v.id === id)!.match(p));
  const filtered = (except?: Dimension) => scope.list.filter((p) => [...selected].every(([d, chosen]) => d === except || matchDim(d, p, chosen)));
  const results = filtered();
  const href = (next: string[]) => listingHref(addr.base, next, keep);

  const facetsOf = dims.map((dim) => {
    const chosen = selected.get(dim) ?? [];
    const pool = filtered(dim);
    const catSelected = dim.name === 'category' ? chosen[0] : undefined;
    // The level-1 value shown as selected: the chosen one, or the parent of a chosen level-2 value.
    const selectedParent = catSelected ? (dim.values.find((v) => v.id === catSelected)?.parent ?? catSelected) : undefined;
    const refinements = dim.values
      .map((v) => {
        const isSel = chosen.includes(v.id) || (dim.name === 'category' && v.id === selectedParent);
        let next: string[];
        if (dim.single) {
          const without = ids.filter((i) => !chosen.includes(i));
          // A selected level-2 value goes back to its parent; another selected value clears; availability swaps in place.
          if (chosen.includes(v.id)) next = v.parent ? [...without, v.parent] : without;
          else if (chosen.length && dim.name !== 'category') next = ids.map((i) => (i === chosen[0] ? v.id : i));
          else next = [...without, v.id];
        } else next = chosen.includes(v.id) ? ids.filter((i) => i !== v.id) : [...ids, v.id];
        const link = href(next);
        return {
          label: v.label,
          count: pool.filter(v.match).length,
          link,
          navigationState: link,
          properties: {
            selected: isSel ? 'true' : 'false',
            isParentCategory: v.hasSub ? 'true' : 'false',
            hasSubCategory: v.hasSub ? 'true' : 'false',
            ...(v.level ? { subCategoryLevel: String(v.level) } : {}),
            dimValId: v.id,
            'DGraph.Spec': `${dim.dimensionName}:${v.id}`,
            ...(dim.name === 'category' ? { 'category.repositoryId': v.id } : {}),
            ...(v.parent ? { 'category.parentCategoriesForCatalog.repositoryId': v.parent, 'dimval.prop.subcategory.repositoryId': v.id } : {}),
            ...(v.swatch ? { swatch: v.swatch } : {}),
          },
        };
      })
      // Values nothing would match are left out (as the store's search engine does), unless selected.
      .filter((r) => r.count > 0 || r.properties.selected === 'true');
    const base = { name: dim.name, displayName: dim.displayName, dimensionName: dim.dimensionName, type: dim.type, refinements };
    if (dim.name !== 'category') return base;
    const all = pool.length;
    return {
      ...base,
      childDimensionName: 'subcategory',
      mainCategoryDisplay: `${scope.mainCategory.label} (${all})`,
      mainCategoryDisplayWithoutCount: scope.mainCategory.label,
      mainCategoryLink: href(ids.filter((i) => !chosen.includes(i))),
      ...(scope.assortment ? { assortmentName: scope.assortment.name, assortmentURL: scope.assortment.url, assortmentRecsCount: scope.assortment.list.length } : {}),
    };
  });
  // The option menus fold into one RefinementMenuCollection (its own refinements empty, its menus in `facets`).
  const menus = facetsOf.filter((f, i) => dims[i]!.group && f.refinements.length > 0);
  const guidedNavigation: ((typeof facetsOf)[number] & { facets?: typeof menus })[] = facetsOf.filter((_, i) => !dims[i]!.group);
  if (menus.length) {
    const collection = { name: 'options', displayName: 'Product Options', dimensionName: 'options', type: 'RefinementMenuCollection', refinements: [], facets: menus };
    // Before availability (always the last facet) when there is one.
    const at = guidedNavigation.findIndex((f) => f.name === 'availability');
    guidedNavigation.splice(at < 0 ? guidedNavigation.length : at, 0, collection);
  }

  // The category the listing is narrowed to, for the intro: the page's own, or the top category chosen (or
  // the parent of the subcategory chosen) in the facet of a search, assortment or Grade-Age listing.
  const catChosen = selected.get(dims[0]!)?.[0];
  const topId = catChosen ? (dims[0]!.values.find((v) => v.id === catChosen)?.parent ?? catChosen) : undefined;
  const chosenTop = categories.find((cat) => cat.id === topId);
  const intro = scope.kind === 'category' ? scope.intro : chosenTop ? chosenTop.description : scope.intro;

  const crumbs: Record<string, string> = {};
  for (const id of ids) {
    const dim = dims.find((d) => d.values.some((v) => v.id === id))!;
    const v = dim.values.find((x) => x.id === id)!;
    const label = dim.name === 'availability' ? (id === 'ship' ? 'Ship Item' : 'Store Pickup') : v.label;
    crumbs[label] = href(ids.filter((i) => i !== id));
  }

  const page = paginate(sortProducts(results, sort), Number(q.page) || 1, perPage);
  const templateQuery = new URLSearchParams({ ...keep, page: 'X' }).toString().replace('page=X', 'page={X}');
  const listing = {
    type: scope.kind === 'assortment' ? 'PageContent-AssortmentListing' : 'PageContent-ProductListing',
    title: scope.title,
    // The strict category listing title: a label with the item count, or an Assortment / Grade-Age label.
    listingTitle: {
      '@type': 'StrictCategoryListingTitle',
      label: scope.title,
      count: results.length,
      ...(scope.kind === 'assortment' ? { assortmentLabel: scope.title } : {}),
      ...(scope.kind === 'gradeAge' ? { gradeAgeLabel: scope.title } : {}),
    },
    intro: intro ?? null,
    searchTerm: scope.term ?? null,
    mainDimension: { count: results.length },
    resultTotalCount: results.length,
    selectedNavigationBreadcrumbs: crumbs,
    clearAllLink: href([]),
    guidedNavigation,
    ...(scope.kind === 'assortment' ? { assortmentResultsList: { totalNumRecs: results.length, selectedNavigationBreadcrumbs: crumbs, assortmentTitle: scope.title } } : {}),
    productListingInfo: {
      sort,
      sortOptions: SORT_OPTIONS,
      perPage: page.perPage,
      perPageOptions: PER_PAGE_OPTIONS,
      page: page.page,
      pageCount: page.pageCount,
      offset: (page.page - 1) * page.perPage,
      view,
      pagingTemplate: `${addr.base}${ids.length ? `N/${ids.join('+')}/` : ''}?${templateQuery}`,
      storeId: ctx.availability ? ctx.storeId : null,
    },
    resultList: page.items.map((p) => productJson(p, ctx.gsa)),
  };
  return scope.kind === 'search' ? { contents: [listing] } : { mainContent: [listing] };
}

export type ListingJson = NonNullable<ReturnType<typeof computeListing>>;

/** The listing of a request's address for the caller's session. */
function answer(c: Context) {
  const url = new URL(c.req.url);
  const session = getSession(c);
  const gsa = session.profile.gsaUser;
  const data = computeListing(parseListingAddress(url.pathname, url.search), {
    storeId: session.selectedStore?.id ?? null,
    gsa,
    availability: FEATURE_TOGGLES.bopisEnabled && !gsa,
  });
  if (!data) return c.json({ error: 'NOT_FOUND', message: 'No listing at this address.' }, 404);
  c.header('cache-control', 'no-store');
  c.header('vary', 'Accept');
  return c.json(data);
}

export const registerListing: RouteModule = (app) => {
  // The listing pages' own paths (the spec's "clicked facet link"), answered as JSON.
  for (const path of [PATHS.listingProducts, PATHS.listingSale, PATHS.listingSearch]) app.get(path, answer);
};
