/**
 * The cart's calls (storefront spec section 7) through the commerce client (which adds _dynSessConf,
 * replays a 409, refreshes tokens, times out and never throws): the cart summary, the cart modifiers, coupon
 * claim and revoke, Apply PayPal and Express checkout, conversion tracking, and the init data's PayPal
 * configuration. Every answer is validated here; a widget sees either a cart or a message. Then the cart's calls
 * in the page (`cartCalls`): these with the cart's messages, the store finder, the header's count, the wallet's.
 */
import { nullable, optional, string, type, unknown } from 'superstruct';
import { request, type ApiResult } from '../../src/api';
import { track } from '../../src/events';
import { openWidget } from '../../src/mount';
import { $cart, $session, loadSession, setCartCount } from '../../src/stores';
import { safeValidate } from '../../src/validation/struct';
import { cartMessages } from './messages';
import type { CartCalls } from './model';
import { CartStruct, type Cart, type CartAnswer, type Refusal } from './summary';

/** The message of a failed call: the server's own words for form errors, else ours (`fallback`). */
export function refusalOf(r: Exclude<ApiResult<unknown>, { ok: true }>, fallback: string): Refusal {
  if (r.kind === 'formError') {
    const first = r.exceptions.find((e) => e.localizedMessage);
    return { ok: false, message: first?.localizedMessage || r.message || fallback, field: first?.propertyPath ?? '' };
  }
  // Other failures are logged (spec section 8: calls catch and log), the shopper gets our sentence.
  console.error(`[storefront-widgets] cart: ${r.kind} ${r.status ? `(${r.status}) ` : ''}${r.message}`);
  return { ok: false, message: fallback, field: '' };
}

/** Reads a cart answer: the summary itself, or wrapped as shoppingCartResponse / checkoutResponse. */
function toCart(data: unknown): Cart | null {
  const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const inner = d.shoppingCartResponse ?? d.checkoutResponse ?? d;
  const [err, cart] = safeValidate(inner, CartStruct, { coerce: true });
  if (err) {
    console.error(`[storefront-widgets] cart: unexpected cart answer: ${err.message}`);
    return null;
  }
  return cart;
}

async function cartCall(target: Parameters<typeof request>[0], body: Record<string, unknown> | null, fallback: string, signal?: AbortSignal): Promise<CartAnswer> {
  // The answer is the summary itself or wrapped (shoppingCartResponse / checkoutResponse): toCart validates it.
  const r = await request(target, body ? { body, signal, schema: unknown() } : { signal, schema: unknown() });
  if (!r.ok) return refusalOf(r, fallback);
  const cart = toCart(r.data);
  return cart ? { ok: true, cart } : { ok: false, message: fallback, field: '' };
}

/** The cart summary read on the cart page. */
export const loadCart = (fallback: string, signal?: AbortSignal) => cartCall('cartSummary', null, fallback, signal);

export const updateQuantity = (commerceItemId: string, quantity: number, fallback: string) => cartCall('updateCartQuantity', { commerceItemId, quantity }, fallback);

export const removeLine = (commerceItemId: string, fallback: string) => cartCall('removeCartItem', { commerceItemId }, fallback);

export const switchDelivery = (commerceItemId: string, pickup: boolean, locationId: string | null, fallback: string) =>
  cartCall('updateCartDelivery', { commerceItemId, instorePickUpOpted: pickup, locationId: pickup ? locationId : null }, fallback);

// The cart page's coupon calls: pageName 'cart', the lines paged from 0 (howMany covers the whole cart).
const couponPage = { pageName: 'cart', howMany: 100, start: 0 };

/** Coupon claim (cart): couponClaimCode. */
export const claimCoupon = (code: string, fallback: string) => cartCall('claimCoupon', { ...couponPage, couponClaimCode: code }, fallback);

/** Coupon revoke (cart): revokeCouponCode. */
export const revokeCoupon = (code: string, fallback: string) => cartCall('revokeCoupon', { ...couponPage, revokeCouponCode: code }, fallback);

/** Apply PayPal outside checkout: profileId, cartId, isPaypalFromCheckout false; answers the PayPal token. */
export async function applyPayPalLight(profileId: string, cartId: string, fallback: string): Promise<{ ok: true; token: string } | Refusal> {
  const r = await request('applyPayPal', { body: { profileId, cartId, isPaypalFromCheckout: false }, schema: type({ payPalToken: optional(nullable(string())) }) });
  if (!r.ok) {
    if (r.kind === 'formError') console.error('[storefront-widgets] cart: PayPal form error:', r.messages.join(' ') || r.message);
    return refusalOf(r, fallback);
  }
  const token = r.data.payPalToken;
  if (!token) return { ok: false, message: fallback, field: '' };
  return { ok: true, token };
}

/** Express checkout: profileId, cartId, token (the PayPal order id), PayerId; status 'OK' is success. */
export async function doExpressCheckout(profileId: string, cartId: string, token: string, payerId: string, fallback: string): Promise<{ ok: true } | Refusal> {
  const r = await request('expressCheckout', { body: { profileId, cartId, token, PayerId: payerId }, schema: type({ status: optional(nullable(string())) }) });
  if (!r.ok) {
    if (r.kind === 'formError') console.error('[storefront-widgets] cart: PayPal form error:', r.messages.join(' ') || r.message);
    return refusalOf(r, fallback);
  }
  if (r.data.status === 'OK') return { ok: true };
  console.error('[storefront-widgets] cart: express checkout did not answer status OK.', r.data);
  return { ok: false, message: fallback, field: '' };
}

/** Conversion tracking: order, cart, profile and product ids. Its answer is not used; failures are only logged. */
export async function trackConversion(orderId: string, cartId: string, profileId: string, productIds: string[]): Promise<void> {
  const r = await request('conversionTracking', { body: { orderId, cartId, profileId, productIds }, timeoutMs: 3000 });
  if (!r.ok) console.error(`[storefront-widgets] cart: conversion tracking failed: ${r.message}`);
}

/** The ids the wallet's calls send. */
async function ids(cart: Cart | null) {
  const info = $session.get().info ?? (await loadSession());
  return {
    profileId: info?.profile.id ?? '',
    cartId: cart?.cartId || $cart.get().cartId || cart?.orderId || '',
    orderId: cart?.orderId ?? '',
    productIds: cart?.allLines.map((l) => l.productId) ?? [],
  };
}

// The messages are read per call: a host's overrides are in place before the first one.
const m = cartMessages;

/** The cart's calls in the page. */
export const cartCalls: CartCalls = {
  loadCart: (_, signal) => loadCart(m().loadFailed, signal),
  updateQuantity: ({ id, quantity }) => updateQuantity(id, quantity, m().updateFailed),
  removeLine: ({ id }) => removeLine(id, m().removeFailed),
  switchDelivery: ({ id, pickup, storeId }) => switchDelivery(id, pickup, storeId, m().deliveryFailed),
  claimCoupon: ({ code }) => claimCoupon(code, m().promoFailed),
  revokeCoupon: ({ code }) => revokeCoupon(code, m().revokeFailed),
  pickStore: async ({ skuId }) => ((await openWidget('store-finder', { context: 'cart', skuId }, 'cart')) ? null : m().noStore),
  countChanged: ({ qty, cartId }) => {
    if ($cart.get().cartQty !== qty) setCartCount(qty, cartId ? { cartId } : {});
  },
  paypalClicked: ({ cartId, value }) => track('payPalCheckoutInitiatedEvent', { cartId, value, source: 'cart' }),
  applyPayPal: async ({ cart }) => {
    const { profileId, cartId } = await ids(cart);
    return applyPayPalLight(profileId, cartId, m().paypalFailed);
  },
  expressCheckout: async ({ cart, orderId: token, payerId }) => {
    const { profileId, cartId, orderId, productIds } = await ids(cart);
    const r = await doExpressCheckout(profileId, cartId, token, payerId, m().paypalFailed);
    if (r.ok) await trackConversion(orderId, cartId, profileId, productIds);
    return r;
  },
};
