/**
 * The account calls of the sign-in, create-account and forgot-password dialogs and of signing out, on the
 * page's commerce client (src/api), with the shared session, analytics and the console around them. Each takes
 * an optional `call` so unit tests can run them against the simulator (`accountCallsOver(call)`). Answers are
 * validated where they enter (answers.ts): a login answer must carry session info with a profile.
 */
import { optional, string, type, unknown } from 'superstruct';
import { request, type ApiResult, type EndpointKey, type RequestFn } from '../../src/api';
import { track } from '../../src/events';
import { $profileId, $session, $shopper, detectSite, signedIn, signedOut } from '../../src/stores';
import { phoneDigits } from '../../src/validation/phone';
import { AccountCreatedAnswer, SignedInAnswer } from './answers';
import type { AccountCalls, CreateAccountInput, LoginInput } from './model';

/** The request function (the page's client by default). */
export type Call = RequestFn<EndpointKey>;
const pageCall: Call = request;

const StatusAnswer = type({ status: optional(string()), sessionInfo: optional(unknown()) });

/** POST login: login, password, userType b2c-user, _dynSessConf (added by the client), staySignedIn, sessionRestored, currentURL. */
export function login(input: LoginInput, context: { sessionRestored: boolean; currentURL: string }, call: Call = pageCall): Promise<ApiResult<SignedInAnswer>> {
  return call('login', {
    body: {
      login: input.login.trim(),
      password: input.password,
      userType: 'b2c-user',
      staySignedIn: input.staySignedIn,
      sessionRestored: context.sessionRestored,
      currentURL: context.currentURL,
    },
    schema: SignedInAnswer,
  });
}

/** POST logout: profileId, _dynSessConf, the furniture flag. */
export function logout(input: { profileId: string | null; furniture: boolean }, call: Call = pageCall): Promise<ApiResult<unknown>> {
  return call('logout', { body: { profileId: input.profileId ?? '', furniture: input.furniture }, schema: StatusAnswer });
}

/**
 * POST create account with the spec's fields (phone as digits); with `contracted`, POST create contracted user
 * (a government registration): the same fields without phone and zip, plus sessionRestored.
 */
export function createAccount(input: CreateAccountInput, call: Call = pageCall, contracted?: { sessionRestored: boolean }): Promise<ApiResult<AccountCreatedAnswer>> {
  return call(contracted ? 'createContractedUser' : 'createAccount', {
    body: {
      email: input.email.trim(),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      password: input.password,
      confirmPassword: input.confirmPassword,
      emailOptIn: input.emailOptIn,
      staySignedIn: input.staySignedIn,
      termsAccepted: input.termsAccepted,
      userShopFor: input.userShopFor,
      ...(contracted ?? { phoneNumber: phoneDigits(input.phoneNumber), postalCode: input.postalCode.trim() }),
    },
    schema: AccountCreatedAnswer,
  });
}

/** POST contracted registration continue: the government email, checked before the form. */
export function contractedContinue(email: string, call: Call = pageCall): Promise<ApiResult<unknown>> {
  return call('contractedRegistrationContinue', { body: { email: email.trim() }, schema: StatusAnswer });
}

/** Forgot password, step 0: POST email; errors at path email. */
export function sendResetCode(email: string, call: Call = pageCall): Promise<ApiResult<unknown>> {
  return call('forgotPasswordCode', { body: { email: email.trim() }, schema: StatusAnswer });
}

/** Step 1: POST email and code; errors at path code. */
export function verifyResetCode(email: string, code: string, call: Call = pageCall): Promise<ApiResult<unknown>> {
  return call('forgotPasswordVerify', { body: { email: email.trim(), code: code.trim() }, schema: StatusAnswer });
}

/** Step 2: POST login, password, confirmPassword, pwdResetCode, pin; errors at path password. */
export function resetPassword(input: { email: string; code: string; password: string; confirmPassword: string }, call: Call = pageCall): Promise<ApiResult<unknown>> {
  return call('forgotPasswordReset', {
    body: { login: input.email.trim(), password: input.password, confirmPassword: input.confirmPassword, pwdResetCode: input.code.trim(), pin: input.code.trim() },
    schema: StatusAnswer,
  });
}

const restored = () => $shopper.get().recognized;

/** The account calls over `call` (the page's client, or a test's). */
export const accountCallsOver = (call: Call = pageCall): AccountCalls => ({
  login: (values) => login(values, { sessionRestored: restored(), currentURL: location.pathname + location.search }, call),
  contractedContinue: (email) => contractedContinue(email, call),
  createAccount: ({ values, contracted }) => {
    // Read before either call, as the session store loads itself when first read.
    const sessionRestored = restored();
    return createAccount(values, call, contracted ? { sessionRestored } : undefined);
  },
  sendResetCode: (email) => sendResetCode(email, call),
  verifyResetCode: ({ email, code }) => verifyResetCode(email, code, call),
  resetPassword: (input) => resetPassword(input, call),
  signedIn,
  loginStarted: () => track('loginStart', { location: location.pathname }),
  registerStarted: (contracted) => track('registerStart', { contracted }),
  // Logs out; if that fails the server session is invalidated instead, and the page still signs out: the user asked to leave.
  logout: async () => {
    const r = await logout({ profileId: $profileId.get() ?? $session.get().info?.profile.id ?? null, furniture: detectSite() === 'furniture' }, call);
    if (r.ok) return;
    console.error(`[storefront-widgets] account: the logout call failed (${r.kind}); invalidating the session instead.`);
    const inv = await call('invalidateSession', { body: {} });
    if (!inv.ok) console.error(`[storefront-widgets] account: invalidating the session failed too (${inv.kind}).`);
  },
  // Clears tokens and tells the other tabs synchronously; its guest refetch is not waited for: we leave.
  signedOut,
});

/** The account widget's calls in the page. */
export const accountCalls: AccountCalls = accountCallsOver();
