// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from '../../src/validation/address';
import { checkoutReducer as r } from './reducer';
import { cleanPromo } from './fields';
import { contactComplete, deliveryRequest, draftOf, showsGiftFrom, splitSubmitErrors } from './delivery';
import { initialCheckoutState, type CheckoutState } from './state';
import { pickupInfoNeeded, stepReady, toOrder, type Order } from './order';
import { KIM_ADDRESS, openOrder, step } from './orderFixture';

/** The open order with a GSA-priced line, on an order that offers store pickup. */
const order = (over: Record<string, unknown> = {}): Order =>
  openOrder({
    orderShipType: 'webAndInstorePickup',
    commerceItems: [{ commerceItemId: 'ci1', catalogRefId: 'S1', quantity: 1, skuDisplayName: 'Paper', imageURL: '/i.svg', lineGroupHeader: 'ship', priceInfo: { amount: 10, hasGSAPrice: true } }],
    ...over,
  });
const ADDR = KIM_ADDRESS;
const SAVED = [
  { id: 'a1', firstName: 'Maria', lastName: 'Lopez', address1: '161 E Carson St', city: 'Carson', state: 'CA', postalCode: '90745', country: 'US', phoneNumber: '3105550142', isDefault: true },
  { id: 'a2', firstName: 'Ana', lastName: 'Alvarez', address1: '88 Pine St', city: 'Seattle', state: 'WA', postalCode: '98101', country: 'US', phoneNumber: '2065550117', isDefault: false },
];
const loaded = (o: Order = order(), draft?: Parameters<typeof r>[1] extends infer A ? (A extends { type: 'loaded'; draft?: infer D } ? D : never) : never): CheckoutState =>
  r(initialCheckoutState, { type: 'loaded', order: o, draft });
const filled = (): CheckoutState => {
  let s = r(loaded(), { type: 'emailTyped', value: 'kim@example.com' });
  for (const [k, v] of Object.entries(ADDR)) s = r(s, { type: 'fieldTyped', field: k as keyof typeof ADDR, value: v });
  return s;
};

describe('order reading', () => {
  it('reads the checkout response into an Order (lenient, typed)', () => {
    const o = order({ orderSummary: { displayTotal: '12.5', orderShippingCharge: 'quote to follow', webSubTotalInfo: { headerText: 'Ship', amount: 10, tariffAmount: 1 } } });
    expect(o.summary.displayTotal).toBe(12.5);
    expect(o.summary.shipping).toBe('quote to follow');
    expect(o.summary.web).toEqual({ headerText: 'Ship', amount: 10, tax: 0, tariffAmount: 1, orderTotal: 0 });
    expect(o.items[0]).toMatchObject({ name: 'Paper', hasGSAPrice: true, group: 'ship' });
    expect(toOrder({ commerceItems: 'nope' })).toBeNull();
    // A value superstruct cannot print ({"toString": null}, as JSON can carry) is a refused answer, not a crash.
    expect(toOrder(JSON.parse('{"commerceItems": [{"commerceItemId": {"toString": null}}]}'))).toBeNull();
    expect(order({ commerceItems: [] }).isEmpty).toBe(true);
  });

  it('a step is ready only when every earlier step is readyForSubmit', () => {
    const steps = { shippingAddress: true, shippingMethod: false, paymentMethod: true, emailRegister: true };
    expect(stepReady(steps, 'shippingAddress')).toBe(true);
    expect(stepReady(steps, 'shippingMethod')).toBe(true);
    expect(stepReady(steps, 'paymentMethod')).toBe(false);
    expect(stepReady(steps, 'emailRegister')).toBe(false);
    expect(stepReady({ ...steps, shippingMethod: true }, 'emailRegister')).toBe(true);
  });

  it('asks for pickup info only for pickup-only orders with no extra payment and a missing name or phone', () => {
    const base = { orderShipType: 'instorePickUpOnly', additionalPaymentRequired: false };
    expect(pickupInfoNeeded(order(base))).toBe(true);
    expect(pickupInfoNeeded(order({ ...base, additionalPaymentRequired: true }))).toBe(false);
    expect(pickupInfoNeeded(order({ ...base, orderShipType: 'webAndInstorePickup' }))).toBe(false);
    expect(pickupInfoNeeded(order({ ...base, storePickupInfo: { firstName: 'Sam', lastName: 'Lee', phoneNumber: '' } }))).toBe(true);
    expect(pickupInfoNeeded(order({ ...base, storePickupInfo: { firstName: 'Sam', lastName: 'Lee', phoneNumber: '3105550142' } }))).toBe(false);
  });
});

describe('checkout model transitions', () => {
  it('loaded: an incomplete order opens contact and delivery; a complete one collapses it', () => {
    const s = loaded();
    expect(s).toMatchObject({ phase: 'ready', contactOpen: true, mode: 'new', pickupOpen: false });
    const done = loaded(order({ email: 'a@b.co', shippingAddress: { id: 'x', ...ADDR }, checkoutSteps: { shippingAddress: step(true) } }));
    expect(done.contactOpen).toBe(false);
    expect(done.address.address1).toBe('1 Main St');
    expect(contactComplete(done.order!)).toBe(true);
  });

  it('loaded: a signed-in shopper with saved addresses starts on the default one; a registry order on the registry address', () => {
    const s = loaded(order({ loginStatus: 'loggedIn', email: 'teacher@example.com', savedAddresses: SAVED }));
    expect(s).toMatchObject({ mode: 'saved', savedId: 'a1', email: 'teacher@example.com' });
    const reg = loaded(order({ registry: { id: 'r1', ownerName: 'Ms. Rivera' }, shipToRegistry: true }));
    expect(reg.mode).toBe('registry');
  });

  it('loaded: a draft restores what was typed over the server prefill; an open pickup form stays open', () => {
    const d = draftOf(filled());
    const s = loaded(order({ orderShipType: 'instorePickUpOnly', additionalPaymentRequired: false }), {
      ...d,
      pickupOpen: true,
      pickup: { firstName: 'Sam', lastName: '', phoneNumber: '31' },
      promo: 'sa-ve10',
    });
    expect(s.email).toBe('kim@example.com');
    expect(s.address).toEqual(ADDR);
    expect(s.pickup.firstName).toBe('Sam');
    expect(s.pickupOpen).toBe(true);
    expect(s.promo).toBe('save10');
    // A draft that chose the registry on an order that has none falls back to the form.
    expect(loaded(order(), { ...d, mode: 'registry' }).mode).toBe('new');
  });

  it('loadFailed and orderRefreshed', () => {
    expect(r(initialCheckoutState, { type: 'loadFailed', message: 'down' })).toMatchObject({ phase: 'failed', loadError: 'down' });
    const s = r(loaded(), { type: 'orderRefreshed', order: order({ orderShipType: 'instorePickUpOnly', additionalPaymentRequired: false }) });
    expect(s.pickupOpen).toBe(true);
  });

  it('emailTyped clears its error; optInToggled flips the opt-in', () => {
    let s = r(loaded(), { type: 'deliverySubmitted' });
    expect(s.errors.email).toBe('missing');
    s = r(s, { type: 'emailTyped', value: 'x@y.co' });
    expect(s.errors.email).toBeUndefined();
    expect(r(s, { type: 'optInToggled' }).emailOptIn).toBe(true);
  });

  it('fieldTyped keeps each field within its limit and the phone as digits', () => {
    let s = loaded();
    s = r(s, { type: 'fieldTyped', field: 'firstName', value: 'x'.repeat(50) });
    expect(s.address.firstName).toHaveLength(35);
    s = r(s, { type: 'fieldTyped', field: 'city', value: 'y'.repeat(50) });
    expect(s.address.city).toHaveLength(30);
    s = r(s, { type: 'fieldTyped', field: 'attention', value: 'z'.repeat(90) });
    expect(s.address.attention).toHaveLength(80);
    s = r(s, { type: 'fieldTyped', field: 'phoneNumber', value: '(310) 555-0142 ext 9' });
    expect(s.address.phoneNumber).toBe('3105550142');
  });

  it('fieldTyped country resets the state and cuts the phone to the new country, clearing their errors', () => {
    let s = r(loaded(), { type: 'fieldTyped', field: 'state', value: 'CA' });
    s = r(s, { type: 'fieldTyped', field: 'country', value: 'GB' });
    s = r(s, { type: 'fieldTyped', field: 'phoneNumber', value: '442071234567890' });
    expect(s.address.phoneNumber).toBe('442071234567890');
    s = r(s, { type: 'fieldTyped', field: 'country', value: 'CA' });
    expect(s.address).toMatchObject({ country: 'CA', state: '', phoneNumber: '4420712345' });
  });

  it('suggestionChosen fills street, city, state and zip, and its apartment or suite (SubBuilding) into address 2', () => {
    let s = r(filled(), { type: 'fieldTyped', field: 'address2', value: 'Room 4' });
    s = r(s, { type: 'suggestionChosen', address: { address1: '20750 S Avalon Blvd', address2: '', city: 'Carson', state: 'CA', postalCode: '90745' } });
    expect(s.address).toMatchObject({ address1: '20750 S Avalon Blvd', address2: 'Room 4', city: 'Carson', firstName: 'Kim' });
    s = r(s, { type: 'suggestionChosen', address: { address1: '350 5th Ave', address2: 'Suite 3300', city: 'New York', state: 'NY', postalCode: '10118' } });
    expect(s.address).toMatchObject({ address1: '350 5th Ave', address2: 'Suite 3300', city: 'New York' });
  });

  it('modeChosen, savedChosen, addressEditStarted and makeDefaultToggled', () => {
    let s = loaded(order({ loginStatus: 'loggedIn', email: 'teacher@example.com', savedAddresses: SAVED }));
    s = r(s, { type: 'savedChosen', id: 'a2' });
    expect(s).toMatchObject({ mode: 'saved', savedId: 'a2' });
    s = r(s, { type: 'addressEditStarted', id: 'a2' });
    expect(s).toMatchObject({ mode: 'new', editId: 'a2' });
    expect(s.address.address1).toBe('88 Pine St');
    s = r(s, { type: 'makeDefaultToggled' });
    expect(s.makeDefault).toBe(true);
    s = r(s, { type: 'addressEditStarted', id: null });
    expect(s).toMatchObject({ editId: null, address: EMPTY_ADDRESS });
    s = r(s, { type: 'modeChosen', mode: 'saved' });
    expect(s.mode).toBe('saved');
  });

  it('contactEdited reopens a collapsed section', () => {
    const done = loaded(order({ email: 'a@b.co', shippingAddress: { id: 'x', ...ADDR }, checkoutSteps: { shippingAddress: step(true) } }));
    expect(r(done, { type: 'contactEdited' }).contactOpen).toBe(true);
  });

  it('deliverySubmitted: our rules first (and a counter to focus the first error), then busy; busy ignores more submits', () => {
    const bad = r(loaded(), { type: 'deliverySubmitted' });
    expect(bad.busy).toBeNull();
    expect(bad.fixes).toBe(1);
    expect(Object.keys(bad.errors).sort()).toEqual(['address1', 'city', 'email', 'firstName', 'lastName', 'phoneNumber', 'postalCode', 'state']);
    const ok = r(filled(), { type: 'deliverySubmitted' });
    expect(ok).toMatchObject({ busy: 'delivery', errors: {} });
    expect(r(ok, { type: 'deliverySubmitted' })).toBe(ok);
  });

  it('deliveryAnswered ok: the section collapses with the new order', () => {
    const busy = r(filled(), { type: 'deliverySubmitted' });
    const next = order({ email: 'kim@example.com', shippingAddress: { id: 'n1', ...ADDR, postalCode: '10118' }, checkoutSteps: { shippingAddress: step(true) }, estimateZipCode: '10118' });
    const s = r(busy, { type: 'deliveryAnswered', result: { kind: 'ok', order: next } });
    expect(s).toMatchObject({ busy: null, contactOpen: false });
    expect(s.order?.estimateZip).toBe('10118');
  });

  it('deliveryAnswered formError: server messages go to their fields, typed values stay', () => {
    const busy = r(filled(), { type: 'deliverySubmitted' });
    const s = r(busy, { type: 'deliveryAnswered', result: { kind: 'formError', fieldErrors: { address1: 'No P.O. Boxes.' }, messages: ['Check the address.'] } });
    expect(s).toMatchObject({ busy: null, errors: { address1: 'No P.O. Boxes.' }, notice: 'Check the address.', fixes: 1 });
    expect(s.address).toEqual(ADDR);
  });

  it('deliveryAnswered failed: a notice, nothing typed is lost; an answer nobody waits for is ignored', () => {
    const busy = r(filled(), { type: 'deliverySubmitted' });
    const s = r(busy, { type: 'deliveryAnswered', result: { kind: 'failed', message: 'Try again.' } });
    expect(s).toMatchObject({ busy: null, notice: 'Try again.', address: ADDR, email: 'kim@example.com' });
    expect(r(s, { type: 'deliveryAnswered', result: { kind: 'failed', message: 'late' } })).toBe(s);
  });

  it('deliveryAnswered hint, then hintAccepted (ACCEPTED) or hintDeclined (USER_OVERRIDE)', () => {
    const busy = r(filled(), { type: 'deliverySubmitted' });
    const hinted = r(busy, { type: 'deliveryAnswered', result: { kind: 'hint', address: { ...ADDR, address1: '1 Main Street', postalCode: '90745-1111', firstName: '', lastName: '' } } });
    expect(hinted.hint?.address1).toBe('1 Main Street');
    const accepted = r(hinted, { type: 'hintAccepted' });
    expect(accepted).toMatchObject({ hint: null, avsStatus: 'ACCEPTED' });
    expect(accepted.address).toMatchObject({ address1: '1 Main Street', postalCode: '90745-1111', firstName: 'Kim' });
    const declined = r(hinted, { type: 'hintDeclined' });
    expect(declined).toMatchObject({ hint: null, avsStatus: 'USER_OVERRIDE', address: ADDR });
    expect(r(declined, { type: 'hintAccepted' })).toBe(declined);
    // Editing a field after a hint starts over: the next submit asks again.
    expect(r(accepted, { type: 'fieldTyped', field: 'city', value: 'Carsons' }).avsStatus).toBe('NOT_VALIDATED');
  });

  it('pickupTyped, pickupSubmitted, pickupAnswered and pickupEdited', () => {
    let s = loaded(order({ orderShipType: 'instorePickUpOnly', additionalPaymentRequired: false }));
    expect(s.pickupOpen).toBe(true);
    s = r(s, { type: 'pickupSubmitted' });
    expect(s.pickupErrors).toEqual({ firstName: 'missing', lastName: 'missing', phoneNumber: 'missing' });
    s = r(s, { type: 'pickupTyped', field: 'firstName', value: 'x'.repeat(45) });
    expect(s.pickup.firstName).toHaveLength(40);
    s = r(s, { type: 'pickupTyped', field: 'firstName', value: 'Sam' });
    s = r(s, { type: 'pickupTyped', field: 'lastName', value: 'Lee' });
    s = r(s, { type: 'pickupTyped', field: 'phoneNumber', value: '310-555-0142' });
    expect(s.pickup.phoneNumber).toBe('3105550142');
    s = r(s, { type: 'pickupSubmitted' });
    expect(s.busy).toBe('pickup');
    const saved = order({ orderShipType: 'instorePickUpOnly', additionalPaymentRequired: false, storePickupInfo: { firstName: 'Sam', lastName: 'Lee', phoneNumber: '3105550142' } });
    const done = r(s, { type: 'pickupAnswered', result: { kind: 'ok', order: saved } });
    expect(done).toMatchObject({ busy: null, pickupOpen: false });
    expect(r(done, { type: 'pickupEdited' }).pickupOpen).toBe(true);
    const err = r(s, { type: 'pickupAnswered', result: { kind: 'formError', fieldErrors: { phoneNumber: 'Bad phone.' }, messages: [] } });
    expect(err).toMatchObject({ pickupErrors: { phoneNumber: 'Bad phone.' }, pickupOpen: true });
  });

  it('giftFromTyped (at most 80) and anonymousToggled (clears the from-name)', () => {
    let s = loaded(order({ registry: { id: 'r1', ownerName: 'Ms. Rivera' } }));
    s = r(s, { type: 'modeChosen', mode: 'registry' });
    expect(showsGiftFrom(s)).toBe(true);
    s = r(s, { type: 'emailTyped', value: 'aunt@example.com' });
    expect(r(s, { type: 'deliverySubmitted' }).errors.giftFrom).toBe('missing');
    s = r(s, { type: 'giftFromTyped', value: 'y'.repeat(90) });
    expect(s.giftFrom).toHaveLength(80);
    s = r(s, { type: 'giftFromTyped', value: 'Aunt Jo' });
    s = r(s, { type: 'anonymousToggled' });
    expect(s).toMatchObject({ anonymous: true, giftFrom: '' });
    expect(r(s, { type: 'deliverySubmitted' }).busy).toBe('delivery');
    expect(r(s, { type: 'giftFromTyped', value: 'J' }).anonymous).toBe(false);
  });

  it('a clear-the-list cart: the from-name panel shows whatever the address, a completed delivery reopens for it, Submit without it reopens with the error', () => {
    const done = { shippingAddress: step(true), shippingMethod: step(true), paymentMethod: step(false), emailRegister: step(true) };
    let s = loaded(order({ clearListWarning: true, checkoutSteps: done, shippingAddress: ADDR }));
    expect(showsGiftFrom(s)).toBe(true);
    expect(s.contactOpen).toBe(true);
    expect(r(s, { type: 'deliverySubmitted' }).errors.giftFrom).toBe('missing');
    // Not a list: the delivery done stays collapsed, and no from-name is asked.
    const plain = loaded(order({ checkoutSteps: done, shippingAddress: ADDR }));
    expect([showsGiftFrom(plain), plain.contactOpen]).toEqual([false, false]);
    expect(r(plain, { type: 'giftFromNeeded' })).toBe(plain);
    // Given, then the section closed: Submit's check passes; emptied (a draft), Submit reopens the section on it.
    s = r({ ...s, contactOpen: false }, { type: 'giftFromNeeded' });
    expect(s).toMatchObject({ contactOpen: true, errors: { giftFrom: 'missing' }, fixes: 1 });
    s = r(s, { type: 'giftFromTyped', value: 'The Lee Family' });
    expect(r(s, { type: 'giftFromNeeded' })).toBe(s);
  });

  it("Submit Order's field errors: delivery fields, email and the from-name go to the contact section, the rest to payment", () => {
    const split = splitSubmitErrors({
      'shippingAddress.address1': 'We no longer ship here.',
      email: 'Bad email.',
      giftItemFrom: 'Too long.',
      paymentMethod: 'Not taken.',
      'billingAddress.postalCode': 'Check the ZIP.',
      companyName: 'PO company?',
      'shippingAddress.companyName': 'School?',
    });
    expect(split.delivery).toEqual({ address1: 'We no longer ship here.', email: 'Bad email.', giftFrom: 'Too long.', companyName: 'School?' });
    expect(split.rest).toEqual({ paymentMethod: 'Not taken.', 'billingAddress.postalCode': 'Check the ZIP.', companyName: 'PO company?' });
  });

  it('submitRefused opens the contact section with each error on its field (focus follows fixes); one not shown there is its notice', () => {
    const done = { shippingAddress: step(true), shippingMethod: step(true), paymentMethod: step(false), emailRegister: step(true) };
    const s = loaded(order({ checkoutSteps: done, shippingAddress: ADDR, email: 'kim@example.com' }));
    expect(s.contactOpen).toBe(false);
    const after = r(s, { type: 'submitRefused', fieldErrors: { address1: 'We no longer ship here.', email: 'Bad email.' } });
    expect(after).toMatchObject({ contactOpen: true, mode: 'new', errors: { address1: 'We no longer ship here.', email: 'Bad email.' }, notice: null, fixes: s.fixes + 1 });
    expect(after.address.address1).toBe('1 Main St');
    // A signed-in shopper's email is not a field of the section: its message is the section's notice.
    const signed = loaded(order({ checkoutSteps: done, shippingAddress: ADDR, loginStatus: 'loggedIn', email: 'kim@example.com' }));
    expect(r(signed, { type: 'submitRefused', fieldErrors: { email: 'Bad email.' } })).toMatchObject({ contactOpen: true, errors: {}, notice: 'Bad email.', fixes: signed.fixes });
    expect(r(s, { type: 'submitRefused', fieldErrors: {} })).toBe(s);
  });

  it('promoTyped keeps letters and digits up to 40; an empty submit is an error; promoAnswered applies or shows the error', () => {
    expect(cleanPromo('sa ve-10!')).toBe('save10');
    let s = r(loaded(), { type: 'promoTyped', value: 'x'.repeat(45) });
    expect(s.promo).toHaveLength(40);
    s = r(s, { type: 'promoTyped', value: '' });
    expect(r(s, { type: 'promoSubmitted' }).promoError).toBe('missing');
    s = r(s, { type: 'promoTyped', value: 'SAVE10' });
    s = r(s, { type: 'promoSubmitted' });
    expect(s.busy).toBe('promo');
    const bad = r(s, { type: 'promoAnswered', result: { kind: 'formError', fieldErrors: {}, messages: ['Already ships free.'] } });
    expect(bad).toMatchObject({ busy: null, promoError: 'Already ships free.', promo: 'SAVE10' });
    const ok = r(s, { type: 'promoAnswered', result: { kind: 'ok', order: order({ hasPromoApplied: true }) } });
    expect(ok).toMatchObject({ busy: null, promo: '' });
    expect(ok.order?.hasPromoApplied).toBe(true);
  });

  it('a card number typed in the promo box is the invalid-code error, never sent (not busy), and stays in the box', () => {
    const s = r(r(loaded(), { type: 'promoTyped', value: '4111 1111 1111 1111' }), { type: 'promoSubmitted' });
    expect(s).toMatchObject({ promo: '4111111111111111', promoError: 'missing', busy: null });
  });

  it('promoRevoked keeps what is typed in the box', () => {
    let s = r(loaded(), { type: 'promoTyped', value: 'NEXT' });
    s = r(s, { type: 'promoRevoked', code: 'SAVE10' });
    expect(s.busy).toBe('revoke');
    s = r(s, { type: 'promoAnswered', result: { kind: 'ok', order: order() } });
    expect(s).toMatchObject({ busy: null, promo: 'NEXT' });
  });

  it('methodChosen applies a new shipping method; methodAnswered takes the order or keeps the old method with a message', () => {
    const s0 = loaded(
      order({
        shippingMethod: 'standard',
        shippingMethods: [
          { id: 'standard', label: 'Standard' },
          { id: 'express', label: 'Express' },
        ],
      }),
    );
    expect(r(s0, { type: 'methodChosen', id: 'standard' })).toBe(s0);
    const busy = r(s0, { type: 'methodChosen', id: 'express' });
    expect(busy).toMatchObject({ busy: 'method', methodPending: 'express' });
    expect(r(busy, { type: 'methodChosen', id: 'standard' })).toBe(busy);
    const ok = r(busy, { type: 'methodAnswered', result: { kind: 'ok', order: order({ shippingMethod: 'express' }) } });
    expect(ok).toMatchObject({ busy: null, methodPending: null });
    expect(ok.order?.shippingMethod).toBe('express');
    const failed = r(busy, { type: 'methodAnswered', result: { kind: 'failed', message: 'down' } });
    expect(failed).toMatchObject({ busy: null, methodPending: null, methodError: 'down' });
    expect(failed.order?.shippingMethod).toBe('standard');
  });

  it('summaryToggled opens and closes the phone summary', () => {
    const s = r(loaded(), { type: 'summaryToggled' });
    expect(s.summaryOpen).toBe(true);
    expect(r(s, { type: 'summaryToggled' }).summaryOpen).toBe(false);
  });
});

describe('delivery request', () => {
  it('a guest sends the address as digits-only phone with avsStatus, userShopFor "all", the email and isGuestCheckout true', () => {
    const s = r(filled(), { type: 'deliverySubmitted' });
    expect(deliveryRequest(s)).toEqual({
      kind: 'delivery',
      payload: {
        email: 'kim@example.com',
        emailOptIn: false,
        userShopFor: 'all',
        isGuestCheckout: true,
        address: ADDR,
        avsStatus: 'NOT_VALIDATED',
        isNewAddress: true,
        addressId: undefined,
        oldAddressId: undefined,
        active: undefined,
      },
    });
  });

  it('a signed-in shopper (isGuestCheckout false): a saved address is selected by id; an edit names the old address; the registry address by flag', () => {
    let s = loaded(order({ loginStatus: 'loggedIn', email: 'teacher@example.com', savedAddresses: SAVED, userShopFor: 'classroom' }));
    expect(deliveryRequest(s)).toEqual({
      kind: 'delivery',
      payload: { emailOptIn: false, userShopFor: 'classroom', isGuestCheckout: false, isSelectAddress: true, addressId: 'a1', active: undefined, avsStatus: 'NOT_VALIDATED' },
    });
    s = r(s, { type: 'addressEditStarted', id: 'a2' });
    expect(deliveryRequest(s).payload).toMatchObject({ isNewAddress: false, addressId: 'a2', oldAddressId: 'a2', active: false });
    // "active (make default)" (spec section 3): ticking Make this my default address sends active true, for an
    // edited address and for a saved one chosen from the list.
    expect(deliveryRequest(r(s, { type: 'makeDefaultToggled' })).payload).toMatchObject({ addressId: 'a2', active: true });
    const chosen = r(r(loaded(order({ loginStatus: 'loggedIn', email: 'teacher@example.com', savedAddresses: SAVED })), { type: 'savedChosen', id: 'a2' }), { type: 'makeDefaultToggled' });
    expect(deliveryRequest(chosen).payload).toMatchObject({ isSelectAddress: true, addressId: 'a2', active: true });
    const reg = r(loaded(order({ registry: { id: 'r1', ownerName: 'Ms. Rivera' } })), { type: 'modeChosen', mode: 'registry' });
    expect(deliveryRequest(reg).payload).toMatchObject({ useRegistryAddress: true });
  });

  it('an order with nothing to ship applies the email only', () => {
    const s = r(loaded(order({ orderShipType: 'instorePickUpOnly' })), { type: 'emailTyped', value: 'kim@example.com' });
    expect(deliveryRequest(s)).toEqual({ kind: 'email', payload: { email: 'kim@example.com', emailOptIn: false, userShopFor: 'all', isGuestCheckout: true } });
  });
});

describe('draft', () => {
  it('holds every field typed but the card number and CVV', () => {
    let s = r(filled(), { type: 'instructionsTyped', value: 'Leave at the side door' });
    for (const [field, value] of [
      ['number', '4111111111111111'],
      ['cvv', '123'],
      ['expiry', '0829'],
      ['name', 'Kim Lee'],
    ] as const)
      s = r(s, { type: 'cardTyped', field, value });
    const draft = draftOf(s);
    const keys: string[] = [];
    const walk = (v: unknown): void => {
      if (!v || typeof v !== 'object') return;
      for (const [k, x] of Object.entries(v)) {
        keys.push(k);
        walk(x);
      }
    };
    walk(draft);
    expect(keys.filter((k) => /number|cvv|cvc|verification|security/i.test(k) && k !== 'phoneNumber')).toEqual([]);
    expect(JSON.stringify(draft)).not.toMatch(/4111111111111111|"123"/);
    // The name on the card and its expiry identify no card without its number: they are kept.
    expect(draft.payment).toMatchObject({ holder: 'Kim Lee', expiry: '08/29' });
    expect(draft.instructions).toBe('Leave at the side door');
    expect(Object.keys(draft).sort()).toEqual([
      'address',
      'anonymous',
      'contactOpen',
      'customOrder',
      'editId',
      'email',
      'emailOptIn',
      'giftFrom',
      'instructions',
      'makeDefault',
      'mode',
      'payment',
      'pickup',
      'pickupOpen',
      'promo',
      'savedId',
      'submitKey',
      'walletDropped',
    ]);
  });
});
