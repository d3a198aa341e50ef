/**
 * The lightbox's calls: whether to show it (session info and the initialisation data's
 * emailLightBoxPages) and the email sign-up (spec section 7) with email, zip and shop-for.
 */
import { array, optional, string, type } from 'superstruct';
import { loadInitPart } from '../../src/api';
import { emailSignUp, type SignUpOutcome } from '../../src/api/emailSignUp';
import { loadSession } from '../../src/stores';

const Init = type({ emailLightBoxPages: optional(array(string())) });

/** What the lightbox needs to decide: the shopper's status, the session flag and the configured pages. */
export async function loadLightboxInputs(): Promise<{ loginStatus: string; sessionFlag: boolean; pages: string[] } | null> {
  const [info, init] = await Promise.all([loadSession(), loadInitPart('stay-connected', Init)]);
  if (!info || !init) return null;
  const flag = info.raw.showEmailLightbox;
  return { loginStatus: info.profile.loginStatus, sessionFlag: flag === true || flag === 'true', pages: init.emailLightBoxPages ?? [] };
}

export const signUpFromLightbox = (values: { email: string; postalCode: string; userShopFor: string }, source: string, signal?: AbortSignal): Promise<SignUpOutcome> =>
  emailSignUp({ email: values.email.trim(), postalCode: values.postalCode.trim(), userShopFor: values.userShopFor, source }, signal);
