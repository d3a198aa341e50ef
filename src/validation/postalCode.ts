/**
 * Postal codes per country (storefront spec section 5, "Patterns": US zip 5 digits or 5+4; Canada zip 6
 * alphanumeric, optional space after 3; international zip up to 10 characters; checkout spec section 5:
 * postal code required and country-specific, at most 10).
 */
import { LIMITS, required, type FieldError } from './limits';

export const US_ZIP = /^\d{5}(-\d{4})?$/;
export const CA_POSTAL = /^[A-Za-z0-9]{3} ?[A-Za-z0-9]{3}$/;
const OTHER_POSTAL = /^[A-Za-z0-9 -]{1,10}$/;

/** The pattern of a country: US, CA, or the international one. */
export const postalPatternFor = (country: string): RegExp => (country === 'US' ? US_ZIP : country === 'CA' ? CA_POSTAL : OTHER_POSTAL);

/**
 * Whether `value` (trimmed) is a postal code of `country`; with no country (forms without a country field:
 * account, contact form), a US zip or a Canadian postal code.
 */
export function isPostalCode(value: string, country?: string): boolean {
  const v = value.trim();
  return v.length <= LIMITS.postalCode && (country !== undefined ? postalPatternFor(country).test(v) : US_ZIP.test(v) || CA_POSTAL.test(v));
}

/** 'missing', 'invalid', or null. */
export const checkPostal = (v: string, country?: string): FieldError | null => required(v) ?? (isPostalCode(v, country) ? null : 'invalid');
