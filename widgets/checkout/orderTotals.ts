/**
 * The order's totals, read once from the checkout response: the summary, the gift-card notice, PayPal's limit,
 * the wallet sheets, analytics and the confirmation all read them.
 */
import { decimalAmount, roundCents } from '../../src/ui/formatPrice';
import type { Order, ShippingCharge } from './order';

export interface OrderTotals {
  /** Merchandise: the lines' amounts (priceInfo.amount), before the order's discount. */
  subtotal: number;
  discount: number;
  /** The shipping line: the estimate when an estimate zip is known, else the order's own charge. */
  shipping: ShippingCharge;
  /** An estimate zip is known: shipping and tax are estimates for it. */
  estimateZip: string | null;
  tax: number;
  /** The tax line shows (an estimate, or a tax the order already carries, a pickup group's say). */
  showsTax: boolean;
  giftCards: number;
  rewards: number;
  /** What is left to pay: the order's displayTotal. */
  due: number;
  /** `due` as a payment sheet's amount: never below zero, the cents the summary shows. */
  dueAmount: string;
}

/**
 * The order's totals from the spec's fields (checkout spec section 3): the lines' amounts, the order summary's
 * displayTotal, shipping charge, gift certificate, rewards and discount amounts, the estimates and the tax.
 */
export function orderTotals(o: Order): OrderTotals {
  const sum = o.summary;
  const estimated = !!o.estimateZip;
  const shipping = estimated && o.estimatedShipping !== null && sum.shipping !== 'quote to follow' ? o.estimatedShipping : sum.shipping;
  return {
    subtotal: roundCents(o.items.reduce((n, i) => n + i.amount, 0)),
    discount: sum.discountAmount,
    shipping,
    estimateZip: o.estimateZip,
    tax: estimated ? (o.estimatedTax ?? sum.tax) : sum.tax,
    showsTax: estimated || sum.tax > 0,
    giftCards: sum.giftCertificateAmount,
    rewards: sum.rewardsPrice,
    due: sum.displayTotal,
    dueAmount: decimalAmount(Math.max(0, sum.displayTotal)),
  };
}
