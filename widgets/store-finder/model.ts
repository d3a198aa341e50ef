/**
 * The store finder's behaviour as a pure reducer, and the spec's rules it applies (storefront spec sections
 * 2, 4, 5, 8): the zip input (digits and hyphens only, at most 10), the empty-zip error, the list empty until
 * a search, stock labels, Available stores first, and 'Make Your Store' with its confirmation step.
 * Every answer carries the id of the search (or the store) it belongs to: a late answer to an older search
 * is dropped, so what is shown always belongs to the last search.
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

import { LIMITS } from '../../src/validation/limits';
import type { FinderContext } from './schema';

export { CONTEXTS, type FinderContext } from './schema';

/** Spec section 9: the store modal is in its mobile form under 768 px. */
export const MOBILE_QUERY = '(max-width: 767px)';
/** Spec sections 5 and 9: the zip input holds at most 10 characters. */
export const ZIP_MAX_LENGTH = LIMITS.postalCode;

/** The zip input's rule: digits and hyphens only (anything else, the letter e too, is ignored), at most 10. */
export const cleanZip = (value: string): string => value.replace(/[^\d-]/g, '').slice(0, ZIP_MAX_LENGTH);

/** The context of a page from its path, when the marker or the opener does not say. */
export function contextFromPath(path: string): FinderContext {
  const p = path.toLowerCase();
  if (/^\/(p|s)\//.test(p)) return 'product';
  if (p.startsWith('/stores/locator')) return 'locator';
  if (p.startsWith('/search') || p.includes('/products') || p.includes('/n/') || p.startsWith('/sale')) return 'listing';
  return 'page';
}

export type TitleKey = 'selectStore' | 'chooseStore' | 'findStore' | 'findAnotherStore';

/**
 * The dialog's title (spec section 2): 'Select Store' on listing pages; on mobile 'Choose Store' where a
 * store is chosen for an item (product page) and 'Find Store' elsewhere; 'Find Another Store' otherwise.
 */
export function titleKey(context: FinderContext, mobile: boolean): TitleKey {
  if (context === 'listing') return 'selectStore';
  if (mobile) return context === 'product' ? 'chooseStore' : 'findStore';
  return 'findAnotherStore';
}

export type StockLabel = 'inStock' | 'soldOut' | 'limitedStock' | 'notEligible';

/**
 * The stock label, in the spec's order: In Stock (eligible and Available), Sold Out (Unavailable), Limited
 * Stock, otherwise Not Eligible for In-Store Pickup.
 */
export function stockLabel(s: Stock): StockLabel {
  if (s.eligible && s.stockLevel === 'Available') return 'inStock';
  if (s.stockLevel === 'Unavailable') return 'soldOut';
  if (s.stockLevel === 'LimitedStock') return 'limitedStock';
  return 'notEligible';
}

/** The item can be picked up there: 'Make Your Store' is enabled on a product page only then. */
export const canPickUp = (s: StockState | undefined): boolean => typeof s === 'object' && s.eligible && s.stockLevel === 'Available';

/** Available stores first, each group in the order of the answer (nearest first). */
export function sortStores(stores: readonly StoreRow[], stock: Readonly<Record<string, StockState>>, withStock: boolean): StoreRow[] {
  if (!withStock) return [...stores];
  return stores
    .map((s, i) => ({ s, i, r: canPickUp(stock[s.id]) ? 0 : 1 }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.s);
}

/** Shown under the zip input; it marks the field. `text` is the server's form error message. */
export type ZipError = { key: 'invalidZip' } | { key: 'unknownZip'; zip: string } | { key: 'server'; text: string };
/** Shown where the list goes. */
export type Notice = { key: 'noStores'; text: string; where: string } | { key: 'locationError' } | { key: 'unavailable' };
/** Shown under the input after 'Make Your Store' failed. */
export type ApplyError = { key: 'storesCloseUnexpected'; text: string } | { key: 'server'; text: string } | { key: 'applyUnavailable' };

export type SearchOutcome =
  | { kind: 'stores'; stores: StoreRow[]; message: string }
  | { kind: 'unknownZip' }
  | { kind: 'formError'; message: string }
  | { kind: 'unavailable' };

export type ApplyOutcome =
  | { kind: 'applied' }
  | { kind: 'confirm'; message: string }
  | { kind: 'closed'; message: string }
  | { kind: 'formError'; message: string }
  | { kind: 'unavailable' };

export interface FinderState {
  zip: string;
  zipError: ZipError | null;
  /** idle: nothing asked yet or the last search ended in an error; done: a list (maybe empty) is shown. */
  phase: 'idle' | 'locating' | 'searching' | 'done';
  /** Id of the current search; answers to other ids are dropped. */
  searchId: number;
  /** What the list is for: the zip searched, or '' for the shopper's position. */
  where: string | null;
  stores: StoreRow[];
  /** Stock per store id (product pages only). */
  stock: Record<string, StockState>;
  withStock: boolean;
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

export type FinderAction =
  | { type: 'zipTyped'; value: string }
  | { type: 'zipSubmitted'; withStock: boolean }
  | { type: 'locateRequested'; withStock: boolean }
  | { type: 'locateFailed'; searchId: number }
  | { type: 'searchAnswered'; searchId: number; outcome: SearchOutcome }
  | { type: 'stockLoaded'; searchId: number; storeId: string; stock: Stock | null }
  | { type: 'detailsToggled'; storeId: string }
  | { type: 'applyRequested'; storeId: string }
  | { type: 'applyAnswered'; storeId: string; outcome: ApplyOutcome }
  | { type: 'confirmAccepted' }
  | { type: 'confirmCancelled' };

export const initialFinderState: FinderState = {
  zip: '',
  zipError: null,
  phase: 'idle',
  searchId: 0,
  where: null,
  stores: [],
  stock: {},
  withStock: false,
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
const startSearch = (s: FinderState, phase: 'locating' | 'searching', where: string, withStock: boolean): FinderState => ({
  ...s,
  phase,
  searchId: s.searchId + 1,
  where,
  withStock,
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
      return startSearch(s, 'searching', s.zip, a.withStock);
    case 'locateRequested':
      if (s.applying) return s;
      return startSearch(s, 'locating', '', a.withStock);
    case 'locateFailed':
      if (a.searchId !== s.searchId || s.phase !== 'locating') return s;
      return { ...s, phase: 'idle', notice: { key: 'locationError' } };
    case 'searchAnswered': {
      if (a.searchId !== s.searchId || (s.phase !== 'searching' && s.phase !== 'locating')) return s;
      const o = a.outcome;
      if (o.kind === 'unknownZip') return { ...s, phase: 'idle', zipError: { key: 'unknownZip', zip: s.where ?? s.zip }, fixes: s.fixes + 1 };
      if (o.kind === 'formError') return { ...s, phase: 'idle', zipError: { key: 'server', text: o.message }, fixes: s.fixes + 1 };
      if (o.kind === 'unavailable') return { ...s, phase: 'idle', notice: { key: 'unavailable' } };
      const stock: Record<string, StockState> = {};
      if (s.withStock) for (const st of o.stores) stock[st.id] = 'loading';
      return { ...s, phase: 'done', stores: o.stores, stock, notice: o.stores.length ? null : { key: 'noStores', text: o.message, where: s.where ?? '' } };
    }
    case 'stockLoaded':
      if (a.searchId !== s.searchId || s.stock[a.storeId] !== 'loading') return s;
      return { ...s, stock: { ...s.stock, [a.storeId]: a.stock ?? 'unknown' } };
    case 'detailsToggled':
      return { ...s, expanded: { ...s.expanded, [a.storeId]: !s.expanded[a.storeId] } };
    case 'applyRequested':
      if (s.applying || s.confirm || !s.stores.some((st) => st.id === a.storeId)) return s;
      if (s.withStock && !canPickUp(s.stock[a.storeId])) return s;
      return { ...s, applying: a.storeId, updateConfirmed: false, applyError: null, applied: null };
    case 'applyAnswered': {
      if (s.applying !== a.storeId) return s;
      const o = a.outcome;
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
