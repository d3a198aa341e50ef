/** The listing answer as the widget reads it: its facets, their refinements and the products. */
export interface Refinement {
  id: string;
  label: string;
  count: number;
  link: string;
  selected: boolean;
  /** 1 or 2 in the category facet, 0 elsewhere. */
  level: number;
  /** A level-2 value's level-1 parent id. */
  parent: string | null;
  hasSub: boolean;
  /** A colour value's swatch. */
  swatch: string | null;
}

export interface Facet {
  name: string;
  displayName: string;
  dimensionName: string;
  /** The menu type (CategoryNavRefinement, RefinementMenu, SimpleRefinementMenu, ...). */
  type: string;
  /** A collection's menus; its refinements are theirs together (for clearing the group). */
  menus: Facet[];
  refinements: Refinement[];
  main: { label: string; display: string; link: string } | null;
  assortment: { name: string; url: string; count: number } | null;
}

export interface ListingProduct {
  id: string;
  name: string;
  url: string;
  image: string;
  alt: string;
  badges: string[];
  isNew: boolean;
  llExclusive: boolean;
  /** The pre-sell day as MM/DD/YYYY, or ''. */
  presell: string;
  rating: number;
  reviewCount: number;
  showRating: boolean;
  storeOnly: boolean;
  listRange: string;
  saleRange: string | null;
  gsa: number | null;
}

export interface Listing {
  assortment: boolean;
  title: string;
  /** The Assortment or Grade-Age label, shown alone as the title (a strict category shows its label and count). */
  label: string | null;
  intro: string | null;
  term: string | null;
  total: number;
  crumbs: { label: string; url: string }[];
  clearAll: string | null;
  facets: Facet[];
  sort: string;
  perPage: number;
  page: number;
  pageCount: number;
  offset: number;
  view: 'grid' | 'list';
  template: string;
  storeId: string | null;
  products: ListingProduct[];
}
