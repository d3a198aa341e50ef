/**
 * The store finder's calls (storefront spec section 7), through the commerce client (never throws):
 * geocode a zip (the maps service named by the init data's tomTomInfo: countryCode, postalCode, key; answer
 * results[0].position lat/lon), find store (latitude, longitude, zipCode, context, timestamp; or longitude,
 * latitude, dynSessConfNumber and the zip), inventory (one call per store: storeId, type store, skuIds) and
 * apply store (a form: cartId, profileId, storeId, storeName, storeState, successURL, errorURL, optional
 * updateConfirmed; the client adds _dynSessConf and replays once on a returned stringSessionConfirmationNumber).
 */
import { array, boolean, nullable, number, optional, string, type, union, unknown } from 'superstruct';
import { client, loadInitPart, request, requestPath } from '../../src/api';
import { track } from '../../src/events';
import { $cart, $session, setSelectedStore, toSelectedStore, type SelectedStoreInfo } from '../../src/stores';
import type { ApplyOutcome, FinderContext, Position, SearchOutcome, Stock, StockLevel, StoreFinderCalls, StoreRow } from './model';
import { safeValidate } from '../../src/validation/struct';

/** The code of the apply-store condition the spec names (section 8). */
export const ROPIS_STORES_CLOSE_UNEXPECTED = 'ROPIS_STORES_CLOSE_UNEXPECTED';

const Init = type({ tomTomInfo: optional(nullable(type({ url: optional(string()), key: optional(string()) }))) });

/** The maps service address and key, from the page's init data. */
const mapsService = () => loadInitPart('store-finder', Init);

const Coordinates = type({ lat: number(), lon: number() });
const GeocodeAnswer = type({ results: optional(array(type({ position: optional(Coordinates) }))) });

/** A zip's coordinates; 'unknown' when the maps service does not know it. */
export async function geocode(zip: string, signal?: AbortSignal): Promise<{ lat: number; lon: number } | 'unknown' | 'unavailable'> {
  const init = await mapsService();
  const maps = init?.tomTomInfo;
  const query = { countryCode: 'US', postalCode: zip, key: maps?.key ?? '' };
  const r = maps?.url ? await requestPath(maps.url, { query, schema: GeocodeAnswer, signal }) : await request('geocode', { params: { postalCode: zip }, query, schema: GeocodeAnswer, signal });
  if (!r.ok) return 'unavailable';
  return r.data.results?.[0]?.position ?? 'unknown';
}

const text = optional(nullable(union([string(), number()])));
const Row = type({
  id: union([string(), number()]),
  name: text,
  address1: text,
  city: text,
  state: text,
  postalCode: text,
  phoneNumber: text,
  hours: optional(nullable(union([array(unknown()), string()]))),
  seoUrl: text,
  distance: optional(nullable(number())),
});
const FindAnswer = type({ stores: optional(nullable(array(unknown()))), userMessages: optional(nullable(array(unknown()))) });

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Reads one find-store row; a row without an id is left out rather than failing the whole list. */
export function toStoreRow(raw: unknown): StoreRow | null {
  const [err, r] = safeValidate(raw, Row);
  if (err) return null;
  const hours = Array.isArray(r.hours) ? r.hours.map(str).filter(Boolean) : str(r.hours) ? [str(r.hours)] : [];
  return {
    id: str(r.id),
    name: str(r.name),
    address1: str(r.address1),
    city: str(r.city),
    state: str(r.state),
    postalCode: str(r.postalCode),
    phoneNumber: str(r.phoneNumber),
    hours,
    seoUrl: str(r.seoUrl),
    distance: r.distance ?? null,
  };
}

const firstText = (list: readonly unknown[] | null | undefined): string => {
  for (const m of list ?? []) {
    const t = typeof m === 'string' ? m : m && typeof m === 'object' ? str((m as Record<string, unknown>).localizedMessage ?? (m as Record<string, unknown>).message) : '';
    if (t) return t;
  }
  return '';
};

/** Find store around a point. */
export async function findStores(query: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<SearchOutcome> {
  const r = await request('findStores', { query, schema: FindAnswer, signal });
  if (r.kind === 'formError') return { kind: 'formError', message: r.exceptions[0]?.localizedMessage || r.message };
  if (!r.ok) return { kind: 'unavailable' };
  const stores = (r.data.stores ?? []).map(toStoreRow).filter((s): s is StoreRow => !!s);
  return { kind: 'stores', stores, message: firstText(r.data.userMessages) };
}

/** Geocodes the zip, then finds the stores around it. */
export async function searchByZip(zip: string, context: string, signal?: AbortSignal): Promise<SearchOutcome> {
  const at = await geocode(zip, signal);
  if (at === 'unknown') return { kind: 'unknownZip' };
  if (at === 'unavailable') return { kind: 'unavailable' };
  return findStores({ latitude: at.lat, longitude: at.lon, zipCode: zip, context, timestamp: Date.now() }, signal);
}

/** Finds the stores around the browser's position (the zip typed, if any, goes along). */
export function searchByPosition(latitude: number, longitude: number, zip: string, signal?: AbortSignal): Promise<SearchOutcome> {
  return findStores({ longitude, latitude, dynSessConfNumber: client.getDynSess() ?? undefined, zip: zip || undefined }, signal);
}

const StockRow = type({ skuId: optional(string()), stockLevel: optional(string()), isInStorePickupEligible: optional(union([boolean(), string()])) });
const InventoryAnswer = type({ inventory: optional(array(StockRow)), storePickupDetails: optional(StockRow) });
const LEVELS: readonly StockLevel[] = ['Available', 'LimitedStock', 'Unavailable'];

/** One store's stock of a SKU (one call per store); null when it cannot be read. */
export async function loadStock(storeId: string, skuId: string, signal?: AbortSignal): Promise<Stock | null> {
  const r = await request('inventory', { body: { storeId, type: 'store', skuIds: [{ skuId, qty: 1 }] }, schema: InventoryAnswer, signal });
  if (!r.ok) return null;
  const row = r.data.inventory?.find((i) => i.skuId === skuId) ?? r.data.inventory?.[0] ?? r.data.storePickupDetails;
  const level = LEVELS.find((l) => l === row?.stockLevel);
  if (!row || !level) return null;
  return { stockLevel: level, eligible: row.isInStorePickupEligible === true || row.isInStorePickupEligible === 'true' };
}

const ApplyAnswer = type({
  confirmationRequired: optional(boolean()),
  messageKey: optional(nullable(string())),
  userMessages: optional(nullable(array(unknown()))),
  message: optional(nullable(string())),
});

/** 'Make Your Store'. On 'applied', the answer's store fields (merged over the row) are returned too. */
export async function applyStore(store: StoreRow, updateConfirmed: boolean, signal?: AbortSignal): Promise<{ outcome: ApplyOutcome; answer: Record<string, unknown> }> {
  const here = typeof location === 'undefined' ? '/' : location.pathname + location.search;
  const r = await request('applyStore', {
    form: {
      cartId: $cart.get().cartId || undefined,
      profileId: $session.get().info?.profile.id || undefined,
      storeId: store.id,
      storeName: store.name,
      storeState: store.state,
      successURL: here,
      errorURL: here,
      updateConfirmed: updateConfirmed ? 'true' : undefined,
    },
    // Read raw (schema unknown): validated below with ApplyAnswer, and the answer's store fields are kept.
    schema: unknown(),
    signal,
  });
  if (r.kind === 'formError') {
    const closed =
      r.exceptions.find((e) => e.errorCode === ROPIS_STORES_CLOSE_UNEXPECTED) ?? ((r.data as { messageKey?: unknown })?.messageKey === ROPIS_STORES_CLOSE_UNEXPECTED ? r.exceptions[0] : undefined);
    const message = r.exceptions[0]?.localizedMessage || r.message;
    return { outcome: closed ? { kind: 'closed', message: closed.localizedMessage } : { kind: 'formError', message }, answer: {} };
  }
  if (!r.ok) return { outcome: { kind: 'unavailable' }, answer: {} };
  const [err, a] = safeValidate(r.data, ApplyAnswer);
  if (err) return { outcome: { kind: 'unavailable' }, answer: {} };
  if (a.messageKey === ROPIS_STORES_CLOSE_UNEXPECTED) return { outcome: { kind: 'closed', message: firstText(a.userMessages) }, answer: {} };
  if (a.confirmationRequired) return { outcome: { kind: 'confirm', message: firstText(a.userMessages) || a.message || '' }, answer: {} };
  return { outcome: { kind: 'applied' }, answer: r.data as Record<string, unknown> };
}

/** The store is the shopper's now: shared state (every island, other tabs), the host event, analytics. */
function storeApplied(row: StoreRow, answer: Record<string, unknown>, context: FinderContext): void {
  const picked = answer.selectedStoreId ?? answer.id ?? row.id;
  const info: SelectedStoreInfo | null = toSelectedStore({ ...row, ...Object.fromEntries(Object.entries(answer).filter(([, v]) => v !== '' && v != null)), id: picked });
  if (!info) return;
  // The host hears storefront:store-selected from the runtime's bridge (src/events), once per change.
  setSelectedStore(info);
  track('store-select', { storeId: info.id, storeName: info.name, storeCity: info.city, storeState: info.state, context });
}

/** The browser's position; null when refused or unsupported. */
const locate = (): Promise<Position | null> =>
  new Promise((resolve) => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) return resolve(null);
    geo.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lon: p.coords.longitude }),
      () => resolve(null),
      { timeout: 15000, maximumAge: 300000 },
    );
  });

/** The commerce calls the finder's calls are made of (this module's, or a view test's stand-ins). */
export interface StoreFinderCommerce {
  searchByZip: typeof searchByZip;
  searchByPosition: typeof searchByPosition;
  loadStock: typeof loadStock;
  applyStore: typeof applyStore;
}

/** The finder's calls over `commerce`: the browser's position, and a store applied made the shopper's. */
export const storeFinderCallsOver = (commerce: StoreFinderCommerce): StoreFinderCalls => ({
  searchByZip: ({ zip, context }, signal) => commerce.searchByZip(zip, context, signal),
  locate,
  searchByPosition: ({ lat, lon, zip }, signal) => commerce.searchByPosition(lat, lon, zip, signal),
  loadStock: ({ storeId, skuId }, signal) => commerce.loadStock(storeId, skuId, signal),
  // Not aborted when the finder closes (the signal is not passed on), so the session and the page never disagree.
  applyStore: async ({ store, updateConfirmed, context }) => {
    const { outcome, answer } = await commerce.applyStore(store, updateConfirmed);
    if (outcome.kind === 'applied') storeApplied(store, answer, context);
    return outcome;
  },
});

/** The finder's calls in the page. */
export const storeFinderCalls: StoreFinderCalls = storeFinderCallsOver({ searchByZip, searchByPosition, loadStock, applyStore });
