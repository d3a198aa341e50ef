/**
 * The payment section's text (its lazy chunk only; the submit's is paymentMessages.ts). The spec gives none of it ("the wording of address, card and
 * server messages is not shown"): every string here is ours. A host overrides any key with
 * `StorefrontWidgetsConfig.messages.checkout`, like the rest of the checkout's text.
 */
import { messagesFor } from '../../src/config';

export const PAYMENT_FIELD_MESSAGES = {
  paymentTitle: 'Payment',
  paymentMethod: 'Payment method',
  newCreditCard: 'Credit or debit card',
  existingCreditCard: 'Saved card',
  onAccount: 'Pay on account (PO)',
  onAccountCard: 'Pay on account with a card',
  paypalOption: 'PayPal',
  paypalQuote: 'Since this order requires a shipping quote, PayPal is not an available payment option.',
  paypalNext: 'Continue with the PayPal button below to review and pay.',
  noPayment: 'Your gift cards and rewards cover this order: no other payment is needed.',
  walletPaid: 'Paid with {provider}. No card details are needed.',
  otherPayment: 'Use a different payment method',
  savedCards: 'Your saved cards',
  savedCard: '{type} {masked}, expires {month}/{year}',
  savedExpired: '{type} {masked} expired {month}/{year}',
  cardNumber: 'Card Number',
  cardTypeIs: 'Card type: {type}',
  cvv: 'Security Code (CVV)',
  cvvHint3: '3 digits on the back of the card',
  cvvHint4: '4 digits on the front of the card',
  expiry: 'Expiry Date (MM/YY)',
  cardName: 'Name on Card',
  saveCard: 'Save this card to my account',
  defaultCard: 'Make this my default card',
  company: 'School or Institution',
  poNumber: 'PO Number',
  accountNumber: 'Account {n}',
  taxExempt: 'Tax exempt: this order is not taxed.',
  billingTitle: 'Billing Address',
  sameAsDelivery: 'Use my delivery address as my billing address',
  paymentFix: 'There is a problem with your payment. Please check the highlighted fields.',
  missing_number: 'Please enter a card number.',
  invalid_number: 'Please enter the card number using digits only.',
  unknownType_number: 'We accept Visa, Mastercard, American Express and Discover. Please check the card number.',
  short_number: 'Please enter all {n} digits of the card number.',
  missing_cvv: 'Please enter the security code.',
  invalid_cvv: 'Please enter the {n}-digit security code.',
  missing_expiry: 'Please enter the expiry date.',
  invalid_expiry: 'Please enter the expiry date as MM/YY, with a month from 01 to 12.',
  expired_expiry: 'This card has expired. Please check the date or use another card.',
  missing_name: 'Please enter the name as it appears on the card.',
  invalid_name: 'Please use letters, spaces, apostrophes, periods or hyphens (up to 50).',
  missing_savedCardId: 'Please choose a saved card.',
  missing_companyName: 'Please enter the school or institution name.',
  invalid_companyName: 'Please shorten the name to 50 characters.',
  missing_poNumber: 'Please enter a PO number.',
  invalid_poNumber: 'Please enter a PO number of up to 50 characters.',
};

export type PaymentFieldMessages = typeof PAYMENT_FIELD_MESSAGES;

export const paymentFieldMessages = (): PaymentFieldMessages => messagesFor('checkout', PAYMENT_FIELD_MESSAGES);
