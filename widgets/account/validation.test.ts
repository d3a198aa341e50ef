import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as m } from './messages';
import { formatPhone, isPostalCode, phoneDigits, validateCreateAccount, validateNewPassword, validateResetCode, validateSignIn, type CreateAccountValues } from './validation';

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
    expect(validateSignIn({ login: '', password: '' }, m)).toEqual({ login: m.emailRequired, password: m.passwordRequired });
    expect(validateSignIn({ login: 'teacher@', password: 'x' }, m)).toEqual({ login: m.emailInvalid });
    expect(validateSignIn({ login: ' teacher@example.com ', password: 'x' }, m)).toEqual({});
  });
});

describe('create-account fields', () => {
  it('accepts a complete form', () => {
    expect(validateCreateAccount(good, m)).toEqual({});
  });

  it('gives one message per unmet password rule, one per line', () => {
    expect(validateCreateAccount({ ...good, password: 'abc', confirmPassword: 'abc' }, m).password).toBe([m.passwordLength, m.passwordUppercase, m.passwordDigit].join('\n'));
    expect(validateCreateAccount({ ...good, password: 'ABCDEFGHIJK', confirmPassword: 'ABCDEFGHIJK' }, m).password).toBe([m.passwordLowercase, m.passwordDigit].join('\n'));
  });

  it('checks each field', () => {
    expect(
      validateCreateAccount({ email: 'x', firstName: '', lastName: 'R2D2', password: '', confirmPassword: '', phoneNumber: '555', postalCode: '', termsAccepted: false }, m),
    ).toEqual({
      email: m.emailInvalid,
      firstName: m.firstNameRequired,
      lastName: m.nameInvalid,
      password: m.passwordRequired,
      confirmPassword: m.confirmPasswordRequired,
      phoneNumber: m.phoneInvalid,
      postalCode: m.postalCodeRequired,
      termsAccepted: m.termsRequired,
    });
    expect(validateCreateAccount({ ...good, confirmPassword: 'Other2026Class' }, m)).toEqual({ confirmPassword: m.passwordMismatch });
    expect(validateCreateAccount({ ...good, postalCode: '9720' }, m)).toEqual({ postalCode: m.postalCodeInvalid });
    expect(validateCreateAccount({ ...good, firstName: 'x'.repeat(36) }, m)).toEqual({ firstName: m.nameTooLong });
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
    expect(validateResetCode(' ', m)).toEqual({ code: m.codeRequired });
    expect(validateNewPassword('FreshStart2026', 'FreshStart2026', m)).toEqual({ password: m.passwordChecklistUnmet });
    expect(validateNewPassword('Fresh-Start2026', 'Fresh-Start2025', m)).toEqual({ confirmPassword: m.passwordMismatch });
    expect(validateNewPassword('', '', m)).toEqual({ password: m.passwordRequired, confirmPassword: m.confirmPasswordRequired });
    expect(validateNewPassword('Fresh-Start2026', 'Fresh-Start2026', m)).toEqual({});
  });
});
