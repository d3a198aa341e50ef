/**
 * The share dialog's form as a pure reducer: editing a field clears its message, recipients can be added
 * (up to 5) and removed, a submission is checked by the rules first (rules.ts), then sent; the server's field
 * messages land on their fields, the rest above the form. A failed call keeps everything typed.
 * `shareProductStep` adds the one call a submission that passes the rules asks for (createModel runs it): one at a
 * time, so a second submit while it is out sends nothing; closing the dialog stops the model and aborts it.
 */
import type { Failed, Refused } from '../../src/api';
import type { Next } from '../../src/platform/createModel';
import type { SessionInfo } from '../../src/stores';
import { checkShare, fieldOfPath, SHARE_RECIPIENTS_MAX, type ShareForm, type ShareProblem } from './rules';

/** The product shared: only its id is sent (the store's mailer looks up its name and link). */
export interface SharedProduct {
  productId: string;
}

export type ShareOutcome = { kind: 'sent' } | Refused | Failed;

/** What the dialog asks of the outside world (calls.ts in the page, fakePorts in model tests). */
export interface ShareProductCalls {
  send: (input: { form: ShareForm; product: SharedProduct }, signal: AbortSignal) => Promise<ShareOutcome>;
}

export interface ShareState {
  product: SharedProduct;
  form: ShareForm;
  /** The rules' problems by field (message keys). */
  problems: Record<string, ShareProblem>;
  /** The server's messages by field. */
  serverErrors: Record<string, string>;
  general: string | null;
  failed: 'timeout' | 'unavailable' | null;
  sending: boolean;
  sent: boolean;
  /** Counts submissions that left fields to fix (the view focuses the first). */
  fixes: number;
}

export type ShareAction =
  | { type: 'edited'; field: string; value: string }
  | { type: 'prefilled'; name: string; email: string }
  | { type: 'recipientAdded' }
  | { type: 'recipientRemoved'; index: number }
  | { type: 'submitted' }
  | { type: 'answered'; result: ShareOutcome };

export const initialShare: ShareState = {
  product: { productId: '' },
  form: { fromName: '', fromEmail: '', to: [{ name: '', email: '' }], message: '' },
  problems: {},
  serverErrors: {},
  general: null,
  failed: null,
  sending: false,
  sent: false,
  fixes: 0,
};

const without = <T>(o: Record<string, T>, k: string): Record<string, T> => {
  const { [k]: _gone, ...rest } = o;
  return rest;
};
const noRecipientErrors = <T>(o: Record<string, T>): Record<string, T> => Object.fromEntries(Object.entries(o).filter(([k]) => !k.startsWith('to')));

export function shareReducer(s: ShareState, a: ShareAction): ShareState {
  if (s.sending && a.type !== 'answered') return s;
  const f = s.form;
  switch (a.type) {
    case 'edited': {
      const [key, i] = a.field.split('.');
      const form = i === undefined ? { ...f, [key!]: a.value } : { ...f, to: f.to.map((r, n) => (n === Number(i) ? { ...r, [key === 'toName' ? 'name' : 'email']: a.value } : r)) };
      return { ...s, form, problems: without(s.problems, a.field), serverErrors: without(s.serverErrors, a.field), general: null, failed: null };
    }
    case 'prefilled':
      return { ...s, form: { ...f, fromName: f.fromName || a.name, fromEmail: f.fromEmail || a.email } };
    case 'recipientAdded':
      return f.to.length >= SHARE_RECIPIENTS_MAX ? s : { ...s, form: { ...f, to: [...f.to, { name: '', email: '' }] } };
    case 'recipientRemoved':
      if (f.to.length < 2) return s;
      return { ...s, form: { ...f, to: f.to.filter((_, n) => n !== a.index) }, problems: noRecipientErrors(s.problems), serverErrors: noRecipientErrors(s.serverErrors) };
    case 'submitted': {
      const problems = checkShare(f);
      const base = { ...s, problems, serverErrors: {}, general: null, failed: null };
      return Object.keys(problems).length ? { ...base, fixes: s.fixes + 1 } : { ...base, sending: true };
    }
    case 'answered': {
      if (!s.sending) return s;
      const o = a.result;
      const done = { ...s, sending: false };
      if (o.kind === 'sent') return { ...done, sent: true };
      if (o.kind === 'failed') return { ...done, failed: o.timeout ? 'timeout' : 'unavailable' };
      const serverErrors: Record<string, string> = {};
      const rest: string[] = [];
      for (const [path, text] of Object.entries(o.fieldErrors)) {
        const field = fieldOfPath(path);
        if (field) serverErrors[field] = text;
        else rest.push(text);
      }
      const general = [...rest, ...o.messages].join(' ') || null;
      const marked = Object.keys(serverErrors).length > 0;
      return { ...done, serverErrors, general, failed: !marked && !general ? 'unavailable' : null, fixes: s.fixes + +marked };
    }
  }
}

export type ShareNext = Next<ShareState, ShareAction, ShareProductCalls>;

/** A clean form for `product`; a signed-in shopper's profile (none for a guest) fills the sender's name and email. */
export function startShareProduct(product: SharedProduct, profile?: SessionInfo['profile'] | null): ShareNext {
  const state = { ...initialShare, product };
  return { state: profile ? shareReducer(state, { type: 'prefilled', name: `${profile.firstName} ${profile.lastName}`.trim(), email: profile.email }) : state };
}

/** The reducer, and the send a submission that passes the rules starts. */
export function shareProductStep(s: ShareState, a: ShareAction): ShareNext {
  const state = shareReducer(s, a);
  if (!state.sending || s.sending) return { state };
  return { state, effects: [{ type: 'request', call: 'send', input: { form: s.form, product: s.product }, key: 'send', done: { type: 'answered' } }] };
}
