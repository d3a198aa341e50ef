/**
 * The cart's text. The spec's own wording where it gives one (storefront spec sections 5 and 8:
 * 'Please enter a valid code.', 'Loading PayPal...', the shipping-quote sentence, 'Please select a store to
 * continue.'); the rest is ours. `{name}`-style placeholders are filled by `fill`. A host overrides any key
 * with `StorefrontWidgetsConfig.messages.cart`.
 */
import { messagesFor } from '../../src/config';
import { fieldTexts } from '../../src/validation/fieldMessages';

/** Keys that show a shared field rule's message (host key `messages.fields`). */
const FIELDS = { promoEmpty: 'promoCode.missing' } as const;

export const CART_MESSAGES = {
  title: 'Shopping Cart',
  loading: 'Loading your cart…',
  loadFailed: 'We could not load your cart right now. Please refresh the page to try again.',
  retry: 'Try again',
  emptyTitle: 'Your cart is empty.',
  emptyText: 'Find something your classroom will love.',
  continueShopping: 'Continue Shopping',
  itemsTitle: 'Items ({count})',
  unavailableTitle: 'Unavailable Items',
  unavailableNote: 'These items cannot be ordered right now and are not in your total.',
  itemNumber: 'Item # {id}',
  each: '{price} each',
  lineTotal: 'Item total',
  quantity: 'Quantity',
  quantityOf: 'Quantity, {name}',
  decrease: 'Decrease quantity, {name}',
  increase: 'Increase quantity, {name}',
  remove: 'Remove {name}',
  removeText: 'Remove',
  updating: 'Updating…',
  updateFailed: 'We could not update this item right now. Your previous quantity is back. Please try again.',
  removeFailed: 'We could not remove this item right now. Please try again.',
  deliveryLegend: 'How to get {name}',
  ship: 'Ship to Me',
  pickup: 'Pick Up in Store',
  pickupAt: 'Pick up at {store}',
  changeStore: 'Change store',
  noStore: 'Please select a store to continue.',
  deliveryFailed: 'We could not change how this item gets to you right now. Please try again.',
  storeOnly: 'Available in stores only',
  rewardsPoints: 'You will earn {points} rewards points with this order.',
  summaryTitle: 'Order Summary',
  subtotal: 'Subtotal',
  discounts: 'Discounts',
  shipping: 'Estimated Shipping',
  free: 'FREE',
  tax: 'Estimated Tax',
  taxLater: 'Calculated at checkout',
  total: 'Estimated Total',
  checkout: 'Checkout',
  checkoutDisabled: 'Checkout is not available for this cart. Remove the unavailable items or add something to order.',
  promoTitle: 'Promo Code',
  promoLabel: 'Enter promo code',
  promoApply: 'Apply',
  ...fieldTexts(FIELDS),
  promoFailed: 'We could not apply this code right now. Please try again.',
  promoApplied: 'Promo code {code} applied.',
  promoRevoked: 'Promo code {code} removed.',
  appliedTitle: 'Applied promotions',
  revoke: 'Remove promo code {code}',
  revokeText: 'Remove',
  revokeFailed: 'We could not remove this code right now. Please try again.',
  removed: '{name} was removed from your cart.',
  updated: 'Your cart was updated.',
  or: 'or',
  expressTitle: 'Express Checkout',
  paypalLoading: 'Loading PayPal...',
  paypalQuote: 'Since this order requires a shipping quote, PayPal is not an available payment option.',
  paypalOverLimit: 'PayPal is available for orders up to $8,000.00.',
  paypalUnavailable: 'PayPal is not available right now. Please check out with another payment method.',
  paypalFailed: 'PayPal could not complete your payment. Please try again or check out with another payment method.',
  paypalCancelled: 'PayPal checkout was cancelled. Your cart is unchanged.',
  paypalWorking: 'Connecting to PayPal…',
  registryTitle: 'Registry Address',
  registryText: 'This order includes gifts from a registry. With PayPal, the order ships to the address you choose in PayPal, not to the registrant’s address.',
  clearListTitle: 'Your List Will Be Cleared',
  clearListText: 'Checking out with PayPal removes these items from your list once the order is placed.',
  continueToPayPal: 'Continue to PayPal',
  cancel: 'Cancel',
  close: 'Close',
};

export type CartMessages = typeof CART_MESSAGES;

/** The text with the host's overrides applied. */
export const cartMessages = (): CartMessages => messagesFor('cart', CART_MESSAGES, FIELDS);

/** One `fill` for every widget (src/config). */
export { fill } from '../../src/config';
