// @vitest-environment node
/**
 * Express checkout's calls through checkoutStep with fake calls (createModel + fakePorts): no React, no wallet and
 * no mock of ./api. What ExpressWallets.tsx asks for (walletCall) and what it waits on (wallet.reply, wallet.busy):
 * Apply PayPal from checkout, the wallet's approval (Express checkout), the phone-maker's merchant validation and
 * payment, browser pay, the refresh of the checkout details after an express payment (checkout spec section 7), the
 * payment solution error message of a failure (section 8, logged too: storefront spec section 8), and that an
 * answer after a cancel or a newer call is not heard (newest wins).
 */
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { checkoutStep, type CheckoutCalls, type WalletAsk } from './model';
import { initialCheckoutState } from './state';
import { openOrder, step } from './orderFixture';
import type { Order } from './order';

const failed = (provider: string) => `We could not complete your payment with ${provider}. Please try again or choose another payment method.`;
const PAYER = {
  email: 'payer@example.com',
  shippingAddress: { id: 'pa', firstName: 'Pat', lastName: 'Payer', address1: '1 Main St', city: 'Carson', state: 'CA', postalCode: '90745', country: 'US', phoneNumber: '3105550100' },
};
/** The checkout details after an express payment: the wallet's payment, the payer's email and address. */
const refreshed = (provider: string): Order =>
  openOrder({
    ...PAYER,
    checkoutSteps: { shippingAddress: step(true), shippingMethod: step(true), paymentMethod: step(true), emailRegister: step(true) },
    paymentsInfo: { mainPaymentType: provider === 'PayPal' ? 'paypalOption' : 'express' },
    mainPaymentGroup: { paymentProvider: provider },
  });

/** The asks of ExpressWallets.tsx (the bodies before howMany and start, which the call adds). */
const ask = {
  order: (useRegistryAddress?: true): Omit<WalletAsk, 'type'> => ({
    call: 'applyPayPal',
    body: { isPaypalFromCheckout: true, ...(useRegistryAddress ? { useRegistryAddress } : {}) },
    want: 'payPalToken',
    fail: failed('PayPal'),
  }),
  approve: (): Omit<WalletAsk, 'type'> => ({ call: 'expressCheckout', body: { cartId: 'o1', token: 'EC-1', PayerId: 'P1' }, want: 'status', fail: failed('PayPal') }),
  validate: (): Omit<WalletAsk, 'type'> => ({
    call: 'expressPayment',
    body: { paymentProvider: 'ApplePay', validationURL: 'https://apple-pay.example/validate' },
    want: 'merchantSession',
    fail: failed('Apple Pay'),
  }),
  pay: (provider: 'ApplePay' | 'GooglePay'): Omit<WalletAsk, 'type'> => ({
    call: 'expressPayment',
    body: { paymentProvider: provider, paymentToken: 'TOKEN', payerEmail: 'sheet@example.com' },
    want: 'status',
    fail: failed(provider === 'ApplePay' ? 'Apple Pay' : 'Google Pay'),
  }),
};

function setup() {
  const f = fakePorts<CheckoutCalls>();
  const model = createModel(checkoutStep, { state: initialCheckoutState }, f.ports);
  model.start();
  model.dispatch({ type: 'loaded', order: openOrder() });
  const call = (a: Omit<WalletAsk, 'type'>) => model.dispatch({ type: 'walletCall', ...a });
  /** The wallet calls made (call and body) and the refreshes. */
  const sent = () =>
    f.calls.filter((c) => c.call === 'wallet' || c.call === 'call').map((c) => (c.call === 'wallet' ? { call: (c.input as WalletAsk).call, body: (c.input as WalletAsk).body } : c.input));
  /** What was logged: the call and its answer. */
  const logged = () => f.calls.filter((c) => c.call === 'walletFailed').map((c) => c.input);
  return { f, s: model.get, d: model.dispatch, call, sent, logged };
}

describe('PayPal: Apply PayPal from checkout (createOrder)', () => {
  it('asks once an express payment is on; the token it answers is what the wallet waits for', async () => {
    const { f, s, d, call, sent, logged } = setup();
    d({ type: 'expressStarted' });
    call(ask.order(true));
    expect(sent()).toEqual([{ call: 'applyPayPal', body: { isPaypalFromCheckout: true, useRegistryAddress: true } }]);
    expect(s().wallet).toMatchObject({ busy: 'express', reply: undefined, expressError: null });
    await f.next('wallet').answer({ payPalToken: 'EC-1' });
    // The payment is still on: the wallet's window is open.
    expect(s().wallet).toMatchObject({ busy: 'express', reply: 'EC-1', expressError: null });
    expect(logged()).toEqual([]);
  });

  it('an answer without a token fails: the payment solution error shows, the answer is logged, the payment is over', async () => {
    const { f, s, d, call, logged } = setup();
    d({ type: 'expressStarted' });
    call(ask.order());
    await f.next('wallet').answer({ payPalToken: null });
    expect(s().wallet).toMatchObject({ busy: null, reply: null, expressError: failed('PayPal') });
    expect(logged()).toEqual([['applyPayPal', { payPalToken: null }]]);
  });

  it('a call that fails (its message) fails the same way', async () => {
    const { f, s, d, call, logged } = setup();
    d({ type: 'expressStarted' });
    call(ask.order());
    await f.next('wallet').answer('The service is not available.');
    expect(s().wallet).toMatchObject({ busy: null, reply: null, expressError: failed('PayPal') });
    expect(logged()).toEqual([['applyPayPal', 'The service is not available.']]);
  });

  it('no call goes out outside an express payment, nor while a gift card call is out (one wallet call at a time)', () => {
    const { s, d, call, sent } = setup();
    call(ask.order());
    d({ type: 'gcSavedToggled', id: 'g1' });
    d({ type: 'expressStarted' });
    call(ask.order());
    expect(sent()).toEqual([{ target: 'applyGiftCard', body: { savedGiftcardId: 'g1' } }]);
    expect(s().wallet.busy).toBe('savedGiftCard');
  });
});

describe('PayPal: the approval (onApprove), then the refresh', () => {
  it('Express checkout answering OK refreshes the checkout details; their order is read as on load, and the payment is done', async () => {
    const { f, s, d, call, sent } = setup();
    d({ type: 'expressStarted' });
    call(ask.order());
    await f.next('wallet').answer({ payPalToken: 'EC-1' });
    call(ask.approve());
    await f.next('wallet').answer({ status: 'OK' });
    expect(sent().slice(1)).toEqual([
      { call: 'expressCheckout', body: { cartId: 'o1', token: 'EC-1', PayerId: 'P1' } },
      { target: 'refreshExpress', body: {} },
    ]);
    expect(s().wallet.busy).toBe('express');
    const paid = refreshed('PayPal');
    await f.next('call').answer({ kind: 'ok', order: paid });
    // The payer's email and address filled contact and delivery, which is complete now (collapsed).
    expect(s()).toMatchObject({ order: paid, email: 'payer@example.com', contactOpen: false, wallet: { busy: null, reply: true, expressError: null } });
    expect(f.stored.at(-1)?.[1]).toMatchObject({ email: 'payer@example.com', contactOpen: false });
  });

  it('an answer other than OK is the payment solution error, with no refresh; so is a failed refresh', async () => {
    for (const [answer, refresh] of [
      [{ status: 'ERROR' }, null],
      ['Server error', null],
      [{ status: 'OK' }, { kind: 'failed', message: 'down' }],
      [{ status: 'OK' }, { kind: 'ok', order: null }],
    ] as const) {
      const { f, s, d, call, sent } = setup();
      d({ type: 'expressStarted' });
      call(ask.approve());
      await f.next('wallet').answer(answer);
      if (refresh) await f.next('call').answer(refresh);
      else expect(sent()).toHaveLength(1);
      expect(s().wallet).toMatchObject({ busy: null, reply: null, expressError: failed('PayPal') });
      expect(s().order).toEqual(openOrder());
    }
  });
});

describe('the phone-maker pay service (Apple Pay)', () => {
  it('merchant validation answers the merchant session; the payment answering OK is true, then the details are refreshed', async () => {
    const { f, s, d, call, sent } = setup();
    d({ type: 'expressStarted' });
    call(ask.validate());
    expect(sent()).toEqual([{ call: 'expressPayment', body: { paymentProvider: 'ApplePay', validationURL: 'https://apple-pay.example/validate' } }]);
    await f.next('wallet').answer({ merchantSession: { id: 'ms-1' } });
    expect(s().wallet.reply).toEqual({ id: 'ms-1' });
    call(ask.pay('ApplePay'));
    expect(s().wallet.reply).toBeUndefined();
    await f.next('wallet').answer({ status: 'OK' });
    expect(s().wallet).toMatchObject({ busy: 'express', reply: true });
    expect(sent()[2]).toEqual({ target: 'refreshExpress', body: {} });
    await f.next('call').answer({ kind: 'ok', order: refreshed('ApplePay') });
    expect(s().wallet).toMatchObject({ busy: null, reply: true, expressError: null });
  });

  it('a validation without a merchant session, or a declined payment, is the payment solution error (logged)', async () => {
    const a = setup();
    a.d({ type: 'expressStarted' });
    a.call(ask.validate());
    await a.f.next('wallet').answer({ status: 'OK' });
    expect(a.s().wallet).toMatchObject({ busy: null, reply: null, expressError: failed('Apple Pay') });
    const b = setup();
    b.d({ type: 'expressStarted' });
    b.call(ask.pay('ApplePay'));
    await b.f.next('wallet').answer({ status: 'DECLINED' });
    expect(b.s().wallet).toMatchObject({ busy: null, reply: null, expressError: failed('Apple Pay') });
    expect(b.sent()).toHaveLength(1);
    expect(b.logged()).toEqual([['expressPayment', { status: 'DECLINED' }]]);
  });
});

describe('browser pay (Google Pay)', () => {
  it('a payment answering OK refreshes the details', async () => {
    const { f, s, d, call, sent } = setup();
    d({ type: 'expressStarted' });
    call(ask.pay('GooglePay'));
    await f.next('wallet').answer({ status: 'OK' });
    await f.next('call').answer({ kind: 'ok', order: refreshed('GooglePay') });
    expect(sent()).toEqual([
      { call: 'expressPayment', body: { paymentProvider: 'GooglePay', paymentToken: 'TOKEN', payerEmail: 'sheet@example.com' } },
      { target: 'refreshExpress', body: {} },
    ]);
    expect(s()).toMatchObject({ email: 'payer@example.com', wallet: { busy: null, reply: true, expressError: null } });
  });

  it('a declined payment is the payment solution error', async () => {
    const { f, s, d, call } = setup();
    d({ type: 'expressStarted' });
    call(ask.pay('GooglePay'));
    await f.next('wallet').answer({ status: 'DECLINED' });
    expect(s().wallet).toMatchObject({ busy: null, reply: null, expressError: failed('Google Pay') });
  });

  it('closing the sheet (the view turns AbortError into an empty message) is no failure: nothing is sent, nothing shows', () => {
    const { s, d, sent, logged } = setup();
    d({ type: 'expressStarted' });
    d({ type: 'expressFailed', message: '' });
    expect(s().wallet).toMatchObject({ busy: null, reply: null, expressError: '' });
    expect(sent()).toEqual([]);
    expect(logged()).toEqual([]);
  });
});

describe('races: the newest express call wins', () => {
  it('an answer after the shopper cancelled is not heard, nor after a newer attempt; the newer one is', async () => {
    const { f, s, d, call } = setup();
    d({ type: 'expressStarted' });
    call(ask.validate());
    const old = f.next('wallet');
    // The sheet is closed while the validation is on its way; the shopper starts again.
    d({ type: 'expressFailed', message: '' });
    expect(old.signal.aborted).toBe(true);
    d({ type: 'expressStarted' });
    call(ask.validate());
    const newer = f.pending.at(-1)!;
    await old.answer({ merchantSession: 'OLD' });
    expect(s().wallet).toMatchObject({ busy: 'express', reply: undefined });
    await newer.answer({ merchantSession: 'NEW' });
    expect(s().wallet.reply).toBe('NEW');
  });

  it('a second call while one is out replaces it: the first one answering late (declined) changes nothing', async () => {
    const { f, s, d, call, sent, logged } = setup();
    d({ type: 'expressStarted' });
    call(ask.pay('GooglePay'));
    call(ask.pay('GooglePay'));
    const [first, second] = f.pending.filter((p) => p.call === 'wallet');
    expect(first!.signal.aborted).toBe(true);
    await second!.answer({ status: 'OK' });
    await first!.answer({ status: 'DECLINED' });
    expect(s().wallet).toMatchObject({ busy: 'express', reply: true, expressError: null });
    expect(logged()).toEqual([]);
    expect(sent().at(-1)).toEqual({ target: 'refreshExpress', body: {} });
  });

  it('a refresh that answers after a cancel is not heard', async () => {
    const { f, s, d, call } = setup();
    d({ type: 'expressStarted' });
    call(ask.pay('GooglePay'));
    await f.next('wallet').answer({ status: 'OK' });
    d({ type: 'expressFailed', message: '' });
    await f.next('call').answer({ kind: 'ok', order: refreshed('GooglePay') });
    expect(s().order).toEqual(openOrder());
    expect(s().wallet).toMatchObject({ busy: null, reply: null });
  });
});
