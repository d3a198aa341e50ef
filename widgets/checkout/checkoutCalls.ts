/** The checkout's calls in the page: the commerce calls of api.ts (with the sections' messages) and analytics. */
import { track } from '../../src/events';
import { applyContactAndDelivery, checkoutCall, trackFormError, type Messages } from './api';
import { addressCalls } from './AddressForm';
import { useModel } from '../../src/mount';
import { isBlankAddress, type AddressFields } from '../../src/validation/address';
import { addressStep, initialAddressForm, type AddressForm } from './addressStep';
import type { CheckoutCalls } from './checkoutStep';

export const checkoutCalls = (m: Messages): CheckoutCalls => ({
  delivery: (p) => applyContactAndDelivery(p, m),
  call: ({ target, body }) => checkoutCall(target, body, m),
  formError: ({ step, errors }) => trackFormError(step, errors),
  subscribed: () => track('newsletterSubscription', { source: 'checkout' }),
});

/**
 * An address form's model (addressStep): the country states, the suggestions, and `country` to move the form to
 * the server's default. Its owner holds it (the delivery section, the checkout for the billing form), so the
 * payment chunk that renders the billing form does not reach the model's driver. An owner that renders the form
 * at once passes its address: the form's own effects run before its owner's, which start the model, so the model
 * starts with what the form shows (the billing form shows later, when the checkout's model is running).
 */
export const useAddressForm = (country: (value: string) => void, a?: AddressFields): AddressForm =>
  useModel(addressStep, () => (a ? addressStep(initialAddressForm, { type: 'shown', country: a.country, blank: isBlankAddress(a) }) : { state: initialAddressForm }), () => ({ request: addressCalls(country) }));
