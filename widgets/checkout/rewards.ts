/**
 * Rewards (bucks) in the checkout (checkout spec sections 6 and 9): the section shows only to signed-in
 * shoppers with 500 or more reward points or available bucks. The numbers come with the checkout response
 * (rewardsInfo: rewardPoints, availableBucks, appliedBucks).
 */
import { boolean, nullable, optional, type } from 'superstruct';
import { safeValidate } from '../../src/validation/struct';
import type { Order } from './order';
import { MoneyField as N } from './moneyField';

/** Rewards section threshold: 500 points. */
export const REWARDS_THRESHOLD = 500;

const RewardsStruct = type({ rewardsInfo: optional(nullable(type({ rewardPoints: N, availableBucks: N, appliedBucks: N, isRewardsMember: optional(nullable(boolean())) }))) });

export interface RewardsInfo {
  points: number;
  bucks: number;
  applied: number;
}

const num = (v: number | null | undefined): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The shopper's rewards numbers, or null when the response has none (guests, non-members). */
export function rewardsOf(o: Order): RewardsInfo | null {
  const [err, r] = safeValidate(o.raw, RewardsStruct, { coerce: true });
  const info = err ? null : r.rewardsInfo;
  if (!info || info.isRewardsMember === false) return null;
  return { points: num(info.rewardPoints), bucks: num(info.availableBucks), applied: num(info.appliedBucks) };
}

/** The rewards section shows to signed-in shoppers with 500 or more points or available bucks (or bucks applied). */
export function showsRewards(o: Order): boolean {
  const r = rewardsOf(o);
  return o.signedIn && !o.gsaUser && !!r && (r.points >= REWARDS_THRESHOLD || r.bucks > 0 || r.applied > 0);
}
