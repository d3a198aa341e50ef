// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSimulatorControl } from '../../../demo-site/simulator/session';
import { simulatorBrowser } from '../../../tests/simulatorBrowser';
import { applyContactAndDelivery } from './sections';
import { confirmationUrl, newIdempotencyKey, placedOrderOf, submitOrder } from './submit';

const m = { timeout: 'slow', unavailable: 'down', uncertain: 'maybe placed' };
const SUBMIT = '/rest/model/atg/commerce/order/purchase/CommitOrderActor/commitOrder';
const ADDRESS = {
  country: 'US',
  firstName: 'Jordan',
  lastName: 'Reyes',
  companyName: '',
  attention: '',
  address1: '350 5th Ave',
  address2: '',
  city: 'New York',
  state: 'NY',
  postalCode: '10118',
  phoneNumber: '2125550100',
};
const BILL = { ...ADDRESS, avsStatus: 'NOT_VALIDATED' };
const BILLING = {
  method: 'edit',
  paymentMethod: 'newCreditCard',
  creditCardType: 'Visa',
  lastFourDigits: '1111',
  expirationMonth: '08',
  expirationYear: '2099',
  cardHolderName: 'Jordan Reyes',
  cvv: '123',
  billingAddress: BILL,
};
const ORDER = {
  instructions: '',
  giftItemFrom: '',
  paymentMethod: 'newCreditCard',
  creditCardNumber: '4111111111111111',
  cardVerificationNumber: '123',
  expirationMonth: '08',
  expirationYear: '2099',
  cardHolderName: 'Jordan Reyes',
  billingAddress: BILL,
};

const t = simulatorBrowser('/checkout-page');
beforeEach(async () => {
  await t.fillCart([{ catalogRefId: 'S1002', quantity: 1 }]);
  expect((await applyContactAndDelivery({ email: 'a@example.com', emailOptIn: false, userShopFor: 'all', isGuestCheckout: true, address: ADDRESS, avsStatus: 'ACCEPTED' }, m)).kind).toBe('ok');
});

const orders = async () => (await (await t.browser('/rest/__test/orders')).json()) as { count: number; submits: number };

describe('submit calls against the simulator', () => {
  it('apply billing, then submit with the idempotency key; the same key again answers the same order', async () => {
    const key = newIdempotencyKey();
    const a = await submitOrder(BILLING, ORDER, key, m);
    expect(a).toMatchObject({ kind: 'ok', redirectURL: expect.stringMatching(/^\/order-confirmation\?orderId=/) });
    const b = await submitOrder(null, ORDER, key, m);
    expect(b.kind === 'ok' && a.kind === 'ok' && b.order.orderId === a.order.orderId).toBe(true);
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
    getSimulatorControl(t.sim).faults.add({ path: SUBMIT, status: 400, times: 1 });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await submitOrder(null, ORDER, newIdempotencyKey(), m)).toEqual({ kind: 'failed', message: 'down' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(log.mock.calls)).not.toContain('4111111111111111');
    expect((await orders()).count).toBe(0);
  });
});

describe("apply billing's answer (checkout spec section 7: status, checkoutResponse, formError, formExceptions)", () => {
  const BILLING_PATH = '/rest/model/atg/commerce/order/purchase/BillingActor/applyBilling';
  /** This browser, with apply billing's answer replaced by `body` (the rest of the contract as the simulator speaks it). */
  const answeringBilling = (body: unknown) =>
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await t.browser(input, init);
      return String(input instanceof Request ? input.url : input).includes(BILLING_PATH) ? new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }) : res;
    });

  it('a status other than OK, without form errors, is a refusal: nothing is submitted, the shopper is told', async () => {
    answeringBilling({ status: 'ERROR' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await submitOrder(BILLING, ORDER, newIdempotencyKey(), m)).toEqual({ kind: 'failed', message: 'down' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(await orders()).toMatchObject({ count: 0, submits: 0 });
  });

  it('its checkout response is read: a refused submit comes back with the order as apply billing left it', async () => {
    answeringBilling({ status: 'OK', checkoutResponse: { orderId: 'o9', commerceItems: [{ commerceItemId: 'c1', quantity: 1, priceInfo: { amount: 12 } }], orderSummary: { displayTotal: 20.5 } } });
    const r = await submitOrder(BILLING, { ...ORDER, creditCardNumber: '4000000000000002' }, newIdempotencyKey(), m);
    expect(r.kind).toBe('formError');
    expect(r.kind !== 'ok' && r.billed?.summary.displayTotal).toBe(20.5);
  });
});

describe('the confirmation address', () => {
  const ORIGIN = 'https://shop.example';
  it.each([
    ['/order-confirmation?orderId=o1', 'school', '/order-confirmation?orderId=o1'],
    ['/order-confirmation?orderId=o1', 'furniture', '/furniture/order-confirmation?orderId=o1'],
    ['/furniture/order-confirmation?orderId=o1', 'furniture', '/furniture/order-confirmation?orderId=o1'],
    // An absolute address on the page's own origin is followed by its path (the furniture rewrite still applies).
    [`${ORIGIN}/order-confirmation?orderId=o1`, 'school', '/order-confirmation?orderId=o1'],
    [`${ORIGIN}/order-confirmation?orderId=o1`, 'furniture', '/furniture/order-confirmation?orderId=o1'],
    ['//evil.example/x', 'school', null],
    ['/.//evil.example/x', 'school', null],
    ['/.//evil.example/x', 'furniture', null],
    ['https://evil.example/x', 'school', null],
    ['javascript:alert(1)', 'school', null],
    ['', 'school', null],
  ] as const)('%j on the %s site -> %j', (url, site, out) => {
    expect(confirmationUrl(url, site, ORIGIN)).toBe(out);
  });
});

describe('a placed order whose answer cannot be followed, or that got no answer', () => {
  const control = (body: object) => t.browser('/rest/__test/orders', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('an off-site confirmation address still comes back as the placed order, with what the answer says about it', async () => {
    await control({ redirectURL: '/.//evil.example/x' });
    const r = await submitOrder(BILLING, ORDER, newIdempotencyKey(), m);
    expect(r).toMatchObject({ kind: 'ok', redirectURL: '/.//evil.example/x', order: { orderId: expect.any(String), email: 'a@example.com', items: [{ quantity: 1 }] } });
    expect(r.kind === 'ok' && confirmationUrl(r.redirectURL, 'school', 'http://127.0.0.1')).toBeNull();
    expect((await orders()).count).toBe(1);
  });

  it('an absolute confirmation address on this origin comes back to be followed by its path', async () => {
    await control({ redirectURL: 'http://127.0.0.1/order-confirmation?orderId={orderId}' });
    const r = await submitOrder(BILLING, ORDER, newIdempotencyKey(), m);
    if (r.kind !== 'ok') throw new Error(`not placed: ${r.kind}`);
    expect(confirmationUrl(r.redirectURL, 'school', 'http://127.0.0.1')).toBe(`/order-confirmation?orderId=${r.order.orderId}`);
  });

  it('a submit with no answer (5xx, dropped) says the order may have been placed; the retry with the same key answers it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const key = newIdempotencyKey();
    getSimulatorControl(t.sim).faults.add({ path: SUBMIT, status: 504, times: 1 });
    // Apply billing went through before: the order it described comes back with the failure.
    expect(await submitOrder(BILLING, ORDER, key, m)).toMatchObject({ kind: 'failed', message: 'maybe placed', billed: { orderId: expect.any(String) } });
    getSimulatorControl(t.sim).faults.add({ path: SUBMIT, drop: true, times: 1 });
    expect(await submitOrder(null, ORDER, key, m)).toEqual({ kind: 'failed', message: 'maybe placed' });
    expect((await submitOrder(null, ORDER, key, m)).kind).toBe('ok');
    expect((await orders()).count).toBe(1);
  });

  it('a failed apply billing (before any submit) is a plain failure: nothing can have been placed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getSimulatorControl(t.sim).faults.add({ path: '/rest/model/atg/commerce/order/purchase/BillingActor/applyBilling', drop: true, times: 1 });
    expect(await submitOrder(BILLING, ORDER, newIdempotencyKey(), m)).toEqual({ kind: 'failed', message: 'down' });
    expect(await orders()).toMatchObject({ count: 0, submits: 0 });
  });

  it('the confirmation shown in place takes only well-formed parts of the answer', () => {
    expect(placedOrderOf('o1', { email: 'a@example.com', total: 12.5, items: [{ name: 'Glue', quantity: 2, sku: 'S1' }] })).toEqual({
      orderId: 'o1',
      email: 'a@example.com',
      total: 12.5,
      items: [{ name: 'Glue', quantity: 2 }],
    });
    expect(placedOrderOf('o1', { email: 3, items: 'x' })).toEqual({ orderId: 'o1', email: '', total: null, items: [] });
    expect(placedOrderOf('o1', undefined)).toEqual({ orderId: 'o1', email: '', total: null, items: [] });
  });
});
