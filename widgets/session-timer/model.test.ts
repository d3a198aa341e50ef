import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownOf, formatCountdown, initialTimer, shouldAnnounce, startTimer, timerStep, type TimerConfig, type TimerEffect, type TimerState } from './model';

const config: TimerConfig = { firstSessionResetTime: 3, maxSessionExpiryTime: 6, sessionExpiryAlertTime: 5 };

function run() {
  const effects: TimerEffect[] = [];
  const states: TimerState[] = [];
  const t = startTimer(config, (s) => states.push(s), (e) => effects.push(e));
  return { t, effects, states };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('session timer model', () => {
  it('INITIAL counts idle seconds and renews silently after firstSessionResetTime (-> POST_RENEWAL)', () => {
    const { t, effects } = run();
    vi.advanceTimersByTime(2000);
    expect(t.get()).toMatchObject({ phase: 'INITIAL', idle: 2 });
    expect(effects).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(t.get()).toMatchObject({ phase: 'POST_RENEWAL', idle: 3 });
    expect(effects).toEqual(['renew']);
    vi.advanceTimersByTime(2000);
    expect(effects).toEqual(['renew']); // once per idle stretch
    t.stop();
  });

  it('activity resets INITIAL and POST_RENEWAL to INITIAL with zero idle time', () => {
    const { t, effects } = run();
    vi.advanceTimersByTime(2000);
    t.dispatch({ type: 'activity' });
    expect(t.get()).toMatchObject({ phase: 'INITIAL', idle: 0 });
    vi.advanceTimersByTime(3000);
    expect(t.get().phase).toBe('POST_RENEWAL');
    t.dispatch({ type: 'activity' });
    expect(t.get()).toMatchObject({ phase: 'INITIAL', idle: 0 });
    vi.advanceTimersByTime(3000);
    expect(effects).toEqual(['renew', 'renew']);
    t.stop();
  });

  it('opens the countdown (MODAL) after maxSessionExpiryTime of idleness, ticking each second', () => {
    const { t } = run();
    vi.advanceTimersByTime(6000);
    expect(t.get()).toMatchObject({ phase: 'MODAL', remaining: 5 });
    vi.advanceTimersByTime(1000);
    expect(t.get().remaining).toBe(4);
    t.stop();
  });

  it('uses a 60 s countdown when no alert time is configured', () => {
    expect(countdownOf({ ...config, sessionExpiryAlertTime: 0 })).toBe(60);
    const s = timerStep({ ...initialTimer({ ...config, sessionExpiryAlertTime: 0 }), idle: 5, phase: 'POST_RENEWAL' }, { type: 'tick' });
    expect(s.state).toMatchObject({ phase: 'MODAL', remaining: 60 });
  });

  it('in MODAL, own-tab activity does not dismiss the dialog; Continue renews and resets to INITIAL', () => {
    const { t, effects } = run();
    vi.advanceTimersByTime(7000);
    t.dispatch({ type: 'activity' });
    expect(t.get()).toMatchObject({ phase: 'MODAL', remaining: 4 });
    t.dispatch({ type: 'continue' });
    expect(t.get()).toMatchObject({ phase: 'INITIAL', idle: 0, remaining: 5 });
    expect(effects).toEqual(['renew', 'renew']);
    t.stop();
  });

  it('in MODAL, activity in another tab of the session resets to INITIAL', () => {
    const { t } = run();
    vi.advanceTimersByTime(7000);
    t.dispatch({ type: 'activity', remote: true });
    expect(t.get()).toMatchObject({ phase: 'INITIAL', idle: 0 });
    t.stop();
  });

  it('renews automatically 2 s before the end, then expires at 0 (-> EXPIRED, timer stops)', () => {
    const { t, effects } = run();
    vi.advanceTimersByTime(6000); // MODAL, 5 left
    vi.advanceTimersByTime(3000); // 2 left
    expect(t.get().remaining).toBe(2);
    expect(effects).toEqual(['renew', 'renew']);
    vi.advanceTimersByTime(2000);
    expect(t.get()).toMatchObject({ phase: 'EXPIRED', remaining: 0 });
    expect(effects).toEqual(['renew', 'renew', 'expire']);
    vi.advanceTimersByTime(10_000);
    expect(effects).toEqual(['renew', 'renew', 'expire']);
  });

  it('EXPIRED ignores everything', () => {
    const s: TimerState = { ...initialTimer(config), phase: 'EXPIRED', remaining: 0 };
    for (const e of [{ type: 'tick' }, { type: 'continue' }, { type: 'activity', remote: true }] as const) expect(timerStep(s, e)).toEqual({ state: s, effects: [] });
  });

  it('announces the countdown on opening, every 15 s and at 10 and 5 s only', () => {
    const said = Array.from({ length: 60 }, (_, i) => 60 - i).filter((r) => shouldAnnounce(r, 60));
    expect(said).toEqual([60, 45, 30, 15, 10, 5]);
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(5)).toBe('0:05');
  });
});
