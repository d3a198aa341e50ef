// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { simulatorBrowser } from '../../tests/simulatorBrowser';
import { applyPayPalLight, claimCoupon, doExpressCheckout, loadCart, removeLine, revokeCoupon, switchDelivery, trackConversion, updateQuantity } from './calls';

// The page's client talks to a simulator in-process: one browser (cookie jar) per test, test endpoints on.
const t = simulatorBrowser();

const fill = async (lines: { catalogRefId: string; quantity: number; instorePickUpOpted?: boolean; locationId?: string }[]) => {
  await t.fillCart(lines);
};
const cartOf = async () => {
  const r = await loadCart('x');
  if (!r.ok) throw new Error(r.message);
  return r.cart;
};
const profileOf = async (): Promise<string> => {
  const r = await t.browser('/rest/model/ll/commerce/session/SessionActor/sessionInfo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  return ((await r.json()) as { profile: { id: string } }).profile.id;
};
const ok = <T extends { ok: boolean }>(r: T) => {
  expect(r).toMatchObject({ ok: true });
  return r as Extract<T, { ok: true }>;
};

describe('cart calls against the simulator', () => {
  it('reads the spec fields of the cart summary', async () => {
    await fill([
      { catalogRefId: 'S1002', quantity: 2 },
      { catalogRefId: 'S1026', quantity: 1 },
    ]);
    const cart = await cartOf();
    expect(cart).toMatchObject({ isEmptyCart: false, disableCheckout: false, isGSAUser: false, isPaypalEnabledForCart: true, registryOrder: false });
    expect(cart.allLines.map((l) => [l.catalogRefId, l.quantity, l.instorePickUpOpted])).toEqual([['S1002', 2, false]]);
    expect(cart.unavailableLines[0]).toMatchObject({ catalogRefId: 'S1026', unavailableReason: "We're sorry, this item is currently sold out online." });
    expect(cart.cartSummary).toMatchObject({ merchandiseSubtotal: 55.98, isShowCouponbox: true, hasPromoApplied: false });
    expect(cart.rewardsInfo?.totalPoints).toBe(3 * 56);
  });

  it('updates a quantity, refuses one above the stock with the server message, and removes a line', async () => {
    await fill([
      { catalogRefId: 'S1002', quantity: 1 },
      { catalogRefId: 'S1005', quantity: 1 },
    ]);
    const [a, b] = (await cartOf()).allLines;
    const up = ok(await updateQuantity(a!.commerceItemId, 3, 'x'));
    expect(up.cart.allLines[0]!.quantity).toBe(3);
    expect(up.cart.cartSummary.merchandiseSubtotal).toBe(Math.round((3 * 27.99 + 18.99) * 100) / 100);
    const tooMany = await updateQuantity(a!.commerceItemId, 999, 'x');
    expect(tooMany).toMatchObject({ ok: false, field: 'quantity' });
    expect(!tooMany.ok && tooMany.message).toMatch(/^We're sorry, only \d+ of Ready-to-Use Easel Paper - Green are available\. Please lower the quantity\.$/);
    expect((await cartOf()).allLines[0]!.quantity).toBe(3);
    const gone = ok(await removeLine(b!.commerceItemId, 'x'));
    expect(gone.cart.allLines.map((l) => l.catalogRefId)).toEqual(['S1002']);
  });

  it('switches a line to pickup at a store with stock, and refuses pickup without a store', async () => {
    await fill([{ catalogRefId: 'S1005', quantity: 1 }]);
    const [line] = (await cartOf()).allLines;
    expect(await switchDelivery(line!.commerceItemId, true, null, 'x')).toMatchObject({ ok: false, message: 'Please select a store to continue.' });
    const picked = ok(await switchDelivery(line!.commerceItemId, true, 'ST001', 'x'));
    expect(picked.cart.allLines[0]).toMatchObject({ instorePickUpOpted: true, locationId: 'ST001', storeName: 'Carson, CA' });
    const shipped = ok(await switchDelivery(line!.commerceItemId, false, null, 'x'));
    expect(shipped.cart.allLines[0]).toMatchObject({ instorePickUpOpted: false, locationId: null });
  });

  it('claims SAVE10 with its discount, refuses unknown and expired codes, shows a qualifier message, and revokes', async () => {
    await fill([{ catalogRefId: 'S1002', quantity: 1 }]);
    const save = ok(await claimCoupon('SAVE10', 'x'));
    expect(save.cart.cartSummary.appliedPromotions).toEqual([{ couponCode: 'SAVE10', message: '10% off your order', discountAmount: 2.8, isGlobalPromo: true }]);
    expect(await claimCoupon('SAVE10', 'x')).toMatchObject({ ok: false, message: 'The promo code SAVE10 has already been applied to your order.' });
    expect(await claimCoupon('NOPE', 'x')).toMatchObject({ ok: false, message: 'Sorry, NOPE is not a valid promo code. Please check the code and try again.' });
    expect(await claimCoupon('SPRING24', 'x')).toMatchObject({ ok: false, message: 'Sorry, the promo code SPRING24 has expired.' });
    const big = ok(await claimCoupon('big50', 'x'));
    expect(big.cart.cartSummary.qualifierMessages).toEqual(['Spend $472.01 more to get $50 off with BIG50.']);
    const back = ok(await revokeCoupon('SAVE10', 'x'));
    expect(back.cart.cartSummary.appliedPromotions.map((p) => p.couponCode)).toEqual(['BIG50']);
    expect(t.browser.log.filter((l) => l.includes('CouponActor'))).toHaveLength(6);
  });

  it('runs PayPal light and express checkout for the session profile and cart: the token, then status OK', async () => {
    await fill([{ catalogRefId: 'S1002', quantity: 1 }]);
    const cart = await cartOf();
    const profileId = await profileOf();
    expect(await applyPayPalLight(profileId, 'wrong', 'x')).toMatchObject({ ok: false, message: 'Your cart has changed. Please refresh the page and try again.' });
    expect(await applyPayPalLight('someone-else', cart.cartId!, 'x')).toMatchObject({ ok: false });
    const light = ok(await applyPayPalLight(profileId, cart.cartId!, 'x'));
    expect(light.token).toMatch(/^EC-/);
    expect(await doExpressCheckout(profileId, cart.cartId!, 'EC-OTHER', 'PAYER', 'x')).toMatchObject({ ok: false });
    expect(await doExpressCheckout(profileId, cart.cartId!, light.token, 'PAYER', 'x')).toEqual({ ok: true });
  });

  it('posts conversion tracking with the order, cart, profile and product ids (spec section 7), and only logs a failure', async () => {
    await fill([
      { catalogRefId: 'S1002', quantity: 1 },
      { catalogRefId: 'S1005', quantity: 2 },
    ]);
    const cart = await cartOf();
    const profileId = await profileOf();
    await trackConversion(cart.orderId, cart.cartId!, profileId, ['P1002', 'P1005']);
    expect(t.browser.log.filter((l) => l.includes('/rest/model/ll/commerce/tracking/ConversionTrackingActor/trackConversion'))).toHaveLength(1);
    const seen = (await (await t.browser('/rest/__test/conversions')).json()) as { conversions: unknown[] };
    expect(seen.conversions).toEqual([{ orderId: cart.orderId, cartId: cart.cartId, profileId, productIds: ['P1002', 'P1005'] }]);

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await t.browser('/rest/__test/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/rest/model/ll/commerce/tracking/ConversionTrackingActor/trackConversion', status: 500, times: 1 }),
    });
    await expect(trackConversion(cart.orderId, cart.cartId!, profileId, ['P1002'])).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toMatch(/^\[storefront-widgets\] cart: conversion tracking failed/);
    logged.mockRestore();
  });

  it('refuses PayPal above 8000 and for an order that needs a shipping quote', async () => {
    await fill([{ catalogRefId: 'S1047', quantity: 77 }]);
    const big = await cartOf();
    const profileId = await profileOf();
    expect(big.cartSummary.total).toBeGreaterThan(8000);
    expect(await applyPayPalLight(profileId, big.cartId!, 'x')).toMatchObject({ ok: false, message: 'PayPal is not available for orders over $8,000.00.' });
    await fill([{ catalogRefId: 'S1289', quantity: 1 }]);
    const quote = await cartOf();
    expect(quote.requiresShippingQuote).toBe(true);
    expect(await applyPayPalLight(profileId, quote.cartId!, 'x')).toMatchObject({ ok: false, message: 'Since this order requires a shipping quote, PayPal is not an available payment option.' });
  });
});
