// @vitest-environment node
// The session timer widget's flows (storefront spec section 4) driven through its model with fake calls and a
// fake clock: no React, no mocked modules. The timer (src/stores/sessionTimer.ts, tested there) runs on the
// fake clock too, through the same dispatch the widget gives it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { startSessionTimer, type SessionTimerDriver } from '../../src/stores/sessionTimer';
import { EXPIRED_KEY, startSessionTimerModel, sessionTimerStep, type SessionTimerCalls } from './model';

const HOME = '/';

function setup(stored: unknown = null) {
  const io = fakePorts<SessionTimerCalls>();
  const model = createModel(sessionTimerStep, startSessionTimerModel(stored, HOME), io.ports);
  model.start();
  const calls = (name: keyof SessionTimerCalls) => io.calls.filter((c) => c.call === name).map((c) => c.input);
  return { io, model, calls };
}

describe('session timer model: renewals and the expiry', () => {
  it('a renewal the timer asks for is one renew call, and nothing else', () => {
    const { io, model, calls } = setup();
    model.dispatch({ type: 'renewDue' });
    expect(calls('renew')).toEqual([null]);
    expect(io.navigated).toEqual([]);
    expect(io.stored).toEqual([]);
  });

  it('at 0 the session is invalidated; once the server has answered the message is stored, the tabs are told and the page goes home', async () => {
    const { io, model, calls } = setup();
    model.dispatch({ type: 'expired', signedIn: true });
    expect(calls('invalidate')).toEqual([null]);
    // Nothing leaves before the invalidation has answered.
    expect(calls('leave')).toEqual([]);
    expect(io.navigated).toEqual([]);
    await io.next('invalidate').answer(undefined);
    expect(calls('leave')).toEqual([{ signedIn: true, notifyTabs: true }]);
    expect(io.stored).toEqual([[EXPIRED_KEY, 'signedIn']]);
    expect(io.navigated).toEqual([HOME]);
  });

  it('a guest’s expiry stores the guest message', async () => {
    const { io, model, calls } = setup();
    model.dispatch({ type: 'expired', signedIn: false });
    await io.next('invalidate').answer(undefined);
    expect(calls('leave')).toEqual([{ signedIn: false, notifyTabs: true }]);
    expect(io.stored).toEqual([[EXPIRED_KEY, 'guest']]);
  });

  it('another tab’s expiry leaves at once, without telling the tabs again and without a call', () => {
    const { io, model, calls } = setup();
    model.dispatch({ type: 'expiredElsewhere', signedIn: false });
    expect(calls('invalidate')).toEqual([]);
    expect(calls('leave')).toEqual([{ signedIn: false, notifyTabs: false }]);
    expect(io.stored).toEqual([[EXPIRED_KEY, 'guest']]);
    expect(io.navigated).toEqual([HOME]);
  });

  it('once the session is ending, another tab’s expiry, a second expiry or a renewal sends nothing more', async () => {
    const { io, model } = setup();
    model.dispatch({ type: 'expired', signedIn: true });
    model.dispatch({ type: 'expiredElsewhere', signedIn: true });
    model.dispatch({ type: 'expired', signedIn: true });
    model.dispatch({ type: 'renewDue' });
    await io.next('invalidate').answer(undefined);
    expect(io.calls.map((c) => c.call)).toEqual(['invalidate', 'leave']);
    expect(io.navigated).toEqual([HOME]);
  });

  it('after the island goes, a late invalidation answer changes nothing', async () => {
    const { io, model } = setup();
    model.dispatch({ type: 'expired', signedIn: true });
    model.stop();
    await io.next('invalidate').answer(undefined);
    expect(io.navigated).toEqual([]);
    expect(io.stored).toEqual([]);
  });
});

describe('session timer model: the Session Expired notice', () => {
  it('the page the shopper lands on shows the stored message once: it is forgotten at once', () => {
    const signedIn = setup('signedIn');
    expect(signedIn.model.get().notice).toBe('signedIn');
    expect(signedIn.io.stored).toEqual([[EXPIRED_KEY, null]]);
    expect(setup('guest').model.get().notice).toBe('guest');
  });

  it('without a stored message (or with something else stored) there is no notice and nothing is written', () => {
    for (const stored of [null, 'other', 42]) {
      const { io, model } = setup(stored);
      expect(model.get().notice).toBeNull();
      expect(io.stored).toEqual([]);
    }
  });

  it('Continue or Close hides it', () => {
    const { model } = setup('guest');
    model.dispatch({ type: 'noticeClosed' });
    expect(model.get().notice).toBeNull();
  });
});

describe('session timer model: the countdown’s announcement', () => {
  /** The seconds said after each count the view reports. */
  const said = (counts: [boolean, number][]) => {
    const { model } = setup();
    return counts.map(([warning, remaining]) => {
      model.dispatch({ type: 'counted', warning, remaining });
      return model.get().announced;
    });
  };

  it('is said on opening, then at 15 s marks and at 10 and 5 s, not every second', () => {
    expect(
      said([
        [false, 40],
        [true, 30],
        [true, 29],
        [true, 16],
        [true, 15],
        [true, 14],
        [true, 11],
        [true, 10],
        [true, 6],
        [true, 5],
        [true, 4],
      ]),
    ).toEqual([null, 30, 30, 30, 15, 15, 15, 10, 10, 5, 5]);
  });

  it('a late tick that skips a mark still says it', () => {
    expect(
      said([
        [true, 60],
        [true, 47],
        [true, 44],
      ]),
    ).toEqual([60, 60, 44]);
  });

  it('closing the dialog clears it; opening again says the countdown afresh', () => {
    expect(
      said([
        [true, 30],
        [true, 29],
        [false, 29],
        [true, 30],
      ]),
    ).toEqual([30, 30, null, 30]);
  });
});

describe('session timer model with the page’s timer on a fake clock', () => {
  let driver: SessionTimerDriver | null = null;
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => {
    driver?.stop();
    vi.useRealTimers();
  });

  it('renews silently after firstSessionResetTime, warns at maxSessionExpiryTime, and at 0 invalidates and goes home', async () => {
    const { io, model, calls } = setup();
    driver = startSessionTimer({ firstSessionResetTime: 2, maxSessionExpiryTime: 5, sessionExpiryAlertTime: 3 }, (fx) =>
      model.dispatch(fx === 'renew' ? { type: 'renewDue' } : { type: 'expired', signedIn: false }),
    );
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls('renew')).toHaveLength(1);
    // The automatic renewal 2 s before the maximum: one more.
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls('renew')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(driver.get().phase).toBe('MODAL');
    expect(calls('invalidate')).toEqual([]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(driver.get().phase).toBe('EXPIRED');
    expect(calls('invalidate')).toEqual([null]);
    await io.next('invalidate').answer(undefined);
    expect(io.navigated).toEqual([HOME]);
    expect(io.stored).toEqual([[EXPIRED_KEY, 'guest']]);
  });
});
