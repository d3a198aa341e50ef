/**
 * Contact and delivery's rules, pure: when the section is complete, when the from-name panel shows, where a
 * server field error belongs, what a delivery submit sends, whether the form holds changes the server has not
 * had, and the draft a reload keeps.
 */
import { checkAddress, checkGiftFrom, EMPTY_ADDRESS, type AddressFields } from '../../src/validation/address';
import { checkEmail } from '../../src/validation/email';
import { needsAddress, pickupInfoNeeded, type Order } from './order';
import type { CheckoutState, ContactFields, Draft } from './state';
import type { DeliveryPayload, Errors } from './types';

/** The contact and delivery section is complete when the server's first step (shippingAddress) is ready for submit. */
export const contactComplete = (o: Order): boolean => o.steps.shippingAddress;

/**
 * The from-name panel shows to a registry or list buyer (checkout spec section 6): when the registry's address
 * is the delivery address (a gift to the list owner), and whenever the cart clears a list (clear-the-list).
 */
export const showsGiftFrom = (s: CheckoutState): boolean => !!s.order && (s.order.clearList || (!!s.order.registry && (s.contactOpen ? s.mode === 'registry' : !!s.order.shipToRegistry)));

/**
 * Submit Order's field errors split between the contact and delivery section (email, the delivery address, the
 * from-name) and the rest (payment). A bare companyName is pay on account's; a delivery one names its form.
 */
export function splitSubmitErrors(fieldErrors: Errors): { delivery: Errors; rest: Errors } {
  const delivery: Errors = {};
  const rest: Errors = {};
  for (const [path, msg] of Object.entries(fieldErrors)) {
    const f = path.split('.').pop() ?? '';
    const field = f === 'giftItemFrom' ? 'giftFrom' : f;
    const isDelivery = !/billing/i.test(path) && (field === 'email' || field === 'giftFrom' || (field in EMPTY_ADDRESS && (field !== 'companyName' || path.includes('.'))));
    if (!isDelivery) rest[path] = msg;
    else delivery[field] = delivery[field] ? `${delivery[field]} ${msg}` : msg;
  }
  return { delivery, rest };
}

/** A gift buyer still owes the from-name (neither given nor anonymous): the order is not sent without it. */
export const giftFromMissing = (s: CheckoutState): boolean => showsGiftFrom(s) && !s.anonymous && !!checkGiftFrom(s.giftFrom);

/** The fields to fix of a delivery submit (our rules; the server checks again). */
export function deliveryErrors(s: CheckoutState): Errors {
  const e: Errors = {};
  const o = s.order;
  if (o && !o.signedIn) {
    const em = checkEmail(s.email);
    if (em) e.email = em;
  }
  if (o && needsAddress(o) && s.mode === 'new') Object.assign(e, checkAddress(s.address));
  if (o && needsAddress(o) && s.mode === 'saved' && !s.savedId) e.savedId = 'missing';
  if (showsGiftFrom(s) && !s.anonymous) {
    const g = checkGiftFrom(s.giftFrom);
    if (g) e.giftFrom = g;
  }
  return e;
}

/** The draft of the forms kept for a reload: every field typed but the card's, which has no place in it. */
export function draftOf(s: CheckoutState): Draft {
  return {
    contactOpen: s.contactOpen,
    email: s.email,
    emailOptIn: s.emailOptIn,
    mode: s.mode,
    savedId: s.savedId,
    editId: s.editId,
    makeDefault: s.makeDefault,
    address: s.address,
    pickupOpen: s.pickupOpen,
    pickup: s.pickup,
    giftFrom: s.giftFrom,
    anonymous: s.anonymous,
    promo: s.promo,
    walletDropped: s.walletDropped,
    instructions: s.instructions,
    customOrder: s.customOrder,
    // The order's key outlives a reload: a submit whose answer a reload cut off is the same order when sent again.
    submitKey: s.submitKey,
    payment: {
      option: s.payment.option,
      company: s.payment.company,
      po: s.payment.po,
      useDelivery: s.payment.useDelivery,
      billing: s.payment.billing,
      holder: s.payment.card.name,
      expiry: s.payment.card.expiry,
    },
  };
}

/** The call a delivery submit makes and its payload (pure, so it is tested with the transitions). */
export type DeliveryRequest = { kind: 'email'; payload: { email?: string; emailOptIn: boolean; userShopFor: string; isGuestCheckout: boolean } } | { kind: 'delivery'; payload: DeliveryPayload };

export function deliveryRequest(s: CheckoutState): DeliveryRequest {
  const o = s.order!;
  const contact = { ...(o.signedIn ? {} : { email: s.email.trim() }), emailOptIn: s.emailOptIn, userShopFor: o.userShopFor || 'all', isGuestCheckout: !o.signedIn };
  if (!needsAddress(o)) return { kind: 'email', payload: contact };
  // A registry or saved address says what the shopper did with a "did you mean" for it, as the form does.
  if (s.mode === 'registry') return { kind: 'delivery', payload: { ...contact, useRegistryAddress: true, avsStatus: s.avsStatus } };
  if (s.mode === 'saved') return { kind: 'delivery', payload: { ...contact, isSelectAddress: true, addressId: s.savedId ?? undefined, active: s.makeDefault || undefined, avsStatus: s.avsStatus } };
  const a = s.address;
  const trimmed = Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v.trim()])) as unknown as AddressFields;
  return {
    kind: 'delivery',
    payload: {
      ...contact,
      address: trimmed,
      avsStatus: s.avsStatus,
      isNewAddress: !s.editId,
      addressId: s.editId ?? undefined,
      oldAddressId: s.editId ?? undefined,
      active: o.signedIn ? s.makeDefault : undefined,
    },
  };
}

/**
 * Field errors of the contact and delivery section split by where the shopper can see them: on a field the open
 * section shows, or (a saved or registry address's, a signed-in shopper's email) as the section's message.
 */
export function placeFieldErrors(s: CheckoutState, fieldErrors: Errors): { shown: Errors; other: string[] } {
  const o = s.order;
  const shown: Errors = {};
  const other: string[] = [];
  for (const [f, msg] of Object.entries(fieldErrors)) {
    const visible = !o ? false : f === 'email' ? !o.signedIn : f === 'giftFrom' ? showsGiftFrom(s) && !s.anonymous : f in EMPTY_ADDRESS ? needsAddress(o) && s.mode === 'new' : false;
    if (visible) shown[f] = msg;
    else other.push(msg);
  }
  return { shown, other };
}

/** The contact and delivery fields as they stand, to compare with what the server last had. */
export const contactFieldsOf = (s: CheckoutState): ContactFields => ({
  email: s.email.trim(),
  emailOptIn: s.emailOptIn,
  mode: s.mode,
  savedId: s.savedId,
  editId: s.editId,
  makeDefault: s.makeDefault,
  address: s.address,
});

const trimmed = (a: AddressFields): string => JSON.stringify(Object.values(a).map((v) => v.trim()));

/** The shopper changed the contact and delivery section since the server last had it (not yet saved). */
export function contactChanged(s: CheckoutState): boolean {
  const was = s.contactSaved;
  if (!was || !s.order) return false;
  const now = contactFieldsOf(s);
  const ships = needsAddress(s.order);
  if (!s.order.signedIn && now.email !== was.email.trim()) return true;
  if (now.emailOptIn !== was.emailOptIn) return true;
  if (!ships) return false;
  if (now.mode !== was.mode) return true;
  if (now.mode === 'saved') return now.savedId !== was.savedId || (now.makeDefault && !was.makeDefault);
  if (now.mode === 'new') return now.editId !== was.editId || trimmed(now.address) !== trimmed(was.address);
  return false;
}

/** The pickup form differs from the order's pickup info. */
const pickupChanged = (s: CheckoutState): boolean => {
  const i = s.order?.pickupInfo;
  const p = s.pickup;
  return !i || p.firstName.trim() !== i.firstName || p.lastName.trim() !== i.lastName || p.phoneNumber !== i.phoneNumber.replace(/\D+/g, '');
};

/**
 * The section Submit Order must not pass: contact and delivery open with changes not saved (or never saved), or
 * the pickup form open with changes or still needed. The order would ship to, or be picked up by, what the
 * server holds, not what the shopper sees: Submit Order stops and names it (README, Checkout).
 */
export function unsavedSection(s: CheckoutState): 'contact' | 'pickup' | null {
  const o = s.order;
  if (!o) return null;
  if (s.contactOpen && (!contactComplete(o) || contactChanged(s))) return 'contact';
  if (o.pickupStore && s.pickupOpen && (pickupInfoNeeded(o) || pickupChanged(s))) return 'pickup';
  return null;
}
