// For unit tests only (no widget code imports it): refinements, facets and a listing page as the listing's api.ts
// gives them to the model.
import type { Facet, Listing, Refinement } from './answer';

/** A refinement of three results, not selected, linking to its own filtered page. */
export const ref = (id: string, over: Partial<Refinement> = {}): Refinement => ({
  id,
  label: id,
  count: 3,
  link: `/products/art/N/${id}/`,
  selected: false,
  level: 0,
  parent: null,
  hasSub: false,
  swatch: null,
  ...over,
});

/** A plain refinement menu. */
export const facet = (name: string, refinements: Refinement[], dimensionName = name): Facet => ({
  name,
  displayName: name,
  dimensionName,
  type: 'RefinementMenu',
  menus: [],
  refinements,
  main: null,
  assortment: null,
});

/** The first page of 'Art & Craft Supplies' (36 results, 24 a page, no facets, no products); `over` replaces any field. */
export const testListing = (over: Partial<Listing> = {}): Listing => ({
  assortment: false,
  title: 'Art & Craft Supplies',
  label: null,
  intro: null,
  term: null,
  total: 36,
  crumbs: [],
  clearAll: '/products/art/',
  facets: [],
  sort: 'bestSellers',
  perPage: 24,
  page: 1,
  pageCount: 2,
  offset: 0,
  view: 'grid',
  template: '/products/art/?page={X}',
  storeId: null,
  products: [],
  ...over,
});
