/**
 * The account flyout's pure model: what it shows for a guest, a recognized visitor and a signed-in
 * shopper (storefront spec sections 2, 4, 6, 8), and the rewards block's rules.
 */
import { rewardsTier, nextRewardsTier, type RewardsTier } from './rewards';

/** A rewards message: marketing copy, or an error such as API_DOWN. */
export interface RewardsMessage {
  code?: string;
  message: string;
}

export interface RewardsCustomer {
  rewardPoints: number;
  isRewardsMember: boolean;
  messages: RewardsMessage[];
  currentTier?: string;
}

/** Rewards as the flyout last heard them. */
export type RewardsState = { status: 'idle' } | { status: 'loading' } | { status: 'ok'; customer: RewardsCustomer } | { status: 'failed' };

export type RewardsBlock =
  | { kind: 'loading' }
  | { kind: 'points'; points: number; tier: RewardsTier | null; next: { tier: RewardsTier; needed: number } | null; messages: string[] }
  /** The rewards service is down (API_DOWN) or did not answer: its message replaces the points. */
  | { kind: 'error'; message: string }
  /** Signed in but not a member: invite to join. */
  | { kind: 'join' };

export type FlyoutView = { state: 'guest'; promo: boolean } | { state: 'recognized'; firstName: string; promo: boolean } | { state: 'signedIn'; firstName: string; rewards: RewardsBlock | null };

export interface FlyoutInput {
  /** From $shopper: signed in, or else recognized (remembered, not signed in), or else a guest. */
  signedIn: boolean;
  recognized: boolean;
  firstName: string;
  gsaUser: boolean;
  rewardsEnabled: boolean;
  rewards: RewardsState;
}

export const API_DOWN = 'API_DOWN';

/** The rewards block of a signed-in shopper, or null when it must not show (rewards off, GSA user). */
export function rewardsBlock(input: Pick<FlyoutInput, 'gsaUser' | 'rewardsEnabled' | 'rewards'>, fallbackError: string): RewardsBlock | null {
  if (!input.rewardsEnabled || input.gsaUser) return null;
  const r = input.rewards;
  if (r.status === 'idle' || r.status === 'loading') return { kind: 'loading' };
  if (r.status === 'failed') return { kind: 'error', message: fallbackError };
  const down = r.customer.messages.find((m) => m.code === API_DOWN);
  if (down) return { kind: 'error', message: down.message || fallbackError };
  if (!r.customer.isRewardsMember) return { kind: 'join' };
  const points = Math.max(0, r.customer.rewardPoints);
  return {
    kind: 'points',
    points,
    tier: rewardsTier(points),
    next: nextRewardsTier(points),
    messages: r.customer.messages.filter((m) => m.message && m.code !== API_DOWN).map((m) => m.message),
  };
}

/** What the flyout shows. */
export function flyoutView(input: FlyoutInput, fallbackError: string): FlyoutView {
  const promo = input.rewardsEnabled && !input.gsaUser;
  if (input.signedIn) return { state: 'signedIn', firstName: input.firstName, rewards: rewardsBlock(input, fallbackError) };
  return input.recognized ? { state: 'recognized', firstName: input.firstName, promo } : { state: 'guest', promo };
}

/** The flyout's open state: the trigger toggles it; Escape, an outside click or a chosen action close it. */
export type FlyoutAction = { type: 'toggle' } | { type: 'open' } | { type: 'close' };

export function flyoutReducer(open: boolean, action: FlyoutAction): boolean {
  switch (action.type) {
    case 'toggle':
      return !open;
    case 'open':
      return true;
    case 'close':
      return false;
  }
}

/** Reads rewards messages: objects with code and message (or text), or plain strings. */
export function toRewardsMessages(list: readonly unknown[] | null | undefined): RewardsMessage[] {
  const out: RewardsMessage[] = [];
  for (const m of list ?? []) {
    if (typeof m === 'string') out.push({ message: m });
    else if (m && typeof m === 'object') {
      const o = m as Record<string, unknown>;
      const message = typeof o.message === 'string' ? o.message : typeof o.text === 'string' ? o.text : typeof o.localizedMessage === 'string' ? o.localizedMessage : '';
      const code = typeof o.code === 'string' ? o.code : typeof o.errorCode === 'string' ? o.errorCode : undefined;
      if (message || code) out.push(code ? { code, message } : { message });
    }
  }
  return out;
}

/** Turns a rewardsCustomer value (session info or rewards answer) into the flyout's shape. */
export function toRewardsCustomer(v: { rewardPoints?: unknown; isRewardsMember?: unknown; messages?: readonly unknown[] | null; tierInfo?: unknown } | null | undefined): RewardsCustomer {
  const points = Number(v?.rewardPoints ?? 0);
  const tier = v?.tierInfo && typeof v.tierInfo === 'object' ? (v.tierInfo as { currentTier?: unknown }).currentTier : undefined;
  return {
    rewardPoints: Number.isFinite(points) ? points : 0,
    isRewardsMember: v?.isRewardsMember === true || v?.isRewardsMember === 'true',
    messages: toRewardsMessages(v?.messages),
    ...(typeof tier === 'string' && tier ? { currentTier: tier } : {}),
  };
}
