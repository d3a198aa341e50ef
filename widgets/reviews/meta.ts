/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { ReviewsProps } from './schema';

export const meta = defineMeta({
  name: 'reviews',
  description:
    "The product page's reviews: the rating summary (stars, one decimal, the review count), the reviews a page at a time with paging that takes focus and scroll back to the reviews' heading, and 'Be the first!' to the product's review page when it has no rating.",
  props: ReviewsProps,
  defaultLoad: 'visible',
});
