/**
 * The listing's model: what each event does to the state (through the reducer of state.ts) and
 * which calls, timers and writes it asks for (createModel runs them). Every change fetches the address it leads
 * to (the filtered listing call; the newest request wins), swaps the results and pushes that address; Back and
 * Forward show the listing of the address again (from the answers kept so far) and restore its scroll position
 * after 600 ms; choosing a store reloads the counts (spec sections 2, 8 and 9). On the search results page the
 * first address shown for a search is kept in the tab's session: the panel's Clear on 'All' goes back to it.
 */
import type { ApiResult } from '../../src/api';
import { contentLocalPath } from '../../src/platform';
import type { Effect, Next } from '../../src/platform/createModel';
import type { Facet, Listing, Refinement } from './answer';
import {
  availabilityFacet,
  clearAllUrl,
  clearGroupUrl,
  forMobile,
  initialState,
  plainFacets,
  reducer,
  SEARCH_KEY,
  type AvailabilityOption,
  type ListingAction,
  type ListingState,
  type SavedSearch,
} from './state';
import { buildListingUrl, parseListingUrl, withParam } from './url';

/** Back and Forward restore the scroll position this long after the state is back (spec section 9). */
export const SCROLL_RESTORE_MS = 600;

/** What the listing asks of the outside world (calls.ts in the page, fakePorts in model tests). */
export interface ListingCalls {
  /** The filtered listing call: a GET of the address. */
  load(url: string, signal: AbortSignal): Promise<ApiResult<Listing>>;
  /** A listing that could not be loaded is logged (spec section 8). */
  logFailed(input: { url: string; message: string }, signal: AbortSignal): void;
  /** Back and Forward: the widget restores the scroll position itself. */
  manualScroll(input: null, signal: AbortSignal): void;
  /** A new entry in the page's history (the scroll position kept in the one left), the listing's top in view. */
  pushAddress(url: string, signal: AbortSignal): void;
  /** The page's address corrected in place (24 at most on mobile). */
  replaceAddress(url: string, signal: AbortSignal): void;
  scrollTo(y: number, signal: AbortSignal): void;
  /** The listing's top in view (a group chosen in the filter panel). */
  scrollToList(input: null, signal: AbortSignal): void;
  /** The 'Filter Items' analytics event. */
  filtered(input: { filterType: string; filterValue: string }, signal: AbortSignal): void;
  openStoreFinder(input: null, signal: AbortSignal): void;
}

/** The calls of the island in `host` (scrolling brings the listing's top into view): calls.ts's. */
export type ListingIslandCalls = ((host: HTMLElement | undefined) => ListingCalls) & {
  /** The shopper's last search on this tab (kept for the session), read when the island starts. */
  savedSearch(): unknown;
  /** The model's storage port: what the listing keeps for the session. */
  keep(key: string, value: unknown): void;
};

/** The key of the scroll position kept in a history entry's state. */
export const SCROLL_KEY = 'swListingScroll';

/** The scroll position kept in a history entry's state (0 when none). */
export const scrollOf = (state: unknown): number => (state as Record<string, number> | null)?.[SCROLL_KEY] ?? 0;

export interface ListingModelState extends ListingState {
  /** The page's address (what its history entry holds). */
  address: string;
  mobile: boolean;
  /** The enhanced type-ahead toggle ($features.enhancedTypeAheadEnabled): with it on, a phone shows 24 items at most. */
  enhanced: boolean;
  /** The selected store ($selectedStore). */
  storeId: string | null;
  /** The answers so far, by address: Back and Forward show them without asking again. */
  cache: Readonly<Record<string, Listing>>;
  /** The first address of the search shown (kept in session storage under SEARCH_KEY). */
  search: SavedSearch | null;
}

type How = 'push' | 'pop' | 'replace';

export type ListingEvent =
  | Extract<ListingAction, { type: 'panelToggled' | 'panelClosed' | 'groupOpened' | 'groupClosed' | 'expandToggled' }>
  /** A link inside the widget: a facet value (with its facet), a crumb, a page, Clear All. */
  | { type: 'linkFollowed'; href: string; facet?: Facet; refinement?: Refinement }
  /** Sort, items per page or view chosen (a parameter of the address). */
  | { type: 'paramChosen'; key: 'Ns' | 'Nrpp' | 'view'; value: string }
  /** Ship Item or Store Pickup; `label` is its text, for analytics. */
  | { type: 'availabilityChosen'; option: AvailabilityOption; label: string }
  /** The panel's Clear button on a group (its facet's name) or on All (null). */
  | { type: 'panelCleared'; group: string | null }
  | { type: 'storeFinderClicked' }
  /** Back or Forward: the page's address now, and the scroll position its entry kept. */
  | { type: 'popped'; url: string; y: number }
  | { type: 'storeChanged'; storeId: string | null }
  | { type: 'mobileChanged'; mobile: boolean }
  | { type: 'enhancedChanged'; enhanced: boolean }
  | { type: 'scrollDue'; y: number }
  | { type: 'answered'; url: string; how: How; y?: number; result: ApiResult<Listing> };

type Fx = Effect<ListingEvent, ListingCalls>;
export type ListingNext = Next<ListingModelState, ListingEvent, ListingCalls>;

/** Each parameter's default, which the address leaves out. */
const DEFAULTS = { Ns: 'bestSellers', Nrpp: '24', view: 'grid' };

const reduce = (s: ListingModelState, a: ListingAction): ListingModelState => {
  const next = reducer(s, a);
  return next === s ? s : { ...s, ...next };
};

/** Shows the listing of `url`: from the answers kept (Back and Forward only) or by asking (the newest wins). */
function load(s: ListingModelState, target: string, how: How, fx: Fx[], y?: number): ListingModelState {
  const url = forMobile(target, s.mobile && s.enhanced);
  const next = reduce(s, { type: 'navigationStarted', url });
  const kept = how === 'pop' ? s.cache[url] : undefined;
  if (!kept) {
    fx.push({ type: 'request', call: 'load', input: url, key: 'listing', done: { type: 'answered', url, how, ...(y === undefined ? {} : { y }) } });
    return next;
  }
  fx.push({ type: 'cancel', key: 'listing' });
  return shown(next, url, kept, how, fx, y);
}

/** The listing of `url` is here: shown, and the page's address follows. */
function shown(s: ListingModelState, url: string, listing: Listing, how: How, fx: Fx[], y?: number): ListingModelState {
  let next = reduce(s, { type: 'listingLoaded', url, listing });
  if (next === s) return s;
  if (how === 'push') fx.push({ type: 'request', call: 'pushAddress', input: url });
  else if (url !== s.address) fx.push({ type: 'request', call: 'replaceAddress', input: url });
  next = keepSearch({ ...next, address: url }, url, listing, fx);
  return restore(next, how, fx, y);
}

/** A search results page of a term not saved yet: its address is the search's first, kept for Clear on 'All'. */
function keepSearch(s: ListingModelState, url: string, listing: Listing, fx: Fx[]): ListingModelState {
  if (listing.term === null || s.search?.term === listing.term) return s;
  const search = { term: listing.term, url };
  fx.push({ type: 'store', key: SEARCH_KEY, value: search });
  return { ...s, search };
}

function restore(s: ListingModelState, how: How, fx: Fx[], y?: number): ListingModelState {
  if (how === 'pop') fx.push({ type: 'timer', key: 'scroll', ms: SCROLL_RESTORE_MS, done: { type: 'scrollDue', y: y ?? 0 } });
  return s;
}

/**
 * Follows a link; choosing a filter value not selected yet is a 'Filter Items' event. The link is the server's
 * (a facet value, a crumb), so it goes through the site's URL rule first: only a path of this site is asked for
 * and pushed as the page's address; another host, `//host` or `/\host` is logged and not followed.
 */
function follow(s: ListingModelState, href: string, fx: Fx[], facet?: Facet, r?: { label: string; selected: boolean }): ListingModelState {
  const path = contentLocalPath(href);
  if (path === null) {
    fx.push({ type: 'request', call: 'logFailed', input: { url: href, message: 'the link is not a path of this site and is not followed' } });
    return s;
  }
  if (facet && r && !r.selected) fx.push({ type: 'request', call: 'filtered', input: { filterType: facet.displayName, filterValue: r.label } });
  return load(s, path, 'push', fx);
}

/** A phone with the enhanced type-ahead toggle now on: an address asking for more than 24 items asks again for 24. */
function capped(s: ListingModelState, fx: Fx[]): ListingModelState {
  return forMobile(s.address, s.mobile && s.enhanced) === s.address ? s : load(s, s.address, 'replace', fx);
}

/** The first state, and the first answer asked for: the listing of the page's own address. `search` is the saved search read back. */
export function startListing(url: string, mobile: boolean, storeId: string | null, enhanced: boolean, search: SavedSearch | null = null): ListingNext {
  const fx: Fx[] = [{ type: 'request', call: 'manualScroll', input: null }];
  const state = load({ ...initialState(url), address: url, mobile, enhanced, storeId, cache: {}, search }, url, 'replace', fx);
  return { state, effects: fx };
}

function event(s: ListingModelState, e: ListingEvent, fx: Fx[]): ListingModelState {
  switch (e.type) {
    case 'answered': {
      const r = e.result;
      if (r.ok) return shown({ ...s, cache: { ...s.cache, [e.url]: r.data } }, e.url, r.data, e.how, fx, e.y);
      // Logged; the page stays as it was (spec section 8).
      if (r.kind !== 'aborted') fx.push({ type: 'request', call: 'logFailed', input: { url: e.url, message: r.message } });
      return restore(reduce(s, { type: 'listingFailed', url: e.url }), e.how, fx, e.y);
    }
    case 'linkFollowed':
      return follow(s, e.href, fx, e.facet, e.refinement);
    case 'paramChosen':
      return follow(s, buildListingUrl(withParam(parseListingUrl(s.url), e.key, e.value === DEFAULTS[e.key] ? null : e.value)), fx);
    case 'availabilityChosen': {
      const { option: o } = e;
      if (o.kind === 'pickup' && !s.storeId) return event(s, { type: 'storeFinderClicked' }, fx);
      const facet = availabilityFacet(s.listing);
      return o.link && facet ? follow(s, o.link, fx, facet, { label: e.label, selected: o.selected }) : s;
    }
    case 'panelCleared': {
      const listing = s.listing;
      if (!listing) return s;
      const facet = plainFacets(listing).find((f) => f.name === e.group) ?? (e.group ? availabilityFacet(listing) : undefined);
      if (facet) return follow(s, clearGroupUrl(s.url, facet), fx);
      // On 'All': the search's first address on the search results page, else the clear-all address.
      const first = listing.term !== null && s.search?.term === listing.term ? s.search.url : null;
      return follow(s, first ?? clearAllUrl(s.url, listing), fx);
    }
    case 'storeFinderClicked':
      fx.push({ type: 'request', call: 'openStoreFinder', input: null });
      return s;
    case 'popped':
      return load({ ...s, address: e.url }, e.url, 'pop', fx, e.y);
    case 'storeChanged':
      // Choosing a store anywhere (this page, the store finder, another tab) changes the counts: ask again.
      return e.storeId === s.storeId ? s : load({ ...s, storeId: e.storeId, cache: {} }, s.address, 'replace', fx);
    case 'mobileChanged':
      return e.mobile === s.mobile ? s : capped({ ...s, mobile: e.mobile }, fx);
    case 'enhancedChanged':
      return e.enhanced === s.enhanced ? s : capped({ ...s, enhanced: e.enhanced }, fx);
    case 'groupOpened':
      // Choosing a group in the filter panel scrolls the list to its top (spec section 4, Filter panel).
      fx.push({ type: 'request', call: 'scrollToList', input: null });
      return reduce(s, e);
    case 'scrollDue':
      fx.push({ type: 'request', call: 'scrollTo', input: e.y });
      return s;
    default:
      return reduce(s, e);
  }
}

/** One event: the next state, and the calls, timers and writes it asks for. */
export function listingStep(s: ListingModelState, e: ListingEvent): ListingNext {
  const effects: Fx[] = [];
  return { state: event(s, e, effects), effects };
}
