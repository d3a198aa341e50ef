/** What the session timer shows, from the page's timer (`$sessionTimer`) and the widget's model. */
import type { SessionTimerState } from '../../src/stores/sessionTimer';
import { formatCountdown } from '../../src/stores/sessionTimer';
import type { Notice, SessionTimerModelState } from './model';

export interface SessionTimerView {
  /** The 'Session Expiry' dialog is up (MODAL, unless the store config hides it). */
  warning: boolean;
  /** The countdown's seconds. */
  remaining: number;
  /** The seconds said in the countdown's status line (null: nothing said). */
  announced: number | null;
  /** The Session Expired notice to show (null: none). */
  notice: Notice | null;
}

export const sessionTimerView = (timer: SessionTimerState | null, model: SessionTimerModelState): SessionTimerView => ({
  warning: timer?.phase === 'MODAL' && timer.showModal,
  remaining: timer?.remaining ?? 0,
  announced: model.announced,
  notice: model.notice,
});

/** The seconds left as the dialog says them (m:ss). */
export const countdownText = (seconds: number): string => formatCountdown(seconds);
