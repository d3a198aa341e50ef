/**
 * Limits on guessing that a new session cookie does not reset. A guesser who may try 5 PINs per session just
 * drops the cookie; so the store counts wrong gift-card PINs per card number (whichever session, or the balance
 * check and the checkout's apply alike, tries it) and wrong promo codes per shopper (the signed-in profile;
 * a guest is known only by the session). These are requirements on the real backend too (docs/host.md, "Guessing
 * limits"): the widgets cannot enforce them.
 */
import type { Hono } from 'hono';

/** Wrong guesses per key, and a lock once there are `max` of them. */
export class GuessLimit {
  private readonly wrong = new Map<string, { count: number; lockedUntil: number }>();
  constructor(
    readonly max: number,
    readonly lockMs: number,
  ) {}

  /** Epoch ms until which `key` is locked, 0 when it is not (an expired lock starts the count again). */
  lockedUntil(key: string, now = Date.now()): number {
    const w = this.wrong.get(key);
    if (!w?.lockedUntil) return 0;
    if (now < w.lockedUntil) return w.lockedUntil;
    this.wrong.delete(key);
    return 0;
  }

  /**
   * A right guess, while not locked: the count starts again (the limit is on wrong guesses in a row, as an account
   * lockout's is; a guesser who knows the PIN has nothing to guess).
   */
  hit(key: string): void {
    if (!this.wrong.get(key)?.lockedUntil) this.wrong.delete(key);
  }

  /** Counts a wrong guess; the lock's end when this one locks the key, else 0. */
  miss(key: string, now = Date.now()): number {
    const w = this.wrong.get(key) ?? { count: 0, lockedUntil: 0 };
    w.count++;
    if (w.count >= this.max) w.lockedUntil = now + this.lockMs;
    this.wrong.set(key, w);
    return w.lockedUntil;
  }
}

export const GIFT_CARD_PIN_MAX_TRIES = 5;
export const PROMO_MAX_WRONG = 10;
export const GUESS_LOCK_MS = 15 * 60_000;

const byApp = new WeakMap<Hono, { giftCardPins: GuessLimit; promoCodes: GuessLimit }>();

/** The limits of one simulator (every route area of it sees the same counts). */
export function guessLimitsOf(app: Hono, options: Record<string, unknown> = {}): { giftCardPins: GuessLimit; promoCodes: GuessLimit } {
  let l = byApp.get(app);
  if (!l) {
    const max = typeof options.giftCardMaxTries === 'number' ? options.giftCardMaxTries : GIFT_CARD_PIN_MAX_TRIES;
    const lockMs = typeof options.giftCardLockSeconds === 'number' ? options.giftCardLockSeconds * 1000 : GUESS_LOCK_MS;
    l = { giftCardPins: new GuessLimit(max, lockMs), promoCodes: new GuessLimit(PROMO_MAX_WRONG, GUESS_LOCK_MS) };
    byApp.set(app, l);
  }
  return l;
}

/** The answer to a promo claim while the shopper is locked out. */
export const promoLockedMessage = (minutes: number): string =>
  `For your security, promo codes are paused after too many codes that are not valid. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/**
 * The promo-code guard of one claim: `locked` is the message to answer when the shopper is locked out, and
 * `miss()` counts a code that is not valid. The shopper is the signed-in profile (whichever session it uses);
 * a guest has nothing but the session to be known by.
 */
export function promoGuard(app: Hono, s: { id: string; profile: { id: string; loginStatus: string } }, now = Date.now()): { locked: string | null; miss: () => void } {
  const limit = guessLimitsOf(app).promoCodes;
  const who = s.profile.loginStatus === 'loggedIn' ? `profile:${s.profile.id}` : `session:${s.id}`;
  const until = limit.lockedUntil(who, now);
  return { locked: until ? promoLockedMessage(Math.max(1, Math.ceil((until - now) / 60_000))) : null, miss: () => void limit.miss(who, now) };
}
