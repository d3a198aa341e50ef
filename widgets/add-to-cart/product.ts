/**
 * The product data and the add-to-cart payloads and answers as the commerce calls carry them (storefront spec
 * section 3), validated where they enter (calls.ts).
 */
import { array, boolean, nullable, number, optional, string, type, union, unknown, type Infer } from 'superstruct';
import type { Failed, Refused } from '../../src/api';

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

export const ProductStruct = type({
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

export type StoreStock = 'Available' | 'LimitedStock' | 'Unavailable' | 'NotEligible';

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

export const AddAnswer = type({
  order: type({ totalCommerceItemCount: number(), commerceItems: array(CommerceItem) }),
  encryptedOrderId: Str,
  addedCommerceItemId: Str,
  formExceptions: optional(unknown()),
});
export type AddAnswer = Infer<typeof AddAnswer>;

export type AddOutcome = { kind: 'added'; count: number; item: CommerceItem | null; encryptedOrderId: string } | Refused | Failed;
