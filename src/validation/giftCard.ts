/**
 * Gift card fields (checkout spec sections 5 and 9): the gift card number is digits only, at most 16,
 * required and pattern-checked (a card number has 16 digits); the authorization number is digits only, at
 * most 4, required and pattern-checked: 1 to 4 digits (storefront spec section 5 patterns: "auth 1-4 digits").
 */
import { is, pattern, string, type Struct } from 'superstruct';

export const GIFT_CARD_NUMBER_LENGTH = 16;
export const GIFT_CARD_AUTH_LENGTH = 4;

/** A complete gift card number: exactly 16 digits. */
export const GiftCardNumber = pattern(string(), /^\d{16}$/);
/** An authorization number that can be sent: 1 to 4 digits. */
export const GiftCardAuth = pattern(string(), /^\d{1,4}$/);

/**
 * What a digits-only field holds after any input, typed or pasted: its digits in order, cut to `max`.
 * Spaces, dashes and other separators of a pasted "6006 4911 1111 1111" simply fall away.
 */
export function keepDigits(input: string, max: number): string {
  return input.replace(/\D+/g, '').slice(0, Math.max(0, max));
}

/** Why a field's value cannot be sent: it is empty, or it does not match its pattern. */
export type GiftCardFieldError = 'missing' | 'invalid';

function check(value: string, struct: Struct<string, null>): GiftCardFieldError | null {
  if (!value.trim()) return 'missing';
  return is(value, struct) ? null : 'invalid';
}

/** Checks a gift card number: null when it can be sent. */
export const checkGiftCardNumber = (value: string): GiftCardFieldError | null => check(value, GiftCardNumber);

/** Checks an authorization number: null when it can be sent. */
export const checkGiftCardAuth = (value: string): GiftCardFieldError | null => check(value, GiftCardAuth);
