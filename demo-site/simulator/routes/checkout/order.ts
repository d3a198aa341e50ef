/**
 * The checkout state kept on the session (session.data.checkout): the order's address, method, pickup and
 * payment choices, the signed-in profile's saved addresses, the registry of the cart's gift items.
 */
import { ACCOUNTS, type SavedAddress } from '../../../data';
import type { Session } from '../../session';
import { DEFAULT_SORT, type SortProperty } from '../checkoutRequest';
import type { AddressFields } from '../../../../src/validation/address';

/** An address of the checkout: the storefront's address fields (one shape for the form and the contract), with its id. */
export type CheckoutAddress = AddressFields & { id?: string };

/** A registry or list the cart's gift items came from (set by the test controls or a registry add). */
export interface RegistryInfo {
  id: string;
  /** The id a registry page leaves in session storage and the add-to-cart calls carry (encryptedRegistryId). */
  encryptedId: string;
  ownerName: string;
  listName: string;
  address: CheckoutAddress;
}

/** The checkout state kept on the session (session.data.checkout). */
export interface OrderState {
  email: string;
  emailOptIn: boolean;
  userShopFor: string;
  shippingAddress: CheckoutAddress | null;
  /** 'registry' when the registry's address was chosen. */
  shipToRegistry: boolean;
  shippingMethod: 'standard' | 'express';
  pickupInfo: { firstName: string; lastName: string; phoneNumber: string } | null;
  /** Saved addresses of a signed-in profile (copied from the account on first use). */
  addresses: (SavedAddress & { attention?: string; country: string })[] | null;
  addressesOf: string | null;
  registry: RegistryInfo | null;
  /** The saved addresses' sort, from the last apply contact and delivery's sortProperties. */
  sortProperties: SortProperty[];
  /** Part 2: applied gift cards, rewards bucks and the payment. */
  giftCards: { giftCardNumber: string; balance: number }[];
  rewardsApplied: number;
  payment: Record<string, unknown> | null;
}

export const DEMO_REGISTRY: RegistryInfo = {
  id: 'reg-1001',
  encryptedId: 'ENC-REG-1001',
  ownerName: 'Ms. Rivera',
  listName: "Ms. Rivera's Classroom Wish List",
  address: {
    id: 'reg-1001-addr',
    firstName: 'Ana',
    lastName: 'Rivera',
    companyName: 'Eastside Elementary',
    attention: '',
    address1: '1420 Elm St',
    address2: '',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    country: 'US',
    phoneNumber: '5125550110',
  },
};

/** Part 2 (routes/payment.ts) reads a session's saved cards and pay-on-account profile through this hook. */
export const paymentExtras: { of: (s: Session) => Record<string, unknown> } = { of: () => ({}) };

export function orderOf(s: Session): OrderState {
  let o = s.data.checkout as OrderState | undefined;
  if (!o) {
    o = {
      email: '',
      emailOptIn: false,
      userShopFor: '',
      shippingAddress: null,
      shipToRegistry: false,
      shippingMethod: 'standard',
      pickupInfo: null,
      addresses: null,
      addressesOf: null,
      registry: null,
      sortProperties: DEFAULT_SORT,
      giftCards: [],
      rewardsApplied: 0,
      payment: null,
    };
    s.data.checkout = o;
  }
  // A signed-in profile's saved addresses, copied once per profile (edits stay in this session).
  if (s.profile.loginStatus === 'loggedIn' && o.addressesOf !== s.profile.id) {
    const account = ACCOUNTS.find((a) => a.id === s.profile.id);
    o.addresses = (account?.addresses ?? []).map((a) => ({ ...a, attention: '' }));
    o.addressesOf = s.profile.id;
  } else if (s.profile.loginStatus !== 'loggedIn') {
    o.addresses = null;
    o.addressesOf = null;
  }
  return o;
}

/** The registry a cart's gift items belong to (the test controls set it). */
export function setRegistry(s: Session, registry: RegistryInfo | null): void {
  orderOf(s).registry = registry;
  if (!registry) orderOf(s).shipToRegistry = false;
}
