import { optional, type, type Infer } from 'superstruct';
import { stringProp } from '../../src/mount/props';

/** The marker's props: `data-product-id`, and optionally `data-sku-id`, the SKU the page shows. */
export const AddToCartProps = type({
  productId: stringProp(),
  skuId: optional(stringProp()),
});

export type AddToCartPropsType = Infer<typeof AddToCartProps>;
