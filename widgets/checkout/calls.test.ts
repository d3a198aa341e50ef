// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSimulatorControl } from '../../demo-site/simulator/session';
import { EMPTY_ADDRESS } from '../../src/validation/address';
import { simulatorBrowser } from '../../tests/simulatorBrowser';
import { addressSuggestions, applyContactAndDelivery, checkoutCall, countryStates, loadCheckout } from './calls/sections';

const m = { timeout: 'slow', unavailable: 'down' };
const t = simulatorBrowser('/checkout-page');
afterEach(() => vi.restoreAllMocks());

const ADDRESS = { ...EMPTY_ADDRESS, firstName: 'Jordan', lastName: 'Reyes', address1: '350 Fifth Ave', city: 'New York', state: 'NY', postalCode: '10001', phoneNumber: '2125550100' };

describe('checkout calls against the simulator', () => {
  it('loads the order (howMany -1, start 0); an empty cart asks for the cart page', async () => {
    expect(await loadCheckout(m)).toEqual({ kind: 'cart' });
    await t.fillCart([{ catalogRefId: 'S1002', quantity: 2 }]);
    const r = await loadCheckout(m);
    expect(r.kind === 'order' && r.order.items[0]?.quantity).toBe(2);
    expect(t.browser.log).toContain('GET /rest/model/atg/commerce/order/purchase/CheckoutActor/checkoutDetails');
  });

  it('maps a hintAddress, field errors (last path segment) and a failure to their outcomes', async () => {
    await t.fillCart([{ catalogRefId: 'S1002', quantity: 1 }]);
    const hint = await applyContactAndDelivery({ email: 'a@example.com', emailOptIn: false, userShopFor: 'all', isGuestCheckout: true, address: ADDRESS }, m);
    expect(hint).toMatchObject({ kind: 'hint', address: { address1: '350 5th Ave', postalCode: '10118' } });
    const po = await applyContactAndDelivery({ email: 'a@example.com', emailOptIn: false, userShopFor: 'all', isGuestCheckout: true, address: { ...ADDRESS, address1: 'PO Box 9' } }, m);
    expect(po).toMatchObject({ kind: 'formError', fieldErrors: { address1: expect.stringContaining('P.O. Box') } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getSimulatorControl(t.sim).faults.add({ path: '/rest/model/atg/commerce/order/purchase/ShippingActor/applyEmail', status: 500 });
    expect(await checkoutCall('applyEmail', { email: 'a@example.com', emailOptIn: false, userShopFor: 'all', isGuestCheckout: true }, m)).toEqual({ kind: 'failed', message: 'down' });
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
    const ok = await applyContactAndDelivery({ email: 'a@example.com', emailOptIn: false, userShopFor: 'all', isGuestCheckout: true, address: ADDRESS, avsStatus: 'USER_OVERRIDE' }, m);
    expect(ok.kind === 'ok' && ok.order?.shippingAddress?.address1).toBe('350 Fifth Ave');
  });

  it('country states, suggestions and the promo code on checkout', async () => {
    await t.fillCart([{ catalogRefId: 'S1002', quantity: 1 }]);
    const ca = await countryStates('CA');
    expect(ca?.states.find((s) => s.value === 'QC')?.label).toBe('Quebec');
    expect(ca?.countries.map((c) => c.value)).toContain('US');
    expect(ca?.defaultCountry).toBe('US');
    // A suggestion with an apartment or suite (SubBuilding) carries it as address 2; one without, none.
    expect((await addressSuggestions('161 E Car'))[0]).toMatchObject({ address1: '161 E Carson St', city: 'Carson', state: 'CA', postalCode: '90745' });
    expect((await addressSuggestions('88 Pine'))[0]).toEqual({ address1: '88 Pine St', address2: 'Apt 4', city: 'Seattle', state: 'WA', postalCode: '98101' });
    expect((await addressSuggestions('20750 S Ava'))[0]).toMatchObject({ address1: '20750 S Avalon Blvd', address2: '' });
    const p = await checkoutCall('claimCoupon', { pageName: 'checkout', couponClaimCode: 'SAVE10' }, m);
    expect(p.kind === 'ok' && p.order?.hasPromoApplied).toBe(true);
    const q = await checkoutCall('revokeCoupon', { pageName: 'checkout', revokeCouponCode: 'SAVE10' }, m);
    expect(q.kind === 'ok' && q.order?.hasPromoApplied).toBe(false);
  });

  it("the states' disabled flag comes through (Guam and the U.S. Virgin Islands are listed, not orderable)", async () => {
    const us = await countryStates('US');
    expect(us?.states.find((st) => st.value === 'GU')).toEqual({ value: 'GU', label: 'Guam', disabled: true });
    expect(us?.states.find((st) => st.value === 'NY')).toEqual({ value: 'NY', label: 'New York', disabled: false });
  });

  it('active (make default) goes with a chosen saved address, and the store makes it the only default', async () => {
    await t.fillCart([{ catalogRefId: 'S1002', quantity: 1 }]);
    await t.browser('/rest/__test/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ signIn: { id: 'pr100001', email: 'teacher@example.com' } }) });
    const r = await applyContactAndDelivery({ emailOptIn: false, userShopFor: 'all', isGuestCheckout: false, isSelectAddress: true, addressId: 'addr100011', active: true }, m);
    expect(r.kind).toBe('ok');
    const book = r.kind === 'ok' ? r.order!.savedAddresses : [];
    expect(book.filter((a) => a.isDefault).map((a) => a.id)).toEqual(['addr100011']);
  });
});

describe('unexpected failures are logged to the console as well as shown (checkout spec section 8)', () => {
  const PURCHASE = '/rest/model/atg/commerce/order/purchase';
  const cases: [string, string, () => Promise<unknown>][] = [
    [
      'delivery',
      `${PURCHASE}/ShippingActor/applyContactAndDelivery`,
      () => applyContactAndDelivery({ email: 'a@example.com', emailOptIn: false, userShopFor: 'all', isGuestCheckout: true, address: ADDRESS }, m),
    ],
    [
      'pickup',
      `${PURCHASE}/ShippingActor/applyPickupInfo`,
      () => checkoutCall('applyPickup', { firstName: 'Sam', lastName: 'Lee', phoneNumber: '3105550142', updateStorePickupInfo: true, applyGiftCard: false }, m),
    ],
    ['gift card', `${PURCHASE}/PaymentActor/applyGiftCard`, () => checkoutCall('applyGiftCard', { gcNumber: '6006492222222222', gcAuthNumber: '5678', addGiftCard: true }, m)],
    ['promo', '/rest/model/atg/commerce/promotion/CouponActor/claimCoupon', () => checkoutCall('claimCoupon', { pageName: 'checkout', couponClaimCode: 'SAVE10' }, m)],
    ['load', `${PURCHASE}/CheckoutActor/checkoutDetails`, () => loadCheckout(m)],
  ];
  for (const [what, path, call] of cases) {
    it(`a ${what} failure (HTTP 500): the section's message, and one console error naming the call, without what was sent`, async () => {
      await t.fillCart([{ catalogRefId: 'S1002', quantity: 1 }]);
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      getSimulatorControl(t.sim).faults.add({ path, status: 500 });
      expect(await call()).toEqual({ kind: 'failed', message: 'down' });
      expect(log).toHaveBeenCalledTimes(1);
      const line = String(log.mock.calls[0]![0]);
      expect(line).toMatch(/^\[storefront-widgets\] checkout: \w+ failed \(http, 500\)\.$/);
      expect(line).not.toMatch(/6006|5678|a@example|SAVE10|3105550142/);
    });
  }
  it('a form error is not a failure: nothing is logged', async () => {
    await t.fillCart([{ catalogRefId: 'S1002', quantity: 1 }]);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await checkoutCall('claimCoupon', { pageName: 'checkout', couponClaimCode: 'NOPE' }, m)).toMatchObject({ kind: 'formError' });
    expect(log).not.toHaveBeenCalled();
  });
});
