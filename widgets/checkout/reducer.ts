/**
 * The checkout as one pure reducer: every section's transitions, the wallet's (wallet.ts) and the payment
 * slice's (payment.ts) beside them. The step (model.ts) adds the calls each event asks for.
 *
 * Nothing the shopper typed is dropped by a server answer: an error, a timeout or a "did you mean" keeps
 * the form as it was. Only `draftOf` decides what survives a reload (never a card number or CVV).
 */
import { refusalText } from '../../src/api';
import { checkGiftFrom, checkPickup, EMPTY_ADDRESS, ADDRESS_LIMITS } from '../../src/validation/address';
import { phoneDigits, phoneDigitsFor } from '../../src/validation/phone';
import { looksLikeCardNumber } from '../../src/platform/storage';
import { contactComplete, contactFieldsOf, deliveryErrors, giftFromMissing, placeFieldErrors } from './delivery';
import { cleanField, cleanPromo, hasKeys, omit, pick } from './fields';
import { pickupInfoNeeded, type Order } from './order';
import { paymentReducer } from './paymentReducer';
import { billableDelivery, paymentInfoOf, paymentOptions, type PaymentAction } from './paymentState';
import { INSTRUCTIONS_MAX, type CheckoutAction, type CheckoutState } from './state';
import type { Errors } from './types';
import { answered, fromOrder, stripId } from './answered';
import { orderRefreshed, walletReducer } from './wallet';

function sectionReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'loaded': {
      const o = action.order;
      let s: CheckoutState = fromOrder(
        {
          ...state,
          phase: 'ready',
          loadError: null,
          order: o,
          submitKey: action.draft?.submitKey ?? action.key ?? state.submitKey,
          profileId: action.profileId !== undefined ? action.profileId : state.profileId,
        },
        o,
      );
      s = { ...s, contactOpen: !contactComplete(o), pickupOpen: pickupInfoNeeded(o), contactSaved: null };
      s = { ...s, contactSaved: contactFieldsOf(s) };
      const d = action.draft;
      if (d) {
        // What the shopper typed before the reload wins over the server's prefill.
        s = {
          ...s,
          email: o.signedIn ? s.email : (d.email ?? s.email),
          emailOptIn: d.emailOptIn ?? s.emailOptIn,
          giftFrom: d.giftFrom ?? s.giftFrom,
          anonymous: d.anonymous ?? s.anonymous,
          promo: d.promo !== undefined ? cleanPromo(d.promo) : s.promo,
          walletDropped: !!d.walletDropped,
          instructions: d.instructions !== undefined ? d.instructions.slice(0, INSTRUCTIONS_MAX) : s.instructions,
          customOrder: d.customOrder && s.orderFields.options?.options.includes(d.customOrder) ? d.customOrder : s.customOrder,
        };
        if (d.contactOpen) {
          s = {
            ...s,
            contactOpen: true,
            mode: d.mode === 'registry' && !o.registry ? 'new' : d.mode === 'saved' && !o.savedAddresses.length ? 'new' : (d.mode ?? s.mode),
            savedId: d.savedId ?? s.savedId,
            editId: d.editId ?? null,
            makeDefault: !!d.makeDefault,
            address: d.address ? { ...EMPTY_ADDRESS, ...d.address } : s.address,
          };
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
      return orderRefreshed(state, action.order);
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
        return {
          ...state,
          address: { ...state.address, country, state: '', phoneNumber: state.address.phoneNumber.slice(0, phoneDigitsFor(country)) },
          errors: omit(state.errors, 'country', 'state', 'postalCode', 'phoneNumber'),
          hint: null,
          avsStatus: 'NOT_VALIDATED',
        };
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
      return {
        ...state,
        mode: 'new',
        editId: saved ? saved.id : null,
        makeDefault: saved?.isDefault ?? false,
        address: saved ? { ...EMPTY_ADDRESS, ...stripId(saved) } : { ...EMPTY_ADDRESS },
        errors: {},
        notice: null,
        hint: null,
        avsStatus: 'NOT_VALIDATED',
      };
    }
    case 'makeDefaultToggled':
      return { ...state, makeDefault: !state.makeDefault };
    case 'contactEdited':
      return { ...state, contactOpen: true, notice: null };
    case 'submitRefused': {
      // Submit Order refused contact or delivery fields: the section opens with each on its field (focus goes to
      // the first); a field the section does not show now (a saved address's, a signed-in email) is its notice.
      if (!state.order || !hasKeys(action.fieldErrors)) return state;
      const { shown, other } = placeFieldErrors(state, action.fieldErrors);
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
      if (action.result.kind === 'formError') {
        // A field the section does not show now (a saved address's P.O. Box, say) is the section's message.
        const { shown, other } = placeFieldErrors(state, action.result.fieldErrors);
        const notice = [...action.result.messages, ...other].join(' ') || null;
        return { ...state, busy: null, errors: shown, notice, giftFromError: shown.giftFrom ?? null, fixes: state.fixes + (hasKeys(shown) ? 1 : 0) };
      }
      return answered(state, action.result, (s, o) => {
        if (!o) return s;
        const next: CheckoutState = {
          ...fromOrder(s, o),
          contactOpen: !contactComplete(o),
          pickupOpen: s.pickupOpen || pickupInfoNeeded(o),
          avsStatus: 'NOT_VALIDATED',
          hint: null,
          editId: null,
          saveFirst: null,
        };
        return { ...next, contactSaved: contactFieldsOf(next) };
      });
    case 'hintAccepted': {
      if (!state.hint) return state;
      // A "did you mean" for a saved address edits that address with the suggestion, so what is sent next is the
      // corrected address (the saved one's id alone would only bring the same question back).
      const saved = state.mode === 'saved' ? state.order?.savedAddresses.find((a) => a.id === state.savedId) : undefined;
      if (saved)
        return { ...state, mode: 'new', editId: saved.id, makeDefault: saved.isDefault, address: { ...EMPTY_ADDRESS, ...stripId(saved), ...pick(state.hint) }, hint: null, avsStatus: 'ACCEPTED' };
      return { ...state, address: state.mode === 'new' ? { ...state.address, ...pick(state.hint) } : state.address, hint: null, avsStatus: 'ACCEPTED' };
    }
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
      return answered(state, action.result, (s, o) => ({ ...s, pickupOpen: o ? pickupInfoNeeded(o) : false, saveFirst: s.saveFirst?.section === 'pickup' ? null : s.saveFirst }));
    case 'giftFromTyped':
      return { ...state, giftFrom: action.value.slice(0, ADDRESS_LIMITS.giftFrom), anonymous: false, giftFromError: null, errors: omit(state.errors, 'giftFrom') };
    case 'anonymousToggled':
      // Anonymous: the from-name is cleared (checkout spec section 4).
      return { ...state, anonymous: !state.anonymous, giftFrom: state.anonymous ? state.giftFrom : '', giftFromError: null, errors: omit(state.errors, 'giftFrom') };
    case 'promoTyped':
      return { ...state, promo: cleanPromo(action.value), promoError: null };
    case 'promoSubmitted':
      // A second press while the code's own call runs is the same press; one while another section's runs waits.
      if (state.busy) return promoBusy(state) ? state : later(state, action);
      // No promo code is a card number: one typed here by mistake gets the invalid-code message and is never sent.
      if (!state.promo || looksLikeCardNumber(state.promo)) return { ...state, promoError: 'missing' };
      return { ...state, promoError: null, busy: 'promo' };
    case 'promoRevoked':
      if (state.busy) return promoBusy(state) ? state : later(state, action);
      return { ...state, promoError: null, busy: 'revoke' };
    case 'promoAnswered':
      if (state.busy !== 'promo' && state.busy !== 'revoke') return state;
      // A code that was applied leaves the box empty; a removal keeps whatever is typed there.
      return answered(state, action.result, (s) => (state.busy === 'promo' ? { ...s, promo: '' } : s));
    case 'methodChosen':
      if (!state.order) return state;
      // Pressed while another section's call runs: the choice shows at once and is applied when that call answers.
      if (state.busy && state.busy !== 'method') return { ...later(state, action), methodPending: action.id, methodError: null };
      if (state.busy) return state;
      // The order's own method again (a waiting press the answer made moot): nothing to apply.
      if (action.id === state.order.shippingMethod) return state.methodPending === null ? state : { ...state, methodPending: null };
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
    case 'customOrderChosen':
      return { ...state, customOrder: state.orderFields.options?.options.includes(action.value) ? action.value : '' };
    case 'instructionsTyped':
      return { ...state, instructions: action.value.slice(0, INSTRUCTIONS_MAX) };
    case 'gcTyped':
    case 'gcSubmitted':
    case 'gcSavedToggled':
    case 'gcRemoved':
    case 'rewardsToggled':
    case 'expressStarted':
    case 'expressFailed':
    case 'walletAnswered':
      return walletReducer(state, action);
    default:
      return { ...state, payment: paymentReducer(state.payment, action) };
  }
}

const promoBusy = (s: CheckoutState): boolean => s.busy === 'promo' || s.busy === 'revoke';

/** A press that waits for the section call on its way: it replaces a waiting press of its kind (method, promo). */
const later = (state: CheckoutState, action: CheckoutState['later'][number]): CheckoutState => {
  const kind = (a: CheckoutState['later'][number]) => (a.type === 'methodChosen' ? 'method' : 'promo');
  return { ...state, later: [...state.later.filter((a) => kind(a) !== kind(action)), action] };
};

/** What the payment section reads of the order: it is loaded again when one of these changes. */
const paymentKey = (o: Order | null): string => (o ? `${o.orderId}|${o.signedIn}|${JSON.stringify(o.raw.savedCreditCards ?? null)}|${!!billableDelivery(o)}` : '');

/**
 * One event's transition. The payment slice follows the order (saved cards, pay on account, the delivery address
 * as billing): it is loaded again, from the new order, when one of those changes.
 */
export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  const next = sectionReducer(state, action);
  if (!next.order || (paymentKey(next.order) === paymentKey(state.order) && action.type !== 'loaded')) return next;
  const info = paymentInfoOf(next.order);
  const hasDelivery = !!billableDelivery(next.order);
  let payment = paymentReducer(next.payment, { type: 'paymentLoaded', info, hasDelivery } as PaymentAction);
  // What was chosen and typed before a reload, where this order still allows it (never the card's fields).
  const d = action.type === 'loaded' ? action.draft?.payment : undefined;
  if (d) {
    payment = {
      ...payment,
      option: paymentOptions(info).includes(d.option) ? d.option : payment.option,
      company: d.company || payment.company,
      po: d.po,
      useDelivery: hasDelivery && d.useDelivery,
      billing: { ...EMPTY_ADDRESS, ...d.billing },
      card: { ...payment.card, name: d.holder, expiry: d.expiry },
    };
  }
  return { ...next, payment };
}
