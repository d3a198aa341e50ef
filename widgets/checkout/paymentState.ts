/**
 * The payment slice's state (checkout spec sections 3-5, 8): the payment option, the card, the saved card, pay on
 * account, the billing address, their errors (card errors kept apart from address errors), and the rules read
 * from the order: the options offered, the payment-section-complete flag, the rules run on submit.
 *
 * Card data lives only in this slice, in memory: the draft never sees it, nothing here is written to storage,
 * and after a submit refused for a payment reason the CVV is cleared.
 */
import { array, boolean, nullable, optional, string, type } from 'superstruct';
import { safeValidate } from '../../src/validation/struct';
import { ADDRESS_LIMITS, checkAddress, EMPTY_ADDRESS, type AddressFields } from '../../src/validation/address';
import { phoneDigitsFor } from '../../src/validation/phone';
import { cardTypeOf, checkCardHolder, checkCardNumber, checkCvv, checkExpiry, checkPoNumber, savedCardExpired, type CardType } from '../../src/validation/card';
import { noExtraPaymentRequired } from './giftCards';
import type { Order } from './order';
import { orderTotals } from './orderTotals';
import type { Errors } from './types';

export type PaymentOption = 'newCreditCard' | 'existingCreditCard' | 'onAccount' | 'onAccountCard' | 'paypalOption';

export interface SavedCard {
  id: string;
  type: CardType;
  lastFour: string;
  month: number;
  year: number;
  name: string;
  isDefault: boolean;
  /** Past its notify date (the expiry month's end shifted by 2 days): shown, not selectable. */
  expired: boolean;
}

/** What the payment section reads of the checkout response (order.raw). */
export interface PaymentInfo {
  savedCards: SavedCard[];
  /** Pay on account, for institutional profiles that may use it. */
  account: { companyName: string; accountNumber: string; ownerId: string } | null;
  /** PayPal is not offered when the order needs a shipping quote (storefront spec section 8) or is over its 8000 limit. */
  paypal: boolean;
  /** The store's saveNewCreditCard: a new card is saved to the profile unless the shopper unticks it. */
  saveNewCreditCard: boolean;
}

export interface CardFields {
  number: string;
  cvv: string;
  /** MM/YY as typed. */
  expiry: string;
  name: string;
  save: boolean;
  /** saveAsDefault (spec section 3, credit card form): the card saved is the profile's default. */
  makeDefault: boolean;
}

export interface PaymentState {
  option: PaymentOption;
  card: CardFields;
  savedCardId: string | null;
  company: string;
  po: string;
  /** The delivery address is the billing address. */
  useDelivery: boolean;
  billing: AddressFields;
  /** number, cvv, expiry, name, savedCardId. */
  cardErrors: Errors;
  /** The billing address fields, never mixed with the card's. */
  billingErrors: Errors;
  /** companyName, poNumber. */
  accountErrors: Errors;
  /** A submit failure tied to a payment field (checkout spec section 8). */
  paymentError: boolean;
  /** The server's refusal of the payment method itself (propertyPath paymentMethod), shown on the options. */
  optionError: string | null;
  submitting: boolean;
  /** The server's submit-error message (HTML allowed: sanitized where shown), or ours for a failure. */
  submitError: string | null;
  /** Counts submits refused for fields: the view focuses the first invalid one. */
  fixes: number;
  /** The order placed, when its confirmation is shown here (the answer's confirmation address was not followed). */
  placed: PlacedOrder | null;
  /** The order had a delivery address when last loaded (the first one turns "use it as billing" on). */
  hadDelivery: boolean;
}

export type PaymentAction =
  | { type: 'paymentLoaded'; info: PaymentInfo; hasDelivery: boolean }
  | { type: 'optionChosen'; option: PaymentOption }
  | { type: 'cardTyped'; field: 'number' | 'cvv' | 'expiry' | 'name'; value: string }
  | { type: 'saveCardToggled'; flag?: 'makeDefault' }
  | { type: 'savedCardChosen'; id: string }
  | { type: 'accountTyped'; field: 'company' | 'po'; value: string }
  | { type: 'useDeliveryToggled' }
  | { type: 'billingTyped'; field: keyof AddressFields; value: string }
  | { type: 'billingSuggestion'; address: Partial<AddressFields> }
  | { type: 'submitStarted'; order: Order; now: Date }
  | { type: 'submitAnswered'; outcome: SubmitOutcome };

/** A placed order as the submit answer describes it (email, total and items only when the answer has them). */
export interface PlacedOrder {
  orderId: string;
  email: string;
  total: number | string | null;
  items: { name: string; quantity: number }[];
}

/**
 * What a submit came to (the API reduces the answers of apply billing and submit order to this). `placed`:
 * the order is placed and its confirmation is shown in place of the checkout.
 */
export type SubmitOutcome = { kind: 'ok' } | { kind: 'placed'; order: PlacedOrder } | { kind: 'formError'; fieldErrors: Errors; messages: string[] } | { kind: 'failed'; message: string };

export const EMPTY_CARD: CardFields = { number: '', cvv: '', expiry: '', name: '', save: false, makeDefault: false };

export const initialPaymentState: PaymentState = {
  option: 'newCreditCard',
  card: EMPTY_CARD,
  savedCardId: null,
  company: '',
  po: '',
  useDelivery: false,
  billing: EMPTY_ADDRESS,
  cardErrors: {},
  billingErrors: {},
  accountErrors: {},
  paymentError: false,
  optionError: null,
  submitting: false,
  submitError: null,
  fixes: 0,
  hadDelivery: false,
  placed: null,
};

const S = optional(nullable(string()));
const RawPayment = type({
  savedCreditCards: optional(
    nullable(array(type({ id: string(), creditCardType: S, lastFour: S, expirationMonth: S, expirationYear: S, cardHolderName: S, isDefault: optional(nullable(boolean())) }))),
  ),
  payOnAccount: optional(nullable(type({ companyName: S, accountNumber: S, ownerId: S }))),
});

/** PayPal's amount limit (storefront spec section 9). */
export const PAYPAL_MAX = 8000;

const TYPES: readonly CardType[] = ['Visa', 'Mastercard', 'AmericanExpress', 'Discover'];

/** Reads the payment fields of a checkout response (lenient: anything unreadable is left out). */
export function paymentInfoOf(o: Order, now: Date = new Date()): PaymentInfo {
  const [err, r] = safeValidate(o.raw, RawPayment);
  const cards = err ? [] : (r.savedCreditCards ?? []);
  const acc = err ? null : r.payOnAccount;
  return {
    savedCards: cards
      .filter((c) => TYPES.includes(c.creditCardType as CardType) && /^\d{4}$/.test(c.lastFour ?? ''))
      .map((c) => {
        const month = Number(c.expirationMonth);
        const year = Number(c.expirationYear);
        return {
          id: c.id,
          type: c.creditCardType as CardType,
          lastFour: c.lastFour!,
          month,
          year,
          name: c.cardHolderName ?? '',
          isDefault: !!c.isDefault,
          expired: savedCardExpired(month, year, now),
        };
      }),
    account: acc ? { companyName: acc.companyName ?? '', accountNumber: acc.accountNumber ?? '', ownerId: acc.ownerId ?? '' } : null,
    paypal: o.summary.shipping !== 'quote to follow' && orderTotals(o).due <= PAYPAL_MAX,
    saveNewCreditCard: o.signedIn && o.raw.saveNewCreditCard === true,
  };
}

/** The options this order and shopper may use, in the order they are shown. */
export function paymentOptions(info: PaymentInfo): PaymentOption[] {
  const out: PaymentOption[] = [];
  if (info.savedCards.some((c) => !c.expired)) out.push('existingCreditCard');
  out.push('newCreditCard');
  if (info.account) out.push('onAccount', 'onAccountCard');
  if (info.paypal) out.push('paypalOption');
  return out;
}

/**
 * The wallet payment the order carries after an express payment and the refresh of the checkout details
 * (PayPal in checkout or express, the phone-maker's or the browser's pay service), or null: its method as
 * submit order sends it, and its provider's name as shown.
 */
export function walletPaymentOf(o: Order): { method: 'paypalOption' | 'express'; label: string } | null {
  const method = (o.raw.paymentsInfo as { mainPaymentType?: unknown } | undefined)?.mainPaymentType;
  const provider = (o.raw.mainPaymentGroup as { paymentProvider?: unknown } | undefined)?.paymentProvider;
  if ((method !== 'paypalOption' && method !== 'express') || typeof provider !== 'string' || !provider) return null;
  return { method, label: provider === 'ApplePay' ? 'Apple Pay' : provider === 'GooglePay' ? 'Google Pay' : provider };
}

/** The order as shown once the shopper set its wallet payment aside: without it (no contract call removes it). */
export const withoutWallet = (o: Order): Order => ({ ...o, raw: { ...o.raw, paymentsInfo: null, mainPaymentGroup: null } });

/** The order needs no card, account or billing fields: nothing is left to pay, or a wallet has paid. */
export const paymentCovered = (o: Order): boolean => noExtraPaymentRequired(o) || !!walletPaymentOf(o);

/** The delivery address that may serve as billing (not a registry owner's). */
export const billableDelivery = (o: Order): Order['shippingAddress'] => (o.shipToRegistry ? null : o.shippingAddress);

/** Billing keeps the first 10 phone digits for US/CA and 15 otherwise (checkout spec section 5). */
export const billingPhone = (digits: string, country: string): string => digits.replace(/\D+/g, '').slice(0, phoneDigitsFor(country));

export const usesCard = (o: PaymentOption): boolean => o === 'newCreditCard' || o === 'onAccountCard';
export const usesAccount = (o: PaymentOption): boolean => o === 'onAccount' || o === 'onAccountCard';

const BILLING_REQUIRED: readonly (keyof AddressFields)[] = ['country', 'firstName', 'lastName', 'address1', 'city', 'state', 'postalCode', 'phoneNumber'];
const filled = (v: string): boolean => v.trim() !== '';

/**
 * The payment-section-complete flag (checkout spec section 4). Set when no extra payment is required (the
 * server says so, or gift cards and rewards bring the total to zero), or a wallet has paid; or when
 * the chosen method's required fields are filled (the card's number, CVV, expiry and name; a saved card and its
 * CVV; pay on account's company and PO number; both for onAccountCard) and the billing address is there, as
 * its filled required fields or as the delivery address used as billing. The spec lists "the delivery address
 * is used as billing" as its own case: we read it as standing in for the billing fields, not for the card
 * (a card-less order with Submit enabled would only fail). "Filled" is the flag; the rules run on submit.
 */
export function paymentComplete(p: PaymentState, o: Order): boolean {
  if (paymentCovered(o)) return true;
  if (p.option === 'paypalOption') return false;
  const billing = (p.useDelivery && !!billableDelivery(o)) || BILLING_REQUIRED.every((k) => filled(p.billing[k]));
  const c = p.card;
  const card = p.option === 'existingCreditCard' ? !!p.savedCardId && filled(c.cvv) : !usesCard(p.option) || [c.number, c.cvv, c.expiry, c.name].every(filled);
  const account = !usesAccount(p.option) || (filled(p.company) && filled(p.po));
  return billing && card && account;
}

/** The chosen saved card. */
export const savedCard = (info: PaymentInfo, id: string | null): SavedCard | undefined => info.savedCards.find((c) => c.id === id && !c.expired);

/** The rules of the chosen method, run on submit: card errors, account errors and billing errors apart. */
export function paymentErrors(p: PaymentState, o: Order, now: Date): { card: Errors; account: Errors; billing: Errors } {
  const info = paymentInfoOf(o, now);
  const card: Errors = {};
  const account: Errors = {};
  const set = (e: Errors, k: string, v: string | null) => {
    if (v) e[k] = v;
  };
  if (p.option === 'existingCreditCard') {
    const saved = savedCard(info, p.savedCardId);
    if (!saved) card.savedCardId = 'missing';
    set(card, 'cvv', checkCvv(p.card.cvv, saved?.type ?? null));
  } else if (usesCard(p.option)) {
    const t = cardTypeOf(p.card.number);
    set(card, 'number', checkCardNumber(p.card.number));
    set(card, 'cvv', checkCvv(p.card.cvv, t));
    set(card, 'expiry', checkExpiry(p.card.expiry, now));
    set(card, 'name', checkCardHolder(p.card.name));
  }
  if (usesAccount(p.option)) {
    set(account, 'companyName', filled(p.company) ? (p.company.length > ADDRESS_LIMITS.companyName ? 'invalid' : null) : 'missing');
    set(account, 'poNumber', checkPoNumber(p.po));
  }
  const billing: Errors = p.useDelivery && billableDelivery(o) ? {} : (checkAddress(p.billing, { delivery: false }) as Errors);
  delete billing.attention;
  return { card, account, billing };
}

/** Where a server field error belongs: the card, pay on account, the billing address, or elsewhere (null). */
export function errorGroup(path: string): { group: 'card' | 'account' | 'billing' | 'option'; field: string } | null {
  const field = path.split('.').pop() ?? '';
  if (/billing/i.test(path)) return { group: 'billing', field };
  if (field === 'paymentMethod') return { group: 'option', field };
  const card: Record<string, string> = {
    creditCardNumber: 'number',
    cardVerificationNumber: 'cvv',
    cvv: 'cvv',
    expirationDate: 'expiry',
    expirationMonth: 'expiry',
    expirationYear: 'expiry',
    cardHolderName: 'name',
    creditCardType: 'number',
    savedCardId: 'savedCardId',
    repositoryId: 'savedCardId',
  };
  if (card[field]) return { group: 'card', field: card[field] };
  if (field === 'poNumber' || field === 'companyName' || field === 'accountNumber') return { group: 'account', field: field === 'accountNumber' ? 'poNumber' : field };
  return null;
}
