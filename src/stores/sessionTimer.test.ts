import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $sessionTimer,
  countdownOf,
  formatCountdown,
  initialSessionTimer,
  sessionTimerStep,
  shouldAnnounce,
  announceNow,
  startSessionTimer,
  type SessionTimerConfig,
  type SessionTimerEffect,
  type SessionTimerState,
} from './sessionTimer';

const config: SessionTimerConfig = { firstSessionResetTime: 3, maxSessionExpiryTime: 6, sessionExpiryAlertTime: 5 };
const T0 = Date.UTC(2026, 10, 23, 10, 0, 0);

function run(c = config, showModal = true) {
  const effects: SessionTimerEffect[] = [];
  const t = startSessionTimer(c, (e) => effects.push(e), { showModal });
  return { t, effects };
}

/** A hidden tab: the wall clock moves on, no timer fires. */
const throttle = (ms: number) => vi.setSystemTime(Date.now() + ms);
const becomeVisible = () => document.dispatchEvent(new Event('visibilitychange'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
  $sessionTimer.set(null);
});

describe('session timer (wall clock)', () => {
  it('INITIAL renews silently after firstSessionResetTime (-> POST_RENEWAL), once per idle stretch', () => {
    const { t, effects } = run();
    vi.advanceTimersByTime(2000);
    expect(t.get()).toMatchObject({ phase: 'INITIAL', idle: 2 });
    expect(effects).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(t.get()).toMatchObject({ phase: 'POST_RENEWAL', idle: 3 });
    expect(effects).toEqual(['renew']);
    t.stop();
  });

  it('the automatic renewal fires 2 s before maxSessionExpiryTime, then the dialog opens at maxSessionExpiryTime', () => {
    const { t, effects } = run({ firstSessionResetTime: 2, maxSessionExpiryTime: 10, sessionExpiryAlertTime: 5 });
    vi.advanceTimersByTime(7000);
    expect(effects).toEqual(['renew']);
    vi.advanceTimersByTime(1000); // 8 s idle = 10 - 2
    expect(effects).toEqual(['renew', 'renew']);
    expect(t.get().phase).toBe('POST_RENEWAL');
    vi.advanceTimersByTime(1000);
    expect(t.get().phase).toBe('POST_RENEWAL');
    vi.advanceTimersByTime(1000); // 10 s
    expect(t.get()).toMatchObject({ phase: 'MODAL', remaining: 5 });
    // No renewal in the countdown: the next call is the expiry.
    vi.advanceTimersByTime(4000);
    expect(t.get()).toMatchObject({ phase: 'MODAL', remaining: 1 });
    expect(effects).toEqual(['renew', 'renew']);
    vi.advanceTimersByTime(1000);
    expect(t.get()).toMatchObject({ phase: 'EXPIRED', remaining: 0 });
    expect(effects).toEqual(['renew', 'renew', 'expire']);
    vi.advanceTimersByTime(10_000);
    expect(effects).toEqual(['renew', 'renew', 'expire']);
  });

  it('shows the right time after a 5-minute throttle gap (the clock moved, the interval did not fire)', () => {
    const c = { firstSessionResetTime: 60, maxSessionExpiryTime: 300, sessionExpiryAlertTime: 120 };
    const { t, effects } = run(c);
    vi.advanceTimersByTime(59_000);
    throttle(5 * 60_000); // 359 s idle now; a tick counter would say 59
    vi.advanceTimersByTime(1000); // one throttled tick
    expect(t.get()).toMatchObject({ phase: 'MODAL', idle: 360, remaining: 60 });
    expect(formatCountdown(t.get().remaining)).toBe('1:00');
    // The renewals that fell due in the gap are one call, not two.
    expect(effects).toEqual(['renew']);
    expect($sessionTimer.get()).toBe(t.get());
    t.stop();
  });

  it('becoming visible again recomputes at once, without waiting for a tick', () => {
    const { t } = run({ firstSessionResetTime: 60, maxSessionExpiryTime: 300, sessionExpiryAlertTime: 120 });
    throttle(330_000);
    becomeVisible();
    expect(t.get()).toMatchObject({ phase: 'MODAL', remaining: 90 });
    t.stop();
  });

  it('a tab that comes back after the deadline expires at once', () => {
    const { t, effects } = run({ firstSessionResetTime: 60, maxSessionExpiryTime: 300, sessionExpiryAlertTime: 120 });
    vi.advanceTimersByTime(10_000);
    throttle(420_000);
    becomeVisible();
    expect(t.get()).toMatchObject({ phase: 'EXPIRED', remaining: 0 });
    expect(effects).toEqual(['expire']);
    expect($sessionTimer.get()?.phase).toBe('EXPIRED');
  });

  it('activity resets INITIAL and POST_RENEWAL to INITIAL; in MODAL only Continue or another tab does', () => {
    const { t, effects } = run();
    vi.advanceTimersByTime(4000);
    expect(t.get().phase).toBe('POST_RENEWAL');
    t.dispatch({ type: 'activity' });
    expect(t.get()).toMatchObject({ phase: 'INITIAL', idle: 0, activeAt: T0 + 4000 });
    vi.advanceTimersByTime(7000);
    expect(t.get()).toMatchObject({ phase: 'MODAL', remaining: 4 });
    t.dispatch({ type: 'activity' });
    expect(t.get().phase).toBe('MODAL');
    t.dispatch({ type: 'continue' });
    expect(t.get()).toMatchObject({ phase: 'INITIAL', idle: 0, activeAt: T0 + 11_000, deadline: T0 + 22_000 });
    expect(effects.at(-1)).toBe('renew');
    t.stop();
  });

  it("activity in another tab renews this tab's deadline, counted from when it happened there", () => {
    const { t } = run();
    vi.advanceTimersByTime(7000);
    expect(t.get().phase).toBe('MODAL');
    t.dispatch({ type: 'activity', remote: true, at: T0 + 6500 });
    expect(t.get()).toMatchObject({ phase: 'INITIAL', activeAt: T0 + 6500, deadline: T0 + 6500 + 11_000 });
    t.stop();
  });

  it('showSessionExpireModal false keeps the renewals and the expiry (only the dialog is hidden)', () => {
    const { t, effects } = run(config, false);
    vi.advanceTimersByTime(11_000);
    expect(t.get()).toMatchObject({ phase: 'EXPIRED', showModal: false });
    expect(effects).toEqual(['renew', 'renew', 'expire']); // at 3 s, at 6 - 2 s, at 6 + 5 s
  });

  it('uses a 60 s countdown when no alert time is configured', () => {
    const c = { ...config, sessionExpiryAlertTime: 0 };
    expect(countdownOf(c)).toBe(60);
    const s = initialSessionTimer(c, { now: T0 });
    expect(sessionTimerStep(s, { type: 'tick', now: T0 + 6000 }).state).toMatchObject({ phase: 'MODAL', remaining: 60 });
  });

  it('EXPIRED ignores everything', () => {
    const s: SessionTimerState = { ...initialSessionTimer(config, { now: T0 }), phase: 'EXPIRED', remaining: 0 };
    for (const e of [{ type: 'tick' }, { type: 'continue' }, { type: 'activity', remote: true }] as const) expect(sessionTimerStep(s, { ...e, now: T0 + 1000 })).toEqual({ state: s, effects: [] });
  });

  it('announces the countdown on opening, every 15 s and at 10 and 5 s only', () => {
    const said = Array.from({ length: 60 }, (_, i) => 60 - i).filter((r) => shouldAnnounce(r, 60));
    expect(said).toEqual([60, 45, 30, 15, 10, 5]);
    expect(formatCountdown(75)).toBe('1:15');
    // On the wall clock a late tick can skip a mark: it is still announced, once.
    expect(announceNow(null, 29)).toBe(true);
    expect(announceNow(31, 29)).toBe(true); // passed 30
    expect(announceNow(29, 28)).toBe(false);
    expect(announceNow(12, 9)).toBe(true); // passed 10
    expect(announceNow(9, 8)).toBe(false);
    expect(formatCountdown(5)).toBe('0:05');
  });
});
