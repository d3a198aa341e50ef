export { AuthDialogs, type AuthView, type AuthDialogsProps } from './AuthDialogs';
export { signOut, type SignOutOptions } from './signOut';
export { AUTH_MESSAGES, authMessages, type AuthMessages } from './messages';
export { passwordChecklist, passwordStrength, accountPasswordProblems, strengthOf, type PasswordStrength, type ChecklistRule } from './passwordRules';
