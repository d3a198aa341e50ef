/**
 * The account calls of the sign-in, create-account and forgot-password dialogs, on the page's commerce
 * client (src/api). Each takes an optional `call` so unit tests can run them against the simulator.
 * Answers are validated where they enter: a login answer must carry session info with a profile.
 */
import { boolean, number, optional, string, type, unknown, type Infer } from 'superstruct';
import { request, type ApiResult, type EndpointKey, type RequestFn } from '../../src/api';
import { phoneDigits } from '../../src/validation/phone';
import type { CreateAccountValues } from './validation';

/** The request function (the page's client by default). */
export type Call = RequestFn<EndpointKey>;
const pageCall: Call = request;

const TokenAnswer = type({ access_token: string(), refresh_token: string(), expires_in: number() });

/** What login and both registrations answer: the new session info, with the token inside. */
export const SignedInAnswer = type({
  profileId: optional(string()),
  sessionInfo: type({
    profile: type({ id: string(), firstName: optional(string()), loginStatus: string(), securityStatus: optional(number()), gsaUser: optional(boolean()) }),
    token: optional(TokenAnswer),
  }),
});
export type SignedInAnswer = Infer<typeof SignedInAnswer>;

/**
 * What create account answers (storefront spec section 7: "not shown beyond validation errors"): any
 * answer without form errors is a success. Session info with a profile is used when it comes; without
 * it the session info is read afterwards.
 */
export const AccountCreatedAnswer = type({
  profileId: optional(string()),
  sessionInfo: optional(type({ profile: optional(unknown()), token: optional(TokenAnswer) })),
});
export type AccountCreatedAnswer = Infer<typeof AccountCreatedAnswer>;

const StatusAnswer = type({ status: optional(string()), sessionInfo: optional(unknown()) });

export interface LoginInput {
  login: string;
  password: string;
  staySignedIn: boolean;
}

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

/** The form's values (see validation.ts) and the choices sent with them. */
export interface CreateAccountInput extends CreateAccountValues {
  emailOptIn: boolean;
  staySignedIn: boolean;
  userShopFor: 'all' | 'classroom' | 'home';
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
