import { defineWidget } from '../../src/mount';
import { AddToCart } from './AddToCart';
import { meta } from './meta';

export const widget = defineWidget({
  ...meta,
  Component: AddToCart,
  // The marker's server-rendered price and options stay up until the product data has arrived.
  revealWhenReady: true,
});
