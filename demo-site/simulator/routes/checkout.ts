/**
 * Checkout endpoints of the simulator (checkout spec sections 3, 4 and 7): an order model built on the
 * session's cart (ship, pickup and email-delivery groups, a shipping estimate by zip and method, tax by
 * state, tariff lines on furniture, GSA prices, pickup-only orders), and the calls of checkout part 1:
 * checkout details, apply contact and delivery (with formExceptions and a "did you mean" hintAddress for a few
 * fixture addresses), apply email only, apply pickup info, country states, address suggestions (US only,
 * from the simulator's own store addresses and fixtures) and promo codes claimed on the checkout page.
 *
 * The order keeps room for part 2 (gift cards, rewards, payment, submit): `order.giftCards`, `order.rewards`
 * and `order.payment` are read by the totals already; their routes add to this module.
 *
 * Paths are written out literally (not taken from the client's endpoint map) so that a wrong client path
 * fails a test. Every checkout call answers the same `checkoutResponse`.
 */
import type { Context, Hono } from 'hono';
import type { RouteModule } from '../types';
import { ACCOUNTS, COUNTRIES, effectivePrice, findProduct, findPromoCode, findSku, findStore, geocodeZip, stores, type SavedAddress } from '../../data';
import { formErrors, getSession, readBody, type FormException, type Session } from '../session';
import { walletFields } from './checkoutPayments';
import { DEFAULT_SORT, checkoutChanging, checkoutRead, deliveryFieldProblems, furnitureProblems, sortOf, type SortProperty } from './checkoutRequest';
import { ADDRESS_LIMITS, checkCity } from '../../../src/validation/address';
import { isEmail } from '../../../src/validation/email';
import { checkName } from '../../../src/validation/name';
import { checkPhone } from '../../../src/validation/phone';
import { checkPostal } from '../../../src/validation/postalCode';

const P = '/rest/model/atg/commerce/order/purchase';
export const CHECKOUT_PATHS = {
  details: `${P}/CheckoutActor/checkoutDetails`,
  applyShipping: `${P}/ShippingActor/applyContactAndDelivery`,
  applyEmail: `${P}/ShippingActor/applyEmail`,
  applyPickup: `${P}/ShippingActor/applyPickupInfo`,
  countryStates: '/rest/model/ll/commerce/locale/CountryStateActor/countryStates',
  addressSuggestions: '/rest/model/ll/commerce/address/AddressSuggestActor/suggest',
  claimCoupon: '/rest/model/atg/commerce/promotion/CouponActor/claimCoupon',
  revokeCoupon: '/rest/model/atg/commerce/promotion/CouponActor/revokeCoupon',
} as const;

export const CUSTOMER_SERVICE_PHONE = '1-800-778-4456';
export const FREE_SHIPPING_THRESHOLD = 79;
const STANDARD_BASE = 8.95;
const EXPRESS_BASE = 19.95;
const TARIFF_RATE = 0.03;
/** Sales tax by state (demo rates); other states 5 %, Canada 13 %. */
const TAX_RATES: Record<string, number> = { CA: 0.0725, NY: 0.04, IL: 0.0625, TX: 0.0625, WA: 0.065, FL: 0.06, VA: 0.053, DC: 0.06, AK: 0, OR: 0, MT: 0, NH: 0, DE: 0 };

export const CHECKOUT_MESSAGES = {
  poBox: "We can't deliver to a P.O. Box. Please enter a street address.",
  zipState: 'This ZIP code is not in the state you selected. Please check both.',
  required: 'This field is required.',
  invalid: 'Please check this field.',
  emailRequired: 'Please enter an email address.',
  emailInvalid: 'Please enter a valid email address.',
  noAddress: 'That saved address could not be found. Please choose another.',
  couponInvalid: 'The promo code you entered is not valid.',
  couponEmpty: 'Please enter a valid code.',
  couponQualifier: 'Your order already ships free, so this code adds no savings.',
  tariffHelper: 'Imported furniture carries a tariff surcharge, shown with each group.',
};

export interface CheckoutAddress {
  id?: string;
  firstName: string;
  lastName: string;
  companyName: string;
  attention: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phoneNumber: string;
}

/** A registry or list the cart's gift items came from (set by the test controls or a registry add). */
export interface RegistryInfo {
  id: string;
  /** The id a registry page leaves in session storage and the add-to-cart calls carry (encryptedRegistryId). */
  encryptedId: string;
  ownerName: string;
  listName: string;
  address: CheckoutAddress;
}

/** The checkout state kept on the session (session.data.checkout). */
export interface OrderState {
  email: string;
  emailOptIn: boolean;
  userShopFor: string;
  shippingAddress: CheckoutAddress | null;
  /** 'registry' when the registry's address was chosen. */
  shipToRegistry: boolean;
  shippingMethod: 'standard' | 'express';
  pickupInfo: { firstName: string; lastName: string; phoneNumber: string } | null;
  /** Saved addresses of a signed-in profile (copied from the account on first use). */
  addresses: (SavedAddress & { attention?: string; country: string })[] | null;
  addressesOf: string | null;
  registry: RegistryInfo | null;
  /** The saved addresses' sort, from the last apply contact and delivery's sortProperties. */
  sortProperties: SortProperty[];
  /** Part 2: applied gift cards, rewards bucks and the payment. */
  giftCards: { giftCardNumber: string; balance: number }[];
  rewardsApplied: number;
  payment: Record<string, unknown> | null;
}

export const DEMO_REGISTRY: RegistryInfo = {
  id: 'reg-1001',
  encryptedId: 'ENC-REG-1001',
  ownerName: 'Ms. Rivera',
  listName: "Ms. Rivera's Classroom Wish List",
  address: { id: 'reg-1001-addr', firstName: 'Ana', lastName: 'Rivera', companyName: 'Eastside Elementary', attention: '', address1: '1420 Elm St', address2: '', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US', phoneNumber: '5125550110' },
};

/** Fixture addresses a real address service would correct: typed (address1 + zip) -> suggestion. */
const HINTS: { match: RegExp; zip: string; hint: Omit<CheckoutAddress, 'firstName' | 'lastName' | 'companyName' | 'attention' | 'phoneNumber' | 'address2'> }[] = [
  { match: /^350 fifth ave(nue)?$/i, zip: '10001', hint: { address1: '350 5th Ave', city: 'New York', state: 'NY', postalCode: '10118', country: 'US' } },
  { match: /^1600 pennsylvania ave(nue)?$/i, zip: '20500', hint: { address1: '1600 Pennsylvania Ave NW', city: 'Washington', state: 'DC', postalCode: '20500-0005', country: 'US' } },
  { match: /^161 carson st$/i, zip: '90745', hint: { address1: '161 E Carson St', city: 'Carson', state: 'CA', postalCode: '90745', country: 'US' } },
];

const round = (n: number): number => Math.round(n * 100) / 100;
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const bool = (v: unknown): boolean => v === true || v === 'true';

/** Part 2 (routes/payment.ts) reads a session's saved cards and pay-on-account profile through this hook. */
export const paymentExtras: { of: (s: Session) => Record<string, unknown> } = { of: () => ({}) };

export function orderOf(s: Session): OrderState {
  let o = s.data.checkout as OrderState | undefined;
  if (!o) {
    o = { email: '', emailOptIn: false, userShopFor: '', shippingAddress: null, shipToRegistry: false, shippingMethod: 'standard', pickupInfo: null, addresses: null, addressesOf: null, registry: null, sortProperties: DEFAULT_SORT, giftCards: [], rewardsApplied: 0, payment: null };
    s.data.checkout = o;
  }
  // A signed-in profile's saved addresses, copied once per profile (edits stay in this session).
  if (s.profile.loginStatus === 'loggedIn' && o.addressesOf !== s.profile.id) {
    const account = ACCOUNTS.find((a) => a.id === s.profile.id);
    o.addresses = (account?.addresses ?? []).map((a) => ({ ...a, attention: '' }));
    o.addressesOf = s.profile.id;
  } else if (s.profile.loginStatus !== 'loggedIn') {
    o.addresses = null;
    o.addressesOf = null;
  }
  return o;
}

/** Extra shipping for far zones: Alaska and Hawaii, the east, the middle; Canada. */
function zoneSurcharge(zip: string, country: string): number {
  if (country === 'CA') return 12;
  if (country !== 'US') return 25;
  const three = Number(zip.slice(0, 3));
  if ((three >= 995 && three <= 999) || three === 967 || three === 968) return 10;
  const first = Number(zip[0]);
  return first <= 3 ? 2 : first <= 6 ? 1 : 0;
}

const taxRate = (state: string, country: string): number => (country === 'CA' ? 0.13 : country !== 'US' ? 0 : (TAX_RATES[state] ?? 0.05));

type Group = 'ship' | 'store' | 'digital';

/** Builds the checkout response (checkout spec section 3: order summary, commerce items, response fields). */
export function buildCheckoutResponse(s: Session) {
  const o = orderOf(s);
  const gsa = s.profile.gsaUser;
  const account = s.profile.loginStatus === 'loggedIn' ? ACCOUNTS.find((a) => a.id === s.profile.id) : undefined;
  const taxExempt = !!account?.taxExempt;
  const couponCodes = Array.isArray(s.cart.couponCodes) ? (s.cart.couponCodes as string[]) : [];
  const items = [];
  const sums: Record<Group, { amount: number; furniture: number; storeId: string | null; count: number }> = {
    ship: { amount: 0, furniture: 0, storeId: null, count: 0 },
    store: { amount: 0, furniture: 0, storeId: null, count: 0 },
    digital: { amount: 0, furniture: 0, storeId: null, count: 0 },
  };
  let quote = false;
  for (const line of s.cart.items) {
    const sku = findSku(line.catalogRefId);
    const product = sku && findProduct(sku.productId);
    if (!sku || !product) continue;
    const pickup = line.instorePickUpOpted === true;
    const group: Group = sku.skuType === 'eGiftcard' ? 'digital' : pickup ? 'store' : 'ship';
    const unit = effectivePrice(sku, gsa);
    const amount = round(unit * line.quantity);
    const g = sums[group];
    g.amount += amount;
    g.count += line.quantity;
    if (product.furniture) {
      g.furniture += amount;
      if (group === 'ship' && sku.listPrice >= 500) quote = true; // oversized furniture ships by freight quote
    }
    if (group === 'store' && typeof line.locationId === 'string') g.storeId = line.locationId;
    items.push({
      commerceItemId: line.commerceItemId,
      catalogRefId: sku.id,
      productId: product.id,
      quantity: line.quantity,
      skuDisplayName: sku.displayName,
      imageURL: sku.imageURL,
      largeImageSceneId: sku.id,
      seoURL: `/p/${sku.id}/`,
      furniture: product.furniture,
      instorePickUpOpted: pickup,
      lineGroupHeader: group,
      priceInfo: {
        amount,
        rawTotalPrice: round(sku.listPrice * line.quantity),
        listPrice: sku.listPrice,
        discounted: false,
        onSale: !gsa && sku.salePrice !== null,
        hasGSAPrice: gsa && sku.gsaPrice !== null,
        orderDiscountShare: 0,
      },
    });
  }
  const merchandise = round(sums.ship.amount + sums.store.amount + sums.digital.amount);
  const promos = gsa ? [] : couponCodes.map((c) => findPromoCode(c)).filter((p) => p !== undefined);
  const discountAmount = round(promos.reduce((sum, p) => sum + (p.kind === 'percentOff' ? (merchandise * p.percent) / 100 : 0), 0));
  // Spread the order discount over the lines (orderDiscountShare), as ATG does.
  for (const it of items) {
    const share = merchandise > 0 ? round((it.priceInfo.amount / merchandise) * discountAmount) : 0;
    it.priceInfo.orderDiscountShare = share;
    it.priceInfo.discounted = share > 0;
  }
  const freeShipPromo = promos.some((p) => p.kind === 'freeShipping');

  const counts = { ship: sums.ship.count, store: sums.store.count, digital: sums.digital.count };
  const orderShipType = counts.ship === 0 && counts.store === 0 ? 'emailDelivery' : counts.ship === 0 ? 'instorePickUpOnly' : counts.store === 0 ? 'webOnly' : 'webAndInstorePickup';

  // The estimate zip: the delivery address, else the selected store (store pickup orders), else none.
  const ship = o.shipToRegistry ? o.registry?.address ?? null : o.shippingAddress;
  const estimateZipCode = ship?.postalCode || (s.selectedStore?.postalCode as string | undefined) || '';
  const estimateState = ship?.state || s.selectedStore?.state || '';
  const estimateCountry = ship?.country || 'US';
  const haveZip = !!estimateZipCode;

  // The order's own charge is priced only once a delivery address is on the order; until then a zip known
  // otherwise (the selected store's) gives an estimate only: estimatedShipping, with orderShippingCharge 'tbd'.
  const priced = !!ship;
  const shipsFree = freeShipPromo || sums.ship.amount >= FREE_SHIPPING_THRESHOLD;
  let shipping: number | 'tbd' | 'quote to follow' = 0;
  if (counts.ship > 0) {
    if (quote) shipping = 'quote to follow';
    else if (!haveZip) shipping = shipsFree && o.shippingMethod === 'standard' ? 0 : 'tbd';
    else {
      const extra = zoneSurcharge(estimateZipCode, estimateCountry);
      shipping = o.shippingMethod === 'express' ? round(EXPRESS_BASE + extra) : shipsFree ? 0 : round(STANDARD_BASE + extra);
    }
  }
  const discountShare = (g: Group) => (merchandise > 0 ? round((sums[g].amount / merchandise) * discountAmount) : 0);
  const tariffOf = (g: Group) => round(sums[g].furniture * TARIFF_RATE);
  const store = sums.store.storeId ? findStore(sums.store.storeId) : undefined;
  const taxOf = (g: Group): number => {
    if (taxExempt || g === 'digital') return 0;
    const base = sums[g].amount - discountShare(g) + tariffOf(g) + (g === 'ship' && typeof shipping === 'number' ? shipping : 0);
    const rate = g === 'store' ? taxRate(store?.state ?? estimateState, 'US') : taxRate(estimateState, estimateCountry);
    return round(base * rate);
  };
  const groupInfo = (g: Group, headerText: string) => {
    if (counts[g] === 0) return null;
    const amount = round(sums[g].amount - discountShare(g));
    // A pickup group is taxed at its store whether or not an estimate zip is known.
    const tax = haveZip || g === 'store' ? taxOf(g) : 0;
    const tariffAmount = tariffOf(g);
    const groupShipping = g === 'ship' && typeof shipping === 'number' ? shipping : 0;
    return { headerText, amount, tax, tariffAmount, shipping: g === 'ship' ? shipping : 0, orderTotal: round(amount + tax + tariffAmount + groupShipping) };
  };
  const webSubTotalInfo = groupInfo('ship', 'Ship to Address');
  const instorePickupSubTotalInfo = groupInfo('store', store ? `Pick Up in Store: ${store.name}` : 'Pick Up in Store');
  const emailDeliverySubtotalInfo = groupInfo('digital', 'Email Delivery');
  const groups = [webSubTotalInfo, instorePickupSubTotalInfo, emailDeliverySubtotalInfo].filter((g) => g !== null);
  const tax = round(groups.reduce((sum, g) => sum + g.tax, 0));
  const tariff = round(groups.reduce((sum, g) => sum + g.tariffAmount, 0));
  const orderTotal = round(merchandise - discountAmount + tariff + (typeof shipping === 'number' ? shipping : 0) + tax);
  const giftCertificateAmount = round(Math.min(orderTotal, o.giftCards.reduce((sum, g) => sum + g.balance, 0)));
  const rewardsPrice = round(Math.min(orderTotal - giftCertificateAmount, o.rewardsApplied));
  const displayTotal = round(orderTotal - giftCertificateAmount - rewardsPrice);
  const additionalPaymentRequired = displayTotal > 0;

  const needsAddress = counts.ship > 0;
  const email = s.profile.loginStatus === 'loggedIn' ? s.profile.email : o.email;
  const addressReady = !needsAddress || !!ship;
  const contactReady = !!email && addressReady;
  const pickupReady = orderShipType !== 'instorePickUpOnly' || additionalPaymentRequired || !!(o.pickupInfo?.firstName && o.pickupInfo.lastName && o.pickupInfo.phoneNumber);
  const paymentReady = (!additionalPaymentRequired || o.payment !== null) && pickupReady;
  const steps = {
    shippingAddress: { readyForSubmit: contactReady },
    shippingMethod: { readyForSubmit: contactReady },
    paymentMethod: { readyForSubmit: paymentReady },
    emailRegister: { readyForSubmit: !!email },
  };
  // Sorted as the last sortProperties asked (last name, then first name by default), as the store's actor does.
  const sortKey = (a: Record<string, unknown>) => (o.sortProperties ?? DEFAULT_SORT).map((k) => str(a[k]).toLowerCase());
  const byKey = (x: string[], y: string[]) => x.reduce((d, v, i) => d || v.localeCompare(y[i]!), 0);
  const savedAddresses = (o.addresses ?? []).map((a) => ({ ...a, attention: a.attention ?? '', isDefault: a.isDefault })).sort((x, y) => byKey(sortKey(x), sortKey(y)));
  return {
    orderId: s.cart.orderId,
    isEmptyCart: items.length === 0,
    commerceItems: items,
    orderShipType,
    checkoutSteps: steps,
    loginStatus: s.profile.loginStatus,
    email,
    emailOptIn: o.emailOptIn,
    userShopFor: o.userShopFor || s.profile.userShopFor || 'all',
    gsaUser: gsa,
    shippingAddress: ship,
    shipToRegistry: o.shipToRegistry,
    shippingMethod: o.shippingMethod,
    shippingMethods: [
      { id: 'standard', label: 'Standard (5-7 business days)' },
      { id: 'express', label: 'Express (2 business days)' },
    ],
    savedAddresses,
    registry: o.registry ? { id: o.registry.id, ownerName: o.registry.ownerName, listName: o.registry.listName, city: o.registry.address.city, state: o.registry.address.state } : null,
    pickupStore: store ? { id: store.id, name: store.name, address1: store.address1, city: store.city, state: store.state, postalCode: store.postalCode, phoneNumber: store.phoneNumber, hours: store.hours } : null,
    storePickupInfo: o.pickupInfo,
    additionalPaymentRequired,
    taxExemptOpted: taxExempt,
    saveNewCreditCard: false,
    paymentsInfo: { mainPaymentType: (o.payment?.paymentMethod as string | undefined) ?? null },
    mainPaymentGroup: { paymentProvider: (o.payment?.paymentProvider as string | undefined) ?? null },
    estimateZipCode: haveZip ? estimateZipCode : null,
    estimatedShipping: haveZip && counts.ship > 0 && typeof shipping === 'number' ? shipping : null,
    estimatedTax: haveZip ? tax : null,
    hasPromoApplied: promos.length > 0,
    appliedPromotions: promos.map((p) => ({ couponCode: p.code, message: p.message, discountAmount: p.kind === 'percentOff' ? discountAmount : 0 })),
    isShowCouponbox: !gsa,
    // Part 2: appliedGiftCards, savedGiftCards, rewardsInfo.
    ...walletFields(s, o, orderTotal),
    customerServicePhone: CUSTOMER_SERVICE_PHONE,
    ...paymentExtras.of(s),
    orderSummary: {
      merchandiseSubtotal: merchandise,
      displayTotal,
      orderTotal,
      orderShippingCharge: priced || typeof shipping !== 'number' || shipping === 0 ? shipping : 'tbd',
      giftCertificateAmount,
      rewardsPrice,
      discountAmount,
      tax,
      webSubTotalInfo,
      instorePickupSubTotalInfo,
      emailDeliverySubtotalInfo,
      tariffHelperText: tariff > 0 ? CHECKOUT_MESSAGES.tariffHelper : '',
      orderShipType,
    },
  };
}

export const respond = (c: Context, s: Session, extra: Record<string, unknown> = {}) => c.json({ status: 'OK', ...extra, checkoutResponse: buildCheckoutResponse(s) });

export function readAddress(body: Record<string, unknown>): CheckoutAddress {
  const a = (body.address && typeof body.address === 'object' ? body.address : body) as Record<string, unknown>;
  return {
    firstName: str(a.firstName),
    lastName: str(a.lastName),
    companyName: str(a.companyName),
    attention: str(a.attention),
    address1: str(a.address1),
    address2: str(a.address2),
    city: str(a.city),
    state: str(a.state),
    postalCode: str(a.postalCode),
    country: str(a.country) || 'US',
    phoneNumber: str(a.phoneNumber),
  };
}

/** The server's own checks: the spec's rules (a client may skip them) plus a few only the server knows. */
export function addressProblems(a: CheckoutAddress): FormException[] {
  const out: FormException[] = [];
  const add = (propertyPath: string, localizedMessage: string, errorCode: string) => out.push({ propertyPath, localizedMessage, errorCode });
  if (checkName(a.firstName, ADDRESS_LIMITS.firstName)) add('firstName', CHECKOUT_MESSAGES.invalid, 'invalidFirstName');
  if (checkName(a.lastName, ADDRESS_LIMITS.lastName)) add('lastName', CHECKOUT_MESSAGES.invalid, 'invalidLastName');
  if (!a.address1 || a.address1.length > 40) add('address1', CHECKOUT_MESSAGES.required, 'missingAddress');
  else if (/\bp\.?\s*o\.?\s*box\b/i.test(a.address1)) add('address1', CHECKOUT_MESSAGES.poBox, 'poBox');
  if (a.address2.length > 40) add('address2', CHECKOUT_MESSAGES.invalid, 'invalidAddress2');
  if (checkCity(a.city)) add('city', CHECKOUT_MESSAGES.invalid, 'invalidCity');
  if (!a.state || a.state.length > 40) add('state', CHECKOUT_MESSAGES.required, 'missingState');
  if (checkPostal(a.postalCode, a.country)) add('postalCode', CHECKOUT_MESSAGES.invalid, 'invalidPostalCode');
  else if (a.country === 'US') {
    const geo = geocodeZip(a.postalCode);
    if (geo && a.state && geo.state !== a.state) add('postalCode', CHECKOUT_MESSAGES.zipState, 'zipStateMismatch');
  }
  if (checkPhone(a.phoneNumber, a.country)) add('phoneNumber', CHECKOUT_MESSAGES.invalid, 'invalidPhone');
  return out;
}

function emailProblem(email: string): FormException | null {
  if (!email) return { propertyPath: 'email', localizedMessage: CHECKOUT_MESSAGES.emailRequired, errorCode: 'missingEmail' };
  if (!isEmail(email)) return { propertyPath: 'email', localizedMessage: CHECKOUT_MESSAGES.emailInvalid, errorCode: 'invalidEmail' };
  return null;
}

/**
 * The contact part of a call. Apply contact and delivery checks and keeps a guest's email only with
 * validateContactInfo true (a delivery-only apply leaves the order's email as it is); apply email always does.
 */
function applyContact(s: Session, o: OrderState, body: Record<string, unknown>): FormException | null {
  if (s.profile.loginStatus !== 'loggedIn' && (body.validateContactInfo === undefined || bool(body.validateContactInfo))) {
    const email = str(body.email);
    const p = emailProblem(email);
    if (p) return p;
    o.email = email;
  }
  if (body.emailOptIn !== undefined) o.emailOptIn = bool(body.emailOptIn);
  const shopFor = str(body.userShopFor);
  o.userShopFor = shopFor === 'classroom' || shopFor === 'home' ? shopFor : 'all';
  return null;
}

const requireCart = (c: Context, s: Session) => (s.cart.items.length === 0 ? c.json({ status: 'OK', redirectURL: '/shopping-cart/', checkoutResponse: buildCheckoutResponse(s) }) : null);

/** The registry a cart's gift items belong to (the test controls set it). */
export function setRegistry(s: Session, registry: RegistryInfo | null): void {
  orderOf(s).registry = registry;
  if (!registry) orderOf(s).shipToRegistry = false;
}

export const checkoutRoutes: RouteModule = (app: Hono, options) => {
  app.get(CHECKOUT_PATHS.details, checkoutRead((c) => respond(c, getSession(c))));

  app.post(
    CHECKOUT_PATHS.applyShipping,
    checkoutChanging((c, body) => {
      const s = getSession(c);
      const o = orderOf(s);
      const empty = requireCart(c, s);
      if (empty) return empty;
      // A shipping method change alone (the Shipping section): the address on the order stays.
      if (bool(body.updateShippingMethod)) {
        const method = str(body.shippingMethod);
        if (method !== 'standard' && method !== 'express') return formErrors(c, [{ propertyPath: 'shippingMethod', localizedMessage: 'Please choose a shipping method.', errorCode: 'invalidShippingMethod' }]);
        o.shippingMethod = method;
        return respond(c, s);
      }
      // A whole apply contact and delivery: its own request fields first (checkoutRequest.ts).
      const request = deliveryFieldProblems(body);
      if (request.length) return formErrors(c, request);
      o.sortProperties = sortOf(body.sortProperties)!;
      const problems: FormException[] = [];
      const contact = applyContact(s, o, body);
      if (contact) problems.push(contact);
      if (bool(body.useRegistryAddress)) {
        if (!o.registry) problems.push({ propertyPath: '', localizedMessage: CHECKOUT_MESSAGES.noAddress, errorCode: 'noRegistry' });
        if (problems.length) return formErrors(c, problems);
        o.shipToRegistry = true;
        return respond(c, s);
      }
      const saved = o.addresses ?? [];
      if (bool(body.isSelectAddress)) {
        const chosen = saved.find((a) => a.id === str(body.addressId));
        if (!chosen) problems.push({ propertyPath: '', localizedMessage: CHECKOUT_MESSAGES.noAddress, errorCode: 'noAddress' });
        if (problems.length) return formErrors(c, problems);
        o.shippingAddress = { ...chosen!, attention: chosen!.attention ?? '' };
        o.shipToRegistry = false;
        if (bool(body.active)) for (const a of saved) a.isDefault = a.id === chosen!.id;
        return respond(c, s);
      }
      const address = readAddress(body);
      problems.push(...addressProblems(address));
      if (problems.length) return formErrors(c, problems);
      // "Did you mean": a fixture address the address service would correct, unless the shopper has seen it.
      const avs = str(body.avsStatus);
      if (avs === 'NOT_VALIDATED' || avs === '') {
        const hint = HINTS.find((h) => h.match.test(address.address1) && address.postalCode.startsWith(h.zip));
        if (hint && (hint.hint.address1 !== address.address1 || hint.hint.postalCode !== address.postalCode)) {
          return c.json({ status: 'OK', message: { hintAddress: { ...address, ...hint.hint } }, checkoutResponse: buildCheckoutResponse(s) });
        }
      }
      o.shippingAddress = address;
      o.shipToRegistry = false;
      if (s.profile.loginStatus === 'loggedIn' && o.addresses) {
        const editId = str(body.oldAddressId) || str(body.addressId);
        const existing = !bool(body.isNewAddress) && editId ? o.addresses.find((a) => a.id === editId) : undefined;
        const makeDefault = bool(body.active) || o.addresses.length === 0;
        if (existing) Object.assign(existing, address, { id: existing.id });
        else o.addresses.push({ ...address, id: 'addr' + Date.now().toString(36) + o.addresses.length, country: address.country as 'US', isDefault: false });
        const id = existing?.id ?? o.addresses[o.addresses.length - 1]!.id;
        o.shippingAddress.id = id;
        if (makeDefault) for (const a of o.addresses) a.isDefault = a.id === id;
      }
      return respond(c, s);
    }),
  );

  app.post(
    CHECKOUT_PATHS.applyEmail,
    checkoutChanging((c, body) => {
      const s = getSession(c);
      const empty = requireCart(c, s);
      if (empty) return empty;
      const problem = applyContact(s, orderOf(s), body);
      return problem ? formErrors(c, [problem]) : respond(c, s);
    }),
  );

  app.post(
    CHECKOUT_PATHS.applyPickup,
    checkoutChanging((c, body) => {
      const s = getSession(c);
      const info = { firstName: str(body.firstName), lastName: str(body.lastName), phoneNumber: str(body.phoneNumber) };
      const problems: FormException[] = [];
      if (checkName(info.firstName, ADDRESS_LIMITS.pickupName)) problems.push({ propertyPath: 'firstName', localizedMessage: CHECKOUT_MESSAGES.invalid, errorCode: 'invalidFirstName' });
      if (checkName(info.lastName, ADDRESS_LIMITS.pickupName)) problems.push({ propertyPath: 'lastName', localizedMessage: CHECKOUT_MESSAGES.invalid, errorCode: 'invalidLastName' });
      if (checkPhone(info.phoneNumber)) problems.push({ propertyPath: 'phoneNumber', localizedMessage: CHECKOUT_MESSAGES.invalid, errorCode: 'invalidPhone' });
      if (problems.length) return formErrors(c, problems);
      orderOf(s).pickupInfo = info;
      return respond(c, s);
    }),
  );

  // Countries with the states of one (default the default country); header Is-Furniture.
  app.get(CHECKOUT_PATHS.countryStates, (c) => {
    const header = furnitureProblems(c);
    if (header.length) return formErrors(c, header);
    const code = (c.req.query('country') ?? '').toUpperCase();
    const country = COUNTRIES.find((k) => k.shortName === code) ?? (code ? undefined : COUNTRIES.find((k) => k.defaultCountry));
    if (!country) return formErrors(c, [{ propertyPath: 'country', localizedMessage: 'Please select a valid country.', errorCode: 'invalidCountry' }]);
    return c.json({
      country: country.shortName,
      countries: COUNTRIES.map((k) => ({ name: k.name, shortName: k.shortName, defaultCountry: k.defaultCountry })),
      states: country.states.map((st) => ({ shortName: st.shortName, name: st.name, displayName: st.name, disabled: st.disabled })),
    });
  });

  // Address suggestions as the shopper types address1: US only, at most 40 characters.
  const book = [
    ...stores.map((st) => ({ address1: st.address1, city: st.city, state: st.state, postalCode: st.postalCode })),
    ...HINTS.map((h) => h.hint),
    ...ACCOUNTS.flatMap((a) => a.addresses),
  ];
  app.get(CHECKOUT_PATHS.addressSuggestions, (c) => {
    const text = (c.req.query('text') ?? '').trim().toLowerCase().slice(0, 40);
    const country = (c.req.query('country') ?? 'US').toUpperCase();
    if (country !== 'US' || text.length < 3) return c.json({ suggestions: [] });
    const seen = new Set<string>();
    const suggestions = [];
    for (const a of book) {
      const line = a.address1.toLowerCase();
      if (!line.startsWith(text) && !line.includes(' ' + text)) continue;
      const key = `${a.address1}|${a.postalCode}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const m = /^(\S+)\s+(.*)$/.exec(a.address1);
      suggestions.push({ CountryIso2: 'US', BuildingNumber: m?.[1] ?? '', Line1: a.address1, Street: m?.[2] ?? a.address1, SubBuilding: ('address2' in a && a.address2) || '', City: a.city, ProvinceCode: a.state, PostalCode: a.postalCode, Type: 'Address' });
      if (suggestions.length >= 6) break;
    }
    return c.json({ suggestions });
  });

  // Promo codes claimed on the checkout page (pageName 'checkout') answer the checkout response; other
  // pages' claims go on to the cart area's handler.
  const coupon = (claim: boolean) => async (c: Context, next: () => Promise<void>) => {
    const body = await readBody(c);
    if (str(body.pageName) !== 'checkout') return next();
    return checkoutChanging((c2, b) => {
      const s = getSession(c2);
      const codes = Array.isArray(s.cart.couponCodes) ? (s.cart.couponCodes as string[]) : [];
      if (!claim) {
        const code = str(b.revokeCouponCode).toUpperCase();
        s.cart.couponCodes = codes.filter((x) => x !== code);
        return respond(c2, s);
      }
      const code = str(b.couponClaimCode).replace(/[^A-Za-z0-9]/g, '').slice(0, 40).toUpperCase();
      if (!code) return formErrors(c2, [{ propertyPath: 'couponClaimCode', localizedMessage: CHECKOUT_MESSAGES.couponEmpty, errorCode: 'emptyCode' }]);
      const promo = findPromoCode(code);
      if (!promo || s.profile.gsaUser) return formErrors(c2, [{ propertyPath: 'couponClaimCode', localizedMessage: CHECKOUT_MESSAGES.couponInvalid, errorCode: 'invalidCode' }]);
      if (promo.kind === 'freeShipping') {
        const r = buildCheckoutResponse(s);
        if (r.orderSummary.orderShippingCharge === 0) return formErrors(c2, [{ propertyPath: '', localizedMessage: CHECKOUT_MESSAGES.couponQualifier, errorCode: 'qualifier' }]);
      }
      if (!codes.includes(promo.code)) s.cart.couponCodes = [...codes, promo.code];
      return respond(c2, s);
    })(c);
  };
  app.post(CHECKOUT_PATHS.claimCoupon, coupon(true));
  app.post(CHECKOUT_PATHS.revokeCoupon, coupon(false));

  if (options.test === true) {
    // Test-only: a registry for the cart's gift items, gift cards covering the order (part 2's apply call
    // does this for real), or a fresh checkout state; submitErrors: the formExceptions the next Submit Order answers
    // (what the store's own checks at commit may refuse: the delivery address, the email, the payment method).
    // { registry?: boolean, giftCards?: [{ number, balance }], submitErrors?: [{ propertyPath, localizedMessage, errorCode }], reset?: boolean }
    app.post('/rest/__test/checkout', async (c) => {
      const body = await readBody(c);
      const s = getSession(c);
      if (body.reset === true) delete s.data.checkout;
      const o = orderOf(s);
      if (body.registry !== undefined) setRegistry(s, body.registry ? DEMO_REGISTRY : null);
      if (Array.isArray(body.submitErrors)) s.data.submitErrors = (body.submitErrors as Record<string, unknown>[]).map((e) => ({ propertyPath: str(e.propertyPath), localizedMessage: str(e.localizedMessage), errorCode: str(e.errorCode) }));
      if (Array.isArray(body.giftCards)) o.giftCards = (body.giftCards as Record<string, unknown>[]).map((g) => ({ giftCardNumber: str(g.number), balance: Number(g.balance) || 0 }));
      return c.json({ ok: true });
    });
  }
};
