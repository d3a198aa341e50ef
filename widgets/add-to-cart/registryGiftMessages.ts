/**
 * The registry-gift-card dialog's text (storefront spec section 2 names the dialog; its wording is ours). Kept
 * apart from messages.ts so that it ships in the dialog's lazy chunk; a host overrides any key with
 * `StorefrontWidgetsConfig.messages['add-to-cart']`, as for the widget's other text.
 */
import { messagesFor } from '../../src/config';

export const REGISTRY_GIFT_MESSAGES = {
  registryTitle: 'Registry Gift Card',
  /** {name}: the registry gift data's giftRecipientName. */
  registryQuestion: 'You are shopping {name}’s registry. Is this gift card a gift for {name}’s registry?',
  registryYes: 'Yes, a gift for {name}’s registry',
  registryNo: 'No, it’s for someone else',
  /** {name} when the registry gift data has no recipient name. */
  registrant: 'the registrant',
};

export const registryGiftMessages = (): typeof REGISTRY_GIFT_MESSAGES => messagesFor('add-to-cart', REGISTRY_GIFT_MESSAGES);
