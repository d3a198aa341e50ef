/**
 * The lightbox's calls: whether to show it (session info and the initialisation data's
 * emailLightBoxPages), the email sign-up (spec section 7) with email, zip and shop-for, and the cookie that keeps
 * it away.
 */
import { array, optional, string, type } from 'superstruct';
import { loadInitPart } from '../../src/api';
import { emailSignUp, type SignUpOutcome } from '../../src/api/emailSignUp';
import { homePath } from '../../src/platform';
import { loadSession, readCookie, writeCookie } from '../../src/stores';
import { LIGHTBOX_COOKIE, LIGHTBOX_COOKIE_MAX_AGE, type LightboxConditions, type SignUpValues, type StayConnectedCalls } from './model';

const Init = type({ emailLightBoxPages: optional(array(string())) });

/** What the lightbox needs to decide: the shopper's status, the session flag and the configured pages. */
export async function loadLightboxInputs(): Promise<{ loginStatus: string; sessionFlag: boolean; pages: string[] } | null> {
  const [info, init] = await Promise.all([loadSession(), loadInitPart('stay-connected', Init)]);
  if (!info || !init) return null;
  const flag = info.raw.showEmailLightbox;
  return { loginStatus: info.profile.loginStatus, sessionFlag: flag === true || flag === 'true', pages: init.emailLightBoxPages ?? [] };
}

/** Resolves once the page has finished loading, so the lightbox never competes with the page's own work. */
const pageLoaded = (): Promise<void> => (document.readyState === 'complete' ? Promise.resolve() : new Promise((r) => addEventListener('load', () => r(), { once: true })));

/** Once the page has loaded: the decision's inputs for this page and shopper, or null when they cannot be read. */
export async function loadLightboxConditions(): Promise<LightboxConditions | null> {
  await pageLoaded();
  const inputs = await loadLightboxInputs();
  return inputs && { ...inputs, path: location.pathname, homePath: homePath(), dismissed: readCookie(LIGHTBOX_COOKIE) !== null };
}

export const signUpFromLightbox = (values: SignUpValues, signal?: AbortSignal): Promise<SignUpOutcome> =>
  emailSignUp({ email: values.email.trim(), postalCode: values.postalCode.trim(), userShopFor: values.userShopFor, source: values.source }, signal);

/** The lightbox's calls in the page. */
export const stayConnectedCalls: StayConnectedCalls = {
  loadConditions: loadLightboxConditions,
  signUp: signUpFromLightbox,
  remember: async () => writeCookie(LIGHTBOX_COOKIE, '1', LIGHTBOX_COOKIE_MAX_AGE),
};
