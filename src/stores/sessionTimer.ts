/**
 * The session timer (storefront spec section 4) on the wall clock, and `$sessionTimer`, its state for any
 * island to read.
 *
 * Browsers throttle timers in hidden tabs (once a minute or less), so the timer never counts ticks: it keeps
 * the time of the last activity and derives everything from `Date.now()` on each tick and whenever the tab
 * becomes visible again. A tab that comes back after the deadline expires at once.
 *
 *  INITIAL       idle; after firstSessionResetTime the session is renewed silently
 *  POST_RENEWAL  renewed once in this idle stretch; activity goes back to INITIAL
 *  MODAL         after maxSessionExpiryTime of idleness: the 'Session Expiry' countdown
 *                (sessionExpiryAlertTime seconds, 60 when not configured); Continue renews and resets;
 *                at 0 the session expires
 *  EXPIRED       the session is invalidated and the page goes home (the widget does that)
 * An automatic renewal also fires 2 s before the maximum expiry, i.e. at maxSessionExpiryTime - 2 s of
 * idleness (spec section 4 and section 9), once per idle stretch.
 * Activity in this tab resets the idle time outside the dialog (the dialog needs Continue); activity in
 * another tab of the session resets it everywhere, the open dialog included.
 * `showSessionExpireModal` false only hides the dialog: renewals and the expiry run all the same.
 */
import { atom } from 'nanostores';
import { number } from 'superstruct';
import { tabMessage } from '../platform/tabs';

/** The shopper was active in another tab at `at` (its clock): every tab's timer starts over. */
export const activityTab = tabMessage('activity', { at: number() });

export type SessionTimerPhase = 'INITIAL' | 'POST_RENEWAL' | 'MODAL' | 'EXPIRED';

/** Seconds. */
export interface SessionTimerConfig {
  firstSessionResetTime: number;
  maxSessionExpiryTime: number;
  /** 0 = not configured (the countdown is 60 s). */
  sessionExpiryAlertTime: number;
}

export interface SessionTimerState {
  phase: SessionTimerPhase;
  /** Epoch ms of the last activity (or Continue) that this timer counts from. */
  activeAt: number;
  /** Epoch ms at which the session expires: activeAt + maxSessionExpiryTime + the countdown. */
  deadline: number;
  /** Whole seconds idle (at the last recompute). */
  idle: number;
  /** Seconds left before the expiry (the dialog's countdown), rounded up; 0 once expired. */
  remaining: number;
  /** The silent renewal after firstSessionResetTime is done in this idle stretch. */
  renewed: boolean;
  /** The automatic renewal 2 s before the maximum expiry is done in this idle stretch. */
  autoRenewed: boolean;
  /** Whether the 'Session Expiry' dialog is shown in MODAL (the store config's showSessionExpireModal). */
  showModal: boolean;
  config: SessionTimerConfig;
}

export type SessionTimerEvent = { type: 'tick'; now: number } | { type: 'activity'; now: number; remote?: boolean; at?: number } | { type: 'continue'; now: number };

/** Side effects for the widget to run: renew the session, or expire it (invalidate, go home). */
export type SessionTimerEffect = 'renew' | 'expire';

export const DEFAULT_COUNTDOWN = 60;
/** The automatic renewal fires this many seconds before maxSessionExpiryTime. */
export const AUTO_RENEW_BEFORE = 2;

export const countdownOf = (c: SessionTimerConfig): number => (c.sessionExpiryAlertTime > 0 ? c.sessionExpiryAlertTime : DEFAULT_COUNTDOWN);

const fresh = (config: SessionTimerConfig, showModal: boolean, now: number): SessionTimerState => ({
  phase: 'INITIAL',
  activeAt: now,
  deadline: now + (config.maxSessionExpiryTime + countdownOf(config)) * 1000,
  idle: 0,
  remaining: config.maxSessionExpiryTime + countdownOf(config),
  renewed: false,
  autoRenewed: false,
  showModal,
  config,
});

/** The state of a timer started (or reset) at `now`. */
export const initialSessionTimer = (config: SessionTimerConfig, options: { showModal?: boolean; now?: number } = {}): SessionTimerState =>
  fresh(config, options.showModal ?? true, options.now ?? Date.now());

/** Recomputes the state for the wall-clock time `now` (a tick, or the tab becoming visible). */
function at(s: SessionTimerState, now: number): { state: SessionTimerState; effects: SessionTimerEffect[] } {
  const c = s.config;
  const idleMs = Math.max(0, now - s.activeAt);
  const idle = Math.floor(idleMs / 1000);
  if (now >= s.deadline) return { state: { ...s, phase: 'EXPIRED', idle, remaining: 0 }, effects: ['expire'] };
  const remaining = Math.ceil((s.deadline - now) / 1000);
  const effects: SessionTimerEffect[] = [];
  let { phase, renewed, autoRenewed } = s;
  // After a throttled stretch several renewals may be due at once: one call renews the session.
  if (!renewed && idleMs >= c.firstSessionResetTime * 1000) {
    renewed = true;
    effects.push('renew');
  }
  if (!autoRenewed && idleMs >= (c.maxSessionExpiryTime - AUTO_RENEW_BEFORE) * 1000) {
    autoRenewed = true;
    if (!effects.length) effects.push('renew');
  }
  if (idleMs >= c.maxSessionExpiryTime * 1000) phase = 'MODAL';
  else if (renewed) phase = 'POST_RENEWAL';
  const state = { ...s, phase, idle, remaining, renewed, autoRenewed };
  const same = state.phase === s.phase && state.idle === s.idle && state.remaining === s.remaining && state.renewed === s.renewed && state.autoRenewed === s.autoRenewed;
  return { state: same ? s : state, effects };
}

/** One transition: the next state and the effects to run. EXPIRED is final. */
export function sessionTimerStep(s: SessionTimerState, e: SessionTimerEvent): { state: SessionTimerState; effects: SessionTimerEffect[] } {
  if (s.phase === 'EXPIRED') return { state: s, effects: [] };
  // Whatever happens, a deadline that has passed wins: the server has ended the session.
  if (e.now >= s.deadline) return at(s, e.now);
  switch (e.type) {
    case 'tick':
      return at(s, e.now);
    case 'activity': {
      if (s.phase === 'MODAL' && !e.remote) return { state: s, effects: [] };
      // Another tab's activity counts from when it happened there (never from the future).
      const when = e.remote && e.at !== undefined ? Math.min(e.at, e.now) : e.now;
      // Within a second of the last reset nothing changes (pointer moves arrive many times a second).
      if (when - s.activeAt < 1000 && s.phase === 'INITIAL') return { state: s, effects: [] };
      return at(fresh(s.config, s.showModal, when), e.now);
    }
    case 'continue':
      return { state: fresh(s.config, s.showModal, e.now), effects: ['renew'] };
  }
}

/** Whether the screen reader should hear the countdown now: on opening, every 15 s, and at 10 and 5 s. */
export const shouldAnnounce = (remaining: number, total: number): boolean => remaining === total || remaining % 15 === 0 || remaining === 10 || remaining === 5;

/**
 * The same rule on the wall clock, where a late tick can skip a second: announce on opening (`previous`
 * null), and whenever the countdown has passed a mark (a multiple of 15, 10 or 5) since `previous`.
 */
export function announceNow(previous: number | null, remaining: number): boolean {
  if (previous === null) return true;
  for (let t = remaining; t < previous; t++) if (t > 0 && (t % 15 === 0 || t === 10 || t === 5)) return true;
  return false;
}

/** 75 -> "1:15". */
export const formatCountdown = (s: number): string => `${Math.floor(s / 60)}:${String(Math.max(0, s) % 60).padStart(2, '0')}`;

/** The running timer of this page (null when none runs): any island can read it. */
export const $sessionTimer = atom<SessionTimerState | null>(null);

export interface SessionTimerDriver {
  /** Activity in this tab, activity reported by another tab (`remote`, `at`), or Continue. */
  dispatch(e: { type: 'activity'; remote?: boolean; at?: number } | { type: 'continue' } | { type: 'tick' }): void;
  get(): SessionTimerState;
  stop(): void;
}

/**
 * Runs the timer: recomputes on a one-second interval and whenever the tab becomes visible, publishes each
 * state in `$sessionTimer`, and hands each effect to `onEffect`.
 */
export function startSessionTimer(config: SessionTimerConfig, onEffect: (e: SessionTimerEffect) => void, options: { showModal?: boolean } = {}): SessionTimerDriver {
  let state = initialSessionTimer(config, { showModal: options.showModal ?? true });
  $sessionTimer.set(state);
  let stopped = false;
  let id: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(id);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
  };
  const dispatch: SessionTimerDriver['dispatch'] = (e) => {
    if (stopped) return;
    const r = sessionTimerStep(state, { ...e, now: Date.now() });
    if (r.state !== state) {
      state = r.state;
      $sessionTimer.set(state);
    }
    if (state.phase === 'EXPIRED') stop();
    for (const fx of r.effects) onEffect(fx);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') dispatch({ type: 'tick' });
  };
  // Ticks fall on whole seconds of idleness (counted from the last activity), so the countdown shows the
  // configured length on opening and each second after, however late the timer was started.
  const schedule = () => {
    if (stopped) return;
    id = setTimeout(
      () => {
        dispatch({ type: 'tick' });
        schedule();
      },
      1000 - (Math.max(0, Date.now() - state.activeAt) % 1000),
    );
  };
  schedule();
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  return {
    dispatch,
    get: () => state,
    stop: () => {
      stop();
      if ($sessionTimer.get() === state) $sessionTimer.set(null);
    },
  };
}
