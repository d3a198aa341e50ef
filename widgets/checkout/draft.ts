/**
 * The sessionStorage draft of the checkout's forms, so a reload keeps what was typed (checkout issue:
 * "nothing the shopper typed is lost on any server error, timeout or reload"). Only `draftOf`'s fields are
 * written, for the current order; a card number or CVV has no place in it: the card guard of src/stores
 * (withoutCardData) drops card-named keys and card-shaped values on the way in, and the draft's struct keeps
 * only the draft's own fields on the way out.
 */
import { boolean, enums, nullable, object, optional, string } from 'superstruct';
import { safeValidate } from '../../src/validation/struct';
import { CHECKOUT_DRAFT_KEY, readStored, withoutCardData, writeStored } from '../../src/stores';
import type { Draft } from './state';

/** Owned by src/stores (checkoutData), which clears it when a guest's session ends. */
export const DRAFT_KEY = CHECKOUT_DRAFT_KEY;

const text = string();
const AddressStruct = object({
  country: text,
  firstName: text,
  lastName: text,
  companyName: text,
  attention: text,
  address1: text,
  address2: text,
  city: text,
  state: text,
  postalCode: text,
  phoneNumber: text,
});

/**
 * What a stored draft may hold (any field may be missing). Storage is writable by any script of the origin:
 * a draft of the wrong shape is ignored as a whole, and unknown keys are dropped (object() masks them).
 */
const DraftStruct = object({
  contactOpen: optional(boolean()),
  email: optional(text),
  emailOptIn: optional(boolean()),
  mode: optional(enums(['saved', 'new', 'registry'])),
  savedId: optional(nullable(text)),
  editId: optional(nullable(text)),
  makeDefault: optional(boolean()),
  address: optional(AddressStruct),
  pickupOpen: optional(boolean()),
  pickup: optional(object({ firstName: text, lastName: text, phoneNumber: text })),
  giftFrom: optional(text),
  anonymous: optional(boolean()),
  promo: optional(text),
  walletDropped: optional(boolean()),
  instructions: optional(text),
  customOrder: optional(text),
  submitKey: optional(nullable(text)),
  payment: optional(
    object({
      option: enums(['newCreditCard', 'existingCreditCard', 'onAccount', 'onAccountCard', 'paypalOption']),
      company: text,
      po: text,
      useDelivery: boolean(),
      billing: AddressStruct,
      holder: text,
      expiry: text,
    }),
  ),
});
const StoredDraftStruct = object({ orderId: text, draft: DraftStruct });

/** The draft of this order, or null (another order's draft, or a malformed one, is ignored). */
export function readDraft(orderId: string): Partial<Draft> | null {
  // Masking (which in superstruct 2 needs coerce to reach optional fields) keeps only the draft's own fields,
  // so no card-like key read back ever reaches the form.
  const [err, value] = safeValidate(readStored(DRAFT_KEY, 'session'), StoredDraftStruct, { coerce: true, mask: true });
  if (err || value.orderId !== orderId) return null;
  const draft: Partial<Draft> = value.draft;
  return draft;
}

/**
 * Saves the draft. A field holding a card number (one typed into the promo box by mistake) is left out, so
 * the rest of the draft is still kept rather than the whole write being refused.
 */
export function writeDraft(orderId: string, draft: Draft): void {
  writeStored(DRAFT_KEY, { orderId, draft: withoutCardData(draft) }, 'session');
}

export function clearDraft(): void {
  writeStored(DRAFT_KEY, null, 'session');
}
