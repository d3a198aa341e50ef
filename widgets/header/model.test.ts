// @vitest-environment node
// The header bar's flows (storefront spec section 2: header and account flyout; section 6: GSA users) driven
// through its model with fake calls: no React, no mocked modules.
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import type { HeaderContent } from './content';
import type { RewardsCustomer } from './flyoutModel';
import { barStep, startBar, type BarCalls, type BarEvent } from './model';

const CONTENT = { tabs: [], eyebrow: [{ id: 'e1', text: 'Free shipping' }], accountLinks: [] } as unknown as HeaderContent;
const member = (points: number): RewardsCustomer => ({ rewardPoints: points, isRewardsMember: true, messages: [] });
/** The session's rewardsCustomer as the session info carries it. */
const sessionRewards = (points: number) => ({ rewardPoints: String(points), isRewardsMember: 'true', messages: [] });

function bar() {
  const io = fakePorts<BarCalls>();
  const model = createModel(barStep, startBar(), io.ports);
  model.start();
  const calls = (name: keyof BarCalls) => io.calls.filter((c) => c.call === name).map((c) => c.input);
  const send = (e: BarEvent) => model.dispatch(e);
  /** A signed-in shopper with rewards (as Header.tsx reports the session). */
  const signedIn = (profileId: string, seed: unknown = null) => send({ type: 'shopperChanged', wants: true, profileId, seed });
  const guest = () => send({ type: 'shopperChanged', wants: false, profileId: '', seed: null });
  /** The flyout's rewards as the shopper would read them. */
  const rewards = () => {
    const r = model.get().rewards;
    return r.status === 'ok' ? `${r.customer.rewardPoints} points` : r.status;
  };
  return { io, model, calls, send, signedIn, guest, rewards };
}

describe('header model: content and init data', () => {
  it('asks once for each as the bar mounts; the bar waits (undefined) until the content is in', async () => {
    const { io, model, calls } = bar();
    expect(calls('content')).toEqual([null]);
    expect(calls('init')).toEqual([null]);
    expect(model.get().content).toBeUndefined();
    await io.next('init').answer({ chatInfo: { talkativeURL: 'https://chat.example/chat.js' } });
    await io.next('content').answer(CONTENT);
    expect(model.get().content).toBe(CONTENT);
    expect(model.get().init?.chatInfo?.talkativeURL).toBe('https://chat.example/chat.js');
    expect(io.calls).toHaveLength(2);
  });

  it('content that cannot be read leaves the bar without a menu (null), not waiting', async () => {
    const { io, model } = bar();
    await io.next('content').answer(null);
    expect(model.get().content).toBeNull();
  });

  it('after the island goes, late answers change nothing', async () => {
    const { io, model } = bar();
    model.stop();
    await io.next('content').answer(CONTENT);
    expect(model.get().content).toBeUndefined();
  });
});

describe('header model: rewards in the account flyout', () => {
  it('a guest: no rewards call, even when the flyout opens', () => {
    const { calls, guest, send, rewards } = bar();
    guest();
    send({ type: 'flyoutOpened' });
    expect(calls('rewards')).toEqual([]);
    expect(rewards()).toBe('idle');
  });

  it('signed in: the session rewards show at once, then the rewards call answers fresh points', async () => {
    const { io, calls, signedIn, rewards } = bar();
    signedIn('u1', sessionRewards(1200));
    expect(rewards()).toBe('1200 points');
    expect(calls('rewards')).toHaveLength(1);
    await io.next('rewards').answer(member(1350));
    expect(rewards()).toBe('1350 points');
  });

  it('signed in without session rewards: loading until the call answers; a failed call shows the rewards error', async () => {
    const { io, signedIn, rewards } = bar();
    signedIn('u1');
    expect(rewards()).toBe('loading');
    await io.next('rewards').answer(null);
    expect(rewards()).toBe('failed');
  });

  it('a session refresh for the same shopper asks nothing and keeps what shows', async () => {
    const { io, calls, signedIn, rewards } = bar();
    signedIn('u1', sessionRewards(10));
    await io.next('rewards').answer(member(20));
    signedIn('u1', sessionRewards(10));
    expect(calls('rewards')).toHaveLength(1);
    expect(rewards()).toBe('20 points');
  });

  it('opening the flyout asks again; another shopper starts from their own session rewards', async () => {
    const { io, calls, send, signedIn, rewards } = bar();
    signedIn('u1');
    await io.next('rewards').answer(member(20));
    send({ type: 'flyoutOpened' });
    expect(calls('rewards')).toHaveLength(2);
    await io.next('rewards').answer(member(25));
    expect(rewards()).toBe('25 points');
    signedIn('u2', sessionRewards(500));
    expect(rewards()).toBe('500 points');
    expect(calls('rewards')).toHaveLength(3);
  });

  it('race: a slow rewards answer arriving after the newer one is ignored', async () => {
    const { io, send, signedIn, rewards } = bar();
    signedIn('u1');
    const older = io.next('rewards');
    send({ type: 'flyoutOpened' });
    expect(older.signal.aborted).toBe(true);
    const newer = io.pending.find((p) => p.call === 'rewards' && p !== older)!;
    await newer.answer(member(300));
    await older.answer(member(100));
    expect(rewards()).toBe('300 points');
  });

  it('signing out while the call is out: the call is dropped and its late answer ignored', async () => {
    const { io, signedIn, guest, rewards } = bar();
    signedIn('u1');
    const call = io.next('rewards');
    guest();
    expect(call.signal.aborted).toBe(true);
    await call.answer(member(100));
    expect(rewards()).toBe('idle');
  });
});

describe('header model: notices and other widgets', () => {
  it('a GSA sign-in in this tab opens the government-user notice; another sign-in does not', () => {
    const { model, send } = bar();
    send({ type: 'signedIn', gsa: false });
    expect(model.get().gsaNotice).toBe(false);
    send({ type: 'signedIn', gsa: true });
    expect(model.get().gsaNotice).toBe(true);
  });

  it("the notice's Continue closes it and goes where it says; on the page it names, nowhere", () => {
    const { io, model, send } = bar();
    send({ type: 'signedIn', gsa: true });
    send({ type: 'gsaClosed', to: '/shopping-cart/' });
    expect(model.get().gsaNotice).toBe(false);
    expect(io.navigated).toEqual(['/shopping-cart/']);
    send({ type: 'signedIn', gsa: true });
    send({ type: 'gsaClosed', to: null });
    expect(io.navigated).toEqual(['/shopping-cart/']);
  });

  it('closing the account-deleted notice takes the flag out of the address', () => {
    const { calls, send } = bar();
    send({ type: 'profileDeletedClosed', url: '/?a=1#top' });
    expect(calls('replaceAddress')).toEqual(['/?a=1#top']);
  });

  it('Sign In, Create Account and Sign Out open their widgets by name', () => {
    const { calls, send } = bar();
    send({ type: 'opened', what: { name: 'sign-in' } });
    send({ type: 'opened', what: { name: 'create-account' } });
    send({ type: 'opened', what: { name: 'account', props: { view: 'sign-out' } } });
    expect(calls('open')).toEqual([{ name: 'sign-in' }, { name: 'create-account' }, { name: 'account', props: { view: 'sign-out' } }]);
  });
});
