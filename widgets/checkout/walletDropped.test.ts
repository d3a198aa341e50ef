// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, type AddressFields } from '../../src/validation/address';
import { checkoutReducer as cr } from './model';
import { draftOf } from './delivery';
import { initialCheckoutState, type CheckoutAction, type CheckoutState } from './state';
import { testOrder } from './orderFixture';
import type { Order } from './order';
import { initialPaymentState, paymentComplete, paymentInfoOf, walletPaymentOf, withoutWallet, type PaymentAction, type PaymentState } from './paymentState';
import { paymentReducer as pr } from './paymentReducer';
import { submitRequest } from './submit';

/**
 * "Use a different payment method" after a wallet has paid. The contract (checkout spec section 7) has no call
 * that removes an express payment: the checkout sets it aside on its side (`walletDropped`, the view's order
 * `withoutWallet`), the card, account and billing fields come back with what was typed, and apply billing at
 * submit replaces the wallet's payment at the server.
 */

const NOW = new Date(2026, 10, 23, 12);
const DELIVERY = { id: 'a1', firstName: 'Maria', lastName: 'Lopez', address1: '161 E Carson St', city: 'Carson', state: 'CA', postalCode: '90745', country: 'US', phoneNumber: '3105550142' };
const BILL: AddressFields = { ...EMPTY_ADDRESS, firstName: 'Pat', lastName: 'Reyes', address1: '88 Pine St', city: 'Seattle', state: 'WA', postalCode: '98101', phoneNumber: '2065550117' };

const order = (over: Record<string, unknown> = {}): Order => testOrder(DELIVERY, over);
const PAYPAL = order({ paymentsInfo: { mainPaymentType: 'paypalOption' }, mainPaymentGroup: { paymentProvider: 'PayPal' } });
const GOOGLE = order({ paymentsInfo: { mainPaymentType: 'express' }, mainPaymentGroup: { paymentProvider: 'GooglePay' } });
const run = (s: CheckoutState, ...a: CheckoutAction[]): CheckoutState => a.reduce(cr, s);
const pay = (s: PaymentState, ...a: PaymentAction[]): PaymentState => a.reduce(pr, s);
/** The order every section sees (Checkout.tsx does the same). */
const shown = (s: CheckoutState): Order => (s.walletDropped ? withoutWallet(s.order!) : s.order!);

describe('setting a wallet payment aside', () => {
  it('the order as shown has no wallet payment: the card and billing fields are required again', () => {
    const s = run(cr(initialCheckoutState, { type: 'loaded', order: PAYPAL }), { type: 'walletDropped' });
    expect(s.walletDropped).toBe(true);
    expect(walletPaymentOf(s.order!)).toEqual({ method: 'paypalOption', label: 'PayPal' });
    expect(walletPaymentOf(shown(s))).toBeNull();
    const p = { ...pr(initialPaymentState, { type: 'paymentLoaded', info: paymentInfoOf(shown(s), NOW), hasDelivery: true }), useDelivery: false };
    expect(paymentComplete(p, PAYPAL)).toBe(true);
    expect(paymentComplete(p, shown(s))).toBe(false);
  });

  it('what was typed in the card and billing fields before the wallet paid is still there; submit sends it, apply billing first (it replaces the wallet at the server)', () => {
    const typed = pay(
      pr(initialPaymentState, { type: 'paymentLoaded', info: paymentInfoOf(order(), NOW), hasDelivery: true }),
      { type: 'useDeliveryToggled' },
      ...Object.entries(BILL).map(([field, value]): PaymentAction => ({ type: 'billingTyped', field: field as keyof AddressFields, value })),
      ...Object.entries({ number: '4111111111111111', cvv: '123', expiry: '0829', name: 'Jordan Reyes' }).map(([field, value]): PaymentAction => ({
        type: 'cardTyped',
        field: field as 'number',
        value,
      })),
    );
    const s = run(cr(initialCheckoutState, { type: 'loaded', order: GOOGLE }), { type: 'walletDropped' });
    // The wallet's payment was shown meanwhile; the payment state never changed.
    expect(paymentComplete(typed, GOOGLE)).toBe(true);
    expect(paymentComplete(typed, shown(s))).toBe(true);
    const started = pr(typed, { type: 'submitStarted', order: shown(s), now: NOW });
    expect(started.submitting).toBe(true);
    const req = submitRequest(started, shown(s), { giftItemFrom: '', instructions: '', now: NOW });
    expect(req.billing).toMatchObject({ method: 'edit', paymentMethod: 'newCreditCard', lastFourDigits: '1111', billingAddress: { firstName: 'Pat', city: 'Seattle', avsStatus: 'NOT_VALIDATED' } });
    expect(req.order).toMatchObject({ paymentMethod: 'newCreditCard', creditCardNumber: '4111111111111111' });
  });

  it('stays set aside through later answers with the same wallet payment and through a reload (the draft)', () => {
    let s = run(cr(initialCheckoutState, { type: 'loaded', order: PAYPAL }), { type: 'walletDropped' });
    s = run(s, { type: 'orderRefreshed', order: PAYPAL }, { type: 'loaded', order: PAYPAL });
    expect(s.walletDropped).toBe(true);
    // A gift card applied meanwhile: its answer carries the server's wallet payment again.
    s = run(s, { type: 'gcSavedToggled', id: 'p1' }, { type: 'walletAnswered', result: { kind: 'ok', order: PAYPAL } });
    expect(s.walletDropped).toBe(true);
    const draft = JSON.parse(JSON.stringify(draftOf(s))) as ReturnType<typeof draftOf>;
    expect(draft.walletDropped).toBe(true);
    expect(cr(initialCheckoutState, { type: 'loaded', order: PAYPAL, draft }).walletDropped).toBe(true);
    expect(cr(initialCheckoutState, { type: 'loaded', order: PAYPAL, draft: { ...draft, walletDropped: false } }).walletDropped).toBe(false);
    expect(cr(initialCheckoutState, { type: 'loaded', order: PAYPAL }).walletDropped).toBe(false);
  });

  it('a new express payment approved and refreshed is shown; one that fails or is cancelled leaves the choice as it was', () => {
    const s = run(cr(initialCheckoutState, { type: 'loaded', order: PAYPAL }), { type: 'walletDropped' });
    expect(run(s, { type: 'expressStarted' }, { type: 'expressFailed', message: '' }).walletDropped).toBe(true);
    expect(run(s, { type: 'expressStarted' }, { type: 'walletAnswered', result: { kind: 'failed', message: 'No.' } }).walletDropped).toBe(true);
    const paid = run(s, { type: 'expressStarted' }, { type: 'loaded', order: GOOGLE }, { type: 'walletAnswered', result: { kind: 'ok', order: null } });
    expect(paid.walletDropped).toBe(false);
    expect(walletPaymentOf(shown(paid))).toEqual({ method: 'express', label: 'Google Pay' });
  });
});
