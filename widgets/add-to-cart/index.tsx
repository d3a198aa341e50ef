import { defineWidget } from '../../src/mount';
import { AddToCart } from './AddToCart';
import { AddToCartProps } from './schema';

export const widget = defineWidget({
  name: 'add-to-cart',
  description: 'Product page buying box: price, rewards points, options, quantity, personalization, gift-card details, ship or pick up in store, Add to Cart and Add to List.',
  props: AddToCartProps,
  Component: AddToCart,
  defaultLoad: 'eager',
  revealWhenReady: true,
});
