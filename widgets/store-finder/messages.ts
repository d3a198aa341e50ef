/**
 * The store finder's text. Titles, the subheading, the placeholder, the button and link labels, the stock
 * labels and the empty-zip message are the spec's exact wording (storefront spec sections 2, 4, 5, 8); the
 * rest is ours (the spec does not show it). `{name}` placeholders are filled by the view. A host overrides
 * any key with `StorefrontWidgetsConfig.messages['store-finder']`.
 */
import { messagesFor } from '../../src/config';

export const STORE_FINDER_MESSAGES = {
  selectStore: 'Select Store',
  findStore: 'Find Store',
  chooseStore: 'Choose Store',
  findAnotherStore: 'Find Another Store',
  subheading: 'Choose location',
  trigger: 'Find a Store',
  triggerWithSku: 'Check Store Availability',
  zipLabel: 'Zip Code',
  zipPlaceholder: 'Enter Zip Code',
  search: 'Search',
  useLocation: 'Use My Current Location',
  invalidZip: 'Please enter a valid zip code.',
  unknownZip: 'We could not find the zip code {zip}. Please check it and try again.',
  noStores: 'There are no stores near {where}. Please try another zip code.',
  yourLocation: 'your location',
  locationError: 'We could not get your location. Please allow location access in your browser, or search by zip code.',
  unavailable: 'We could not search for stores right now. Please try again.',
  locating: 'Finding your location…',
  searching: 'Searching for stores…',
  found: '{count} stores near {where}.',
  foundOne: '1 store near {where}.',
  listLabel: 'Stores near {where}',
  miles: '{miles} mi',
  moreInfo: 'More info',
  lessInfo: 'Less info',
  hours: 'Store Hours',
  viewMap: 'View Map',
  makeYourStore: 'Make Your Store',
  yourStore: 'Your Store',
  inStock: 'In Stock',
  soldOut: 'Sold Out',
  limitedStock: 'Limited Stock',
  callStore: '(call store for details)',
  notEligible: 'Not Eligible for In\u2011Store Pickup',
  checkingStock: 'Checking stock…',
  stockUnknown: 'Stock information is not available right now.',
  confirmTitle: 'Change Your Store?',
  changeStore: 'Change Store',
  cancel: 'Cancel',
  storesCloseUnexpected: 'This store has closed unexpectedly and cannot take pickup orders right now. Please choose another store.',
  applyUnavailable: 'We could not set your store right now. Please try again.',
  applied: '{name} is now your store.',
  close: 'Close',
};

export type StoreFinderMessages = typeof STORE_FINDER_MESSAGES;

/** The text with the host's overrides applied. */
export const storeFinderMessages = (): StoreFinderMessages => messagesFor('store-finder', STORE_FINDER_MESSAGES);

/** One `fill` for every widget (src/config). */
export { fill } from '../../src/config';
