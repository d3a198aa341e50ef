import { useEffect, useRef, type ReactNode } from 'react';
import { homePath } from '../../src/platform';
import { formatPrice } from '../../src/ui';
import { fill } from './messages';
import type { PaymentMessages } from './paymentMessages';
import type { PlacedOrder } from './paymentState';

/**
 * The order confirmation, shown in place of the checkout when the submit answer's confirmation address is not
 * a page of this site: the order is placed, so the shopper sees it (from the answer), never an error that
 * would invite a second order.
 */
export function OrderPlaced({ order, pm }: { order: PlacedOrder; pm: PaymentMessages }): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the shopper was in is gone: focus moves to the news (and screen readers read it).
  useEffect(() => heading.current?.focus(), []);
  const total = formatPrice(order.total);
  return (
    <section className="sw-checkout sw-checkout__placed" aria-labelledby="sw-placed-title">
      <h2 id="sw-placed-title" className="sw-checkout__title" tabIndex={-1} ref={heading}>
        {pm.placedTitle}
      </h2>
      <p>
        <strong>{fill(pm.placedNumber, { orderId: order.orderId })}</strong>
      </p>
      {order.email && <p>{fill(pm.placedEmail, { email: order.email })}</p>}
      {order.items.length > 0 && (
        <ul aria-label={pm.placedItems}>
          {order.items.map((i, n) => (
            <li key={n}>{fill(pm.placedItem, { name: i.name, quantity: i.quantity })}</li>
          ))}
        </ul>
      )}
      {total && (
        <p>
          {pm.placedTotal}: <strong>{total}</strong>
        </p>
      )}
      <p>
        <a className="sw-button sw-button--primary" href={homePath()}>
          {pm.continueShopping}
        </a>
      </p>
    </section>
  );
}
