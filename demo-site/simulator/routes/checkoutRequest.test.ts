// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../app';
import { inProcessFetch } from '../inProcessFetch';
import { REQUEST_MESSAGES } from './checkoutRequest';

// The checkout calls as a client sends them, without the test helper that adds the spec's fields (checkoutClient.ts).
const P = '/rest/model/atg/commerce/order/purchase';
const DETAILS = `${P}/CheckoutActor/checkoutDetails`;
const SHIPPING = `${P}/ShippingActor/applyContactAndDelivery`;
const PICKUP = `${P}/ShippingActor/applyPickupInfo`;
const APPLY_GC = `${P}/PaymentActor/applyGiftCard`;
const SUBMIT = `${P}/CommitOrderActor/commitOrder`;
const STATES = '/rest/model/ll/commerce/locale/CountryStateActor/countryStates';
const CONF = '/rest/model/atg/rest/SessionConfirmationActor/getSessionConfirmationNumber';

// oxlint-disable-next-line typescript/no-explicit-any -- JSON answers read loosely in assertions
type Json = Record<string, any>;

const FURNITURE = { 'Is-Furniture': 'false' };
const PAGING = { howMany: -1, start: 0 };
const DELIVERY = { isCheckoutPage: true, sortProperties: 'lastName,firstName', validateContactInfo: true, useShippingAddress: true };
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
  emailOptIn: false,
  userShopFor: 'all',
  avsStatus: 'ACCEPTED',
};

async function shopper() {
  const f = inProcessFetch(createSimulator({ test: true }));
  const conf = /"sessionConfirmationNumber"\s*:\s*(-?\d+)/.exec(await (await f(CONF)).text())![1]!;
  const post = async (path: string, body: object, headers: Record<string, string> = FURNITURE): Promise<Json> => {
    const json = JSON.stringify(body);
    const res = await f(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: json.replace(/^\{/, `{"_dynSessConf":${conf}${json === '{}' ? '' : ','}`) });
    return (await res.json()) as Json;
  };
  await f('/rest/__test/cart', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lines: [{ catalogRefId: 'S1002', quantity: 1 }] }) });
  return { f, post };
}

/** The fields a form error names, as the store answers them (formError true, propertyPath per field). */
const named = (answer: Json): string[] => {
  expect(answer.formError).toBe(true);
  expect(answer.checkoutResponse).toBeUndefined();
  return (answer.formExceptions as Json[]).map((e) => e.propertyPath as string);
};

describe('simulator: what every checkout call carries (spec section 7: howMany -1, start 0, Is-Furniture)', () => {
  it('checkout details without howMany, start or Is-Furniture is a form error naming each', async () => {
    const { f } = await shopper();
    expect(named(await (await f(DETAILS)).json())).toEqual(['Is-Furniture', 'howMany', 'start']);
    expect(named(await (await f(`${DETAILS}?howMany=10&start=0`, { headers: FURNITURE })).json())).toEqual(['howMany']);
    expect(named(await (await f(`${DETAILS}?howMany=-1&start=0`, { headers: { 'Is-Furniture': 'yes' } })).json())).toEqual(['Is-Furniture']);
    const ok = (await (await f(`${DETAILS}?howMany=-1&start=0`, { headers: { 'Is-Furniture': 'true' } })).json()) as Json;
    expect(ok.checkoutResponse.commerceItems).toHaveLength(1);
  });

  it('a state-changing call (pickup info, gift card, submit) checks them too, and its message says what to send', async () => {
    const { post } = await shopper();
    const pickup = await post(PICKUP, { firstName: 'Sam', lastName: 'Lee', phoneNumber: '3105550142', updateStorePickupInfo: true, applyGiftCard: false, howMany: -1 });
    expect(named(pickup)).toEqual(['start']);
    expect(pickup.formExceptions[0]).toMatchObject({ localizedMessage: REQUEST_MESSAGES.start, errorCode: 'invalidStart' });
    expect(named(await post(APPLY_GC, { gcNumber: '6006492222222222', gcAuthNumber: '5678', addGiftCard: true, ...PAGING }, {}))).toEqual(['Is-Furniture']);
    expect(named(await post(SUBMIT, { start: 0 }))).toEqual(['howMany']);
    // With them, the call goes on to its own checks.
    expect(await post(PICKUP, { firstName: 'Sam', lastName: 'Lee', phoneNumber: '3105550142', updateStorePickupInfo: true, applyGiftCard: false, ...PAGING })).toMatchObject({ status: 'OK' });
  });

  it('the country states lookup needs the Is-Furniture header', async () => {
    const { f } = await shopper();
    expect(named(await (await f(`${STATES}?country=US`)).json())).toEqual(['Is-Furniture']);
    const us = (await (await f(`${STATES}?country=US`, { headers: FURNITURE })).json()) as Json;
    expect(us.states.find((s: Json) => s.shortName === 'GU')).toMatchObject({ name: 'Guam', disabled: true });
  });
});

describe('simulator: apply contact and delivery fields (isCheckoutPage, sortProperties, validateContactInfo, useShippingAddress)', () => {
  it('refuses an address apply that leaves any of them out or sends a wrong value, naming the field', async () => {
    const { post } = await shopper();
    expect(named(await post(SHIPPING, { ...ADDRESS, ...PAGING }))).toEqual(['isCheckoutPage', 'sortProperties', 'validateContactInfo', 'useShippingAddress']);
    expect(named(await post(SHIPPING, { ...ADDRESS, ...PAGING, ...DELIVERY, isCheckoutPage: false }))).toEqual(['isCheckoutPage']);
    expect(named(await post(SHIPPING, { ...ADDRESS, ...PAGING, ...DELIVERY, sortProperties: 'lastName,shoeSize' }))).toEqual(['sortProperties']);
    expect(named(await post(SHIPPING, { ...ADDRESS, ...PAGING, ...DELIVERY, useShippingAddress: 'yes' }))).toEqual(['useShippingAddress']);
    const ok = await post(SHIPPING, { ...ADDRESS, ...PAGING, ...DELIVERY });
    expect(ok.checkoutResponse).toMatchObject({ email: 'guest@example.com', shippingAddress: { address1: '350 5th Ave' } });
    // The shipping method alone is a partial apply: only the paging fields.
    expect(await post(SHIPPING, { updateShippingMethod: true, shippingMethod: 'express', ...PAGING })).toMatchObject({ status: 'OK' });
  });

  it('validateContactInfo decides whether the email is checked: false applies the address and leaves the contact alone', async () => {
    const { post } = await shopper();
    const checked = await post(SHIPPING, { ...ADDRESS, ...PAGING, ...DELIVERY, email: 'not-an-email' });
    expect(checked.formExceptions).toEqual([expect.objectContaining({ propertyPath: 'email', errorCode: 'invalidEmail' })]);
    const unchecked = await post(SHIPPING, { ...ADDRESS, ...PAGING, ...DELIVERY, email: 'not-an-email', validateContactInfo: false });
    expect(unchecked.checkoutResponse).toMatchObject({ email: '', shippingAddress: { address1: '350 5th Ave' } });
    expect(unchecked.checkoutResponse.checkoutSteps.shippingAddress.readyForSubmit).toBe(false);
  });

  it('sortProperties orders the saved addresses: the default last name then first name, or what the call asks', async () => {
    const { f, post } = await shopper();
    await f('/rest/__test/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ signIn: { id: 'pr100001', email: 'teacher@example.com' } }) });
    const names = (r: Json) => (r.checkoutResponse.savedAddresses as Json[]).map((a) => `${a.firstName} ${a.lastName}`);
    const base = { ...ADDRESS, email: undefined, ...PAGING, ...DELIVERY, validateContactInfo: false };
    expect(names(await post(SHIPPING, base))).toEqual(['Ana Alvarez', 'Daniel Lopez', 'Maria Lopez', 'Jordan Reyes']);
    const select = { isSelectAddress: true, addressId: 'addr100001', emailOptIn: false, userShopFor: 'all', ...PAGING, ...DELIVERY, validateContactInfo: false };
    expect(names(await post(SHIPPING, { ...select, sortProperties: 'firstName' }))).toEqual(['Ana Alvarez', 'Daniel Lopez', 'Jordan Reyes', 'Maria Lopez']);
  });
});
