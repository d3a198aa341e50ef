/**
 * The cart header/summary as the cart calls answer it (storefront spec section 3), validated where it enters
 * (calls.ts), and what a change answers: the cart, or the server's refusal.
 */
import { array, boolean, defaulted, nullable, number, optional, string, type, type Infer } from 'superstruct';

const text = defaulted(nullable(optional(string())), null);
const num = defaulted(number(), 0);

const Line = type({
  commerceItemId: string(),
  productId: defaulted(string(), ''),
  catalogRefId: string(),
  quantity: number(),
  skuDisplayName: defaulted(string(), ''),
  options: defaulted(array(type({ name: string(), value: string() })), []),
  imageURL: text,
  seoURL: text,
  instorePickUpOpted: defaulted(boolean(), false),
  locationId: text,
  storeName: text,
  storeOnly: defaulted(boolean(), false),
  shipOnly: defaulted(boolean(), false),
  maxQuantity: optional(number()),
  unavailableReason: text,
  priceInfo: type({ amount: number(), listPrice: optional(nullable(number())), salePrice: optional(nullable(number())), onSale: optional(boolean()), unitPrice: optional(number()) }),
  gaEventData: optional(type({})),
});

const Promotion = type({ couponCode: text, message: defaulted(string(), ''), discountAmount: num, isGlobalPromo: defaulted(boolean(), false) });

/** The cart header/summary (storefront spec section 3). */
export const CartStruct = type({
  orderId: defaulted(string(), ''),
  cartId: text,
  isGSAUser: defaulted(boolean(), false),
  isEmptyCart: defaulted(boolean(), false),
  disableCheckout: defaulted(boolean(), false),
  registryOrder: defaulted(boolean(), false),
  clearListWarning: defaulted(boolean(), false),
  isPaypalEnabledForCart: defaulted(boolean(), false),
  isApplePayEnabledForCart: defaulted(boolean(), false),
  requiresShippingQuote: defaulted(boolean(), false),
  loyaltyInfo: optional(nullable(type({ isRewardsMember: optional(boolean()) }))),
  cartSummary: type({
    merchandiseSubtotal: num,
    hasPromoApplied: defaulted(boolean(), false),
    appliedPromotions: defaulted(array(Promotion), []),
    discountAmount: num,
    qualifierMessages: defaulted(array(string()), []),
    freeShippingMessage: text,
    isShowCouponbox: defaulted(boolean(), true),
    shipping: optional(nullable(number())),
    estimatedTax: optional(nullable(number())),
    total: num,
  }),
  allLines: defaulted(array(Line), []),
  unavailableLines: defaulted(array(Line), []),
  rewardsInfo: optional(nullable(type({ totalPoints: optional(number()) }))),
});

export type Cart = Infer<typeof CartStruct>;
export type CartLine = Infer<typeof Line>;
export type Promotion = Infer<typeof Promotion>;

/** A change the server refused: its message (a field's first, else the first general one). */
export interface Refusal {
  ok: false;
  message: string;
  /** The server's field (propertyPath) of the message, '' for a general one. */
  field: string;
}
export type CartAnswer = { ok: true; cart: Cart } | Refusal;
