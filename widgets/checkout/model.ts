/**
 * The checkout's model: its state (state.ts), the events it hears, the calls it asks of the outside world
 * (`CheckoutCalls`: calls.ts in the page, fakePorts in tests) and the step. What an event does to the state is the
 * reducer's (reducer.ts); the step adds the calls it asks for. A section's call starts only when the reducer says
 * its submit went through (nothing is busy, its fields pass); a refused submit or a form error goes to analytics.
 */
import type { Effect, Model, Next, Ports } from '../../src/platform/createModel';
import { sitePaths } from '../../src/platform';
import type { AddressCalls } from './address';
import { deliveryRequest, draftOf, giftFromMissing, showsGiftFrom, splitSubmitErrors, unsavedSection } from './delivery';
import { hasKeys } from './fields';
import { orderTotals } from './orderTotals';
import { paymentReducer } from './paymentReducer';
import { checkoutReducer } from './reducer';
import { rewardsOf } from './rewards';
import type { CheckoutPropsType } from './schema';
import { viewOrder } from './selectors';
import { initialCheckoutState, type CheckoutAction, type CheckoutState, type Draft, type SubmitAction, type SubmitAnswer } from './state';
import { submitRequest } from './submit';
import type { CheckoutCall, DeliveryPayload, Errors, ErrorStep, LoadResult, Outcome, PlacedRecord, WalletAnswer, WalletAsk, WalletCall } from './types';

export type { CheckoutAction, CheckoutState, Draft } from './state';
export { initialCheckoutState } from './state';
export { checkoutReducer } from './reducer';

export type { CheckoutCall, ErrorStep, LoadResult, PlacedRecord, WalletAnswer, WalletAsk, WalletCall } from './types';

/** What the checkout asks of the outside world. The commerce calls answer an Outcome and never reject. */
export interface CheckoutCalls {
  /**
   * The checkout details, with the draft kept for the order, a new idempotency key for it and the signed-in
   * profile's id (the express wallets' chunk is in before it answers).
   */
  load(input: null, signal: AbortSignal): Promise<LoadResult & { draft?: Partial<Draft> | null; key?: string; profileId?: string | null }>;
  /** Apply billing then submit order (with the idempotency key); the confirmation address to follow, if any. */
  submit(input: { billing: Record<string, unknown> | null; order: Record<string, unknown>; key: string }, signal: AbortSignal): Promise<SubmitAnswer>;
  /** An order was placed: its record for the confirmation page is stored, the draft cleared, the cart count zero. */
  placed(input: PlacedRecord, signal: AbortSignal): void;
  /** The cart count follows the order the checkout reads (the header, other islands, other tabs). */
  cartCount(input: number, signal: AbortSignal): void;
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
  /** The address forms' country states and US address suggestions (their models: address.ts). */
  countryStates: AddressCalls['states'];
  addressSuggestions: AddressCalls['suggest'];
  /** Keeps the order's draft for a reload (the model's `store` effect: checkoutPorts). */
  keepDraft(input: { orderId: string; draft: Draft }): void;
  /** Goes to another page (the model's `navigate` effect), unless the page is already on its way elsewhere. */
  navigate(input: string): void;
}

/**
 * A delivery answer also says whether a guest opted in to the newsletter at submit. `loadAsked` reads the checkout
 * (again after signing in or out, or Retry): a newer read replaces one on its way.
 */
export type CheckoutEvent =
  | Exclude<CheckoutAction, { type: 'deliveryAnswered' }>
  | (Extract<CheckoutAction, { type: 'deliveryAnswered' }> & { optIn?: boolean })
  | { type: 'loadAsked' }
  | { type: 'loadAnswered'; result: Awaited<ReturnType<CheckoutCalls['load']>> }
  | SubmitAction
  | WalletAsk
  // A wallet call's answer (the ask, with its result), and the refresh's after a payment.
  | (Omit<WalletAsk, 'type'> & { type: 'walletCalled'; result: WalletAnswer })
  | { type: 'walletRefreshed'; fail: string; result: Outcome };

export type CheckoutFx = Effect<CheckoutEvent, CheckoutCalls>;
export type CheckoutNext = Next<CheckoutState, CheckoutEvent, CheckoutCalls>;
export type CheckoutModel = Model<CheckoutState, CheckoutEvent>;

type Fx = CheckoutFx;

/** The model's ports in the page: its calls, and the draft's storage and navigation through them. */
export const checkoutPorts = (calls: CheckoutCalls): Ports<CheckoutCalls> => ({
  request: calls,
  storage: (orderId, draft) => calls.keepDraft({ orderId, draft: draft as Draft }),
  navigate: (url) => calls.navigate(url),
});

/**
 * Placing the order (checkout spec sections 4, 7 and 8). Submit Order pressed (or a PayPal approval, which is the
 * shopper's press): the from-name a gift buyer owes, a section left open with changes, the payment's rules, then
 * apply billing and submit order under the order's one idempotency key. The answer: the placed order's id and
 * analytics data are stored for the confirmation page, the draft goes, the cart count is zero, and the
 * confirmation address is followed (or the confirmation shown here); a refusal puts each field error on its
 * field; a failure says so, and an answer that never came says the order may have been placed.
 */
function submitEvent(s: CheckoutState, e: SubmitAction, fx: Fx[]): CheckoutState {
  const track = (step: 'payment' | 'submitOrder', errors: Record<string, string>) => fx.push({ type: 'request', call: 'formError', input: { step, errors } });
  const o = viewOrder(s);
  if (!o) return s;
  if (e.type === 'submitClicked') {
    const p = s.payment;
    if (p.submitting || p.placed) return s;
    if (giftFromMissing(s)) {
      track('submitOrder', { giftFrom: 'missing' });
      return checkoutReducer(s, { type: 'giftFromNeeded' });
    }
    const open = unsavedSection(s);
    if (open) {
      track('submitOrder', { [open]: 'unsaved' });
      return { ...s, saveFirst: { section: open, n: (s.saveFirst?.n ?? 0) + 1 } };
    }
    const payment = paymentReducer(p, { type: 'submitStarted', order: o, now: e.now });
    if (!payment.submitting) {
      if (payment !== p) track('payment', { ...payment.cardErrors, ...payment.accountErrors, ...payment.billingErrors });
      return { ...s, payment, saveFirst: null };
    }
    const req = submitRequest(payment, o, {
      giftItemFrom: showsGiftFrom(s) && !s.anonymous ? s.giftFrom.trim() : '',
      instructions: s.instructions,
      now: e.now,
      profileId: s.profileId,
      fields: { customOrderDropdownValue: s.customOrder, providerNumber: s.orderFields.providerNumber, siteNumber: s.orderFields.siteNumber },
    });
    // The key was made with the order's first read; one per order, so a retry can never place a second order.
    fx.push({ type: 'request', call: 'submit', input: { billing: req.billing, order: req.order, key: s.submitKey ?? o.orderId }, key: 'submit', done: { type: 'orderAnswered' } });
    return { ...s, payment, saveFirst: null };
  }
  const r = e.result;
  if (!s.payment.submitting) return s;
  if (r.kind === 'ok') {
    const t = orderTotals(o);
    const record: PlacedRecord = {
      orderId: r.order.orderId,
      analytics: {
        total: t.due,
        items: o.items.map((i) => ({ sku: i.catalogRefId, productId: i.productId, quantity: i.quantity, price: i.amount, furniture: i.furniture, pickup: i.group === 'store' })),
      },
    };
    fx.push({ type: 'request', call: 'placed', input: record });
    // The button stays busy until the confirmation page loads.
    if (r.url) {
      fx.push({ type: 'navigate', url: r.url });
      return s;
    }
    return { ...s, payment: paymentReducer(s.payment, { type: 'submitAnswered', outcome: { kind: 'placed', order: r.order } }) };
  }
  // Apply billing's answer described the order (its totals may have moved): the shopper sees that order now.
  const refreshed = r.order ? checkoutReducer(s, { type: 'orderRefreshed', order: r.order }) : s;
  if (r.kind !== 'formError') return { ...refreshed, payment: paymentReducer(refreshed.payment, { type: 'submitAnswered', outcome: { kind: 'failed', message: r.message } }) };
  track('submitOrder', r.fieldErrors);
  const { delivery, rest } = splitSubmitErrors(r.fieldErrors);
  const next = hasKeys(delivery) ? checkoutReducer(refreshed, { type: 'submitRefused', fieldErrors: delivery }) : refreshed;
  return { ...next, payment: paymentReducer(next.payment, { type: 'submitAnswered', outcome: { kind: 'formError', fieldErrors: rest, messages: r.messages } }) };
}

/** A shopper's event or a section's answer: the reducer's state, and the calls it asks for. */
function event(s: CheckoutState, e: Exclude<CheckoutEvent, { type: 'loadAsked' | 'loadAnswered' | WalletAsk['type'] | 'walletCalled' | 'walletRefreshed' }>, fx: Fx[]): CheckoutState {
  if (e.type === 'submitClicked' || e.type === 'orderAnswered') return submitEvent(s, e, fx);
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
        ask('applyPickup', { firstName: p.firstName.trim(), lastName: p.lastName.trim(), phoneNumber: p.phoneNumber, updateStorePickupInfo: true, applyGiftCard: false }, {
          type: 'pickupAnswered',
        } as CheckoutEvent);
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

/** The checkout as its marker starts it (the order's fields and dropdown), reading the order. */
export const startCheckout = (marker: CheckoutPropsType): CheckoutNext => ({
  state: { ...initialCheckoutState, orderFields: { providerNumber: marker.providerNumber ?? '', siteNumber: marker.siteNumber ?? '', options: marker.orderOptions ?? null } },
  effects: [LOAD],
});

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
    if (r.kind === 'cart') return { state: s, effects: [{ type: 'navigate', url: sitePaths().cart }] };
    e = r.kind === 'failed' ? { type: 'loadFailed', message: r.message } : { type: 'loaded', order: r.order, draft: r.draft, key: r.key, profileId: r.profileId };
  }
  // An express wallet's call goes out while an express payment is on (expressStarted).
  if (e.type === 'walletCall')
    return s.wallet.busy === 'express'
      ? { state: { ...s, wallet: { ...s.wallet, reply: undefined } }, effects: [{ type: 'request', call: 'wallet', input: e, key: 'express', done: { ...e, type: 'walletCalled' } }] }
      : { state: s };
  if (e.type === 'walletCalled') {
    const r = e.result;
    const got = typeof r !== 'string' && (e.want === 'status' ? r.status === 'OK' : r[e.want]);
    // After a payment the checkout details are refreshed (the payer's address and email may fill the checkout).
    if (got)
      return {
        state: { ...s, wallet: { ...s.wallet, reply: got } },
        effects: e.want === 'status' ? [{ type: 'request', call: 'call', input: { target: 'refreshExpress', body: {} }, key: 'express', done: { type: 'walletRefreshed', fail: e.fail } } as Fx] : [],
      };
    effects.push({ type: 'request', call: 'walletFailed', input: [e.call, r] });
    e = { type: 'expressFailed', message: e.fail };
  }
  if (e.type === 'walletRefreshed') {
    // The server's details are the truth now: the order is read as on load; the payment is done.
    const o = e.result.kind === 'ok' && e.result.order;
    if (o) from = checkoutReducer(s, { type: 'loaded', order: o });
    e = o ? { type: 'walletAnswered', result: { kind: 'ok', order: null } } : { type: 'expressFailed', message: e.fail };
  }
  let next = event(from, e, effects);
  // The presses that waited for the section call that just answered run now, until one makes its own call.
  while (next.later.length && !next.busy) {
    const [first, ...rest] = next.later;
    next = event({ ...next, later: rest }, first!, effects);
  }
  const qty = (x: CheckoutState) => (x.order ? x.order.items.reduce((n, i) => n + i.quantity, 0) : null);
  if (next.order && qty(next) !== qty(s)) effects.push({ type: 'request', call: 'cartCount', input: qty(next)! });
  // The draft follows every change, until the order is placed (the draft is gone then, and stays gone).
  const placing = e.type === 'orderAnswered' && e.result.kind === 'ok';
  if (next.order && next !== s && !placing && !next.payment.placed) effects.push({ type: 'store', key: next.order.orderId, value: draftOf(next) });
  return { state: next, effects };
}
