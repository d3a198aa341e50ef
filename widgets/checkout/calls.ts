/**
 * The checkout's calls in the page (what its model asks of the outside world, `CheckoutCalls`): the commerce
 * calls (calls/sections.ts, calls/submit.ts, calls/wallet.ts) with the sections' failure text, analytics, the
 * draft's storage, the cart count and navigation. Only this module (and index.ts, tests) imports the calls.
 */
import { track } from '../../src/events';
import { $cart, $profileId, detectSite, setCartCount, writeStored } from '../../src/stores';
import { applyContactAndDelivery, addressSuggestions, checkoutCall, countryStates, loadCheckout, trackFormError } from './calls/sections';
import { confirmationUrl, newIdempotencyKey, submitOrder } from './calls/submit';
import { walletCall } from './calls/wallet';
import { clearDraft, readDraft, writeDraft } from './draft';
import { ExpressWallets } from './expressChunk';
import { checkoutMessages } from './messages';
import type { CheckoutCalls } from './model';
import { paymentMessages } from './paymentMessages';
import { expressAllowed } from './selectors';

// A page already on its way elsewhere (Log out goes home) is not sent to the cart as well: the later of two
// navigations wins, so the shopper who logged out could land on the cart instead of the home page.
let leaving = false;
addEventListener('beforeunload', () => (leaving = true));
addEventListener('pageshow', () => (leaving = false));

/** Where the placed order's id and analytics data wait for the confirmation page (never card data). */
export const LAST_ORDER_KEY = 'sw:lastOrder';

/** The calls' failure text, as the host's config has it when the call answers. */
const text = () => ({ ...checkoutMessages(), uncertain: paymentMessages().submitUncertain });

export const checkoutCalls: CheckoutCalls = {
  load: async (_, signal) => {
    const r = await loadCheckout(text(), signal);
    if (r.kind !== 'order') return r;
    // The express wallets are part of the first frame the shopper sees: their chunk is in before the order
    // renders, so that the island does not take over with a spinner and then grow by the wallets' buttons
    // (the page below moved 122 px down, then 46 px up: a layout shift of 0.09 on phones).
    if (expressAllowed(r.order)) await ExpressWallets.preload();
    return { ...r, draft: readDraft(r.order.orderId), key: newIdempotencyKey(), profileId: $profileId.get() };
  },
  submit: async ({ billing, order, key }) => {
    const r = await submitOrder(billing, order, key, text());
    if (r.kind !== 'ok') {
      const { billed, ...answer } = r;
      return { ...answer, order: billed ?? null };
    }
    const url = confirmationUrl(r.redirectURL, detectSite());
    // The order is placed whatever its confirmation address says: one that is not a page of this site is not
    // followed, and the shopper sees the confirmation here (an error would invite a second order).
    if (!url && r.redirectURL)
      console.error(`[storefront-widgets] checkout: the confirmation address ${JSON.stringify(r.redirectURL)} is not a page of this site; the confirmation is shown in place.`);
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
  delivery: (p) => applyContactAndDelivery(p, text()),
  call: ({ target, body }) => checkoutCall(target, body, text()),
  formError: ({ step, errors }) => trackFormError(step, errors),
  subscribed: () => track('newsletterSubscription', { source: 'checkout' }),
  wallet: (ask) => walletCall(ask),
  walletFailed: ([call, why]) => console.error(`[storefront-widgets] checkout: ${call} failed:`, why),
  countryStates,
  addressSuggestions,
  keepDraft: ({ orderId, draft }) => writeDraft(orderId, draft),
  navigate: (url) => void (leaving || location.assign(url)),
};
