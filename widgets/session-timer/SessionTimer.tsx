import { useEffect, useId, type ReactNode } from 'react';
import { messagesFor, fill } from '../../src/config';
import { Button, Dialog } from '../../src/ui';
import { SESSION_TIMER_MESSAGES } from './messages';
import { countdownText, sessionTimerView } from './selectors';
import { useSessionTimer } from './useSessionTimer';
import './SessionTimer.css';

export function SessionTimer(): ReactNode {
  const m = messagesFor('session-timer', SESSION_TIMER_MESSAGES);
  const { state, onContinue, model, dispatch } = useSessionTimer();
  const { warning, remaining, announced, notice: expired } = sessionTimerView(state, model);
  const textId = useId();
  // The countdown is announced on opening, then at each mark it passes (not every second).
  useEffect(() => dispatch({ type: 'counted', warning, remaining }), [dispatch, warning, remaining]);
  const announcement = announced === null ? '' : fill(m.countdownAnnouncement, { seconds: announced });
  const closeNotice = () => dispatch({ type: 'noticeClosed' });

  // The warning comes by itself, so it waits its turn (issue 27: one modal at a time); the expired notice
  // takes over at once, since whatever else was up belonged to the session that has just ended.
  return (
    <>
      <Dialog open={warning} onClose={onContinue} title={m.expiryTitle} role="alertdialog" describedBy={textId} closeLabel={m.close} closeOnBackdrop={false} priority="auto">
        <p id={textId}>{m.expiryText}</p>
        <p className="sw-session-timer__countdown" aria-hidden="true">
          {fill(m.countdown, { time: countdownText(remaining) })}
        </p>
        <p className="sw-visually-hidden" role="status">
          {announcement}
        </p>
        <div className="sw-session-timer__actions">
          <Button onClick={onContinue}>{m.continue}</Button>
        </div>
      </Dialog>
      <Dialog open={!!expired} onClose={closeNotice} title={m.expiredTitle} closeLabel={m.close} priority="interrupt">
        <p>{expired === 'signedIn' ? m.expiredSignedIn : m.expiredGuest}</p>
        <div className="sw-session-timer__actions">
          <Button onClick={closeNotice}>{m.continue}</Button>
        </div>
      </Dialog>
    </>
  );
}
