/**
 * The footer sign-up's text. The two email messages are the spec's exact wording (storefront spec section
 * 5, "Footer email"); the success text normally comes from the server (responseDetails.successMessage).
 * A host overrides any key with `StorefrontWidgetsConfig.messages['footer-sign-up']`.
 */
import { messagesFor } from '../../src/config';

export const FOOTER_SIGN_UP_MESSAGES = {
  copyText: 'Get exclusive offers, new-product news and classroom ideas by email.',
  emailLabel: 'Email Address',
  /** The zip and shop-for fields, on a form whose source needs them (not the footer's). */
  zipLabel: 'Zip Code',
  shopForLabel: 'I shop for',
  shopForPlaceholder: 'Select one',
  classroom: 'My classroom',
  home: 'My home',
  all: 'Classroom and home',
  placeholder: 'Enter email address',
  submit: 'Sign Up',
  missingEmail: 'Please enter an email address.',
  invalidEmail: 'Please enter a valid email address.',
  /** Shown when the server signs the address up without a message of its own. */
  success: 'Thank you for signing up!',
  unavailable: 'We could not sign you up right now. Please try again.',
  timeout: 'Signing you up took too long. Please try again.',
  sending: 'Signing you up…',
};

export type FooterSignUpMessages = typeof FOOTER_SIGN_UP_MESSAGES;

/** The text with the host's overrides applied. */
export const footerSignUpMessages = (): FooterSignUpMessages => messagesFor('footer-sign-up', FOOTER_SIGN_UP_MESSAGES);
