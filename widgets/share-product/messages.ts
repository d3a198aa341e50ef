/**
 * The share dialog's text. The spec gives no wording for sharing (section 5 only says a name and a valid
 * email are needed), so all of it is ours; the email messages follow the spec's footer email wording.
 * A host overrides any key with `StorefrontWidgetsConfig.messages['share-product']`.
 */
import { messagesFor } from '../../src/config';
import { fieldTexts } from '../../src/validation/fieldMessages';

/** Keys that show a shared field rule's message (host key `messages.fields`). */
const FIELDS = { missingFromEmail: 'email.missing', invalidEmail: 'email.invalid', missingFromName: 'senderName.missing' } as const;

export const SHARE_PRODUCT_MESSAGES = {
  trigger: 'Share by Email',
  title: 'Share This Product',
  intro: 'Send {product} to a friend or colleague.',
  from: 'From',
  fromName: 'Your Name',
  fromEmail: 'Your Email',
  to: 'To',
  toName: 'Recipient Name',
  toEmail: 'Recipient Email',
  toNameN: 'Recipient {n} Name',
  toEmailN: 'Recipient {n} Email',
  add: 'Add Another Recipient',
  remove: 'Remove Recipient {n}',
  message: 'Personal Message (optional)',
  messageHint: 'Up to 500 characters.',
  submit: 'Send Email',
  sending: 'Sending your email…',
  sent: 'Your email has been sent.',
  close: 'Close',
  ...fieldTexts(FIELDS),
  missingToName: "Please enter the recipient's name.",
  missingToEmail: "Please enter the recipient's email address.",
  longMessage: 'Please keep your message to 500 characters.',
  unavailable: 'We could not send your email right now. Please try again.',
  timeout: 'Sending your email took too long. Please try again.',
};

export type ShareProductMessages = typeof SHARE_PRODUCT_MESSAGES;

/** The text with the host's overrides applied. */
export const shareProductMessages = (): ShareProductMessages => messagesFor('share-product', SHARE_PRODUCT_MESSAGES, FIELDS);
