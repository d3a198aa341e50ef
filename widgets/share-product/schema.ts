import { defaulted, optional, type, type Infer } from 'superstruct';
import { stringProp } from '../../src/mount/props';

/**
 * The marker's props: `data-product-id` (required), `data-product-name` (named in the dialog and sent),
 * `data-product-url` (sent; default: this page's path), `data-label` (the trigger's text).
 */
export const ShareProductProps = type({
  productId: stringProp(),
  productName: defaulted(stringProp(), ''),
  productUrl: optional(stringProp()),
  label: defaulted(stringProp(), ''),
});

export type ShareProductPropsType = Infer<typeof ShareProductProps>;
