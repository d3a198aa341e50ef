/**
 * The checkout's data kept in the browser's storage, owned here rather than by a widget: every key the
 * checkout writes is under CHECKOUT_KEY_PREFIX, and the session timer clears them when the session ends, so
 * no widget has to know another's key names or prefix.
 */
import { removeStoredPrefix } from '../platform/storage';

/** Every key of the checkout's stored data starts with this. */
export const CHECKOUT_KEY_PREFIX = 'sw:checkout:';

/** The draft of the checkout's forms (session storage), so that a reload keeps what was typed. */
export const CHECKOUT_DRAFT_KEY = `${CHECKOUT_KEY_PREFIX}draft`;

/**
 * The session has ended: the checkout's data on this device goes (local storage always; session storage for a
 * guest, whose order is gone with the session; a signed-in shopper's order is kept by the server and the
 * draft of it stays for when they sign back in).
 */
export function forgetCheckoutData(signedIn: boolean): void {
  if (!signedIn) removeStoredPrefix(CHECKOUT_KEY_PREFIX, 'session');
  removeStoredPrefix(CHECKOUT_KEY_PREFIX, 'local');
}
