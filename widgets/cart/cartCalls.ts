/** The cart's calls in the page: the commerce calls of api.ts with the cart's messages, the store finder, the header's count, the wallet's calls. */
import { track } from '../../src/events';
import { openWidget } from '../../src/mount';
import { $cart, $session, loadSession, setCartCount } from '../../src/stores';
import { applyPayPalLight, claimCoupon, doExpressCheckout, loadCart, removeLine, revokeCoupon, switchDelivery, trackConversion, updateQuantity, type Cart } from './api';
import type { CartCalls } from './cartStep';
import type { CartMessages } from './messages';

/** The ids the wallet's calls send. */
async function ids(cart: Cart | null) {
  const info = $session.get().info ?? (await loadSession());
  return { profileId: info?.profile.id ?? '', cartId: cart?.cartId || $cart.get().cartId || cart?.orderId || '', orderId: cart?.orderId ?? '', productIds: cart?.allLines.map((l) => l.productId) ?? [] };
}

export const cartCalls = (m: CartMessages): CartCalls => ({
  loadCart: (_, signal) => loadCart(m.loadFailed, signal),
  updateQuantity: ({ id, quantity }) => updateQuantity(id, quantity, m.updateFailed),
  removeLine: ({ id }) => removeLine(id, m.removeFailed),
  switchDelivery: ({ id, pickup, storeId }) => switchDelivery(id, pickup, storeId, m.deliveryFailed),
  claimCoupon: ({ code }) => claimCoupon(code, m.promoFailed),
  revokeCoupon: ({ code }) => revokeCoupon(code, m.revokeFailed),
  pickStore: async ({ skuId }) => ((await openWidget('store-finder', { context: 'cart', skuId }, 'cart')) ? null : m.noStore),
  countChanged: ({ qty, cartId }) => {
    if ($cart.get().cartQty !== qty) setCartCount(qty, cartId ? { cartId } : {});
  },
  paypalClicked: ({ cartId, value }) => track('payPalCheckoutInitiatedEvent', { cartId, value, source: 'cart' }),
  applyPayPal: async ({ cart }) => {
    const { profileId, cartId } = await ids(cart);
    return applyPayPalLight(profileId, cartId, m.paypalFailed);
  },
  expressCheckout: async ({ cart, orderId: token, payerId }) => {
    const { profileId, cartId, orderId, productIds } = await ids(cart);
    const r = await doExpressCheckout(profileId, cartId, token, payerId, m.paypalFailed);
    if (r.ok) await trackConversion(orderId, cartId, profileId, productIds);
    return r;
  },
});
