/**
 * The stay-connected lightbox's text. Its field errors come from the server (storefront spec section 5:
 * "email, postalCode ('Please enter Zip Code.') and userShopFor errors come from the server"), so only the
 * labels, the copy and the fallbacks live here. A host overrides any key with
 * `StorefrontWidgetsConfig.messages['stay-connected']`.
 */
import { messagesFor } from '../../src/config';

export const STAY_CONNECTED_MESSAGES = {
  title: 'Stay Connected',
  copyText: 'Sign up for emails and be the first to hear about exclusive offers, new products and classroom ideas.',
  emailLabel: 'Email Address',
  zipLabel: 'Zip Code',
  shopForLabel: 'I shop for',
  shopForPlaceholder: 'Select one',
  classroom: 'My classroom',
  home: 'My home',
  all: 'Classroom and home',
  submit: 'Sign Up',
  close: 'Close',
  sending: 'Signing you up…',
  success: 'Thank you for signing up!',
  unavailable: 'We could not sign you up right now. Please try again.',
  timeout: 'Signing you up took too long. Please try again.',
};

export type StayConnectedMessages = typeof STAY_CONNECTED_MESSAGES;

export const stayConnectedMessages = (): StayConnectedMessages => messagesFor('stay-connected', STAY_CONNECTED_MESSAGES);
