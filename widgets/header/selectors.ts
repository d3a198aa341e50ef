/** What the header bar shows, from the shared stores' values (useHeaderState) and its text. */
import { fill } from '../../src/config';
import type { HeaderMessages } from './messages';

/** The cart link's accessible name: 'Cart' and its item count. */
export const cartLabel = (cartQty: number, m: HeaderMessages): string => `${m.cart}, ${cartQty === 1 ? m.cartItem : fill(m.cartItems, { count: cartQty })}`;
