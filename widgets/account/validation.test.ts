// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits } from '../../src/validation/phone';
import { isPostalCode } from '../../src/validation/postalCode';
import { validateCreateAccount, validateNewPassword, validateResetCode, validateSignIn, type CreateAccountValues } from './validation';
// The validators are given the message table (as the widget gives it); expectations below are the spec's text, written out.
import { AUTH_MESSAGES as m } from './messages';

const good: CreateAccountValues = {
  email: 'nora@example.com',
  firstName: 'Nora',
  lastName: "O'Neil-Smith",
  password: 'Bright2026Class',
  confirmPassword: 'Bright2026Class',
  phoneNumber: '(503) 555-0188',
  postalCode: '97201',
  termsAccepted: true,
};

describe('sign-in fields', () => {
  it('needs an email and a password', () => {
    expect(validateSignIn({ login: '', password: '' }, m)).toEqual({ login: 'Please enter an email address.', password: 'Please enter your password.' });
    expect(validateSignIn({ login: 'teacher@', password: 'x' }, m)).toEqual({ login: 'Please enter a valid email address.' });
    expect(validateSignIn({ login: ' teacher@example.com ', password: 'x' }, m)).toEqual({});
  });
});

describe('create-account fields', () => {
  it('accepts a complete form', () => {
    expect(validateCreateAccount(good, m)).toEqual({});
  });

  it('gives one message per unmet password rule, one per line', () => {
    expect(validateCreateAccount({ ...good, password: 'abc', confirmPassword: 'abc' }, m).password).toBe(
      ['Password must be 10-35 characters long.', 'Password must include at least one uppercase letter.', 'Password must include at least one number.'].join('\n'),
    );
    expect(validateCreateAccount({ ...good, password: 'ABCDEFGHIJK', confirmPassword: 'ABCDEFGHIJK' }, m).password).toBe(
      ['Password must include at least one lowercase letter.', 'Password must include at least one number.'].join('\n'),
    );
  });

  it('checks each field', () => {
    expect(validateCreateAccount({ email: 'x', firstName: '', lastName: 'R2D2', password: '', confirmPassword: '', phoneNumber: '555', postalCode: '', termsAccepted: false }, m)).toEqual({
      email: 'Please enter a valid email address.',
      firstName: 'Please enter a first name.',
      lastName: 'Please use letters, spaces, apostrophes, periods or hyphens only.',
      password: 'Please enter your password.',
      confirmPassword: 'Please confirm your password.',
      phoneNumber: 'Please enter a valid 10-digit phone number.',
      postalCode: 'Please enter Zip/Postal Code.',
      termsAccepted: 'Please accept the Terms of Use and Privacy Policy to create an account.',
    });
    expect(validateCreateAccount({ ...good, confirmPassword: 'Other2026Class' }, m)).toEqual({ confirmPassword: 'Passwords do not match.' });
    expect(validateCreateAccount({ ...good, postalCode: '9720' }, m)).toEqual({ postalCode: 'Please enter a valid US or Canadian zip/postal code.' });
    expect(validateCreateAccount({ ...good, firstName: 'x'.repeat(41) }, m)).toEqual({ firstName: 'Please use 40 characters or fewer.' });
  });

  it('phone is optional; a contracted registration has no phone or zip', () => {
    expect(validateCreateAccount({ ...good, phoneNumber: '' }, m)).toEqual({});
    expect(validateCreateAccount({ ...good, phoneNumber: '12', postalCode: '' }, m, true)).toEqual({});
  });
});

describe('phone mask and zip patterns', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['503', '(503'],
    ['5035', '(503) 5'],
    ['503555', '(503) 555'],
    ['5035550188', '(503) 555-0188'],
    ['503-555-0188 ext 9', '(503) 555-0188'],
    ['(503) 555-01889', '(503) 555-0188'],
  ])('%j shows as %j', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  it('sends digits only', () => {
    expect(phoneDigits('(503) 555-0188')).toBe('5035550188');
  });

  it.each([
    ['97201', true],
    ['97201-1234', true],
    ['9720', false],
    ['97201-12', false],
    ['K1A 0B1', true],
    ['K1A0B1', true],
    ['K1A  0B1', false],
    ['K1A-0B1', false],
  ])('%j is a postal code: %s', (zip, ok) => {
    expect(isPostalCode(zip)).toBe(ok);
  });
});

describe('forgot-password fields', () => {
  it('code is required; the new password must meet the checklist and match', () => {
    expect(validateResetCode(' ', m)).toEqual({ code: 'Please enter the verification code.' });
    expect(validateNewPassword('FreshStart2026', 'FreshStart2026', m)).toEqual({ password: 'Your new password must meet every rule in the list.' });
    expect(validateNewPassword('Fresh-Start2026', 'Fresh-Start2025', m)).toEqual({ confirmPassword: 'Passwords do not match.' });
    expect(validateNewPassword('', '', m)).toEqual({ password: 'Please enter your password.', confirmPassword: 'Please confirm your password.' });
    expect(validateNewPassword('Fresh-Start2026', 'Fresh-Start2026', m)).toEqual({});
  });
});
