// @vitest-environment node
/**
 * The checkout's sections through checkoutStep with fake calls (createModel + fakePorts): no React and no mock of
 * ./api. The spec's flows (checkout spec sections 4, 5, 7 and 9): contact and delivery, store pickup info, gift
 * cards, rewards, the shipping method and the promo code, their calls and bodies, what a refusal or a form
 * error reports to analytics, and that a section's submit does not repeat while its call is out.
 */
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { checkoutStep, LOAD, type CheckoutCalls } from './model';
import { initialCheckoutState } from './state';
import type { Order } from './order';
import { KIM_ADDRESS, openOrder, step } from './orderFixture';
import type { Outcome } from './types';

const order = openOrder;
const ADDR = KIM_ADDRESS;
const ok = (o: Order | null = null): Outcome => ({ kind: 'ok', order: o });
const formError = (fieldErrors: Record<string, string>, messages: string[] = []): Outcome => ({ kind: 'formError', fieldErrors, messages });

function setup(o: Order = order()) {
  const f = fakePorts<CheckoutCalls>();
  const model = createModel(checkoutStep, { state: initialCheckoutState }, f.ports);
  model.start();
  model.dispatch({ type: 'loaded', order: o });
  /** The analytics events asked for so far. */
  const tracked = () => f.calls.filter((c) => c.call === 'formError' || c.call === 'subscribed').map((c) => (c.call === 'subscribed' ? 'subscribed' : c.input));
  /** The commerce calls made so far (target and body, or the delivery payload). */
  const sent = () => f.calls.filter((c) => c.call === 'call' || c.call === 'delivery').map((c) => c.input);
  return { f, s: model.get, d: model.dispatch, tracked, sent };
}

function fillAddress(d: (a: Parameters<typeof checkoutStep>[1]) => void) {
  d({ type: 'emailTyped', value: 'kim@example.com' });
  for (const [k, v] of Object.entries(ADDR)) d({ type: 'fieldTyped', field: k as keyof typeof ADDR, value: v });
}

describe('contact and delivery', () => {
  it("a guest's address goes out once (a second Save while it is out sends nothing); the answer collapses the section and an opt-in is the newsletter event", async () => {
    const { f, s, d, tracked, sent } = setup();
    fillAddress(d);
    d({ type: 'optInToggled' });
    d({ type: 'deliverySubmitted' });
    d({ type: 'deliverySubmitted' });
    expect(sent()).toHaveLength(1);
    expect(f.next('delivery').input).toMatchObject({ email: 'kim@example.com', emailOptIn: true, isGuestCheckout: true, address: ADDR, avsStatus: 'NOT_VALIDATED', isNewAddress: true });
    expect(s().busy).toBe('delivery');
    const done = order({ email: 'kim@example.com', shippingAddress: { id: 'x', ...ADDR }, checkoutSteps: { shippingAddress: step(true) } });
    await f.next('delivery').answer(ok(done));
    expect(s()).toMatchObject({ busy: null, contactOpen: false, order: done });
    expect(tracked()).toEqual(['subscribed']);
  });

  it('no newsletter event without the opt-in', async () => {
    const { f, d, tracked } = setup();
    fillAddress(d);
    d({ type: 'deliverySubmitted' });
    await f.next('delivery').answer(ok(order()));
    expect(tracked()).toEqual([]);
  });

  it('a submit with fields to fix sends nothing and reports the fields (shipping); a server form error is reported and keeps the form', async () => {
    const { f, s, d, tracked, sent } = setup();
    d({ type: 'deliverySubmitted' });
    expect(sent()).toEqual([]);
    expect(tracked()).toEqual([{ step: 'shipping', errors: s().errors }]);
    expect(Object.keys(s().errors)).toContain('email');
    fillAddress(d);
    d({ type: 'deliverySubmitted' });
    await f.next('delivery').answer(formError({ postalCode: 'Check the ZIP.' }));
    expect(tracked()[1]).toEqual({ step: 'shipping', errors: { postalCode: 'Check the ZIP.' } });
    expect(s()).toMatchObject({ busy: null, errors: { postalCode: 'Check the ZIP.' }, address: ADDR });
  });

  it('a "did you mean" answer, then Use this address: the section goes again with avsStatus ACCEPTED', async () => {
    const { f, s, d, sent } = setup();
    fillAddress(d);
    d({ type: 'deliverySubmitted' });
    await f.next('delivery').answer({ kind: 'hint', address: { ...ADDR, address1: '1 Main Street', postalCode: '90745-1111', firstName: '', lastName: '' } });
    expect(s().hint?.address1).toBe('1 Main Street');
    d({ type: 'hintAccepted' });
    d({ type: 'deliverySubmitted' });
    expect(sent()).toHaveLength(2);
    expect(f.next('delivery').input).toMatchObject({ avsStatus: 'ACCEPTED', address: { address1: '1 Main Street', postalCode: '90745-1111', firstName: 'Kim' } });
  });

  it('an order with nothing to ship applies the email only', async () => {
    const { f, s, d } = setup(order({ orderShipType: 'instorePickUpOnly' }));
    d({ type: 'emailTyped', value: 'kim@example.com' });
    d({ type: 'deliverySubmitted' });
    expect(f.next('call').input).toEqual({ target: 'applyEmail', body: { email: 'kim@example.com', emailOptIn: false, userShopFor: 'all', isGuestCheckout: true } });
    await f.next('call').answer(ok());
    expect(s().busy).toBe(null);
  });
});

describe('store pickup info', () => {
  const pickup = () =>
    order({
      orderShipType: 'instorePickUpOnly',
      additionalPaymentRequired: false,
      pickupStore: { id: 'st1', name: 'Carson', address1: '1 Store Way', city: 'Carson', state: 'CA', postalCode: '90745', phoneNumber: '3105550100' },
    });

  it('missing fields send nothing and are reported (delivery); the names go trimmed with updateStorePickupInfo and applyGiftCard false', async () => {
    const { f, s, d, tracked, sent } = setup(pickup());
    expect(s().pickupOpen).toBe(true);
    d({ type: 'pickupSubmitted' });
    expect(sent()).toEqual([]);
    expect(tracked()).toEqual([{ step: 'delivery', errors: s().pickupErrors }]);
    d({ type: 'pickupTyped', field: 'firstName', value: ' Sam ' });
    d({ type: 'pickupTyped', field: 'lastName', value: 'Lee' });
    d({ type: 'pickupTyped', field: 'phoneNumber', value: '(310) 555-0142' });
    d({ type: 'pickupSubmitted' });
    d({ type: 'pickupSubmitted' });
    expect(sent()).toEqual([{ target: 'applyPickup', body: { firstName: 'Sam', lastName: 'Lee', phoneNumber: '3105550142', updateStorePickupInfo: true, applyGiftCard: false } }]);
    await f.next('call').answer(formError({ phoneNumber: 'Check the phone.' }));
    expect(tracked()[1]).toEqual({ step: 'delivery', errors: { phoneNumber: 'Check the phone.' } });
    expect(s()).toMatchObject({ busy: null, pickupErrors: { phoneNumber: 'Check the phone.' } });
    d({ type: 'pickupSubmitted' });
    await f.next('call').answer(ok(order({ orderShipType: 'instorePickUpOnly', additionalPaymentRequired: false, storePickupInfo: { firstName: 'Sam', lastName: 'Lee', phoneNumber: '3105550142' } })));
    expect(s()).toMatchObject({ busy: null, pickupOpen: false });
  });
});

describe('promo code', () => {
  it('applies the typed code (claimCoupon, page checkout); applied twice quickly, one call goes out; the box empties on success', async () => {
    const { f, s, d, sent } = setup();
    d({ type: 'promoTyped', value: 'save-10' });
    d({ type: 'promoSubmitted' });
    d({ type: 'promoSubmitted' });
    expect(sent()).toEqual([{ target: 'claimCoupon', body: { pageName: 'checkout', couponClaimCode: 'save10' } }]);
    expect(s().busy).toBe('promo');
    await f.next('call').answer(ok(order({ appliedPromotions: [{ couponCode: 'save10', message: '10% off' }] })));
    expect(s()).toMatchObject({ busy: null, promo: '', promoError: null });
    expect(s().order?.promotions.map((p) => p.code)).toEqual(['save10']);
    // Once answered, the next apply goes out.
    d({ type: 'promoTyped', value: 'NEXT' });
    d({ type: 'promoSubmitted' });
    expect(sent()).toHaveLength(2);
  });

  it('an empty box is the invalid-code error, reported and never sent; a qualifier message is a reported form error', async () => {
    const { f, s, d, tracked, sent } = setup();
    d({ type: 'promoSubmitted' });
    expect(s().promoError).toBe('missing');
    expect(sent()).toEqual([]);
    expect(tracked()).toEqual([{ step: 'applyPromoCode', errors: { couponClaimCode: 'missing' } }]);
    d({ type: 'promoTyped', value: 'BIG' });
    d({ type: 'promoSubmitted' });
    await f.next('call').answer(formError({}, ['Spend $50 more to use this code.']));
    expect(tracked()[1]).toEqual({ step: 'applyPromoCode', errors: { couponClaimCode: 'qualifier' } });
    expect(s()).toMatchObject({ busy: null, promo: 'BIG', promoError: 'Spend $50 more to use this code.' });
  });

  it('Remove revokes that code and keeps what is typed in the box', async () => {
    const { f, s, d, sent } = setup(order({ appliedPromotions: [{ couponCode: 'SAVE10', message: '10% off' }] }));
    d({ type: 'promoTyped', value: 'NEXT' });
    d({ type: 'promoRevoked', code: 'SAVE10' });
    d({ type: 'promoSubmitted' });
    expect(sent()).toEqual([{ target: 'revokeCoupon', body: { pageName: 'checkout', revokeCouponCode: 'SAVE10' } }]);
    await f.next('call').answer(ok(order()));
    expect(s()).toMatchObject({ busy: null, promo: 'NEXT' });
  });
});

describe('gift cards', () => {
  const G1 = '6006491111111111';
  const member = () =>
    order({
      loginStatus: 'loggedIn',
      savedGiftCards: [{ repositoryId: 'p1', giftcardNumber: G1, amount: 25 }],
      appliedGiftCards: [{ id: 'g2', giftCardNumber: '6006492222222222', balance: '5.00', amount: 5 }],
    });

  it('a wrong entry is its field errors, never sent; a right one applies (addGiftCard), once while it is out, and the entry empties', async () => {
    const { f, s, d, sent } = setup();
    d({ type: 'gcTyped', field: 'gcNumber', value: '123' });
    d({ type: 'gcSubmitted' });
    expect(Object.keys(s().wallet.gcErrors).sort()).toEqual(['gcAuthNumber', 'gcNumber']);
    expect(sent()).toEqual([]);
    d({ type: 'gcTyped', field: 'gcNumber', value: G1 });
    d({ type: 'gcTyped', field: 'gcAuthNumber', value: '1234' });
    d({ type: 'gcSubmitted' });
    d({ type: 'gcSubmitted' });
    expect(sent()).toEqual([{ target: 'applyGiftCard', body: { gcNumber: G1, gcAuthNumber: '1234', addGiftCard: true } }]);
    await f.next('call').answer(ok(order()));
    expect(s().wallet).toMatchObject({ busy: null, gcNumber: '', gcAuthNumber: '' });
  });

  it('a refused card keeps the entry and shows the server message on its fields', async () => {
    const { f, s, d } = setup();
    d({ type: 'gcTyped', field: 'gcNumber', value: G1 });
    d({ type: 'gcTyped', field: 'gcAuthNumber', value: '0000' });
    d({ type: 'gcSubmitted' });
    await f.next('call').answer(formError({ gcAuthNumber: 'The authorization number is not valid.' }));
    expect(s().wallet).toMatchObject({ busy: null, gcNumber: G1, gcAuthNumber: '0000', gcErrors: { gcAuthNumber: 'The authorization number is not valid.' } });
  });

  it('checking a saved card applies it by savedGiftcardId; Remove sends the gcNumber list; one wallet call at a time', async () => {
    const { f, s, d, sent } = setup(member());
    d({ type: 'gcSavedToggled', id: 'p1' });
    d({ type: 'gcRemoved', number: '6006492222222222' });
    expect(sent()).toEqual([{ target: 'applyGiftCard', body: { savedGiftcardId: 'p1' } }]);
    expect(s().wallet).toMatchObject({ busy: 'savedGiftCard', target: 'p1' });
    await f.next('call').answer(ok());
    d({ type: 'gcRemoved', number: '6006492222222222' });
    expect(sent()[1]).toEqual({ target: 'removeGiftCard', body: { gcNumber: ['6006492222222222'] } });
    await f.next('call').answer({ kind: 'failed', message: 'down' });
    expect(s().wallet).toMatchObject({ busy: null, gcNotice: 'down' });
  });
});

describe('rewards', () => {
  const rewards = (appliedBucks: number) => order({ loginStatus: 'loggedIn', rewardsInfo: { rewardPoints: 800, availableBucks: 10, appliedBucks } });

  it('Apply applies the bucks; once applied, Remove removes them; a refusal is the section message', async () => {
    const first = setup(rewards(0));
    first.d({ type: 'rewardsToggled' });
    first.d({ type: 'rewardsToggled' });
    expect(first.sent()).toEqual([{ target: 'applyRewards', body: {} }]);
    await first.f.next('call').answer(formError({}, ['Rewards cannot be used with this order.']));
    expect(first.s().wallet).toMatchObject({ busy: null, rewardsError: 'Rewards cannot be used with this order.' });

    const applied = setup(rewards(10));
    applied.d({ type: 'rewardsToggled' });
    expect(applied.sent()).toEqual([{ target: 'removeRewards', body: {} }]);
  });
});

describe('shipping method', () => {
  const methods = () =>
    order({
      shippingMethod: 'standard',
      shippingMethods: [
        { id: 'standard', label: 'Standard' },
        { id: 'express', label: 'Express' },
      ],
    });

  it('the chosen method is applied at once (a partial apply contact and delivery), one at a time; the current one sends nothing', async () => {
    const { f, s, d, sent } = setup(methods());
    d({ type: 'methodChosen', id: 'standard' });
    expect(sent()).toEqual([]);
    d({ type: 'methodChosen', id: 'express' });
    d({ type: 'methodChosen', id: 'standard' });
    expect(sent()).toEqual([{ target: 'applyShipping', body: { isCheckoutPage: true, shippingMethod: 'express', updateShippingMethod: true } }]);
    expect(s()).toMatchObject({ busy: 'method', methodPending: 'express' });
    await f.next('call').answer({ kind: 'failed', message: 'The service is unavailable.' });
    expect(s()).toMatchObject({ busy: null, methodPending: null, methodError: 'The service is unavailable.' });
  });
});

describe('the island goes', () => {
  it('a late answer after the model stops changes nothing', async () => {
    const f = fakePorts<CheckoutCalls>();
    const model = createModel(checkoutStep, { state: initialCheckoutState }, f.ports);
    model.start();
    model.dispatch({ type: 'loaded', order: order() });
    model.dispatch({ type: 'promoTyped', value: 'SAVE10' });
    model.dispatch({ type: 'promoSubmitted' });
    const before = model.get();
    model.stop();
    expect(f.next('call').signal.aborted).toBe(true);
    await f.next('call').answer(ok(order()));
    expect(model.get()).toBe(before);
  });
});

describe('loading the checkout (checkout spec section 4: checkout details on load; an empty cart goes to the cart page)', () => {
  function start() {
    const f = fakePorts<CheckoutCalls>();
    const model = createModel(checkoutStep, { state: initialCheckoutState, effects: [LOAD] }, f.ports);
    model.start();
    return { f, s: model.get, d: model.dispatch };
  }

  it('reads the checkout at start; the order answered renders, with the draft kept for it, and the forms are stored as a draft from then on', async () => {
    const { f, s, d } = start();
    expect(f.calls).toEqual([{ call: 'load', input: null }]);
    expect(s().phase).toBe('loading');
    await f.next('load').answer({ kind: 'order', order: order(), draft: { email: 'kept@example.com' } });
    expect(s()).toMatchObject({ phase: 'ready', email: 'kept@example.com' });
    expect(f.stored.at(-1)).toEqual(['o1', expect.objectContaining({ email: 'kept@example.com' })]);
    d({ type: 'emailTyped', value: 'kim@example.com' });
    expect(f.stored.at(-1)).toEqual(['o1', expect.objectContaining({ email: 'kim@example.com' })]);
  });

  it('an empty cart (or a cart redirect) goes to /shopping-cart/ and nothing is stored', async () => {
    const { f, s } = start();
    await f.next('load').answer({ kind: 'cart' });
    expect(f.navigated).toEqual(['/shopping-cart/']);
    expect(s().phase).toBe('loading');
    expect(f.stored).toEqual([]);
  });

  it('a failed read shows its message; Retry reads again', async () => {
    const { f, s, d } = start();
    await f.next('load').answer({ kind: 'failed', message: 'down' });
    expect(s()).toMatchObject({ phase: 'failed', loadError: 'down' });
    d({ type: 'loadAsked' });
    await f.next('load').answer({ kind: 'order', order: order() });
    expect(s().phase).toBe('ready');
  });

  it('race: a read asked again (signing in) replaces the one on its way; the slow older answer is ignored', async () => {
    const { f, s, d } = start();
    d({ type: 'loadAsked' });
    const [older, newer] = f.pending;
    expect(older!.signal.aborted).toBe(true);
    const signedIn = order({ orderId: 'o2', loginStatus: 'loggedIn' });
    await newer!.answer({ kind: 'order', order: signedIn });
    await older!.answer({ kind: 'cart' });
    expect(s().order).toBe(signedIn);
    expect(f.navigated).toEqual([]);
  });
});
