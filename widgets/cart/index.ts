/** The `cart` widget: the shopping cart page. */
import { defineWidget } from '../../src/mount';
import { cartCalls } from './calls';
import { CartPage } from './CartPage';
import { meta } from './meta';

export const widget = defineWidget({
  ...meta,
  Component: CartPage,
  calls: cartCalls,
  // The server's summary stays up until the cart has arrived: the page changes once.
  revealWhenReady: true,
});
