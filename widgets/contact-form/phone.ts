/**
 * The contact form's phone field (storefront spec section 5): shown as (xxx) xxx-xxxx while it is typed,
 * at most 10 digits, sent as digits only; the digits and the mask are the shared rule (src/validation/phone).
 */
import { formatPhone, phoneDigits } from '../../src/validation/phone';

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
