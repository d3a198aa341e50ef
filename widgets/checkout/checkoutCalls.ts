/** The checkout's calls in the page: the commerce calls of api.ts (with the sections' messages) and analytics. */
import { track } from '../../src/events';
import { useModel } from '../../src/mount';
import { $cart, $profileId, detectSite, setCartCount, writeStored } from '../../src/stores';
import { addressCalls } from './AddressForm';
import { addressStep, initialAddressForm, type AddressForm } from './addressStep';
import { applyContactAndDelivery, checkoutCall, loadCheckout, trackFormError, type Messages } from './api';
import type { CheckoutCalls } from './checkoutEvents';
import { clearDraft, readDraft, writeDraft } from './draft';
import { confirmationUrl, newIdempotencyKey, submitOrder } from './paymentApi';
import { expressAllowed, ExpressWallets, walletChunk } from './Express';
import type { Draft } from './state';

// A page already on its way elsewhere (Log out goes home) is not sent to the cart as well: the later of two
// navigations wins, so the shopper who logged out could land on the cart instead of the home page.
let leaving = false;
addEventListener('beforeunload', () => (leaving = true));
addEventListener('pageshow', () => (leaving = false));

/** The checkout model's ports in the page: its calls, the draft's storage and navigation. */
export const checkoutPorts = (m: Messages & { uncertain: string }) => ({
  request: checkoutCalls(m),
  storage: (orderId: string, draft: unknown) => writeDraft(orderId, draft as Draft),
  navigate: (url: string) => leaving || location.assign(url),
});

/** Where the placed order's id and analytics data wait for the confirmation page (never card data). */
export const LAST_ORDER_KEY = 'sw:lastOrder';

export const checkoutCalls = (m: Messages & { uncertain: string }): CheckoutCalls => ({
  load: async (_, signal) => {
    const r = await loadCheckout(m, signal);
    if (r.kind !== 'order') return r;
    // The express wallets are part of the first frame the shopper sees: their chunk is in before the order
    // renders, so that the island does not take over with a spinner and then grow by the wallets' buttons
    // (the page below moved 122 px down, then 46 px up: a layout shift of 0.09 on phones, issue 34).
    if (expressAllowed(r.order)) await ExpressWallets.preload();
    return { ...r, draft: readDraft(r.order.orderId), key: newIdempotencyKey(), profileId: $profileId.get() };
  },
  submit: async ({ billing, order, key }) => {
    const r = await submitOrder(billing, order, key, m);
    if (r.kind !== 'ok') {
      const { billed, ...answer } = r;
      return { ...answer, order: billed ?? null };
    }
    const url = confirmationUrl(r.redirectURL, detectSite());
    // The order is placed whatever its confirmation address says: one that is not a page of this site is not
    // followed, and the shopper sees the confirmation here (an error would invite a second order).
    if (!url && r.redirectURL) console.error(`[storefront-widgets] checkout: the confirmation address ${JSON.stringify(r.redirectURL)} is not a page of this site; the confirmation is shown in place.`);
    return { kind: 'ok', url, order: r.order };
  },
  placed: (record) => {
    writeStored(LAST_ORDER_KEY, record, 'session');
    clearDraft();
    setCartCount(0);
  },
  cartCount: (n) => {
    if (n !== $cart.get().cartQty) setCartCount(n);
  },
  delivery: (p) => applyContactAndDelivery(p, m),
  call: ({ target, body }) => checkoutCall(target, body, m),
  formError: ({ step, errors }) => trackFormError(step, errors),
  subscribed: () => track('newsletterSubscription', { source: 'checkout' }),
  // The wallets' calls are in their chunk, which is in before any wallet button shows (the first chunk stays small).
  wallet: async (ask) => (await walletChunk()).walletCall(ask),
  walletFailed: ([call, why]) => console.error(`[storefront-widgets] checkout: ${call} failed:`, why),
});

/**
 * An address form's model (addressStep): the country states, the suggestions, and `country` to move the form to
 * the server's default. The checkout holds both (delivery and billing), so the payment chunk that renders the
 * billing form does not reach the model's driver, and the model runs before its form shows.
 */
export const useAddressForm = (country: (value: string) => void): AddressForm => useModel(addressStep, () => ({ state: initialAddressForm }), () => ({ request: addressCalls(country) }));
