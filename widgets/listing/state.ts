/**
 * The listing's behaviour as a pure reducer: which address is shown, which one is loading, the mobile
 * filter panel (open, 'All' or a named group) and the expanded level-1 categories. Fetching, history and
 * scrolling are effects of the listing's model (model.ts), which drives this reducer. The URL rules the
 * model applies sit here too.
 */
import { safeLocalPath } from '../../src/platform';
import type { Facet, Listing } from './answer';
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

export const AVAILABILITY = 'skuShipType';

export interface AvailabilityOption {
  kind: 'ship' | 'pickup';
  count: number;
  link: string | null;
  selected: boolean;
}

export const availabilityFacet = (listing: Listing | null): Facet | undefined => listing?.facets.find((f) => f.dimensionName === AVAILABILITY);
/** The facets other than availability (which has its own block). */
export const plainFacets = (listing: Listing | null): Facet[] => listing?.facets.filter((f) => f.dimensionName !== AVAILABILITY && f.refinements.length > 0) ?? [];

/** The address without a group's filters ('Clear {group} Filters'). */
export function clearGroupUrl(url: string, facet: Facet): string {
  return buildListingUrl(
    withoutIds(
      parseListingUrl(url),
      facet.refinements.filter((r) => r.selected).map((r) => r.id),
    ),
  );
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

/** 24 at most on a phone with the enhanced type-ahead toggle on (`capped`): an address asking for more asks for 24. */
export function forMobile(url: string, capped: boolean): string {
  if (!capped) return url;
  const u = parseListingUrl(url);
  const n = Number(u.params.find(([k]) => k === 'Nrpp')?.[1] ?? 24);
  return n > 24 ? buildListingUrl({ ...u, params: u.params.filter(([k]) => k !== 'Nrpp' && k !== 'page') }) : url;
}
