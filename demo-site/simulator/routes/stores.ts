/**
 * Store data endpoints: the list of all stores (view-all-stores page) and per-store inventory
 * (POST storeId, type 'store', skuIds [{ skuId, qty }]: one call per store, as the spec says).
 * The store finder's find-store and set-store calls live with that widget.
 */
import type { Context } from 'hono';
import type { RouteModule } from '../types';
import { findStore, inventoryFor, stores } from '../../data';

export const STORE_PATHS = {
  allStores: '/rest/model/atg/commerce/locations/StoreLocatorActor/allStores',
  inventory: '/rest/model/atg/commerce/inventory/InventoryActor/storeInventory',
} as const;

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

  app.post(STORE_PATHS.inventory, async (c) => {
    const req = await readInventoryRequest(c);
    const formError = (propertyPath: string, localizedMessage: string) =>
      c.json({ formError: true, formExceptions: [{ propertyPath, localizedMessage, errorCode: 'invalidInput' }] });
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
