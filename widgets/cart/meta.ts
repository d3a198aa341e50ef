/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { CartProps } from './schema';

export const meta = defineMeta({
  name: 'cart',
  description: 'The shopping cart: lines with quantity steppers, pickup or ship per line, promo codes, the order summary, Checkout and PayPal express checkout.',
  props: CartProps,
  defaultLoad: 'eager',
});
