/**
 * The checkout's asynchronous half: what each event does to the state (through checkoutReducer) and which calls
 * it asks for (createModel runs them; checkoutCalls.ts in the page, fakes in tests). By section: contact and
 * delivery (email only, or contact and delivery), store pickup, gift cards and rewards (one wallet call at a
 * time), shipping method and promo code. A section's call starts only when the reducer says its submit went
 * through (nothing is busy, its fields pass); a refused submit or a form error is reported to analytics. The
 * express wallets' calls (walletCall) run here too; their buttons (ExpressWallets.tsx) wait on `wallet.reply`.
 */
import type { Effect, Model, Next } from '../../src/mount/createModel';
import { CART_PATH, type CheckoutCall, type ErrorStep, type LoadResult } from './api';
import type { DeliveryPayload } from './types';
import { checkoutReducer, deliveryRequest, draftOf, hasKeys, type CheckoutAction, type CheckoutState, type Draft, type Errors, type Outcome } from './model';
import { rewardsOf } from './rewards';

/** What the checkout asks of the outside world. The commerce calls answer an Outcome and never reject. */
export interface CheckoutCalls {
  /** The checkout details, with the draft kept for the order (the express wallets' chunk is in before it answers). */
  load(input: null, signal: AbortSignal): Promise<LoadResult & { draft?: Partial<Draft> | null }>;
  /** Apply contact and delivery. */
  delivery(input: DeliveryPayload, signal: AbortSignal): Promise<Outcome>;
  /** The sections' other calls (email only, pickup info, shipping method, promo code, gift cards, rewards). */
  call(input: { target: CheckoutCall; body: Record<string, unknown> }, signal: AbortSignal): Promise<Outcome>;
  /** The checkoutFormError analytics event (field names and codes only). */
  formError(input: { step: ErrorStep; errors: Errors }, signal: AbortSignal): void;
  /** The newsletterSubscription analytics event. */
  subscribed(input: null, signal: AbortSignal): void;
  /** An express wallet's call, with howMany -1 and start 0 (and Express checkout's profileId) before its body. */
  wallet(input: WalletAsk, signal: AbortSignal): Promise<WalletAnswer>;
  /** Logs a wallet call that failed, and its answer (the console only: storefront spec section 8). */
  walletFailed(input: [WalletCall, WalletAnswer], signal: AbortSignal): void;
}

/** The express wallets' calls: Apply PayPal, Express checkout (the wallet's approval), the express payment (Apple Pay's merchant validation, a payment). */
export type WalletCall = 'applyPayPal' | 'expressCheckout' | 'expressPayment';

/** A wallet call's answer: its data, or the message of a call that failed. */
export type WalletAnswer = { status?: string | null; payPalToken?: string | null; merchantSession?: unknown } | string;

/**
 * A wallet's button asks for a call: its body, what the wallet waits for in the answer (the token, the merchant
 * session, or an OK status: a payment, after which the checkout details are refreshed, checkout spec section 7) and
 * the payment solution error message a failure shows (section 8). The calls share the key 'express': a newer one,
 * or a cancel (expressFailed), leaves an older answer unheard.
 */
export type WalletAsk = { type: 'walletCall'; call: WalletCall; body: Record<string, unknown>; want: 'payPalToken' | 'merchantSession' | 'status'; fail: string };

/**
 * A delivery answer also says whether a guest opted in to the newsletter at submit. `loadAsked` reads the checkout
 * (again after signing in or out, or Retry): a newer read replaces one on its way.
 */
export type CheckoutEvent =
  | Exclude<CheckoutAction, { type: 'deliveryAnswered' }>
  | (Extract<CheckoutAction, { type: 'deliveryAnswered' }> & { optIn?: boolean })
  | { type: 'loadAsked' }
  | { type: 'loadAnswered'; result: Awaited<ReturnType<CheckoutCalls['load']>> }
  | WalletAsk
  // A wallet call's answer (the ask, with its result), and the refresh's after a payment.
  | (Omit<WalletAsk, 'type'> & { type: 'walletCalled'; result: WalletAnswer })
  | { type: 'walletRefreshed'; fail: string; result: Outcome };

type Fx = Effect<CheckoutEvent, CheckoutCalls>;
export type CheckoutNext = Next<CheckoutState, CheckoutEvent, CheckoutCalls>;
export type CheckoutModel = Model<CheckoutState, CheckoutEvent>;

function event(s: CheckoutState, e: Exclude<CheckoutEvent, { type: 'loadAsked' | 'loadAnswered' | WalletAsk['type'] | 'walletCalled' | 'walletRefreshed' }>, fx: Fx[]): CheckoutState {
  const track = (step: ErrorStep, errors: Errors) => fx.push({ type: 'request', call: 'formError', input: { step, errors } });
  // A section's call. No key: the section is busy until it answers, so its submit cannot repeat meanwhile.
  const ask = (target: CheckoutCall, body: Record<string, unknown>, done: CheckoutEvent) => fx.push({ type: 'request', call: 'call', input: { target, body }, done } as Fx);
  const next = checkoutReducer(s, e);
  const started = !s.busy && next.busy;
  const wallet = (target: CheckoutCall, body: Record<string, unknown>) => !s.wallet.busy && next.wallet.busy && ask(target, body, { type: 'walletAnswered' } as CheckoutEvent);
  switch (e.type) {
    // The sections' answers: a form error is reported; a delivery the server took sends the newsletter event
    // when the guest opted in at submit.
    case 'deliveryAnswered':
    case 'pickupAnswered':
    case 'promoAnswered': {
      const r = e.result;
      if (r.kind === 'formError') {
        if (e.type === 'promoAnswered') track('applyPromoCode', hasKeys(r.fieldErrors) ? r.fieldErrors : { couponClaimCode: 'qualifier' });
        else track(e.type === 'pickupAnswered' ? 'delivery' : 'shipping', r.fieldErrors);
      }
      if (e.type === 'deliveryAnswered' && e.optIn && r.kind === 'ok') fx.push({ type: 'request', call: 'subscribed', input: null });
      break;
    }
    // Contact and delivery.
    case 'deliverySubmitted':
      if (started) {
        const r = deliveryRequest(next);
        const done = { type: 'deliveryAnswered', optIn: next.emailOptIn && !next.order!.signedIn } as CheckoutEvent;
        if (r.kind === 'email') ask('applyEmail', r.payload, done);
        else fx.push({ type: 'request', call: 'delivery', input: r.payload, done } as Fx);
      } else if (hasKeys(next.errors)) track('shipping', next.errors);
      break;
    // Store pickup.
    case 'pickupSubmitted':
      if (started) {
        const p = next.pickup;
        ask('applyPickup', { firstName: p.firstName.trim(), lastName: p.lastName.trim(), phoneNumber: p.phoneNumber, updateStorePickupInfo: true, applyGiftCard: false }, { type: 'pickupAnswered' } as CheckoutEvent);
      } else if (hasKeys(next.pickupErrors)) track('delivery', next.pickupErrors);
      break;
    // Gift cards.
    case 'gcSubmitted':
      wallet('applyGiftCard', { gcNumber: s.wallet.gcNumber, gcAuthNumber: s.wallet.gcAuthNumber, addGiftCard: true });
      break;
    case 'gcSavedToggled':
      wallet('applyGiftCard', { savedGiftcardId: e.id });
      break;
    case 'gcRemoved':
      wallet('removeGiftCard', { gcNumber: [e.number] });
      break;
    // Rewards: Apply, or Remove once some are applied.
    case 'rewardsToggled':
      wallet((rewardsOf(s.order!)?.applied ?? 0) > 0 ? 'removeRewards' : 'applyRewards', {});
      break;
    // Shipping method: the chosen one is applied at once.
    case 'methodChosen':
      if (started) ask('applyShipping', { isCheckoutPage: true, shippingMethod: e.id, updateShippingMethod: true }, { type: 'methodAnswered' } as CheckoutEvent);
      break;
    // Promo code: apply what is typed, or remove an applied code.
    case 'promoSubmitted':
    case 'promoRevoked':
      if (started) {
        const done = { type: 'promoAnswered' } as CheckoutEvent;
        if (e.type === 'promoSubmitted') ask('claimCoupon', { pageName: 'checkout', couponClaimCode: s.promo }, done);
        else ask('revokeCoupon', { pageName: 'checkout', revokeCouponCode: e.code }, done);
      } else if (next.promoError) track('applyPromoCode', { couponClaimCode: next.promoError });
      break;
    // An express payment failed or was cancelled: the wallet's call on its way is left unheard.
    case 'expressFailed':
      fx.push({ type: 'cancel', key: 'express' });
  }
  return next;
}

/** Reads the checkout: the first effect, and again on loadAsked. */
export const LOAD: Fx = { type: 'request', call: 'load', input: null, key: 'load', done: { type: 'loadAnswered' } };

/**
 * One event: the next state, and the calls it asks for. An empty cart goes to the cart page; the forms' draft
 * is stored whenever it changes, so a reload keeps what was typed.
 */
export function checkoutStep(s: CheckoutState, e: CheckoutEvent): CheckoutNext {
  const effects: Fx[] = [];
  let from = s;
  if (e.type === 'loadAsked') return { state: s, effects: [LOAD] };
  if (e.type === 'loadAnswered') {
    const r = e.result;
    if (r.kind === 'cart') return { state: s, effects: [{ type: 'navigate', url: CART_PATH }] };
    e = r.kind === 'failed' ? { type: 'loadFailed', message: r.message } : { type: 'loaded', order: r.order, draft: r.draft };
  }
  // An express wallet's call goes out while an express payment is on (expressStarted).
  if (e.type === 'walletCall')
    return s.wallet.busy === 'express' ? { state: { ...s, wallet: { ...s.wallet, reply: undefined } }, effects: [{ type: 'request', call: 'wallet', input: e, key: 'express', done: { ...e, type: 'walletCalled' } }] } : { state: s };
  if (e.type === 'walletCalled') {
    const r = e.result;
    const got = typeof r !== 'string' && (e.want === 'status' ? r.status === 'OK' : r[e.want]);
    // After a payment the checkout details are refreshed (the payer's address and email may fill the checkout).
    if (got) return { state: { ...s, wallet: { ...s.wallet, reply: got } }, effects: e.want === 'status' ? [{ type: 'request', call: 'call', input: { target: 'refreshExpress', body: {} }, key: 'express', done: { type: 'walletRefreshed', fail: e.fail } } as Fx] : [] };
    effects.push({ type: 'request', call: 'walletFailed', input: [e.call, r] });
    e = { type: 'expressFailed', message: e.fail };
  }
  if (e.type === 'walletRefreshed') {
    // The server's details are the truth now: the order is read as on load; the payment is done.
    const o = e.result.kind === 'ok' && e.result.order;
    if (o) from = checkoutReducer(s, { type: 'loaded', order: o });
    e = o ? { type: 'walletAnswered', result: { kind: 'ok', order: null } } : { type: 'expressFailed', message: e.fail };
  }
  const next = event(from, e, effects);
  if (next.order && next !== s) effects.push({ type: 'store', key: next.order.orderId, value: draftOf(next) });
  return { state: next, effects };
}
