// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, type AddressFields } from '../../src/validation/address';
import { draftOf } from './delivery';
import { initialCheckoutState } from './state';
import { testOrder } from './orderFixture';
import type { Order } from './order';
import { billingAddressOf, submitRequest } from './submit';
import { billingPhone, errorGroup, initialPaymentState, paymentComplete, paymentInfoOf, paymentOptions, walletPaymentOf, type PaymentAction, type PaymentState } from './paymentState';
import { paymentReducer as r } from './paymentReducer';

const NOW = new Date(2026, 10, 23, 12);
const DELIVERY = {
  id: 'a1',
  firstName: 'Maria',
  lastName: 'Lopez',
  companyName: 'Carson Street Elementary',
  attention: 'Front office',
  address1: '161 E Carson St',
  address2: 'Room 12',
  city: 'Carson',
  state: 'CA',
  postalCode: '90745',
  country: 'US',
  phoneNumber: '3105550142',
};
const BILL: AddressFields = { ...EMPTY_ADDRESS, firstName: 'Pat', lastName: 'Reyes', address1: '88 Pine St', city: 'Seattle', state: 'WA', postalCode: '98101', phoneNumber: '2065550117' };
const SAVED_CARDS = [
  { id: 'c1', creditCardType: 'Visa', lastFour: '1111', expirationMonth: '08', expirationYear: '2029', cardHolderName: 'Maria Lopez', isDefault: true },
  { id: 'c2', creditCardType: 'AmericanExpress', lastFour: '0005', expirationMonth: '09', expirationYear: '2026', cardHolderName: 'Maria Lopez', isDefault: false },
];
const ACCOUNT = { companyName: 'Lincoln Unified School District', accountNumber: 'LL-ACCT-204815', ownerId: 'pr100003' };

const order = (over: Record<string, unknown> = {}): Order => testOrder(DELIVERY, over);

const run = (s: PaymentState, ...actions: PaymentAction[]): PaymentState => actions.reduce(r, s);
const loaded = (o: Order = order()): PaymentState => r(initialPaymentState, { type: 'paymentLoaded', info: paymentInfoOf(o, NOW), hasDelivery: !!o.shippingAddress });
const typed = (fields: Partial<Record<'number' | 'cvv' | 'expiry' | 'name', string>>): PaymentAction[] =>
  Object.entries(fields).map(([field, value]) => ({ type: 'cardTyped', field: field as 'number', value }));
const CARD = typed({ number: '4111111111111111', cvv: '123', expiry: '0829', name: 'Jordan Reyes' });
const billing = (a: Partial<AddressFields>): PaymentAction[] => Object.entries(a).map(([field, value]) => ({ type: 'billingTyped', field: field as keyof AddressFields, value }));

describe('the payment-section-complete flag (checkout spec section 4), case by case', () => {
  const o = order();
  const noDelivery = order({ shippingAddress: null });
  const guest = (x: Order = o) => ({ ...loaded(x), useDelivery: false });

  it('case "no extra payment is required": set with nothing filled, whatever the option', () => {
    const covered = order({ additionalPaymentRequired: false });
    expect(paymentComplete(initialPaymentState, covered)).toBe(true);
    expect(paymentComplete({ ...initialPaymentState, option: 'onAccount' }, covered)).toBe(true);
  });

  it('case "no extra payment is required" by gift cards and rewards bringing the total to 0 (the server still says more is required): set; the submit needs no card and sends no billing', () => {
    const covered = order({ orderSummary: { displayTotal: 0, giftCertificateAmount: 20, rewardsPrice: 10 } });
    expect(covered.additionalPaymentRequired).toBe(true);
    expect(paymentComplete(initialPaymentState, covered)).toBe(true);
    expect(paymentComplete({ ...initialPaymentState, option: 'paypalOption' }, covered)).toBe(true);
    const started = r(loaded(covered), { type: 'submitStarted', order: covered, now: NOW });
    expect(started).toMatchObject({ submitting: true, cardErrors: {}, billingErrors: {}, fixes: 0 });
    const req = submitRequest(started, covered, { giftItemFrom: '', instructions: '', now: NOW });
    expect(req.billing).toBeNull();
    expect(req.order).not.toHaveProperty('paymentMethod');
    // A gift card that covers only part of it: the card is needed again.
    const part = order({ orderSummary: { displayTotal: 5, giftCertificateAmount: 25 } });
    expect(paymentComplete({ ...loaded(part), useDelivery: false }, part)).toBe(false);
  });

  it.each([
    ['PayPal (in checkout or express)', 'paypalOption', 'PayPal', 'PayPal'],
    ['the phone-maker pay service', 'express', 'ApplePay', 'Apple Pay'],
    ['the browser pay service', 'express', 'GooglePay', 'Google Pay'],
  ])('a wallet has paid (%s): set with no card or billing field; submit sends the wallet method without card data or billing', (_name, method, provider, label) => {
    const paid = order({ paymentsInfo: { mainPaymentType: method }, mainPaymentGroup: { paymentProvider: provider } });
    expect(walletPaymentOf(paid)).toEqual({ method, label });
    for (const option of ['newCreditCard', 'paypalOption', 'onAccount'] as const) {
      const p = { ...loaded(paid), option, useDelivery: false };
      expect(paymentComplete(p, paid), option).toBe(true);
      const started = r(p, { type: 'submitStarted', order: paid, now: NOW });
      expect(started.submitting).toBe(true);
      expect(started.cardErrors).toEqual({});
      const req = submitRequest(started, paid, { giftItemFrom: '', instructions: ' Leave at door ', now: NOW });
      expect(req.billing).toBeNull();
      expect(req.order).toMatchObject({ paymentMethod: method, instructions: 'Leave at door' });
      for (const k of ['creditCardNumber', 'cardVerificationNumber', 'billingAddress', 'poNumber']) expect(req.order).not.toHaveProperty(k);
    }
  });

  it('a card payment the order carries (apply billing) is no wallet: the card fields are still required', () => {
    const card = order({ paymentsInfo: { mainPaymentType: 'newCreditCard' }, mainPaymentGroup: { paymentProvider: 'card' } });
    expect(walletPaymentOf(card)).toBeNull();
    expect(walletPaymentOf(order({ paymentsInfo: { mainPaymentType: 'paypalOption' }, mainPaymentGroup: { paymentProvider: '' } }))).toBeNull();
    expect(paymentComplete({ ...loaded(card), useDelivery: false }, card)).toBe(false);
    expect(paymentComplete({ ...loaded(card), option: 'paypalOption' }, card)).toBe(false);
  });

  it('case "all required card fields and billing address fields are filled": set; each missing one unsets it', () => {
    const s = run(guest(), ...CARD, ...billing(BILL));
    expect(paymentComplete(s, o)).toBe(true);
    for (const f of ['number', 'cvv', 'expiry', 'name'] as const) expect(paymentComplete(run(s, ...typed({ [f]: '' })), o), f).toBe(false);
    for (const f of ['firstName', 'lastName', 'address1', 'city', 'state', 'postalCode', 'phoneNumber'] as const) expect(paymentComplete(run(s, ...billing({ [f]: '' })), o), f).toBe(false);
    // Optional billing fields do not matter.
    expect(paymentComplete(run(s, ...billing({ companyName: '', address2: '' })), o)).toBe(true);
  });

  it('case "pay-on-account company and PO and billing address fields are filled": set; without either, not', () => {
    const acc = order({ payOnAccount: ACCOUNT, loginStatus: 'loggedIn' });
    const s = run({ ...loaded(acc), useDelivery: false }, ...billing(BILL));
    expect(s.option).toBe('onAccount');
    expect(s.company).toBe(ACCOUNT.companyName);
    expect(paymentComplete(s, acc)).toBe(false);
    const withPo = run(s, { type: 'accountTyped', field: 'po', value: 'PO-1' });
    expect(paymentComplete(withPo, acc)).toBe(true);
    expect(paymentComplete(run(withPo, { type: 'accountTyped', field: 'company', value: '' }), acc)).toBe(false);
    // onAccountCard: the account and the card.
    const both = run(withPo, { type: 'optionChosen', option: 'onAccountCard' });
    expect(paymentComplete(both, acc)).toBe(false);
    expect(paymentComplete(run(both, ...CARD), acc)).toBe(true);
  });

  it('case "the delivery address is used as billing": stands in for the billing fields (the card is still needed)', () => {
    const s = loaded();
    expect(s.useDelivery).toBe(true);
    expect(paymentComplete(s, o)).toBe(false);
    expect(paymentComplete(run(s, ...CARD), o)).toBe(true);
    // Without a delivery address (pickup-only, or a registry owner's) there is nothing to use.
    expect(paymentComplete(run({ ...loaded(noDelivery), useDelivery: true }, ...CARD), noDelivery)).toBe(false);
    const registry = order({ shipToRegistry: true });
    expect(paymentComplete(run({ ...loaded(registry), useDelivery: true }, ...CARD), registry)).toBe(false);
  });

  it('a saved card needs its CVV; PayPal never sets it (its own button replaces Submit)', () => {
    const signed = order({ loginStatus: 'loggedIn', savedCreditCards: SAVED_CARDS });
    const s = loaded(signed);
    expect(s.option).toBe('existingCreditCard');
    expect(s.savedCardId).toBe('c1');
    expect(paymentComplete(s, signed)).toBe(false);
    expect(paymentComplete(run(s, ...typed({ cvv: '321' })), signed)).toBe(true);
    expect(paymentComplete(run(s, ...typed({ cvv: '321' }), { type: 'optionChosen', option: 'paypalOption' }), signed)).toBe(false);
  });
});

describe('payment options and saved cards', () => {
  it("saveNewCreditCard sets 'save this card' on the first load for a signed-in shopper; the shopper's choice then stays", () => {
    const signed = order({ loginStatus: 'loggedIn', saveNewCreditCard: true });
    let s = loaded(signed);
    expect(s.card.save).toBe(true);
    s = r(s, { type: 'saveCardToggled' });
    expect(r(s, { type: 'paymentLoaded', info: paymentInfoOf(signed, NOW), hasDelivery: false }).card.save).toBe(false);
    expect(loaded(order({ saveNewCreditCard: true })).card.save).toBe(false);
    expect(loaded(order({ loginStatus: 'loggedIn' })).card.save).toBe(false);
  });

  it('offers saved cards (masked, expired ones past their notify date left out), the card, pay on account to institutions, PayPal unless a quote is needed', () => {
    const info = paymentInfoOf(order({ savedCreditCards: SAVED_CARDS, payOnAccount: ACCOUNT }), new Date(2026, 9, 1));
    expect(info.savedCards.map((c) => [c.id, c.expired])).toEqual([
      ['c1', false],
      ['c2', false],
    ]);
    expect(paymentOptions(info)).toEqual(['existingCreditCard', 'newCreditCard', 'onAccount', 'onAccountCard', 'paypalOption']);
    // c2 expires 09/2026: still good on 2 Oct (2 days' shift), not on 3 Oct.
    expect(paymentInfoOf(order({ savedCreditCards: SAVED_CARDS }), new Date(2026, 9, 2, 12)).savedCards[1]!.expired).toBe(false);
    expect(paymentInfoOf(order({ savedCreditCards: SAVED_CARDS }), new Date(2026, 9, 3, 12)).savedCards[1]!.expired).toBe(true);
    expect(paymentOptions(paymentInfoOf(order({ orderSummary: { displayTotal: 900, orderShippingCharge: 'quote to follow' } })))).toEqual(['newCreditCard']);
    expect(paymentOptions(paymentInfoOf(order({ orderSummary: { displayTotal: 8000.01, orderShippingCharge: 0 } })))).toEqual(['newCreditCard']);
    expect(paymentOptions(paymentInfoOf(order({ orderSummary: { displayTotal: 8000, orderShippingCharge: 0 } })))).toContain('paypalOption');
    // A card with an unknown type or a bad last four is not offered.
    expect(
      paymentInfoOf(
        order({
          savedCreditCards: [
            { ...SAVED_CARDS[0], creditCardType: 'Diners' },
            { ...SAVED_CARDS[0], id: 'x', lastFour: '11' },
          ],
        }),
      ).savedCards,
    ).toEqual([]);
  });
});

describe('transitions', () => {
  it('card fields keep what the rules allow: digits only within the type length, MM/YY, a 4-digit CVV at most', () => {
    const s = run(loaded(), ...typed({ number: '3782-822463-10005-99', cvv: '12a345', expiry: '0829', name: 'x'.repeat(60) }));
    expect(s.card).toMatchObject({ number: '378282246310005', cvv: '1234', expiry: '08/29' });
    expect(s.card.name).toHaveLength(50);
  });

  it('a submit runs the rules: card errors, account errors and billing errors apart; nothing goes out', () => {
    const s = run({ ...loaded(), useDelivery: false }, ...typed({ number: '4111111111111111', cvv: '12', expiry: '01/20', name: 'J0rdan' }), ...billing({ ...BILL, postalCode: '9810' }));
    const after = r(s, { type: 'submitStarted', order: order(), now: NOW });
    expect(after.submitting).toBe(false);
    expect(after.cardErrors).toEqual({ cvv: 'invalid', expiry: 'expired', name: 'invalid' });
    expect(after.billingErrors).toEqual({ postalCode: 'invalid' });
    expect(after.accountErrors).toEqual({});
    expect(after.fixes).toBe(1);
    // Typing in a field clears its own error only.
    const fixed = r(after, { type: 'cardTyped', field: 'cvv', value: '123' });
    expect(fixed.cardErrors).toEqual({ expiry: 'expired', name: 'invalid' });
    expect(fixed.billingErrors).toEqual({ postalCode: 'invalid' });
  });

  it('a submit cannot start twice, nor before the flag is set', () => {
    expect(r(loaded(), { type: 'submitStarted', order: order(), now: NOW }).submitting).toBe(false);
    const s = r(run(loaded(), ...CARD), { type: 'submitStarted', order: order(), now: NOW });
    expect(s.submitting).toBe(true);
    expect(r(s, { type: 'submitStarted', order: order(), now: NOW })).toBe(s);
    // While it runs the option cannot change.
    expect(r(s, { type: 'optionChosen', option: 'paypalOption' })).toBe(s);
  });

  it('a refusal tied to a payment field sets the payment error state and clears the CVV, keeping the rest', () => {
    const s = r(run(loaded(), ...CARD), { type: 'submitStarted', order: order(), now: NOW });
    const after = r(s, {
      type: 'submitAnswered',
      outcome: { kind: 'formError', fieldErrors: { creditCardNumber: 'Your card was declined.', 'billingAddress.postalCode': 'Check the ZIP.' }, messages: [] },
    });
    expect(after).toMatchObject({ submitting: false, paymentError: true, cardErrors: { number: 'Your card was declined.' }, billingErrors: { postalCode: 'Check the ZIP.' }, submitError: null });
    expect(after.card).toEqual({ number: '4111111111111111', cvv: '', expiry: '08/29', name: 'Jordan Reyes', save: false, makeDefault: false });
  });

  it('a refused payment method lands on the chosen option with every message; choosing another clears it', () => {
    const s = r(run(loaded(), ...CARD), { type: 'submitStarted', order: order(), now: NOW });
    const after = r(s, {
      type: 'submitAnswered',
      outcome: {
        kind: 'formError',
        fieldErrors: { paymentMethod: 'Cards are not taken for this order. Please pay on account.', expirationMonth: 'Check the month.', expirationYear: 'Check the year.' },
        messages: [],
      },
    });
    expect(after).toMatchObject({
      paymentError: true,
      optionError: 'Cards are not taken for this order. Please pay on account.',
      cardErrors: { expiry: 'Check the month. Check the year.' },
      submitError: null,
      fixes: s.fixes + 1,
    });
    expect(r(after, { type: 'optionChosen', option: 'paypalOption' }).optionError).toBeNull();
  });

  it('a general refusal shows as the submit error (HTML kept for the sanitizer); a failure removes the spinner and keeps everything', () => {
    const s = r(run(loaded(), ...CARD), { type: 'submitStarted', order: order(), now: NOW });
    const general = r(s, { type: 'submitAnswered', outcome: { kind: 'formError', fieldErrors: { email: 'Bad email.' }, messages: ['On <b>hold</b>.'] } });
    expect(general).toMatchObject({ paymentError: false, submitError: 'On <b>hold</b>. Bad email.', cardErrors: {} });
    expect(general.card.cvv).toBe('123');
    const failed = r(s, { type: 'submitAnswered', outcome: { kind: 'failed', message: 'Try again.' } });
    expect(failed).toMatchObject({ submitting: false, submitError: 'Try again.', card: { cvv: '123' } });
  });

  it('a placed order shown in place ends the submit and forgets the card; nothing is shown as an error', () => {
    const s = r(run(loaded(), ...CARD), { type: 'submitStarted', order: order(), now: NOW });
    const placed = { orderId: 'o1', email: 'a@example.com', total: 10, items: [] };
    const after = r(s, { type: 'submitAnswered', outcome: { kind: 'placed', order: placed } });
    expect(after).toMatchObject({ submitting: false, submitError: null, placed, card: { number: '', cvv: '' } });
  });

  it('server paths map to their group', () => {
    expect(errorGroup('creditCardNumber')).toEqual({ group: 'card', field: 'number' });
    expect(errorGroup('paymentGroup.cardVerificationNumber')).toEqual({ group: 'card', field: 'cvv' });
    expect(errorGroup('expirationDate')).toEqual({ group: 'card', field: 'expiry' });
    expect(errorGroup('billingAddress.city')).toEqual({ group: 'billing', field: 'city' });
    expect(errorGroup('poNumber')).toEqual({ group: 'account', field: 'poNumber' });
    expect(errorGroup('email')).toBeNull();
  });

  it("part 1's draft never holds card data, whatever the payment state", () => {
    const pay = run(loaded(), ...CARD);
    const draft = JSON.stringify(draftOf({ ...initialCheckoutState, ...(pay as unknown as object) } as typeof initialCheckoutState));
    expect(draft).not.toContain('4111111111111111');
    expect(draft).not.toContain('"123"');
  });
});

describe('payloads', () => {
  it('billing: avsStatus always NOT_VALIDATED; the phone cut to 10 digits for US/CA and 15 otherwise', () => {
    expect(billingPhone('(310) 555-0142 99', 'US')).toBe('3105550142');
    expect(billingPhone('4420712345678901234', 'GB')).toBe('442071234567890');
    expect(billingPhone('41655501239', 'CA')).toBe('4165550123');
    const s = { ...loaded(), useDelivery: false, billing: { ...BILL, country: 'GB', phoneNumber: '4420712345678901' } };
    expect(billingAddressOf(s, order())).toMatchObject({ avsStatus: 'NOT_VALIDATED', phoneNumber: '442071234567890', sameAsShip: false, fullName: 'Pat Reyes' });
    const same = billingAddressOf(loaded(), order());
    expect(same).toMatchObject({ avsStatus: 'NOT_VALIDATED', sameAsShip: true, address1: '161 E Carson St', phoneNumber: '3105550142' });
    expect(same).not.toHaveProperty('attention');
  });

  it("billing's extra fields (spec section 3: type, fullAddress, cityStateZip): the address kind, the street lines and the city line", () => {
    const typed = { ...loaded(), useDelivery: false, billing: { ...BILL, address2: ' Suite 200 ' } };
    expect(billingAddressOf(typed, order())).toMatchObject({ type: 'billing', fullName: 'Pat Reyes', fullAddress: '88 Pine St, Suite 200', cityStateZip: 'Seattle, WA 98101' });
    // Without an address 2 the street line is address 1 alone; the delivery address used as billing gives its own lines.
    expect(billingAddressOf({ ...typed, billing: BILL }, order())).toMatchObject({ fullAddress: '88 Pine St' });
    expect(billingAddressOf(loaded(), order())).toMatchObject({ type: 'billing', sameAsShip: true, fullAddress: '161 E Carson St, Room 12', cityStateZip: 'Carson, CA 90745' });
  });

  it('a new card: apply billing sends the last 4 digits, expiry, name and cvv; submit the order fields and the card with billingAddress', () => {
    const s = run(loaded(), ...CARD, { type: 'saveCardToggled' });
    const req = submitRequest(s, order(), { giftItemFrom: 'The Lee family', instructions: ' Leave at the office ', now: NOW });
    expect(req.billing).toMatchObject({
      method: 'edit',
      paymentMethod: 'newCreditCard',
      lastFourDigits: '1111',
      expirationMonth: '08',
      expirationYear: '2029',
      cardHolderName: 'Jordan Reyes',
      cvv: '123',
      creditCardType: 'Visa',
      savePayment: true,
      saveAsDefault: false,
    });
    expect(JSON.stringify(req.billing)).not.toContain('4111111111111111');
    expect(req.order).toMatchObject({
      instructions: 'Leave at the office',
      customOrderDropdownValue: '',
      providerNumber: '',
      siteNumber: '',
      giftItemFrom: 'The Lee family',
      creditCardNumber: '4111111111111111',
      cardVerificationNumber: '123',
      expirationYear: '2029',
      savePayment: true,
      billingAddress: { avsStatus: 'NOT_VALIDATED' },
    });
  });

  it('saveAsDefault (spec section 3, credit card form) is its own choice: a saved card made the default sends it on apply billing and submit; unsaved, it is never sent true', () => {
    const both = submitRequest(run(loaded(), ...CARD, { type: 'saveCardToggled' }, { type: 'saveCardToggled', flag: 'makeDefault' }), order(), { giftItemFrom: '', instructions: '', now: NOW });
    expect(both.billing).toMatchObject({ savePayment: true, saveAsDefault: true });
    expect(both.order).toMatchObject({ savePayment: true, saveAsDefault: true });
    // Default ticked, then the card no longer saved: a card that is not kept cannot be the default.
    const unsaved = submitRequest(run(loaded(), ...CARD, { type: 'saveCardToggled' }, { type: 'saveCardToggled', flag: 'makeDefault' }, { type: 'saveCardToggled' }), order(), {
      giftItemFrom: '',
      instructions: '',
      now: NOW,
    });
    expect(unsaved.billing).toMatchObject({ savePayment: false, saveAsDefault: false });
    expect(unsaved.order).toMatchObject({ savePayment: false, saveAsDefault: false });
  });

  it("a card's ownerId (spec section 3, credit card form) is the signed-in profile's id; a guest's card (even a recognised guest's) has none", () => {
    const signed = order({ loginStatus: 'loggedIn', savedCreditCards: SAVED_CARDS });
    const card = submitRequest(run(loaded(signed), { type: 'optionChosen', option: 'newCreditCard' }, ...CARD), signed, { giftItemFrom: '', instructions: '', now: NOW, profileId: 'pr100001' });
    expect(card.billing).toMatchObject({ paymentMethod: 'newCreditCard', ownerId: 'pr100001' });
    expect(card.order).toMatchObject({ paymentMethod: 'newCreditCard', ownerId: 'pr100001', creditCardNumber: '4111111111111111' });
    const saved = submitRequest(run(loaded(signed), ...typed({ cvv: '321' })), signed, { giftItemFrom: '', instructions: '', now: NOW, profileId: 'pr100001' });
    expect(saved.order).toMatchObject({ paymentMethod: 'existingCreditCard', repositoryId: 'c1', ownerId: 'pr100001' });
    const guest = submitRequest(run(loaded(), ...CARD), order(), { giftItemFrom: '', instructions: '', now: NOW, profileId: 'pr100009' });
    expect(guest.billing).toMatchObject({ paymentMethod: 'newCreditCard', ownerId: '' });
    expect(guest.order).toMatchObject({ ownerId: '' });
  });

  it('a saved card, pay on account, and an order paid by gift cards', () => {
    const signed = order({ loginStatus: 'loggedIn', savedCreditCards: SAVED_CARDS });
    const saved = submitRequest(run(loaded(signed), ...typed({ cvv: '321' })), signed, { giftItemFrom: '', instructions: '', now: NOW });
    expect(saved.billing).toMatchObject({ paymentMethod: 'existingCreditCard', repositoryId: 'c1', lastFourDigits: '1111', cvv: '321' });
    expect(saved.order).toMatchObject({ repositoryId: 'c1', cardVerificationNumber: '321' });
    const acc = order({ payOnAccount: ACCOUNT, loginStatus: 'loggedIn', taxExemptOpted: true });
    const po = submitRequest(run(loaded(acc), { type: 'accountTyped', field: 'po', value: ' PO-1 ' }), acc, { giftItemFrom: '', instructions: '', now: NOW });
    expect(po.billing).toMatchObject({ paymentMethod: 'onAccount', poNumber: 'PO-1', ownerId: 'pr100003', accountNumber: 'LL-ACCT-204815', taxExempt: true, saveAsDefault: false });
    expect(po.order).toMatchObject({ paymentMethod: 'onAccount', poNumber: 'PO-1', companyName: ACCOUNT.companyName, billingAddress: { taxExempt: true } });
    const covered = submitRequest(loaded(), order({ additionalPaymentRequired: false }), { giftItemFrom: '', instructions: '', now: NOW });
    expect(covered.billing).toBeNull();
    expect(covered.order).not.toHaveProperty('paymentMethod');
  });
});
