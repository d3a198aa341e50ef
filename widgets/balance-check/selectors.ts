/** What the balance dialog shows, from its state and its messages. */
import type { BalanceCheckMessages } from './messages';
import type { BalanceState } from './model';

/** True when the answer marks both fields invalid (the number/auth pair was not accepted). */
export const pairInvalid = (s: BalanceState): boolean => s.outcome?.kind === 'invalid';

/** The message at the top of the form: the server's, or why there was no answer; null with a balance or none yet. */
export function balanceNotice(s: BalanceState, m: BalanceCheckMessages): string | null {
  const o = s.outcome;
  if (!o || o.kind === 'balance') return null;
  if (o.kind === 'unavailable') return o.timeout ? m.timeout : m.unavailable;
  return o.message || m.invalidCard;
}

/** A field's message (missingNumber, invalidNumber, missingAuth, invalidAuth), or null. */
export function fieldMessage(s: BalanceState, field: 'number' | 'auth', m: BalanceCheckMessages): string | null {
  const error = s[`${field}Error`];
  return error && m[`${error}${field === 'number' ? 'Number' : 'Auth'}`];
}

/** The field that takes the focus after a submission that left fields to fix: the first one with a message. */
export const firstFix = (s: BalanceState): 'number' | 'auth' => (!s.numberError && s.authError ? 'auth' : 'number');
