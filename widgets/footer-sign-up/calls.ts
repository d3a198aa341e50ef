/** The footer sign-up's one call: the email sign-up (spec section 7), with the shopper's shop-for preference. */
import { emailSignUp, type SignUpOutcome } from '../../src/api/emailSignUp';
import { loadSession } from '../../src/stores';
import type { FooterSignUpCalls, SignUpInput } from './model';

/**
 * Signs the address up. From the footer no zip is asked (postalCode '') and userShopFor is the profile's (default
 * all); a form with the zip and shop-for fields sends what the shopper entered.
 */
export async function signUpFromFooter({ email, source, postalCode, userShopFor }: SignUpInput, signal?: AbortSignal): Promise<SignUpOutcome> {
  if (postalCode !== undefined && userShopFor !== undefined) return emailSignUp({ email: email.trim(), postalCode: postalCode.trim(), userShopFor, source }, signal);
  const info = await loadSession();
  return emailSignUp({ email: email.trim(), postalCode: '', userShopFor: info?.profile.userShopFor || 'all', source }, signal);
}

/** The footer sign-up's calls in the page. */
export const footerSignUpCalls: FooterSignUpCalls = { signUp: signUpFromFooter };
