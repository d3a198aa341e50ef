/**
 * The checkout's asynchronous half: what each event does to the state (through checkoutReducer) and which calls
 * it asks for (createModel runs them; checkoutCalls.ts in the page, fakes in tests). By section: contact and
 * delivery (email only, or contact and delivery), store pickup, gift cards and rewards (one wallet call at a
 * time), shipping method and promo code. A section's call starts only when the reducer says its submit went
 * through (nothing is busy, its fields pass); a refused submit or a form error is reported to analytics.
 */
import type { Effect, Next } from '../../src/mount/createModel';
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
}

/**
 * A delivery answer also says whether a guest opted in to the newsletter at submit. `loadAsked` reads the checkout
 * (again after signing in or out, or Retry): a newer read replaces one on its way.
 */
export type CheckoutEvent =
  | Exclude<CheckoutAction, { type: 'deliveryAnswered' }>
  | (Extract<CheckoutAction, { type: 'deliveryAnswered' }> & { optIn?: boolean })
  | { type: 'loadAsked' }
  | { type: 'loadAnswered'; result: Awaited<ReturnType<CheckoutCalls['load']>> };

type Fx = Effect<CheckoutEvent, CheckoutCalls>;
export type CheckoutNext = Next<CheckoutState, CheckoutEvent, CheckoutCalls>;

function event(s: CheckoutState, e: Exclude<CheckoutEvent, { type: 'loadAsked' | 'loadAnswered' }>, fx: Fx[]): CheckoutState {
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
  if (e.type === 'loadAsked') return { state: s, effects: [LOAD] };
  if (e.type === 'loadAnswered') {
    const r = e.result;
    if (r.kind === 'cart') return { state: s, effects: [{ type: 'navigate', url: CART_PATH }] };
    e = r.kind === 'failed' ? { type: 'loadFailed', message: r.message } : { type: 'loaded', order: r.order, draft: r.draft };
  }
  const next = event(s, e, effects);
  if (next.order && next !== s) effects.push({ type: 'store', key: next.order.orderId, value: draftOf(next) });
  return { state: next, effects };
}
