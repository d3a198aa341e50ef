/**
 * Gift cards in the checkout (checkout spec sections 3, 4, 5 and 9): the order's applied gift cards (cart gift
 * certificate: id, giftCardNumber, balance, amount) and the signed-in shopper's saved gift cards (profile gift
 * card: repositoryId, giftcardNumber, amount), read from the checkout response; the entry's rules (digits
 * only, 16 and 4, required and pattern-checked, from src/validation/giftCard); and whether the order still
 * needs another payment once gift cards (and rewards) are applied.
 */
import { array, nullable, optional, string, type } from 'superstruct';
import { safeValidate } from '../../src/validation/struct';
import { checkGiftCardAuth, checkGiftCardNumber, GIFT_CARD_AUTH_LENGTH, GIFT_CARD_NUMBER_LENGTH, keepDigits } from '../../src/validation/giftCard';
import type { Order } from './order';
import { MoneyField as N } from './moneyField';
import { orderTotals } from './orderTotals';
import type { Errors } from './types';

const S = optional(nullable(string()));

const WalletStruct = type({
  appliedGiftCards: optional(nullable(array(type({ id: S, giftCardNumber: S, balance: N, amount: N })))),
  savedGiftCards: optional(nullable(array(type({ repositoryId: S, giftcardNumber: S, amount: N })))),
});

export interface AppliedGiftCard {
  id: string;
  giftCardNumber: string;
  last4: string;
  balance: number;
  amount: number;
}

export interface SavedGiftCard {
  repositoryId: string;
  giftcardNumber: string;
  last4: string;
  amount: number;
}

const num = (v: number | null | undefined): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The applied and saved gift cards of an order (empty lists when the response has none or is malformed). */
export function giftCardsOf(o: Order): { applied: AppliedGiftCard[]; saved: SavedGiftCard[] } {
  const [err, w] = safeValidate(o.raw, WalletStruct, { coerce: true });
  if (err) return { applied: [], saved: [] };
  const applied = (w.appliedGiftCards ?? [])
    .filter((g) => g.giftCardNumber)
    .map((g) => ({ id: g.id ?? '', giftCardNumber: g.giftCardNumber!, last4: g.giftCardNumber!.slice(-4), balance: num(g.balance), amount: num(g.amount) }));
  const saved = o.signedIn
    ? (w.savedGiftCards ?? [])
        .filter((g) => g.repositoryId && g.giftcardNumber)
        .map((g) => ({ repositoryId: g.repositoryId!, giftcardNumber: g.giftcardNumber!, last4: g.giftcardNumber!.slice(-4), amount: num(g.amount) }))
    : [];
  return { applied, saved };
}

/** A saved gift card is applied when its number is among the order's gift cards (its checkbox is checked). */
export const savedApplied = (o: Order, saved: SavedGiftCard): boolean => giftCardsOf(o).applied.some((g) => g.giftCardNumber === saved.giftcardNumber);

/**
 * No extra payment is required: the server says so (additionalPaymentRequired false), or gift cards and
 * rewards bring the total to zero. The payment-section-complete flag is set by this (checkout spec section 4),
 * and then no card fields are required.
 */
export function noExtraPaymentRequired(o: Order): boolean {
  if (!o.additionalPaymentRequired) return true;
  const t = orderTotals(o);
  return t.giftCards + t.rewards > 0 && t.due <= 0;
}

/**
 * The info notice "no extra payment is needed" shows when gift cards cover the balance: by themselves, or with
 * the rewards that pay part of it (the notice then names both: the gift cards alone do not cover it).
 */
export function giftCardsCover(o: Order): 'giftCards' | 'withRewards' | null {
  const t = orderTotals(o);
  if (t.giftCards <= 0 || !noExtraPaymentRequired(o)) return null;
  return t.rewards > 0 ? 'withRewards' : 'giftCards';
}

export type GiftCardField = 'gcNumber' | 'gcAuthNumber';

/** What a gift card entry field keeps of any input: digits only, at most 16 (number) or 4 (authorization). */
export const cleanGiftCardField = (field: GiftCardField, value: string): string => keepDigits(value, field === 'gcNumber' ? GIFT_CARD_NUMBER_LENGTH : GIFT_CARD_AUTH_LENGTH);

/** The entry's errors ('missing' or 'invalid' per field); empty when it can be sent. */
export function giftCardErrors(gcNumber: string, gcAuthNumber: string): Errors {
  const e: Errors = {};
  const n = checkGiftCardNumber(gcNumber);
  const a = checkGiftCardAuth(gcAuthNumber);
  if (n) e.gcNumber = n;
  if (a) e.gcAuthNumber = a;
  return e;
}
