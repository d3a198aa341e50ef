/**
 * The password rules, pure.
 *  - Account passwords (storefront spec section 5): 10-35 characters with a lowercase letter, an
 *    uppercase letter and a digit. Each unmet rule has its own message.
 *  - The forgot-password checklist (checkout spec section 5): six rules shown live while typing, and the
 *    strength they give: all 6 met is Strong, 5 Moderate, 2-4 Poor (0-1: no rating yet).
 */

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 35;

/** The punctuation symbols that count as a special character. */
export const SPECIAL_CHARACTERS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

export type AccountPasswordRule = 'length' | 'lowercase' | 'uppercase' | 'digit';

const hasLower = (s: string) => /[a-z]/.test(s);
const hasUpper = (s: string) => /[A-Z]/.test(s);
const hasDigit = (s: string) => /[0-9]/.test(s);
const hasSpecial = (s: string) => [...s].some((ch) => SPECIAL_CHARACTERS.includes(ch));
const hasSpace = (s: string) => /\s/.test(s);

/** The account-password rules a password breaks, in display order (empty: the password is acceptable). */
export function accountPasswordProblems(password: string): AccountPasswordRule[] {
  const out: AccountPasswordRule[] = [];
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) out.push('length');
  if (!hasLower(password)) out.push('lowercase');
  if (!hasUpper(password)) out.push('uppercase');
  if (!hasDigit(password)) out.push('digit');
  return out;
}

export type ChecklistRule = 'minLength' | 'uppercase' | 'lowercase' | 'number' | 'special' | 'noSpaces';

/** The checklist's rules in the order they are shown. */
export const CHECKLIST_RULES: readonly ChecklistRule[] = ['minLength', 'uppercase', 'lowercase', 'number', 'special', 'noSpaces'];

const CHECKS: Record<ChecklistRule, (s: string) => boolean> = {
  minLength: (s) => s.length >= PASSWORD_MIN,
  uppercase: hasUpper,
  lowercase: hasLower,
  number: hasDigit,
  special: hasSpecial,
  noSpaces: (s) => !hasSpace(s),
};

export interface ChecklistItem {
  rule: ChecklistRule;
  met: boolean;
}

/** Each checklist rule and whether the password meets it, in display order. */
export function passwordChecklist(password: string): ChecklistItem[] {
  return CHECKLIST_RULES.map((rule) => ({ rule, met: CHECKS[rule](password) }));
}

export type PasswordStrength = 'Strong' | 'Moderate' | 'Poor';

/** Strength from the number of checklist rules met: 6 Strong, 5 Moderate, 2-4 Poor, otherwise none. */
export function strengthOf(metCount: number): PasswordStrength | null {
  if (metCount >= 6) return 'Strong';
  if (metCount === 5) return 'Moderate';
  if (metCount >= 2) return 'Poor';
  return null;
}

/** The strength of a password by the checklist (null for an empty or nearly empty one). */
export function passwordStrength(password: string): PasswordStrength | null {
  if (!password) return null;
  return strengthOf(passwordChecklist(password).filter((i) => i.met).length);
}

/**
 * A new password set through Forgot Password must meet every checklist rule and the account maximum.
 * Returns the reasons it is refused (empty: accepted).
 */
export function resetPasswordProblems(password: string): ('checklist' | 'tooLong')[] {
  const out: ('checklist' | 'tooLong')[] = [];
  if (passwordChecklist(password).some((i) => !i.met)) out.push('checklist');
  if (password.length > PASSWORD_MAX) out.push('tooLong');
  return out;
}
