/** The checkout's calls in the page: the commerce calls of api.ts (with the sections' messages) and analytics. */
import { track } from '../../src/events';
import { applyContactAndDelivery, checkoutCall, trackFormError, type Messages } from './api';
import type { CheckoutCalls } from './checkoutStep';

export const checkoutCalls = (m: Messages): CheckoutCalls => ({
  delivery: (p) => applyContactAndDelivery(p, m),
  call: ({ target, body }) => checkoutCall(target, body, m),
  formError: ({ step, errors }) => trackFormError(step, errors),
  subscribed: () => track('newsletterSubscription', { source: 'checkout' }),
});
