/** The `reviews` widget: the product page's rating summary and reviews. */
import { defineWidget } from '../../src/mount';
import { reviewsCalls } from './calls';
import { meta } from './meta';
import { Reviews } from './Reviews';

export const widget = defineWidget({
  ...meta,
  Component: Reviews,
  calls: reviewsCalls,
  // The page's own reviews stay up until the first page has arrived: the page changes once.
  revealWhenReady: true,
});
