/**
 * How a section's answer lands in the checkout's state: the order's contact and delivery read into the form
 * (fromOrder), and an answer's outcome (answered): the order, a field's error, a "did you mean", a failure.
 * Whatever the outcome, what the shopper typed stays.
 */
import { EMPTY_ADDRESS, type AddressFields } from '../../src/validation/address';
import { phoneDigits } from '../../src/validation/phone';
import { hasKeys } from './fields';
import type { Order } from './order';
import type { AddressMode, CheckoutState } from './state';
import type { Outcome } from './types';

export function fromOrder(state: CheckoutState, o: Order): CheckoutState {
  const saved = o.savedAddresses;
  const current = o.shippingAddress;
  const savedId = current?.id && saved.some((a) => a.id === current.id) ? current.id : ((saved.find((a) => a.isDefault) ?? saved[0])?.id ?? null);
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

export const stripId = (a: AddressFields & { id?: string }): AddressFields => {
  const { id: _id, ...rest } = a as AddressFields & { id?: string; isDefault?: boolean };
  delete (rest as { isDefault?: boolean }).isDefault;
  return rest;
};

export function answered(state: CheckoutState, outcome: Outcome, apply: (s: CheckoutState, o: Order | null) => CheckoutState): CheckoutState {
  switch (outcome.kind) {
    case 'ok':
      return apply({ ...state, busy: null, order: outcome.order ?? state.order }, outcome.order);
    case 'formError':
      return {
        ...state,
        busy: null,
        fixes: state.fixes + (hasKeys(outcome.fieldErrors) ? 1 : 0),
        ...(state.busy === 'pickup'
          ? { pickupErrors: outcome.fieldErrors, pickupNotice: outcome.messages.join(' ') || null }
          : state.busy === 'promo' || state.busy === 'revoke'
            ? { promoError: [...Object.values(outcome.fieldErrors), ...outcome.messages].join(' ') || null }
            : { errors: outcome.fieldErrors, notice: outcome.messages.join(' ') || null }),
      };
    case 'hint':
      return { ...state, busy: null, hint: outcome.address };
    case 'failed':
      return {
        ...state,
        busy: null,
        ...(state.busy === 'pickup' ? { pickupNotice: outcome.message } : state.busy === 'promo' || state.busy === 'revoke' ? { promoError: outcome.message } : { notice: outcome.message }),
      };
  }
}
