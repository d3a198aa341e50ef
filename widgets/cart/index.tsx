import { defineWidget } from '../../src/mount';
import { CartPage } from './CartPage';
import { CartProps } from './schema';

export const widget = defineWidget({
  name: 'cart',
  description: 'The shopping cart: lines with quantity steppers, pickup or ship per line, promo codes, the order summary, Checkout and PayPal express checkout.',
  props: CartProps,
  Component: CartPage,
  defaultLoad: 'eager',
  revealWhenReady: true,
});
