/**
 * Checkout part 2, the shopper's other ways to pay (checkout spec sections 3, 4, 7 and 8; storefront spec
 * sections 4 and 7): gift cards applied by number and authorization or by a saved gift card's id, removed by a
 * gcNumber list; rewards bucks applied and removed for a rewards member; express payments (the phone-maker
 * and browser pay services) and the refresh of the checkout details after an express payment (PayPal in
 * checkout is approved through the cart area's applyPayPalLight / doExpressCheckout, isPaypalFromCheckout true).
 *
 * `walletFields` adds the order's gift cards, the profile's saved gift cards and the rewards block to every
 * checkout response (checkout.ts spreads it in). The routes get the order helpers of checkout.ts injected
 * (app.ts wires them), so this module never imports checkout.ts: no import circle.
 *
 * Paths are written out literally (PATHS), never taken from the client's endpoint table. Gift card numbers
 * are never logged.
 */
import type { Context, Hono } from 'hono';
import { ACCOUNTS, findGiftCard, GIFT_CARDS } from '../../data/accounts';
import { PATHS } from '../paths';
import { checkoutChanging } from './checkoutRequest';
import { formErrors, getSession, type FormException, type Session } from '../session';
import type { SimulatorOptions } from '../types';
import { guessLimitsOf } from '../guessLimits';

/** What this module reads and writes of the checkout's order state (checkout.ts OrderState fits it). */
export interface WalletOrder {
  email: string;
  shippingAddress: typeof DEMO_PAYER.address | null;
  giftCards: { giftCardNumber: string; balance: number }[];
  rewardsApplied: number;
  payment: Record<string, unknown> | null;
}

/** Saved gift cards of signed-in fixture shoppers (profile gift card: repositoryId, giftcardNumber, amount). */
export const SAVED_GIFT_CARDS: Record<string, { repositoryId: string; giftcardNumber: string }[]> = {
  pr100001: [
    { repositoryId: 'pgc100001', giftcardNumber: '6006491111111111' },
    { repositoryId: 'pgc100002', giftcardNumber: '6006492222222222' },
  ],
};

/** Rewards bucks (certificates already issued) of fixture rewards members, in dollars. */
export const REWARDS_BUCKS: Record<string, number> = { pr100001: 10 };
/** The rewards section shows from this many points (checkout spec sections 6 and 9). */
export const REWARDS_THRESHOLD = 500;

/** The payer the demo wallet and pay services report (their address and email fill an empty checkout). */
export const DEMO_PAYER = {
  email: 'payer@example.com',
  address: {
    firstName: 'Pat',
    lastName: 'Payer',
    companyName: '',
    attention: '',
    address1: '2211 N First St',
    address2: '',
    city: 'San Jose',
    state: 'CA',
    postalCode: '95131',
    country: 'US',
    phoneNumber: '4085550100',
  },
};

export const WALLET_MESSAGES = {
  gcMissingNumber: 'Please enter gift card #.',
  gcMissingAuth: 'Please enter the auth #.',
  gcInvalidNumber: 'Please enter the 16-digit gift card number.',
  gcInvalidAuth: 'Please enter the authorization number (up to 4 digits).',
  gcInvalid: 'The gift card number or authorization number you entered is not valid. Please check both numbers and try again.',
  gcLocked: 'For your security, gift cards cannot be applied after too many incorrect tries. Please try again later or call us at 1-800-778-4456.',
  gcEmpty: 'This gift card has no remaining balance.',
  gcApplied: 'This gift card is already applied to your order.',
  gcPaid: 'Your order is already paid in full.',
  gcNoSaved: 'That saved gift card could not be found.',
  gcNotApplied: 'That gift card is not applied to your order.',
  rewardsNone: 'You have no Rewards bucks available.',
  signIn: 'Please sign in to use your Rewards.',
  expressDeclined: 'Your payment could not be completed. Please try again or choose another payment method.',
  expressNone: 'No express payment was approved for this order.',
};

/** Wrong number/auth pairs allowed per session before applying is refused (guessing authorization numbers). */
const MAX_WRONG = 5;

const round = (n: number): number => Math.round(n * 100) / 100;
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const signedIn = (s: Session): boolean => s.profile.loginStatus === 'loggedIn';
const balanceOf = (number: string): number => GIFT_CARDS.find((g) => g.number === number)?.balance ?? 0;

/** The rewards numbers of a signed-in member, or null (guests, GSA users, non-members). */
export function rewardsOf(s: Session): { rewardPoints: number; availableBucks: number } | null {
  if (!signedIn(s) || s.profile.gsaUser) return null;
  const account = ACCOUNTS.find((a) => a.id === s.profile.id);
  if (!account?.rewards.isRewardsMember) return null;
  return { rewardPoints: account.rewards.rewardPoints, availableBucks: REWARDS_BUCKS[account.id] ?? 0 };
}

/**
 * The checkout response's wallet fields for an order whose total before gift cards and rewards is `orderTotal`:
 * the applied gift cards (cart gift certificate: id, giftCardNumber, balance, amount, the amount being what each
 * covers, in the order applied), the profile's saved gift cards, and the rewards block (signed-in members).
 */
export function walletFields(s: Session, o: WalletOrder, orderTotal: number) {
  let left = orderTotal;
  const appliedGiftCards = o.giftCards.map((g) => {
    const amount = round(Math.max(0, Math.min(g.balance, left)));
    left = round(left - amount);
    return { id: 'gc-' + g.giftCardNumber.slice(-4), giftCardNumber: g.giftCardNumber, balance: g.balance, amount };
  });
  const saved = signedIn(s) ? (SAVED_GIFT_CARDS[s.profile.id] ?? []) : [];
  const rewards = rewardsOf(s);
  return {
    appliedGiftCards,
    savedGiftCards: saved.map((g) => ({ repositoryId: g.repositoryId, giftcardNumber: g.giftcardNumber, amount: balanceOf(g.giftcardNumber) })),
    rewardsInfo: rewards ? { ...rewards, isRewardsMember: true, appliedBucks: round(Math.min(o.rewardsApplied, rewards.availableBucks)) } : null,
    // The list and registry restrictions of express checkout (the cart's flags; the test controls set them).
    registryOrder: s.cart.registryOrder === true,
    clearListWarning: s.cart.clearListWarning === true,
  };
}

export interface CheckoutPaymentsDeps {
  orderOf: (s: Session) => WalletOrder;
  /** The checkout answer: status OK with the checkout response. */
  respond: (c: Context, s: Session) => Response;
  /** The displayTotal after gift cards and rewards. */
  displayTotal: (s: Session) => number;
}

const gcNumbers = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : str(v).split(',')).map((x) => x.replace(/\D+/g, '')).filter(Boolean);

/** The wallet routes of the checkout; `deps` are checkout.ts's order helpers. */
export function checkoutPaymentsRoutes(app: Hono, options: SimulatorOptions, deps: CheckoutPaymentsDeps): void {
  const { orderOf, respond, displayTotal } = deps;
  const pins = guessLimitsOf(app, options).giftCardPins;
  const general = (c: Context, localizedMessage: string, errorCode: string, propertyPath = '') => formErrors(c, [{ propertyPath, localizedMessage, errorCode }]);

  // Apply gift card: gcNumber, gcAuthNumber, addGiftCard; or savedGiftcardId (a signed-in shopper's saved card).
  app.post(
    PATHS.applyGiftCard,
    checkoutChanging((c, body) => {
      const s = getSession(c);
      const o = orderOf(s);
      let number: string;
      const savedId = str(body.savedGiftcardId);
      if (savedId) {
        const saved = signedIn(s) ? SAVED_GIFT_CARDS[s.profile.id]?.find((g) => g.repositoryId === savedId) : undefined;
        if (!saved) return general(c, WALLET_MESSAGES.gcNoSaved, 'noSavedGiftCard');
        number = saved.giftcardNumber;
      } else {
        number = str(body.gcNumber);
        const auth = str(body.gcAuthNumber);
        const problems: FormException[] = [];
        if (!number) problems.push({ propertyPath: 'gcNumber', localizedMessage: WALLET_MESSAGES.gcMissingNumber, errorCode: 'missingRequiredValue' });
        else if (!/^\d{16}$/.test(number)) problems.push({ propertyPath: 'gcNumber', localizedMessage: WALLET_MESSAGES.gcInvalidNumber, errorCode: 'invalidGiftCardNumber' });
        if (!auth) problems.push({ propertyPath: 'gcAuthNumber', localizedMessage: WALLET_MESSAGES.gcMissingAuth, errorCode: 'missingRequiredValue' });
        else if (!/^\d{1,4}$/.test(auth)) problems.push({ propertyPath: 'gcAuthNumber', localizedMessage: WALLET_MESSAGES.gcInvalidAuth, errorCode: 'invalidAuthNumber' });
        if (problems.length) return formErrors(c, problems);
        const wrong = typeof s.data.giftCardApplyWrong === 'number' ? s.data.giftCardApplyWrong : 0;
        // Per session, and per card number whichever session tries it (the balance check's count too).
        if (wrong >= MAX_WRONG || pins.lockedUntil(number)) return general(c, WALLET_MESSAGES.gcLocked, 'locked');
        if (!findGiftCard(number, auth)) {
          s.data.giftCardApplyWrong = wrong + 1;
          pins.miss(number);
          return formErrors(c, [
            { propertyPath: 'gcNumber', localizedMessage: WALLET_MESSAGES.gcInvalid, errorCode: 'invalidGiftCard' },
            { propertyPath: 'gcAuthNumber', localizedMessage: WALLET_MESSAGES.gcInvalid, errorCode: 'invalidGiftCard' },
          ]);
        }
        pins.hit(number);
      }
      if (o.giftCards.some((g) => g.giftCardNumber === number)) return general(c, WALLET_MESSAGES.gcApplied, 'alreadyApplied', savedId ? '' : 'gcNumber');
      const balance = balanceOf(number);
      if (balance <= 0) return general(c, WALLET_MESSAGES.gcEmpty, 'noBalance', savedId ? '' : 'gcNumber');
      if (displayTotal(s) <= 0) return general(c, WALLET_MESSAGES.gcPaid, 'paidInFull');
      o.giftCards.push({ giftCardNumber: number, balance });
      return respond(c, s);
    }),
  );

  // Remove gift card: the gcNumber list (an array, or numbers separated by commas).
  app.post(
    PATHS.removeGiftCard,
    checkoutChanging((c, body) => {
      const s = getSession(c);
      const o = orderOf(s);
      const list = gcNumbers(body.gcNumber);
      if (!list.length || !list.every((n) => o.giftCards.some((g) => g.giftCardNumber === n))) return general(c, WALLET_MESSAGES.gcNotApplied, 'notApplied');
      o.giftCards = o.giftCards.filter((g) => !list.includes(g.giftCardNumber));
      return respond(c, s);
    }),
  );

  // Rewards apply: the member's available bucks go against the order (at most its total). Remove takes them off.
  app.post(
    PATHS.applyRewards,
    checkoutChanging((c) => {
      const s = getSession(c);
      if (!signedIn(s)) return general(c, WALLET_MESSAGES.signIn, 'notSignedIn');
      const r = rewardsOf(s);
      if (!r || r.availableBucks <= 0) return general(c, WALLET_MESSAGES.rewardsNone, 'noBucks');
      orderOf(s).rewardsApplied = r.availableBucks;
      return respond(c, s);
    }),
  );
  app.post(
    PATHS.removeRewards,
    checkoutChanging((c) => {
      const s = getSession(c);
      orderOf(s).rewardsApplied = 0;
      return respond(c, s);
    }),
  );

  // Express payment by the phone-maker or browser pay service: paymentProvider, paymentToken, and the payer's
  // email and address as the service reports them. A token 'DECLINE' is refused (payment solution error).
  app.post(
    PATHS.expressPayment,
    checkoutChanging((c, body) => {
      const s = getSession(c);
      const provider = str(body.paymentProvider);
      if (provider !== 'ApplePay' && provider !== 'GooglePay') return general(c, WALLET_MESSAGES.expressDeclined, 'unknownProvider');
      // The phone-maker service first validates the merchant: the answer is the (demo) merchant session.
      if (body.validationURL !== undefined) return c.json({ status: 'OK', merchantSession: { merchantIdentifier: 'demo.merchant', epochTimestamp: Date.now(), signature: 'demo' } });
      const token = str(body.paymentToken);
      if (!token || /decline/i.test(token)) return general(c, WALLET_MESSAGES.expressDeclined, 'declined');
      s.data.express = { provider, email: str(body.payerEmail) };
      return c.json({ status: 'OK' });
    }),
  );

  // Refresh checkout details after an express payment: the approved payment (PayPal from checkout, or a pay
  // service) becomes the order's payment; the payer's email and address fill what the checkout does not have.
  app.post(
    PATHS.refreshExpress,
    checkoutChanging((c) => {
      const s = getSession(c);
      const o = orderOf(s);
      const paypal = s.data.paypal as { approved?: boolean; fromCheckout?: boolean; payerId?: string } | undefined;
      const express = s.data.express as { provider: string; email: string } | undefined;
      let email = DEMO_PAYER.email;
      if (paypal?.approved) {
        o.payment = { paymentMethod: 'paypalOption', paymentProvider: 'PayPal', payerId: paypal.payerId ?? '' };
        s.data.paypal = undefined;
      } else if (express) {
        o.payment = { paymentMethod: 'express', paymentProvider: express.provider };
        email = express.email || email;
        s.data.express = undefined;
      } else return general(c, WALLET_MESSAGES.expressNone, 'noExpressPayment');
      if (!signedIn(s) && !o.email) o.email = email;
      if (!o.shippingAddress) o.shippingAddress = { ...DEMO_PAYER.address };
      return respond(c, s);
    }),
  );

  if (options.test === true) {
    // Test-only: what this session's order holds of gift cards, rewards and the payment.
    app.get('/rest/__test/checkout-payments', (c) => {
      const o = orderOf(getSession(c));
      return c.json({ giftCards: o.giftCards.map((g) => g.giftCardNumber.slice(-4)), rewardsApplied: o.rewardsApplied, payment: o.payment });
    });
  }
}
