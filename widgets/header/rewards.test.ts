// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPoints, nextRewardsTier, REWARDS_TIERS, rewardsTier } from './rewards';

describe('rewardsTier', () => {
  it.each([
    [0, null],
    [499, null],
    [499.99, null],
    [500, 5],
    [999, 5],
    [1000, 10],
    [1250, 10],
    [1499, 10],
    [1500, 15],
    [1999, 15],
    [2000, 20],
    [4999, 20],
    [5000, 50],
    [120000, 50],
  ])('%d points give %s dollars', (points, dollars) => {
    expect(rewardsTier(points)?.dollars ?? null).toBe(dollars);
  });

  it('gives nothing for negative, NaN or infinite balances', () => {
    expect(rewardsTier(-10)).toBeNull();
    expect(rewardsTier(Number.NaN)).toBeNull();
    expect(rewardsTier(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('never gives a tier above the balance and never skips a reachable higher tier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100000 }), (points) => {
        const tier = rewardsTier(points);
        if (points < 500) return tier === null;
        return tier !== null && tier.points <= points && REWARDS_TIERS.every((t) => t.points > points || t.points <= tier.points);
      }),
    );
  });
});

describe('nextRewardsTier', () => {
  it('names the next tier and the points still needed', () => {
    expect(nextRewardsTier(0)).toEqual({ tier: { points: 500, dollars: 5 }, needed: 500 });
    expect(nextRewardsTier(1250)).toEqual({ tier: { points: 1500, dollars: 15 }, needed: 250 });
    expect(nextRewardsTier(5000)).toBeNull();
  });
});

describe('formatPoints', () => {
  it('groups thousands', () => {
    expect(formatPoints(1250)).toBe('1,250');
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(1234567)).toBe('1,234,567');
  });
});
