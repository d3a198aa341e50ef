/**
 * The footer sign-up as a pure reducer: the email is checked here first (storefront spec section 5:
 * empty, then format), then sent; the server's answer gives a message per field, general messages, or
 * the success message. Typing clears the previous messages; a failed call keeps what was typed.
 * `footerSignUpStep` adds the one call a good submit asks for (createModel runs it): one at a time, so a
 * second submit while it is out sends nothing.
 *
 * A form whose source needs them (every source but the footer's: src/validation/signUp) also has the zip and
 * shop-for fields (`details`); their messages come from the server (spec section 5, "Stay-connected") and show at
 * them.
 */
import type { SignUpOutcome } from '../../src/api/emailSignUp';
import type { Next } from '../../src/platform/createModel';
import { isEmail } from '../../src/validation/email';
import { FOOTER_SIGN_UP_SOURCE, signUpNeedsDetails } from '../../src/validation/signUp';

export type EmailProblem = 'missingEmail' | 'invalidEmail';

/** Why the footer email cannot be sent, or null. */
export const checkFooterEmail = (email: string): EmailProblem | null => (!email.trim() ? 'missingEmail' : isEmail(email) ? null : 'invalidEmail');

export type DetailField = 'postalCode' | 'userShopFor';

export interface FooterSignUpState {
  /** The marker's source, reported with the sign-up. */
  source: string;
  email: string;
  /** The form has the zip and shop-for fields (its source needs them). */
  details: boolean;
  postalCode: string;
  userShopFor: string;
  /** The server's messages for the zip and shop-for fields (only with `details`). */
  detailErrors: Partial<Record<DetailField, string>>;
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

export type FooterSignUpAction = { type: 'typed'; value: string; field?: 'email' | DetailField } | { type: 'submitted' } | { type: 'answered'; result: SignUpOutcome };

/** What is sent: the email and the source, and with `details` the zip and shop-for. */
export type SignUpInput = { email: string; source: string } & Partial<Record<DetailField, string>>;

/** What the footer asks of the outside world (calls.ts in the page, fakePorts in model tests). */
export interface FooterSignUpCalls {
  signUp: (input: SignUpInput, signal: AbortSignal) => Promise<SignUpOutcome>;
}

export const initialFooterSignUp: FooterSignUpState = {
  source: FOOTER_SIGN_UP_SOURCE,
  email: '',
  details: false,
  postalCode: '',
  userShopFor: '',
  detailErrors: {},
  problem: null,
  fieldError: null,
  general: null,
  success: null,
  failed: null,
  sending: false,
  fixes: 0,
};

/** The first state of the form of a marker's `source` (which decides whether it has the zip and shop-for fields). */
export const startFooterSignUp = (source: string): Next<FooterSignUpState, FooterSignUpAction, FooterSignUpCalls> => ({
  state: { ...initialFooterSignUp, source, details: signUpNeedsDetails(source) },
});

const cleared = { problem: null, fieldError: null, general: null, success: null, failed: null, detailErrors: {} };

export function footerSignUpReducer(s: FooterSignUpState, a: FooterSignUpAction): FooterSignUpState {
  switch (a.type) {
    case 'typed':
      return s.sending || (a.field && a.field !== 'email' && !s.details) ? s : { ...s, ...cleared, [a.field ?? 'email']: a.value };
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
      if (o.kind === 'success') return { ...done, email: '', postalCode: '', userShopFor: '', success: o.message };
      if (o.kind === 'failed') return { ...done, failed: o.timeout ? 'timeout' : 'unavailable' };
      const { email, postalCode, userShopFor, ...others } = o.fieldErrors;
      const detailErrors = s.details ? { ...(postalCode && { postalCode }), ...(userShopFor && { userShopFor }) } : {};
      // Without the detail fields on screen, their messages go to the top with the others.
      const elsewhere = s.details ? Object.values(others) : Object.values({ postalCode, userShopFor, ...others }).filter(Boolean);
      const general = [...elsewhere, ...o.messages].join(' ') || null;
      const atFields = !!email || Object.keys(detailErrors).length > 0;
      // A refusal without any message still must not look like nothing happened.
      return { ...done, fieldError: email ?? null, detailErrors, general, failed: !atFields && !general ? 'unavailable' : null, fixes: s.fixes + +atFields };
    }
  }
}

/** The reducer, and the sign-up call a good submit starts. */
export function footerSignUpStep(s: FooterSignUpState, a: FooterSignUpAction): Next<FooterSignUpState, FooterSignUpAction, FooterSignUpCalls> {
  const state = footerSignUpReducer(s, a);
  if (!state.sending || s.sending) return { state };
  const input: SignUpInput = s.details ? { email: s.email, source: s.source, postalCode: s.postalCode, userShopFor: s.userShopFor } : { email: s.email, source: s.source };
  return { state, effects: [{ type: 'request', call: 'signUp', input, key: 'signUp', done: { type: 'answered' } }] };
}
