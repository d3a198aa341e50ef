import { defaulted, refine, type, type Infer } from 'superstruct';
import { integerProp, stringProp } from '../../src/mount/props';

/** How many reviews a page shows unless the marker says otherwise. */
export const REVIEWS_PER_PAGE = 10;

/**
 * The marker's props: `data-product-id`, the product whose rating and reviews show (required);
 * `data-page-size`, reviews per page (1 to 50, default 10).
 */
export const ReviewsProps = type({
  productId: refine(stringProp(), 'productId', (s) => s !== '' || 'a product id (data-product-id)'),
  pageSize: refine(defaulted(integerProp(), REVIEWS_PER_PAGE), 'pageSize', (n) => (n >= 1 && n <= 50) || 'a whole number from 1 to 50'),
});

export type ReviewsPropsType = Infer<typeof ReviewsProps>;
