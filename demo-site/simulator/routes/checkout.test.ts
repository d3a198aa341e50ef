// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../app';
import { checkoutClient } from '../checkoutClient';
import { inProcessFetch } from '../inProcessFetch';
import { CHECKOUT_MESSAGES } from './checkout';

const P = '/rest/model/atg/commerce/order/purchase';
const DETAILS = `${P}/CheckoutActor/checkoutDetails?howMany=-1&start=0`;
const SHIPPING = `${P}/ShippingActor/applyContactAndDelivery`;
const EMAIL = `${P}/ShippingActor/applyEmail`;
const PICKUP = `${P}/ShippingActor/applyPickupInfo`;
const CLAIM = '/rest/model/atg/commerce/promotion/CouponActor/claimCoupon';
const CONF = '/rest/model/atg/rest/SessionConfirmationActor/getSessionConfirmationNumber';

// oxlint-disable-next-line typescript/no-explicit-any -- JSON answers read loosely in assertions
type Json = Record<string, any>;

async function shopper(lines: object[], extra: object = {}) {
  // Every checkout call as the widget's client sends it (Is-Furniture, howMany, start...): see checkoutClient.ts.
  const f = checkoutClient(inProcessFetch(createSimulator({ test: true })));
  const text = await (await f(CONF)).text();
  const conf = /"sessionConfirmationNumber"\s*:\s*(-?\d+)/.exec(text)![1]!;
  const post = async (path: string, body: object, dyn: string | null = conf): Promise<{ status: number; body: Json }> => {
    const res = await f(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body)
        .replace(/^\{/, dyn === null ? '{' : `{"_dynSessConf":${dyn},`)
        .replace(',}', '}'),
    });
    return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? ((await res.json()) as Json) : { text: await res.text() } };
  };
  await post('/rest/__test/cart', { lines }, null);
  if (Object.keys(extra).length) await post('/rest/__test/checkout', extra, null);
  const details = async () => ((await (await f(DETAILS)).json()) as Json).checkoutResponse as Json;
  return { f, post, details };
}

const SHIP = { catalogRefId: 'S1002', quantity: 1 };
const PICK = { catalogRefId: 'S1002-2', quantity: 1, instorePickUpOpted: true, locationId: 'ST001' };
const ADDRESS = {
  firstName: 'Jordan',
  lastName: 'Reyes',
  address1: '350 5th Ave',
  city: 'New York',
  state: 'NY',
  postalCode: '10118',
  country: 'US',
  phoneNumber: '2125550100',
  email: 'guest@example.com',
  avsStatus: 'NOT_VALIDATED',
};

describe('simulator: checkout', () => {
  it('builds the order from the session cart: groups, ship type, steps, items; shipping tbd until a zip is known', async () => {
    const { details } = await shopper([SHIP, PICK]);
    const r = await details();
    expect(r.orderShipType).toBe('webAndInstorePickup');
    expect(r.orderSummary.webSubTotalInfo).toMatchObject({ headerText: 'Ship to Address', amount: 27.99 });
    expect(r.orderSummary.instorePickupSubTotalInfo).toMatchObject({ headerText: 'Pick Up in Store: Carson', amount: 27.99 });
    expect(r.orderSummary.emailDeliverySubtotalInfo).toBeNull();
    expect(r.orderSummary.orderShippingCharge).toBe('tbd');
    // No estimate zip: no estimate; the pickup group is taxed at its store (Carson, CA 7.25 %) all the same.
    expect(r.estimateZipCode).toBeNull();
    expect(r.estimatedShipping).toBeNull();
    expect(r.estimatedTax).toBeNull();
    expect(r.orderSummary.tax).toBe(2.03);
    expect(r.orderSummary.instorePickupSubTotalInfo.tax).toBe(2.03);
    expect(r.orderSummary.displayTotal).toBe(58.01);
    expect(r.checkoutSteps.shippingAddress.readyForSubmit).toBe(false);
    expect(r.commerceItems.map((i: Json) => i.lineGroupHeader)).toEqual(['ship', 'store']);
    expect(r.customerServicePhone).toBe('1-800-778-4456');
  });

  it("estimates for the selected store's zip before a delivery address: estimatedShipping $8.95, orderShippingCharge still 'tbd'", async () => {
    const { post, details } = await shopper([SHIP]);
    await post('/rest/__test/cart-flags', { selectedStoreId: 'ST001' }, null);
    const r = await details();
    // Carson, CA 90745: $8.95 (no zone surcharge in the west); the tax at 7.25 % of $27.99 + $8.95.
    expect(r.estimateZipCode).toBe('90745');
    expect(r.estimatedShipping).toBe(8.95);
    expect(r.orderSummary.orderShippingCharge).toBe('tbd');
    expect(r.estimatedTax).toBe(2.68);
    // Once the address is on the order, the charge is priced: both say the same.
    const ok = await post(SHIPPING, { ...ADDRESS, avsStatus: 'ACCEPTED' });
    expect(ok.body.checkoutResponse).toMatchObject({ estimateZipCode: '10118', estimatedShipping: 10.95, orderSummary: { orderShippingCharge: 10.95 } });
  });

  it('answers field errors and a hintAddress for a fixture address, then applies it: shipping by zone, tax by state', async () => {
    const { post, details } = await shopper([SHIP, PICK]);
    const po = await post(SHIPPING, { ...ADDRESS, address1: 'P.O. Box 12' });
    expect(po.body).toMatchObject({ formError: true, formExceptions: [{ propertyPath: 'address1', localizedMessage: CHECKOUT_MESSAGES.poBox }] });
    const hinted = await post(SHIPPING, { ...ADDRESS, address1: '350 Fifth Ave', postalCode: '10001' });
    expect(hinted.body.message.hintAddress).toMatchObject({ address1: '350 5th Ave', postalCode: '10118', firstName: 'Jordan' });
    expect((await details()).shippingAddress).toBeNull();
    const ok = await post(SHIPPING, { ...ADDRESS, avsStatus: 'ACCEPTED' });
    const r = ok.body.checkoutResponse;
    expect(r.estimateZipCode).toBe('10118');
    expect(r.orderSummary.orderShippingCharge).toBe(10.95);
    expect(r.estimatedTax).toBe(3.59);
    expect(r.orderSummary.displayTotal).toBe(70.52);
    expect(r.checkoutSteps.shippingAddress.readyForSubmit).toBe(true);
    // Express: $19.95 + the zone's $2.00, never free; the tax follows.
    const express = await post(SHIPPING, { shippingMethod: 'express', updateShippingMethod: true });
    expect(express.body.checkoutResponse).toMatchObject({ shippingMethod: 'express', estimatedShipping: 21.95, estimatedTax: 4.03, shippingAddress: { postalCode: '10118' } });
    expect((await post(SHIPPING, { shippingMethod: 'drone', updateShippingMethod: true })).body.formError).toBe(true);
  });

  it('checks zip against state, phones as digits, and answers 409 on a stale confirmation number', async () => {
    const { post } = await shopper([SHIP]);
    const wrong = await post(SHIPPING, { ...ADDRESS, state: 'CA' });
    expect(wrong.body.formExceptions).toEqual([{ propertyPath: 'postalCode', localizedMessage: CHECKOUT_MESSAGES.zipState, errorCode: 'zipStateMismatch' }]);
    const masked = await post(SHIPPING, { ...ADDRESS, phoneNumber: '(212) 555-0100' });
    expect(masked.body.formExceptions[0].propertyPath).toBe('phoneNumber');
    expect((await post(SHIPPING, ADDRESS, '12345')).status).toBe(409);
  });

  it('applies email only and pickup info; a pickup-only order covered by gift cards needs no extra payment', async () => {
    const { post } = await shopper([PICK], { giftCards: [{ number: '6006492222222222', balance: 150 }] });
    const e = await post(EMAIL, { email: 'bad', emailOptIn: true, userShopFor: 'all' });
    expect(e.body.formExceptions[0]).toMatchObject({ propertyPath: 'email', localizedMessage: CHECKOUT_MESSAGES.emailInvalid });
    const ok = await post(EMAIL, { email: 'sam@example.com', emailOptIn: true, userShopFor: 'all' });
    expect(ok.body.checkoutResponse).toMatchObject({ orderShipType: 'instorePickUpOnly', additionalPaymentRequired: false, email: 'sam@example.com' });
    // $27.99 and the Carson store's 7.25 % tax ($2.03).
    expect(ok.body.checkoutResponse.orderSummary.giftCertificateAmount).toBe(30.02);
    const bad = await post(PICKUP, { firstName: 'Sam', lastName: '', phoneNumber: '123' });
    expect(bad.body.formExceptions.map((x: Json) => x.propertyPath)).toEqual(['lastName', 'phoneNumber']);
    const saved = await post(PICKUP, { firstName: 'Sam', lastName: 'Lee', phoneNumber: '3105550142', updateStorePickupInfo: true, applyGiftCard: false });
    expect(saved.body.checkoutResponse.storePickupInfo).toEqual({ firstName: 'Sam', lastName: 'Lee', phoneNumber: '3105550142' });
    expect(saved.body.checkoutResponse.checkoutSteps.paymentMethod.readyForSubmit).toBe(true);
  });

  it('signed-in: saved addresses, select one, edit one and make it the default', async () => {
    const { post, details } = await shopper([SHIP]);
    await post('/rest/__test/session', { signIn: { id: 'pr100001', email: 'teacher@example.com' } }, null);
    const r = await details();
    // Sorted by the default sortProperties, last name then first name (spec sections 7 and 9): Alvarez, Lopez Daniel, Lopez Maria.
    expect(r.savedAddresses.map((a: Json) => a.id)).toEqual(['addr100012', 'addr100011', 'addr100001']);
    const chosen = await post(SHIPPING, { isSelectAddress: true, addressId: 'addr100012', emailOptIn: false, userShopFor: 'all' });
    expect(chosen.body.checkoutResponse.shippingAddress.address1).toBe('88 Pine St');
    const edited = await post(SHIPPING, { ...ADDRESS, email: undefined, addressId: 'addr100012', oldAddressId: 'addr100012', active: true });
    const book = edited.body.checkoutResponse.savedAddresses as Json[];
    expect(book.find((a) => a.id === 'addr100012')).toMatchObject({ address1: '350 5th Ave', isDefault: true });
    expect(book.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('registry orders ship to the registry address; GSA users pay GSA prices and get no coupon box', async () => {
    const { post, details } = await shopper([SHIP], { registry: true });
    expect((await details()).registry).toMatchObject({ ownerName: 'Ms. Rivera', city: 'Austin', state: 'TX' });
    const r = await post(SHIPPING, { useRegistryAddress: true, email: 'aunt@example.com', emailOptIn: false, userShopFor: 'all' });
    expect(r.body.checkoutResponse).toMatchObject({ shipToRegistry: true, estimateZipCode: '78701' });
    const gsa = await shopper([SHIP]);
    await gsa.post('/rest/model/atg/userprofiling/ProfileActor/login', { login: 'gsa@example.com', password: 'Classroom2026!', userType: 'b2c-user' });
    const g = await gsa.details();
    expect(g).toMatchObject({ gsaUser: true, isShowCouponbox: false });
    expect(g.commerceItems[0].priceInfo).toMatchObject({ amount: 24.63, hasGSAPrice: true });
  });

  it('tariff lines on furniture, and quote to follow for oversized furniture', async () => {
    const { details } = await shopper([{ catalogRefId: 'S1290', quantity: 1 }]);
    const r = await details();
    expect(r.orderSummary.webSubTotalInfo.tariffAmount).toBe(6.03);
    expect(r.orderSummary.tariffHelperText).toBe(CHECKOUT_MESSAGES.tariffHelper);
    const big = await shopper([{ catalogRefId: 'S1289', quantity: 1 }]);
    expect((await big.details()).orderSummary.orderShippingCharge).toBe('quote to follow');
  });

  it('country states, and US-only address suggestions of at most 40 characters', async () => {
    const { f } = await shopper([SHIP]);
    const ca = (await (await f('/rest/model/ll/commerce/locale/CountryStateActor/countryStates?country=CA')).json()) as Json;
    expect(ca.states.find((s: Json) => s.shortName === 'ON')).toMatchObject({ displayName: 'Ontario' });
    expect(ca.countries.map((c: Json) => c.shortName)).toContain('US');
    const sugg = (await (await f('/rest/model/ll/commerce/address/AddressSuggestActor/suggest?text=20750%20S%20Ava&country=US')).json()) as Json;
    expect(sugg.suggestions[0]).toMatchObject({ Line1: '20750 S Avalon Blvd', City: 'Carson', ProvinceCode: 'CA', PostalCode: '90745', CountryIso2: 'US' });
    const gb = (await (await f('/rest/model/ll/commerce/address/AddressSuggestActor/suggest?text=20750&country=GB')).json()) as Json;
    expect(gb.suggestions).toEqual([]);
  });

  it('promo codes claimed on the checkout page answer the checkout response; a qualifier is a form error', async () => {
    const { post } = await shopper([SHIP, PICK]);
    const empty = await post(CLAIM, { pageName: 'checkout', couponClaimCode: '' });
    expect(empty.body.formExceptions[0].localizedMessage).toBe('Please enter a valid code.');
    const ok = await post(CLAIM, { pageName: 'checkout', couponClaimCode: 'save10', howMany: -1, start: 0 });
    expect(ok.body.checkoutResponse).toMatchObject({ hasPromoApplied: true, orderSummary: { discountAmount: 5.6 } });
    const big = await shopper([{ catalogRefId: 'S1290', quantity: 1 }]);
    const q = await big.post(CLAIM, { pageName: 'checkout', couponClaimCode: 'FREESHIP' });
    expect(q.body.formExceptions[0]).toMatchObject({ propertyPath: '', errorCode: 'qualifier' });
  });

  it('an empty cart answers a redirect to the cart', async () => {
    const { post, details } = await shopper([]);
    expect((await details()).isEmptyCart).toBe(true);
    expect((await post(SHIPPING, ADDRESS)).body.redirectURL).toBe('/shopping-cart/');
  });
});
