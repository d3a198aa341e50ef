// Test-only widget: another island that changes the shared cart (as add-to-cart will), for the header's cart-count tests.
import { useStore } from '@nanostores/react';
import { defineWidget } from '../../../src/mount';
import { $cart, setCartCount } from '../../../src/stores';
import { meta } from './meta';

function CartProbe() {
  const cart = useStore($cart);
  return (
    <p>
      <button type="button" onClick={() => setCartCount(cart.cartQty + 1)}>
        Put one more in the cart
      </button>{' '}
      <span>Probe sees {cart.cartQty} in the cart</span>
    </p>
  );
}

export const widget = defineWidget({
  ...meta,
  Component: CartProbe,
});
