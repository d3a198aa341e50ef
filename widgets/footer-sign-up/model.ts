/**
 * The footer sign-up as a pure reducer: the email is checked here first (storefront spec section 5:
 * empty, then format), then sent; the server's answer gives a message per field, general messages, or
 * the success message. Typing clears the previous messages; a failed call keeps what was typed.
 * `footerSignUpStep` adds the one call a good submit asks for (createModel runs it): one at a time, so a
 * second submit while it is out sends nothing.
 */
import type { SignUpOutcome } from '../../src/api/emailSignUp';
import type { Next } from '../../src/mount/createModel';
import { isEmail } from '../../src/validation/email';

export type EmailProblem = 'missingEmail' | 'invalidEmail';

/** Why the footer email cannot be sent, or null. */
export const checkFooterEmail = (email: string): EmailProblem | null => (!email.trim() ? 'missingEmail' : isEmail(email) ? null : 'invalidEmail');

export interface FooterSignUpState {
  email: string;
  /** The local check's problem (a message key). */
  problem: EmailProblem | null;
  /** The server's message for the email field. */
  fieldError: string | null;
  /** The server's other messages (other fields, general), shown above the form. */
  general: string | null;
  /** The success message ('' = the default text); null until signed up. */
  success: string | null;
  /** The last call gave no usable answer. */
  failed: 'timeout' | 'unavailable' | null;
  sending: boolean;
  /** Counts submissions that ended with the field to fix (the view focuses it). */
  fixes: number;
}

export type FooterSignUpAction = { type: 'typed'; value: string } | { type: 'submitted' } | { type: 'answered'; result: SignUpOutcome };

/** What the footer asks of the outside world (the sign-up call with the marker's source in the page, fakes in tests). */
export interface FooterSignUpCalls {
  signUp: (input: { email: string }, signal: AbortSignal) => Promise<SignUpOutcome>;
}

export const initialFooterSignUp: FooterSignUpState = { email: '', problem: null, fieldError: null, general: null, success: null, failed: null, sending: false, fixes: 0 };

const cleared = { problem: null, fieldError: null, general: null, success: null, failed: null };

export function footerSignUpReducer(s: FooterSignUpState, a: FooterSignUpAction): FooterSignUpState {
  switch (a.type) {
    case 'typed':
      return s.sending ? s : { ...s, ...cleared, email: a.value };
    case 'submitted': {
      if (s.sending) return s;
      const problem = checkFooterEmail(s.email);
      if (problem) return { ...s, ...cleared, problem, fixes: s.fixes + 1 };
      return { ...s, ...cleared, sending: true };
    }
    case 'answered': {
      if (!s.sending) return s;
      const o = a.result;
      const done = { ...s, sending: false };
      if (o.kind === 'success') return { ...done, email: '', success: o.message };
      if (o.kind === 'failed') return { ...done, failed: o.timeout ? 'timeout' : 'unavailable' };
      const { email, ...others } = o.fieldErrors;
      const general = [...Object.values(others), ...o.messages].join(' ') || null;
      // A refusal without any message still must not look like nothing happened.
      return { ...done, fieldError: email ?? null, general, failed: !email && !general ? 'unavailable' : null, fixes: s.fixes + +!!email };
    }
  }
}

/** The reducer, and the sign-up call a good submit starts. */
export function footerSignUpStep(s: FooterSignUpState, a: FooterSignUpAction): Next<FooterSignUpState, FooterSignUpAction, FooterSignUpCalls> {
  const state = footerSignUpReducer(s, a);
  if (!state.sending || s.sending) return { state };
  return { state, effects: [{ type: 'request', call: 'signUp', input: { email: s.email }, key: 'signUp', done: { type: 'answered' } }] };
}
