/**
 * The product-video widget's text. 'Play Video' and 'View Product' are the spec's (section 2); the rest is ours.
 * A host overrides any key with `StorefrontWidgetsConfig.messages['product-video']`.
 */
import { messagesFor } from '../../src/config';

export const PRODUCT_VIDEO_MESSAGES = {
  playVideo: 'Play Video',
  viewProduct: 'View Product',
  close: 'Close',
  grades: 'Grades',
  results: 'Video results',
  noResults: 'No videos match your search.',
  failed: 'Videos could not be loaded. Please try again later.',
  cannotPlay: 'This video cannot be played right now.',
  captions: 'English',
};

export type ProductVideoMessages = typeof PRODUCT_VIDEO_MESSAGES;

export const productVideoMessages = (): ProductVideoMessages => messagesFor('product-video', PRODUCT_VIDEO_MESSAGES);
