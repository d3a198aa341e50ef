/** Types shared by the checkout's model and its calls. */
import type { AddressFields } from '../../src/validation/address';
import type { Order } from './order';

/** Field -> error: 'missing' / 'invalid' from our rules, or the server's own message. */
export type Errors = Record<string, string>;

/** What a section's submit came to, as the API reduces it. */
export type Outcome =
  | { kind: 'ok'; order: Order | null }
  | { kind: 'formError'; fieldErrors: Errors; messages: string[] }
  | { kind: 'hint'; address: AddressFields }
  | { kind: 'failed'; message: string };

export interface DeliveryPayload {
  email?: string;
  emailOptIn: boolean;
  userShopFor: string;
  /** The contact form's guest flag (checkout spec section 3): true for a guest, false once signed in. */
  isGuestCheckout: boolean;
  address?: AddressFields;
  avsStatus?: string;
  isNewAddress?: boolean;
  isSelectAddress?: boolean;
  addressId?: string;
  oldAddressId?: string;
  active?: boolean;
  useRegistryAddress?: boolean;
}

/** The checkout's calls that answer the checkout response, but for contact and delivery (its own call). */
export type CheckoutCall = 'applyShipping' | 'applyEmail' | 'applyPickup' | 'claimCoupon' | 'revokeCoupon' | 'applyGiftCard' | 'removeGiftCard' | 'applyRewards' | 'removeRewards' | 'refreshExpress';

/** The analytics steps of form errors (checkout spec section 7). */
export type ErrorStep = 'shipping' | 'payment' | 'delivery' | 'submitOrder' | 'applyPromoCode';

/** The checkout read: the order, or the cart page (an empty cart, a cart redirect), or a failure's message. */
export type LoadResult = { kind: 'order'; order: Order } | { kind: 'cart' } | { kind: 'failed'; message: string };

/** What the confirmation page reads of a placed order (never card data). */
export interface PlacedRecord {
  orderId: string;
  analytics: { total: number; items: { sku: string; productId: string; quantity: number; price: number; furniture: boolean; pickup: boolean }[] };
}

/** The express wallets' calls: Apply PayPal, Express checkout (the wallet's approval), the express payment (Apple Pay's merchant validation, a payment). */
export type WalletCall = 'applyPayPal' | 'expressCheckout' | 'expressPayment';

/** A wallet call's answer: its data, or the message of a call that failed. */
export type WalletAnswer = { status?: string | null; payPalToken?: string | null; merchantSession?: unknown } | string;

/**
 * A wallet's button asks for a call: its body, what the wallet waits for in the answer (the token, the merchant
 * session, or an OK status: a payment, after which the checkout details are refreshed, checkout spec section 7) and
 * the payment solution error message a failure shows (section 8). The calls share the key 'express': a newer one,
 * or a cancel (expressFailed), leaves an older answer unheard.
 */
export type WalletAsk = { type: 'walletCall'; call: WalletCall; body: Record<string, unknown>; want: 'payPalToken' | 'merchantSession' | 'status'; fail: string };
