import { optional, type, type Infer } from 'superstruct';
import { booleanProp, enumProp, stringProp } from '../../src/mount/props';

/** Where the finder is used; it picks the dialog's title. */
export const CONTEXTS = ['header', 'product', 'listing', 'locator', 'cart', 'checkout', 'page'] as const;
export type FinderContext = (typeof CONTEXTS)[number];

/**
 * The marker's props (and `StorefrontWidgets.open('store-finder', { context, skuId })`): `data-label` the
 * trigger's text; `data-context` where it is used (picks the title; default: from the page's path);
 * `data-sku-id` on product pages (each store shows its stock of that SKU); `data-inline` shows the finder in
 * the page instead of behind a trigger (the store locator page).
 */
export const StoreFinderProps = type({
  label: optional(stringProp()),
  context: optional(enumProp(CONTEXTS)),
  skuId: optional(stringProp()),
  productId: optional(stringProp()),
  inline: optional(booleanProp()),
});

export type StoreFinderPropsType = Infer<typeof StoreFinderProps>;
