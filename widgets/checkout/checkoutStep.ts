/**
 * The checkout's asynchronous half: what each event does to the state (through checkoutReducer) and which calls
 * it asks for (createModel runs them; checkoutCalls.ts in the page, fakes in tests). By section: contact and
 * delivery (email only, or contact and delivery), store pickup, gift cards and rewards (one wallet call at a
 * time), shipping method and promo code. A section's call starts only when the reducer says its submit went
 * through (nothing is busy, its fields pass); a refused submit or a form error is reported to analytics. The
 * express wallets' calls (walletCall) run here too; their buttons (ExpressWallets.tsx) wait on `wallet.reply`.
 */
import { cartPath, type CheckoutCall, type ErrorStep } from './api';
import type { CheckoutEvent, CheckoutFx, CheckoutNext, WalletAsk } from './checkoutEvents';
import type { Errors } from './types';
import { deliveryRequest, draftOf } from './delivery';
import { hasKeys } from './fields';
import { checkoutReducer } from './model';
import { rewardsOf } from './rewards';
import type { CheckoutState } from './state';
import { submitEvent } from './submitStep';

type Fx = CheckoutFx;


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
    if (r.kind === 'cart') return { state: s, effects: [{ type: 'navigate', url: cartPath() }] };
    e = r.kind === 'failed' ? { type: 'loadFailed', message: r.message } : { type: 'loaded', order: r.order, draft: r.draft, key: r.key, profileId: r.profileId };
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

export type { CheckoutCalls, CheckoutEvent, CheckoutModel, WalletAnswer, WalletAsk } from './checkoutEvents';
