/**
 * The store finder's behaviour as a pure reducer, and the spec's rules it applies (storefront spec sections
 * 2, 4, 5, 8): the zip input (digits and hyphens only, at most 10), the empty-zip error, the list empty until
 * a search, and 'Make Your Store' with its confirmation step (the stock labels and the order of the list are
 * selectors.ts's).
 * Every answer carries the id of the search (or the store) it belongs to: a late answer to an older search
 * is dropped, so what is shown always belongs to the last search.
 *
 * `storeFinderStep` adds the calls each transition asks for (createModel runs them): a search replaces the one
 * before it and its stock loads (key 'search'), the browser's position gets 15 s, and 'Make Your Store' goes
 * once at a time.
 */

/** A store as the list shows it (find store's row, read in api.ts). */
export interface StoreRow {
  id: string;
  name: string;
  address1: string;
  city: string;
  state: string;
  postalCode: string;
  phoneNumber: string;
  hours: string[];
  seoUrl: string;
  /** Miles from the searched point, when the answer gives it. */
  distance: number | null;
}

export type StockLevel = 'Available' | 'LimitedStock' | 'Unavailable';

/** A store's stock of the page's SKU (inventory call, spec's storePickupDetails). */
export interface Stock {
  stockLevel: StockLevel;
  eligible: boolean;
}

/** While the inventory call runs: 'loading'; when it failed: 'unknown'. */
export type StockState = Stock | 'loading' | 'unknown';

import type { Effect, Next } from '../../src/platform/createModel';
import { LIMITS } from '../../src/validation/limits';
import type { FinderContext } from './schema';

export { CONTEXTS, type FinderContext } from './schema';

/** Spec section 9: the store modal is in its mobile form under 768 px. */
export const MOBILE_QUERY = '(max-width: 767px)';
/** Spec sections 5 and 9: the zip input holds at most 10 characters. */
export const ZIP_MAX_LENGTH = LIMITS.postalCode;

/** The zip input's rule: digits and hyphens only (anything else, the letter e too, is ignored), at most 10. */
export const cleanZip = (value: string): string => value.replace(/[^\d-]/g, '').slice(0, ZIP_MAX_LENGTH);

/** The item can be picked up there: 'Make Your Store' is enabled on a product page only then. */
export const canPickUp = (s: StockState | undefined): boolean => typeof s === 'object' && s.eligible && s.stockLevel === 'Available';

/** Shown under the zip input; it marks the field. `text` is the server's form error message. */
export type ZipError = { key: 'invalidZip' } | { key: 'unknownZip'; zip: string } | { key: 'server'; text: string };
/** Shown where the list goes. */
export type Notice = { key: 'noStores'; text: string; where: string } | { key: 'locationError' } | { key: 'unavailable' };
/** Shown under the input after 'Make Your Store' failed. */
export type ApplyError = { key: 'storesCloseUnexpected'; text: string } | { key: 'server'; text: string } | { key: 'applyUnavailable' };

export type SearchOutcome = { kind: 'stores'; stores: StoreRow[]; message: string } | { kind: 'unknownZip' } | { kind: 'formError'; message: string } | { kind: 'unavailable' };

export type ApplyOutcome = { kind: 'applied' } | { kind: 'confirm'; message: string } | { kind: 'closed'; message: string } | { kind: 'formError'; message: string } | { kind: 'unavailable' };

export interface FinderState {
  zip: string;
  zipError: ZipError | null;
  /** idle: nothing asked yet or the last search ended in an error; done: a list (maybe empty) is shown. */
  phase: 'idle' | 'locating' | 'searching' | 'done';
  /** Id of the current search; answers to other ids are dropped. */
  searchId: number;
  /** What the list is for: the zip searched, or '' for the shopper's position. */
  where: string | null;
  /** The page the search was made on (the find store call and the store-select event say it). */
  context: FinderContext;
  stores: StoreRow[];
  /** Stock per store id (product pages only). */
  stock: Record<string, StockState>;
  /** The page's SKU: its stock is loaded for every store listed (null: no stock shown). */
  skuId: string | null;
  notice: Notice | null;
  /** Stores whose More info is open. */
  expanded: Record<string, boolean>;
  /** 'Make Your Store' is on its way for this store. */
  applying: string | null;
  /** The call on its way resends after the shopper confirmed the change (updateConfirmed true). */
  updateConfirmed: boolean;
  /** The server asked to confirm the change to this store. */
  confirm: { storeId: string; message: string } | null;
  applyError: ApplyError | null;
  /** The store just made the shopper's store. */
  applied: string | null;
  /** Counts submissions that left the zip to fix (the view focuses the field). */
  fixes: number;
}

/** Where the browser says the shopper is. */
export interface Position {
  lat: number;
  lon: number;
}

/** Where a search is made from: the page's context and, on a product page, its SKU. */
export interface SearchFrom {
  context: FinderContext;
  skuId?: string;
}

export type FinderAction =
  | { type: 'zipTyped'; value: string }
  | ({ type: 'zipSubmitted' } & SearchFrom)
  | ({ type: 'locateRequested' } & SearchFrom)
  /** The browser's position, or null: refused, unsupported, or no answer within LOCATE_TIMEOUT_MS. */
  | { type: 'located'; searchId: number; result: Position | null }
  | { type: 'searchAnswered'; searchId: number; result: SearchOutcome }
  | { type: 'stockLoaded'; searchId: number; storeId: string; result: Stock | null }
  | { type: 'detailsToggled'; storeId: string }
  | { type: 'applyRequested'; storeId: string }
  | { type: 'applyAnswered'; storeId: string; result: ApplyOutcome }
  | { type: 'confirmAccepted' }
  | { type: 'confirmCancelled' };

export const initialFinderState: FinderState = {
  zip: '',
  zipError: null,
  phase: 'idle',
  searchId: 0,
  where: null,
  context: 'page',
  stores: [],
  stock: {},
  skuId: null,
  notice: null,
  expanded: {},
  applying: null,
  updateConfirmed: false,
  confirm: null,
  applyError: null,
  applied: null,
  fixes: 0,
};

/** A new search: the old list, messages and answers go; the zip stays. */
const startSearch = (s: FinderState, phase: 'locating' | 'searching', where: string, from: SearchFrom): FinderState => ({
  ...s,
  phase,
  searchId: s.searchId + 1,
  where,
  context: from.context,
  skuId: from.skuId || null,
  stores: [],
  stock: {},
  expanded: {},
  zipError: null,
  notice: null,
  applyError: null,
  confirm: null,
  applied: null,
});

export function finderReducer(s: FinderState, a: FinderAction): FinderState {
  switch (a.type) {
    case 'zipTyped': {
      const zip = cleanZip(a.value);
      return zip === s.zip ? s : { ...s, zip, zipError: null };
    }
    case 'zipSubmitted':
      if (s.applying) return s;
      if (!s.zip) return { ...s, zipError: { key: 'invalidZip' }, fixes: s.fixes + 1 };
      return startSearch(s, 'searching', s.zip, a);
    case 'locateRequested':
      if (s.applying) return s;
      return startSearch(s, 'locating', '', a);
    case 'located':
      // A position leaves the state as it is: the search around it is on its way (storeFinderStep).
      if (a.searchId !== s.searchId || s.phase !== 'locating' || a.result) return s;
      return { ...s, phase: 'idle', notice: { key: 'locationError' } };
    case 'searchAnswered': {
      if (a.searchId !== s.searchId || (s.phase !== 'searching' && s.phase !== 'locating')) return s;
      const o = a.result;
      if (o.kind === 'unknownZip') return { ...s, phase: 'idle', zipError: { key: 'unknownZip', zip: s.where ?? s.zip }, fixes: s.fixes + 1 };
      if (o.kind === 'formError') return { ...s, phase: 'idle', zipError: { key: 'server', text: o.message }, fixes: s.fixes + 1 };
      if (o.kind === 'unavailable') return { ...s, phase: 'idle', notice: { key: 'unavailable' } };
      const stock: Record<string, StockState> = {};
      if (s.skuId) for (const st of o.stores) stock[st.id] = 'loading';
      return { ...s, phase: 'done', stores: o.stores, stock, notice: o.stores.length ? null : { key: 'noStores', text: o.message, where: s.where ?? '' } };
    }
    case 'stockLoaded':
      if (a.searchId !== s.searchId || s.stock[a.storeId] !== 'loading') return s;
      return { ...s, stock: { ...s.stock, [a.storeId]: a.result ?? 'unknown' } };
    case 'detailsToggled':
      return { ...s, expanded: { ...s.expanded, [a.storeId]: !s.expanded[a.storeId] } };
    case 'applyRequested':
      if (s.applying || s.confirm || !s.stores.some((st) => st.id === a.storeId)) return s;
      if (s.skuId && !canPickUp(s.stock[a.storeId])) return s;
      return { ...s, applying: a.storeId, updateConfirmed: false, applyError: null, applied: null };
    case 'applyAnswered': {
      if (s.applying !== a.storeId) return s;
      const o = a.result;
      const done = { ...s, applying: null, updateConfirmed: false };
      switch (o.kind) {
        case 'applied':
          return { ...done, applied: a.storeId };
        case 'confirm':
          return { ...done, confirm: { storeId: a.storeId, message: o.message } };
        case 'closed':
          return { ...done, applyError: { key: 'storesCloseUnexpected', text: o.message } };
        case 'formError':
          return { ...done, applyError: { key: 'server', text: o.message } };
        case 'unavailable':
          return { ...done, applyError: { key: 'applyUnavailable' } };
      }
      return done;
    }
    case 'confirmAccepted':
      return s.confirm ? { ...s, applying: s.confirm.storeId, updateConfirmed: true, confirm: null } : s;
    case 'confirmCancelled':
      return s.confirm ? { ...s, confirm: null } : s;
  }
}

/** What the finder asks of the outside world (calls.ts in the page, fakes in tests). */
export interface StoreFinderCalls {
  /** Geocodes the zip, then finds the stores around it. */
  searchByZip(input: { zip: string; context: FinderContext }, signal: AbortSignal): Promise<SearchOutcome>;
  /** The browser's position; null when refused or unsupported. */
  locate(input: null, signal: AbortSignal): Promise<Position | null>;
  searchByPosition(input: Position & { zip: string }, signal: AbortSignal): Promise<SearchOutcome>;
  /** One store's stock of the SKU (one call per store). */
  loadStock(input: { storeId: string; skuId: string }, signal: AbortSignal): Promise<Stock | null>;
  /** 'Make Your Store'; on 'applied' the store is the shopper's (shared state, host event, analytics). */
  applyStore(input: { store: StoreRow; updateConfirmed: boolean; context: FinderContext }, signal: AbortSignal): Promise<ApplyOutcome>;
}

export type StoreFinderNext = Next<FinderState, FinderAction, StoreFinderCalls>;

/**
 * How long the finder waits for the browser's position. The browser's own timeout counts only once the
 * shopper has allowed location access; a permission prompt left unanswered would otherwise wait forever.
 */
export const LOCATE_TIMEOUT_MS = 15000;

export const startStoreFinder = (): StoreFinderNext => ({ state: initialFinderState });

/** One transition and the calls it asks for. */
export function storeFinderStep(s: FinderState, a: FinderAction): StoreFinderNext {
  const state = finderReducer(s, a);
  const searchId = state.searchId;
  const effects: Effect<FinderAction, StoreFinderCalls>[] = [];
  // A new search (key 'search') ends the one before it, its timer and its stock loads (keys under 'search').
  if (searchId !== s.searchId)
    effects.push(
      ...(state.phase === 'searching'
        ? [{ type: 'request', call: 'searchByZip', input: { zip: state.zip, context: state.context }, key: 'search', done: { type: 'searchAnswered', searchId } } as const]
        : [
            { type: 'request', call: 'locate', input: null, key: 'search', done: { type: 'located', searchId } } as const,
            { type: 'timer', key: 'search/locate', ms: LOCATE_TIMEOUT_MS, done: { type: 'located', searchId, result: null } } as const,
          ]),
    );
  else if (a.type === 'located' && a.result && a.searchId === searchId && s.phase === 'locating')
    effects.push({ type: 'request', call: 'searchByPosition', input: { ...a.result, zip: s.zip }, key: 'search', done: { type: 'searchAnswered', searchId } });
  else if (a.type === 'searchAnswered' && state !== s && state.skuId)
    for (const { id: storeId } of state.stores)
      effects.push({ type: 'request', call: 'loadStock', input: { storeId, skuId: state.skuId }, key: `search/stock/${storeId}`, done: { type: 'stockLoaded', searchId, storeId } });
  const store = state.applying !== s.applying && state.stores.find((st) => st.id === state.applying);
  if (store)
    effects.push({
      type: 'request',
      call: 'applyStore',
      input: { store, updateConfirmed: state.updateConfirmed, context: state.context },
      key: 'apply',
      done: { type: 'applyAnswered', storeId: store.id },
    });
  return { state, effects };
}
