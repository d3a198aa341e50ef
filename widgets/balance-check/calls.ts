/**
 * The balance check's call (checkout spec section 7, "Load gift card balance"): giftCardId, authorizationId and
 * _dynSessConf, through the commerce client (which adds the confirmation number, replays a 409, times out
 * and never throws). The answer is reduced to one of the few outcomes the dialog shows.
 */
import { nullable, number, optional, string, type, union } from 'superstruct';
import { notOk, refusalText, request } from '../../src/api';
import type { BalanceCheckCalls, BalanceOutcome } from './model';
import { parseMoney } from '../../src/ui/formatPrice';

const text = optional(nullable(string()));
const BalanceAnswer = type({
  giftCardBalance: optional(nullable(union([number(), string()]))),
  errorMessage: text,
  errorGiftCardInvalidMessage: text,
});

/** Checks a card's balance. The numbers go only into the request body: never into a URL, a log or storage. */
export async function loadGiftCardBalance(giftCardId: string, authorizationId: string, signal?: AbortSignal): Promise<BalanceOutcome> {
  const r = await request('giftCardBalance', { body: { giftCardId, authorizationId }, schema: BalanceAnswer, signal });
  if (r.ok) {
    const { giftCardBalance: b, errorMessage, errorGiftCardInvalidMessage } = r.data;
    if (errorGiftCardInvalidMessage) return { kind: 'invalid', message: errorGiftCardInvalidMessage };
    if (errorMessage) return { kind: 'error', message: errorMessage };
    const balance = typeof b === 'string' && b.trim() ? parseMoney(b) : b;
    if (typeof balance === 'number' && Number.isFinite(balance)) return { kind: 'balance', balance };
    return { kind: 'unavailable', timeout: false };
  }
  // This call's answer has no field errors in the spec; any form error a backend sends is shown at the top.
  const o = notOk(r);
  const message = o.kind === 'formError' ? refusalText(o) : '';
  return message ? { kind: 'error', message } : { kind: 'unavailable', timeout: o.kind === 'failed' && o.timeout };
}

/** The balance check's calls in the page. */
export const balanceCheckCalls: BalanceCheckCalls = { checkBalance: ({ number, auth }, signal) => loadGiftCardBalance(number, auth, signal) };
