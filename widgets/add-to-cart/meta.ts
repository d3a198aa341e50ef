/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { AddToCartProps } from './schema';

export const meta = defineMeta({
  name: 'add-to-cart',
  description: 'Product page buying box: price, rewards points, options, quantity, personalization, gift-card details, ship or pick up in store, Add to Cart and Add to List.',
  props: AddToCartProps,
  defaultLoad: 'eager',
});
