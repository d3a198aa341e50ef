/**
 * The dialogs' field rules, pure: each validator takes the form's values and the messages, and returns
 * the errors by field name (the same names the server uses as propertyPath), empty when all is well. The
 * rules themselves live in src/validation, where the commerce simulator reads them too.
 */
import type { AuthMessages } from './messages';
import { checkEmail } from '../../src/validation/email';
import { nameProblem } from '../../src/validation/name';
import { checkPhone, formatPhone, phoneDigits } from '../../src/validation/phone';
import { checkPostal } from '../../src/validation/postalCode';
import { accountPasswordProblems, PASSWORD_MAX, resetPasswordProblems, type AccountPasswordRule } from '../../src/validation/password';

export type FieldErrors = Partial<Record<string, string>>;

/** True when there is at least one error. */
export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some(Boolean);

export { formatPhone };

/** The message of a field rule's finding: `missing` for nothing given, `invalid` for the rest. */
const said = (problem: string | null, missing: string, invalid: string): string | undefined => (problem ? (problem === 'missing' ? missing : invalid) : undefined);

export const emailError = (email: string, m: AuthMessages): string | undefined => said(checkEmail(email), m.emailRequired, m.emailInvalid);

function nameError(value: string, required: string, m: AuthMessages): string | undefined {
  const p = nameProblem(value);
  return said(p, required, p === 'tooLong' ? m.nameTooLong : m.nameInvalid);
}

const PASSWORD_RULE_MESSAGE: Record<AccountPasswordRule, keyof AuthMessages> = {
  length: 'passwordLength',
  lowercase: 'passwordLowercase',
  uppercase: 'passwordUppercase',
  digit: 'passwordDigit',
};

/** One message per unmet account-password rule, in order. */
export function accountPasswordMessages(password: string, m: AuthMessages): string[] {
  return accountPasswordProblems(password).map((rule) => m[PASSWORD_RULE_MESSAGE[rule]]);
}

/** Several messages for one field are shown one per line. */
export const joinMessages = (list: string[]): string | undefined => (list.length ? list.join('\n') : undefined);

export interface SignInValues {
  login: string;
  password: string;
}

export function validateSignIn(v: SignInValues, m: AuthMessages): FieldErrors {
  return clean({ login: emailError(v.login, m), password: v.password ? undefined : m.passwordRequired });
}

export interface CreateAccountValues {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  /** As typed (masked); digits are sent. */
  phoneNumber: string;
  postalCode: string;
  termsAccepted: boolean;
}

/** The create-account rules; a contracted (government) registration has no phone or zip. */
export function validateCreateAccount(v: CreateAccountValues, m: AuthMessages, contracted = false): FieldErrors {
  const phone = phoneDigits(v.phoneNumber);
  return clean({
    email: emailError(v.email, m),
    firstName: nameError(v.firstName, m.firstNameRequired, m),
    lastName: nameError(v.lastName, m.lastNameRequired, m),
    password: v.password ? joinMessages(accountPasswordMessages(v.password, m)) : m.passwordRequired,
    confirmPassword: !v.confirmPassword ? m.confirmPasswordRequired : v.confirmPassword !== v.password ? m.passwordMismatch : undefined,
    // The phone is optional here: checked only when given.
    phoneNumber: contracted || checkPhone(phone) !== 'invalid' ? undefined : m.phoneInvalid,
    postalCode: contracted ? undefined : said(checkPostal(v.postalCode), m.postalCodeRequired, m.postalCodeInvalid),
    termsAccepted: v.termsAccepted ? undefined : m.termsRequired,
  });
}

export function validateResetCode(code: string, m: AuthMessages): FieldErrors {
  return clean({ code: code.trim() ? undefined : m.codeRequired });
}

export function validateNewPassword(password: string, confirmPassword: string, m: AuthMessages): FieldErrors {
  const problems = resetPasswordProblems(password);
  return clean({
    password: !password ? m.passwordRequired : problems.includes('checklist') ? m.passwordChecklistUnmet : problems.includes('tooLong') ? m.passwordTooLong : undefined,
    confirmPassword: !confirmPassword ? m.confirmPasswordRequired : confirmPassword !== password ? m.passwordMismatch : undefined,
  });
}

function clean(errors: Record<string, string | undefined>): FieldErrors {
  const out: FieldErrors = {};
  for (const [k, v] of Object.entries(errors)) if (v) out[k] = v;
  return out;
}

export { PASSWORD_MAX };
