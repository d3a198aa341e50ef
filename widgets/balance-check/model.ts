/**
 * The balance dialog's behaviour as one pure step: typing (digits only, within the limits), submitting
 * (the spec's required/pattern rules first), the check it asks for, and the answer. Whatever is shown always
 * belongs to the numbers in the fields: editing a field clears the previous answer. One check at a time: a
 * submit while one is on its way sends nothing. Closing the dialog stops the model, which aborts the check:
 * its answer never reaches a new opening. Nothing here is ever persisted.
 */
import type { Next } from '../../src/mount/createModel';
import { checkGiftCardAuth, checkGiftCardNumber, GIFT_CARD_AUTH_LENGTH, GIFT_CARD_NUMBER_LENGTH, keepDigits, type GiftCardFieldError } from '../../src/validation/giftCard';
import type { BalanceOutcome } from './api';

/** What the dialog asks of the outside world (balanceCalls in the page, fakes in tests). */
export interface BalanceCalls {
  checkBalance: (input: { number: string; auth: string }, signal: AbortSignal) => Promise<BalanceOutcome>;
}

export interface BalanceState {
  number: string;
  auth: string;
  numberError: GiftCardFieldError | null;
  authError: GiftCardFieldError | null;
  /** A check is on its way: the fields are read-only and the button busy. */
  checking: boolean;
  /** The answer to the last check (null while editing or checking). */
  outcome: BalanceOutcome | null;
  /** The Need Help instructions are shown. */
  help: boolean;
  /** Counts submissions that ended with the fields to fix, so the view can move focus to the first one. */
  fixes: number;
}

export type BalanceAction =
  | { type: 'numberTyped'; value: string }
  | { type: 'authTyped'; value: string }
  | { type: 'submitted' }
  | { type: 'answered'; result: BalanceOutcome }
  | { type: 'helpToggled' };

export const initialBalanceState: BalanceState = { number: '', auth: '', numberError: null, authError: null, checking: false, outcome: null, help: false, fixes: 0 };

/** True when the answer marks both fields invalid (the number/auth pair was not accepted). */
export const pairInvalid = (s: BalanceState): boolean => s.outcome?.kind === 'invalid';

export function balanceStep(state: BalanceState, action: BalanceAction): Next<BalanceState, BalanceAction, BalanceCalls> {
  switch (action.type) {
    case 'numberTyped':
    case 'authTyped': {
      if (state.checking) return { state };
      const isNumber = action.type === 'numberTyped';
      const value = keepDigits(action.value, isNumber ? GIFT_CARD_NUMBER_LENGTH : GIFT_CARD_AUTH_LENGTH);
      if (value === (isNumber ? state.number : state.auth)) return { state };
      return { state: isNumber ? { ...state, number: value, numberError: null, outcome: null } : { ...state, auth: value, authError: null, outcome: null } };
    }
    case 'submitted': {
      if (state.checking) return { state };
      const numberError = checkGiftCardNumber(state.number);
      const authError = checkGiftCardAuth(state.auth);
      if (numberError || authError) return { state: { ...state, numberError, authError, outcome: null, fixes: state.fixes + 1 } };
      return {
        state: { ...state, numberError: null, authError: null, outcome: null, checking: true },
        effects: [{ type: 'request', call: 'checkBalance', input: { number: state.number, auth: state.auth }, key: 'check', done: { type: 'answered' } }],
      };
    }
    case 'answered':
      if (!state.checking) return { state };
      return { state: { ...state, checking: false, outcome: action.result, fixes: state.fixes + +(action.result.kind === 'invalid') } };
    case 'helpToggled':
      return { state: { ...state, help: !state.help } };
  }
}
