import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { messagesFor, fill } from '../../src/config';
import { readStored, writeStored } from '../../src/stores';
import { announceNow, formatCountdown } from '../../src/stores/sessionTimer';
import { Button, Dialog } from '../../src/ui';
import { SESSION_TIMER_MESSAGES } from './messages';
import { EXPIRED_KEY, useSessionTimer } from './useSessionTimer';
import './SessionTimer.css';

export { EXPIRED_KEY } from './useSessionTimer';

export function SessionTimer(): ReactNode {
  const m = messagesFor('session-timer', SESSION_TIMER_MESSAGES);
  const { state, warning, onContinue } = useSessionTimer();
  const [expired, setExpired] = useState<string | null>(() => {
    const v = readStored(EXPIRED_KEY, 'session');
    return v === 'signedIn' || v === 'guest' ? v : null;
  });
  const [announcement, setAnnouncement] = useState('');
  const textId = useId();

  useEffect(() => {
    if (expired) writeStored(EXPIRED_KEY, null, 'session');
  }, [expired]);

  const remaining = state?.remaining ?? 0;
  // The countdown is announced on opening, then at each mark it passes (not every second).
  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!warning) {
      announced.current = null;
      return setAnnouncement('');
    }
    if (announceNow(announced.current, remaining)) setAnnouncement(fill(m.countdownAnnouncement, { seconds: remaining }));
    announced.current = remaining;
  }, [warning, remaining, m.countdownAnnouncement]);

  // The warning comes by itself, so it waits its turn (issue 27: one modal at a time); the expired notice
  // takes over at once, since whatever else was up belonged to the session that has just ended.
  return (
    <>
      <Dialog open={warning} onClose={onContinue} title={m.expiryTitle} role="alertdialog" describedBy={textId} closeLabel={m.close} closeOnBackdrop={false} priority="auto">
        <p id={textId}>{m.expiryText}</p>
        <p className="sw-session-timer__countdown" aria-hidden="true">
          {fill(m.countdown, { time: formatCountdown(remaining) })}
        </p>
        <p className="sw-visually-hidden" role="status">
          {announcement}
        </p>
        <div className="sw-session-timer__actions">
          <Button onClick={onContinue}>{m.continue}</Button>
        </div>
      </Dialog>
      <Dialog open={!!expired} onClose={() => setExpired(null)} title={m.expiredTitle} closeLabel={m.close} priority="interrupt">
        <p>{expired === 'signedIn' ? m.expiredSignedIn : m.expiredGuest}</p>
        <div className="sw-session-timer__actions">
          <Button onClick={() => setExpired(null)}>{m.continue}</Button>
        </div>
      </Dialog>
    </>
  );
}
