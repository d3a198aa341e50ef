/**
 * Runs the page's session timer for the session-timer widget (one per page, however many markers) and
 * carries out its effects: renewals, and on expiry the invalidation, the stored message and the way home.
 * The timer's state lives in `$sessionTimer` (src/stores), so any island can read it.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { emit } from '../../src/events';
import { sitePaths } from '../../src/site';
import { $features, $session, clearTokens, forgetCheckoutData, sessionExpiredTab, writeStored } from '../../src/stores';
import { $sessionTimer, activityTab, startSessionTimer, type SessionTimerDriver, type SessionTimerState } from '../../src/stores/sessionTimer';
import { invalidateSession, renewSession } from './api';

/** Session storage key of the expired message to show on the page the user lands on. */
export const EXPIRED_KEY = 'sw:session-expired';

const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'];
// One timer per page, however many session-timer markers there are.
let owner: object | null = null;

/** Stores the message for the next page, tells the other tabs and the host, and goes home. */
function goHomeExpired(signedIn: boolean, notifyTabs: boolean): void {
  forgetCheckoutData(signedIn);
  writeStored(EXPIRED_KEY, signedIn ? 'signedIn' : 'guest', 'session');
  clearTokens();
  if (notifyTabs) sessionExpiredTab.post({});
  emit('session-expired', { signedIn });
  location.assign(sitePaths().sessionExpired);
}

export interface SessionTimerControls {
  /** The timer of this page (null until the session is known). */
  state: SessionTimerState | null;
  /** Whether the 'Session Expiry' dialog is up (MODAL, unless the store config hides it). */
  warning: boolean;
  /** Continue in the dialog: renews and resets, here and in the other tabs. */
  onContinue: () => void;
}

export function useSessionTimer(): SessionTimerControls {
  const session = useStore($session);
  const state = useStore($sessionTimer);
  const [me] = useState(() => ({}));
  const [driver, setDriver] = useState<SessionTimerDriver | null>(null);
  const info = session.info;

  useEffect(() => {
    owner ??= me;
    if (owner !== me || !info) return;
    const signedIn = info.profile.loginStatus !== 'guest';
    const d = startSessionTimer(
      info.timing,
      (fx) => {
        if (fx === 'renew') void renewSession();
        else void invalidateSession().then(() => goHomeExpired(signedIn, true));
      },
      { showModal: $features.get().showSessionExpireModal },
    );
    setDriver(d);
    let last = 0;
    const onActivity = () => {
      d.dispatch({ type: 'activity' });
      const now = Date.now();
      if (now - last >= 1000) {
        last = now;
        activityTab.post({ at: now });
      }
    };
    for (const e of ACTIVITY) document.addEventListener(e, onActivity, { capture: true, passive: true });
    const offActivity = activityTab.on(({ at }) => d.dispatch({ type: 'activity', remote: true, at }));
    const offExpired = sessionExpiredTab.on(() => {
      if (d.get().phase === 'EXPIRED') return;
      d.stop();
      goHomeExpired(signedIn, false);
    });
    return () => {
      d.stop();
      offActivity();
      offExpired();
      for (const e of ACTIVITY) document.removeEventListener(e, onActivity, { capture: true });
      setDriver(null);
      if (owner === me) owner = null;
    };
  }, [info, me]);

  return {
    state,
    warning: state?.phase === 'MODAL' && state.showModal,
    onContinue: () => {
      driver?.dispatch({ type: 'continue' });
      activityTab.post({ at: Date.now() });
    },
  };
}
