/** What the cart page shows, from its state, the session and its messages. */
import { fill, type CartMessages } from './messages';
import type { CartState } from './reducer';
import type { Cart } from './summary';

/** The polite announcement of the last change ('' when there is none). */
export function noticeText(n: CartState['notice'], m: CartMessages): string {
  if (!n) return '';
  if (n.kind === 'removed') return fill(m.removed, { name: n.what });
  if (n.kind === 'applied') return fill(m.promoApplied, { code: n.what });
  if (n.kind === 'revoked') return fill(m.promoRevoked, { code: n.what });
  if (n.kind === 'cancelled') return m.paypalCancelled;
  return m.updated;
}

/** The units of the available lines (the Items heading's count). */
export const itemCount = (cart: Cart): number => cart.allLines.reduce((n, l) => n + l.quantity, 0);

/** The shipping line of the summary: free, a price, or 'calculated later'. */
export const shippingText = (shipping: number | null | undefined, m: CartMessages, price: (n: number) => string): string => (shipping === 0 ? m.free : shipping == null ? m.taxLater : price(shipping));
