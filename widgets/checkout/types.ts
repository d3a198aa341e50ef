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
