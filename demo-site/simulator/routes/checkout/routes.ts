/**
 * The checkout routes of part 1 (checkout spec section 7): checkout details, apply contact and delivery, apply
 * email only, apply pickup info, country states, address suggestions, promo codes claimed on the checkout page,
 * and the test controls.
 */
import type { Context, Hono } from 'hono';
import type { RouteModule } from '../../types';
import { ACCOUNTS, COUNTRIES, findPromoCode, stores } from '../../../data';
import { formErrors, getSession, readBody, type FormException, type Session } from '../../session';
import { checkoutChanging, checkoutRead, deliveryFieldProblems, furnitureProblems, sortOf } from '../checkoutRequest';
import { ADDRESS_LIMITS } from '../../../../src/validation/address';
import { checkName } from '../../../../src/validation/name';
import { checkPhone } from '../../../../src/validation/phone';
import { addressProblems, hintFor, HINTS, readAddress } from './address';
import { applyContact } from './contact';
import { bool, str } from './fields';
import { CHECKOUT_MESSAGES } from './messages';
import { DEMO_REGISTRY, orderOf, setRegistry } from './order';
import { promoGuard } from '../../guessLimits';
import { buildCheckoutResponse, respond } from './pricing';

const P = '/rest/model/atg/commerce/order/purchase';
export const CHECKOUT_PATHS = {
  details: `${P}/CheckoutActor/checkoutDetails`,
  applyShipping: `${P}/ShippingActor/applyContactAndDelivery`,
  applyEmail: `${P}/ShippingActor/applyEmail`,
  applyPickup: `${P}/ShippingActor/applyPickupInfo`,
  countryStates: '/rest/model/ll/commerce/locale/CountryStateActor/countryStates',
  addressSuggestions: '/rest/model/ll/commerce/address/AddressSuggestActor/suggest',
  claimCoupon: '/rest/model/atg/commerce/promotion/CouponActor/claimCoupon',
  revokeCoupon: '/rest/model/atg/commerce/promotion/CouponActor/revokeCoupon',
} as const;

const requireCart = (c: Context, s: Session) => (s.cart.items.length === 0 ? c.json({ status: 'OK', redirectURL: '/shopping-cart/', checkoutResponse: buildCheckoutResponse(s) }) : null);

export const checkoutRoutes: RouteModule = (app: Hono, options) => {
  app.get(
    CHECKOUT_PATHS.details,
    checkoutRead((c) => respond(c, getSession(c))),
  );

  app.post(
    CHECKOUT_PATHS.applyShipping,
    checkoutChanging((c, body) => {
      const s = getSession(c);
      const o = orderOf(s);
      const empty = requireCart(c, s);
      if (empty) return empty;
      // A shipping method change alone (the Shipping section): the address on the order stays.
      if (bool(body.updateShippingMethod)) {
        const method = str(body.shippingMethod);
        if (method !== 'standard' && method !== 'express')
          return formErrors(c, [{ propertyPath: 'shippingMethod', localizedMessage: 'Please choose a shipping method.', errorCode: 'invalidShippingMethod' }]);
        o.shippingMethod = method;
        return respond(c, s);
      }
      // A whole apply contact and delivery: its own request fields first (checkoutRequest.ts).
      const request = deliveryFieldProblems(body);
      if (request.length) return formErrors(c, request);
      o.sortProperties = sortOf(body.sortProperties)!;
      const problems: FormException[] = [];
      const contact = applyContact(s, o, body);
      if (contact) problems.push(contact);
      if (bool(body.useRegistryAddress)) {
        if (!o.registry) problems.push({ propertyPath: '', localizedMessage: CHECKOUT_MESSAGES.noAddress, errorCode: 'noRegistry' });
        if (problems.length) return formErrors(c, problems);
        o.shipToRegistry = true;
        return respond(c, s);
      }
      const saved = o.addresses ?? [];
      if (bool(body.isSelectAddress)) {
        const chosen = saved.find((a) => a.id === str(body.addressId));
        if (!chosen) problems.push({ propertyPath: '', localizedMessage: CHECKOUT_MESSAGES.noAddress, errorCode: 'noAddress' });
        // A saved address is checked as a typed one is: a P.O. Box is refused, an old spelling gets a "did you mean".
        else problems.push(...addressProblems({ ...chosen, attention: chosen.attention ?? '' }));
        if (problems.length) return formErrors(c, problems);
        const hinted = hintFor({ ...chosen!, attention: chosen!.attention ?? '' }, str(body.avsStatus));
        if (hinted) return c.json({ status: 'OK', message: { hintAddress: hinted }, checkoutResponse: buildCheckoutResponse(s) });
        o.shippingAddress = { ...chosen!, attention: chosen!.attention ?? '' };
        o.shipToRegistry = false;
        if (bool(body.active)) for (const a of saved) a.isDefault = a.id === chosen!.id;
        return respond(c, s);
      }
      const address = readAddress(body);
      problems.push(...addressProblems(address));
      if (problems.length) return formErrors(c, problems);
      // "Did you mean": a fixture address the address service would correct, unless the shopper has seen it.
      const hinted = hintFor(address, str(body.avsStatus));
      if (hinted) return c.json({ status: 'OK', message: { hintAddress: hinted }, checkoutResponse: buildCheckoutResponse(s) });
      o.shippingAddress = address;
      o.shipToRegistry = false;
      if (s.profile.loginStatus === 'loggedIn' && o.addresses) {
        const editId = str(body.oldAddressId) || str(body.addressId);
        const existing = !bool(body.isNewAddress) && editId ? o.addresses.find((a) => a.id === editId) : undefined;
        const makeDefault = bool(body.active) || o.addresses.length === 0;
        if (existing) Object.assign(existing, address, { id: existing.id });
        else o.addresses.push({ ...address, id: 'addr' + Date.now().toString(36) + o.addresses.length, country: address.country as 'US', isDefault: false });
        const id = existing?.id ?? o.addresses[o.addresses.length - 1]!.id;
        o.shippingAddress.id = id;
        if (makeDefault) for (const a of o.addresses) a.isDefault = a.id === id;
      }
      return respond(c, s);
    }),
  );

  app.post(
    CHECKOUT_PATHS.applyEmail,
    checkoutChanging((c, body) => {
      const s = getSession(c);
      const empty = requireCart(c, s);
      if (empty) return empty;
      const problem = applyContact(s, orderOf(s), body);
      return problem ? formErrors(c, [problem]) : respond(c, s);
    }),
  );

  app.post(
    CHECKOUT_PATHS.applyPickup,
    checkoutChanging((c, body) => {
      const s = getSession(c);
      const info = { firstName: str(body.firstName), lastName: str(body.lastName), phoneNumber: str(body.phoneNumber) };
      const problems: FormException[] = [];
      if (checkName(info.firstName, ADDRESS_LIMITS.pickupName)) problems.push({ propertyPath: 'firstName', localizedMessage: CHECKOUT_MESSAGES.invalid, errorCode: 'invalidFirstName' });
      if (checkName(info.lastName, ADDRESS_LIMITS.pickupName)) problems.push({ propertyPath: 'lastName', localizedMessage: CHECKOUT_MESSAGES.invalid, errorCode: 'invalidLastName' });
      if (checkPhone(info.phoneNumber)) problems.push({ propertyPath: 'phoneNumber', localizedMessage: CHECKOUT_MESSAGES.invalid, errorCode: 'invalidPhone' });
      if (problems.length) return formErrors(c, problems);
      orderOf(s).pickupInfo = info;
      return respond(c, s);
    }),
  );

  // Countries with the states of one (default the default country); header Is-Furniture.
  app.get(CHECKOUT_PATHS.countryStates, (c) => {
    const header = furnitureProblems(c);
    if (header.length) return formErrors(c, header);
    const code = (c.req.query('country') ?? '').toUpperCase();
    const country = COUNTRIES.find((k) => k.shortName === code) ?? (code ? undefined : COUNTRIES.find((k) => k.defaultCountry));
    if (!country) return formErrors(c, [{ propertyPath: 'country', localizedMessage: 'Please select a valid country.', errorCode: 'invalidCountry' }]);
    return c.json({
      country: country.shortName,
      countries: COUNTRIES.map((k) => ({ name: k.name, shortName: k.shortName, defaultCountry: k.defaultCountry })),
      states: country.states.map((st) => ({ shortName: st.shortName, name: st.name, displayName: st.name, disabled: st.disabled })),
    });
  });

  // Address suggestions as the shopper types address1: US only, at most 40 characters.
  const book = [
    ...stores.map((st) => ({ address1: st.address1, city: st.city, state: st.state, postalCode: st.postalCode })),
    ...HINTS.map((h) => h.hint),
    ...ACCOUNTS.flatMap((a) => a.addresses),
    // One building, two flats: the address service answers the building (a container) and each flat.
    { address1: '900 N Lake Shore Dr', address2: '', city: 'Chicago', state: 'IL', postalCode: '60611', container: 2 },
    { address1: '900 N Lake Shore Dr', address2: 'Apt 1', city: 'Chicago', state: 'IL', postalCode: '60611' },
    { address1: '900 N Lake Shore Dr', address2: 'Apt 2', city: 'Chicago', state: 'IL', postalCode: '60611' },
  ];
  app.get(CHECKOUT_PATHS.addressSuggestions, (c) => {
    const text = (c.req.query('text') ?? '').trim().toLowerCase().slice(0, 40);
    const country = (c.req.query('country') ?? 'US').toUpperCase();
    if (country !== 'US' || text.length < 3) return c.json({ suggestions: [] });
    const seen = new Set<string>();
    const suggestions = [];
    for (const a of book) {
      const line = a.address1.toLowerCase();
      if (!line.startsWith(text) && !line.includes(' ' + text)) continue;
      const sub = ('address2' in a && a.address2) || '';
      const key = `${a.address1}|${sub}|${a.postalCode}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const m = /^(\S+)\s+(.*)$/.exec(a.address1);
      const container = 'container' in a ? a.container : 0;
      suggestions.push({
        CountryIso2: 'US',
        BuildingNumber: m?.[1] ?? '',
        Line1: a.address1,
        Street: m?.[2] ?? a.address1,
        SubBuilding: sub,
        City: a.city,
        ProvinceCode: a.state,
        PostalCode: a.postalCode,
        Type: container ? 'Container' : 'Address',
        ...(container ? { Description: `${container} addresses` } : {}),
      });
      if (suggestions.length >= 6) break;
    }
    return c.json({ suggestions });
  });

  // Promo codes claimed on the checkout page (pageName 'checkout') answer the checkout response; other
  // pages' claims go on to the cart area's handler.
  const coupon = (claim: boolean) => async (c: Context, next: () => Promise<void>) => {
    const body = await readBody(c);
    if (str(body.pageName) !== 'checkout') return next();
    return checkoutChanging((c2, b) => {
      const s = getSession(c2);
      const codes = Array.isArray(s.cart.couponCodes) ? (s.cart.couponCodes as string[]) : [];
      if (!claim) {
        const code = str(b.revokeCouponCode).toUpperCase();
        s.cart.couponCodes = codes.filter((x) => x !== code);
        return respond(c2, s);
      }
      const code = str(b.couponClaimCode)
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 40)
        .toUpperCase();
      if (!code) return formErrors(c2, [{ propertyPath: 'couponClaimCode', localizedMessage: CHECKOUT_MESSAGES.couponEmpty, errorCode: 'emptyCode' }]);
      const guard = promoGuard(app, s);
      if (guard.locked) return formErrors(c2, [{ propertyPath: 'couponClaimCode', localizedMessage: guard.locked, errorCode: 'locked' }]);
      const promo = findPromoCode(code);
      if (!promo) guard.miss();
      if (!promo || s.profile.gsaUser) return formErrors(c2, [{ propertyPath: 'couponClaimCode', localizedMessage: CHECKOUT_MESSAGES.couponInvalid, errorCode: 'invalidCode' }]);
      if (promo.kind === 'freeShipping') {
        const r = buildCheckoutResponse(s);
        if (r.orderSummary.orderShippingCharge === 0) return formErrors(c2, [{ propertyPath: '', localizedMessage: CHECKOUT_MESSAGES.couponQualifier, errorCode: 'qualifier' }]);
      }
      if (!codes.includes(promo.code)) s.cart.couponCodes = [...codes, promo.code];
      return respond(c2, s);
    })(c);
  };
  app.post(CHECKOUT_PATHS.claimCoupon, coupon(true));
  app.post(CHECKOUT_PATHS.revokeCoupon, coupon(false));

  if (options.test === true) {
    // Test-only: a registry for the cart's gift items, gift cards covering the order (part 2's apply call
    // does this for real), or a fresh checkout state; submitErrors: the formExceptions the next Submit Order answers
    // (what the store's own checks at commit may refuse: the delivery address, the email, the payment method).
    // { registry?: boolean, giftCards?: [{ number, balance }], submitErrors?: [{ propertyPath, localizedMessage, errorCode }], reset?: boolean }
    app.post('/rest/__test/checkout', async (c) => {
      const body = await readBody(c);
      const s = getSession(c);
      if (body.reset === true) delete s.data.checkout;
      const o = orderOf(s);
      if (body.registry !== undefined) setRegistry(s, body.registry ? DEMO_REGISTRY : null);
      if (Array.isArray(body.submitErrors))
        s.data.submitErrors = (body.submitErrors as Record<string, unknown>[]).map((e) => ({
          propertyPath: str(e.propertyPath),
          localizedMessage: str(e.localizedMessage),
          errorCode: str(e.errorCode),
        }));
      if (Array.isArray(body.giftCards)) o.giftCards = (body.giftCards as Record<string, unknown>[]).map((g) => ({ giftCardNumber: str(g.number), balance: Number(g.balance) || 0 }));
      return c.json({ ok: true });
    });
  }
};
