/**
 * The add-to-cart widget's calls, on the commerce client (which adds `_dynSessConf`, replays a 409 once,
 * times out and never throws): product data, the store's stock of a SKU, the three add-to-cart variants
 * (spec section 3, "Add-to-cart payload"); then the buying box's calls in the page (`addToCartCalls`): these, the
 * shared cart count, analytics, other widgets by name, the page's address and the chosen SKU in session storage.
 */
import { array, boolean, nullable, optional, string, type } from 'superstruct';
import { notOk, request, type ApiResult } from '../../src/api';
import { track } from '../../src/events';
import { openWidget } from '../../src/mount';
import { readStored, setCartCount, writeStored } from '../../src/stores';
import type { AddToCartCalls } from './model';
import { AddAnswer, ProductStruct, type AddOutcome, type AddPayload, type GiftCardPayload, type ProductData, type StoreStock } from './product';
import type { RegistryGift } from './registryGift';
import { skuPath } from './rules';

const Str = optional(nullable(string()));
const Bool = optional(nullable(boolean()));

/** Loads a product with its SKUs and prices (GSA prices when `gsa`). */
export async function loadProduct(productId: string, gsa: boolean, signal?: AbortSignal): Promise<ApiResult<ProductData>> {
  const r = await request('productData', { params: { pageType: 'product', productId, gsa: String(gsa) }, schema: type({ product: ProductStruct }), signal });
  return r.ok ? { ...r, data: r.data.product } : r;
}

/** The stock of one SKU at one store (one call per store, spec section 7 "Inventory"); null when unknown. */
export async function loadStoreStock(storeId: string, skuId: string, quantity: number, signal?: AbortSignal): Promise<StoreStock | null> {
  const r = await request('inventory', {
    body: { storeId, type: 'store', skuIds: [{ skuId, qty: quantity }] },
    schema: type({ inventory: array(type({ skuId: string(), stockLevel: Str, isInStorePickupEligible: Bool })) }),
    signal,
  });
  if (!r.ok) return null;
  const row = r.data.inventory.find((i) => i.skuId === skuId);
  if (!row) return null;
  if (row.isInStorePickupEligible === false) return 'NotEligible';
  return row.stockLevel === 'Available' || row.stockLevel === 'LimitedStock' || row.stockLevel === 'Unavailable' ? row.stockLevel : null;
}

/**
 * Adds to the cart: the gift-card call when `gift` is given, the registry call when registry gift data is
 * in session storage, else the product call. Reduced to what the widget shows.
 */
export async function addToCart(payload: AddPayload, gift: GiftCardPayload | null, registry: RegistryGift | null): Promise<AddOutcome> {
  let r: ApiResult<AddAnswer>;
  if (gift) {
    r = await request('addGiftCardToCart', { body: { ...payload, ...gift, ...(registry && { encryptedRegistryId: registry.encryptedRegistryId }) }, schema: AddAnswer });
  } else if (registry) {
    const items = [{ catalogRefId: payload.catalogRefId, productId: payload.productId, quantity: payload.quantity }];
    r = await request('addRegistryItemToCart', { body: { ...payload, items, source: 'AddedToCart', encryptedRegistryId: registry.encryptedRegistryId }, schema: AddAnswer });
  } else {
    r = await request('addToCart', { body: { ...payload }, schema: AddAnswer });
  }
  if (r.ok) {
    const items = r.data.order.commerceItems;
    const item = items.find((i) => i.commerceItemId && i.commerceItemId === r.data.addedCommerceItemId) ?? [...items].reverse().find((i) => i.catalogRefId === payload.catalogRefId) ?? null;
    return { kind: 'added', count: r.data.order.totalCommerceItemCount, item, encryptedOrderId: r.data.encryptedOrderId ?? '' };
  }
  return notOk(r);
}

/** Session storage: the SKU the shopper chose on a product in this tab (so a reload keeps even the default option). */
export const CHOSEN_KEY = 'sw-atc-chosen:';

/** The commerce calls the buying box's calls are made of (the page's; a view test gives stand-ins). */
export interface Commerce {
  loadProduct: typeof loadProduct;
  loadStoreStock: typeof loadStoreStock;
  addToCart: typeof addToCart;
}

/** The buying box's calls over `commerce`. */
export const addToCartCallsOver = (commerce: Commerce = { loadProduct, loadStoreStock, addToCart }): AddToCartCalls => ({
  loadProduct: async ({ productId, gsa }, signal) => ({ result: await commerce.loadProduct(productId, gsa, signal), chosen: readStored(CHOSEN_KEY + productId, 'session') }),
  loadStoreStock: ({ storeId, skuId, quantity }, signal) => commerce.loadStoreStock(storeId, skuId, quantity, signal),
  // Not aborted when the island goes (no signal): the header's count follows what the server did either way.
  addToCart: async ({ payload, gift, registry }) => {
    const outcome = await commerce.addToCart(payload, gift, registry);
    if (outcome.kind === 'added') setCartCount(outcome.count, outcome.encryptedOrderId ? { encryptedOrderId: outcome.encryptedOrderId } : {});
    return outcome;
  },
  addedToCart: (data) => track('addToCart', data),
  open: (o) => void openWidget(o.name, 'props' in o ? o.props : undefined, 'add-to-cart'),
  showSku: ({ productId, skuId }) => {
    writeStored(CHOSEN_KEY + productId, skuId, 'session');
    const path = skuPath(location.pathname, skuId);
    try {
      if (path) history.replaceState(history.state, '', path + location.search + location.hash);
    } catch {
      // A sandboxed page may refuse; the choice still holds on this page.
    }
  },
});

/** The buying box's calls in the page. */
export const addToCartCalls: AddToCartCalls = addToCartCallsOver();
