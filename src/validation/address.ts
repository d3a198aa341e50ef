/**
 * Address rules (checkout spec section 5, storefront spec section 5): the delivery, billing and pickup
 * forms' limits, patterns and the US/CA phone mask. Pure functions: each field gives an error code
 * ('missing' | 'invalid') or null; the widget turns codes into its messages.
 */

/** Input limits (checkout spec section 5, "Input limits"; address1 is the autocomplete field's 40). */
export const ADDRESS_LIMITS = {
  firstName: 35,
  lastName: 35,
  companyName: 50,
  attention: 80,
  address1: 40,
  address2: 40,
  city: 30,
  postalCode: 10,
  /** Digits only. */
  phoneNumber: 15,
  /** Free text when the country has no state list. */
  state: 40,
  pickupName: 40,
  giftFrom: 80,
  email: 100,
} as const;

/** US and CA phones: 10 digits shown as (xxx) xxx-xxxx. */
export const NANP_PHONE_DIGITS = 10;

export const PATTERNS = {
  /** Names: letters (accented too), then letters, spaces, apostrophes, periods and hyphens. */
  name: /^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ' .-]*$/,
  city: /^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ' .-]*$/,
  /** Institution name, when given: letters, digits and common punctuation, up to 50. */
  institution: /^[A-Za-z0-9À-ÖØ-öø-ÿ&'.,#/() -]{1,50}$/,
  /** Address 2 on delivery: letters, digits and # ' . , / - and spaces. */
  address2: /^[A-Za-z0-9À-ÖØ-öø-ÿ#'.,/ -]*$/,
  usPostal: /^\d{5}(-\d{4})?$/,
  caPostal: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  otherPostal: /^[A-Za-z0-9 -]{1,10}$/,
  nanpPhone: /^\d{10}$/,
  intlPhone: /^\d{1,15}$/,
  email: /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/,
} as const;

export type FieldError = 'missing' | 'invalid';

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

export const EMPTY_ADDRESS: AddressFields = { country: 'US', firstName: '', lastName: '', companyName: '', attention: '', address1: '', address2: '', city: '', state: '', postalCode: '', phoneNumber: '' };

/** US and Canada share the 10-digit phone and its mask. */
export const isNanp = (country: string): boolean => country === 'US' || country === 'CA';

/** Max phone digits for a country: 10 for US/CA, 15 otherwise. */
export const phoneDigitsFor = (country: string): number => (isNanp(country) ? NANP_PHONE_DIGITS : ADDRESS_LIMITS.phoneNumber);

/** The digits of a typed or pasted phone, cut to the country's maximum. A leading 1 of a US/CA paste of 11 digits falls away. */
export function phoneDigits(input: string, country: string): string {
  let d = input.replace(/\D+/g, '');
  if (isNanp(country) && d.length === 11 && d.startsWith('1')) d = d.slice(1);
  return d.slice(0, phoneDigitsFor(country));
}

/** The US/CA mask of (part of) a 10-digit phone: '(310) 555-0142'. Other countries show the digits. */
export function formatPhone(digits: string, country: string): string {
  const d = digits.replace(/\D+/g, '');
  if (!isNanp(country)) return d;
  const a = d.slice(0, 3);
  const b = d.slice(3, 6);
  const c = d.slice(6, 10);
  if (d.length <= 3) return d.length ? `(${a}` : '';
  if (d.length <= 6) return `(${a}) ${b}`;
  return `(${a}) ${b}-${c}`;
}

/** Postal code pattern of a country: US, CA, or the international one. */
export function postalPatternFor(country: string): RegExp {
  return country === 'US' ? PATTERNS.usPostal : country === 'CA' ? PATTERNS.caPostal : PATTERNS.otherPostal;
}

const required = (v: string): FieldError | null => (v.trim() ? null : 'missing');

export const checkName = (v: string, max: number = ADDRESS_LIMITS.firstName): FieldError | null => required(v) ?? (v.trim().length <= max && PATTERNS.name.test(v.trim()) ? null : 'invalid');
export const checkCity = (v: string): FieldError | null => required(v) ?? (v.trim().length <= ADDRESS_LIMITS.city && PATTERNS.city.test(v.trim()) ? null : 'invalid');
export const checkPostal = (v: string, country: string): FieldError | null => required(v) ?? (v.trim().length <= ADDRESS_LIMITS.postalCode && postalPatternFor(country).test(v.trim()) ? null : 'invalid');
export const checkPhone = (digits: string, country: string): FieldError | null => required(digits) ?? ((isNanp(country) ? PATTERNS.nanpPhone : PATTERNS.intlPhone).test(digits) ? null : 'invalid');
export const checkEmail = (v: string): FieldError | null => required(v) ?? (v.trim().length <= ADDRESS_LIMITS.email && PATTERNS.email.test(v.trim()) ? null : 'invalid');
/** The gift from-name: required, the first-name pattern, at most 80. */
export const checkGiftFrom = (v: string): FieldError | null => required(v) ?? (v.trim().length <= ADDRESS_LIMITS.giftFrom && PATTERNS.name.test(v.trim()) ? null : 'invalid');

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
  set('firstName', checkName(a.firstName));
  set('lastName', checkName(a.lastName));
  if (a.companyName.trim()) set('companyName', PATTERNS.institution.test(a.companyName.trim()) ? null : 'invalid');
  set('address1', required(a.address1) ?? (a.address1.trim().length <= ADDRESS_LIMITS.address1 ? null : 'invalid'));
  if (options.delivery !== false && a.address2.trim()) set('address2', a.address2.length <= ADDRESS_LIMITS.address2 && PATTERNS.address2.test(a.address2) ? null : 'invalid');
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
