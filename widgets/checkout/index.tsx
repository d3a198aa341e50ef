import { defineWidget } from '../../src/mount';
import { Checkout } from './Checkout';
import { CheckoutProps } from './schema';

export const widget = defineWidget({
  name: 'checkout',
  description: 'The checkout page: contact and delivery, store pickup, shipping, promo code and the order summary.',
  props: CheckoutProps,
  Component: Checkout,
  defaultLoad: 'eager',
  revealWhenReady: true,
});
