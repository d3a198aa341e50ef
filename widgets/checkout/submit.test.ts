// @vitest-environment node
/**
 * Submit Order as a step of the checkout model (model.ts): what it sends and when it stops, with the pure
 * step (no driver, no React). The spec's submit fields (checkout spec section 3 and 7), the open-section rule,
 * and the presses that wait for another section's call.
 */
import { describe, expect, it } from 'vitest';
import type { CheckoutEvent, CheckoutFx } from './model';
import { checkoutStep } from './model';
import { KIM_ADDRESS, step, testOrder } from './orderFixture';
import { initialCheckoutState, type CheckoutState } from './state';

const NOW = new Date('2026-12-05T12:00:00Z');
const ready = () => testOrder({ ...KIM_ADDRESS, id: 'ship1' }, { checkoutSteps: { shippingAddress: step(true) }, email: 'kim@example.com' });

function run(s: CheckoutState, ...events: CheckoutEvent[]): { s: CheckoutState; fx: CheckoutFx[] } {
  const fx: CheckoutFx[] = [];
  for (const e of events) {
    const next = checkoutStep(s, e);
    s = next.state;
    fx.push(...(next.effects ?? []));
  }
  return { s, fx };
}

const CARD: CheckoutEvent[] = (
  [
    ['number', '4111111111111111'],
    ['expiry', '0829'],
    ['cvv', '123'],
    ['name', 'Kim Park'],
  ] as const
).map(([field, value]) => ({ type: 'cardTyped', field, value }));

const submitOf = (fx: CheckoutFx[]) =>
  fx.find((e) => e.type === 'request' && e.call === 'submit') as (CheckoutFx & { input: { billing: Record<string, unknown> | null; order: Record<string, unknown>; key: string } }) | undefined;

describe('Submit Order sends the spec fields', () => {
  it("the page's provider and site numbers and the custom order dropdown's choice go with the order (section 7)", () => {
    const marker = { ...initialCheckoutState, orderFields: { providerNumber: 'PN-204', siteNumber: 'S-17', options: { label: 'Order type', options: ['Classroom', 'Library'] } } };
    const loaded = run(marker, { type: 'loaded', order: ready(), key: 'k1' }, ...CARD);
    // A choice that is not one of the dropdown's is not taken.
    expect(run(loaded.s, { type: 'customOrderChosen', value: 'Gym' }).s.customOrder).toBe('');
    const { fx } = run(loaded.s, { type: 'customOrderChosen', value: 'Library' }, { type: 'submitClicked', now: NOW });
    expect(submitOf(fx)?.input.order).toMatchObject({ providerNumber: 'PN-204', siteNumber: 'S-17', customOrderDropdownValue: 'Library' });
  });

  it("a card's submit data carries useShippingAddress, as apply billing does (section 3, credit card form)", () => {
    const { fx } = run(initialCheckoutState, { type: 'loaded', order: ready(), key: 'k1' }, ...CARD, { type: 'submitClicked', now: NOW });
    const sent = submitOf(fx)!.input;
    expect(sent.order).toMatchObject({ useShippingAddress: true, paymentMethod: 'newCreditCard' });
    expect(sent.billing).toMatchObject({ useShippingAddress: true });
    const own = run(initialCheckoutState, { type: 'loaded', order: ready(), key: 'k1' }, ...CARD, { type: 'useDeliveryToggled' });
    for (const [field, value] of Object.entries(KIM_ADDRESS)) own.s = checkoutStep(own.s, { type: 'billingTyped', field: field as keyof typeof KIM_ADDRESS, value }).state;
    expect(submitOf(run(own.s, { type: 'submitClicked', now: NOW }).fx)!.input.order).toMatchObject({ useShippingAddress: false });
  });
});

describe('an open section is never passed by', () => {
  it('an edit not saved stops the submit: nothing is sent, the section is named; unchanged, the open section is no obstacle', () => {
    const loaded = run(initialCheckoutState, { type: 'loaded', order: ready(), key: 'k1' }, ...CARD);
    const edited = run(loaded.s, { type: 'contactEdited' }, { type: 'fieldTyped', field: 'address1', value: '9 Elm St' }, { type: 'submitClicked', now: NOW });
    expect(submitOf(edited.fx)).toBeUndefined();
    expect(edited.s.saveFirst).toEqual({ section: 'contact', n: 1 });
    // Pressed again: asked again (focus moves again).
    expect(run(edited.s, { type: 'submitClicked', now: NOW }).s.saveFirst).toEqual({ section: 'contact', n: 2 });
    // Typed back as it was: nothing unsaved.
    expect(submitOf(run(edited.s, { type: 'fieldTyped', field: 'address1', value: KIM_ADDRESS.address1 }, { type: 'submitClicked', now: NOW }).fx)).toBeDefined();
    expect(submitOf(run(loaded.s, { type: 'contactEdited' }, { type: 'submitClicked', now: NOW }).fx)).toBeDefined();
  });

  it('the section saved, the question goes', () => {
    const edited = run(
      initialCheckoutState,
      { type: 'loaded', order: ready(), key: 'k1' },
      { type: 'contactEdited' },
      { type: 'fieldTyped', field: 'address1', value: '9 Elm St' },
      { type: 'submitClicked', now: NOW },
      { type: 'deliverySubmitted' },
    );
    const saved = run(edited.s, {
      type: 'deliveryAnswered',
      result: { kind: 'ok', order: testOrder({ ...KIM_ADDRESS, address1: '9 Elm St', id: 'ship1' }, { checkoutSteps: { shippingAddress: step(true) }, email: 'kim@example.com' }) },
    });
    expect(saved.s.saveFirst).toBeNull();
    expect(saved.s.contactOpen).toBe(false);
  });
});

describe('each save refreshes the cart (section 4)', () => {
  it("a section's answer with another quantity sets the cart count the header shows", () => {
    const loaded = run(initialCheckoutState, { type: 'loaded', order: ready(), key: 'k1' }, { type: 'contactEdited' }, { type: 'deliverySubmitted' });
    const two = testOrder(
      { ...KIM_ADDRESS, id: 'ship1' },
      { checkoutSteps: { shippingAddress: step(true) }, commerceItems: [{ commerceItemId: 'ci1', catalogRefId: 'S1', quantity: 2, skuDisplayName: 'Paper', priceInfo: { amount: 20 } }] },
    );
    const { fx } = run(loaded.s, { type: 'deliveryAnswered', result: { kind: 'ok', order: two } });
    expect(fx).toContainEqual({ type: 'request', call: 'cartCount', input: 2 });
  });
});

describe('a press during another section call waits for it', () => {
  it('a shipping method chosen while the promo call runs shows at once and is applied when that call answers', () => {
    const loaded = run(initialCheckoutState, { type: 'loaded', order: ready(), key: 'k1' }, { type: 'promoTyped', value: 'SAVE10' }, { type: 'promoSubmitted' });
    const pressed = run(loaded.s, { type: 'methodChosen', id: 'express' });
    expect(pressed.s.methodPending).toBe('express');
    expect(pressed.fx.filter((e) => e.type === 'request' && e.call === 'call')).toEqual([]);
    const answered = run(pressed.s, { type: 'promoAnswered', result: { kind: 'ok', order: ready() } });
    expect(answered.fx).toContainEqual(
      expect.objectContaining({ type: 'request', call: 'call', input: { target: 'applyShipping', body: { isCheckoutPage: true, shippingMethod: 'express', updateShippingMethod: true } } }),
    );
    expect(answered.s).toMatchObject({ busy: 'method', later: [] });
    // The standard method chosen and then chosen back while the call runs: nothing is left pending.
    const back = run(loaded.s, { type: 'methodChosen', id: 'express' }, { type: 'methodChosen', id: 'standard' }, { type: 'promoAnswered', result: { kind: 'ok', order: ready() } });
    expect(back.s).toMatchObject({ busy: null, methodPending: null, later: [] });
  });
});
