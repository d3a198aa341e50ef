// @vitest-environment node
// The account dialogs' flows (checkout spec section 4, storefront spec section 7) driven through their models
// with fake calls and a fake clock: no React, no mocked modules.
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../src/api';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { NEW_ACCOUNT } from './testAccount';
import { accountStep, createStep, forgotStep, signInStep, startAccount, startCreate, startForgot, startSignIn, type AuthCalls, type ForgotValues } from './model';
import { AUTH_MESSAGES } from './messages';

const m = AUTH_MESSAGES;
const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data }) as ApiResult<T>;
const formError = (fieldErrors: Record<string, string>, messages: string[] = [], codes: string[] = []) =>
  ({ ok: false, kind: 'formError', fieldErrors, messages, exceptions: codes.map((errorCode) => ({ errorCode })) }) as unknown as ApiResult<never>;
const network = { ok: false, kind: 'network', message: 'offline' } as unknown as ApiResult<never>;
const TOKEN = { access_token: 'a', refresh_token: 'r', expires_in: 1800 };
const SESSION = { profile: { id: 'pr1', firstName: 'Ada', loginStatus: 'loggedIn' }, token: TOKEN };

function run<S, E extends object>(step: (s: S, e: E) => { state: S }, first: Parameters<typeof createModel<S, E, AuthCalls>>[1]) {
  const io = fakePorts<AuthCalls>();
  const model = createModel(step as Parameters<typeof createModel<S, E, AuthCalls>>[0], first, io.ports);
  model.start();
  const calls = (name: keyof AuthCalls) => io.calls.filter((c) => c.call === name).map((c) => c.input);
  return { io, model, calls };
}

describe('sign in model', () => {
  const LOGIN = { login: ' ada@example.com ', password: 'Secret123!', staySignedIn: true };
  const signIn = () => run(signInStep, startSignIn(m));

  it('tracks loginStart as the dialog opens', () => {
    expect(signIn().calls('loginStarted')).toEqual([null]);
  });

  it('checks the rules before any call', () => {
    const { model, calls } = signIn();
    model.dispatch({ type: 'submit', values: { login: '', password: '', staySignedIn: false } });
    expect(calls('login')).toEqual([]);
    expect(model.get().form.errors).toEqual({ login: m.emailRequired, password: expect.any(String) });
    expect(model.get().form.attempt).toBe(1);
    // Editing a field clears its error.
    model.dispatch({ type: 'edited', field: 'login' });
    expect(model.get().form.errors.login).toBeUndefined();
  });

  it('logs in once, however often it is submitted; on success the dialog is done and the session signed in', async () => {
    const { io, model, calls } = signIn();
    model.dispatch({ type: 'submit', values: LOGIN });
    model.dispatch({ type: 'submit', values: LOGIN });
    expect(calls('login')).toEqual([LOGIN]);
    expect(model.get().form.status).toBe('submitting');
    await io.next('login').answer(ok({ sessionInfo: SESSION }));
    expect(model.get().form.status).toBe('done');
    expect(calls('done')).toEqual([null]);
    expect(calls('signedIn')).toEqual([{ tokens: TOKEN, sessionInfo: SESSION, staySignedIn: true }]);
    expect(io.calls.map((c) => c.call).slice(-2)).toEqual(['done', 'signedIn']);
  });

  it('the server’s errors: at their field when shown, general otherwise; an expired password is told apart; a network failure says so', async () => {
    const { io, model, calls } = signIn();
    model.dispatch({ type: 'submit', values: LOGIN });
    await io.next('login').answer(formError({ password: 'Wrong password.', profileId: 'No such profile.' }, ['Try again.']));
    expect(model.get().form).toMatchObject({ status: 'editing', errors: { password: 'Wrong password.' }, general: ['Try again.', 'No such profile.'] });
    model.dispatch({ type: 'submit', values: LOGIN });
    await io.next('login').answer(formError({}, ['Your password has expired.'], ['passwordExpired']));
    expect(model.get().form.codes).toEqual(['passwordExpired']);
    model.dispatch({ type: 'submit', values: LOGIN });
    await io.next('login').answer(network);
    expect(model.get().form.general).toEqual([m.networkError]);
    expect(calls('signedIn')).toEqual([]);
    expect(calls('done')).toEqual([]);
  });

  it('after the dialog closes, a late answer signs nobody in', async () => {
    const { io, model, calls } = signIn();
    model.dispatch({ type: 'submit', values: LOGIN });
    model.stop();
    await io.next('login').answer(ok({ sessionInfo: SESSION }));
    expect(calls('signedIn')).toEqual([]);
  });
});

describe('create account model', () => {
  const VALUES = NEW_ACCOUNT;

  it('tracks registerStart with the path it opens on', () => {
    expect(run(createStep, startCreate(m, false)).calls('registerStarted')).toEqual([false]);
    expect(run(createStep, startCreate(m, true)).calls('registerStarted')).toEqual([true]);
  });

  it('checks the rules before any call (terms not accepted)', () => {
    const { model, calls } = run(createStep, startCreate(m, false));
    model.dispatch({ type: 'submit', values: { ...VALUES, termsAccepted: false } });
    expect(calls('createAccount')).toEqual([]);
    expect(Object.keys(model.get().form.errors)).toEqual(['termsAccepted']);
  });

  it('creates the account once; an answer without session info is a success whose session is read afresh', async () => {
    const { io, model, calls } = run(createStep, startCreate(m, false));
    model.dispatch({ type: 'submit', values: VALUES });
    model.dispatch({ type: 'submit', values: VALUES });
    expect(calls('createAccount')).toEqual([{ values: VALUES, contracted: false }]);
    await io.next('createAccount').answer(ok({ status: 'OK' }));
    expect(calls('done')).toEqual([null]);
    expect(calls('signedIn')).toEqual([{ tokens: undefined, sessionInfo: undefined, staySignedIn: false }]);
  });

  it('form errors stay at their fields', async () => {
    const { io, model, calls } = run(createStep, startCreate(m, false));
    model.dispatch({ type: 'submit', values: VALUES });
    await io.next('createAccount').answer(formError({ email: 'This email is taken.' }));
    expect(model.get().form.errors).toEqual({ email: 'This email is taken.' });
    expect(calls('signedIn')).toEqual([]);
  });

  it('the contracted path checks the government email first, then creates a contracted user', async () => {
    const { io, model, calls } = run(createStep, startCreate(m, true));
    expect(model.get().emailChecked).toBe(false);
    model.dispatch({ type: 'checkEmail', email: 'not an email' });
    expect(calls('contractedContinue')).toEqual([]);
    expect(model.get().form.errors.email).toBe(m.emailInvalid);
    model.dispatch({ type: 'checkEmail', email: 'ada@agency.gov' });
    await io.next('contractedContinue').answer(formError({ email: 'Not a government email.' }));
    expect(model.get()).toMatchObject({ emailChecked: false, form: { errors: { email: 'Not a government email.' } } });
    model.dispatch({ type: 'checkEmail', email: 'ada@agency.gov' });
    await io.next('contractedContinue').answer(ok({ status: 'OK' }));
    expect(model.get().emailChecked).toBe(true);
    model.dispatch({ type: 'submit', values: { ...VALUES, email: 'ada@agency.gov' } });
    expect(calls('createAccount')).toEqual([{ values: { ...VALUES, email: 'ada@agency.gov' }, contracted: true }]);
  });

  it('switching paths starts the form afresh and drops a call still out', async () => {
    const { io, model, calls } = run(createStep, startCreate(m, false));
    model.dispatch({ type: 'submit', values: VALUES });
    const out = io.next('createAccount');
    model.dispatch({ type: 'switched' });
    expect(out.signal.aborted).toBe(true);
    expect(model.get()).toMatchObject({ contracted: true, emailChecked: false, form: { status: 'editing' } });
    await out.answer(ok({ status: 'OK' }));
    expect(calls('signedIn')).toEqual([]);
    model.dispatch({ type: 'switched' });
    expect(model.get()).toMatchObject({ contracted: false, emailChecked: true });
  });
});

describe('forgot password model', () => {
  const V: ForgotValues = { email: ' ada@example.com ', code: ' 123456 ', password: 'NewPassword1!', confirmPassword: 'NewPassword1!' };
  const forgot = () => run(forgotStep, startForgot(m));

  it('email, code, new password, success: each step after the server’s yes, with what the next ones need', async () => {
    const { io, model, calls } = forgot();
    model.dispatch({ type: 'submit', values: V });
    expect(calls('sendResetCode')).toEqual([V.email]);
    await io.next('sendResetCode').answer(ok({}));
    expect(model.get()).toMatchObject({ step: 1, email: 'ada@example.com' });
    model.dispatch({ type: 'submit', values: V });
    expect(calls('verifyResetCode')).toEqual([{ email: 'ada@example.com', code: V.code }]);
    await io.next('verifyResetCode').answer(ok({}));
    expect(model.get()).toMatchObject({ step: 2, code: '123456' });
    model.dispatch({ type: 'submit', values: V });
    expect(calls('resetPassword')).toEqual([{ email: 'ada@example.com', code: '123456', password: V.password, confirmPassword: V.confirmPassword }]);
    await io.next('resetPassword').answer(ok({}));
    expect(model.get().step).toBe(3);
    model.dispatch({ type: 'submit', values: V });
    expect(io.pending).toEqual([]);
  });

  it('each step’s rules before its call; the server’s error keeps the step', async () => {
    const { io, model, calls } = forgot();
    model.dispatch({ type: 'submit', values: { ...V, email: '' } });
    expect(model.get().form.errors).toEqual({ email: m.emailRequired });
    expect(calls('sendResetCode')).toEqual([]);
    model.dispatch({ type: 'submit', values: V });
    await io.next('sendResetCode').answer(ok({}));
    model.dispatch({ type: 'submit', values: { ...V, code: '' } });
    expect(calls('verifyResetCode')).toEqual([]);
    expect(model.get().form.errors.code).toBeTruthy();
    model.dispatch({ type: 'submit', values: V });
    await io.next('verifyResetCode').answer(formError({ code: 'That code is not right.' }));
    expect(model.get()).toMatchObject({ step: 1, form: { errors: { code: 'That code is not right.' } } });
    model.dispatch({ type: 'submit', values: V });
    await io.next('verifyResetCode').answer(ok({}));
    model.dispatch({ type: 'submit', values: { ...V, confirmPassword: 'Other1!' } });
    expect(calls('resetPassword')).toEqual([]);
    expect(model.get().form.errors.confirmPassword).toBeTruthy();
  });

  it('Resend code sends the code again to the same email and says so; a failure shows as a general message', async () => {
    const { io, model, calls } = forgot();
    model.dispatch({ type: 'submit', values: V });
    await io.next('sendResetCode').answer(ok({}));
    model.dispatch({ type: 'resend' });
    expect(calls('sendResetCode')).toEqual([V.email, 'ada@example.com']);
    await io.next('sendResetCode').answer(ok({}));
    expect(model.get().notice).toBe(m.forgotCodeResent);
    model.dispatch({ type: 'resend' });
    expect(model.get().notice).toBe('');
    await io.next('sendResetCode').answer(network);
    expect(model.get().form.general).toEqual([m.networkError]);
  });

  it('a slow answer to an older resend, arriving after the newer one, is ignored', async () => {
    const { io, model } = forgot();
    model.dispatch({ type: 'submit', values: V });
    await io.next('sendResetCode').answer(ok({}));
    model.dispatch({ type: 'resend' });
    const older = io.next('sendResetCode');
    model.dispatch({ type: 'resend' });
    expect(older.signal.aborted).toBe(true);
    const newer = io.pending.find((p) => p !== older)!;
    await newer.answer(ok({}));
    await older.answer(network);
    expect(model.get().notice).toBe(m.forgotCodeResent);
    expect(model.get().form.general).toEqual([]);
  });

  it('the resend note goes when the step changes', async () => {
    const { io, model } = forgot();
    model.dispatch({ type: 'submit', values: V });
    await io.next('sendResetCode').answer(ok({}));
    model.dispatch({ type: 'resend' });
    await io.next('sendResetCode').answer(ok({}));
    model.dispatch({ type: 'submit', values: V });
    await io.next('verifyResetCode').answer(ok({}));
    expect(model.get()).toMatchObject({ step: 2, notice: '' });
  });
});

describe('sign out model', () => {
  it('opened to sign out: the logout call, then signed out here and in every tab, and home', async () => {
    const { io, calls } = run(accountStep, startAccount('/', true));
    expect(calls('logout')).toEqual([null]);
    expect(io.navigated).toEqual([]);
    await io.next('logout').answer(undefined);
    expect(calls('signedOut')).toEqual([null]);
    expect(io.navigated).toEqual(['/']);
  });

  it('asked later (the island already on the page): the same, to the site’s home', async () => {
    const { io, model, calls } = run(accountStep, startAccount('/furniture', false));
    expect(calls('logout')).toEqual([]);
    model.dispatch({ type: 'signOut' });
    await io.next('logout').answer(undefined);
    expect(io.navigated).toEqual(['/furniture']);
  });

  it('asked twice: one way home, after the newer logout', async () => {
    const { io, model } = run(accountStep, startAccount('/', true));
    const older = io.next('logout');
    model.dispatch({ type: 'signOut' });
    expect(older.signal.aborted).toBe(true);
    await io.pending.find((p) => p !== older)!.answer(undefined);
    await older.answer(undefined);
    expect(io.navigated).toEqual(['/']);
  });
});
