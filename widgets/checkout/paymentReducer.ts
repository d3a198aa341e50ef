/**
 * The payment slice's transitions: a pure reducer the checkout model runs on its `payment` slice (the reducer
 * routes the payment events here). Nothing typed is lost on a refusal but the CVV, which a refused payment asks
 * for again.
 */
import { ADDRESS_LIMITS } from '../../src/validation/address';
import { cleanCardNumber, cleanCvv, formatExpiry, CARD_LIMITS } from '../../src/validation/card';
import { cleanField } from './fields';
import {
  billingPhone,
  EMPTY_CARD,
  errorGroup,
  initialPaymentState,
  paymentComplete,
  paymentCovered,
  paymentErrors,
  paymentOptions,
  savedCard,
  type PaymentAction,
  type PaymentState,
} from './paymentState';
import type { Errors } from './types';

const omit = (e: Errors, k: string): Errors => {
  if (!(k in e)) return e;
  const out = { ...e };
  delete out[k];
  return out;
};
const hasKeys = (e: object): boolean => Object.keys(e).length > 0;

export function paymentReducer(state: PaymentState, action: PaymentAction): PaymentState {
  switch (action.type) {
    case 'paymentLoaded': {
      const { info } = action;
      const options = paymentOptions(info);
      const saved = info.savedCards.filter((c) => !c.expired);
      // A new order or a new shopper: choose what fits (a saved card, pay on account), keep what still applies.
      const option = options.includes(state.option) && state !== initialPaymentState ? state.option : saved.length ? 'existingCreditCard' : info.account ? 'onAccount' : 'newCreditCard';
      return {
        ...state,
        option,
        savedCardId: savedCard(info, state.savedCardId)?.id ?? (saved.find((c) => c.isDefault) ?? saved[0])?.id ?? null,
        company: state.company || info.account?.companyName || '',
        useDelivery: action.hasDelivery && (state.useDelivery || !state.hadDelivery),
        hadDelivery: action.hasDelivery,
        // The first load sets "save this card" from the order (saveNewCreditCard); the shopper's choice stays after.
        card: state === initialPaymentState ? { ...state.card, save: info.saveNewCreditCard } : state.card,
      };
    }
    case 'optionChosen':
      if (state.submitting || action.option === state.option) return state;
      return { ...state, option: action.option, card: { ...state.card, cvv: '' }, cardErrors: {}, accountErrors: {}, paymentError: false, optionError: null, submitError: null };
    case 'cardTyped': {
      const { field, value } = action;
      const v = field === 'number' ? cleanCardNumber(value) : field === 'cvv' ? cleanCvv(value) : field === 'expiry' ? formatExpiry(value) : value.slice(0, CARD_LIMITS.cardHolderName);
      if (v === state.card[field]) return state;
      return { ...state, card: { ...state.card, [field]: v }, cardErrors: omit(state.cardErrors, field) };
    }
    case 'saveCardToggled': {
      const f = action.flag ?? 'save';
      return { ...state, card: { ...state.card, [f]: !state.card[f] } };
    }
    case 'savedCardChosen':
      return { ...state, savedCardId: action.id, card: { ...state.card, cvv: '' }, cardErrors: omit(omit(state.cardErrors, 'savedCardId'), 'cvv') };
    case 'accountTyped': {
      const max = action.field === 'po' ? CARD_LIMITS.poNumber : ADDRESS_LIMITS.companyName;
      return { ...state, [action.field]: action.value.slice(0, max), accountErrors: omit(state.accountErrors, action.field === 'po' ? 'poNumber' : 'companyName') };
    }
    case 'useDeliveryToggled':
      return { ...state, useDelivery: !state.useDelivery, billingErrors: {} };
    case 'billingTyped': {
      const { field } = action;
      if (field === 'country') {
        if (action.value === state.billing.country) return state;
        const country = action.value;
        return {
          ...state,
          billing: { ...state.billing, country, state: '', phoneNumber: billingPhone(state.billing.phoneNumber, country) },
          billingErrors: omit(omit(omit(state.billingErrors, 'state'), 'postalCode'), 'phoneNumber'),
        };
      }
      const value = cleanField(field, action.value, state.billing.country);
      if (value === state.billing[field]) return state;
      return { ...state, billing: { ...state.billing, [field]: value }, billingErrors: omit(state.billingErrors, field) };
    }
    case 'billingSuggestion': {
      const b = { ...state.billing };
      let e = state.billingErrors;
      for (const k of ['address1', 'address2', 'city', 'state', 'postalCode'] as const) {
        // The suggestion's apartment or suite (SubBuilding); one without keeps what was typed in address 2.
        if (action.address[k] === undefined || (k === 'address2' && !action.address[k])) continue;
        b[k] = cleanField(k, action.address[k], b.country);
        e = omit(e, k);
      }
      return { ...state, billing: b, billingErrors: e };
    }
    case 'submitStarted': {
      const o = action.order;
      if (state.submitting || !paymentComplete(state, o)) return state;
      if (paymentCovered(o)) return { ...state, submitting: true, cardErrors: {}, accountErrors: {}, billingErrors: {}, submitError: null, paymentError: false, optionError: null };
      const e = paymentErrors(state, o, action.now);
      if (hasKeys(e.card) || hasKeys(e.account) || hasKeys(e.billing))
        return { ...state, cardErrors: e.card, accountErrors: e.account, billingErrors: e.billing, submitError: null, fixes: state.fixes + 1 };
      return { ...state, submitting: true, cardErrors: {}, accountErrors: {}, billingErrors: {}, submitError: null, paymentError: false, optionError: null };
    }
    case 'submitAnswered': {
      if (!state.submitting) return state;
      const out = action.outcome;
      if (out.kind === 'ok') return { ...state, submitting: false };
      if (out.kind === 'placed') return { ...state, submitting: false, submitError: null, card: EMPTY_CARD, placed: out.order };
      if (out.kind === 'failed') return { ...state, submitting: false, submitError: out.message };
      const card: Errors = {};
      const account: Errors = {};
      const billing: Errors = {};
      const option: Errors = {};
      const rest: string[] = [];
      // Two paths may name one field ('expirationMonth', 'expirationYear'): each message is kept.
      for (const [path, msg] of Object.entries(out.fieldErrors)) {
        const g = errorGroup(path);
        if (!g) rest.push(msg);
        else {
          const group = { card, account, billing, option }[g.group];
          group[g.field] = group[g.field] && group[g.field] !== msg ? `${group[g.field]} ${msg}` : msg;
        }
      }
      const paymentError = hasKeys(card) || hasKeys(account) || hasKeys(billing) || hasKeys(option);
      return {
        ...state,
        submitting: false,
        cardErrors: card,
        accountErrors: account,
        billingErrors: billing,
        optionError: option.paymentMethod ?? null,
        paymentError,
        // Everything typed stays but the CVV, which a refused payment asks for again.
        card: paymentError ? { ...state.card, cvv: '' } : state.card,
        submitError: [...out.messages, ...rest].join(' ') || null,
        fixes: state.fixes + (paymentError ? 1 : 0),
      };
    }
  }
}
