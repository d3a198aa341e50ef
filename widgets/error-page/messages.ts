/**
 * The error page's text. The title, the line under it, the three actions and 'Explore Categories' are the
 * spec's exact wording (storefront spec section 2, Error page); the rest is ours. A host overrides any key
 * with `StorefrontWidgetsConfig.messages['error-page']`.
 */
import { messagesFor } from '../../src/config';

export const ERROR_PAGE_MESSAGES = {
  title: 'Oops! This Page Is on a Field Trip.',
  text: 'Click the links below to continue shopping.',
  home: 'Home',
  refresh: 'Refresh',
  back: 'Go Back',
  explore: 'Explore Categories',
};

export type ErrorPageMessages = typeof ERROR_PAGE_MESSAGES;

/** The text with the host's overrides applied. */
export const errorPageMessages = (): ErrorPageMessages => messagesFor('error-page', ERROR_PAGE_MESSAGES);
