/** The footer's one call: the email sign-up (spec section 7), with the shopper's shop-for preference. */
import { emailSignUp, type SignUpOutcome } from '../../src/api/emailSignUp';
import { loadSession } from '../../src/stores';

/** Signs the address up from the footer: no zip is asked here; userShopFor is the profile's (default all). */
export async function signUpFromFooter(email: string, source: string, signal?: AbortSignal): Promise<SignUpOutcome> {
  const info = await loadSession();
  return emailSignUp({ email: email.trim(), postalCode: '', userShopFor: info?.profile.userShopFor || 'all', source }, signal);
}
