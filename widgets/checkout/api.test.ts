// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getSimulatorControl } from '../../demo-site/simulator/session';
import { EMPTY_ADDRESS } from '../../src/validation/address';
import { simulatorBrowser } from '../../tests/simulatorBrowser';
import { addressSuggestions, applyContactAndDelivery, checkoutCall, countryStates, loadCheckout } from './api';

const m = { timeout: 'slow', unavailable: 'down' };
const t = simulatorBrowser('/checkout-page');
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
    getSimulatorControl(t.sim).faults.add({ path: '/rest/model/atg/commerce/order/purchase/ShippingActor/applyEmail', status: 500 });
    expect(await checkoutCall('applyEmail', { email: 'a@example.com', emailOptIn: false, userShopFor: 'all', isGuestCheckout: true }, m)).toEqual({ kind: 'failed', message: 'down' });
    const ok = await applyContactAndDelivery({ email: 'a@example.com', emailOptIn: false, userShopFor: 'all', isGuestCheckout: true, address: ADDRESS, avsStatus: 'USER_OVERRIDE' }, m);
    expect(ok.kind === 'ok' && ok.order?.shippingAddress?.address1).toBe('350 Fifth Ave');
  });

  it('country states, suggestions and the promo code on checkout', async () => {
    await t.fillCart([{ catalogRefId: 'S1002', quantity: 1 }]);
    const ca = await countryStates('CA');
    expect(ca?.states.find((s) => s.value === 'QC')?.label).toBe('Quebec');
    expect(ca?.countries.map((c) => c.value)).toContain('US');
    expect(ca?.defaultCountry).toBe('US');
    expect((await addressSuggestions('161 E Car'))[0]).toMatchObject({ address1: '161 E Carson St', city: 'Carson', state: 'CA', postalCode: '90745' });
    const p = await checkoutCall('claimCoupon', { pageName: 'checkout', couponClaimCode: 'SAVE10' }, m);
    expect(p.kind === 'ok' && p.order?.hasPromoApplied).toBe(true);
    const q = await checkoutCall('revokeCoupon', { pageName: 'checkout', revokeCouponCode: 'SAVE10' }, m);
    expect(q.kind === 'ok' && q.order?.hasPromoApplied).toBe(false);
  });
});
