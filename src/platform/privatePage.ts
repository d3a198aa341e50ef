/**
 * What no session-replay recorder may see. The checkout is a private page: replay never starts there, and stops
 * when the shopper reaches it. Elsewhere, fields whose values are secrets (a card number, CVV or expiry, a gift
 * card's number and PIN, a password) carry a private marker, and the recorder's adapter must mask every element
 * that matches PRIVATE_SELECTOR (`mask(selector)` in the recorder interface, src/integrations/SessionReplay).
 */
import { pageTypeOf } from './sitePaths';

/** The private marker: an attribute on the field itself (inside the widget's shadow root). */
export const PRIVATE_ATTRIBUTE = 'data-sw-private';
export const PRIVATE_SELECTOR = `[${PRIVATE_ATTRIBUTE}]`;

/** Whether a field is private: marked so, a password, or a card's number, security code or expiry by its autocomplete token. */
export const isPrivateField = (marked: boolean | undefined, type: string | undefined, autoComplete: string | undefined): boolean =>
  !!marked || type === 'password' || /\bcc-(number|csc|exp)/.test(autoComplete ?? '');

/** Whether this page is private: the checkout's address, or a checkout widget on it. */
export const isPrivatePage = (): boolean => pageTypeOf(location.pathname) === 'checkout' || !!document.querySelector('[data-widget="checkout"]');
