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
};

export type PaymentMessages = typeof PAYMENT_MESSAGES;

export const paymentMessages = (): PaymentMessages => messagesFor('checkout', PAYMENT_MESSAGES);
