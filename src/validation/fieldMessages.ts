/**
 * The messages of the field rules that two or more forms share, one text per rule, so that a host changes a
 * rule's wording once for every form (host config `messages.fields['<field>.<code>']`, applied by
 * src/config's messagesFor). The wording is the spec's where it gives one (storefront spec section 5: the
 * footer email, the contact form, the promo code; checkout spec: the gift card balance dialog); a form whose
 * spec words a rule differently keeps its own text beside its other messages and says so there.
 */
export const FIELD_MESSAGES = {
  'email.missing': 'Please enter an email address.',
  'email.invalid': 'Please enter a valid email address.',
  'firstName.missing': 'Please enter a first name.',
  'lastName.missing': 'Please enter a last name.',
  /** A first or last name outside the name pattern (src/validation/name). */
  'name.invalid': 'Please use letters, spaces, apostrophes, periods or hyphens only.',
  /** The sender's own name on a gift card or a shared product. */
  'senderName.missing': 'Please enter your name.',
  'phone.missing': 'Please enter a phone number.',
  /** A US or Canadian phone without its 10 digits. */
  'phone.invalid': 'Please enter a 10-digit phone number.',
  'postalCode.missing': 'Please enter Zip/Postal Code.',
  'giftCardNumber.missing': 'Please enter gift card #.',
  'giftCardAuth.missing': 'Please enter the auth #.',
  'promoCode.missing': 'Please enter a valid code.',
};

/** A shared rule's name: `<field>.<code>`, the key of its host override. */
export type FieldRule = keyof typeof FIELD_MESSAGES;

/** The field names of the catalogue, and the codes of one field's rules. */
export type FieldName = FieldRule extends `${infer F}.${string}` ? F : never;
export type FieldCode<F extends FieldName> = FieldRule extends infer R ? (R extends `${F}.${infer C}` ? C : never) : never;

/** Whether `key` names a rule of the catalogue (the host config's check of `messages.fields`). */
export const isFieldRule = (key: string): key is FieldRule => Object.hasOwn(FIELD_MESSAGES, key);

/** The default text of a shared field rule, e.g. fieldMessage('email', 'invalid'). Host overrides: src/config messagesFor. */
export const fieldMessage = <F extends FieldName>(field: F, code: FieldCode<F>): string => FIELD_MESSAGES[`${field}.${code}` as FieldRule];

/**
 * The default texts of a widget's keys that show shared rules, for its messages module to spread into its
 * defaults; the same map given to messagesFor applies the host's `messages.fields`.
 */
export const fieldTexts = <K extends string>(fields: Record<K, FieldRule>): Record<K, string> =>
  Object.fromEntries(Object.entries<FieldRule>(fields).map(([k, rule]) => [k, FIELD_MESSAGES[rule]])) as Record<K, string>;
