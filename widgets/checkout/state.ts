/**
 * The checkout's state in one place: the order from the server, the sections' forms (contact and delivery, store
 * pickup info, registry from-name, promo code), the wallet (gift cards, rewards, express), the payment slice, the
 * order instructions and the submit. Actions are domain events; views only render the state and dispatch.
 */
import { EMPTY_ADDRESS, type AddressFields } from '../../src/validation/address';
import type { GiftCardField } from './giftCards';
import type { Order } from './order';
import { initialPaymentState, type PaymentAction, type PaymentState, type PlacedOrder, type SubmitOutcome } from './paymentState';
import type { Errors, Outcome } from './types';

export type { Errors, Outcome } from './types';

/** Where a delivery address comes from: a saved one, the form, or the registry's address. */
export type AddressMode = 'saved' | 'new' | 'registry';

export interface PickupFields {
  firstName: string;
  lastName: string;
  /** Digits only. */
  phoneNumber: string;
}

export type Busy = null | 'delivery' | 'pickup' | 'promo' | 'revoke' | 'method';

export interface CheckoutState {
  phase: 'loading' | 'ready' | 'failed';
  loadError: string | null;
  order: Order | null;
  /** The contact and delivery section is open (else collapsed into its summary). */
  contactOpen: boolean;
  email: string;
  emailOptIn: boolean;
  mode: AddressMode;
  /** The saved address chosen (mode 'saved'). */
  savedId: string | null;
  /** The saved address being edited in the form (mode 'new'), null for a new one. */
  editId: string | null;
  makeDefault: boolean;
  address: AddressFields;
  errors: Errors;
  /** A message about the whole section (server general message, network failure). */
  notice: string | null;
  /** The server's "did you mean" address, offered before saving. */
  hint: AddressFields | null;
  /** The shopper accepted or declined a hint: the next submit says so (avsStatus). */
  avsStatus: 'NOT_VALIDATED' | 'ACCEPTED' | 'USER_OVERRIDE';
  busy: Busy;
  pickupOpen: boolean;
  pickup: PickupFields;
  pickupErrors: Errors;
  pickupNotice: string | null;
  giftFrom: string;
  anonymous: boolean;
  giftFromError: string | null;
  promo: string;
  promoError: string | null;
  /** The shipping method being applied, and why the last change failed. */
  methodPending: string | null;
  methodError: string | null;
  /** The order summary is expanded (it collapses on phones). */
  summaryOpen: boolean;
  /** Counts submits that left fields to fix: the view moves focus to the first (and scrolls there). */
  fixes: number;
  /** Part 2: gift cards, rewards and express payments (never in the draft). */
  wallet: WalletState;
  /**
   * The shopper set the order's wallet payment aside ("Use a different payment method"). The contract has no
   * call that removes an express payment, so the view leaves it out of the order until apply billing replaces
   * it at submit, or a new express payment is approved. Kept in the draft: a reload does not bring it back.
   */
  walletDropped: boolean;
  /** The payment slice (card data lives here, in memory only: never in the draft). */
  payment: PaymentState;
  /** The order instructions, sent with the order (kept in the draft). */
  instructions: string;
  /** The idempotency key of this order: every try of it sends the same one. */
  submitKey: string | null;
  /** The signed-in profile (the card's or account's ownerId), as the page knew it when the order was read. */
  profileId: string | null;
  /** The delivery form as the server last had it: what the shopper changed since, Submit Order does not send. */
  contactSaved: ContactFields | null;
  /** Submit Order found a section open with changes: it names it, and focus goes there (`n` counts the asks). */
  saveFirst: { section: 'contact' | 'pickup'; n: number } | null;
  /**
   * Shipping method and promo presses made while another section's call ran, the newest of each kind: they run
   * one after the other once that call answers.
   */
  later: QueuedAction[];
  /** What the page's marker gives the order: provider and site numbers, the custom order dropdown (checkout spec section 7). */
  orderFields: OrderFields;
  /** The custom order dropdown's choice ('' when none). */
  customOrder: string;
}

export interface OrderFields {
  providerNumber: string;
  siteNumber: string;
  options: { label: string; options: string[] } | null;
}

/** The contact and delivery fields Submit Order compares with what the server holds. */
export type ContactFields = Pick<CheckoutState, 'email' | 'emailOptIn' | 'mode' | 'savedId' | 'editId' | 'makeDefault' | 'address'>;

/** The presses that wait for the section call on its way. */
export type QueuedAction = { type: 'methodChosen'; id: string } | { type: 'promoSubmitted' } | { type: 'promoRevoked'; code: string };

/** The gift card entry, the gift card, rewards and express calls on their way, and their messages. */
export interface WalletState {
  gcNumber: string;
  gcAuthNumber: string;
  gcErrors: Errors;
  /** A message about the gift card section as a whole (server general message, network failure). */
  gcNotice: string | null;
  busy: null | 'giftCard' | 'savedGiftCard' | 'removeGiftCard' | 'rewards' | 'express';
  /** The saved gift card (repositoryId) or applied card (number) being changed. */
  target: string | null;
  rewardsError: string | null;
  /** The payment solution error message of a failed express payment. */
  expressError: string | null;
  /**
   * What the express wallet's last call brought (the step's walletCall): undefined while it is on its way,
   * the payPalToken or merchantSession it was for, true for an OK status (a payment), null once it failed or the
   * shopper cancelled. The wallet's callbacks wait on it.
   */
  reply?: unknown;
}

export const initialWallet: WalletState = { gcNumber: '', gcAuthNumber: '', gcErrors: {}, gcNotice: null, busy: null, target: null, rewardsError: null, expressError: null };

/** What survives a reload (sessionStorage): the forms as typed. Never any card data. */
export type Draft = Pick<
  CheckoutState,
  | 'contactOpen'
  | 'email'
  | 'emailOptIn'
  | 'mode'
  | 'savedId'
  | 'editId'
  | 'makeDefault'
  | 'address'
  | 'pickupOpen'
  | 'pickup'
  | 'giftFrom'
  | 'anonymous'
  | 'promo'
  | 'walletDropped'
  | 'instructions'
  | 'submitKey'
  | 'customOrder'
> & { payment?: PaymentDraft };

/**
 * What the payment slice keeps over a reload: the choices, the billing address, and of the card only the name on it
 * and its expiry (without the number they identify no card). Never the card number or the CVV.
 */
export type PaymentDraft = Pick<PaymentState, 'option' | 'company' | 'po' | 'useDelivery' | 'billing'> & { holder: string; expiry: string };

export type CheckoutAction =
  | { type: 'loaded'; order: Order; draft?: Partial<Draft> | null; key?: string; profileId?: string | null }
  | { type: 'loadFailed'; message: string }
  | { type: 'orderRefreshed'; order: Order }
  | { type: 'emailTyped'; value: string }
  | { type: 'optInToggled' }
  | { type: 'fieldTyped'; field: keyof AddressFields; value: string }
  | { type: 'suggestionChosen'; address: Partial<AddressFields> }
  | { type: 'modeChosen'; mode: AddressMode }
  | { type: 'savedChosen'; id: string }
  | { type: 'addressEditStarted'; id: string | null }
  | { type: 'makeDefaultToggled' }
  | { type: 'contactEdited' }
  | { type: 'giftFromNeeded' }
  | { type: 'submitRefused'; fieldErrors: Errors }
  | { type: 'deliverySubmitted' }
  | { type: 'deliveryAnswered'; result: Outcome }
  | { type: 'hintAccepted' }
  | { type: 'hintDeclined' }
  | { type: 'pickupTyped'; field: keyof PickupFields; value: string }
  | { type: 'pickupEdited' }
  | { type: 'pickupSubmitted' }
  | { type: 'pickupAnswered'; result: Outcome }
  | { type: 'giftFromTyped'; value: string }
  | { type: 'anonymousToggled' }
  | { type: 'promoTyped'; value: string }
  | { type: 'promoSubmitted' }
  | { type: 'promoRevoked'; code: string }
  | { type: 'promoAnswered'; result: Outcome }
  | { type: 'methodChosen'; id: string }
  | { type: 'methodAnswered'; result: Outcome }
  | { type: 'summaryToggled' }
  | { type: 'walletDropped' }
  | { type: 'instructionsTyped'; value: string }
  | { type: 'customOrderChosen'; value: string }
  | WalletAction
  | PaymentAction;

/**
 * A submit's result as the checkout model hears it: on success, the confirmation page to go to (null: shown in
 * place); on a refusal or failure, the order as apply billing's answer left it, when it carried one.
 */
export type SubmitAnswer = ((SubmitOutcome & { kind: 'formError' | 'failed' }) & { order?: Order | null }) | { kind: 'ok'; url: string | null; order: PlacedOrder };

/**
 * Submit Order pressed (`now` for the card's expiry), and what the submit's calls came to. A PayPal approval is
 * the shopper's press too.
 */
export type SubmitAction = { type: 'submitClicked'; now: Date } | { type: 'orderAnswered'; result: SubmitAnswer };

/** Gift card, rewards and express payment events. */
export type WalletAction =
  | { type: 'gcTyped'; field: GiftCardField; value: string }
  | { type: 'gcSubmitted' }
  | { type: 'gcSavedToggled'; id: string }
  | { type: 'gcRemoved'; number: string }
  | { type: 'rewardsToggled' }
  | { type: 'expressStarted' }
  | { type: 'expressFailed'; message: string }
  | { type: 'walletAnswered'; result: Outcome };

export const initialCheckoutState: CheckoutState = {
  phase: 'loading',
  loadError: null,
  order: null,
  contactOpen: true,
  email: '',
  emailOptIn: false,
  mode: 'new',
  savedId: null,
  editId: null,
  makeDefault: false,
  address: EMPTY_ADDRESS,
  errors: {},
  notice: null,
  hint: null,
  avsStatus: 'NOT_VALIDATED',
  busy: null,
  pickupOpen: false,
  pickup: { firstName: '', lastName: '', phoneNumber: '' },
  pickupErrors: {},
  pickupNotice: null,
  giftFrom: '',
  anonymous: false,
  giftFromError: null,
  promo: '',
  promoError: null,
  methodPending: null,
  methodError: null,
  summaryOpen: false,
  fixes: 0,
  wallet: initialWallet,
  walletDropped: false,
  payment: initialPaymentState,
  instructions: '',
  submitKey: null,
  profileId: null,
  contactSaved: null,
  saveFirst: null,
  later: [],
  orderFields: { providerNumber: '', siteNumber: '', options: null },
  customOrder: '',
};

/** The order instructions' limit. */
export const INSTRUCTIONS_MAX = 250;
