/**
 * The email sign-up call (storefront spec section 7): POST email, postalCode, userShopFor, source and
 * _dynSessConf; the answer is formError with formExceptions (propertyPath, localizedMessage) or
 * responseDetails.successMessage. Shared by the footer sign-up and the stay-connected lightbox.
 */
import { notOk, type Failed, type Refused } from './outcome';
import { nullable, optional, string, type } from 'superstruct';
import { request } from './pageClient';

export interface SignUpFields {
  email: string;
  postalCode: string;
  userShopFor: string;
  /** Where the shopper signed up (footer, lightbox): the store's reports tell the forms apart. */
  source: string;
}

export type SignUpOutcome =
  /** Signed up: the server's success message ('' when it sent none). */
  | { kind: 'success'; message: string }
  /** The server refused some fields (messages by propertyPath, and general ones), or no usable answer: the typed values stay. */
  | Refused
  | Failed;

const Answer = type({ responseDetails: optional(nullable(type({ successMessage: optional(nullable(string())) }))) });

/** Signs an address up. Never rejects. */
export async function emailSignUp(fields: SignUpFields, signal?: AbortSignal): Promise<SignUpOutcome> {
  const r = await request('emailSignUp', { body: { ...fields }, schema: Answer, signal });
  if (r.ok) return { kind: 'success', message: r.data.responseDetails?.successMessage?.trim() ?? '' };
  return notOk(r);
}
