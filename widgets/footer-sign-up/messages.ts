/**
 * The footer sign-up's text. The two email messages are the spec's exact wording (storefront spec section
 * 5, "Footer email"); the success text normally comes from the server (responseDetails.successMessage).
 * A host overrides any key with `StorefrontWidgetsConfig.messages['footer-sign-up']`.
 */
import { messagesFor } from '../../src/config';
import { fieldTexts } from '../../src/validation/fieldMessages';

/** Keys that show a shared field rule's message (host key `messages.fields`). */
const FIELDS = { missingEmail: 'email.missing', invalidEmail: 'email.invalid' } as const;

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
  ...fieldTexts(FIELDS),
  /** Shown when the server signs the address up without a message of its own. */
  success: 'Thank you for signing up!',
  unavailable: 'We could not sign you up right now. Please try again.',
  timeout: 'Signing you up took too long. Please try again.',
  sending: 'Signing you up…',
};

export type FooterSignUpMessages = typeof FOOTER_SIGN_UP_MESSAGES;

/** The text with the host's overrides applied. */
export const footerSignUpMessages = (): FooterSignUpMessages => messagesFor('footer-sign-up', FOOTER_SIGN_UP_MESSAGES, FIELDS);
