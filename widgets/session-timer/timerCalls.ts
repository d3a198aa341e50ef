/** The session timer's calls in the page: renew and invalidate (api.ts), and the way out of an expired session. */
import { emit } from '../../src/events';
import { clearTokens, forgetCheckoutData, sessionExpiredTab } from '../../src/stores';
import { invalidateSession, renewSession } from './api';
import type { TimerCalls } from './timerStep';

export const timerCalls: TimerCalls = {
  renew: renewSession,
  invalidate: invalidateSession,
  leave: ({ signedIn, notifyTabs }) => {
    forgetCheckoutData(signedIn);
    clearTokens();
    if (notifyTabs) sessionExpiredTab.post({});
    emit('session-expired', { signedIn });
  },
};
