// @vitest-environment node
// The account calls of the auth dialogs (./calls.ts) against the simulator in-process:
// the real client, the real contract, real cookies.
import { describe, expect, it } from 'vitest';
import { string, type } from 'superstruct';
import { createClient, type StoredTokens } from '../../src/api';
import { PATHS } from '../../demo-site/simulator/paths';
import * as api from './calls';
import type { CreateAccountInput } from './model';
import { DEMO_PASSWORD } from '../../demo-site/data';
import { createSimulator } from '../../demo-site/simulator/app';
import { inProcessFetch } from '../../demo-site/simulator/inProcessFetch';
import { getSimulatorControl } from '../../demo-site/simulator/session';
import { ACCOUNT_ERRORS, getAccountBook } from '../../demo-site/simulator/routes/account';

function browser(sim = createSimulator({ test: true })) {
  const f = inProcessFetch(sim);
  let tokens: StoredTokens | null = null;
  const client = createClient({ fetch: f, tokens: { get: () => tokens, set: (t) => void (tokens = t), profileId: () => null } });
  const call: api.Call = client.request;
  const ctl = getSimulatorControl(sim);
  const session = () => ctl.session(f.cookies.get('JSESSIONID'))!;
  return { sim, f, client, call, session };
}

const ctx = { sessionRestored: false, currentURL: '/' };
const signInAs = (b: ReturnType<typeof browser>, login: string, password = DEMO_PASSWORD) => api.login({ login, password, staySignedIn: false }, ctx, b.call);

const newAccount = (over: Partial<CreateAccountInput> = {}): CreateAccountInput => ({
  email: 'new.teacher@example.com',
  firstName: 'Nora',
  lastName: 'Quinn',
  password: 'Bright2026Class',
  confirmPassword: 'Bright2026Class',
  phoneNumber: '(503) 555-0188',
  postalCode: '97201',
  emailOptIn: true,
  staySignedIn: false,
  termsAccepted: true,
  userShopFor: 'all',
  ...over,
});

describe('login', () => {
  it('signs teacher@example.com in: session info with the profile, 1,250 reward points, the store and a token', async () => {
    const b = browser();
    const r = await signInAs(b, 'Teacher@Example.com ');
    if (!r.ok) throw new Error(`login failed: ${r.kind}`);
    const info = r.data.sessionInfo as Record<string, unknown> & typeof r.data.sessionInfo;
    expect(info.profile).toMatchObject({ firstName: 'Maria', loginStatus: 'loggedIn', gsaUser: false });
    expect(info.profile.securityStatus).toBeGreaterThanOrEqual(4);
    expect(info.rewardsCustomer).toMatchObject({ rewardPoints: 1250, isRewardsMember: true });
    expect(info.token?.access_token).toMatch(/^at_/);
    expect((info.profile as Record<string, unknown>).selectedStore).toMatchObject({ id: 'ST001' });
    // The server session is signed in too: session info says so.
    const after = await b.client.request('sessionInfo', { body: {}, schema: type({ profile: type({ loginStatus: string(), email: string() }) }) });
    expect(after.ok && after.data.profile).toMatchObject({ loginStatus: 'loggedIn', email: 'teacher@example.com' });
  });

  it('sends the spec payload: login, password, userType b2c-user, _dynSessConf, staySignedIn, sessionRestored, currentURL', async () => {
    const sim = createSimulator({ test: true });
    const seen: Record<string, unknown>[] = [];
    const b = browser(sim);
    const spy = ((target: Parameters<api.Call>[0], options?: Parameters<api.Call>[1]) => {
      if (target === 'login') seen.push({ ...options?.body });
      return b.call(target, options as never);
    }) as api.Call;
    await api.login({ login: 'teacher@example.com', password: DEMO_PASSWORD, staySignedIn: true }, { sessionRestored: true, currentURL: '/products?x=1' }, spy);
    expect(seen[0]).toEqual({ login: 'teacher@example.com', password: DEMO_PASSWORD, userType: 'b2c-user', staySignedIn: true, sessionRestored: true, currentURL: '/products?x=1' });
    // _dynSessConf is added by the client: without it the server answers 409.
    const raw = await b.f(PATHS.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'teacher@example.com', password: DEMO_PASSWORD, userType: 'b2c-user' }),
    });
    expect(raw.status).toBe(409);
  });

  it('a wrong password is a form error at the password field; the session stays a guest', async () => {
    const b = browser();
    const r = await signInAs(b, 'teacher@example.com', 'Wrong-password-1');
    expect(r).toMatchObject({ ok: false, kind: 'formError', fieldErrors: { password: ACCOUNT_ERRORS.wrongPassword } });
    expect(b.session().profile.loginStatus).toBe('guest');
    // An unknown email gets the same answer (no hint about which accounts exist).
    expect(await signInAs(b, 'nobody@example.com')).toMatchObject({ fieldErrors: { password: ACCOUNT_ERRORS.wrongPassword } });
  });

  it('missing fields are reported at login and password', async () => {
    const b = browser();
    const r = await api.login({ login: '', password: '', staySignedIn: false }, ctx, b.call);
    expect(r).toMatchObject({ kind: 'formError', fieldErrors: { login: ACCOUNT_ERRORS.emailRequired, password: ACCOUNT_ERRORS.passwordRequired } });
    expect(await api.login({ login: 'not-an-email', password: 'x', staySignedIn: false }, ctx, b.call)).toMatchObject({ fieldErrors: { login: ACCOUNT_ERRORS.emailInvalid } });
  });

  it('an expired password is refused with errorCode passwordExpired (only with the right password)', async () => {
    const b = browser();
    const r = await signInAs(b, 'expired@example.com');
    expect(r).toMatchObject({ ok: false, kind: 'formError' });
    if (r.ok || r.kind !== 'formError') throw new Error('expected a form error');
    expect(r.exceptions).toEqual([{ propertyPath: '', localizedMessage: ACCOUNT_ERRORS.passwordExpired, errorCode: 'passwordExpired' }]);
    expect(b.session().profile.loginStatus).toBe('guest');
    expect(await signInAs(b, 'expired@example.com', 'Nope-12345a')).toMatchObject({ fieldErrors: { password: ACCOUNT_ERRORS.wrongPassword } });
  });
});

describe('logout', () => {
  it('ends the signed-in session: a new guest session with a new confirmation number, tokens revoked', async () => {
    const b = browser();
    await signInAs(b, 'teacher@example.com');
    const before = b.f.cookies.get('JSESSIONID');
    const oldConf = b.session().dynSessConf;
    const r = await api.logout({ profileId: 'pr100001', furniture: false }, b.call);
    expect(r.ok).toBe(true);
    expect(b.f.cookies.get('JSESSIONID')).not.toBe(before);
    expect(b.session().profile.loginStatus).toBe('guest');
    expect(b.session().dynSessConf).not.toBe(oldConf);
    expect(getSimulatorControl(b.sim).store.accessTokens.size).toBe(0);
  });
});

describe('create account', () => {
  it('creates the account and signs it in; the new password works for a later sign-in', async () => {
    const b = browser();
    const r = await api.createAccount(newAccount(), b.call);
    expect(r.ok && r.data.sessionInfo?.profile).toMatchObject({ firstName: 'Nora', loginStatus: 'loggedIn', gsaUser: false });
    const stored = getAccountBook(b.sim).accounts.get('new.teacher@example.com')!;
    expect(stored.phoneNumber).toBe('5035550188'); // digits only
    expect(stored.userShopFor).toBe('all');
    const other = browser(b.sim);
    expect((await signInAs(other, 'new.teacher@example.com', 'Bright2026Class')).ok).toBe(true);
  });

  it('reports each problem at its field', async () => {
    const b = browser();
    const r = await api.createAccount(
      newAccount({ email: 'teacher@example.com', firstName: '', lastName: '1234', password: 'weak', confirmPassword: 'weaker', phoneNumber: '555', postalCode: '1234', termsAccepted: false }),
      b.call,
    );
    expect(r).toMatchObject({
      kind: 'formError',
      fieldErrors: {
        email: ACCOUNT_ERRORS.emailTaken,
        firstName: ACCOUNT_ERRORS.firstNameRequired,
        lastName: ACCOUNT_ERRORS.nameInvalid,
        password: ACCOUNT_ERRORS.passwordPolicy,
        confirmPassword: ACCOUNT_ERRORS.passwordMismatch,
        phoneNumber: ACCOUNT_ERRORS.phoneInvalid,
        postalCode: ACCOUNT_ERRORS.postalCodeInvalid,
        termsAccepted: ACCOUNT_ERRORS.termsRequired,
      },
    });
    expect(b.session().profile.loginStatus).toBe('guest');
  });

  it('accepts a Canadian postal code and no phone', async () => {
    const b = browser();
    expect((await api.createAccount(newAccount({ email: 'ca@example.com', phoneNumber: '', postalCode: 'K1A 0B1' }), b.call)).ok).toBe(true);
  });
});

describe('contracted (government) registration', () => {
  const gov = {
    email: 'buyer@agency.gov',
    firstName: 'Gail',
    lastName: 'Ford',
    password: 'Federal2026Buy',
    confirmPassword: 'Federal2026Buy',
    emailOptIn: false,
    staySignedIn: false,
    termsAccepted: true,
    userShopFor: 'all' as const,
    phoneNumber: '',
    postalCode: '',
  };

  it('checks the email first (government addresses only), then creates a GSA user', async () => {
    const b = browser();
    expect(await api.contractedContinue('someone@example.com', b.call)).toMatchObject({ fieldErrors: { email: ACCOUNT_ERRORS.notGovernment } });
    expect(await api.contractedContinue('gsa@example.com', b.call)).toMatchObject({ fieldErrors: { email: ACCOUNT_ERRORS.emailTaken } });
    expect((await api.contractedContinue('buyer@agency.gov', b.call)).ok).toBe(true);
    const r = await api.createAccount(gov, b.call, { sessionRestored: false });
    expect(r.ok && r.data.sessionInfo?.profile).toMatchObject({ loginStatus: 'loggedIn', gsaUser: true });
  });

  it('refuses to create a contracted user whose email was not checked first', async () => {
    const b = browser();
    const r = await api.createAccount(gov, b.call, { sessionRestored: false });
    expect(r).toMatchObject({ kind: 'formError', messages: [ACCOUNT_ERRORS.contractedRestart] });
  });
});

describe('forgot password', () => {
  const codeOf = async (b: ReturnType<typeof browser>, email: string) => ((await (await b.f(`/rest/__test/reset-code?email=${email}`)).json()) as { code: string }).code;

  it('request code, verify, reset: then the new password signs in and an expired password is no longer expired', async () => {
    const b = browser();
    expect((await api.sendResetCode('expired@example.com', b.call)).ok).toBe(true);
    const code = await codeOf(b, 'expired@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect((await api.verifyResetCode('expired@example.com', code, b.call)).ok).toBe(true);
    const weak = await api.resetPassword({ email: 'expired@example.com', code, password: 'NoSpecial2026', confirmPassword: 'NoSpecial2026' }, b.call);
    expect(weak).toMatchObject({ fieldErrors: { password: ACCOUNT_ERRORS.resetPolicy } });
    const ok = await api.resetPassword({ email: 'expired@example.com', code, password: 'Fresh-Start2026', confirmPassword: 'Fresh-Start2026' }, b.call);
    expect(ok.ok).toBe(true);
    expect(await signInAs(b, 'expired@example.com')).toMatchObject({ fieldErrors: { password: ACCOUNT_ERRORS.wrongPassword } });
    expect((await signInAs(b, 'expired@example.com', 'Fresh-Start2026')).ok).toBe(true);
    // The code is used up.
    expect((await api.resetPassword({ email: 'expired@example.com', code, password: 'Again-Start2026', confirmPassword: 'Again-Start2026' }, b.call)).ok).toBe(false);
  });

  it('errors go under email, code or password', async () => {
    const b = browser();
    expect(await api.sendResetCode('', b.call)).toMatchObject({ fieldErrors: { email: ACCOUNT_ERRORS.emailRequired } });
    expect(await api.sendResetCode('nobody@example.com', b.call)).toMatchObject({ fieldErrors: { email: ACCOUNT_ERRORS.noAccount } });
    await api.sendResetCode('school@example.com', b.call);
    const code = await codeOf(b, 'school@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await api.verifyResetCode('school@example.com', '', b.call)).toMatchObject({ fieldErrors: { code: ACCOUNT_ERRORS.codeRequired } });
    expect(await api.verifyResetCode('school@example.com', wrong, b.call)).toMatchObject({ fieldErrors: { code: ACCOUNT_ERRORS.codeWrong } });
    // Resetting before the code is verified is refused.
    expect(await api.resetPassword({ email: 'school@example.com', code, password: 'Fresh-Start2026', confirmPassword: 'Fresh-Start2026' }, b.call)).toMatchObject({
      fieldErrors: { code: ACCOUNT_ERRORS.resetExpired },
    });
    await api.verifyResetCode('school@example.com', code, b.call);
    expect(await api.resetPassword({ email: 'school@example.com', code, password: 'Fresh-Start2026', confirmPassword: 'Fresh-Start2027' }, b.call)).toMatchObject({
      fieldErrors: { confirmPassword: ACCOUNT_ERRORS.passwordMismatch },
    });
  });

  it('five wrong codes lock the code', async () => {
    const b = browser();
    await api.sendResetCode('school@example.com', b.call);
    const code = await codeOf(b, 'school@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await api.verifyResetCode('school@example.com', wrong, b.call);
    expect(await api.verifyResetCode('school@example.com', wrong, b.call)).toMatchObject({ fieldErrors: { code: ACCOUNT_ERRORS.codeLocked } });
    expect(await api.verifyResetCode('school@example.com', code, b.call)).toMatchObject({ fieldErrors: { code: ACCOUNT_ERRORS.codeWrong } });
  });

  it('the code endpoint and account restore exist only in test mode', async () => {
    const plain = browser(createSimulator());
    await api.sendResetCode('school@example.com', plain.call);
    expect((await plain.f('/rest/__test/reset-code?email=school@example.com')).status).toBe(404);
    const b = browser();
    const book = getAccountBook(b.sim);
    book.accounts.get('expired@example.com')!.passwordExpired = false;
    const r = await b.f('/rest/__test/account-restore', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'expired@example.com' }) });
    expect(r.status).toBe(200);
    expect(book.accounts.get('expired@example.com')!.passwordExpired).toBe(true);
  });
});
