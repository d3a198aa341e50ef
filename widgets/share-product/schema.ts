import { defaulted, type, type Infer } from 'superstruct';
import { stringProp } from '../../src/mount/props';

/**
 * The marker's props: `data-product-id` (required, the one thing sent about the product), `data-product-name`
 * (named in the dialog), `data-trigger-text` (the button's text). No address is taken from the page: the store's
 * mailer builds the product's link from its id, so a marker cannot make the store mail a link of its choosing.
 */
export const ShareProductProps = type({
  productId: stringProp(),
  productName: defaulted(stringProp(), ''),
  triggerText: defaulted(stringProp(), ''),
});

export type ShareProductPropsType = Infer<typeof ShareProductProps>;
