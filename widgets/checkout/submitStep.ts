/**
 * Placing the order, as a step of the checkout model (checkout spec sections 4, 7 and 8). Submit Order pressed
 * (or a PayPal approval, which is the shopper's press): the from-name a gift buyer owes, a section left open with
 * changes, the payment's rules, then apply billing and submit order under the order's one idempotency key. The
 * answer: the placed order's id and analytics data are stored for the confirmation page, the draft goes, the cart
 * count is zero, and the confirmation address is followed (or the confirmation shown here); a refusal puts each
 * field error on its field; a failure says so, and an answer that never came says the order may have been placed.
 */
import { splitSubmitErrors, giftFromMissing, showsGiftFrom, unsavedSection } from './delivery';
import { hasKeys } from './fields';
import { checkoutReducer } from './model';
import { orderTotals } from './orderTotals';
import { paymentReducer } from './paymentModel';
import { viewOrder } from './selectors';
import type { CheckoutState, SubmitAction } from './state';
import { submitRequest } from './submitRequest';
import type { CheckoutFx, PlacedRecord } from './checkoutEvents';

export function submitEvent(s: CheckoutState, e: SubmitAction, fx: CheckoutFx[]): CheckoutState {
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
    const req = submitRequest(payment, o, { giftItemFrom: showsGiftFrom(s) && !s.anonymous ? s.giftFrom.trim() : '', instructions: s.instructions, now: e.now, profileId: s.profileId, fields: { customOrderDropdownValue: s.customOrder, providerNumber: s.orderFields.providerNumber, siteNumber: s.orderFields.siteNumber } });
    // The key was made with the order's first read; one per order, so a retry can never place a second order.
    fx.push({ type: 'request', call: 'submit', input: { billing: req.billing, order: req.order, key: s.submitKey ?? o.orderId }, key: 'submit', done: { type: 'orderAnswered' } });
    return { ...s, payment, saveFirst: null };
  }
  const r = e.result;
  if (!s.payment.submitting) return s;
  if (r.kind === 'ok') {
    const t = orderTotals(o);
    const record: PlacedRecord = { orderId: r.order.orderId, analytics: { total: t.due, items: o.items.map((i) => ({ sku: i.catalogRefId, productId: i.productId, quantity: i.quantity, price: i.amount, furniture: i.furniture, pickup: i.group === 'store' })) } };
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
