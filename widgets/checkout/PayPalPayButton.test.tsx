import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../src/stores';
import { createModel } from '../../src/platform/createModel';
import { checkoutCalls } from './calls';
import { checkoutPorts, checkoutStep, type CheckoutCalls, type WalletAnswer } from './model';
import { CHECKOUT_MESSAGES } from './messages';
import { initialCheckoutState } from './state';
import { toOrder, type Order } from './order';
import { PayPalPayButton } from './PayPalPayButton';

// The view and the checkout's model over the page's calls, with the wallet's calls and the refresh stood in: the
// calls themselves run against the simulator in calls/wallet.test.ts (their bodies' howMany, start and profileId)
// and the simulator's checkoutPayments.test.ts, the model's transitions in wallet.test.ts, and end to end in
// checkout-wallets.spec.ts.
const calls: { target: string; body: unknown }[] = [];
const answers: Record<string, WalletAnswer | undefined> = { applyPayPal: { payPalToken: 'EC-1' }, expressCheckout: { status: 'OK' } };
const paid = toOrder({
  orderId: 'o9',
  commerceItems: [{ commerceItemId: 'c', quantity: 1 }],
  paymentsInfo: { mainPaymentType: 'paypalOption' },
  mainPaymentGroup: { paymentProvider: 'PayPal' },
  orderSummary: { displayTotal: 5 },
})!;
const standIn: CheckoutCalls = {
  ...checkoutCalls,
  wallet: ({ call, body }) => (calls.push({ target: call, body }), Promise.resolve(answers[call] ?? 'down')),
  call: ({ target }) => (calls.push({ target, body: null }), Promise.resolve({ kind: 'ok', order: paid })),
};

/** The checkout's model with the order loaded, as Checkout.tsx runs it. */
function modelOf(order: Order) {
  const model = createModel(checkoutStep, { state: initialCheckoutState }, checkoutPorts(standIn));
  model.start();
  model.dispatch({ type: 'loaded', order });
  return model;
}

type Opts = { createOrder(): Promise<string>; onApprove(d: { orderID: string; payerID: string }): Promise<void>; onError?(e: unknown): void };
let opts: Opts | null = null;
// The DOM test files share their worker's stores: a cart id left by another file's checkout would be the one sent.
beforeEach(() => resetSession());
afterEach(() => {
  calls.length = 0;
  opts = null;
  delete (window as { paypal?: unknown }).paypal;
});

describe('PayPalPayButton (paypalOption in place of Submit Order)', () => {
  it('renders the wallet button; approval runs Apply PayPal from checkout, Express checkout, the refresh, then onApproved', async () => {
    (window as { paypal?: unknown }).paypal = {
      Buttons: (o: Opts) => ((opts = o), { render: (el: HTMLElement) => (el.append(Object.assign(document.createElement('button'), { textContent: 'PayPal' })), Promise.resolve()) }),
    };
    const order = toOrder({ orderId: 'o9', shipToRegistry: true, commerceItems: [{ commerceItemId: 'c', quantity: 1 }], orderSummary: { displayTotal: 5 } })!;
    const model = modelOf(order);
    const onApproved = vi.fn();
    render(<PayPalPayButton s={model.get()} dispatch={model.dispatch} model={model} m={CHECKOUT_MESSAGES} onApproved={onApproved} />);
    expect(await screen.findByRole('button', { name: 'PayPal' })).toBeVisible();
    await act(async () => expect(await opts!.createOrder()).toBe('EC-1'));
    expect(calls[0]).toEqual({ target: 'applyPayPal', body: { isPaypalFromCheckout: true, useRegistryAddress: true } });
    await act(() => opts!.onApprove({ orderID: 'EC-1', payerID: 'P1' }));
    expect(calls.map((c) => c.target)).toEqual(['applyPayPal', 'expressCheckout', 'refreshExpress']);
    expect(calls.find((c) => c.target === 'expressCheckout')!.body).toEqual({ cartId: 'o9', token: 'EC-1', PayerId: 'P1' });
    // The refreshed details are the order now (read as on load); the payment is no longer on its way.
    expect(model.get()).toMatchObject({ order: paid, wallet: { busy: null, expressError: null } });
    expect(onApproved).toHaveBeenCalledOnce();
  });

  it('a refused light call is logged, shown as the payment solution error and rethrown to the wallet', async () => {
    (window as { paypal?: unknown }).paypal = { Buttons: (o: Opts) => ((opts = o), { render: () => Promise.resolve() }) };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    answers.applyPayPal = undefined;
    const order = toOrder({ orderId: 'o9', commerceItems: [{ commerceItemId: 'c', quantity: 1 }] })!;
    const model = modelOf(order);
    render(<PayPalPayButton s={model.get()} dispatch={model.dispatch} model={model} m={CHECKOUT_MESSAGES} />);
    await waitFor(() => expect(opts).not.toBeNull());
    await expect(opts!.createOrder()).rejects.toThrow();
    expect(model.get().wallet.expressError).toBe('We could not complete your payment with PayPal. Please try again or choose another payment method.');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
