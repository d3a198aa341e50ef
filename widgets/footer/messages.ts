/**
 * The footer's text. Its links and titles come from the header/footer content; these are the labels the
 * content does not carry and the defaults for what it may leave out. A host overrides any key with
 * `StorefrontWidgetsConfig.messages.footer`.
 */
import { messagesFor } from '../../src/config';

export const FOOTER_MESSAGES = {
  /** The email sign-up's title when the content has none. */
  signUpTitle: 'Stay Connected',
  serviceTitle: 'Need Help?',
  /** The customer service line: {phone} and {hours} from the content. */
  service: 'Call {phone}, {hours}.',
  socialTitle: 'Follow Us',
  legalLabel: 'Legal',
  /** The privacy targeted-advertising opt-out link (storefront spec section 2, Footer), when the content has none. */
  privacyOptOut: 'Your Privacy Choices: Opt Out of Targeted Advertising',
  /** The copyright line when the content has none; {year} is the current year. */
  copyright: '© {year} Lakeshore Learning Materials. All rights reserved.',
};

export type FooterMessages = typeof FOOTER_MESSAGES;

/** The text with the host's overrides applied. */
export const footerMessages = (): FooterMessages => messagesFor('footer', FOOTER_MESSAGES);
