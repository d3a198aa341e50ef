/**
 * The contact form's phone number (storefront spec section 5): shown as (xxx) xxx-xxxx while it is typed,
 * at most 10 digits, and sent as digits only.
 */
export const PHONE_DIGITS = 10;

/** The digits of any input, at most 10. */
export const phoneDigits = (input: string): string => input.replace(/\D+/g, '').slice(0, PHONE_DIGITS);

/** Formats up to 10 digits as they are typed: '' -> '', 555 -> (555, 5551234 -> (555) 123-4, ten -> (555) 123-4567. */
export function formatPhone(digits: string): string {
  const d = phoneDigits(digits);
  if (!d) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/**
 * The digits after an edit of the formatted field. Deleting only a bracket, space or dash would leave the
 * digits as they were (and the formatting would put the character straight back), so it deletes the digit
 * before it instead.
 */
export function phoneFromInput(previous: string, input: string): string {
  const next = phoneDigits(input);
  return next === previous && input.length < formatPhone(previous).length ? previous.slice(0, -1) : next;
}

/** Paste into a numeric field is refused unless the pasted text is digits only. */
export const pasteAllowed = (text: string): boolean => /^\d+$/.test(text);
