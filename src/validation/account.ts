/**
 * The account field rules (storefront spec section 5), pure: what the account widget checks before a call
 * and what the commerce simulator checks on the server side. The messages live with each of them.
 */

/** An email address: local part, a domain with at least one dot, and a top-level domain of 2+ letters. */
export const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
export const EMAIL_MAX = 100;
/** Names: letters (any script), spaces, apostrophes, periods and hyphens. */
export const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '.\u2019-]*$/u;
export const NAME_MAX = 35;
/** US zip: 5 digits or 5+4. */
export const US_ZIP = /^\d{5}(-\d{4})?$/;
/** Canadian postal code: 6 alphanumerics with an optional space after the third. */
export const CA_ZIP = /^[A-Za-z0-9]{3} ?[A-Za-z0-9]{3}$/;
/** A US/CA phone number has 10 digits. */
export const PHONE_DIGITS = 10;

/** A well-formed email address of at most EMAIL_MAX characters (trimmed input expected). */
export const isEmail = (email: string): boolean => EMAIL.test(email) && email.length <= EMAIL_MAX;

/** A US zip or a Canadian postal code. */
export const isPostalCode = (value: string): boolean => US_ZIP.test(value.trim()) || CA_ZIP.test(value.trim());

/** Only the digits of a phone number, at most 10 (US/CA). */
export const phoneDigits = (value: string): string => value.replace(/\D/g, '').slice(0, PHONE_DIGITS);

/** The US/CA phone mask, built as the digits are typed: `(555) 123-4567`. */
export function formatPhone(value: string): string {
  const d = phoneDigits(value);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
