// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { flyoutReducer, flyoutView, type FlyoutInput, type RewardsCustomer } from './flyoutModel';

const ERR = 'Rewards are not available right now.';
const member = (points: number, messages: RewardsCustomer['messages'] = []): FlyoutInput['rewards'] => ({
  status: 'ok',
  customer: { rewardPoints: points, isRewardsMember: true, messages },
});
const base: FlyoutInput = { signedIn: false, recognized: false, firstName: '', gsaUser: false, rewardsEnabled: true, rewards: { status: 'idle' } };
const view = (over: Partial<FlyoutInput>) => flyoutView({ ...base, ...over }, ERR);

describe('account flyout states', () => {
  it('guest: rewards promo when rewards are enabled, none when they are off', () => {
    expect(view({})).toEqual({ state: 'guest', promo: true });
    expect(view({ rewardsEnabled: false })).toEqual({ state: 'guest', promo: false });
  });

  it('recognized: told points are waiting (with first name), never shown the points', () => {
    expect(view({ recognized: true, firstName: 'Maria', rewards: member(1250) })).toEqual({ state: 'recognized', firstName: 'Maria', promo: true });
  });

  it('signed in: greeting name and points with their tier and the next tier', () => {
    expect(view({ signedIn: true, firstName: 'Maria', rewards: member(1250, [{ code: 'MKT', message: 'Triple points this week!' }]) })).toEqual({
      state: 'signedIn',
      firstName: 'Maria',
      rewards: {
        kind: 'points',
        points: 1250,
        tier: { points: 1000, dollars: 10 },
        next: { tier: { points: 1500, dollars: 15 }, needed: 250 },
        messages: ['Triple points this week!'],
      },
    });
  });

  it('signed in under 500 points: points without a reward tier', () => {
    const v = view({ signedIn: true, firstName: 'A', rewards: member(499) });
    expect(v.state === 'signedIn' && v.rewards).toMatchObject({ kind: 'points', points: 499, tier: null });
  });

  it('signed in GSA user: no rewards block at all', () => {
    expect(view({ signedIn: true, firstName: 'James', gsaUser: true, rewards: member(5000) })).toEqual({ state: 'signedIn', firstName: 'James', rewards: null });
  });

  it('signed in with rewards off: no rewards block', () => {
    expect(view({ signedIn: true, firstName: 'A', rewardsEnabled: false, rewards: member(5000) })).toMatchObject({ rewards: null });
  });

  it('API_DOWN: the error message replaces the points', () => {
    const v = view({ signedIn: true, firstName: 'A', rewards: member(1250, [{ code: 'API_DOWN', message: 'Rewards are down for maintenance.' }]) });
    expect(v).toMatchObject({ rewards: { kind: 'error', message: 'Rewards are down for maintenance.' } });
  });

  it('a failed rewards call shows the fallback error, a pending one a loading block', () => {
    expect(view({ signedIn: true, firstName: 'A', rewards: { status: 'failed' } })).toMatchObject({ rewards: { kind: 'error', message: ERR } });
    expect(view({ signedIn: true, firstName: 'A', rewards: { status: 'loading' } })).toMatchObject({ rewards: { kind: 'loading' } });
  });

  it('signed in but not a member: an invitation to join', () => {
    expect(view({ signedIn: true, firstName: 'Linda', rewards: { status: 'ok', customer: { rewardPoints: 0, isRewardsMember: false, messages: [] } } })).toMatchObject({
      rewards: { kind: 'join' },
    });
  });
});

describe('flyout open state', () => {
  it('toggles, and closes on close', () => {
    expect(flyoutReducer(false, { type: 'toggle' })).toBe(true);
    expect(flyoutReducer(true, { type: 'toggle' })).toBe(false);
    expect(flyoutReducer(true, { type: 'close' })).toBe(false);
    expect(flyoutReducer(false, { type: 'open' })).toBe(true);
  });
});
