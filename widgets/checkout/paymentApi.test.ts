// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSimulatorControl } from '../../demo-site/simulator/session';
import { simulatorBrowser } from '../../tests/simulatorBrowser';
import { applyContactAndDelivery } from './api';
import { newIdempotencyKey, submitOrder } from './paymentApi';

const m = { timeout: 'slow', unavailable: 'down' };
const SUBMIT = '/rest/model/atg/commerce/order/purchase/CommitOrderActor/commitOrder';
const ADDRESS = { country: 'US', firstName: 'Jordan', lastName: 'Reyes', companyName: '', attention: '', address1: '350 5th Ave', address2: '', city: 'New York', state: 'NY', postalCode: '10118', phoneNumber: '2125550100' };
const BILL = { ...ADDRESS, avsStatus: 'NOT_VALIDATED' };
const BILLING = { method: 'edit', paymentMethod: 'newCreditCard', creditCardType: 'Visa', lastFourDigits: '1111', expirationMonth: '08', expirationYear: '2099', cardHolderName: 'Jordan Reyes', cvv: '123', billingAddress: BILL };
const ORDER = { instructions: '', giftItemFrom: '', paymentMethod: 'newCreditCard', creditCardNumber: '4111111111111111', cardVerificationNumber: '123', expirationMonth: '08', expirationYear: '2099', cardHolderName: 'Jordan Reyes', billingAddress: BILL };

const t = simulatorBrowser('/checkout-page');
beforeEach(async () => {
  await t.fillCart([{ catalogRefId: 'S1002', quantity: 1 }]);
  expect((await applyContactAndDelivery({ email: 'a@example.com', emailOptIn: false, userShopFor: 'all', address: ADDRESS, avsStatus: 'ACCEPTED' }, m)).kind).toBe('ok');
});

const orders = async () => (await (await t.browser('/rest/__test/orders')).json()) as { count: number; submits: number };

describe('submit calls against the simulator', () => {
  it('apply billing, then submit with the idempotency key; the same key again answers the same order', async () => {
    const key = newIdempotencyKey();
    const a = await submitOrder(BILLING, ORDER, key, m);
    expect(a).toMatchObject({ kind: 'ok', redirectURL: expect.stringMatching(/^\/order-confirmation\?orderId=/) });
    const b = await submitOrder(null, ORDER, key, m);
    expect(b.kind === 'ok' && a.kind === 'ok' && b.orderId === a.orderId).toBe(true);
    expect(await orders()).toMatchObject({ count: 1, submits: 2 });
    expect(t.browser.log.filter((l) => l.includes('applyBilling'))).toHaveLength(1);
  });

  it('a 409 is replayed once with a fresh number: one order', async () => {
    getSimulatorControl(t.sim).faults.add({ path: SUBMIT, status: 409, times: 1 });
    expect((await submitOrder(BILLING, ORDER, newIdempotencyKey(), m)).kind).toBe('ok');
    expect((await orders()).count).toBe(1);
  });

  it('form errors come back by field; other failures are logged without the payload and say what to do', async () => {
    const e = await submitOrder(null, { ...ORDER, creditCardNumber: '4000000000000002' }, newIdempotencyKey(), m);
    expect(e).toMatchObject({ kind: 'formError', fieldErrors: { creditCardNumber: expect.stringContaining('declined') } });
    getSimulatorControl(t.sim).faults.add({ path: SUBMIT, status: 500, times: 1 });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await submitOrder(null, ORDER, newIdempotencyKey(), m)).toEqual({ kind: 'failed', message: 'down' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(log.mock.calls)).not.toContain('4111111111111111');
    expect((await orders()).count).toBe(0);
  });
});
