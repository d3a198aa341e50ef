/**
 * The store link's asynchronous half (storefront spec section 2, header: 'Your Store' and its popover): while
 * the popover is open, the selected store's address, phone and hours load (again when the store changes; the
 * newest store wins, a slow answer for the store left is ignored). 'Find Another Store' opens the store finder
 * by name: the popover closes when it opens, a short note says so when it cannot.
 */
import type { Next } from '../../src/platform/createModel';

/** What the store link asks of the outside world (calls.ts in the page, fakePorts in model tests). */
/** Address, phone and hours of the selected store (from the store search). */
export interface StoreDetails {
  address1: string;
  phoneNumber: string;
  hours: string[];
  seoUrl: string;
}

export interface StoreLinkCalls {
  /** Address, phone and hours of a store; null when not found. */
  details(input: { id: string; postalCode: string }, signal: AbortSignal): Promise<StoreDetails | null>;
  /** Opens the store finder; false when it cannot be opened. */
  openFinder(input: null, signal: AbortSignal): Promise<boolean>;
}

export interface StoreLinkState {
  open: boolean;
  /** The selected store (id and zip: what its details are asked by); null when none. */
  store: { id: string; postalCode: string } | null;
  /** The open popover's store details, once they are in. */
  details: StoreDetails | null;
  /** The store finder could not be opened. */
  finderFailed: boolean;
}

export type StoreLinkEvent =
  | { type: 'toggled'; open: boolean }
  | { type: 'storeChanged'; store: { id: string; postalCode: string } | null }
  | { type: 'findClicked' }
  | { type: 'detailsAnswered'; result: StoreDetails | null }
  | { type: 'finderAnswered'; result: boolean };

export type StoreLinkNext = Next<StoreLinkState, StoreLinkEvent, StoreLinkCalls>;

/** Closed, with no store until the view tells it the selected one (storeChanged). */
export const startStoreLink = (): StoreLinkNext => ({ state: { open: false, store: null, details: null, finderFailed: false } });

/** Forgets the details shown, and asks for the store's own while the popover is open. */
function show(s: StoreLinkState): StoreLinkNext {
  const st = s.store;
  return {
    state: { ...s, details: null },
    effects: s.open && st?.id && st.postalCode ? [{ type: 'request', call: 'details', input: st, key: 'details', done: { type: 'detailsAnswered' } }] : [{ type: 'cancel', key: 'details' }],
  };
}

export function storeLinkStep(s: StoreLinkState, e: StoreLinkEvent): StoreLinkNext {
  switch (e.type) {
    case 'toggled':
      return e.open === s.open ? { state: s } : show({ ...s, open: e.open });
    case 'storeChanged':
      return e.store?.id === s.store?.id && e.store?.postalCode === s.store?.postalCode ? { state: s } : show({ ...s, store: e.store });
    case 'detailsAnswered':
      return { state: { ...s, details: e.result } };
    case 'findClicked':
      return { state: { ...s, finderFailed: false }, effects: [{ type: 'request', call: 'openFinder', input: null, key: 'find', done: { type: 'finderAnswered' } }] };
    case 'finderAnswered':
      return e.result ? show({ ...s, open: false }) : { state: { ...s, finderFailed: true } };
  }
}
