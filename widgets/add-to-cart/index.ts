import { defineWidget } from '../../src/mount';
import { AddToCart } from './AddToCart';
import { addToCartCalls } from './calls';
import { meta } from './meta';

export const widget = defineWidget({
  ...meta,
  Component: AddToCart,
  calls: addToCartCalls,
  // The marker's server-rendered price and options stay up until the product data has arrived.
  revealWhenReady: true,
});
