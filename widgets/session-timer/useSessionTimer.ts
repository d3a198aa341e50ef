/**
 * Runs the page's session timer for the session-timer widget (one per page, however many markers) and hands
 * what it asks for (renewals; on expiry the invalidation, the stored message and the way home) to the
 * widget's model (model.ts). The timer's state lives in `$sessionTimer` (src/stores), so any island can
 * read it.
 */
import { useStore } from '../../src/stores/useStore';
import { useEffect, useRef, useState } from 'react';
import { useCalls, useModel } from '../../src/mount';
import { sitePaths } from '../../src/platform';
import { $features, $session, $shopper, readStored, sessionExpiredTab, writeStored } from '../../src/stores';
import { $sessionTimer, activityTab, startSessionTimer, type SessionTimerDriver, type SessionTimerState } from '../../src/stores/sessionTimer';
import { EXPIRED_KEY, startSessionTimerModel, sessionTimerStep, type SessionTimerCalls, type SessionTimerEvent, type SessionTimerModelState } from './model';
import { sessionTimerView } from './selectors';

const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'];
// One timer per page, however many session-timer markers there are.
let owner: object | null = null;

export interface SessionTimerControls {
  /** The timer of this page (null until the session is known). */
  state: SessionTimerState | null;
  /** Whether the 'Session Expiry' dialog is up (MODAL, unless the store config hides it). */
  warning: boolean;
  /** Continue in the dialog: renews and resets, here and in the other tabs. */
  onContinue: () => void;
  /** The widget's model: the Session Expired notice and the countdown's announcement. */
  model: SessionTimerModelState;
  dispatch: (e: SessionTimerEvent) => void;
}

export function useSessionTimer(): SessionTimerControls {
  const session = useStore($session);
  const state = useStore($sessionTimer);
  const [me] = useState(() => ({}));
  const driver = useRef<SessionTimerDriver | null>(null);
  const calls = useCalls<SessionTimerCalls>();
  const [model, dispatch] = useModel(
    sessionTimerStep,
    () => startSessionTimerModel(readStored(EXPIRED_KEY, 'session'), sitePaths().sessionExpired),
    () => ({ request: calls, storage: (key, value) => void writeStored(key, value, 'session'), navigate: (url) => location.assign(url) }),
  );
  const info = session.info;

  useEffect(() => {
    owner ??= me;
    if (owner !== me || !info) return;
    // The signed-in expiry message goes to a recognized shopper too: both have a profile whose session ends.
    const { signedIn: loggedIn, recognized } = $shopper.get();
    const signedIn = loggedIn || recognized;
    const d = startSessionTimer(info.timing, (fx) => dispatch(fx === 'renew' ? { type: 'renewDue' } : { type: 'expired', signedIn }), { showModal: $features.get().showSessionExpireModal });
    driver.current = d;
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
      dispatch({ type: 'expiredElsewhere', signedIn });
    });
    return () => {
      d.stop();
      offActivity();
      offExpired();
      for (const e of ACTIVITY) document.removeEventListener(e, onActivity, { capture: true });
      driver.current = null;
      if (owner === me) owner = null;
    };
  }, [info, me, dispatch]);

  return {
    state,
    warning: sessionTimerView(state, model).warning,
    onContinue: () => {
      driver.current?.dispatch({ type: 'continue' });
      activityTab.post({ at: Date.now() });
    },
    model,
    dispatch,
  };
}
