/**
 * The balance dialog's behaviour as a pure reducer: typing (digits only, within the limits), submitting
 * (the spec's required/pattern rules first), and the answer. Whatever is shown always belongs to the
 * numbers in the fields: editing a field clears the previous answer. Nothing here is ever persisted.
 */
import { checkGiftCardAuth, checkGiftCardNumber, GIFT_CARD_AUTH_LENGTH, GIFT_CARD_NUMBER_LENGTH, keepDigits, type GiftCardFieldError } from '../../src/validation/giftCard';
import type { BalanceOutcome } from './api';

export interface BalanceState {
  number: string;
  auth: string;
  numberError: GiftCardFieldError | null;
  authError: GiftCardFieldError | null;
  /** A check is on its way: the fields are read-only and the button busy. */
  checking: boolean;
  /**
   * The check the view's hook should run (a new object per submission, null otherwise): the model decides
   * when to call, the hook only carries it out and reports the answer.
   */
  request: { number: string; auth: string } | null;
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
  | { type: 'answered'; outcome: BalanceOutcome }
  | { type: 'helpToggled' };

export const initialBalanceState: BalanceState = { number: '', auth: '', numberError: null, authError: null, checking: false, request: null, outcome: null, help: false, fixes: 0 };

/** True when the answer marks both fields invalid (the number/auth pair was not accepted). */
export const pairInvalid = (s: BalanceState): boolean => s.outcome?.kind === 'invalid';

export function balanceReducer(state: BalanceState, action: BalanceAction): BalanceState {
  switch (action.type) {
    case 'numberTyped':
    case 'authTyped': {
      if (state.checking) return state;
      const isNumber = action.type === 'numberTyped';
      const value = keepDigits(action.value, isNumber ? GIFT_CARD_NUMBER_LENGTH : GIFT_CARD_AUTH_LENGTH);
      if (value === (isNumber ? state.number : state.auth)) return state;
      return isNumber ? { ...state, number: value, numberError: null, outcome: null } : { ...state, auth: value, authError: null, outcome: null };
    }
    case 'submitted': {
      if (state.checking) return state;
      const numberError = checkGiftCardNumber(state.number);
      const authError = checkGiftCardAuth(state.auth);
      if (numberError || authError) return { ...state, numberError, authError, outcome: null, fixes: state.fixes + 1 };
      return { ...state, numberError: null, authError: null, outcome: null, checking: true, request: { number: state.number, auth: state.auth } };
    }
    case 'answered':
      if (!state.checking) return state;
      return { ...state, checking: false, request: null, outcome: action.outcome, fixes: state.fixes + +(action.outcome.kind === 'invalid') };
    case 'helpToggled':
      return { ...state, help: !state.help };
  }
}
