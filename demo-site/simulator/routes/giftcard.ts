/**
 * Gift card endpoints of the simulator: the balance check (checkout spec section 7, "Load gift card
 * balance") over the demo gift cards. POST giftCardId, authorizationId, _dynSessConf; the answer carries
 * giftCardBalance, or errorGiftCardInvalidMessage (the number/auth pair is wrong), or errorMessage.
 *
 * A real backend stops anyone from guessing authorization numbers: after GIFT_CARD_MAX_TRIES wrong pairs in
 * one session, balance checks of that session are refused for GIFT_CARD_LOCK_SECONDS (even with a right
 * pair, so a guesser cannot tell when a guess hits), with a clear errorMessage. A right answer does not
 * reset the count, or one known card would unlock unlimited guesses at another. The same count is kept per card
 * number across sessions (../guessLimits), or a new cookie would give a guesser five more tries at one card.
 * Card numbers are never logged.
 */
import type { Hono } from 'hono';
import { PATHS } from '../paths';
import { findGiftCard } from '../../data/accounts';
import type { RouteModule, SimulatorOptions } from '../types';
import { formErrors, getSession, stateChanging, type Session } from '../session';
import { guessLimitsOf } from '../guessLimits';

export const GIFT_CARD_MAX_TRIES = 5;
export const GIFT_CARD_LOCK_SECONDS = 15 * 60;

export const GIFT_CARD_MESSAGES = {
  invalid: 'The gift card number or authorization number you entered is not valid. Please check both numbers and try again.',
  locked: (minutes: number) =>
    `For your security, balance checks are paused after too many incorrect tries. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or call us at 1-800-778-4456.`,
  missingNumber: 'Please enter gift card #.',
  missingAuth: 'Please enter the auth #.',
};

interface GiftCardTries {
  wrong: number;
  /** Epoch ms until which checks are refused (0 = not locked). */
  lockedUntil: number;
}

function triesOf(session: Session): GiftCardTries {
  const t = (session.data.giftCardTries as GiftCardTries | undefined) ?? { wrong: 0, lockedUntil: 0 };
  session.data.giftCardTries = t;
  return t;
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** The gift card area's endpoints. Options: giftCardMaxTries, giftCardLockSeconds (for tests). */
export const giftCardRoutes: RouteModule = (app: Hono, options: SimulatorOptions) => {
  const maxTries = typeof options.giftCardMaxTries === 'number' ? options.giftCardMaxTries : GIFT_CARD_MAX_TRIES;
  const lockMs = (typeof options.giftCardLockSeconds === 'number' ? options.giftCardLockSeconds : GIFT_CARD_LOCK_SECONDS) * 1000;
  const pins = guessLimitsOf(app, options).giftCardPins;

  app.post(
    PATHS.giftCardBalance,
    stateChanging(async (c, body) => {
      const number = str(body.giftCardId);
      const auth = str(body.authorizationId);
      if (!number || !auth) {
        const list = [];
        if (!number) list.push({ propertyPath: 'giftCardId', localizedMessage: GIFT_CARD_MESSAGES.missingNumber, errorCode: 'missingRequiredValue' });
        if (!auth) list.push({ propertyPath: 'authorizationId', localizedMessage: GIFT_CARD_MESSAGES.missingAuth, errorCode: 'missingRequiredValue' });
        return formErrors(c, list);
      }

      const tries = triesOf(getSession(c));
      const now = Date.now();
      if (tries.lockedUntil && now >= tries.lockedUntil) {
        tries.wrong = 0;
        tries.lockedUntil = 0;
      }
      const lockedAnswer = (until = tries.lockedUntil) => c.json({ errorMessage: GIFT_CARD_MESSAGES.locked(Math.max(1, Math.ceil((until - now) / 60_000))) });
      if (tries.lockedUntil) return lockedAnswer();
      const cardLock = pins.lockedUntil(number, now);
      if (cardLock) return lockedAnswer(cardLock);

      const card = findGiftCard(number, auth);
      if (card) {
        pins.hit(number);
        return c.json({ giftCardBalance: card.balance });
      }

      tries.wrong++;
      const cardLocked = pins.miss(number, now);
      if (tries.wrong >= maxTries) {
        tries.lockedUntil = now + lockMs;
        return lockedAnswer();
      }
      if (cardLocked) return lockedAnswer(cardLocked);
      return c.json({ errorGiftCardInvalidMessage: GIFT_CARD_MESSAGES.invalid });
    }),
  );
};
