/**
 * The header's model: the bar's step (createModel runs the effects; calls.ts holds the real calls), and
 * HeaderCalls, what the header's four models ask of the world (the eyebrow, the store link and the chat are
 * sub-modules: eyebrowModel.ts, storeLinkStep.ts, chatStep.ts). The bar:
 * - the header content and the init data, asked for once when the bar mounts;
 * - the signed-in shopper's rewards (storefront spec section 2, account flyout): seeded from the session's
 *   rewards when they say something, then fresh from the rewards call; asked again when the flyout opens; a
 *   new shopper or a newer call wins (a slow older answer is ignored); nothing when rewards do not apply;
 * - the government-user notice, open when a GSA user signs in on this page; Continue goes where the notice
 *   says (checkout, the cart or home);
 * - the account-deleted notice: closing it takes the flag out of the address;
 * - sign in, create account and sign out, opened by name.
 */
import type { SessionSignal } from '../../src/stores';
import type { Effect, Next } from '../../src/platform/createModel';
import type { ChatCalls } from './chatStep';
import type { HeaderContent, InitData } from './content';
import type { EyebrowCalls } from './eyebrowModel';
import { toRewardsCustomer, type RewardsCustomer, type RewardsState } from './flyoutModel';
import type { StoreLinkCalls } from './storeLinkStep';

/** The widgets the bar opens by name. */
export type Opened = { name: 'sign-in' | 'create-account' } | { name: 'account'; props: { view: 'sign-out' } };

/** What the bar asks of the outside world (calls.ts in the page, fakePorts in model tests). */
export interface BarCalls {
  /** The header content (tabs, eyebrow, links), once per page; null when it cannot be read. */
  content(input: null, signal: AbortSignal): Promise<HeaderContent | null>;
  /** The init data (chat address); null when missing or invalid. */
  init(input: null, signal: AbortSignal): Promise<InitData | null>;
  /** The shopper's rewards; null when the call fails. */
  rewards(input: null, signal: AbortSignal): Promise<RewardsCustomer | null>;
  open(input: Opened, signal: AbortSignal): void;
  /** Replaces the page's address (no reload). */
  replaceAddress(input: string, signal: AbortSignal): void;
  /** Listens to the session's signals (a sign-in here or in another tab); returns the unsubscribe. */
  sessionSignals(input: (signal: SessionSignal) => void): () => void;
}

/** What the header asks of the outside world: its four models' calls (calls.ts in the page). */
export interface HeaderCalls extends BarCalls, EyebrowCalls, StoreLinkCalls, ChatCalls {}

/** What the session says that the rewards act on (from the shared stores). */
export interface Shopper {
  /** A signed-in, non-GSA shopper with rewards enabled. */
  wants: boolean;
  profileId: string;
  /** The session's rewardsCustomer, read when the shopper changes. */
  seed: unknown;
}

export interface BarState {
  /** undefined while on its way; null when it could not be loaded. */
  content: HeaderContent | null | undefined;
  /** null until it arrives, or when missing or invalid. */
  init: InitData | null;
  rewards: RewardsState;
  shopper: Omit<Shopper, 'seed'>;
  /** The government-user notice is open. */
  gsaNotice: boolean;
}

export type BarEvent =
  | ({ type: 'shopperChanged' } & Shopper)
  | { type: 'flyoutOpened' }
  | { type: 'signedIn'; gsa: boolean }
  /** The government-user notice closed; `to`: where Continue goes (null: this page). */
  | { type: 'gsaClosed'; to: string | null }
  /** The account-deleted notice closed: `url` is the address without its flag. */
  | { type: 'profileDeletedClosed'; url: string }
  | { type: 'opened'; what: Opened }
  | { type: 'contentAnswered'; result: HeaderContent | null }
  | { type: 'initAnswered'; result: InitData | null }
  | { type: 'rewardsAnswered'; result: RewardsCustomer | null };

export type BarNext = Next<BarState, BarEvent, BarCalls>;

/** What the flyout shows before the rewards call answers: the session's rewards when they say something. */
export function seededRewards(rewardsCustomer: unknown): RewardsState {
  const seeded = rewardsCustomer ? toRewardsCustomer(rewardsCustomer as Parameters<typeof toRewardsCustomer>[0]) : null;
  return seeded && (seeded.isRewardsMember || seeded.messages.length) ? { status: 'ok', customer: seeded } : { status: 'loading' };
}

const askRewards: Effect<BarEvent, BarCalls> = { type: 'request', call: 'rewards', input: null, key: 'rewards', done: { type: 'rewardsAnswered' } };

/** The bar asks for its content and init data as it mounts; rewards wait for the shopper. */
export const startBar = (): BarNext => ({
  state: { content: undefined, init: null, rewards: { status: 'idle' }, shopper: { wants: false, profileId: '' }, gsaNotice: false },
  effects: [
    { type: 'request', call: 'content', input: null, done: { type: 'contentAnswered' } },
    { type: 'request', call: 'init', input: null, done: { type: 'initAnswered' } },
  ],
});

export function barStep(s: BarState, e: BarEvent): BarNext {
  switch (e.type) {
    case 'contentAnswered':
      return { state: { ...s, content: e.result } };
    case 'initAnswered':
      return { state: { ...s, init: e.result } };
    case 'shopperChanged': {
      // The session's rewards are read when the shopper changes, not on every session refresh.
      if (e.wants === s.shopper.wants && e.profileId === s.shopper.profileId) return { state: s };
      const shopper = { wants: e.wants, profileId: e.profileId };
      if (!e.wants) return { state: { ...s, shopper, rewards: { status: 'idle' } }, effects: [{ type: 'cancel', key: 'rewards' }] };
      return { state: { ...s, shopper, rewards: seededRewards(e.seed) }, effects: [askRewards] };
    }
    case 'flyoutOpened':
      return { state: s, effects: s.shopper.wants ? [askRewards] : [] };
    case 'rewardsAnswered':
      return { state: { ...s, rewards: e.result ? { status: 'ok', customer: e.result } : { status: 'failed' } } };
    case 'signedIn':
      return { state: e.gsa ? { ...s, gsaNotice: true } : s };
    case 'gsaClosed':
      return { state: { ...s, gsaNotice: false }, effects: e.to ? [{ type: 'navigate', url: e.to }] : [] };
    case 'profileDeletedClosed':
      return { state: s, effects: [{ type: 'request', call: 'replaceAddress', input: e.url }] };
    case 'opened':
      return { state: s, effects: [{ type: 'request', call: 'open', input: e.what }] };
  }
}
