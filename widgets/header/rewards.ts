/**
 * Rewards display rules (storefront spec section 9): no reward under 500 points; tiers 500 -> $5,
 * 1000 -> $10, 1500 -> $15, 2000 -> $20, 5000 -> $50. Pure, so the rules are tested on their own.
 */
import { formatCount } from '../../src/ui/formatPrice';

export interface RewardsTier {
  /** Points needed for this tier. */
  points: number;
  /** The reward in dollars. */
  dollars: number;
}

/** The tiers, highest first. */
export const REWARDS_TIERS: readonly RewardsTier[] = [
  { points: 5000, dollars: 50 },
  { points: 2000, dollars: 20 },
  { points: 1500, dollars: 15 },
  { points: 1000, dollars: 10 },
  { points: 500, dollars: 5 },
];

/** The lowest balance that earns anything. */
export const REWARDS_MINIMUM = 500;

/** The tier a balance reaches, or null under 500 points (and for anything that is not a finite number). */
export function rewardsTier(points: number): RewardsTier | null {
  if (!Number.isFinite(points)) return null;
  return REWARDS_TIERS.find((t) => points >= t.points) ?? null;
}

/** The next tier above a balance and the points still needed, or null at the top tier. */
export function nextRewardsTier(points: number): { tier: RewardsTier; needed: number } | null {
  const p = Number.isFinite(points) ? Math.max(0, points) : 0;
  const next = [...REWARDS_TIERS].reverse().find((t) => t.points > p);
  return next ? { tier: next, needed: next.points - Math.floor(p) } : null;
}

/** Points as the store writes them: 1,250. */
export const formatPoints = (points: number): string => formatCount(Math.max(0, Math.floor(points)));
