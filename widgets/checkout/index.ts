import { defineWidget } from '../../src/mount';
import { checkoutCalls } from './calls';
import { Checkout } from './Checkout';
import { meta } from './meta';

export const widget = defineWidget({
  ...meta,
  Component: Checkout,
  calls: checkoutCalls,
  // The server's fallback stays up until the order has arrived: the page shifts once.
  revealWhenReady: true,
});
