/**
 * The session timer's calls in the page: renew and invalidate over the commerce client (failures are logged only,
 * spec section 7), and the way out of an expired session.
 */
import { request } from '../../src/api';
import { emit } from '../../src/events';
import { clearTokens, forgetCheckoutData, sessionExpiredTab } from '../../src/stores';
import type { SessionTimerCalls } from './model';

export async function renewSession(): Promise<boolean> {
  const r = await request('renewSession', { body: {} });
  if (!r.ok) console.warn('[storefront-widgets] session-timer: renewal failed:', r.message);
  return r.ok;
}

export async function invalidateSession(): Promise<void> {
  const r = await request('invalidateSession', { body: {}, timeoutMs: 5000 });
  if (!r.ok) console.warn('[storefront-widgets] session-timer: invalidation failed:', r.message);
}

export const sessionTimerCalls: SessionTimerCalls = {
  renew: renewSession,
  invalidate: invalidateSession,
  leave: ({ signedIn, notifyTabs }) => {
    forgetCheckoutData(signedIn);
    clearTokens();
    if (notifyTabs) sessionExpiredTab.post({});
    emit('session-expired', { signedIn });
  },
};
