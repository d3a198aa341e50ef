/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { CheckoutProps } from './schema';

export const meta = defineMeta({
  name: 'checkout',
  description: 'The checkout page: contact and delivery, store pickup, shipping, promo code and the order summary.',
  props: CheckoutProps,
  defaultLoad: 'eager',
});
