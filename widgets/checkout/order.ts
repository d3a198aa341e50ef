/**
 * The checkout response (checkout spec section 3) as the widget reads it: validated where it enters (superstruct,
 * lenient about extra fields) and reduced to one typed Order. Part 2 reads the payment fields from `raw`.
 */
import { array, boolean, nullable, number, optional, record, string, type, union, type Infer } from 'superstruct';
import { safeValidate } from '../../src/validation/struct';
import { EMPTY_ADDRESS, type AddressFields } from '../../src/validation/address';
import { isSignedIn } from '../../src/stores/shopper';
import { parseMoney } from '../../src/ui/formatPrice';
import { MoneyField } from './moneyField';

const S = optional(nullable(string()));
const N = MoneyField;
const B = optional(nullable(boolean()));

const AddressStruct = type({ id: S, firstName: S, lastName: S, companyName: S, attention: S, address1: S, address2: S, city: S, state: S, postalCode: S, country: S, phoneNumber: S, isDefault: B });
const GroupStruct = optional(nullable(type({ headerText: S, amount: N, tax: N, tariffAmount: N, orderTotal: N })));
const Charge = optional(nullable(union([number(), string()])));

export const CheckoutResponseStruct = type({
  orderId: S,
  isEmptyCart: B,
  commerceItems: optional(
    array(
      type({
        commerceItemId: S,
        catalogRefId: S,
        productId: S,
        quantity: N,
        skuDisplayName: S,
        imageURL: S,
        largeImageSceneId: S,
        seoURL: S,
        furniture: B,
        instorePickUpOpted: B,
        lineGroupHeader: S,
        priceInfo: optional(type({ amount: N, rawTotalPrice: N, listPrice: N, discounted: B, onSale: B, hasGSAPrice: B, orderDiscountShare: N })),
      }),
    ),
  ),
  orderShipType: S,
  checkoutSteps: optional(record(string(), optional(nullable(type({ readyForSubmit: B }))))),
  loginStatus: S,
  email: S,
  emailOptIn: B,
  userShopFor: S,
  gsaUser: B,
  shippingAddress: optional(nullable(AddressStruct)),
  shipToRegistry: B,
  shippingMethod: S,
  shippingMethods: optional(array(type({ id: string(), label: string(), price: Charge }))),
  savedAddresses: optional(nullable(array(AddressStruct))),
  registry: optional(nullable(type({ id: string(), ownerName: S, listName: S, city: S, state: S }))),
  pickupStore: optional(nullable(type({ id: S, name: S, address1: S, city: S, state: S, postalCode: S, phoneNumber: S, hours: optional(array(string())) }))),
  storePickupInfo: optional(nullable(type({ firstName: S, lastName: S, phoneNumber: S }))),
  additionalPaymentRequired: B,
  taxExemptOpted: B,
  estimateZipCode: S,
  estimatedShipping: N,
  estimatedTax: N,
  hasPromoApplied: B,
  clearListWarning: B,
  appliedPromotions: optional(nullable(array(type({ couponCode: S, message: S, discountAmount: N })))),
  isShowCouponbox: B,
  customerServicePhone: S,
  orderSummary: optional(
    type({
      merchandiseSubtotal: N,
      displayTotal: N,
      orderShippingCharge: Charge,
      giftCertificateAmount: N,
      rewardsPrice: N,
      discountAmount: N,
      tax: N,
      webSubTotalInfo: GroupStruct,
      instorePickupSubTotalInfo: GroupStruct,
      emailDeliverySubtotalInfo: GroupStruct,
      tariffHelperText: S,
    }),
  ),
});

export type StepKey = 'shippingAddress' | 'shippingMethod' | 'paymentMethod' | 'emailRegister';
/** The shared checkout steps, in order (storefront spec section 4). */
export const STEP_KEYS: readonly StepKey[] = ['shippingAddress', 'shippingMethod', 'paymentMethod', 'emailRegister'];

export type ShipType = 'webOnly' | 'instorePickUpOnly' | 'webAndInstorePickup' | 'emailDelivery';
export type ShippingCharge = number | 'tbd' | 'quote to follow' | null;

export interface SavedAddress extends AddressFields {
  id: string;
  isDefault: boolean;
}

export interface OrderItem {
  id: string;
  catalogRefId: string;
  productId: string;
  quantity: number;
  name: string;
  imageURL: string;
  url: string;
  amount: number;
  /** The line at list price before any discount (priceInfo.rawTotalPrice). */
  rawTotalPrice: number;
  listPrice: number;
  onSale: boolean;
  hasGSAPrice: boolean;
  discounted: boolean;
  /** The line's part of the order's discount (priceInfo.orderDiscountShare). */
  orderDiscountShare: number;
  /** How the line is fulfilled (lineGroupHeader; a line without one that is picked up in store is 'store'). */
  group: 'ship' | 'store' | 'digital' | 'none';
  furniture: boolean;
  instorePickUpOpted: boolean;
  /** The large image's scene id on the image server, when the answer names one. */
  sceneId: string;
}

export interface GroupInfo {
  headerText: string;
  amount: number;
  tax: number;
  tariffAmount: number;
  orderTotal: number;
}

export interface Order {
  orderId: string;
  isEmpty: boolean;
  items: OrderItem[];
  shipType: ShipType;
  /** readyForSubmit of each step as the server reports it. */
  steps: Record<StepKey, boolean>;
  signedIn: boolean;
  email: string;
  emailOptIn: boolean;
  userShopFor: string;
  gsaUser: boolean;
  shippingAddress: (AddressFields & { id: string }) | null;
  shipToRegistry: boolean;
  shippingMethod: string;
  /** The methods offered; `price` what each would cost, when the answer says (the chosen one's is the summary's). */
  shippingMethods: { id: string; label: string; price: ShippingCharge }[];
  savedAddresses: SavedAddress[];
  registry: { id: string; ownerName: string; listName: string; city: string; state: string } | null;
  pickupStore: { name: string; address1: string; city: string; state: string; postalCode: string; phoneNumber: string; hours: string[] } | null;
  pickupInfo: { firstName: string; lastName: string; phoneNumber: string } | null;
  additionalPaymentRequired: boolean;
  taxExempt: boolean;
  estimateZip: string | null;
  estimatedShipping: number | null;
  estimatedTax: number | null;
  hasPromoApplied: boolean;
  /** The cart clears a shopping list: its buyer sends the items as a gift (checkout spec section 6). */
  clearList: boolean;
  promotions: { code: string; message: string; discountAmount: number }[];
  showCouponBox: boolean;
  customerServicePhone: string;
  summary: {
    merchandiseSubtotal: number;
    displayTotal: number;
    shipping: ShippingCharge;
    giftCertificateAmount: number;
    rewardsPrice: number;
    discountAmount: number;
    tax: number;
    web: GroupInfo | null;
    store: GroupInfo | null;
    email: GroupInfo | null;
    tariffHelperText: string;
  };
  /** The whole response, for fields part 2 reads (paymentsInfo, mainPaymentGroup, saveNewCreditCard...). */
  raw: Record<string, unknown>;
}

const s = (v: string | null | undefined): string => v ?? '';
const n = (v: number | null | undefined): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

const toAddress = (a: Infer<typeof AddressStruct>): AddressFields & { id: string } => ({
  ...EMPTY_ADDRESS,
  id: s(a.id),
  firstName: s(a.firstName),
  lastName: s(a.lastName),
  companyName: s(a.companyName),
  attention: s(a.attention),
  address1: s(a.address1),
  address2: s(a.address2),
  city: s(a.city),
  state: s(a.state),
  postalCode: s(a.postalCode),
  country: s(a.country) || 'US',
  phoneNumber: s(a.phoneNumber).replace(/\D+/g, ''),
});

const toGroup = (g: Infer<typeof GroupStruct>): GroupInfo | null =>
  g ? { headerText: s(g.headerText), amount: n(g.amount), tax: n(g.tax), tariffAmount: n(g.tariffAmount), orderTotal: n(g.orderTotal) } : null;

function toCharge(v: number | string | null | undefined): ShippingCharge {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return null;
  const t = v.trim().toLowerCase();
  if (t === 'tbd' || t === 'quote to follow') return t;
  const num = parseMoney(t);
  return t && Number.isFinite(num) ? num : null;
}

const SHIP_TYPES: readonly ShipType[] = ['webOnly', 'instorePickUpOnly', 'webAndInstorePickup', 'emailDelivery'];

/** Reads a checkout response; null when it is not one. */
export function toOrder(raw: unknown): Order | null {
  const [err, r] = safeValidate(raw, CheckoutResponseStruct, { coerce: true });
  if (err) return null;
  const items: OrderItem[] = (r.commerceItems ?? []).map((i) => ({
    id: s(i.commerceItemId),
    catalogRefId: s(i.catalogRefId),
    productId: s(i.productId),
    quantity: n(i.quantity),
    name: s(i.skuDisplayName),
    imageURL: s(i.imageURL),
    url: s(i.seoURL),
    amount: n(i.priceInfo?.amount),
    rawTotalPrice: n(i.priceInfo?.rawTotalPrice),
    listPrice: n(i.priceInfo?.listPrice),
    onSale: !!i.priceInfo?.onSale,
    hasGSAPrice: !!i.priceInfo?.hasGSAPrice,
    discounted: !!i.priceInfo?.discounted,
    orderDiscountShare: n(i.priceInfo?.orderDiscountShare),
    group: i.lineGroupHeader === 'ship' || i.lineGroupHeader === 'store' || i.lineGroupHeader === 'digital' ? i.lineGroupHeader : i.instorePickUpOpted ? 'store' : 'none',
    furniture: !!i.furniture,
    instorePickUpOpted: !!i.instorePickUpOpted,
    sceneId: s(i.largeImageSceneId),
  }));
  const steps = Object.fromEntries(STEP_KEYS.map((k) => [k, !!r.checkoutSteps?.[k]?.readyForSubmit])) as Record<StepKey, boolean>;
  const sum = r.orderSummary ?? {};
  const ps = r.pickupStore;
  return {
    orderId: s(r.orderId),
    isEmpty: r.isEmptyCart === true || items.length === 0,
    items,
    shipType: SHIP_TYPES.includes(r.orderShipType as ShipType) ? (r.orderShipType as ShipType) : 'webOnly',
    steps,
    // The order's own login status (it can be ahead of this page's session), read by the one rule.
    signedIn: isSignedIn(r.loginStatus),
    email: s(r.email),
    emailOptIn: !!r.emailOptIn,
    userShopFor: s(r.userShopFor) || 'all',
    gsaUser: !!r.gsaUser,
    shippingAddress: r.shippingAddress ? toAddress(r.shippingAddress) : null,
    shipToRegistry: !!r.shipToRegistry,
    shippingMethod: s(r.shippingMethod) || 'standard',
    shippingMethods: (r.shippingMethods ?? []).map((x) => ({ id: x.id, label: x.label, price: toCharge(x.price) })),
    savedAddresses: (r.savedAddresses ?? []).map((a) => ({ ...toAddress(a), isDefault: !!a.isDefault })),
    registry: r.registry ? { id: r.registry.id, ownerName: s(r.registry.ownerName), listName: s(r.registry.listName), city: s(r.registry.city), state: s(r.registry.state) } : null,
    pickupStore: ps ? { name: s(ps.name), address1: s(ps.address1), city: s(ps.city), state: s(ps.state), postalCode: s(ps.postalCode), phoneNumber: s(ps.phoneNumber), hours: ps.hours ?? [] } : null,
    pickupInfo: r.storePickupInfo ? { firstName: s(r.storePickupInfo.firstName), lastName: s(r.storePickupInfo.lastName), phoneNumber: s(r.storePickupInfo.phoneNumber) } : null,
    additionalPaymentRequired: r.additionalPaymentRequired !== false,
    taxExempt: !!r.taxExemptOpted,
    estimateZip: r.estimateZipCode || null,
    estimatedShipping: r.estimatedShipping ?? null,
    estimatedTax: r.estimatedTax ?? null,
    hasPromoApplied: !!r.hasPromoApplied,
    clearList: r.clearListWarning === true,
    promotions: (r.appliedPromotions ?? []).map((p) => ({ code: s(p.couponCode), message: s(p.message), discountAmount: n(p.discountAmount) })),
    showCouponBox: r.isShowCouponbox !== false && !r.gsaUser,
    customerServicePhone: s(r.customerServicePhone) || '1-800-778-4456',
    summary: {
      merchandiseSubtotal: n(sum.merchandiseSubtotal),
      displayTotal: n(sum.displayTotal),
      shipping: toCharge(sum.orderShippingCharge),
      giftCertificateAmount: n(sum.giftCertificateAmount),
      rewardsPrice: n(sum.rewardsPrice),
      discountAmount: n(sum.discountAmount),
      tax: n(sum.tax),
      web: toGroup(sum.webSubTotalInfo),
      store: toGroup(sum.instorePickupSubTotalInfo),
      email: toGroup(sum.emailDeliverySubtotalInfo),
      tariffHelperText: s(sum.tariffHelperText),
    },
    raw: raw as Record<string, unknown>,
  };
}

/** A step is ready only when every earlier step is readyForSubmit (storefront spec section 4). */
export function stepReady(steps: Record<StepKey, boolean>, key: StepKey): boolean {
  for (const k of STEP_KEYS) {
    if (k === key) return true;
    if (!steps[k]) return false;
  }
  return true;
}

/** The order needs a delivery address (something ships). */
export const needsAddress = (o: Order): boolean => o.shipType === 'webOnly' || o.shipType === 'webAndInstorePickup';

/** The store-pickup info form shows for a pickup-only order with no extra payment required and the pickup name or phone missing (checkout spec section 4). */
export const pickupInfoNeeded = (o: Order): boolean =>
  o.shipType === 'instorePickUpOnly' && !o.additionalPaymentRequired && !(o.pickupInfo?.firstName && o.pickupInfo.lastName && o.pickupInfo.phoneNumber);
