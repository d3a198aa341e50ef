// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../app';
import { checkoutClient } from '../checkoutClient';
import { inProcessFetch } from '../inProcessFetch';
import { WALLET_MESSAGES } from './checkoutPayments';

const P = '/rest/model/atg/commerce/order/purchase';
const DETAILS = `${P}/CheckoutActor/checkoutDetails?howMany=-1&start=0`;
const APPLY_GC = `${P}/PaymentActor/applyGiftCard`;
const REMOVE_GC = `${P}/PaymentActor/removeGiftCard`;
const APPLY_REWARDS = `${P}/PaymentActor/applyRewards`;
const REMOVE_REWARDS = `${P}/PaymentActor/removeRewards`;
const EXPRESS = `${P}/PaymentActor/applyExpressPayment`;
const REFRESH = `${P}/CheckoutActor/refreshCheckoutDetails`;
const PAYPAL = `${P}/PurchaseActor/applyPayPalLight`;
const DO_EXPRESS = `${P}/PurchaseActor/doExpressCheckout`;
const CONF = '/rest/model/atg/rest/SessionConfirmationActor/getSessionConfirmationNumber';

// oxlint-disable-next-line typescript/no-explicit-any -- JSON answers read loosely in assertions
type Json = Record<string, any>;

const MARIA = { id: 'pr100001', email: 'teacher@example.com', firstName: 'Maria', lastName: 'Lopez' };

async function shopper(lines: object[], who?: object) {
  // Every checkout call as the widget's client sends it (Is-Furniture, howMany, start...): see checkoutClient.ts.
  const f = checkoutClient(inProcessFetch(createSimulator({ test: true })));
  const text = await (await f(CONF)).text();
  const conf = /"sessionConfirmationNumber"\s*:\s*(-?\d+)/.exec(text)![1]!;
  const post = async (path: string, body: object, dyn: string | null = conf): Promise<Json> => {
    const res = await f(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body)
        .replace(/^\{/, dyn === null ? '{' : `{"_dynSessConf":${dyn},`)
        .replace(',}', '}'),
    });
    return (await res.json()) as Json;
  };
  if (who) await post('/rest/__test/session', { signIn: who }, null);
  await post('/rest/__test/cart', { lines }, null);
  const details = async () => ((await (await f(DETAILS)).json()) as Json).checkoutResponse as Json;
  return { f, post, details };
}

const SHIP = { catalogRefId: 'S1002', quantity: 1 }; // $27.99
const MANY = { catalogRefId: 'S1002', quantity: 10 }; // $279.90

describe('simulator: checkout gift cards', () => {
  it('applies a fixture card by number and authorization; it covers the order: displayTotal 0, no extra payment', async () => {
    const { post, details } = await shopper([SHIP]);
    const r = await post(APPLY_GC, { gcNumber: '6006492222222222', gcAuthNumber: '5678', addGiftCard: true });
    expect(r.status).toBe('OK');
    const o = r.checkoutResponse as Json;
    expect(o.orderSummary.displayTotal).toBe(0);
    expect(o.orderSummary.giftCertificateAmount).toBe(o.orderSummary.orderTotal);
    expect(o.additionalPaymentRequired).toBe(false);
    expect(o.appliedGiftCards).toEqual([{ id: 'gc-2222', giftCardNumber: '6006492222222222', balance: 150, amount: o.orderSummary.orderTotal }]);
    expect((await details()).checkoutSteps.paymentMethod.readyForSubmit).toBe(true);
  });

  it('a card smaller than the order leaves the rest to pay', async () => {
    const { post } = await shopper([MANY]);
    const o = (await post(APPLY_GC, { gcNumber: '6006491111111111', gcAuthNumber: '1234', addGiftCard: true })).checkoutResponse as Json;
    expect(o.orderSummary.giftCertificateAmount).toBe(25);
    expect(o.additionalPaymentRequired).toBe(true);
    expect(o.appliedGiftCards[0].amount).toBe(25);
  });

  it('answers field errors: missing, pattern, wrong pair (both fields), already applied; and locks after 5 wrong pairs', async () => {
    const { post } = await shopper([MANY]);
    const missing = await post(APPLY_GC, { gcNumber: '', gcAuthNumber: '', addGiftCard: true });
    expect(missing.formExceptions).toEqual([
      { propertyPath: 'gcNumber', localizedMessage: 'Please enter gift card #.', errorCode: 'missingRequiredValue' },
      { propertyPath: 'gcAuthNumber', localizedMessage: 'Please enter the auth #.', errorCode: 'missingRequiredValue' },
    ]);
    const pattern = await post(APPLY_GC, { gcNumber: '12345', gcAuthNumber: '12a', addGiftCard: true });
    expect(pattern.formExceptions.map((e: Json) => e.errorCode)).toEqual(['invalidGiftCardNumber', 'invalidAuthNumber']);
    const wrong = await post(APPLY_GC, { gcNumber: '6006491111111111', gcAuthNumber: '9999', addGiftCard: true });
    expect(wrong.formExceptions.map((e: Json) => e.propertyPath)).toEqual(['gcNumber', 'gcAuthNumber']);
    await post(APPLY_GC, { gcNumber: '6006491111111111', gcAuthNumber: '1234', addGiftCard: true });
    expect((await post(APPLY_GC, { gcNumber: '6006491111111111', gcAuthNumber: '1234', addGiftCard: true })).formExceptions[0].localizedMessage).toBe(WALLET_MESSAGES.gcApplied);
    for (let i = 0; i < 4; i++) await post(APPLY_GC, { gcNumber: '6006492222222222', gcAuthNumber: '0000', addGiftCard: true });
    expect((await post(APPLY_GC, { gcNumber: '6006492222222222', gcAuthNumber: '5678', addGiftCard: true })).formExceptions[0].localizedMessage).toBe(WALLET_MESSAGES.gcLocked);
  });

  it('two cards: each covers what is left, in the order applied; once paid in full no more cards are taken', async () => {
    const { post } = await shopper([SHIP]);
    await post(APPLY_GC, { gcNumber: '6006491111111111', gcAuthNumber: '1234', addGiftCard: true });
    const o = (await post(APPLY_GC, { gcNumber: '6006492222222222', gcAuthNumber: '5678', addGiftCard: true })).checkoutResponse as Json;
    const total = o.orderSummary.orderTotal as number;
    expect(o.appliedGiftCards.map((g: Json) => g.amount)).toEqual([25, Math.round((total - 25) * 100) / 100]);
    expect(o.orderSummary.displayTotal).toBe(0);
  });

  it('removes by the gcNumber list', async () => {
    const { post } = await shopper([MANY]);
    await post(APPLY_GC, { gcNumber: '6006491111111111', gcAuthNumber: '1234', addGiftCard: true });
    const o = (await post(REMOVE_GC, { gcNumber: ['6006491111111111'] })).checkoutResponse as Json;
    expect(o.appliedGiftCards).toEqual([]);
    expect(o.orderSummary.giftCertificateAmount).toBe(0);
    expect((await post(REMOVE_GC, { gcNumber: ['6006491111111111'] })).formError).toBe(true);
  });

  it('a signed-in shopper has saved gift cards; one applies by savedGiftcardId; a guest has none', async () => {
    const guest = await shopper([MANY]);
    expect((await guest.details()).savedGiftCards).toEqual([]);
    expect((await guest.post(APPLY_GC, { savedGiftcardId: 'pgc100001' })).formError).toBe(true);
    const { post, details } = await shopper([MANY], MARIA);
    expect((await details()).savedGiftCards).toEqual([
      { repositoryId: 'pgc100001', giftcardNumber: '6006491111111111', amount: 25 },
      { repositoryId: 'pgc100002', giftcardNumber: '6006492222222222', amount: 150 },
    ]);
    const o = (await post(APPLY_GC, { savedGiftcardId: 'pgc100001' })).checkoutResponse as Json;
    expect(o.appliedGiftCards.map((g: Json) => g.giftCardNumber)).toEqual(['6006491111111111']);
  });
});

describe('simulator: checkout rewards', () => {
  it('a rewards member (1,250 points, $10 bucks) applies and removes bucks; the summary follows', async () => {
    const { post, details } = await shopper([SHIP], MARIA);
    expect((await details()).rewardsInfo).toEqual({ rewardPoints: 1250, availableBucks: 10, appliedBucks: 0, isRewardsMember: true });
    const before = (await details()).orderSummary.displayTotal as number;
    const o = (await post(APPLY_REWARDS, {})).checkoutResponse as Json;
    expect(o.orderSummary.rewardsPrice).toBe(10);
    expect(o.orderSummary.displayTotal).toBeCloseTo(before - 10, 2);
    expect(o.rewardsInfo.appliedBucks).toBe(10);
    const r = (await post(REMOVE_REWARDS, {})).checkoutResponse as Json;
    expect(r.orderSummary.rewardsPrice).toBe(0);
  });

  it('a guest gets no rewards block and cannot apply', async () => {
    const { post, details } = await shopper([SHIP]);
    expect((await details()).rewardsInfo).toBeNull();
    expect((await post(APPLY_REWARDS, {})).formExceptions[0].localizedMessage).toBe(WALLET_MESSAGES.signIn);
  });
});

describe('simulator: express payments in checkout', () => {
  it('PayPal from checkout: token, approval, then the refreshed details carry the PayPal payment and the payer address', async () => {
    const { f, post, details } = await shopper([SHIP]);
    const light = await post(PAYPAL, { isPaypalFromCheckout: true });
    expect(light.payPalToken).toMatch(/^EC-/);
    const info = (await (await f('/rest/model/ll/commerce/session/SessionActor/sessionInfo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as Json;
    const profileId = (info.sessionInfo ?? info).profile.id as string;
    const d = await details();
    expect((await post(REFRESH, {})).formError).toBe(true); // not approved yet
    const ok = await post(DO_EXPRESS, { profileId, cartId: d.orderId, token: light.payPalToken, PayerId: 'DEMOPAYER1' });
    expect(ok.status).toBe('OK');
    const o = (await post(REFRESH, {})).checkoutResponse as Json;
    expect(o.paymentsInfo.mainPaymentType).toBe('paypalOption');
    expect(o.mainPaymentGroup.paymentProvider).toBe('PayPal');
    expect(o.email).toBe('payer@example.com');
    expect(o.shippingAddress.postalCode).toBe('95131');
  });

  it('a pay service payment: merchant validation, a declined token, then OK; the refresh sets the payment', async () => {
    const { post } = await shopper([SHIP]);
    expect((await post(EXPRESS, { paymentProvider: 'ApplePay', validationURL: 'https://example.test/validate' })).merchantSession).toBeDefined();
    expect((await post(EXPRESS, { paymentProvider: 'GooglePay', paymentToken: 'DECLINE' })).formExceptions[0].localizedMessage).toBe(WALLET_MESSAGES.expressDeclined);
    expect((await post(REFRESH, {})).formError).toBe(true);
    expect((await post(EXPRESS, { paymentProvider: 'GooglePay', paymentToken: 'DEMO-TOKEN', payerEmail: 'buyer@example.com' })).status).toBe('OK');
    const o = (await post(REFRESH, {})).checkoutResponse as Json;
    expect(o.paymentsInfo.mainPaymentType).toBe('express');
    expect(o.mainPaymentGroup.paymentProvider).toBe('GooglePay');
    expect(o.email).toBe('buyer@example.com');
    expect(o.shippingAddress.city).toBe('San Jose');
    expect(o.checkoutSteps.paymentMethod.readyForSubmit).toBe(true);
  });
});
