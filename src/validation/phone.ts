/**
 * Phone numbers (storefront spec section 5: US phone 10 digits, international 1-15 digits, shown as
 * (xxx) xxx-xxxx and sent as digits only; checkout spec section 5: US/CA versus international, digits only,
 * max 15). US and Canada share the 10-digit number and its mask; the country defaults to US for forms
 * without a country field.
 */
import { LIMITS, required, type FieldError } from './limits';

export const NANP_PHONE_DIGITS = LIMITS.nanpPhone;

/** US and Canada share the 10-digit phone and its mask. */
export const isNanp = (country: string): boolean => country === 'US' || country === 'CA';

/** Max phone digits for a country: 10 for US/CA, 15 otherwise. */
export const phoneDigitsFor = (country: string): number => (isNanp(country) ? NANP_PHONE_DIGITS : LIMITS.phone);

/** The digits of a typed or pasted phone, cut to the country's maximum. A leading 1 of a US/CA paste of 11 digits falls away. */
export function phoneDigits(input: string, country = 'US'): string {
  let d = input.replace(/\D+/g, '');
  if (isNanp(country) && d.length === 11 && d.startsWith('1')) d = d.slice(1);
  return d.slice(0, phoneDigitsFor(country));
}

/** The US/CA mask of (part of) a 10-digit phone, built as it is typed: '(310', '(310) 555', '(310) 555-0142'. Other countries show the digits. */
export function formatPhone(digits: string, country = 'US'): string {
  const d = digits.replace(/\D+/g, '').slice(0, phoneDigitsFor(country));
  if (!isNanp(country) || !d) return d;
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** A phone number as the server gives it (a store's), shown with the mask when it has 10 digits, else as it is. */
export const displayPhone = (text: string): string => (text.replace(/\D+/g, '').length === NANP_PHONE_DIGITS ? formatPhone(text) : text);

/** Digits only: 10 for US/CA, 1-15 otherwise. 'missing', 'invalid', or null. */
export const checkPhone = (digits: string, country = 'US'): FieldError | null => required(digits) ?? ((isNanp(country) ? /^\d{10}$/ : /^\d{1,15}$/).test(digits.trim()) ? null : 'invalid');
