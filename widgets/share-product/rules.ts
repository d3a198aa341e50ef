/**
 * The share form's rules (storefront spec section 5: sharing an item needs a name and a valid email), for
 * the sender and for every recipient. Limits: names 40 (the shared name limit), email 100, the personal
 * message 500 (the spec's general character limit, section 9), at most 5 recipients (ours).
 */
import { EMAIL_MAX, isEmail } from '../../src/validation/email';
import { LIMITS } from '../../src/validation/limits';

export const SHARE_NAME_MAX = LIMITS.name;
export const SHARE_EMAIL_MAX = EMAIL_MAX;
export const SHARE_MESSAGE_MAX = 500;
export const SHARE_RECIPIENTS_MAX = 5;

export interface Recipient {
  name: string;
  email: string;
}

export interface ShareForm {
  fromName: string;
  fromEmail: string;
  to: Recipient[];
  message: string;
}

/** Message keys of the problems a field can have. */
export type ShareProblem = 'missingFromName' | 'missingFromEmail' | 'missingToName' | 'missingToEmail' | 'invalidEmail' | 'longMessage';

/** A field's key: fromName, fromEmail, message, or toName.N / toEmail.N for recipient N (from 0). */
export type ShareField = string;

const emailProblem = (v: string, missing: ShareProblem): ShareProblem | null => (!v.trim() ? missing : isEmail(v) ? null : 'invalidEmail');

/** Every problem of the form, by field, in the order of the fields (empty when it can be sent). */
export function checkShare(f: ShareForm): Record<ShareField, ShareProblem> {
  const out: Record<ShareField, ShareProblem> = {};
  const put = (k: string, p: ShareProblem | null) => p && (out[k] = p);
  put('fromName', f.fromName.trim() ? null : 'missingFromName');
  put('fromEmail', emailProblem(f.fromEmail, 'missingFromEmail'));
  f.to.forEach((r, i) => {
    put(`toName.${i}`, r.name.trim() ? null : 'missingToName');
    put(`toEmail.${i}`, emailProblem(r.email, 'missingToEmail'));
  });
  put('message', f.message.length > SHARE_MESSAGE_MAX ? 'longMessage' : null);
  return out;
}

/** The server's propertyPath as one of the form's fields (`namesTo[1]` is toName.1), or null. */
export function fieldOfPath(path: string): ShareField | null {
  const m = /^(nameFrom|emailFrom|personalMessage|namesTo|emailsTo)(?:\[(\d+)\])?$/.exec(path);
  if (!m) return null;
  const [, key, index] = m;
  if (key === 'nameFrom') return 'fromName';
  if (key === 'emailFrom') return 'fromEmail';
  if (key === 'personalMessage') return 'message';
  return index === undefined ? null : `${key === 'namesTo' ? 'toName' : 'toEmail'}.${index}`;
}
