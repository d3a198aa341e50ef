/**
 * The checkout as one pure reducer: the order from the server, the sections' forms (contact and delivery,
 * store pickup info, registry from-name, promo code), their errors and what is on its way. Actions are
 * domain events; components only render the state and dispatch. Part 2 adds its payment slice beside these.
 *
 * Nothing the shopper typed is dropped by a server answer: an error, a timeout or a "did you mean" keeps
 * the form as it was. Only `draftOf` decides what survives a reload (never a card number or CVV).
 */
import { refusalText } from '../../src/api';
import { checkAddress, checkGiftFrom, checkPickup, EMPTY_ADDRESS, ADDRESS_LIMITS, type AddressFields } from '../../src/validation/address';
import { checkEmail } from '../../src/validation/email';
import { phoneDigits, phoneDigitsFor } from '../../src/validation/phone';
import { looksLikeCardNumber } from '../../src/stores/storage';
import { cleanGiftCardField, giftCardErrors, type GiftCardField } from './giftCards';
import { needsAddress, pickupInfoNeeded, type Order } from './order';
import type { DeliveryPayload, Errors, Outcome } from './types';

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
}

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
   * What the express wallet's last call brought (checkoutStep's walletCall): undefined while it is on its way,
   * the payPalToken or merchantSession it was for, true for an OK status (a payment), null once it failed or the
   * shopper cancelled. The wallet's callbacks wait on it.
   */
  reply?: unknown;
}

export const initialWallet: WalletState = { gcNumber: '', gcAuthNumber: '', gcErrors: {}, gcNotice: null, busy: null, target: null, rewardsError: null, expressError: null };

/** What survives a reload (sessionStorage): the forms as typed. Never any card data. */
export type Draft = Pick<
  CheckoutState,
  'contactOpen' | 'email' | 'emailOptIn' | 'mode' | 'savedId' | 'editId' | 'makeDefault' | 'address' | 'pickupOpen' | 'pickup' | 'giftFrom' | 'anonymous' | 'promo' | 'walletDropped'
>;

export type CheckoutAction =
  | { type: 'loaded'; order: Order; draft?: Partial<Draft> | null }
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
  | WalletAction;

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

export const PROMO_MAX = 40;

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
};

/** The promo code box keeps letters and digits only, at most 40 (storefront spec section 5). */
export const cleanPromo = (v: string): string => v.replace(/[^A-Za-z0-9]+/g, '').slice(0, PROMO_MAX);

const LIMITS: Partial<Record<keyof AddressFields, number>> = ADDRESS_LIMITS;

/** The value a field keeps after any input: the phone as digits (country's maximum), others within their limit. */
export function cleanField(field: keyof AddressFields, value: string, country: string): string {
  if (field === 'phoneNumber') return phoneDigits(value, country);
  const max = LIMITS[field];
  return max ? value.slice(0, max) : value;
}

/** The contact and delivery section is complete when the server's first step (shippingAddress) is ready for submit. */
export const contactComplete = (o: Order): boolean => o.steps.shippingAddress;

/**
 * The from-name panel shows to a registry or list buyer (checkout spec section 6): when the registry's address
 * is the delivery address (a gift to the list owner), and whenever the cart clears a list (clear-the-list).
 */
export const showsGiftFrom = (s: CheckoutState): boolean => !!s.order && (s.order.clearList || (!!s.order.registry && (s.contactOpen ? s.mode === 'registry' : !!s.order.shipToRegistry)));

/**
 * Submit Order's field errors split between the contact and delivery section (email, the delivery address, the
 * from-name) and the rest (payment). A bare companyName is pay on account's; a delivery one names its form.
 */
export function splitSubmitErrors(fieldErrors: Errors): { delivery: Errors; rest: Errors } {
  const delivery: Errors = {};
  const rest: Errors = {};
  for (const [path, msg] of Object.entries(fieldErrors)) {
    const f = path.split('.').pop() ?? '';
    const field = f === 'giftItemFrom' ? 'giftFrom' : f;
    const isDelivery = !/billing/i.test(path) && (field === 'email' || field === 'giftFrom' || (field in EMPTY_ADDRESS && (field !== 'companyName' || path.includes('.'))));
    if (!isDelivery) rest[path] = msg;
    else delivery[field] = delivery[field] ? `${delivery[field]} ${msg}` : msg;
  }
  return { delivery, rest };
}

/** A gift buyer still owes the from-name (neither given nor anonymous): the order is not sent without it. */
export const giftFromMissing = (s: CheckoutState): boolean => showsGiftFrom(s) && !s.anonymous && !!checkGiftFrom(s.giftFrom);

function fromOrder(state: CheckoutState, o: Order): CheckoutState {
  const saved = o.savedAddresses;
  const current = o.shippingAddress;
  const savedId = current?.id && saved.some((a) => a.id === current.id) ? current.id : (saved.find((a) => a.isDefault) ?? saved[0])?.id ?? null;
  const mode: AddressMode = o.shipToRegistry ? 'registry' : saved.length && savedId ? 'saved' : 'new';
  return {
    ...state,
    email: o.email || state.email,
    emailOptIn: o.emailOptIn || state.emailOptIn,
    mode,
    savedId,
    address: current && mode === 'new' ? { ...EMPTY_ADDRESS, ...stripId(current) } : state.address,
    pickup: o.pickupInfo ? { ...o.pickupInfo, phoneNumber: phoneDigits(o.pickupInfo.phoneNumber, 'US') } : state.pickup,
  };
}

const stripId = (a: AddressFields & { id?: string }): AddressFields => {
  const { id: _id, ...rest } = a as AddressFields & { id?: string; isDefault?: boolean };
  delete (rest as { isDefault?: boolean }).isDefault;
  return rest;
};

/** The fields to fix of a delivery submit (our rules; the server checks again). */
export function deliveryErrors(s: CheckoutState): Errors {
  const e: Errors = {};
  const o = s.order;
  if (o && !o.signedIn) {
    const em = checkEmail(s.email);
    if (em) e.email = em;
  }
  if (o && needsAddress(o) && s.mode === 'new') Object.assign(e, checkAddress(s.address));
  if (o && needsAddress(o) && s.mode === 'saved' && !s.savedId) e.savedId = 'missing';
  if (showsGiftFrom(s) && !s.anonymous) {
    const g = checkGiftFrom(s.giftFrom);
    if (g) e.giftFrom = g;
  }
  return e;
}

export const hasKeys = (e: object): boolean => Object.keys(e).length > 0;

function answered(state: CheckoutState, outcome: Outcome, apply: (s: CheckoutState, o: Order | null) => CheckoutState): CheckoutState {
  switch (outcome.kind) {
    case 'ok':
      return apply({ ...state, busy: null, order: outcome.order ?? state.order }, outcome.order);
    case 'formError':
      return { ...state, busy: null, fixes: state.fixes + (hasKeys(outcome.fieldErrors) ? 1 : 0), ...(state.busy === 'pickup' ? { pickupErrors: outcome.fieldErrors, pickupNotice: outcome.messages.join(' ') || null } : state.busy === 'promo' || state.busy === 'revoke' ? { promoError: [...Object.values(outcome.fieldErrors), ...outcome.messages].join(' ') || null } : { errors: outcome.fieldErrors, notice: outcome.messages.join(' ') || null }) };
    case 'hint':
      return { ...state, busy: null, hint: outcome.address };
    case 'failed':
      return { ...state, busy: null, ...(state.busy === 'pickup' ? { pickupNotice: outcome.message } : state.busy === 'promo' || state.busy === 'revoke' ? { promoError: outcome.message } : { notice: outcome.message }) };
  }
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'loaded': {
      const o = action.order;
      let s: CheckoutState = fromOrder({ ...state, phase: 'ready', loadError: null, order: o }, o);
      s = { ...s, contactOpen: !contactComplete(o), pickupOpen: pickupInfoNeeded(o) };
      const d = action.draft;
      if (d) {
        // What the shopper typed before the reload wins over the server's prefill.
        s = {
          ...s,
          email: o.signedIn ? s.email : d.email ?? s.email,
          emailOptIn: d.emailOptIn ?? s.emailOptIn,
          giftFrom: d.giftFrom ?? s.giftFrom,
          anonymous: d.anonymous ?? s.anonymous,
          promo: d.promo !== undefined ? cleanPromo(d.promo) : s.promo,
          walletDropped: !!d.walletDropped,
        };
        if (d.contactOpen) {
          s = { ...s, contactOpen: true, mode: d.mode === 'registry' && !o.registry ? 'new' : d.mode === 'saved' && !o.savedAddresses.length ? 'new' : d.mode ?? s.mode, savedId: d.savedId ?? s.savedId, editId: d.editId ?? null, makeDefault: !!d.makeDefault, address: d.address ? { ...EMPTY_ADDRESS, ...d.address } : s.address };
        }
        if (d.pickupOpen && d.pickup) s = { ...s, pickupOpen: pickupInfoNeeded(o) || s.pickupOpen || d.pickupOpen, pickup: d.pickup };
      }
      // A gift buyer whose delivery is done still gives the from-name there: the section stays open for it.
      if (giftFromMissing(s)) s = { ...s, contactOpen: true };
      return s;
    }
    case 'loadFailed':
      return { ...state, phase: 'failed', loadError: action.message };
    case 'orderRefreshed':
      return { ...state, order: action.order, pickupOpen: state.pickupOpen || pickupInfoNeeded(action.order) };
    case 'emailTyped':
      return { ...state, email: action.value.slice(0, ADDRESS_LIMITS.email), errors: omit(state.errors, 'email') };
    case 'optInToggled':
      return { ...state, emailOptIn: !state.emailOptIn };
    case 'fieldTyped': {
      const { field } = action;
      if (field === 'country') {
        // A new country: the state list and the phone and postal patterns change with it.
        const country = action.value;
        if (country === state.address.country) return state;
        return { ...state, address: { ...state.address, country, state: '', phoneNumber: state.address.phoneNumber.slice(0, phoneDigitsFor(country)) }, errors: omit(state.errors, 'country', 'state', 'postalCode', 'phoneNumber'), hint: null, avsStatus: 'NOT_VALIDATED' };
      }
      const value = cleanField(field, action.value, state.address.country);
      if (value === state.address[field]) return state;
      return { ...state, address: { ...state.address, [field]: value }, errors: omit(state.errors, field), hint: null, avsStatus: 'NOT_VALIDATED' };
    }
    case 'suggestionChosen': {
      const a = { ...state.address };
      for (const k of ['address1', 'city', 'state', 'postalCode'] as const) if (action.address[k] !== undefined) a[k] = cleanField(k, action.address[k]!, a.country);
      // The suggestion's apartment or suite (SubBuilding) fills address 2; one without keeps what was typed there.
      if (action.address.address2) a.address2 = cleanField('address2', action.address.address2, a.country);
      return { ...state, address: a, errors: omit(state.errors, 'address1', 'address2', 'city', 'state', 'postalCode'), hint: null };
    }
    case 'modeChosen':
      return { ...state, mode: action.mode, errors: {}, notice: null, hint: null, editId: action.mode === 'new' ? state.editId : null };
    case 'savedChosen':
      return { ...state, mode: 'saved', savedId: action.id, errors: omit(state.errors, 'savedId'), notice: null };
    case 'addressEditStarted': {
      const saved = action.id ? state.order?.savedAddresses.find((a) => a.id === action.id) : undefined;
      return { ...state, mode: 'new', editId: saved ? saved.id : null, makeDefault: saved?.isDefault ?? false, address: saved ? { ...EMPTY_ADDRESS, ...stripId(saved) } : { ...EMPTY_ADDRESS }, errors: {}, notice: null, hint: null, avsStatus: 'NOT_VALIDATED' };
    }
    case 'makeDefaultToggled':
      return { ...state, makeDefault: !state.makeDefault };
    case 'contactEdited':
      return { ...state, contactOpen: true, notice: null };
    case 'submitRefused': {
      // Submit Order refused contact or delivery fields: the section opens with each on its field (focus goes to
      // the first); a field the section does not show now (a saved address's, a signed-in email) is its notice.
      const o = state.order;
      if (!o || !hasKeys(action.fieldErrors)) return state;
      const shown: Errors = {};
      const other: string[] = [];
      for (const [f, msg] of Object.entries(action.fieldErrors)) {
        const visible = f === 'email' ? !o.signedIn : f === 'giftFrom' ? showsGiftFrom(state) && !state.anonymous : needsAddress(o) && state.mode === 'new';
        if (visible) shown[f] = msg;
        else other.push(msg);
      }
      return { ...state, contactOpen: true, hint: null, errors: shown, notice: other.join(' ') || null, giftFromError: shown.giftFrom ?? null, fixes: state.fixes + (hasKeys(shown) ? 1 : 0) };
    }
    case 'giftFromNeeded': {
      // Submit Order without the from-name: the contact section opens on the panel, its error shown.
      const e = checkGiftFrom(state.giftFrom);
      return e && giftFromMissing(state) ? { ...state, contactOpen: true, errors: { ...state.errors, giftFrom: e }, giftFromError: e, fixes: state.fixes + 1 } : state;
    }
    case 'deliverySubmitted': {
      if (state.busy || !state.order) return state;
      const errors = deliveryErrors(state);
      if (hasKeys(errors)) return { ...state, errors, notice: null, hint: null, fixes: state.fixes + 1, giftFromError: errors.giftFrom ?? null };
      return { ...state, errors: {}, notice: null, giftFromError: null, busy: 'delivery' };
    }
    case 'deliveryAnswered':
      if (state.busy !== 'delivery') return state;
      return answered(state, action.result, (s, o) => (o ? { ...fromOrder(s, o), contactOpen: !contactComplete(o), pickupOpen: s.pickupOpen || pickupInfoNeeded(o), avsStatus: 'NOT_VALIDATED', hint: null, editId: null } : s));
    case 'hintAccepted':
      if (!state.hint) return state;
      return { ...state, address: { ...state.address, ...pick(state.hint) }, hint: null, avsStatus: 'ACCEPTED' };
    case 'hintDeclined':
      return state.hint ? { ...state, hint: null, avsStatus: 'USER_OVERRIDE' } : state;
    case 'pickupTyped': {
      const value = action.field === 'phoneNumber' ? phoneDigits(action.value, 'US') : action.value.slice(0, ADDRESS_LIMITS.pickupName);
      return { ...state, pickup: { ...state.pickup, [action.field]: value }, pickupErrors: omit(state.pickupErrors, action.field) };
    }
    case 'pickupEdited':
      return { ...state, pickupOpen: true, pickupNotice: null };
    case 'pickupSubmitted': {
      if (state.busy) return state;
      const e = checkPickup(state.pickup) as Errors;
      if (hasKeys(e)) return { ...state, pickupErrors: e, pickupNotice: null, fixes: state.fixes + 1 };
      return { ...state, pickupErrors: {}, pickupNotice: null, busy: 'pickup' };
    }
    case 'pickupAnswered':
      if (state.busy !== 'pickup') return state;
      return answered(state, action.result, (s, o) => ({ ...s, pickupOpen: o ? pickupInfoNeeded(o) : false }));
    case 'giftFromTyped':
      return { ...state, giftFrom: action.value.slice(0, ADDRESS_LIMITS.giftFrom), anonymous: false, giftFromError: null, errors: omit(state.errors, 'giftFrom') };
    case 'anonymousToggled':
      // Anonymous: the from-name is cleared (checkout spec section 4).
      return { ...state, anonymous: !state.anonymous, giftFrom: state.anonymous ? state.giftFrom : '', giftFromError: null, errors: omit(state.errors, 'giftFrom') };
    case 'promoTyped':
      return { ...state, promo: cleanPromo(action.value), promoError: null };
    case 'promoSubmitted':
      if (state.busy) return state;
      // No promo code is a card number: one typed here by mistake gets the invalid-code message and is never sent.
      if (!state.promo || looksLikeCardNumber(state.promo)) return { ...state, promoError: 'missing' };
      return { ...state, promoError: null, busy: 'promo' };
    case 'promoRevoked':
      return state.busy ? state : { ...state, promoError: null, busy: 'revoke' };
    case 'promoAnswered':
      if (state.busy !== 'promo' && state.busy !== 'revoke') return state;
      // A code that was applied leaves the box empty; a removal keeps whatever is typed there.
      return answered(state, action.result, (s) => (state.busy === 'promo' ? { ...s, promo: '' } : s));
    case 'methodChosen':
      if (state.busy || !state.order || action.id === state.order.shippingMethod) return state;
      return { ...state, busy: 'method', methodPending: action.id, methodError: null };
    case 'methodAnswered': {
      if (state.busy !== 'method') return state;
      const o = action.result;
      if (o.kind === 'ok') return { ...state, busy: null, methodPending: null, order: o.order ?? state.order };
      const message = o.kind === 'failed' ? o.message : o.kind === 'formError' ? refusalText(o) : '';
      return { ...state, busy: null, methodPending: null, methodError: message || null };
    }
    case 'summaryToggled':
      return { ...state, summaryOpen: !state.summaryOpen };
    case 'walletDropped':
      return { ...state, walletDropped: true };
    case 'gcTyped':
    case 'gcSubmitted':
    case 'gcSavedToggled':
    case 'gcRemoved':
    case 'rewardsToggled':
    case 'expressStarted':
    case 'expressFailed':
    case 'walletAnswered':
      return walletReducer(state, action);
  }
}

/** Part 2's transitions: one wallet call at a time; nothing typed in the gift card entry is lost on an error. */
function walletReducer(state: CheckoutState, action: WalletAction): CheckoutState {
  const w = state.wallet;
  const set = (patch: Partial<WalletState>, extra: Partial<CheckoutState> = {}): CheckoutState => ({ ...state, ...extra, wallet: { ...w, ...patch } });
  const start = (busy: WalletState['busy'], target: string | null = null) => (w.busy ? state : set({ busy, target, gcNotice: null, rewardsError: null, expressError: null }));
  switch (action.type) {
    case 'gcTyped':
      return set({ [action.field]: cleanGiftCardField(action.field, action.value), gcErrors: omit(w.gcErrors, action.field), gcNotice: null });
    case 'gcSubmitted': {
      if (w.busy) return state;
      const e = giftCardErrors(w.gcNumber, w.gcAuthNumber);
      if (hasKeys(e)) return set({ gcErrors: e, gcNotice: null }, { fixes: state.fixes + 1 });
      return set({ busy: 'giftCard', target: null, gcErrors: {}, gcNotice: null });
    }
    case 'gcSavedToggled':
      return start('savedGiftCard', action.id);
    case 'gcRemoved':
      return start('removeGiftCard', action.number);
    case 'rewardsToggled':
      return start('rewards');
    case 'expressStarted':
      return start('express');
    case 'expressFailed':
      return set({ busy: null, target: null, expressError: action.message, reply: null });
    case 'walletAnswered': {
      if (!w.busy) return state;
      const o = action.result;
      const done = { busy: null, target: null } as const;
      if (o.kind === 'ok') {
        const next = o.order ? checkoutReducer(state, { type: 'orderRefreshed', order: o.order }) : state;
        // A new express payment was approved and refreshed: it is the one shown, even after an earlier one was set aside.
        return { ...next, walletDropped: next.walletDropped && w.busy !== 'express', wallet: { ...w, ...done, ...(w.busy === 'giftCard' ? { gcNumber: '', gcAuthNumber: '', gcErrors: {} } : {}) } };
      }
      const general = o.kind === 'failed' ? o.message : o.kind === 'formError' ? o.messages.join(' ') : '';
      const all = o.kind === 'formError' ? refusalText(o) : general;
      if (w.busy === 'giftCard' && o.kind === 'formError') {
        const fields = Object.fromEntries(Object.entries(o.fieldErrors).filter(([k]) => k === 'gcNumber' || k === 'gcAuthNumber'));
        return set({ ...done, gcErrors: fields, gcNotice: general || (hasKeys(fields) ? null : all) || null }, { fixes: state.fixes + (hasKeys(fields) ? 1 : 0) });
      }
      if (w.busy === 'rewards') return set({ ...done, rewardsError: all || null });
      if (w.busy === 'express') return set({ ...done, expressError: all || null });
      return set({ ...done, gcNotice: all || null });
    }
  }
}

function omit(e: Errors, ...keys: string[]): Errors {
  if (!keys.some((k) => k in e)) return e;
  const out = { ...e };
  for (const k of keys) delete out[k];
  return out;
}

const pick = (a: AddressFields): Partial<AddressFields> => ({ address1: a.address1, address2: a.address2, city: a.city, state: a.state, postalCode: a.postalCode, country: a.country });

/** The draft of the forms kept for a reload. Card fields do not exist here, by construction. */
export function draftOf(s: CheckoutState): Draft {
  return {
    contactOpen: s.contactOpen,
    email: s.email,
    emailOptIn: s.emailOptIn,
    mode: s.mode,
    savedId: s.savedId,
    editId: s.editId,
    makeDefault: s.makeDefault,
    address: s.address,
    pickupOpen: s.pickupOpen,
    pickup: s.pickup,
    giftFrom: s.giftFrom,
    anonymous: s.anonymous,
    promo: s.promo,
    walletDropped: s.walletDropped,
  };
}

/** The call a delivery submit makes and its payload (pure, so it is tested with the transitions). */
export type DeliveryRequest = { kind: 'email'; payload: { email?: string; emailOptIn: boolean; userShopFor: string; isGuestCheckout: boolean } } | { kind: 'delivery'; payload: DeliveryPayload };

export function deliveryRequest(s: CheckoutState): DeliveryRequest {
  const o = s.order!;
  const contact = { ...(o.signedIn ? {} : { email: s.email.trim() }), emailOptIn: s.emailOptIn, userShopFor: o.userShopFor || 'all', isGuestCheckout: !o.signedIn };
  if (!needsAddress(o)) return { kind: 'email', payload: contact };
  if (s.mode === 'registry') return { kind: 'delivery', payload: { ...contact, useRegistryAddress: true } };
  if (s.mode === 'saved') return { kind: 'delivery', payload: { ...contact, isSelectAddress: true, addressId: s.savedId ?? undefined, active: s.makeDefault || undefined } };
  const a = s.address;
  const trimmed = Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v.trim()])) as unknown as AddressFields;
  return {
    kind: 'delivery',
    payload: {
      ...contact,
      address: trimmed,
      avsStatus: s.avsStatus,
      isNewAddress: !s.editId,
      addressId: s.editId ?? undefined,
      oldAddressId: s.editId ?? undefined,
      active: o.signedIn ? s.makeDefault : undefined,
    },
  };
}
