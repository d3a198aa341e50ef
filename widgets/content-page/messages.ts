/**
 * The content page's own text (the items bring theirs from the server). A host overrides any key with
 * `StorefrontWidgetsConfig.messages['content-page']`.
 */
import { messagesFor } from '../../src/config';

export const CONTENT_PAGE_MESSAGES = {
  seeDetails: 'See Details',
  viewMore: 'View More',
  viewLess: 'View Less',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slides',
  play: 'Play slides',
  /** {n} and {count}: the slide's number and how many there are. */
  slideOf: '{n} of {count}',
  carousel: 'Featured',
  breadcrumb: 'Breadcrumb',
  close: 'Close',
  loading: 'Loading',
  /** After a strict category listing title; {count} is its number of items. */
  items: '({count} Items)',
};

export type ContentPageMessages = typeof CONTENT_PAGE_MESSAGES;

export const contentPageMessages = (): ContentPageMessages => messagesFor('content-page', CONTENT_PAGE_MESSAGES);
