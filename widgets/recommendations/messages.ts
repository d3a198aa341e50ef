/**
 * The carousels' text. 'Lower Price in Store', 'GSA', 'Add to Cart', 'Added To Cart', 'Be the first!',
 * 'Previous', 'Next', 'You May Also Like' and 'Recently Viewed' are the spec's words; the rest is ours. A host
 * overrides any key with `StorefrontWidgetsConfig.messages.recommendations`.
 */
import { messagesFor } from '../../src/config';

export const RECOMMENDATIONS_MESSAGES = {
  youMayAlsoLike: 'You May Also Like',
  recentlyViewed: 'Recently Viewed',
  loading: 'Loading recommendations',
  previous: 'Previous',
  next: 'Next',
  /** The live region: {from}, {to}, {total}. */
  showing: 'Showing {from} to {to} of {total}',
  addToCart: 'Add to Cart',
  added: 'Added To Cart',
  chooseOptions: 'Choose Options',
  addFailed: 'Sorry, this item could not be added to your cart. Please try again.',
  lowerPriceInStore: 'Lower Price in Store',
  gsa: 'GSA',
  salePrice: 'Sale price',
  regularPrice: 'Regular price',
  /** Stars: {rating}. */
  rated: 'Rated {rating} out of 5 stars',
  /** Reviews: {count}. */
  reviews: '{count} reviews',
  beFirst: 'Be the first!',
  newBadge: 'New',
  // llExclusive and presellDate (spec section 3); the spec gives no wording for them.
  exclusive: 'Exclusive',
  presell: 'Pre-sell: ships {date}',
  storeOnly: 'Available in stores only',
};

export type RecommendationsMessages = typeof RECOMMENDATIONS_MESSAGES;

export const recommendationsMessages = (): RecommendationsMessages => messagesFor('recommendations', RECOMMENDATIONS_MESSAGES);

/** One `fill` for every widget (src/config). */
export { fill } from '../../src/config';
