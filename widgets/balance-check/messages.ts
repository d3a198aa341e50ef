/**
 * The balance dialog's text. The two required-field messages are the spec's exact wording (checkout spec
 * section 5); the rest is ours. A host overrides any key with
 * `StorefrontWidgetsConfig.messages['balance-check']`.
 */
import { messagesFor } from '../../src/config';
import { fieldTexts } from '../../src/validation/fieldMessages';

/** Keys that show a shared field rule's message (host key `messages.fields`). */
const FIELDS = { missingNumber: 'giftCardNumber.missing', missingAuth: 'giftCardAuth.missing' } as const;

export const BALANCE_CHECK_MESSAGES = {
  title: 'Check Balance',
  numberLabel: 'Gift Card Number',
  numberHint: '16 digits',
  authLabel: 'Authorization Number',
  authHint: 'Up to 4 digits',
  ...fieldTexts(FIELDS),
  invalidNumber: 'Please enter all 16 digits of the gift card #.',
  invalidAuth: 'Please enter up to 4 digits of the auth #.',
  submit: 'Check Balance',
  checking: 'Checking your balance…',
  balance: 'Your gift card balance is',
  invalidCard: 'The gift card # or auth # is not valid. Please check both and try again.',
  unavailable: 'We could not check your balance right now. Please try again.',
  timeout: 'Checking your balance took too long. Please try again.',
  needHelp: 'Need Help?',
  classicTitle: 'Classic gift card',
  classicAlt: 'Back of a classic gift card: the 16-digit gift card number is below the barcode, the 4-digit auth number under the scratch-off strip.',
  egiftTitle: 'E-gift card',
  egiftAlt: 'An e-gift card email: the 16-digit gift card number and the 4-digit authorization number are listed under the card image.',
  close: 'Close',
};

export type BalanceCheckMessages = typeof BALANCE_CHECK_MESSAGES;

/** The text with the host's overrides applied. */
export const balanceCheckMessages = (): BalanceCheckMessages => messagesFor('balance-check', BALANCE_CHECK_MESSAGES, FIELDS);
