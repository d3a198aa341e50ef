/**
 * The card rules of checkout spec sections 5 and 9: the card type by its number's pattern (Visa, Mastercard,
 * AmericanExpress, Discover), the number (digits only, 16, or 15 for AmericanExpress), the CVV (3, or 4 for
 * AmericanExpress), the expiry (MM/YY, month 1-12, missing, expired, the year to 4 digits in the current
 * century) and the PO number of pay on account (up to 50). Pure functions; the view keeps the codes apart
 * from the address errors and turns them into words.
 */

export type CardType = 'Visa' | 'Mastercard' | 'AmericanExpress' | 'Discover';

/** Why a card field is refused. */
export type CardError = 'missing' | 'invalid' | 'unknownType' | 'short' | 'expired';

export const CARD_LIMITS = { number: 16, amexNumber: 15, cvv: 3, amexCvv: 4, expiry: 5, poNumber: 50, cardHolderName: 50 } as const;

/** The card types by the start of the number (the issuers' published ranges). */
const TYPES: readonly [CardType, RegExp][] = [
  ['Visa', /^4/],
  ['Mastercard', /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/],
  ['AmericanExpress', /^3[47]/],
  ['Discover', /^(6011|65|64[4-9]|622)/],
];

/** The card type a number belongs to (as soon as its first digits tell), else null. */
export function cardTypeOf(digits: string): CardType | null {
  for (const [t, re] of TYPES) if (re.test(digits)) return t;
  return null;
}

/** The number's length for a type: 15 for AmericanExpress, 16 otherwise. */
export const cardLength = (t: CardType | null): number => (t === 'AmericanExpress' ? CARD_LIMITS.amexNumber : CARD_LIMITS.number);
/** The CVV's length for a type: 4 for AmericanExpress, 3 otherwise. */
export const cvvLength = (t: CardType | null): number => (t === 'AmericanExpress' ? CARD_LIMITS.amexCvv : CARD_LIMITS.cvv);

/** What a card number field keeps of any input: digits only, at most the type's length. */
export function cleanCardNumber(input: string): string {
  const d = input.replace(/\D+/g, '');
  return d.slice(0, cardLength(cardTypeOf(d)));
}

/** What a CVV field keeps: digits only, at most 4. */
export const cleanCvv = (input: string): string => input.replace(/\D+/g, '').slice(0, CARD_LIMITS.amexCvv);

/** The card number: required, digits only, a known type, exactly its type's length (16, or 15 for AmericanExpress). */
export function checkCardNumber(n: string): CardError | null {
  if (!n) return 'missing';
  if (!/^\d+$/.test(n)) return 'invalid';
  const t = cardTypeOf(n);
  if (!t) return 'unknownType';
  const len = cardLength(t);
  return n.length < len ? 'short' : n.length > len ? 'invalid' : null;
}

/** The CVV: required, digits only, 4 for AmericanExpress and 3 otherwise. */
export function checkCvv(cvv: string, t: CardType | null): CardError | null {
  if (!cvv) return 'missing';
  return /^\d+$/.test(cvv) && cvv.length === cvvLength(t) ? null : 'invalid';
}

/** What the expiry field keeps: MM/YY, the slash put in after the month, 5 characters at most. */
export function formatExpiry(input: string): string {
  const d = input.replace(/\D+/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export interface Expiry {
  month: number;
  /** Four digits, in the current century. */
  year: number;
}

/** The two-digit year as four digits of the current century. */
export const fullYear = (yy: number, now: Date): number => Math.floor(now.getFullYear() / 100) * 100 + yy;

/**
 * Reads MM/YY: 'missing' when empty, 'invalid' when not MM/YY or the month is not 1-12, 'expired' when the
 * month is over (a card is good through the last day of its month).
 */
export function parseExpiry(value: string, now: Date = new Date()): Expiry | CardError {
  const v = value.trim();
  if (!v) return 'missing';
  const m = /^(\d{2})\/(\d{2})$/.exec(v);
  if (!m) return 'invalid';
  const month = Number(m[1]);
  if (month < 1 || month > 12) return 'invalid';
  const year = fullYear(Number(m[2]), now);
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return 'expired';
  return { month, year };
}

export const checkExpiry = (value: string, now: Date = new Date()): CardError | null => {
  const e = parseExpiry(value, now);
  return typeof e === 'string' ? e : null;
};

/** The PO number of pay on account: required, at most 50 characters. */
export const checkPoNumber = (po: string): CardError | null => (!po.trim() ? 'missing' : po.length > CARD_LIMITS.poNumber ? 'invalid' : null);

/** The name on the card: required, letters and the usual name punctuation, at most 50. */
export const checkCardHolder = (name: string): CardError | null =>
  !name.trim() ? 'missing' : name.length <= CARD_LIMITS.cardHolderName && /^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ' .-]*$/.test(name.trim()) ? null : 'invalid';

/**
 * The day a saved card's expiry is notified: the end of its expiry month shifted by 2 days (checkout spec
 * section 9), so a card is not called expired while its last day is still running in some time zone.
 */
export function expiryNotifyDate(month: number, year: number): Date {
  // Day 0 of the next month is the last day of this one; +2 days.
  return new Date(year, month, 2, 23, 59, 59);
}

/** A saved card is past its notify date. */
export const savedCardExpired = (month: number, year: number, now: Date = new Date()): boolean => now.getTime() > expiryNotifyDate(month, year).getTime();

/** The last four digits of a number, masked for display: four bullets and the last four. */
export const maskCard = (lastFour: string): string => `•••• ${lastFour.slice(-4)}`;
