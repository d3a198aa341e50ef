/**
 * The balance dialog's behaviour as one pure step: typing (digits only, within the limits), submitting
 * (the spec's required/pattern rules first), the check it asks for, and the answer. Whatever is shown always
 * belongs to the numbers in the fields: editing a field clears the previous answer. One check at a time: a
 * submit while one is on its way sends nothing. Closing the dialog stops the model, which aborts the check:
 * its answer never reaches a new opening. Nothing here is ever persisted.
 */
import type { Next } from '../../src/platform/createModel';
import { checkGiftCardAuth, checkGiftCardNumber, GIFT_CARD_AUTH_LENGTH, GIFT_CARD_NUMBER_LENGTH, keepDigits, type GiftCardFieldError } from '../../src/validation/giftCard';
/** What came of a balance check. */
export type BalanceOutcome =
  /** The card's balance in dollars. */
  | { kind: 'balance'; balance: number }
  /** The number/auth pair is wrong (errorGiftCardInvalidMessage): shown at the top, both fields marked. */
  | { kind: 'invalid'; message: string }
  /** The server's errorMessage (for example too many tries), or its form error messages. */
  | { kind: 'error'; message: string }
  /** No usable answer: a timeout, the server or the network failed, or the dialog closed first. */
  | { kind: 'unavailable'; timeout: boolean };

/** What the dialog asks of the outside world (calls.ts in the page, fakePorts in model tests). */
export interface BalanceCheckCalls {
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

type BalanceNext = Next<BalanceState, BalanceAction, BalanceCheckCalls>;

/** A new opening: empty fields, nothing asked yet. */
export const startBalanceCheck = (): BalanceNext => ({ state: initialBalanceState });

export function balanceCheckStep(state: BalanceState, action: BalanceAction): BalanceNext {
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
