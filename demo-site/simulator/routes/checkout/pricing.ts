/**
 * The checkout response (checkout spec section 3): the order summary priced from the session's cart (ship,
 * pickup and email-delivery groups, a shipping estimate by zip and method, tax by state, tariff lines on
 * furniture, GSA prices, promo codes, gift cards and rewards), the commerce items and the response fields.
 */
import type { Context } from 'hono';
import { ACCOUNTS, effectivePrice, findProduct, findPromoCode, findSku, findStore } from '../../../data';
import type { Session } from '../../session';
import { walletFields } from '../checkoutPayments';
import { DEFAULT_SORT } from '../checkoutRequest';
import { round, str } from './fields';
import { CHECKOUT_MESSAGES, CUSTOMER_SERVICE_PHONE, FREE_SHIPPING_THRESHOLD } from './messages';
import { orderOf, paymentExtras } from './order';

const STANDARD_BASE = 8.95;
const EXPRESS_BASE = 19.95;
const TARIFF_RATE = 0.03;
/** Sales tax by state (demo rates); other states 5 %, Canada 13 %. */
const TAX_RATES: Record<string, number> = { CA: 0.0725, NY: 0.04, IL: 0.0625, TX: 0.0625, WA: 0.065, FL: 0.06, VA: 0.053, DC: 0.06, AK: 0, OR: 0, MT: 0, NH: 0, DE: 0 };

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
  const ship = o.shipToRegistry ? (o.registry?.address ?? null) : o.shippingAddress;
  const estimateZipCode = ship?.postalCode || (s.selectedStore?.postalCode as string | undefined) || '';
  const estimateState = ship?.state || s.selectedStore?.state || '';
  const estimateCountry = ship?.country || 'US';
  const haveZip = !!estimateZipCode;

  // The order's own charge is priced only once a delivery address is on the order; until then a zip known
  // otherwise (the selected store's) gives an estimate only: estimatedShipping, with orderShippingCharge 'tbd'.
  const priced = !!ship;
  const shipsFree = freeShipPromo || sums.ship.amount >= FREE_SHIPPING_THRESHOLD;
  const chargeOf = (method: string): number | 'tbd' | 'quote to follow' => {
    if (counts.ship === 0) return 0;
    if (quote) return 'quote to follow';
    if (!haveZip) return shipsFree && method === 'standard' ? 0 : 'tbd';
    const extra = zoneSurcharge(estimateZipCode, estimateCountry);
    return method === 'express' ? round(EXPRESS_BASE + extra) : shipsFree ? 0 : round(STANDARD_BASE + extra);
  };
  const shipping = chargeOf(o.shippingMethod);
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
  const giftCertificateAmount = round(
    Math.min(
      orderTotal,
      o.giftCards.reduce((sum, g) => sum + g.balance, 0),
    ),
  );
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
      { id: 'standard', label: 'Standard (5-7 business days)', price: chargeOf('standard') },
      { id: 'express', label: 'Express (2 business days)', price: chargeOf('express') },
    ],
    savedAddresses,
    registry: o.registry ? { id: o.registry.id, ownerName: o.registry.ownerName, listName: o.registry.listName, city: o.registry.address.city, state: o.registry.address.state } : null,
    pickupStore: store
      ? { id: store.id, name: store.name, address1: store.address1, city: store.city, state: store.state, postalCode: store.postalCode, phoneNumber: store.phoneNumber, hours: store.hours }
      : null,
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
