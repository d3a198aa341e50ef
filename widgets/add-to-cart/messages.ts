/**
 * The add-to-cart widget's text. The button labels, the quantity, store and sold-out messages, 'GSA',
 * 'Lower Price in Store', 'Ship Item' / 'Store Pickup', 'Buy Online…Pick Up in Store!', the stock labels
 * and 'Please enter a list name.' are the spec's exact wording; the rest is ours. A host overrides any key
 * with `StorefrontWidgetsConfig.messages['add-to-cart']`.
 */
import { messagesFor } from '../../src/config';
import { fieldTexts } from '../../src/validation/fieldMessages';

/** Keys that show a shared field rule's message (host key `messages.fields`). */
const FIELDS = { emailError: 'email.invalid', senderNameError: 'senderName.missing' } as const;

export const ADD_TO_CART_MESSAGES = {
  addToCart: 'Add to Cart',
  addedToCart: 'Added To Cart',
  adding: 'Adding to cart…',
  loading: 'Loading product options…',
  loadError: 'We could not load this product’s options. Please refresh the page, or call 1-800-778-4456 to order.',
  retry: 'Try again',
  // Prices and rewards.
  price: 'Price',
  was: 'Was',
  gsa: 'GSA',
  doorBuster: 'Door Buster',
  sale: 'Sale',
  lowerPriceInStore: 'Lower Price in Store',
  // The store-pickup sale and additional-savings prices (spec section 3, priceInfo); the spec gives no wording.
  pickupSale: 'Store Pickup Sale',
  additionalSavings: 'Additional Savings',
  // The product's tag (spec section 3: sale, clearance, shipping-restricted, gift-card, promo-eligible), its
  // llExclusive flag and presellDate. The spec names them without wording; 'Shipping Restrictions' is below.
  tagClearance: 'Clearance',
  tagGiftCard: 'Gift Card',
  tagPromoEligible: 'Promo Eligible',
  exclusive: 'Exclusive',
  presell: 'Pre-sell: ships {date}',
  // The product's warranty tier (spec section 9: lifetime, 50yr, 10yr, 5yr); the spec gives no wording.
  warrantyLifetime: 'Lifetime Warranty',
  warranty50yr: '50-Year Warranty',
  warranty10yr: '10-Year Warranty',
  warranty5yr: '5-Year Warranty',
  earnPoints: 'Earn {points} points with this item',
  giftCardRange: '{min} - {max}',
  // Options and quantity.
  selectOption: 'Select {option}',
  optionError: 'Please select a {option}.',
  /** The option's label on a gift card (its designs). */
  giftDesign: 'Design',
  optionSoldOut: '{value} (Sold Out)',
  quantity: 'Quantity',
  quantityTyped: 'Enter quantity',
  quantityError: 'Please enter a quantity.',
  // Personalization.
  personalize: 'Personalize It',
  prefixLabel: 'Name (up to 18 letters)',
  postfixLabel: 'Ending (up to 12 letters)',
  personalizationHint: 'Letters and spaces only.',
  // Gift cards.
  amount: 'Amount',
  selectAmount: 'Select an amount',
  customAmount: 'Custom Amount',
  customAmountLabel: 'Custom amount ($)',
  customAmountHint: 'From {min} to {max}',
  amountError: 'Please select an amount.',
  customAmountError: 'Please enter an amount from {min} to {max}.',
  recipientName: 'Recipient’s name',
  recipientEmail: 'Recipient’s email',
  senderName: 'From (your name)',
  giftMessage: 'Message (optional)',
  giftMessageHint: 'Up to 500 characters.',
  recipientNameError: 'Please enter the recipient’s name.',
  recipientEmailError: 'Please enter the recipient’s email address.',
  ...fieldTexts(FIELDS),
  classicNote: 'Mailed in a gift envelope.',
  egiftNote: 'Delivered by email.',
  // Delivery method.
  delivery: 'How would you like to get it?',
  shipItem: 'Ship Item',
  storePickup: 'Store Pickup',
  storePickupMobile: 'Store Availability',
  freePickup: 'FREE',
  selectStore: 'Select Store',
  changeStore: 'Change Store',
  storeError: 'Please select a store to continue.',
  pickupAt: 'Pick up at {store}',
  inStock: 'In Stock',
  limitedStock: 'Limited Stock',
  callStore: '(call store for details)',
  soldOutStock: 'Sold Out',
  notEligible: 'Not Eligible for In‑Store Pickup',
  checkingStock: 'Checking store stock…',
  notAtStore: 'This item is not available for pickup at {store}. Please choose another store or ship it.',
  shipOnly: 'Ships to you; not available for store pickup.',
  storeOnlyNote: 'This item is available for in-store purchase and pickup only.',
  bopisTitle: 'Buy Online…Pick Up in Store!',
  bopisInfo: 'How store pickup works',
  bopisBody1: 'Order online and pick up at your store, usually the same day. We email you when your order is ready.',
  bopisBody2: 'Bring your order confirmation email and a photo ID. Orders are held for 7 days.',
  storeOnlyTitle: 'In-Store Pick-Up Only',
  storeOnlyInfo: 'Why store pickup only?',
  storeOnlyBody: 'This item is sold only in our stores. Choose a store with stock, add it to your cart and pick it up there; it cannot be shipped.',
  shippingTitle: 'Shipping Restrictions',
  shippingInfo: 'Shipping Restrictions',
  shippingBody1: 'This item ships by freight to addresses in the contiguous United States only, and cannot ship to P.O. boxes, APO/FPO addresses, Alaska or Hawaii.',
  shippingBody2: 'A freight carrier will call to set up delivery. Delivery is to the curb or loading dock.',
  // Status.
  soldOutOnline: "We're sorry, this item is currently sold out online.",
  soldOutSelection: 'This item is currently sold out. Please try a different selection.',
  discontinued: 'This item has been discontinued and is no longer available.',
  ineligible: 'This item is not available for pickup at any store.',
  inactive: 'This item is currently unavailable.',
  genericError: 'We could not add this item to your cart. Please try again.',
  // No answer in time: the store may still have added the item, so the shopper looks before adding it again.
  timeoutError: 'Adding to your cart took too long, so the item may have been added. Please check your cart before you try again.',
  // Added-to-cart dialog.
  addedTitle: 'Added to Cart',
  addedQty: 'Qty: {qty}',
  addedTotal: 'Item total',
  cartCount: 'Cart: {count} items',
  cartCountOne: 'Cart: 1 item',
  viewCart: 'View Cart',
  checkout: 'Checkout',
  continueShopping: 'Continue Shopping',
  pickupLine: 'Pick up at {store}',
  shipLine: 'Ship to you',
  giftLine: '{amount} gift card for {name}',
  // Lists and registry.
  addToList: 'Add to List',
  registryFor: 'Gift for {name}’s registry',
  // The registry-gift-card dialog's text is in registryGiftMessages.ts, with its lazy chunk.
  close: 'Close',
};

export type AddToCartMessages = typeof ADD_TO_CART_MESSAGES;

/** The text with the host's overrides applied. */
export const addToCartMessages = (): AddToCartMessages => messagesFor('add-to-cart', ADD_TO_CART_MESSAGES, FIELDS);

/** One `fill` for every widget (src/config). */
export { fill } from '../../src/config';
