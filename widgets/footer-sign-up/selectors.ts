/** What the footer sign-up shows, from its state and its messages. */
import type { FooterSignUpMessages } from './messages';
import type { DetailField, FooterSignUpState } from './model';

export interface FooterSignUpView {
  /** The message above the form: the server's general messages, or why the call failed. */
  alert: string | null;
  /** The email field's message: the server's, or the local check's. */
  emailError: string | null;
  /** The field that takes the focus when a submit ends with something to fix: the first one with a message. */
  firstFix: 'email' | DetailField;
}

export function footerSignUpView(s: FooterSignUpState, m: FooterSignUpMessages): FooterSignUpView {
  return {
    alert: s.general ?? (s.failed && m[s.failed]),
    emailError: s.fieldError ?? (s.problem && m[s.problem]),
    firstFix: s.fieldError || s.problem ? 'email' : s.detailErrors.postalCode ? 'postalCode' : s.detailErrors.userShopFor ? 'userShopFor' : 'email',
  };
}
