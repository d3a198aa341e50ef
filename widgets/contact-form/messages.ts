/**
 * The contact form's text. 'All fields are required' and the six required-field messages are the spec's
 * exact wording (storefront spec section 5; note the email's has no full stop). The form's own title,
 * copy, button, and its dialogs' titles and messages come from the form content (props or the content
 * call); these are the defaults. A host overrides any key with `StorefrontWidgetsConfig.messages['contact-form']`.
 */
import { messagesFor } from '../../src/config';
import { fieldTexts } from '../../src/validation/fieldMessages';

/** Keys that show a shared field rule's message (host key `messages.fields`). */
const FIELDS = {
  fnameMissing: 'firstName.missing',
  lnameMissing: 'lastName.missing',
  phoneNoMissing: 'phone.missing',
  zipCodeMissing: 'postalCode.missing',
  fnameInvalid: 'name.invalid',
  lnameInvalid: 'name.invalid',
  phoneNoInvalid: 'phone.invalid',
  emailInvalid: 'email.invalid',
} as const;

export const CONTACT_FORM_MESSAGES = {
  triggerText: 'Contact a Rep',
  formTitle: 'Contact a Rep',
  copyText: 'Tell us how to reach you.',
  submitBtnText: 'Submit',
  cancel: 'Cancel',
  close: 'Close',
  ok: 'OK',
  allRequired: 'All fields are required',
  fnameLabel: 'First Name',
  lnameLabel: 'Last Name',
  phoneNoLabel: 'Phone Number',
  zipCodeLabel: 'Zip/Postal Code',
  emailLabel: 'Email Address',
  messageLabel: 'Message',
  ...fieldTexts(FIELDS),
  // The spec words this form's missing email without the full stop the shared rule has.
  emailMissing: 'Please enter an email address',
  messageMissing: 'Please enter a message.',
  zipCodeInvalid: 'Please enter a valid Zip/Postal Code.',
  pasteDigitsOnly: 'Only digits can be pasted here.',
  charactersLeft: 'characters left',
  modalSuccessTitle: 'Thank You!',
  modalSuccessMessage: 'A representative will contact you soon.',
  modalErrorTitle: 'Something Went Wrong',
  errorMessage: 'We could not send your request. Please try again later.',
};

export type ContactFormMessages = typeof CONTACT_FORM_MESSAGES;

export const contactFormMessages = (): ContactFormMessages => messagesFor('contact-form', CONTACT_FORM_MESSAGES, FIELDS);
