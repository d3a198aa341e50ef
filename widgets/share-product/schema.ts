import { defaulted, optional, type, type Infer } from 'superstruct';
import { stringProp } from '../../src/mount/props';

/**
 * The marker's props: `data-product-id` (required), `data-product-name` (named in the dialog and sent),
 * `data-product-url` (sent; default: this page's path), `data-trigger-text` (the button's text).
 */
export const ShareProductProps = type({
  productId: stringProp(),
  productName: defaulted(stringProp(), ''),
  productUrl: optional(stringProp()),
  triggerText: defaulted(stringProp(), ''),
});

export type ShareProductPropsType = Infer<typeof ShareProductProps>;
