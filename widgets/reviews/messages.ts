/**
 * The reviews' text. 'Be the first!' is the spec's (the link to /product-review/{productId} when the rating is
 * zero), and the rating reads as the product cards' ('Rated {rating} out of 5 stars', one decimal); the spec
 * words nothing else of the reviews, so the rest is ours. A host overrides any key with
 * `StorefrontWidgetsConfig.messages.reviews`.
 */
import { messagesFor } from '../../src/config';

export const REVIEWS_MESSAGES = {
  title: 'Customer Reviews',
  /** Stars: {rating}, one decimal for the product, whole stars for a review. */
  rated: 'Rated {rating} out of 5 stars',
  /** The review count: {count}. */
  count: '{count} reviews',
  countOne: '1 review',
  noReviews: 'No reviews yet.',
  beFirst: 'Be the first!',
  writeReview: 'Write a review',
  /** A review's author: {name}, {location}. */
  byline: '{name}, {location}',
  loading: 'Loading reviews…',
  /** The live region after a page arrives: {from}, {to}, {total}. */
  showing: 'Showing reviews {from} to {to} of {total}',
  loadFailed: 'The reviews could not be loaded. Please try again.',
  timeout: 'Loading the reviews took too long. Please try again.',
  retry: 'Try Again',
  /** The paging's landmark. */
  pages: 'Review pages',
  previous: 'Previous page',
  next: 'Next page',
  /** {page} of {pages}. */
  page: 'Page {page} of {pages}',
};

export type ReviewsMessages = typeof REVIEWS_MESSAGES;

/** The text with the host's overrides applied. */
export const reviewsMessages = (): ReviewsMessages => messagesFor('reviews', REVIEWS_MESSAGES);
