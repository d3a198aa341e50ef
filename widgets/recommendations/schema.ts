/** The recommendations marker's props. */
import { defaulted, optional, refine, type, type Infer } from 'superstruct';
import { enumProp, stringProp } from '../../src/mount/props';

export const RecommendationsProps = refine(
  type({
    /**
     * The engine placement type (e.g. `item_page.rr1`, `home_page.rr1`, `cart_page.rr1`, `home_page.dy1`);
     * not used by the recently-viewed variant.
     */
    placement: optional(stringProp()),
    /** The heading; by default the engine's strategy message (or a dynamic campaign's title), 'Recently Viewed' for recently viewed. */
    title: optional(stringProp()),
    /** On a product page: the product shown (the engine's context; left out of Recently Viewed). */
    productId: optional(stringProp()),
    /** `engine` (placements from the recommendation engine) or `recently-viewed` (the shopper's recently viewed products). */
    variant: defaulted(enumProp(['engine', 'recently-viewed'] as const), 'engine'),
    /**
     * `page` (default) or `added-to-cart`: the carousel in the added-to-cart dialog, with the modal's slides per
     * view (spec section 9: 2.15, 4.55, 4, 4 at 375, 768, 992, 1560 px).
     */
    layout: defaulted(enumProp(['page', 'added-to-cart'] as const), 'page'),
  }),
  'placement',
  (p) => p.variant === 'recently-viewed' || !!p.placement || 'required unless data-variant is recently-viewed',
);

export type RecommendationsProps = Infer<typeof RecommendationsProps>;
