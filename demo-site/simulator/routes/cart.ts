/**
 * The cart (storefront spec sections 3 "Cart header/summary" and "Cart line", 7): the summary read on the
 * cart page, the cart modifiers (quantity, remove, pickup or ship), coupon claim and revoke, and PayPal
 * express checkout outside checkout (applyPayPalLight, doExpressCheckout), plus conversion tracking.
 *
 * The session itself (JSESSIONID, cart contents) belongs to the simulator core; this module reads the
 * session's cart (or, in unit tests of the summary, `options.cartFor(request)`). Paths the spec gives are
 * written here literally; the others follow the store's `/rest/model/...` actor convention.
 */
import type { Context } from 'hono';
import { randomBytes } from 'node:crypto';
import type { RouteModule, SimulatorOptions } from '../types';
import { formErrors, getSession, readBody, stateChanging, type CartLine, type Session } from '../session';
import { effectivePrice, findProduct, findPromoCode, findSku, findStore, inventoryFor, type Sku } from '../../data';
import { onlineStockOf } from '../../data/skuExtras';
import { promoGuard } from '../guessLimits';

const PURCHASE = '/rest/model/atg/commerce/order/purchase';
export const CART_PATHS = {
  summary: `${PURCHASE}/CartModifierActor/cartSummary`,
  updateQuantity: `${PURCHASE}/CartModifierActor/updateItemQuantity`,
  removeItem: `${PURCHASE}/CartModifierActor/removeItemFromOrder`,
  updateDelivery: `${PURCHASE}/CartModifierActor/updateDeliveryMethod`,
  claimCoupon: '/rest/model/atg/commerce/promotion/CouponActor/claimCoupon',
  revokeCoupon: '/rest/model/atg/commerce/promotion/CouponActor/revokeCoupon',
  applyPayPal: '/rest/model/atg/commerce/order/purchase/PurchaseActor/applyPayPalLight',
  expressCheckout: '/rest/model/atg/commerce/order/purchase/PurchaseActor/doExpressCheckout',
  conversion: '/rest/model/ll/commerce/tracking/ConversionTrackingActor/trackConversion',
} as const;

export interface CartLineInput {
  catalogRefId: string;
  quantity: number;
  /** The session's line id; summaries of hand-built carts number their lines. */
  commerceItemId?: string;
  instorePickUpOpted?: boolean;
  /** The pickup store for store lines. */
  locationId?: string | null;
  /** A gift card's chosen amount (its unit price). */
  amount?: number;
}

/** What the cart summary needs from a session. */
export interface CartInput {
  orderId: string;
  cartId?: string;
  lines: CartLineInput[];
  couponCodes: string[];
  gsaUser: boolean;
  rewardsMember: boolean;
  registryOrder?: boolean;
  /** The cart came from a shopping list that express checkout clears (the clear-list warning). */
  clearListWarning?: boolean;
}

export type CartResolver = (request: Request) => CartInput | undefined;

/** Orders at or above this subtotal ship free. */
export const FREE_SHIPPING_THRESHOLD = 79;
export const STANDARD_SHIPPING = 8.95;
/** Storefront spec section 9: PayPal amount limit 8000. */
export const PAYPAL_LIMIT = 8000;
/** Storefront spec section 9: quantity max 999. */
export const MAX_QUANTITY = 999;
const REWARDS_MULTIPLIER = 3;

const round = (n: number): number => Math.round(n * 100) / 100;

/** Units the web warehouse holds of a SKU: the catalog's one figure (data/skuExtras), the same add to cart and the product page use. */
export const onlineStock = (sku: Sku): number => onlineStockOf(sku).quantity;

/** Shipped furniture goes by freight: the order needs a shipping quote, so PayPal is not offered. */
const needsQuote = (line: CartLineInput): boolean => !line.instorePickUpOpted && !!findProduct(findSku(line.catalogRefId)?.productId ?? '')?.furniture;

export function emptyCart(orderId = 'o-demo-empty'): CartInput {
  return { orderId, lines: [], couponCodes: [], gsaUser: false, rewardsMember: false };
}

function unavailableReason(sku: Sku, pickupUnavailable: boolean): string | null {
  if (sku.status === 'SOLD_OUT') return "We're sorry, this item is currently sold out online.";
  if (sku.status === 'DISCONTINUED') return 'This item is no longer available.';
  if (pickupUnavailable) return 'This item is not available for pickup at the selected store.';
  return null;
}

/** Builds the cart summary (storefront spec section 3, "Cart header/summary"). */
export function buildCartSummary(cart: CartInput) {
  const allLines = [];
  const unavailableLines = [];
  let merchandise = 0;
  let shippable = 0;
  let points = 0;
  for (const [i, line] of cart.lines.entries()) {
    const sku = findSku(line.catalogRefId);
    const product = sku && findProduct(sku.productId);
    if (!sku || !product) continue;
    const unit = typeof line.amount === 'number' ? line.amount : effectivePrice(sku, cart.gsaUser);
    const amount = round(unit * line.quantity);
    const pickupStock = line.instorePickUpOpted && line.locationId ? inventoryFor(line.locationId, sku.id) : undefined;
    const store = line.instorePickUpOpted && line.locationId ? findStore(line.locationId) : undefined;
    const reason = unavailableReason(sku, pickupStock !== undefined && pickupStock.stockLevel === 'Unavailable');
    const out = {
      commerceItemId: line.commerceItemId ?? `ci${i + 1}`,
      productId: product.id,
      catalogRefId: sku.id,
      quantity: line.quantity,
      skuDisplayName: sku.displayName,
      options: sku.option ? [{ name: sku.option.name, value: sku.option.value }] : [],
      imageURL: sku.imageURL,
      seoURL: `/p/${sku.id}/`,
      instorePickUpOpted: !!line.instorePickUpOpted,
      locationId: line.locationId ?? null,
      storeName: store ? `${store.name}, ${store.state}` : null,
      storeOnly: sku.storeOnly,
      shipOnly: product.giftCard !== null,
      maxQuantity: MAX_QUANTITY,
      unavailableReason: reason,
      priceInfo: { amount, listPrice: sku.listPrice, salePrice: sku.salePrice, onSale: sku.salePrice !== null, hasGSAPrice: cart.gsaUser && sku.gsaPrice !== null, unitPrice: unit },
      gaEventData: { id: product.id, name: product.name, variant: sku.option?.value ?? '', category: product.categoryId, price: unit, quantity: line.quantity },
    };
    if (reason) {
      unavailableLines.push(out);
      continue;
    }
    allLines.push(out);
    merchandise += amount;
    if (!line.instorePickUpOpted && sku.skuType !== 'eGiftcard') shippable += amount;
    if (!cart.gsaUser && !product.giftCard) points += REWARDS_MULTIPLIER * Math.ceil(amount);
  }
  merchandise = round(merchandise);
  const promos = cart.gsaUser ? [] : cart.couponCodes.map((c) => findPromoCode(c)).filter((p): p is NonNullable<typeof p> => p !== undefined && !p.expired);
  const qualifierMessages: string[] = [];
  const appliedPromotions = promos.map((p) => {
    let discountAmount = 0;
    if (p.kind === 'percentOff') discountAmount = round((merchandise * p.percent) / 100);
    if (p.kind === 'amountOff') {
      const short = round((p.minSubtotal ?? 0) - merchandise);
      if (short > 0) qualifierMessages.push(`Spend $${short.toFixed(2)} more to get ${p.message.replace(/ orders of .*$/, '')} with ${p.code}.`);
      else discountAmount = Math.min(p.amount ?? 0, merchandise);
    }
    return { couponCode: p.code, message: p.message, isGlobalPromo: p.global === true, discountAmount };
  });
  const discountAmount = round(appliedPromotions.reduce((s, p) => s + p.discountAmount, 0));
  const freeShip = promos.some((p) => p.kind === 'freeShipping') || shippable === 0 || shippable >= FREE_SHIPPING_THRESHOLD;
  const shipping = freeShip ? 0 : STANDARD_SHIPPING;
  const freeShippingMessage = !freeShip ? `Add $${round(FREE_SHIPPING_THRESHOLD - shippable).toFixed(2)} more to get FREE shipping!` : null;
  const total = round(merchandise - discountAmount + shipping);
  const isEmptyCart = allLines.length === 0 && unavailableLines.length === 0;
  return {
    orderId: cart.orderId,
    cartId: cart.cartId ?? cart.orderId,
    isGSAUser: cart.gsaUser,
    isEmptyCart,
    disableCheckout: allLines.length === 0,
    registryOrder: cart.registryOrder ?? false,
    clearListWarning: cart.clearListWarning ?? false,
    isPaypalEnabledForCart: !cart.gsaUser && total > 0,
    isApplePayEnabledForCart: false,
    requiresShippingQuote: cart.lines.some(needsQuote),
    loyaltyInfo: { isRewardsMember: cart.rewardsMember, pointsMultiplier: REWARDS_MULTIPLIER },
    cartSummary: {
      itemCount: allLines.reduce((s, l) => s + l.quantity, 0),
      merchandiseSubtotal: merchandise,
      hasPromoApplied: appliedPromotions.length > 0,
      appliedPromotions,
      discountAmount,
      qualifierMessages,
      freeShippingMessage,
      isShowCouponbox: !cart.gsaUser,
      shipping,
      estimatedTax: null,
      total,
    },
    allLines,
    unavailableLines,
    rewardsInfo: { totalPoints: cart.gsaUser ? 0 : points },
  };
}

export type CartSummary = ReturnType<typeof buildCartSummary>;

const resolverOf = (options: SimulatorOptions): CartResolver | undefined => (typeof options.cartFor === 'function' ? (options.cartFor as CartResolver) : undefined);

const couponsOf = (s: Session): string[] => (Array.isArray(s.cart.couponCodes) ? (s.cart.couponCodes as string[]) : []);

/** The cart of the request's JSESSIONID session. */
function sessionCart(c: Context): CartInput {
  const s = getSession(c);
  return {
    orderId: s.cart.orderId,
    cartId: s.cart.cartId,
    lines: s.cart.items.map((l) => ({
      commerceItemId: l.commerceItemId,
      catalogRefId: l.catalogRefId,
      quantity: l.quantity,
      instorePickUpOpted: l.instorePickUpOpted === true,
      locationId: typeof l.locationId === 'string' ? l.locationId : null,
      ...(typeof l.amount === 'number' && { amount: l.amount }),
    })),
    couponCodes: couponsOf(s),
    gsaUser: s.profile.gsaUser,
    rewardsMember: s.profile.loginStatus === 'loggedIn' && !s.profile.gsaUser,
    registryOrder: s.cart.registryOrder === true,
    clearListWarning: s.cart.clearListWarning === true,
  };
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const bool = (v: unknown): boolean => v === true || v === 'true';

/** The cart page's answer to a change: the whole summary, as the store's shoppingCartResponse. */
const cartAnswer = (c: Context) => c.json({ shoppingCartResponse: buildCartSummary(sessionCart(c)) });

function lineOf(c: Context, body: Record<string, unknown>): CartLine | undefined {
  const id = str(body.commerceItemId);
  return getSession(c).cart.items.find((l) => l.commerceItemId === id);
}

const NO_LINE = { propertyPath: '', localizedMessage: 'This item is no longer in your cart. Please refresh the page.', errorCode: 'noSuchItem' };

/** Why `quantity` of a line cannot be had, or null. */
function stockProblem(line: CartLine, quantity: number): string | null {
  const sku = findSku(line.catalogRefId);
  if (!sku) return NO_LINE.localizedMessage;
  if (line.instorePickUpOpted === true && typeof line.locationId === 'string') {
    const inv = inventoryFor(line.locationId, sku.id);
    const have = inv?.quantity ?? 0;
    if (quantity > have) return `We're sorry, the selected store has only ${have} of ${sku.displayName}. Please lower the quantity or choose Ship to Me.`;
    return null;
  }
  const have = onlineStock(sku);
  if (quantity > have) return `We're sorry, only ${have} of ${sku.displayName} are available. Please lower the quantity.`;
  return null;
}

export const registerCart: RouteModule = (app, options) => {
  app.get(CART_PATHS.summary, (c) => {
    const cart = resolverOf(options)?.(c.req.raw) ?? sessionCart(c);
    return c.json(buildCartSummary(cart));
  });

  // commerceItemId, quantity (1 to 999, within the stock of the web warehouse or the pickup store).
  app.post(
    CART_PATHS.updateQuantity,
    stateChanging((c, body) => {
      const line = lineOf(c, body);
      if (!line) return formErrors(c, [NO_LINE]);
      const raw = str(body.quantity).trim();
      const quantity = /^\d+$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isInteger(quantity) || quantity < 1) return formErrors(c, [{ propertyPath: 'quantity', localizedMessage: 'Please enter a quantity.', errorCode: 'invalidQuantity' }]);
      if (quantity > MAX_QUANTITY) return formErrors(c, [{ propertyPath: 'quantity', localizedMessage: `Please enter a quantity of ${MAX_QUANTITY} or less.`, errorCode: 'maxQuantity' }]);
      const problem = stockProblem(line, quantity);
      if (problem) return formErrors(c, [{ propertyPath: 'quantity', localizedMessage: problem, errorCode: 'insufficientStock' }]);
      line.quantity = quantity;
      return cartAnswer(c);
    }),
  );

  app.post(
    CART_PATHS.removeItem,
    stateChanging((c, body) => {
      const s = getSession(c);
      const line = lineOf(c, body);
      if (!line) return formErrors(c, [NO_LINE]);
      s.cart.items = s.cart.items.filter((l) => l !== line);
      return cartAnswer(c);
    }),
  );

  // commerceItemId, instorePickUpOpted, locationId (required for pickup).
  app.post(
    CART_PATHS.updateDelivery,
    stateChanging((c, body) => {
      const line = lineOf(c, body);
      if (!line) return formErrors(c, [NO_LINE]);
      const sku = findSku(line.catalogRefId)!;
      const pickup = bool(body.instorePickUpOpted);
      if (!pickup) {
        if (sku.storeOnly) return formErrors(c, [{ propertyPath: 'instorePickUpOpted', localizedMessage: 'This item is only available for pickup in a store.', errorCode: 'storeOnly' }]);
        line.instorePickUpOpted = false;
        line.locationId = null;
        return cartAnswer(c);
      }
      const store = findStore(str(body.locationId));
      if (!store) return formErrors(c, [{ propertyPath: 'locationId', localizedMessage: 'Please select a store to continue.', errorCode: 'noStore' }]);
      const inv = inventoryFor(store.id, sku.id);
      if (!inv || !inv.isInStorePickupEligible || inv.stockLevel === 'Unavailable')
        return formErrors(c, [{ propertyPath: 'instorePickUpOpted', localizedMessage: `This item is not available for pickup at ${store.name}, ${store.state}.`, errorCode: 'notAtStore' }]);
      if (line.quantity > inv.quantity)
        return formErrors(c, [
          {
            propertyPath: 'instorePickUpOpted',
            localizedMessage: `We're sorry, ${store.name}, ${store.state} has only ${inv.quantity} of ${sku.displayName}. Please lower the quantity first.`,
            errorCode: 'insufficientStock',
          },
        ]);
      line.instorePickUpOpted = true;
      line.locationId = store.id;
      return cartAnswer(c);
    }),
  );

  // pageName, couponClaimCode, howMany, start: the answer is the page's response (cart or checkout).
  app.post(
    CART_PATHS.claimCoupon,
    stateChanging((c, body) => {
      const s = getSession(c);
      const code = str(body.couponClaimCode).trim().toUpperCase();
      const fail = (localizedMessage: string, errorCode: string) => formErrors(c, [{ propertyPath: 'couponClaimCode', localizedMessage, errorCode }]);
      if (!/^[A-Z0-9]{1,40}$/.test(code)) return fail('Please enter a valid code.', 'invalidCode');
      if (s.profile.gsaUser) return fail('Promo codes cannot be combined with government-schedule pricing.', 'gsaUser');
      const guard = promoGuard(app, s);
      if (guard.locked) return fail(guard.locked, 'locked');
      const promo = findPromoCode(code);
      if (!promo) {
        guard.miss();
        return fail(`Sorry, ${code} is not a valid promo code. Please check the code and try again.`, 'unknownCode');
      }
      if (promo.expired) return fail(`Sorry, the promo code ${code} has expired.`, 'expiredCode');
      const codes = couponsOf(s);
      if (codes.includes(promo.code)) return fail(`The promo code ${promo.code} has already been applied to your order.`, 'alreadyApplied');
      s.cart.couponCodes = [...codes, promo.code];
      return pageAnswer(c, body);
    }),
  );

  app.post(
    CART_PATHS.revokeCoupon,
    stateChanging((c, body) => {
      const s = getSession(c);
      const code = str(body.revokeCouponCode).trim().toUpperCase();
      const codes = couponsOf(s);
      if (!codes.includes(code)) return formErrors(c, [{ propertyPath: 'revokeCouponCode', localizedMessage: `The promo code ${code} is not applied to your order.`, errorCode: 'notApplied' }]);
      s.cart.couponCodes = codes.filter((k) => k !== code);
      return pageAnswer(c, body);
    }),
  );

  // Outside checkout: profileId, cartId, isPaypalFromCheckout false. Answers the PayPal order id (payPalToken).
  app.post(
    CART_PATHS.applyPayPal,
    stateChanging((c, body) => {
      const s = getSession(c);
      const summary = buildCartSummary(sessionCart(c));
      const general = (localizedMessage: string, errorCode: string) => formErrors(c, [{ localizedMessage, errorCode }]);
      if (!bool(body.isPaypalFromCheckout) && (str(body.cartId) !== s.cart.cartId || str(body.profileId) !== s.profile.id))
        return general('Your cart has changed. Please refresh the page and try again.', 'cartMismatch');
      if (summary.allLines.length === 0) return general('Your cart is empty.', 'emptyCart');
      if (!summary.isPaypalEnabledForCart) return general('PayPal is not available for this order.', 'paypalDisabled');
      if (summary.requiresShippingQuote) return general('Since this order requires a shipping quote, PayPal is not an available payment option.', 'shippingQuote');
      if (summary.cartSummary.total > PAYPAL_LIMIT) return general('PayPal is not available for orders over $8,000.00.', 'paypalLimit');
      const payPalToken = 'EC-' + randomBytes(8).toString('hex').toUpperCase();
      s.data.paypal = { token: payPalToken, fromCheckout: bool(body.isPaypalFromCheckout), approved: false };
      return c.json({ formError: false, payPalToken });
    }),
  );

  // profileId, cartId, token (the PayPal order id), PayerId: status 'OK' is success.
  app.post(
    CART_PATHS.expressCheckout,
    stateChanging((c, body) => {
      const s = getSession(c);
      const paypal = s.data.paypal as { token: string; approved: boolean; payerId?: string } | undefined;
      if (!paypal || str(body.token) !== paypal.token || str(body.cartId) !== s.cart.cartId || str(body.profileId) !== s.profile.id)
        return formErrors(c, [{ localizedMessage: 'Your PayPal session has expired. Please try again.', errorCode: 'paypalToken' }]);
      if (!str(body.PayerId)) return formErrors(c, [{ localizedMessage: 'PayPal did not confirm the payer. Please try again.', errorCode: 'paypalPayer' }]);
      paypal.approved = true;
      paypal.payerId = str(body.PayerId);
      s.cart.paymentMethod = 'paypal';
      return c.json({ status: 'OK', orderId: s.cart.orderId });
    }),
  );

  // Conversion tracking: order, cart, profile, product ids (the answer is not used).
  app.post(CART_PATHS.conversion, async (c) => {
    const body = await readBody(c);
    const s = getSession(c);
    const list = Array.isArray(s.data.conversions) ? (s.data.conversions as unknown[]) : [];
    s.data.conversions = [...list, { orderId: str(body.orderId), cartId: str(body.cartId), profileId: str(body.profileId), productIds: body.productIds }].slice(-20);
    return c.json({ status: 'OK' });
  });

  if (options.test === true) {
    // Test-only: mark the caller's cart as a registry order or a list that express checkout clears, or give
    // the session a selected store (selectedStoreId) without going through the store finder.
    app.post('/rest/__test/cart-flags', async (c) => {
      const body = await readBody(c);
      const s = getSession(c);
      const store = typeof body.selectedStoreId === 'string' ? findStore(body.selectedStoreId) : undefined;
      if (store)
        s.selectedStore = {
          id: store.id,
          name: store.name,
          city: store.city,
          state: store.state,
          postalCode: store.postalCode,
          address1: store.address1,
          phoneNumber: store.phoneNumber,
          hours: store.hours,
          address: { country: store.country },
        };
      if ('registryOrder' in body) s.cart.registryOrder = bool(body.registryOrder);
      if ('clearListWarning' in body) s.cart.clearListWarning = bool(body.clearListWarning);
      return c.json({ registryOrder: s.cart.registryOrder === true, clearListWarning: s.cart.clearListWarning === true });
    });
    app.get('/rest/__test/conversions', (c) => c.json({ conversions: getSession(c).data.conversions ?? [], paypal: getSession(c).data.paypal ?? null }));
  }
};

/** Coupon answers: the checkout page gets checkoutResponse, every other page the cart. */
function pageAnswer(c: Context, body: Record<string, unknown>): Response {
  const summary = buildCartSummary(sessionCart(c));
  return c.json(str(body.pageName) === 'checkout' ? { checkoutResponse: summary } : { shoppingCartResponse: summary });
}
