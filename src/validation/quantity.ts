/**
 * Quantities (storefront spec section 5: '0' or '15+' gives 'Please enter a quantity.'; the selector offers 1
 * to 14 and 15+; the stepper's minimum is 0 and its default maximum 999, section 9).
 */
import { LIMITS } from './limits';

/** The default maximum of a quantity. */
export const MAX_QUANTITY = LIMITS.quantity;

/** Quantities the selector offers: 1 to 14, then '15+' (which asks for a typed quantity). */
export const QUANTITY_CHOICES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15+'] as const;

/** What a typed quantity may hold: digits only, no more of them than the maximum has (3 for 999). */
export const cleanTypedQuantity = (v: string, max: number = MAX_QUANTITY): string => v.replace(/\D+/g, '').slice(0, String(max).length);

/**
 * The quantity to add: the chosen number, or with '15+' the typed one. '0', '15+' itself (nothing typed)
 * and anything that is not a whole number 1-999 give null ('Please enter a quantity.').
 */
export function quantityOf(choice: string, typed: string): number | null {
  const text = (choice === '15+' ? typed : choice).trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_QUANTITY ? n : null;
}
