// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../app';
import { checkoutClient } from '../checkoutClient';
import { inProcessFetch } from '../inProcessFetch';
import { CREDIT_HOLD_PO, FIXTURE_CARDS, PAYMENT_MESSAGES } from './payment';

const P = '/rest/model/atg/commerce/order/purchase';
const DETAILS = `${P}/CheckoutActor/checkoutDetails?howMany=-1&start=0`;
const SHIPPING = `${P}/ShippingActor/applyContactAndDelivery`;
const BILLING = `${P}/BillingActor/applyBilling`;
const SUBMIT = `${P}/CommitOrderActor/commitOrder`;
const CONFIRMATION = `${P}/OrderConfirmationActor/orderDetails`;
const CONF = '/rest/model/atg/rest/SessionConfirmationActor/getSessionConfirmationNumber';

// oxlint-disable-next-line typescript/no-explicit-any -- JSON answers read loosely in assertions
type Json = Record<string, any>;

const ADDRESS = {
  firstName: 'Jordan',
  lastName: 'Reyes',
  companyName: '',
  address1: '350 5th Ave',
  address2: '',
  city: 'New York',
  state: 'NY',
  postalCode: '10118',
  country: 'US',
  phoneNumber: '2125550100',
};
const BILL = { ...ADDRESS, avsStatus: 'NOT_VALIDATED' };
const CARD = {
  paymentMethod: 'newCreditCard',
  creditCardNumber: '4111111111111111',
  cardVerificationNumber: '123',
  expirationMonth: '08',
  expirationYear: '2099',
  cardHolderName: 'Jordan Reyes',
  billingAddress: BILL,
};

async function shopper(signIn?: object) {
  // Every checkout call as the widget's client sends it (Is-Furniture, howMany, start...): see checkoutClient.ts.
  const f = checkoutClient(inProcessFetch(createSimulator({ test: true })));
  const text = await (await f(CONF)).text();
  const conf = /"sessionConfirmationNumber"\s*:\s*(-?\d+)/.exec(text)![1]!;
  const post = async (path: string, body: object, headers: Record<string, string> = {}, dyn: string | null = conf): Promise<{ status: number; body: Json }> => {
    const json = JSON.stringify(body);
    const res = await f(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: dyn === null ? json : json.replace(/^\{/, `{"_dynSessConf":${dyn}${json === '{}' ? '' : ','}`),
    });
    return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? ((await res.json()) as Json) : { text: await res.text() } };
  };
  if (signIn) await post('/rest/__test/session', { signIn }, {}, null);
  await post('/rest/__test/cart', { lines: [{ catalogRefId: 'S1002', quantity: 1 }] }, {}, null);
  const details = async () => ((await (await f(DETAILS)).json()) as Json).checkoutResponse as Json;
  const orders = async () => (await (await f('/rest/__test/orders')).json()) as Json;
  return { f, post, details, orders };
}

async function readyGuest() {
  const sh = await shopper();
  const r = await sh.post(SHIPPING, { ...ADDRESS, email: 'guest@example.com', avsStatus: 'ACCEPTED' });
  expect(r.body.checkoutResponse.checkoutSteps.shippingAddress.readyForSubmit).toBe(true);
  return sh;
}

const EXPRESS = `${P}/PaymentActor/applyExpressPayment`;
const REFRESH = `${P}/CheckoutActor/refreshCheckoutDetails`;

describe('simulator: submit after a wallet payment', () => {
  it('refuses a wallet method while the order carries no wallet payment, then places the order the wallet paid (no card, no billing)', async () => {
    const { post, orders, f } = await readyGuest();
    for (const paymentMethod of ['paypalOption', 'express']) {
      const r = await post(SUBMIT, { paymentMethod, idempotencyKey: `w-${paymentMethod}` });
      expect(r.body.formExceptions[0]).toMatchObject({ propertyPath: 'paymentMethod', errorCode: 'noWalletPayment' });
    }
    expect((await post(EXPRESS, { paymentProvider: 'ApplePay', paymentToken: 'DEMO-TOKEN', payerEmail: 'buyer@example.com' })).body.status).toBe('OK');
    expect((await post(REFRESH, {})).body.checkoutResponse.paymentsInfo.mainPaymentType).toBe('express');
    // The order's wallet is 'express': a PayPal submit is still refused.
    expect((await post(SUBMIT, { paymentMethod: 'paypalOption', idempotencyKey: 'w-3' })).body.formExceptions[0].errorCode).toBe('noWalletPayment');
    const ok = await post(SUBMIT, { paymentMethod: 'express', idempotencyKey: 'w-4' }, { 'Idempotency-Key': 'w-4' });
    expect(ok.body.status).toBe('OK');
    const conf = (await (await f(`${CONFIRMATION}?orderId=${ok.body.details.orderId}`)).json()) as Json;
    expect(conf.order).toMatchObject({ payment: { method: 'express', label: 'Apple Pay' }, billingAddress: null });
    expect(await orders()).toMatchObject({ count: 1 });
  });
});

describe('simulator: payment and submit', () => {
  it('apply billing takes the last four digits and keeps no card data; the order then reads the payment method', async () => {
    const { post, details } = await readyGuest();
    const full = await post(BILLING, { ...CARD, method: 'edit' });
    expect(full.body.formExceptions[0].errorCode).toBe('fullNumber');
    const ok = await post(BILLING, {
      paymentMethod: 'newCreditCard',
      method: 'edit',
      creditCardType: 'Visa',
      lastFourDigits: '1111',
      expirationMonth: '08',
      expirationYear: '2099',
      cardHolderName: 'Jordan Reyes',
      cvv: '123',
      billingAddress: BILL,
    });
    expect(ok.body.status).toBe('OK');
    const r = await details();
    expect(r.paymentsInfo.mainPaymentType).toBe('newCreditCard');
    expect(r.checkoutSteps.paymentMethod.readyForSubmit).toBe(true);
    expect(JSON.stringify(r)).not.toContain('123"');
    const bad = await post(BILLING, {
      paymentMethod: 'newCreditCard',
      creditCardType: 'Visa',
      lastFourDigits: '1111',
      expirationMonth: '13',
      expirationYear: '2099',
      cardHolderName: '',
      cvv: '12',
      billingAddress: { ...BILL, postalCode: '1', avsStatus: 'VALIDATED' },
    });
    expect(bad.body.formExceptions.map((e: Json) => e.propertyPath).sort()).toEqual([
      'billingAddress.avsStatus',
      'billingAddress.postalCode',
      'cardHolderName',
      'cardVerificationNumber',
      'expirationDate',
    ]);
  });

  it('submit places one order per idempotency key: a repeat (double click, retry, replay) answers the first order again', async () => {
    const { post, orders, f } = await readyGuest();
    const key = { 'Idempotency-Key': 'k-1' };
    const [a, b] = await Promise.all([post(SUBMIT, { ...CARD, idempotencyKey: 'k-1' }, key), post(SUBMIT, { ...CARD, idempotencyKey: 'k-1' }, key)]);
    expect(a.body.status).toBe('OK');
    expect(b.body).toEqual(a.body);
    const again = await post(SUBMIT, { ...CARD, idempotencyKey: 'k-1' }, key);
    expect(again.body.details.orderId).toBe(a.body.details.orderId);
    expect(a.body.redirectURL).toBe(`/order-confirmation?orderId=${a.body.details.orderId}`);
    expect(await orders()).toMatchObject({ count: 1, submits: 3 });
    // The confirmation data, masked.
    const conf = (await (await f(`${CONFIRMATION}?orderId=${a.body.details.orderId}`)).json()) as Json;
    expect(conf.order).toMatchObject({ orderId: a.body.details.orderId, email: 'guest@example.com', payment: { label: 'Visa ending in 1111' } });
    expect(JSON.stringify(conf)).not.toContain('4111111111111111');
    // The cart is empty now: another key has nothing to place.
    expect((await post(SUBMIT, { ...CARD, idempotencyKey: 'k-2' })).body.formExceptions[0].errorCode).toBe('emptyCart');
  });

  it('checks the whole order: contact first, then the payment; a declined and an expired fixture card are refused by field', async () => {
    const guest = await shopper();
    expect((await guest.post(SUBMIT, CARD)).body.formExceptions[0]).toMatchObject({ localizedMessage: PAYMENT_MESSAGES.contact });
    const { post, orders } = await readyGuest();
    const declined = await post(SUBMIT, { ...CARD, creditCardNumber: FIXTURE_CARDS.declined });
    expect(declined.body.formExceptions).toEqual([{ propertyPath: 'creditCardNumber', localizedMessage: PAYMENT_MESSAGES.declined, errorCode: 'cardDeclined' }]);
    const expired = await post(SUBMIT, { ...CARD, creditCardNumber: FIXTURE_CARDS.expired });
    expect(expired.body.formExceptions[0]).toMatchObject({ propertyPath: 'expirationDate', localizedMessage: PAYMENT_MESSAGES.expired });
    const amex = await post(SUBMIT, { ...CARD, creditCardNumber: '378282246310005', cardVerificationNumber: '123' });
    expect(amex.body.formExceptions[0].propertyPath).toBe('cardVerificationNumber');
    expect((await post(SUBMIT, { ...CARD, creditCardNumber: '9111111111111111' })).body.formExceptions[0].localizedMessage).toBe(PAYMENT_MESSAGES.cardType);
    expect((await post(SUBMIT, CARD, {}, '1')).status).toBe(409);
    expect((await orders()).count).toBe(0);
  });

  it('a card saved at checkout with saveAsDefault becomes the default card; saved without it, the default stays (checkout spec section 3)', async () => {
    const maria = await shopper({ id: 'pr100001', email: 'teacher@example.com', firstName: 'Maria', lastName: 'Lopez' });
    await maria.post(SHIPPING, { isSelectAddress: true, addressId: 'addr100001' });
    expect((await maria.post(SUBMIT, { ...CARD, creditCardNumber: '5555555555554444', savePayment: true, saveAsDefault: false })).body.status).toBe('OK');
    const kept = (await maria.details()).savedCreditCards as { lastFour: string; isDefault: boolean }[];
    expect(kept.map((c) => [c.lastFour, c.isDefault])).toEqual([
      ['1111', true],
      ['4444', false],
    ]);
    await maria.post('/rest/__test/cart', { lines: [{ catalogRefId: 'S1002', quantity: 1 }] }, {}, null);
    await maria.post(SHIPPING, { isSelectAddress: true, addressId: 'addr100001' });
    expect((await maria.post(SUBMIT, { ...CARD, creditCardNumber: '378282246310005', cardVerificationNumber: '1234', savePayment: true, saveAsDefault: true })).body.status).toBe('OK');
    const cards = (await maria.details()).savedCreditCards as { lastFour: string; isDefault: boolean }[];
    expect(cards.map((c) => [c.lastFour, c.isDefault])).toEqual([
      ['1111', false],
      ['4444', false],
      ['0005', true],
    ]);
  });

  it('a signed-in shopper sees saved cards masked and pays with one; a school account pays on account, tax exempt', async () => {
    const maria = await shopper({ id: 'pr100001', email: 'teacher@example.com', firstName: 'Maria', lastName: 'Lopez' });
    const r = await maria.details();
    expect(r.savedCreditCards).toEqual([{ id: 'card100001', creditCardType: 'Visa', lastFour: '1111', expirationMonth: '08', expirationYear: '2029', cardHolderName: 'Maria Lopez', isDefault: true }]);
    expect(r.payOnAccount).toBeNull();
    await maria.post(SHIPPING, { isSelectAddress: true, addressId: 'addr100001' });
    const paid = await maria.post(SUBMIT, { paymentMethod: 'existingCreditCard', repositoryId: 'card100001', cardVerificationNumber: '321', billingAddress: BILL });
    expect(paid.body.confirmationMessage.order.payment.label).toBe('Visa ending in 1111');

    const linda = await shopper({ id: 'pr100003', email: 'school@example.com', firstName: 'Linda', lastName: 'Nguyen' });
    const lr = await linda.details();
    expect(lr.payOnAccount).toEqual({ companyName: 'Lincoln Unified School District', accountNumber: 'LL-ACCT-204815', ownerId: 'pr100003' });
    expect(lr.taxExemptOpted).toBe(true);
    await linda.post(SHIPPING, { isSelectAddress: true, addressId: 'addr100003' });
    const noPo = await linda.post(SUBMIT, { paymentMethod: 'onAccount', companyName: 'Lincoln Unified School District', poNumber: '', billingAddress: BILL });
    expect(noPo.body.formExceptions[0].propertyPath).toBe('poNumber');
    const hold = await linda.post(SUBMIT, { paymentMethod: 'onAccount', companyName: 'Lincoln Unified School District', poNumber: CREDIT_HOLD_PO, billingAddress: BILL });
    expect(hold.body.formExceptions[0]).toMatchObject({ propertyPath: '', errorCode: 'creditHold' });
    const ok = await linda.post(SUBMIT, { paymentMethod: 'onAccount', companyName: 'Lincoln Unified School District', poNumber: 'PO-2026-0042', billingAddress: BILL });
    expect(ok.body.confirmationMessage.order).toMatchObject({ payment: { label: 'Pay on account, PO PO-2026-0042' }, taxExempt: true, tax: 0 });
    // A guest may not pay on account.
    const { post } = await readyGuest();
    expect((await post(SUBMIT, { paymentMethod: 'onAccount', companyName: 'X', poNumber: '1', billingAddress: BILL })).body.formExceptions[0].errorCode).toBe('noAccount');
  });
});
