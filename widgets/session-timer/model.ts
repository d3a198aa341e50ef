/**
 * The session timer as a pure state machine (storefront spec section 4), driven by one 'tick' a second.
 *  INITIAL       counting idle seconds; after firstSessionResetTime the session is renewed silently
 *  POST_RENEWAL  renewed once in this idle stretch; activity goes back to INITIAL
 *  MODAL         after maxSessionExpiryTime of idleness: the 'Session Expiry' countdown
 *                (sessionExpiryAlertTime seconds, 60 when not configured); Continue renews and resets;
 *                an automatic renewal fires 2 s before the end, which keeps the server session alive
 *                until the invalidation; at 0 the session expires
 *  EXPIRED       the widget invalidates the session and sends the user home
 * Activity in this tab resets the idle count outside the dialog (the dialog needs Continue); activity
 * reported by another tab of the same session resets it everywhere, the open dialog included.
 */

export type Phase = 'INITIAL' | 'POST_RENEWAL' | 'MODAL' | 'EXPIRED';

export interface TimerConfig {
  /** Seconds. */
  firstSessionResetTime: number;
  maxSessionExpiryTime: number;
  /** 0 = not configured. */
  sessionExpiryAlertTime: number;
}

export interface TimerState {
  phase: Phase;
  /** Idle seconds (outside the dialog). */
  idle: number;
  /** Seconds left in the dialog's countdown. */
  remaining: number;
  config: TimerConfig;
}

export type TimerEvent = { type: 'tick' } | { type: 'activity'; remote?: boolean } | { type: 'continue' };

/** Side effects for the view to run: renew the session, or expire it (invalidate + go home). */
export type TimerEffect = 'renew' | 'expire';

export const DEFAULT_COUNTDOWN = 60;
export const AUTO_RENEW_BEFORE = 2;

export const countdownOf = (c: TimerConfig): number => (c.sessionExpiryAlertTime > 0 ? c.sessionExpiryAlertTime : DEFAULT_COUNTDOWN);

export const initialTimer = (config: TimerConfig): TimerState => ({ phase: 'INITIAL', idle: 0, remaining: countdownOf(config), config });

const reset = (s: TimerState): TimerState => ({ ...s, phase: 'INITIAL', idle: 0, remaining: countdownOf(s.config) });

/** One transition: the next state and the effects to run. */
export function timerStep(s: TimerState, e: TimerEvent): { state: TimerState; effects: TimerEffect[] } {
  if (s.phase === 'EXPIRED') return { state: s, effects: [] };
  switch (e.type) {
    case 'activity':
      if (s.phase === 'MODAL' && !e.remote) return { state: s, effects: [] };
      return { state: reset(s), effects: [] };
    case 'continue':
      return { state: reset(s), effects: ['renew'] };
    case 'tick': {
      if (s.phase === 'MODAL') {
        const remaining = s.remaining - 1;
        if (remaining <= 0) return { state: { ...s, phase: 'EXPIRED', remaining: 0 }, effects: ['expire'] };
        return { state: { ...s, remaining }, effects: remaining === AUTO_RENEW_BEFORE ? ['renew'] : [] };
      }
      const idle = s.idle + 1;
      if (idle >= s.config.maxSessionExpiryTime) return { state: { ...s, idle, phase: 'MODAL', remaining: countdownOf(s.config) }, effects: [] };
      if (s.phase === 'INITIAL' && idle >= s.config.firstSessionResetTime) return { state: { ...s, idle, phase: 'POST_RENEWAL' }, effects: ['renew'] };
      return { state: { ...s, idle }, effects: [] };
    }
  }
}

/** Whether the screen reader should hear the countdown now: on opening, every 15 s, and at 10 and 5 s. */
export const shouldAnnounce = (remaining: number, total: number): boolean => remaining === total || remaining % 15 === 0 || remaining === 10 || remaining === 5;

/** 75 -> "1:15". */
export const formatCountdown = (s: number): string => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

export interface TimerDriver {
  dispatch(e: TimerEvent): void;
  get(): TimerState;
  stop(): void;
}

/** Runs the machine on a one-second interval; reports every state change and effect. */
export function startTimer(config: TimerConfig, onChange: (s: TimerState) => void, onEffect: (e: TimerEffect) => void): TimerDriver {
  let state = initialTimer(config);
  const dispatch = (e: TimerEvent) => {
    const r = timerStep(state, e);
    if (r.state !== state) {
      state = r.state;
      onChange(state);
    }
    for (const fx of r.effects) onEffect(fx);
    if (state.phase === 'EXPIRED') clearInterval(id);
  };
  const id = setInterval(() => dispatch({ type: 'tick' }), 1000);
  return { dispatch, get: () => state, stop: () => clearInterval(id) };
}
