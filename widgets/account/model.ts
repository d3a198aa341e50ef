/**
 * The account dialogs' asynchronous half (createModel runs the effects; checkout spec section 4, storefront
 * spec section 7). Each dialog's model lives while it is open:
 * - sign in: 'loginStart' on opening; the rules before any call; one login at a time; the server's errors at
 *   their fields (others general); on success the dialog is done and the session signed in;
 * - create account: 'registerStart' on opening; the contracted path first checks the government email; one
 *   call at a time; switching paths starts the form afresh and drops a call still out;
 * - forgot password: email -> code -> new password -> success, each step after the server's yes; Resend code
 *   (the newest resend wins: a slow answer to an older one is ignored);
 * - sign out (the account island): the logout call (or the invalidation), the session signed out, the way home.
 */
import type { ApiResult } from '../../src/api';
import type { Effect, Next } from '../../src/platform/createModel';
import type { AccountCreatedAnswer, SignedInAnswer } from './answers';
import { failureAction, formReducer, INITIAL_FORM, type FailureAction, type FormAction, type FormState } from './formModel';
import { forgotReducer, initialForgot, STEP_FIELDS, type ForgotState } from './forgotPasswordModel';
import type { AuthMessages } from './messages';
import { emailError, hasErrors, validateCreateAccount, validateNewPassword, validateResetCode, validateSignIn, type CreateAccountValues } from './validation';

export interface LoginInput {
  login: string;
  password: string;
  staySignedIn: boolean;
}

/** The form's values (see validation.ts) and the choices sent with them. */
export interface CreateAccountInput extends CreateAccountValues {
  emailOptIn: boolean;
  staySignedIn: boolean;
  userShopFor: 'all' | 'classroom' | 'home';
}

/** What the account widget asks of the outside world (calls.ts in the page, fakePorts in model tests). */
export interface AccountCalls {
  login(input: LoginInput, signal: AbortSignal): Promise<ApiResult<SignedInAnswer>>;
  contractedContinue(email: string, signal: AbortSignal): Promise<ApiResult<unknown>>;
  createAccount(input: { values: CreateAccountInput; contracted: boolean }, signal: AbortSignal): Promise<ApiResult<AccountCreatedAnswer>>;
  sendResetCode(email: string, signal: AbortSignal): Promise<ApiResult<unknown>>;
  verifyResetCode(input: { email: string; code: string }, signal: AbortSignal): Promise<ApiResult<unknown>>;
  resetPassword(input: { email: string; code: string; password: string; confirmPassword: string }, signal: AbortSignal): Promise<ApiResult<unknown>>;
  /** Saves the tokens and publishes the session (without session info it is read afresh). */
  signedIn(input: { tokens?: { access_token: string; refresh_token: string; expires_in: number }; sessionInfo?: unknown; staySignedIn: boolean }, signal: AbortSignal): unknown;
  loginStarted(input: null, signal: AbortSignal): void;
  registerStarted(input: boolean, signal: AbortSignal): void;
  /** The logout call; when it fails, the session is invalidated instead (failures are logged). */
  logout(input: null, signal: AbortSignal): Promise<unknown>;
  signedOut(input: null, signal: AbortSignal): unknown;
}

/** What a dialog's model asks: the account calls, and the dialog's own closing once its work is done (the view's). */
export interface AuthCalls extends AccountCalls {
  done(input: null, signal: AbortSignal): void;
}

interface WithForm {
  form: FormState;
  m: AuthMessages;
}
const withForm = <S extends WithForm>(s: S, a: FormAction, patch?: Partial<S>): { state: S } => ({ state: { ...s, ...patch, form: formReducer(s.form, a) } });
const busy = (s: WithForm) => s.form.status === 'submitting';
const DONE = { type: 'request', call: 'done', input: null } as const;

// ---- Sign in

export const SIGN_IN_FIELDS = ['login', 'password'] as const;
export type SignInState = WithForm;
export type SignInEvent = { type: 'edited'; field: string } | { type: 'submit'; values: LoginInput } | { type: 'answered'; staySignedIn: boolean; result: ApiResult<SignedInAnswer> };
export type SignInNext = Next<SignInState, SignInEvent, AuthCalls>;

export const startSignIn = (m: AuthMessages): SignInNext => ({ state: { form: INITIAL_FORM, m }, effects: [{ type: 'request', call: 'loginStarted', input: null }] });

export function signInStep(s: SignInState, e: SignInEvent): SignInNext {
  switch (e.type) {
    case 'edited':
      return withForm(s, e);
    case 'submit': {
      // A submit while one runs is ignored (double clicks, Enter twice).
      if (busy(s)) return { state: s };
      const errors = validateSignIn(e.values, s.m);
      if (hasErrors(errors)) return withForm(s, { type: 'invalid', errors });
      return { ...withForm(s, { type: 'submitted' }), effects: [{ type: 'request', call: 'login', input: e.values, key: 'submit', done: { type: 'answered', staySignedIn: e.values.staySignedIn } }] };
    }
    case 'answered': {
      const r = e.result;
      if (!r.ok) return withForm(s, failureAction(r, SIGN_IN_FIELDS, s.m));
      const info = r.data.sessionInfo;
      return { ...withForm(s, { type: 'succeeded' }), effects: [DONE, { type: 'request', call: 'signedIn', input: { tokens: info.token, sessionInfo: info, staySignedIn: e.staySignedIn } }] };
    }
  }
}

// ---- Create account

export const CREATE_FIELDS = ['email', 'firstName', 'lastName', 'password', 'confirmPassword', 'phoneNumber', 'postalCode', 'userShopFor', 'termsAccepted'] as const;
export interface CreateState extends WithForm {
  /** The government (contracted) path. */
  contracted: boolean;
  /** The contracted path starts with the government email only. */
  emailChecked: boolean;
}
export type CreateEvent =
  | { type: 'edited'; field: string }
  /** The link to the other path. */
  | { type: 'switched' }
  | { type: 'checkEmail'; email: string }
  | { type: 'checked'; result: ApiResult<unknown> }
  | { type: 'submit'; values: CreateAccountInput }
  | { type: 'answered'; staySignedIn: boolean; result: ApiResult<AccountCreatedAnswer> };
export type CreateNext = Next<CreateState, CreateEvent, AuthCalls>;

const freshCreate = (m: AuthMessages, contracted: boolean): CreateState => ({ form: INITIAL_FORM, m, contracted, emailChecked: !contracted });

export const startCreate = (m: AuthMessages, contracted: boolean): CreateNext => ({ state: freshCreate(m, contracted), effects: [{ type: 'request', call: 'registerStarted', input: contracted }] });

export function createStep(s: CreateState, e: CreateEvent): CreateNext {
  switch (e.type) {
    case 'edited':
      return withForm(s, e);
    case 'switched':
      return { state: freshCreate(s.m, !s.contracted), effects: [{ type: 'cancel', key: 'submit' }] };
    case 'checkEmail': {
      if (busy(s)) return { state: s };
      const err = emailError(e.email, s.m);
      if (err) return withForm(s, { type: 'invalid', errors: { email: err } });
      return { ...withForm(s, { type: 'submitted' }), effects: [{ type: 'request', call: 'contractedContinue', input: e.email, key: 'submit', done: { type: 'checked' } }] };
    }
    case 'checked':
      return e.result.ok ? withForm(s, { type: 'succeeded' }, { emailChecked: true }) : withForm(s, failureAction(e.result, ['email'], s.m));
    case 'submit': {
      if (busy(s)) return { state: s };
      const errors = validateCreateAccount(e.values, s.m, s.contracted);
      if (hasErrors(errors)) return withForm(s, { type: 'invalid', errors });
      const input = { values: e.values, contracted: s.contracted };
      return { ...withForm(s, { type: 'submitted' }), effects: [{ type: 'request', call: 'createAccount', input, key: 'submit', done: { type: 'answered', staySignedIn: e.values.staySignedIn } }] };
    }
    case 'answered': {
      const r = e.result;
      if (!r.ok) return withForm(s, failureAction(r, CREATE_FIELDS, s.m));
      // Without session info (the spec shows no answer beyond validation errors) it is read afresh.
      const info = r.data.sessionInfo;
      return {
        ...withForm(s, { type: 'succeeded' }),
        effects: [DONE, { type: 'request', call: 'signedIn', input: { tokens: info?.token, sessionInfo: info?.profile ? info : undefined, staySignedIn: e.staySignedIn } }],
      };
    }
  }
}

// ---- Forgot password

export interface ForgotModel extends ForgotState {
  m: AuthMessages;
  /** The resend's confirmation ('' none). */
  notice: string;
}
/** What the shopper has typed in the step's fields. */
export interface ForgotValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}
export type ForgotEvent =
  | { type: 'edited'; field: string }
  | { type: 'submit'; values: ForgotValues }
  | { type: 'answered'; email?: string; code?: string; result: ApiResult<unknown> }
  | { type: 'resend' }
  | { type: 'resent'; result: ApiResult<unknown> };
export type ForgotNext = Next<ForgotModel, ForgotEvent, AccountCalls>;

export const startForgot = (m: AuthMessages): ForgotNext => ({ state: { ...initialForgot(), m, notice: '' } });

const forgot = (s: ForgotModel, a: Parameters<typeof forgotReducer>[1] | FailureAction, effects?: Effect<ForgotEvent, AccountCalls>[]): ForgotNext => {
  const next = forgotReducer(s, a);
  // Each step starts without the resend's note.
  return { state: next === s ? s : { ...s, ...next, notice: next.step === s.step ? s.notice : '' }, effects };
};

export function forgotStep(s: ForgotModel, e: ForgotEvent): ForgotNext {
  switch (e.type) {
    case 'edited':
      return forgot(s, e);
    case 'submit': {
      if (busy(s) || s.step === 3) return { state: s };
      const v = e.values;
      const errors = s.step === 0 ? { email: emailError(v.email, s.m) } : s.step === 1 ? validateResetCode(v.code, s.m) : validateNewPassword(v.password, v.confirmPassword, s.m);
      if (hasErrors(errors)) return forgot(s, { type: 'invalid', errors });
      const fx: Effect<ForgotEvent, AccountCalls> =
        s.step === 0
          ? { type: 'request', call: 'sendResetCode', input: v.email, key: 'submit', done: { type: 'answered', email: v.email.trim() } }
          : s.step === 1
            ? { type: 'request', call: 'verifyResetCode', input: { email: s.email, code: v.code }, key: 'submit', done: { type: 'answered', code: v.code.trim() } }
            : { type: 'request', call: 'resetPassword', input: { email: s.email, code: s.code, password: v.password, confirmPassword: v.confirmPassword }, key: 'submit', done: { type: 'answered' } };
      return forgot(s, { type: 'submitted' }, [fx]);
    }
    case 'answered':
      return e.result.ok ? forgot(s, { type: 'stepPassed', email: e.email, code: e.code }) : forgot(s, failureAction(e.result, STEP_FIELDS[s.step], s.m));
    case 'resend':
      return { state: { ...s, notice: '' }, effects: [{ type: 'request', call: 'sendResetCode', input: s.email, key: 'resend', done: { type: 'resent' } }] };
    case 'resent':
      return e.result.ok ? { state: { ...s, notice: s.m.forgotCodeResent } } : forgot(s, failureAction(e.result, [], s.m));
  }
}

// ---- Sign out (the account island)

export interface AccountState {
  /** Where the page goes after signing out (the site's home). */
  home: string;
}
export type AccountEvent = { type: 'signOut' } | { type: 'loggedOut'; result: unknown };
export type AccountNext = Next<AccountState, AccountEvent, AccountCalls>;

export const startAccount = (home: string, signOut: boolean): AccountNext => {
  const state = { home };
  return signOut ? accountStep(state, { type: 'signOut' }) : { state };
};

export function accountStep(s: AccountState, e: AccountEvent): AccountNext {
  if (e.type === 'signOut') return { state: s, effects: [{ type: 'request', call: 'logout', input: null, key: 'signOut', done: { type: 'loggedOut' } }] };
  // The user asked to leave: signed out here and in every tab, and home, whatever the server said.
  return {
    state: s,
    effects: [
      { type: 'request', call: 'signedOut', input: null },
      { type: 'navigate', url: s.home },
    ],
  };
}
