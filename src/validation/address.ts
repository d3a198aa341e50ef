/**
 * Address rules (checkout spec section 5, storefront spec section 5): the delivery, billing and pickup
 * forms, built on the field rules (name, postal code, phone: their own modules here). Pure functions: each
 * field gives an error code ('missing' | 'invalid') or null; the widget turns codes into its messages.
 */
import { LIMITS, required, type FieldError } from './limits';

import { checkName, NAME } from './name';
import { checkPhone } from './phone';
import { checkPostal } from './postalCode';

export type { FieldError } from './limits';

/** Input limits of the address forms by field name (checkout spec section 5, "Input limits"; address1 is the autocomplete field's 40). */
export const ADDRESS_LIMITS = {
  firstName: LIMITS.addressName,
  lastName: LIMITS.addressName,
  companyName: LIMITS.organization,
  attention: LIMITS.attention,
  address1: LIMITS.address,
  address2: LIMITS.address,
  city: LIMITS.city,
  postalCode: LIMITS.postalCode,
  /** Digits only. */
  phoneNumber: LIMITS.phone,
  /** Free text when the country has no state list. */
  state: LIMITS.stateText,
  pickupName: LIMITS.pickupName,
  giftFrom: LIMITS.giftFrom,
  email: LIMITS.email,
} as const;

/** City: letters (any script), then letters, spaces, apostrophes, periods and hyphens (the name pattern). */
const CITY = NAME;
/** Institution name, when given: letters, digits and common punctuation, up to 50. */
const INSTITUTION = /^[\p{L}\p{M}0-9&'.,#/() -]{1,50}$/u;
/** Address 2 on delivery: letters, digits and # ' . , / - and spaces. */
const ADDRESS2 = /^[\p{L}\p{M}0-9#'.,/ -]*$/u;

export interface AddressFields {
  country: string;
  firstName: string;
  lastName: string;
  companyName: string;
  attention: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  /** Digits only (the mask is display). */
  phoneNumber: string;
}

export const EMPTY_ADDRESS: AddressFields = {
  country: 'US',
  firstName: '',
  lastName: '',
  companyName: '',
  attention: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postalCode: '',
  phoneNumber: '',
};
/** Nothing typed in it: every field but the country is empty. */
export const isBlankAddress = (a: AddressFields): boolean => (Object.keys(a) as (keyof AddressFields)[]).every((k) => k === 'country' || !a[k]);

export const checkCity = (v: string): FieldError | null => required(v) ?? (v.trim().length <= ADDRESS_LIMITS.city && CITY.test(v.trim()) ? null : 'invalid');
/** The gift from-name: required, the first-name pattern, at most 80. */
export const checkGiftFrom = (v: string): FieldError | null => checkName(v, ADDRESS_LIMITS.giftFrom);

export type AddressErrors = Partial<Record<keyof AddressFields, FieldError>>;

/**
 * The delivery address rules of section 5: names required and pattern-checked, address required, state
 * required, city required and pattern-checked, postal code and phone by country, country required,
 * institution name pattern-checked when given, address 2 pattern-checked.
 */
export function checkAddress(a: AddressFields, options: { delivery?: boolean } = {}): AddressErrors {
  const e: AddressErrors = {};
  const set = (k: keyof AddressFields, v: FieldError | null) => {
    if (v) e[k] = v;
  };
  set('country', required(a.country));
  set('firstName', checkName(a.firstName, ADDRESS_LIMITS.firstName));
  set('lastName', checkName(a.lastName, ADDRESS_LIMITS.lastName));
  if (a.companyName.trim()) set('companyName', INSTITUTION.test(a.companyName.trim()) ? null : 'invalid');
  set('address1', required(a.address1) ?? (a.address1.trim().length <= ADDRESS_LIMITS.address1 ? null : 'invalid'));
  if (options.delivery !== false && a.address2.trim()) set('address2', a.address2.length <= ADDRESS_LIMITS.address2 && ADDRESS2.test(a.address2) ? null : 'invalid');
  if (a.attention.length > ADDRESS_LIMITS.attention) set('attention', 'invalid');
  set('city', checkCity(a.city));
  set('state', required(a.state) ?? (a.state.length <= ADDRESS_LIMITS.state ? null : 'invalid'));
  set('postalCode', checkPostal(a.postalCode, a.country));
  set('phoneNumber', checkPhone(a.phoneNumber, a.country));
  return e;
}

/** Store pickup info: first and last name required, pattern-checked, up to 40; a US/CA phone. */
export function checkPickup(p: { firstName: string; lastName: string; phoneNumber: string }): Partial<Record<'firstName' | 'lastName' | 'phoneNumber', FieldError>> {
  const e: Partial<Record<'firstName' | 'lastName' | 'phoneNumber', FieldError>> = {};
  const f = checkName(p.firstName, ADDRESS_LIMITS.pickupName);
  const l = checkName(p.lastName, ADDRESS_LIMITS.pickupName);
  const ph = checkPhone(p.phoneNumber, 'US');
  if (f) e.firstName = f;
  if (l) e.lastName = l;
  if (ph) e.phoneNumber = ph;
  return e;
}

/** Sorts saved addresses by last name, then first name (the spec's default address sort). */
export function sortAddresses<T extends { firstName: string; lastName: string }>(list: readonly T[]): T[] {
  const cmp = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });
  return [...list].sort((a, b) => cmp(a.lastName, b.lastName) || cmp(a.firstName, b.firstName));
}
