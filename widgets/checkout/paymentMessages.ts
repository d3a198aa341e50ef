/**
 * The submit's text (the payment section's own text is paymentFieldMessages.ts, in its lazy chunk). The spec gives none of it ("the wording of address, card and
 * server messages is not shown"): every string here is ours. A host overrides any key with
 * `StorefrontWidgetsConfig.messages.checkout`, like the rest of the checkout's text.
 */
import { messagesFor } from '../../src/config';

export const PAYMENT_MESSAGES = {
  instructions: 'Order Instructions (optional)',
  placeOrder: 'Submit Order',
  submitNeeds: 'Complete your payment details to submit your order.',
  // The order may have been placed (no answer, or an unreadable one): never a bare "try again".
  submitUncertain:
    'We did not hear back about your order, so it may have been placed. Please check your email for an order confirmation before you submit again; submitting again from this page will not place a second order.',
  // The confirmation shown here when the answer's confirmation address is not one of this site's pages.
  placedTitle: 'Thank you for your order!',
  placedNumber: 'Order number {orderId}',
  placedEmail: 'We sent a confirmation to {email}.',
  placedItems: 'Items ordered',
  placedItem: '{name} · Qty {quantity}',
  placedTotal: 'Order Total',
  continueShopping: 'Continue Shopping',
};

export type PaymentMessages = typeof PAYMENT_MESSAGES;

export const paymentMessages = (): PaymentMessages => messagesFor('checkout', PAYMENT_MESSAGES);
