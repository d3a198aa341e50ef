/**
 * Account endpoints of the simulator: login, logout, create account, the contracted (government) user
 * registration, and forgot password (request a code, verify it, reset). Paths are the client's defaults
 * from the endpoint map. Every call changes state, so each needs a good `_dynSessConf` (409 otherwise);
 * validation problems come back the ATG way, HTTP 200 with formExceptions by propertyPath.
 *
 * Accounts live per simulator: the seeded demo accounts plus any created here; a password reset or a new
 * account never touches the seed data. A reset code is printed in the server log, and with `{ test: true }`
 * it can be read from GET /rest/__test/reset-code?email=... (the e2e tests use that).
 */
import { createHash, randomInt } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { PATHS } from '../paths';
import { isEmail } from '../../../src/validation/email';
import { checkName } from '../../../src/validation/name';
import { checkPhone } from '../../../src/validation/phone';
import { isPostalCode } from '../../../src/validation/postalCode';
import { accountPasswordProblems, resetPasswordProblems } from '../../../src/validation/password';
import type { RouteModule, SimulatorOptions } from '../types';
import { ACCOUNTS, checkPassword, findStore, type Account } from '../../data';
import { formErrors, getSession, longJson, readBody, sessionInfoPayload, signIn, signOut, stateChanging, type FormException } from '../session';

/** The server's own messages (the client shows them where they point). */
export const ACCOUNT_ERRORS = {
  emailRequired: 'Please enter an email address.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Please enter your password.',
  wrongPassword: 'The email address or password you entered is incorrect. Please try again.',
  passwordExpired: 'Your password has expired. Please reset it with Forgot Password.',
  userType: 'This sign-in is for store customers only.',
  emailTaken: 'An account already exists for this email address. Please sign in or reset your password.',
  firstNameRequired: 'Please enter a first name.',
  lastNameRequired: 'Please enter a last name.',
  nameInvalid: 'Please enter a valid name (letters, spaces, apostrophes, periods or hyphens, at most 35 characters).',
  passwordPolicy: 'Your password must be 10-35 characters long and include a lowercase letter, an uppercase letter and a number.',
  confirmPasswordRequired: 'Please confirm your password.',
  passwordMismatch: 'The passwords you entered do not match.',
  phoneInvalid: 'Please enter a valid 10-digit US or Canadian phone number.',
  postalCodeRequired: 'Please enter Zip/Postal Code.',
  postalCodeInvalid: 'Please enter a valid US or Canadian zip/postal code.',
  termsRequired: 'Please accept the Terms of Use and Privacy Policy.',
  notGovernment: 'This email address is not eligible for contracted pricing. Please use your government (.gov or .mil) email address.',
  contractedRestart: 'Please start the contracted registration again with your government email address.',
  noAccount: "We couldn't find an account with that email address.",
  codeRequired: 'Please enter the verification code.',
  codeWrong: 'The code you entered is incorrect or has expired. Please check it or request a new one.',
  codeLocked: 'Too many incorrect attempts. Please request a new code.',
  resetPolicy: 'Your new password needs at least 10 characters, an uppercase letter, a lowercase letter, a number and a special character, with no spaces (35 characters at most).',
  resetExpired: 'Your reset session has expired. Please request a new code.',
} as const;

const GOVERNMENT = /\.(gov|mil)$/i;
const CODE_TTL_MS = 15 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const bool = (v: unknown): boolean => v === true || v === 'true' || v === 'on';

interface PendingReset {
  code: string;
  expiresAt: number;
  attempts: number;
  verified: boolean;
}

/** The simulator's account book: seeded accounts (copied) plus created ones; pending reset codes. */
export interface AccountBook {
  accounts: Map<string, Account>;
  resets: Map<string, PendingReset>;
  /** Puts a seeded account back as it was (tests). */
  restore(email: string): boolean;
}

export function createAccountBook(): AccountBook {
  const seed = () => new Map(ACCOUNTS.map((a) => [a.email, structuredClone(a) as Account]));
  const accounts = seed();
  return {
    accounts,
    resets: new Map(),
    restore(email) {
      const original = ACCOUNTS.find((a) => a.email === email.trim().toLowerCase());
      if (!original) return false;
      accounts.set(original.email, structuredClone(original) as Account);
      return true;
    },
  };
}

const books = new WeakMap<Hono, AccountBook>();

/** The account book of a simulator (in-process tests). */
export function getAccountBook(app: Hono): AccountBook {
  const b = books.get(app);
  if (!b) throw new Error('this simulator has no account routes');
  return b;
}

function emailProblem(email: string, path = 'email'): FormException | null {
  if (!email) return { propertyPath: path, localizedMessage: ACCOUNT_ERRORS.emailRequired, errorCode: 'missingEmail' };
  if (!isEmail(email)) return { propertyPath: path, localizedMessage: ACCOUNT_ERRORS.emailInvalid, errorCode: 'invalidEmail' };
  return null;
}

function nameProblem(value: string, path: 'firstName' | 'lastName'): FormException | null {
  if (!value) return { propertyPath: path, localizedMessage: path === 'firstName' ? ACCOUNT_ERRORS.firstNameRequired : ACCOUNT_ERRORS.lastNameRequired, errorCode: 'missingName' };
  if (checkName(value)) return { propertyPath: path, localizedMessage: ACCOUNT_ERRORS.nameInvalid, errorCode: 'invalidName' };
  return null;
}

/** Signs an account into the request's session and answers with the login payload (session info + token). */
function signInAccount(c: Context, account: Account, staySignedIn: boolean): Response {
  const token = signIn(c, {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    gsaUser: account.gsaUser,
    userShopFor: account.userShopFor,
    staySignedIn,
    rewardsCustomer: {
      rewardPoints: account.rewards.rewardPoints,
      messages: [],
      tierInfo: { currentTier: account.rewards.currentTier ?? '' },
      isRewardsMember: account.rewards.isRewardsMember,
    },
  });
  const session = getSession(c);
  const store = account.selectedStoreId ? findStore(account.selectedStoreId) : undefined;
  if (store && !session.selectedStore)
    session.selectedStore = { id: store.id, name: store.name, city: store.city, state: store.state, postalCode: store.postalCode, address: { country: store.country } };
  return longJson(c, { status: 'OK', profileId: account.id, sessionInfo: sessionInfoPayload(session, { token }) });
}

export const registerAccount: RouteModule = (app: Hono, options: SimulatorOptions) => {
  const book = createAccountBook();
  books.set(app, book);
  const find = (email: string) => book.accounts.get(email.trim().toLowerCase());
  const quiet = options.quiet === true || !!process.env.VITEST;

  app.post(
    PATHS.login,
    stateChanging(async (c, body) => {
      const login = str(body.login).trim().toLowerCase();
      const password = str(body.password);
      const problems: FormException[] = [];
      const e = emailProblem(login, 'login');
      if (e) problems.push(e);
      if (!password) problems.push({ propertyPath: 'password', localizedMessage: ACCOUNT_ERRORS.passwordRequired, errorCode: 'missingPassword' });
      if (problems.length) return formErrors(c, problems);
      if (str(body.userType) !== 'b2c-user') return formErrors(c, [{ localizedMessage: ACCOUNT_ERRORS.userType, errorCode: 'invalidUserType' }]);
      const account = find(login);
      if (!account || !checkPassword(account, password)) return formErrors(c, [{ propertyPath: 'password', localizedMessage: ACCOUNT_ERRORS.wrongPassword, errorCode: 'invalidCredentials' }]);
      if (account.passwordExpired) return formErrors(c, [{ localizedMessage: ACCOUNT_ERRORS.passwordExpired, errorCode: 'passwordExpired' }]);
      return signInAccount(c, account, bool(body.staySignedIn));
    }),
  );

  // profileId and the furniture flag are accepted and not needed here.
  app.post(
    PATHS.logout,
    stateChanging((c) => longJson(c, { status: 'OK', sessionInfo: sessionInfoPayload(signOut(c)) })),
  );

  /** Validation shared by both registrations; `contracted` leaves out phone and zip. */
  function registrationProblems(body: Record<string, unknown>, contracted: boolean): { problems: FormException[]; email: string } {
    const email = str(body.email).trim().toLowerCase();
    const password = str(body.password);
    const confirm = str(body.confirmPassword);
    const problems: FormException[] = [];
    const push = (p: FormException | null) => p && problems.push(p);
    push(emailProblem(email));
    if (!problems.length && find(email)) push({ propertyPath: 'email', localizedMessage: ACCOUNT_ERRORS.emailTaken, errorCode: 'duplicateEmail' });
    push(nameProblem(str(body.firstName).trim(), 'firstName'));
    push(nameProblem(str(body.lastName).trim(), 'lastName'));
    if (!password) push({ propertyPath: 'password', localizedMessage: ACCOUNT_ERRORS.passwordRequired, errorCode: 'missingPassword' });
    else if (accountPasswordProblems(password).length) push({ propertyPath: 'password', localizedMessage: ACCOUNT_ERRORS.passwordPolicy, errorCode: 'passwordPolicy' });
    if (!confirm) push({ propertyPath: 'confirmPassword', localizedMessage: ACCOUNT_ERRORS.confirmPasswordRequired, errorCode: 'missingConfirmPassword' });
    else if (confirm !== password) push({ propertyPath: 'confirmPassword', localizedMessage: ACCOUNT_ERRORS.passwordMismatch, errorCode: 'passwordMismatch' });
    if (!contracted) {
      const phone = str(body.phoneNumber);
      if (phone && checkPhone(phone)) push({ propertyPath: 'phoneNumber', localizedMessage: ACCOUNT_ERRORS.phoneInvalid, errorCode: 'invalidPhone' });
      const zip = str(body.postalCode).trim();
      if (!zip) push({ propertyPath: 'postalCode', localizedMessage: ACCOUNT_ERRORS.postalCodeRequired, errorCode: 'missingPostalCode' });
      else if (!isPostalCode(zip)) push({ propertyPath: 'postalCode', localizedMessage: ACCOUNT_ERRORS.postalCodeInvalid, errorCode: 'invalidPostalCode' });
    }
    if (!bool(body.termsAccepted)) push({ propertyPath: 'termsAccepted', localizedMessage: ACCOUNT_ERRORS.termsRequired, errorCode: 'termsNotAccepted' });
    return { problems, email };
  }

  function createAccountFrom(body: Record<string, unknown>, email: string, gsaUser: boolean): Account {
    const shopFor = str(body.userShopFor);
    const account: Account = {
      id: 'pr' + String(200000 + book.accounts.size),
      email,
      firstName: str(body.firstName).trim(),
      lastName: str(body.lastName).trim(),
      passwordSha256: sha256(str(body.password)),
      gsaUser,
      payOnAccount: false,
      accountNumber: null,
      taxExempt: false,
      institutionName: null,
      userShopFor: shopFor === 'classroom' || shopFor === 'home' ? shopFor : 'all',
      rewards: { isRewardsMember: !gsaUser, rewardPoints: 0, currentTier: null },
      addresses: [],
      cards: [],
      selectedStoreId: null,
      phoneNumber: gsaUser ? '' : str(body.phoneNumber),
      postalCode: gsaUser ? '' : str(body.postalCode).trim(),
    };
    book.accounts.set(email, account);
    return account;
  }

  app.post(
    PATHS.createAccount,
    stateChanging(async (c, body) => {
      const { problems, email } = registrationProblems(body, false);
      if (problems.length) return formErrors(c, problems);
      return signInAccount(c, createAccountFrom(body, email, false), bool(body.staySignedIn));
    }),
  );

  // Contracted (government) registration: first the email is checked, then the account is created.
  app.post(
    PATHS.contractedRegistrationContinue,
    stateChanging(async (c, body) => {
      const email = str(body.email).trim().toLowerCase();
      const e = emailProblem(email);
      if (e) return formErrors(c, [e]);
      if (find(email)) return formErrors(c, [{ propertyPath: 'email', localizedMessage: ACCOUNT_ERRORS.emailTaken, errorCode: 'duplicateEmail' }]);
      if (!GOVERNMENT.test(email)) return formErrors(c, [{ propertyPath: 'email', localizedMessage: ACCOUNT_ERRORS.notGovernment, errorCode: 'notEligible' }]);
      getSession(c).data.contractedEmail = email;
      return c.json({ status: 'OK', email, eligible: true });
    }),
  );

  app.post(
    PATHS.createContractedUser,
    stateChanging(async (c, body) => {
      const { problems, email } = registrationProblems(body, true);
      if (problems.length) return formErrors(c, problems);
      if (getSession(c).data.contractedEmail !== email) return formErrors(c, [{ localizedMessage: ACCOUNT_ERRORS.contractedRestart, errorCode: 'contractedNotStarted' }]);
      delete getSession(c).data.contractedEmail;
      return signInAccount(c, createAccountFrom(body, email, true), bool(body.staySignedIn));
    }),
  );

  // Forgot password, step 0: send a code to the account's email (here: the server log).
  app.post(
    PATHS.forgotPasswordCode,
    stateChanging(async (c, body) => {
      const email = str(body.email).trim().toLowerCase();
      const e = emailProblem(email);
      if (e) return formErrors(c, [e]);
      if (!find(email)) return formErrors(c, [{ propertyPath: 'email', localizedMessage: ACCOUNT_ERRORS.noAccount, errorCode: 'noAccount' }]);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      book.resets.set(email, { code, expiresAt: Date.now() + CODE_TTL_MS, attempts: 0, verified: false });
      if (!quiet) console.log(`[simulator] password reset code for ${email}: ${code}`);
      return c.json({ status: 'OK' });
    }),
  );

  function checkCode(email: string, code: string): FormException | null {
    const pending = book.resets.get(email);
    if (!code) return { propertyPath: 'code', localizedMessage: ACCOUNT_ERRORS.codeRequired, errorCode: 'missingCode' };
    if (!pending || pending.expiresAt < Date.now()) return { propertyPath: 'code', localizedMessage: ACCOUNT_ERRORS.codeWrong, errorCode: 'invalidCode' };
    if (pending.code !== code) {
      if (++pending.attempts >= MAX_CODE_ATTEMPTS) {
        book.resets.delete(email);
        return { propertyPath: 'code', localizedMessage: ACCOUNT_ERRORS.codeLocked, errorCode: 'codeLocked' };
      }
      return { propertyPath: 'code', localizedMessage: ACCOUNT_ERRORS.codeWrong, errorCode: 'invalidCode' };
    }
    return null;
  }

  // Step 1: verify the code.
  app.post(
    PATHS.forgotPasswordVerify,
    stateChanging(async (c, body) => {
      const email = str(body.email).trim().toLowerCase();
      const e = emailProblem(email);
      if (e) return formErrors(c, [e]);
      const wrong = checkCode(email, str(body.code).trim());
      if (wrong) return formErrors(c, [wrong]);
      book.resets.get(email)!.verified = true;
      return c.json({ status: 'OK' });
    }),
  );

  // Step 2: set the new password (login or email; pwdResetCode or code; pin is accepted as a code too).
  app.post(
    PATHS.forgotPasswordReset,
    stateChanging(async (c, body) => {
      const email = str(body.login || body.email)
        .trim()
        .toLowerCase();
      const code = str(body.pwdResetCode || body.code || body.pin).trim();
      const password = str(body.password);
      const confirm = str(body.confirmPassword);
      const e = emailProblem(email);
      if (e) return formErrors(c, [e]);
      const pending = book.resets.get(email);
      if (!pending || !pending.verified || pending.code !== code || pending.expiresAt < Date.now())
        return formErrors(c, [{ propertyPath: 'code', localizedMessage: ACCOUNT_ERRORS.resetExpired, errorCode: 'resetExpired' }]);
      const problems: FormException[] = [];
      if (!password) problems.push({ propertyPath: 'password', localizedMessage: ACCOUNT_ERRORS.passwordRequired, errorCode: 'missingPassword' });
      else if (resetPasswordProblems(password).length) problems.push({ propertyPath: 'password', localizedMessage: ACCOUNT_ERRORS.resetPolicy, errorCode: 'passwordPolicy' });
      if (!confirm) problems.push({ propertyPath: 'confirmPassword', localizedMessage: ACCOUNT_ERRORS.confirmPasswordRequired, errorCode: 'missingConfirmPassword' });
      else if (confirm !== password) problems.push({ propertyPath: 'confirmPassword', localizedMessage: ACCOUNT_ERRORS.passwordMismatch, errorCode: 'passwordMismatch' });
      if (problems.length) return formErrors(c, problems);
      const account = find(email)!;
      account.passwordSha256 = sha256(password);
      account.passwordExpired = false;
      book.resets.delete(email);
      return c.json({ status: 'OK' });
    }),
  );

  if (options.test === true) {
    // The latest reset code of an email (what the shopper would read in the email).
    app.get('/rest/__test/reset-code', (c) => {
      const pending = book.resets.get(str(c.req.query('email')).trim().toLowerCase());
      return pending ? c.json({ code: pending.code }) : c.json({ error: 'no pending code' }, 404);
    });
    // Puts a seeded account back as seeded (password, expiry).
    app.post('/rest/__test/account-restore', async (c) => {
      const body = await readBody(c);
      return book.restore(str(body.email)) ? c.json({ ok: true }) : c.json({ error: 'not a seeded account' }, 404);
    });
  }
};
