/**
 * The promo code box's input rules (storefront spec section 5, "Promo code (cart)"): at most 40 characters,
 * only letters and digits kept, and an empty code gives 'Please enter a valid code.' (the message lives in
 * messages.ts; this module says which rule failed).
 */
import { looksLikeCardNumber } from '../../src/platform/storage';

/** Storefront spec section 9: promo code max 40. */
export const PROMO_MAX_LENGTH = 40;

/** What the box keeps of what was typed or pasted: letters and digits, at most 40. */
export function typedPromoCode(text: string): string {
  return text.replace(/[^A-Za-z0-9]+/g, '').slice(0, PROMO_MAX_LENGTH);
}

/**
 * 'empty' when the code cannot be sent, else null. A card number typed here by mistake is no promo code
 * either: it gets the same 'Please enter a valid code.' and is never sent.
 */
export function checkPromoCode(code: string): 'empty' | null {
  const typed = typedPromoCode(code);
  return typed && !looksLikeCardNumber(typed) ? null : 'empty';
}
