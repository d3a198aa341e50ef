// For unit tests only (no widget code imports it): a one-line guest web order of $10 with $8.95 shipping that
// still needs a payment, delivered to the given address; `over` replaces any field of the server's answer.
import { EMPTY_ADDRESS } from '../../src/validation/address';
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

/** A checkout step's readiness as the server sends it. */
export const step = (ready: boolean) => ({ readyForSubmit: ready });

/**
 * A one-line guest web order of $10 with no email yet, every checkout step still to do and its shipping to be
 * determined; `over` replaces any field of the server's answer.
 */
export function openOrder(over: Record<string, unknown> = {}): Order {
  const o = toOrder({
    orderId: 'o1',
    orderShipType: 'webOnly',
    commerceItems: [{ commerceItemId: 'ci1', catalogRefId: 'S1', quantity: 1, skuDisplayName: 'Paper', lineGroupHeader: 'ship', priceInfo: { amount: 10 } }],
    checkoutSteps: { shippingAddress: step(false), shippingMethod: step(false), paymentMethod: step(false), emailRegister: step(false) },
    loginStatus: 'guest',
    email: '',
    additionalPaymentRequired: true,
    orderSummary: { displayTotal: 10, orderShippingCharge: 'tbd' },
    ...over,
  });
  if (!o) throw new Error('bad fixture');
  return o;
}

/** A complete US delivery address as the form holds it (Kim Park, Carson CA). */
export const KIM_ADDRESS = { ...EMPTY_ADDRESS, firstName: 'Kim', lastName: 'Park', address1: '1 Main St', city: 'Carson', state: 'CA', postalCode: '90745', phoneNumber: '3105550142' };
