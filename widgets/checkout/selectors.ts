/**
 * What the checkout shows and what it sends, derived once from the state: the order as every section sees it
 * (its totals are orderTotals.ts'), where it ships and what is billed, and whether Submit Order may be pressed. The summary, the
 * gift-card notice, PayPal's limit, the wallet sheets, analytics and the submit request all read these, so what
 * the shopper is shown and what is sent cannot drift apart.
 */
import type { AddressFields } from '../../src/validation/address';
import { noExtraPaymentRequired } from './giftCards';
import { needsAddress, type Order } from './order';
import { billableDelivery, paymentComplete, paymentCovered, walletPaymentOf, withoutWallet, type PaymentState } from './paymentState';
import type { CheckoutState } from './state';

/** The order as the sections see it: without a wallet payment the shopper set aside. */
export const viewOrder = (s: CheckoutState): Order | null => (s.order && s.walletDropped ? withoutWallet(s.order) : s.order);

/** Where the order ships: the registry owner's address, the order's delivery address, or nowhere (pickup, email). */
export function shipsTo(o: Order): { kind: 'registry'; owner: string } | { kind: 'address'; address: AddressFields } | { kind: 'none' } {
  if (!needsAddress(o)) return { kind: 'none' };
  if (o.shipToRegistry && o.registry) return { kind: 'registry', owner: o.registry.ownerName };
  return o.shippingAddress ? { kind: 'address', address: o.shippingAddress } : { kind: 'none' };
}

/** What is billed: the delivery address (when the shopper uses it and it may serve), or the billing form's. */
export function billedTo(p: PaymentState, o: Order): { same: boolean; address: AddressFields } {
  const delivery = billableDelivery(o);
  const same = p.useDelivery && !!delivery;
  return { same, address: same ? delivery! : p.billing };
}

/** Submit Order may be pressed: the payment section is complete (checkout spec section 4) and no submit runs. */
export function submitEnabled(s: CheckoutState): boolean {
  const o = viewOrder(s);
  return !!o && !s.payment.submitting && !s.payment.placed && paymentComplete(s.payment, o);
}

/** PayPal's button replaces Submit Order: paypalOption is chosen and something is left to pay. */
export const paysWithPayPal = (s: CheckoutState): boolean => {
  const o = viewOrder(s);
  return !!o && s.payment.option === 'paypalOption' && !paymentCovered(o);
};

/**
 * Express checkout shows only when no promo and no list or registry restriction applies (checkout spec
 * section 2): a registry on the order, a registry order, or a shopping list that checking out clears. Nor
 * when gift cards or rewards leave nothing to pay. GSA orders are left out too: the wallet refuses them (its light call answers "not available").
 */
export const expressAllowed = (o: Order): boolean => !noExtraPaymentRequired(o) && !o.hasPromoApplied && !o.registry && !o.shipToRegistry && !o.gsaUser && o.raw.registryOrder !== true && !o.clearList;

/** The express payment the order carries (after the refresh), as its provider's name, or null. */
export const expressProvider = (o: Order): string | null => walletPaymentOf(o)?.label ?? null;
