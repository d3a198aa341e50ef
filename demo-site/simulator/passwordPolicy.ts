/**
 * The server's password policy, written from the spec (not imported from a widget: the simulator checks
 * what the server checks, so a widget that lets a bad password through fails a test).
 *  - Account passwords (storefront.md section 5): 10-35 characters with a lowercase letter, an uppercase
 *    letter and a digit.
 *  - A password set through Forgot Password (checkout.md section 5): every checklist rule (at least 10
 *    characters, an uppercase letter, a lowercase letter, a number, a punctuation symbol, no spaces) and
 *    the account maximum of 35.
 */
const PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;

/** Whether an account password (registration) meets the policy. */
export const accountPasswordOk = (p: string): boolean => p.length >= 10 && p.length <= 35 && /[a-z]/.test(p) && /[A-Z]/.test(p) && /[0-9]/.test(p);

/** Whether a new password set through Forgot Password meets the checklist and the maximum. */
export const resetPasswordOk = (p: string): boolean => accountPasswordOk(p) && PUNCTUATION.test(p) && !/\s/.test(p);
