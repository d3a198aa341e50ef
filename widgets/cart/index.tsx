/** The `cart` widget: the shopping cart page. */
import { defineWidget } from '../../src/mount';
import { CartPage } from './CartPage';
import { meta } from './meta';

export const widget = defineWidget({
  ...meta,
  Component: CartPage,
  // The server's summary stays up until the cart has arrived: the page changes once.
  revealWhenReady: true,
});
