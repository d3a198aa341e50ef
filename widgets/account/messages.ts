/**
 * User-facing text of the sign-in, create-account and forgot-password dialogs. Texts the specs give are
 * used as given; where they give none, the wording is ours. A host overrides any of them with
 * `StorefrontWidgetsConfig.messages.account.<key>` (`messages.header.<key>`, from when the dialogs were part
 * of the header widget, still works).
 */
import { messagesFor } from '../../src/config';
import { fieldTexts } from '../../src/validation/fieldMessages';

/** Keys that show a shared field rule's message (host key `messages.fields`). */
const FIELDS = {
  emailRequired: 'email.missing',
  emailInvalid: 'email.invalid',
  firstNameRequired: 'firstName.missing',
  lastNameRequired: 'lastName.missing',
  nameInvalid: 'name.invalid',
  postalCodeRequired: 'postalCode.missing',
} as const;

export const AUTH_MESSAGES = {
  // Sign in.
  signInTitle: 'Sign In',
  emailLabel: 'Email Address',
  passwordLabel: 'Password',
  staySignedInLabel: 'Keep me signed in',
  signInButton: 'Sign In',
  forgotPasswordLink: 'Forgot Password?',
  noAccountPrompt: "Don't have an account?",
  createAccountLink: 'Create Account',
  passwordExpired: 'Your password has expired. For your security, please reset it with Forgot Password.',
  passwordExpiredButton: 'Reset Password with Forgot Password',
  ...fieldTexts(FIELDS),
  passwordRequired: 'Please enter your password.',

  // Create account.
  createAccountTitle: 'Create Account',
  contractedTitle: 'Create a Government (Contracted) Account',
  firstNameLabel: 'First Name',
  lastNameLabel: 'Last Name',
  confirmPasswordLabel: 'Confirm Password',
  phoneLabel: 'Phone Number (optional)',
  postalCodeLabel: 'Zip/Postal Code',
  emailOptInLabel: 'Yes, send me emails about new products, special offers and teaching ideas.',
  termsLabel: 'I accept the Terms of Use and Privacy Policy.',
  userShopForLabel: 'I shop for',
  userShopForAll: 'Classroom and home',
  userShopForClassroom: 'Classroom',
  userShopForHome: 'Home',
  passwordRulesHint: 'Use 10-35 characters with at least one lowercase letter, one uppercase letter and one number.',
  createAccountButton: 'Create Account',
  haveAccountPrompt: 'Already have an account?',
  signInLink: 'Sign In',
  contractedPrompt: 'Buying for a government agency?',
  contractedLink: 'Register for a contracted account',
  standardLink: 'Create a standard account instead',
  contractedIntro: 'Enter your government email address to start registering for contracted pricing.',
  contractedContinue: 'Continue',
  contractedEmailLabel: 'Government Email Address',
  nameTooLong: 'Please use 40 characters or fewer.',
  passwordLength: 'Password must be 10-35 characters long.',
  passwordLowercase: 'Password must include at least one lowercase letter.',
  passwordUppercase: 'Password must include at least one uppercase letter.',
  passwordDigit: 'Password must include at least one number.',
  confirmPasswordRequired: 'Please confirm your password.',
  passwordMismatch: 'Passwords do not match.',
  phoneInvalid: 'Please enter a valid 10-digit phone number.',
  postalCodeInvalid: 'Please enter a valid US or Canadian zip/postal code.',
  termsRequired: 'Please accept the Terms of Use and Privacy Policy to create an account.',

  // Forgot password (checkout spec sections 2, 4, 5).
  forgotTitle: 'Forgot Password',
  forgotStep0Intro: "Enter the email address of your account and we'll send you a verification code.",
  forgotSendCode: 'Send Code',
  forgotStep1Intro: 'We sent a verification code to {email}. Enter it below.',
  codeLabel: 'Verification Code',
  codeRequired: 'Please enter the verification code.',
  forgotVerify: 'Verify Code',
  forgotResend: 'Send a new code',
  forgotCodeResent: 'A new code is on its way.',
  forgotStep2Intro: 'Choose a new password.',
  newPasswordLabel: 'New Password',
  confirmNewPasswordLabel: 'Confirm New Password',
  checklistTitle: 'Your password must have:',
  ruleMinLength: 'At least 10 characters',
  ruleUppercase: 'One uppercase letter',
  ruleLowercase: 'One lowercase letter',
  ruleNumber: 'One number',
  ruleSpecial: 'One special character (such as ! @ # $ %)',
  ruleNoSpaces: 'No spaces',
  ruleMet: 'met',
  ruleNotMet: 'not met',
  strengthLabel: 'Password strength',
  strengthStrong: 'Strong',
  strengthModerate: 'Moderate',
  strengthPoor: 'Poor',
  passwordChecklistUnmet: 'Your new password must meet every rule in the list.',
  passwordTooLong: 'Password must be 35 characters or fewer.',
  forgotResetButton: 'Reset Password',
  forgotSuccessTitle: 'Your password has been reset.',
  forgotSuccessText: 'You can now sign in with your new password.',
  forgotContinue: 'Continue',
  cancel: 'Cancel',

  // Shared.
  close: 'Close',
  unexpectedError: 'Something went wrong. Please try again.',
  networkError: 'We could not reach the store. Please check your connection and try again.',
};

export type AuthMessages = typeof AUTH_MESSAGES;

/** The dialogs' texts with the host's overrides applied (read on each render: cheap, and config is cached). */
export const authMessages = (): AuthMessages => messagesFor('account', messagesFor('header', AUTH_MESSAGES, FIELDS));

/** One `fill` for every widget (src/config). */
export { fill } from '../../src/config';
