/**
 * The listing's behaviour as a pure reducer: which address is shown, which one is loading, the mobile
 * filter panel (open, 'All' or a named group) and the expanded level-1 categories. Fetching, history and
 * scrolling are effects of listingStep, which drives this reducer.
 */
import { fill } from '../../src/config';
import { safeLocalPath } from '../../src/site';
import type { Facet, Listing, Refinement } from './api';
import { buildListingUrl, parseListingUrl, withoutIds } from './url';

export interface ListingState {
  /** The address whose listing is shown. */
  url: string;
  listing: Listing | null;
  /** The address being fetched (the newest request wins). */
  loading: string | null;
  panelOpen: boolean;
  /** The panel's level: null for 'All', else a facet's name. */
  group: string | null;
  /** Level-1 category ids the shopper expanded. */
  expanded: string[];
}

export type ListingAction =
  | { type: 'navigationStarted'; url: string }
  | { type: 'listingLoaded'; url: string; listing: Listing }
  | { type: 'listingFailed'; url: string }
  | { type: 'panelToggled' }
  | { type: 'panelClosed' }
  | { type: 'groupOpened'; group: string }
  | { type: 'groupClosed' }
  | { type: 'expandToggled'; id: string };

export const initialState = (url: string): ListingState => ({ url, listing: null, loading: null, panelOpen: false, group: null, expanded: [] });

export function reducer(state: ListingState, action: ListingAction): ListingState {
  switch (action.type) {
    case 'navigationStarted':
      return { ...state, loading: action.url };
    case 'listingLoaded':
      // An answer for an address no longer wanted is dropped (a newer click won).
      if (state.loading !== null && state.loading !== action.url) return state;
      return { ...state, url: action.url, listing: action.listing, loading: null, group: state.group && action.listing.facets.some((f) => f.name === state.group) ? state.group : null };
    case 'listingFailed':
      // The page stays as it was.
      return state.loading === action.url ? { ...state, loading: null } : state;
    case 'panelToggled':
      return { ...state, panelOpen: !state.panelOpen, group: null };
    case 'panelClosed':
      return { ...state, panelOpen: false, group: null };
    case 'groupOpened':
      return { ...state, group: action.group };
    case 'groupClosed':
      return { ...state, group: null };
    case 'expandToggled':
      return { ...state, expanded: state.expanded.includes(action.id) ? state.expanded.filter((i) => i !== action.id) : [...state.expanded, action.id] };
  }
}

/** The number on the 'Filter (count)' toggle: the selected filters, plus one when there are more than 3 crumbs. */
export const filterCount = (crumbs: number): number => crumbs + (crumbs > 3 ? 1 : 0);

export const AVAILABILITY = 'skuShipType';
const SHIP = 'shipOrderSku';
const PICKUP = 'inStoreSku';

export interface AvailabilityOption {
  kind: 'ship' | 'pickup';
  count: number;
  link: string | null;
  selected: boolean;
}

/** Ship Item and Store Pickup from the availability facet; a missing one is a placeholder with count 0. */
export function availabilityOptions(facet: Facet | undefined): AvailabilityOption[] {
  const find = (label: string) => facet?.refinements.find((r) => r.label === label);
  return (
    [
      ['ship', find(SHIP)],
      ['pickup', find(PICKUP)],
    ] as const
  ).map(([kind, r]) => ({ kind, count: r?.count ?? 0, link: r?.link || null, selected: r?.selected ?? false }));
}

export const availabilityFacet = (listing: Listing | null): Facet | undefined => listing?.facets.find((f) => f.dimensionName === AVAILABILITY);
/** The facets other than availability (which has its own block). */
export const plainFacets = (listing: Listing | null): Facet[] => listing?.facets.filter((f) => f.dimensionName !== AVAILABILITY && f.refinements.length > 0) ?? [];

/** The level-2 children of a level-1 category value. */
export const childrenOf = (facet: Facet, id: string): Refinement[] => facet.refinements.filter((r) => r.level === 2 && r.parent === id);

/** Whether a level-1 value shows its children: when selected (or a child is), or expanded by the shopper. */
export const isOpen = (facet: Facet, r: Refinement, expanded: string[]): boolean =>
  r.selected || expanded.includes(r.id) || childrenOf(facet, r.id).some((c) => c.selected);

/** The address without a group's filters ('Clear {group} Filters'). */
export function clearGroupUrl(url: string, facet: Facet): string {
  return buildListingUrl(withoutIds(parseListingUrl(url), facet.refinements.filter((r) => r.selected).map((r) => r.id)));
}

/**
 * The first address of a search in this tab (session storage, SEARCH_KEY): 'Clear' on the 'All' level of the
 * search results page goes back to it (spec section 4, Filter panel), not to the server's clear-all address.
 */
export interface SavedSearch {
  term: string;
  url: string;
}

export const SEARCH_KEY = 'sw-listing-search';

/** A saved search read back from storage (its address a path of this site, by the URL rule), or null when it is not one. */
export function savedSearchOf(value: unknown): SavedSearch | null {
  const v = value as Partial<SavedSearch> | null;
  const url = typeof v?.term === 'string' ? safeLocalPath(v.url) : null;
  return url ? { term: v!.term!, url } : null;
}

/** The address of 'Clear' on the 'All' level: the clear-all address, else the listing without any filter. */
export function clearAllUrl(url: string, listing: Listing): string {
  if (listing.clearAll) return listing.clearAll;
  const u = parseListingUrl(url);
  return buildListingUrl({ ...u, ids: [], params: u.params.filter(([k]) => k !== 'page') });
}

/** The panel's heading: the category, the assortment, or '"{terms}" results' on search. */
export function panelHeading(listing: Listing, searchHeading: string): string {
  return listing.term !== null ? fill(searchHeading, { terms: listing.term }) : listing.title;
}

/** 24 at most on a phone with the enhanced type-ahead toggle on (`capped`): an address asking for more asks for 24. */
export function forMobile(url: string, capped: boolean): string {
  if (!capped) return url;
  const u = parseListingUrl(url);
  const n = Number(u.params.find(([k]) => k === 'Nrpp')?.[1] ?? 24);
  return n > 24 ? buildListingUrl({ ...u, params: u.params.filter(([k]) => k !== 'Nrpp' && k !== 'page') }) : url;
}
