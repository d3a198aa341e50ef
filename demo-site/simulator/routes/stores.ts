/**
 * Store endpoints (storefront spec section 7): the list of all stores (view-all-stores page), find store
 * (GET latitude, longitude, zipCode, context, timestamp; or longitude, latitude, dynSessConfNumber and an
 * optional zip), apply (set) store (POST form cartId, profileId, storeId, storeName, storeState, successURL,
 * errorURL, _dynSessConf, optional updateConfirmed) and per-store inventory (POST storeId, type 'store',
 * skuIds [{ skuId, qty }]: one call per store, as the spec says).
 */
import type { Context } from 'hono';
import type { RouteModule } from '../types';
import { findStore, geocodeZip, inventoryFor, stores, storesNear, type Store } from '../../data';
import { formErrors, getSession, readBody, requireDynSessOrString, type Session } from '../session';

/** The paths, written here from the contract (not imported from the client, so a wrong client path fails). */
export const STORE_PATHS = {
  allStores: '/rest/model/atg/commerce/locations/StoreLocatorActor/allStores',
  findStores: '/rest/model/ll/commerce/locations/StoreLocatorActor/findStores',
  setStore: '/rest/model/ll/commerce/locations/StoreLocatorActor/setStore',
  inventory: '/rest/model/ll/commerce/inventory/InventoryActor/storeInventory',
} as const;

/** Find store searches this far around the point, miles. */
export const STORE_SEARCH_RADIUS_MILES = 100;
/** At most this many stores per answer. */
export const STORE_SEARCH_LIMIT = 10;
/** The fixture store that closed unexpectedly: selecting it answers ROPIS_STORES_CLOSE_UNEXPECTED. */
export const CLOSED_STORE_ID = 'ST066';
export const ROPIS_STORES_CLOSE_UNEXPECTED = 'ROPIS_STORES_CLOSE_UNEXPECTED';

/** The session's selected store as session info carries it. */
export const sessionStore = (s: Store): NonNullable<Session['selectedStore']> => ({
  id: s.id,
  name: s.name,
  city: s.city,
  state: s.state,
  postalCode: s.postalCode,
  address: { country: s.country },
  address1: s.address1,
  phoneNumber: s.phoneNumber,
  hours: s.hours,
  seoUrl: s.seoUrl,
});

const num = (v: unknown): number | null => {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  if (typeof v === 'string' && !v.trim()) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

type SkuRequest = { skuId: string; qty: number };

/** Reads the inventory payload from JSON or a form body; skuIds may be a JSON string in a form. */
async function readInventoryRequest(c: Context): Promise<{ storeId: string; type: string; skuIds: SkuRequest[] } | string> {
  let body: Record<string, unknown> = {};
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) body = (await c.req.json()) as Record<string, unknown>;
    else body = Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
  } catch {
    return 'The request body could not be read.';
  }
  let skuIds: unknown = body.skuIds;
  if (typeof skuIds === 'string') {
    const text = skuIds;
    try {
      skuIds = JSON.parse(text);
    } catch {
      skuIds = text.split(',').map((skuId) => ({ skuId: skuId.trim(), qty: 1 }));
    }
  }
  if (!Array.isArray(skuIds) || !skuIds.length) return 'Please provide skuIds.';
  const list: SkuRequest[] = [];
  for (const s of skuIds) {
    if (typeof s === 'string') list.push({ skuId: s, qty: 1 });
    else if (s && typeof s === 'object' && typeof (s as SkuRequest).skuId === 'string') list.push({ skuId: (s as SkuRequest).skuId, qty: Math.max(1, Number((s as SkuRequest).qty) || 1) });
    else return 'Each skuIds entry needs a skuId.';
  }
  return { storeId: String((body.storeId as string | number | undefined) ?? ''), type: String((body.type as string | undefined) ?? 'store'), skuIds: list };
}

export const registerStores: RouteModule = (app) => {
  app.get(STORE_PATHS.allStores, (c) => c.json({ stores, count: stores.length }));

  // Find store: by a point (what the client geocoded, or the browser's position), else by the zip alone.
  app.get(STORE_PATHS.findStores, (c) => {
    const q = c.req.query();
    let lat = num(q.latitude);
    let lon = num(q.longitude);
    const zip = (q.zipCode ?? q.zip ?? '').trim();
    if (lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
      const hit = zip ? geocodeZip(zip) : undefined;
      if (!hit) return formErrors(c, [{ propertyPath: 'zipCode', localizedMessage: 'Please enter a valid zip code.', errorCode: 'invalidZipCode' }]);
      lat = hit.lat;
      lon = hit.lon;
    }
    const near = storesNear(lat, lon, { radiusMiles: STORE_SEARCH_RADIUS_MILES, limit: STORE_SEARCH_LIMIT });
    const where = zip || 'your location';
    return c.json({
      stores: near,
      selectedStoreId: getSession(c).selectedStore?.id ?? null,
      radius: STORE_SEARCH_RADIUS_MILES,
      userMessages: near.length ? [] : [`There are no stores within ${STORE_SEARCH_RADIUS_MILES} miles of ${where}.`],
    });
  });

  // Apply (set) store. A missing or stale _dynSessConf answers the string confirmation number (the client
  // stores it and replays once). A cart with pickup items at another store needs updateConfirmed=true.
  app.post(STORE_PATHS.setStore, async (c) => {
    const stale = await requireDynSessOrString(c);
    if (stale) return stale;
    const body = await readBody(c);
    const session = getSession(c);
    const store = typeof body.storeId === 'string' ? findStore(body.storeId) : undefined;
    if (!store) return formErrors(c, [{ propertyPath: 'storeId', localizedMessage: 'Please select a valid store.', errorCode: 'invalidStore' }]);
    if (store.id === CLOSED_STORE_ID)
      return formErrors(c, [{ localizedMessage: `The ${store.name} store is temporarily closed for pickup. Please choose another store.`, errorCode: ROPIS_STORES_CLOSE_UNEXPECTED }], {
        messageKey: ROPIS_STORES_CLOSE_UNEXPECTED,
      });
    const current = session.selectedStore;
    const pickup = session.cart.items.filter((l) => l.instorePickUpOpted === true);
    const confirmed = body.updateConfirmed === true || body.updateConfirmed === 'true';
    if (pickup.length && current && current.id !== store.id && !confirmed) {
      const n = pickup.reduce((k, l) => k + l.quantity, 0);
      return c.json({
        confirmationRequired: true,
        storeId: store.id,
        userMessages: [
          `Your cart has ${n} ${n === 1 ? 'item' : 'items'} for pickup at ${current.name}. If you change your store to ${store.name}, ${n === 1 ? 'it' : 'they'} will be picked up there instead, and availability may differ.`,
        ],
      });
    }
    session.selectedStore = sessionStore(store);
    for (const l of pickup) l.locationId = store.id;
    return c.json({
      ...sessionStore(store),
      selectedStoreId: store.id,
      stateAddress: store.stateAddress,
      userSegmentsMap: { storeState: store.state, storeId: store.id },
      successURL: typeof body.successURL === 'string' ? body.successURL : '',
    });
  });

  app.post(STORE_PATHS.inventory, async (c) => {
    const req = await readInventoryRequest(c);
    const formError = (propertyPath: string, localizedMessage: string) => c.json({ formError: true, formExceptions: [{ propertyPath, localizedMessage, errorCode: 'invalidInput' }] });
    if (typeof req === 'string') return formError('skuIds', req);
    const store = findStore(req.storeId);
    if (!store) return formError('storeId', 'Please select a valid store.');
    const items = req.skuIds.map(({ skuId, qty }) => {
      const inv = inventoryFor(store.id, skuId);
      if (!inv) return { skuId, qty, stockLevel: 'Unavailable' as const, quantity: 0, isInStorePickupEligible: false, available: false, unknownSku: true };
      return { ...inv, qty, available: inv.isInStorePickupEligible && inv.stockLevel !== 'Unavailable' && inv.quantity >= qty };
    });
    return c.json({ storeId: store.id, type: req.type, store: { id: store.id, name: store.name, city: store.city, state: store.state }, inventory: items });
  });
};
