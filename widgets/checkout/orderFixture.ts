// For unit tests only (no widget code imports it): a one-line guest web order of $10 with $8.95 shipping that
// still needs a payment, delivered to the given address; `over` replaces any field of the server's answer.
import { toOrder, type Order } from './order';

export function testOrder(shippingAddress: Record<string, unknown>, over: Record<string, unknown> = {}): Order {
  const o = toOrder({
    orderId: 'o1',
    orderShipType: 'webOnly',
    commerceItems: [{ commerceItemId: 'ci1', catalogRefId: 'S1', quantity: 1, skuDisplayName: 'Paper', lineGroupHeader: 'ship', priceInfo: { amount: 10 } }],
    loginStatus: 'guest',
    additionalPaymentRequired: true,
    shippingAddress,
    orderSummary: { displayTotal: 10, orderShippingCharge: 8.95 },
    ...over,
  });
  if (!o) throw new Error('bad fixture');
  return o;
}
