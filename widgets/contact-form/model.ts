/**
 * Contact a Rep / B2B request access (storefront spec sections 3, 4, 5, 8 and 9) as pure functions: the
 * fields and their limits, validation (every field required, the spec's messages), sanitising before the
 * request, and one step from editing through sending to the success or failure dialog, with the calls it asks
 * for (createModel runs them): the form content for the marker's pathKey at mount, and one send at a time.
 */
import type { Next } from '../../src/platform/createModel';
import { maskCardNumbers } from '../../src/platform/storage';
import { checkEmail } from '../../src/validation/email';
import { LIMITS } from '../../src/validation/limits';
import { checkName } from '../../src/validation/name';
import { checkPhone, NANP_PHONE_DIGITS } from '../../src/validation/phone';
import { checkPostal } from '../../src/validation/postalCode';

export const CONTACT_FIELDS = ['fname', 'lname', 'phoneNo', 'zipCode', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** Per-field limits from the shared table (spec section 5); the message's 250 agrees in both readings. */
export const CONTACT_LIMITS: Record<ContactField, number> = {
  fname: LIMITS.name,
  lname: LIMITS.name,
  phoneNo: NANP_PHONE_DIGITS,
  zipCode: LIMITS.postalCode,
  email: LIMITS.email,
  message: LIMITS.message,
};
/** Fields not sanitised: the email is pattern-checked, the phone is digits only. */
export const SANITIZE_EXEMPT: readonly ContactField[] = ['email', 'phoneNo'];

/**
 * A field's problem, named as its message key: `<field>Missing`, `<field>Invalid`, or a refused paste.
 * Lengths cannot run over: the fields and the reducer cut every value at its limit.
 */
export type ContactProblem = `${ContactField}Missing` | `${Exclude<ContactField, 'message'>}Invalid` | 'pasteDigitsOnly';

/** The shared field rules (src/validation) of the fields that have one: names, a US/CA phone, a US zip or Canadian postal code, email. */
const RULES: Partial<Record<ContactField, (v: string) => 'missing' | 'invalid' | null>> = { fname: checkName, lname: checkName, phoneNo: checkPhone, zipCode: checkPostal, email: checkEmail };

/** Every field's problem (none for a field that can be sent). */
export function validateContact(v: ContactValues): Partial<Record<ContactField, ContactProblem>> {
  const out: Partial<Record<ContactField, ContactProblem>> = {};
  for (const f of CONTACT_FIELDS) {
    const p = RULES[f]?.(v[f]) ?? (v[f].trim() ? null : 'missing');
    if (p) out[f] = p === 'missing' ? `${f}Missing` : `${f as 'email'}Invalid`;
  }
  return out;
}

/** Strips markup and control characters (a newline in the message stays) and trims. */
export const sanitize = (value: string): string =>
  // eslint-disable-next-line no-control-regex
  value.replace(/<[^>]*>?|[<>`{}\\\u0000-\u0009\u000b-\u001f\u007f]/g, '').trim();

// The request is a JSONP GET: the fields end up in a URL (and in server and proxy logs), where a card number
// written into the message never goes; the rep still sees which card is meant by its last four digits.
const outgoing = (value: string): string => maskCardNumbers(sanitize(value));

/**
 * The values as they are sent: the phone as digits, the email trimmed (it is pattern-checked), the rest
 * sanitised, with any card number masked.
 */
export const toRequestFields = (v: ContactValues): ContactValues => ({
  fname: outgoing(v.fname),
  lname: outgoing(v.lname),
  phoneNo: v.phoneNo.replace(/\D/g, ''),
  zipCode: outgoing(v.zipCode),
  email: v.email.trim(),
  message: outgoing(v.message),
});

/** A contact form content item: formTitle, copyText, apiURL, formId, enabled... (spec section 3). */
export type FormContent = Record<string, unknown>;

export interface ContactState {
  /** The form's dialog is open. */
  open: boolean;
  values: ContactValues;
  errors: Partial<Record<ContactField, ContactProblem>>;
  status: 'editing' | 'sending' | 'success' | 'failure';
  /** Counts submissions that ended with fields to fix (the view focuses the first). */
  fixes: number;
  /** The form content from the web contents call (null until it comes, or without a pathKey). */
  content: FormContent | null;
}

/** What the form asks of the outside world (calls.ts in the page, fakePorts in model tests). */
export interface ContactFormCalls {
  loadContent: (pathKey: string, signal: AbortSignal) => Promise<FormContent | null>;
  /** Sends the fields to the form service at `url` with formId (and a timestamp); true when it answered 'success'. */
  send: (input: { url: string; formId: string; fields: ContactValues }, signal: AbortSignal) => Promise<boolean>;
}

export type ContactAction =
  | { type: 'opened' }
  | { type: 'closed' }
  | { type: 'typed'; field: ContactField; value: string }
  | { type: 'pasteRefused'; field: ContactField }
  /** Where it goes: the apiURL and formId of the props or the content (props win). */
  | { type: 'submitted'; url: string; formId: string }
  | { type: 'answered'; result: boolean }
  | { type: 'resultClosed' }
  | { type: 'loaded'; result: FormContent | null };

type ContactNext = Next<ContactState, ContactAction, ContactFormCalls>;

export const EMPTY_VALUES: ContactValues = { fname: '', lname: '', phoneNo: '', zipCode: '', email: '', message: '' };
export const initialContact: ContactState = { open: false, values: EMPTY_VALUES, errors: {}, status: 'editing', fixes: 0, content: null };

/** The first state: the content of `pathKey` on its way, when there is one. */
export const startContactForm = (pathKey?: string): ContactNext => ({
  state: initialContact,
  effects: pathKey ? [{ type: 'request', call: 'loadContent', input: pathKey, done: { type: 'loaded' } }] : undefined,
});

export function contactFormStep(s: ContactState, a: ContactAction): ContactNext {
  switch (a.type) {
    case 'loaded':
      return { state: { ...s, content: a.result } };
    case 'opened':
      return { state: s.open ? s : { ...s, open: true, status: 'editing', errors: {} } };
    case 'closed':
      // Cancel or close resets the errors (spec section 4); what was typed stays for the next opening.
      return { state: s.status === 'sending' ? s : { ...s, open: false, errors: {} } };
    case 'typed': {
      if (s.status === 'sending') return { state: s };
      const value = a.value.slice(0, CONTACT_LIMITS[a.field]);
      return { state: { ...s, values: { ...s.values, [a.field]: value }, errors: { ...s.errors, [a.field]: undefined } } };
    }
    case 'pasteRefused':
      // Said at the field until the next edit.
      return { state: { ...s, errors: { ...s.errors, [a.field]: 'pasteDigitsOnly' } } };
    case 'submitted': {
      // One send at a time: a submit while sending does nothing.
      if (s.status === 'sending' || !s.open) return { state: s };
      const errors = validateContact(s.values);
      if (Object.keys(errors).length) return { state: { ...s, errors, fixes: s.fixes + 1 } };
      return {
        state: { ...s, errors: {}, status: 'sending' },
        effects: [{ type: 'request', call: 'send', input: { url: a.url, formId: a.formId, fields: toRequestFields(s.values) }, done: { type: 'answered' } }],
      };
    }
    case 'answered':
      if (s.status !== 'sending') return { state: s };
      // Success closes the form and clears it; a failure keeps the form and everything typed behind its dialog.
      return { state: a.result ? { ...s, open: false, values: EMPTY_VALUES, status: 'success' } : { ...s, status: 'failure' } };
    case 'resultClosed':
      return { state: s.status === 'success' || s.status === 'failure' ? { ...s, status: 'editing' } : s };
  }
}
