/**
 * The add-to-cart widget's calls, on the commerce client (which adds `_dynSessConf`, replays a 409 once,
 * times out and never throws): product data, the store's stock of a SKU, the three add-to-cart variants
 * (spec section 3, "Add-to-cart payload") and the user lists / registry calls.
 */
import { array, boolean, nullable, number, optional, string, type, union, unknown, type Infer } from 'superstruct';
import { notOk, request, type ApiResult, type Failed, type Refused } from '../../src/api';
import { readStored } from '../../src/stores';

const Str = optional(nullable(string()));
const Num = optional(nullable(number()));
const Bool = optional(nullable(boolean()));

const PriceInfoStruct = type({
  listPrice: Num,
  salePrice: Num,
  onSale: Bool,
  gsa: Num,
  special: Bool,
  specialPrice: Num,
  doorBuster: Bool,
  doorBusterPrice: Num,
  bopisSale: Bool,
  bopisSalePrice: Num,
  bopisListPrice: Num,
  addlSaving: Bool,
  addlSaveSalePrice: Num,
});

const SkuStruct = type({
  id: string(),
  displayName: Str,
  option: optional(nullable(type({ name: string(), value: string() }))),
  skuType: Str,
  design: Str,
  storeOnly: Bool,
  status: Str,
  stockLevel: Str,
  ineligibleAtAllLocations: Bool,
  persEnabled: Bool,
  imageURL: Str,
  priceInfo: optional(nullable(PriceInfoStruct)),
});

const ProductStruct = type({
  productId: string(),
  name: string(),
  imageURL: Str,
  tag: Str,
  llExclusive: Bool,
  presellDate: optional(nullable(union([string(), number()]))),
  storeOnly: Bool,
  furniture: Bool,
  warranty: Str,
  defaultSkuId: Str,
  skuInfo: optional(nullable(type({ multiSku: Bool, persEnabled: Bool, optionName: Str }))),
  giftCard: optional(nullable(type({ kind: string(), amounts: array(number()), customAmount: type({ min: number(), max: number() }) }))),
  skus: array(SkuStruct),
});

export type ProductData = Infer<typeof ProductStruct>;
export type SkuData = Infer<typeof SkuStruct>;

/** Loads a product with its SKUs and prices (GSA prices when `gsa`). */
export async function loadProduct(productId: string, gsa: boolean, signal?: AbortSignal): Promise<ApiResult<ProductData>> {
  const r = await request('productData', { params: { pageType: 'product', productId, gsa: String(gsa) }, schema: type({ product: ProductStruct }), signal });
  return r.ok ? { ...r, data: r.data.product } : r;
}

export type StoreStock = 'Available' | 'LimitedStock' | 'Unavailable' | 'NotEligible';

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

/** The spec's add-to-cart payload (section 3). */
export interface AddPayload {
  catalogRefId: string;
  productId: string;
  quantity: number;
  personalized: boolean;
  customMessage: string;
  locationId: string | null;
}

/** The gift-card additions to the payload. */
export interface GiftCardPayload {
  amount: number;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  design: string;
  commerceItemType: 'giftCardCommerceItem' | 'eGiftCardCommerceItem';
  /** The gift message. */
  personalization: string;
}

/** Registry gift data a registry page leaves in session storage (spec section 3, "Gift card selection"). */
export interface RegistryGift {
  encryptedRegistryId: string;
  giftRecipientName: string;
}

export const REGISTRY_GIFT_KEY = 'registryGiftData';

/** The registry gift data in session storage, or null (absent, unreadable or malformed). */
export function readRegistryGift(read: (key: string) => unknown = (key) => readStored(key, 'session')): RegistryGift | null {
  const v = read(REGISTRY_GIFT_KEY) as Partial<RegistryGift> | null;
  if (!v || typeof v !== 'object' || typeof v.encryptedRegistryId !== 'string' || !v.encryptedRegistryId) return null;
  return { encryptedRegistryId: v.encryptedRegistryId, giftRecipientName: typeof v.giftRecipientName === 'string' ? v.giftRecipientName : '' };
}

const CommerceItem = type({
  commerceItemId: Str,
  productId: Str,
  catalogRefId: string(),
  quantity: number(),
  skuDisplayName: Str,
  imageURL: Str,
  instorePickUpOpted: Bool,
  storeOnly: Bool,
  priceInfo: optional(nullable(type({ listPrice: Num, amount: Num, unitPrice: Num }))),
  gaEventData: optional(nullable(unknown())),
});
export type CommerceItem = Infer<typeof CommerceItem>;

const AddAnswer = type({
  order: type({ totalCommerceItemCount: number(), commerceItems: array(CommerceItem) }),
  encryptedOrderId: Str,
  addedCommerceItemId: Str,
  formExceptions: optional(unknown()),
});
export type AddAnswer = Infer<typeof AddAnswer>;

export type AddOutcome =
  | { kind: 'added'; count: number; item: CommerceItem | null; encryptedOrderId: string }
  | Refused
  | Failed;

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
