import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { messagesFor } from '../../src/config';
import { emit } from '../../src/events';
import { $session, clearTokens, detectSite, homePath, onTabMessage, postToTabs, readStored, removeStoredPrefix, writeStored } from '../../src/stores';
import { Button, Dialog } from '../../src/ui';
import { invalidateSession, renewSession } from './api';
import { SESSION_TIMER_MESSAGES } from './messages';
import { countdownOf, formatCountdown, shouldAnnounce, startTimer, type TimerDriver, type TimerState } from './model';
import './SessionTimer.css';

/** Session storage key of the expired message to show on the page the user lands on. */
export const EXPIRED_KEY = 'sw:session-expired';
/** Prefix of the checkout information kept in session storage; removed for guests on expiry. */
export const CHECKOUT_STORAGE_PREFIX = 'sw:checkout';

const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'];
// One timer per page, however many session-timer markers there are.
let owner: object | null = null;

/** Stores the message for the next page, tells the other tabs and the host, and goes home. */
function goHomeExpired(signedIn: boolean, notifyTabs: boolean): void {
  if (!signedIn) removeStoredPrefix(CHECKOUT_STORAGE_PREFIX, 'session');
  removeStoredPrefix(CHECKOUT_STORAGE_PREFIX, 'local');
  writeStored(EXPIRED_KEY, signedIn ? 'signedIn' : 'guest', 'session');
  clearTokens();
  if (notifyTabs) postToTabs({ type: 'session-expired' });
  emit('session-expired', { signedIn });
  location.assign(homePath(detectSite()));
}

export function SessionTimer(): ReactNode {
  const m = messagesFor('session-timer', SESSION_TIMER_MESSAGES);
  const session = useStore($session);
  const [me] = useState(() => ({}));
  const [state, setState] = useState<TimerState | null>(null);
  const [expired, setExpired] = useState<string | null>(() => {
    const v = readStored(EXPIRED_KEY, 'session');
    return v === 'signedIn' || v === 'guest' ? v : null;
  });
  const [announcement, setAnnouncement] = useState('');
  const driver = useRef<TimerDriver | null>(null);
  const textId = useId();
  const info = session.info;

  useEffect(() => {
    if (expired) writeStored(EXPIRED_KEY, null, 'session');
  }, [expired]);

  useEffect(() => {
    owner ??= me;
    if (owner !== me || !info || !info.storeConfig.showSessionExpireModal) return;
    const signedIn = info.profile.loginStatus !== 'guest';
    const d = startTimer(info.timing, setState, (fx) => {
      if (fx === 'renew') void renewSession();
      else void invalidateSession().then(() => goHomeExpired(signedIn, true));
    });
    driver.current = d;
    setState(d.get());
    let last = 0;
    const onActivity = () => {
      d.dispatch({ type: 'activity' });
      const now = Date.now();
      if (now - last >= 1000) {
        last = now;
        postToTabs({ type: 'activity', at: now });
      }
    };
    for (const e of ACTIVITY) document.addEventListener(e, onActivity, { capture: true, passive: true });
    const off = onTabMessage((msg) => {
      if (msg.type === 'activity') d.dispatch({ type: 'activity', remote: true });
      else if (msg.type === 'session-expired' && d.get().phase !== 'EXPIRED') {
        d.stop();
        goHomeExpired(signedIn, false);
      }
    });
    return () => {
      d.stop();
      off();
      for (const e of ACTIVITY) document.removeEventListener(e, onActivity, { capture: true });
      if (owner === me) owner = null;
    };
  }, [info, me]);

  const remaining = state?.remaining ?? 0;
  const open = state?.phase === 'MODAL';
  const total = state ? countdownOf(state.config) : 0;
  useEffect(() => {
    if (!open) return setAnnouncement('');
    if (shouldAnnounce(remaining, total)) setAnnouncement(m.countdownAnnouncement.replace('{seconds}', String(remaining)));
  }, [open, remaining, total, m.countdownAnnouncement]);

  const onContinue = () => {
    driver.current?.dispatch({ type: 'continue' });
    postToTabs({ type: 'activity', at: Date.now() });
  };

  return (
    <>
      <Dialog open={open} onClose={onContinue} title={m.expiryTitle} role="alertdialog" describedBy={textId} closeLabel={m.close} closeOnBackdrop={false}>
        <p id={textId}>{m.expiryText}</p>
        <p className="sw-session-timer__countdown" aria-hidden="true">
          {m.countdown.replace('{time}', formatCountdown(remaining))}
        </p>
        <p className="sw-visually-hidden" role="status">
          {announcement}
        </p>
        <div className="sw-session-timer__actions">
          <Button onClick={onContinue}>{m.continue}</Button>
        </div>
      </Dialog>
      <Dialog open={!!expired} onClose={() => setExpired(null)} title={m.expiredTitle} closeLabel={m.close}>
        <p>{expired === 'signedIn' ? m.expiredSignedIn : m.expiredGuest}</p>
        <div className="sw-session-timer__actions">
          <Button onClick={() => setExpired(null)}>{m.continue}</Button>
        </div>
      </Dialog>
    </>
  );
}

