/**
 * The session timer widget's asynchronous half (createModel runs the effects). The timer itself is
 * src/stores/sessionTimer.ts (the wall clock, `$sessionTimer`); this step carries out what it asks for
 * (storefront spec section 4):
 * - a renewal: the renew call (a failure is logged only);
 * - the expiry: the invalidate call, then the way out: checkout data forgotten, tokens cleared, the other tabs
 *   and the host told, the message stored for the next page, and the page goes to the expired landing page;
 * - another tab's expiry: the same way out at once, without telling the tabs again;
 * - the Session Expired notice of the page the shopper lands on (read from storage once, then forgotten);
 * - the countdown's screen-reader announcement: on opening, then at each mark it passes (not every second).
 */
import type { Next } from '../../src/platform/createModel';
import { announceNow } from '../../src/stores/sessionTimer';

/** Session storage key of the expired message to show on the page the user lands on. */
export const EXPIRED_KEY = 'sw:session-expired';

/** Which Session Expired message to show. */
export type Notice = 'signedIn' | 'guest';

/** What the widget asks of the outside world (calls.ts in the page, fakes in tests). */
export interface SessionTimerCalls {
  renew(input: null, signal: AbortSignal): Promise<boolean>;
  invalidate(input: null, signal: AbortSignal): Promise<void>;
  /** Forgets the checkout data, clears the tokens, tells the other tabs (`notifyTabs`) and the host. */
  leave(input: { signedIn: boolean; notifyTabs: boolean }, signal: AbortSignal): void;
}

export interface SessionTimerModelState {
  /** The Session Expired notice carried over from the page that expired (null: none). */
  notice: Notice | null;
  /** The expired landing page. */
  home: string;
  /** The session has ended here (invalidating, or on the way out). */
  ending: boolean;
  /** The countdown value when last seen with the dialog up (null: the dialog is not up). */
  seen: number | null;
  /** The seconds said in the countdown's status line (null: nothing said). */
  announced: number | null;
}

export type SessionTimerEvent =
  /** The timer's silent or automatic renewal, or Continue. */
  | { type: 'renewDue' }
  /** The countdown reached 0 in this tab. */
  | { type: 'expired'; signedIn: boolean }
  | { type: 'invalidated'; signedIn: boolean; result: unknown }
  /** Another tab of the session expired it. */
  | { type: 'expiredElsewhere'; signedIn: boolean }
  /** The dialog's state as the timer publishes it. */
  | { type: 'counted'; warning: boolean; remaining: number }
  /** Continue or Close on the Session Expired notice. */
  | { type: 'noticeClosed' };

export type SessionTimerNext = Next<SessionTimerModelState, SessionTimerEvent, SessionTimerCalls>;

/** `stored`: what the expired page left in session storage (forgotten at once: the notice shows once). */
export function startSessionTimerModel(stored: unknown, home: string): SessionTimerNext {
  const notice = stored === 'signedIn' || stored === 'guest' ? stored : null;
  return { state: { notice, home, ending: false, seen: null, announced: null }, effects: notice ? [{ type: 'store', key: EXPIRED_KEY, value: null }] : [] };
}

/** The way out after an expiry; the message is stored once the checkout data is forgotten. */
const leave = (s: SessionTimerModelState, signedIn: boolean, notifyTabs: boolean): SessionTimerNext => ({
  state: { ...s, ending: true },
  effects: [
    { type: 'request', call: 'leave', input: { signedIn, notifyTabs } },
    { type: 'store', key: EXPIRED_KEY, value: signedIn ? 'signedIn' : 'guest' },
    { type: 'navigate', url: s.home },
  ],
});

export function sessionTimerStep(s: SessionTimerModelState, e: SessionTimerEvent): SessionTimerNext {
  switch (e.type) {
    case 'renewDue':
      return { state: s, effects: s.ending ? [] : [{ type: 'request', call: 'renew', input: null }] };
    case 'expired':
      if (s.ending) return { state: s };
      return { state: { ...s, ending: true }, effects: [{ type: 'request', call: 'invalidate', input: null, key: 'invalidate', done: { type: 'invalidated', signedIn: e.signedIn } }] };
    case 'invalidated':
      // Whether or not the server managed it, the session is over here.
      return leave(s, e.signedIn, true);
    case 'expiredElsewhere':
      return s.ending ? { state: s } : leave(s, e.signedIn, false);
    case 'counted': {
      if (!e.warning) return { state: s.seen === null && s.announced === null ? s : { ...s, seen: null, announced: null } };
      const announced = announceNow(s.seen, e.remaining) ? e.remaining : s.announced;
      return { state: s.seen === e.remaining && announced === s.announced ? s : { ...s, seen: e.remaining, announced } };
    }
    case 'noticeClosed':
      return { state: s.notice ? { ...s, notice: null } : s };
  }
}
