/** What the stay-connected lightbox shows, from its state and its messages. */
import type { StayConnectedMessages } from './messages';
import type { Field, StayConnectedState } from './model';

export interface StayConnectedView {
  /** The dialog is up: from its showing until it closes. */
  open: boolean;
  sending: boolean;
  /** The message above the form: the server's general messages, or why the call failed. */
  alert: string | null;
  /** The field that takes the focus when an answer marks fields: the first one with a message. */
  firstFix: Field | null;
}

export function stayConnectedView(s: StayConnectedState, m: StayConnectedMessages): StayConnectedView {
  const e = s.errors;
  return {
    open: s.phase === 'open' || s.phase === 'sending' || s.phase === 'success',
    sending: s.phase === 'sending',
    alert: s.general ?? (s.failed && m[s.failed]),
    firstFix: e.email ? 'email' : e.postalCode ? 'postalCode' : e.userShopFor ? 'userShopFor' : null,
  };
}
