/**
 * The checkout model's vocabulary: the calls it asks of the outside world (checkoutCalls.ts in the page, fakes in
 * tests) and the events it hears (the shopper's, and the calls' answers).
 */
import type { Effect, Model, Next } from '../../src/mount/createModel';
import type { CheckoutCall, ErrorStep, LoadResult } from './api';
import type { SubmitAnswer } from './paymentApi';
import type { CheckoutAction, CheckoutState, Draft, SubmitAction } from './state';
import type { DeliveryPayload, Errors, Outcome } from './types';

/** What the confirmation page reads of a placed order (never card data). */
export interface PlacedRecord {
  orderId: string;
  analytics: { total: number; items: { sku: string; productId: string; quantity: number; price: number; furniture: boolean; pickup: boolean }[] };
}

/** What the checkout asks of the outside world. The commerce calls answer an Outcome and never reject. */
export interface CheckoutCalls {
  /**
   * The checkout details, with the draft kept for the order, a new idempotency key for it and the signed-in
   * profile's id (the express wallets' chunk is in before it answers).
   */
  load(input: null, signal: AbortSignal): Promise<LoadResult & { draft?: Partial<Draft> | null; key?: string; profileId?: string | null }>;
  /** Apply billing then submit order (with the idempotency key); the confirmation address to follow, if any. */
  submit(input: { billing: Record<string, unknown> | null; order: Record<string, unknown>; key: string }, signal: AbortSignal): Promise<SubmitAnswer>;
  /** An order was placed: its record for the confirmation page is stored, the draft cleared, the cart count zero. */
  placed(input: PlacedRecord, signal: AbortSignal): void;
  /** The cart count follows the order the checkout reads (the header, other islands, other tabs). */
  cartCount(input: number, signal: AbortSignal): void;
  /** Apply contact and delivery. */
  delivery(input: DeliveryPayload, signal: AbortSignal): Promise<Outcome>;
  /** The sections' other calls (email only, pickup info, shipping method, promo code, gift cards, rewards). */
  call(input: { target: CheckoutCall; body: Record<string, unknown> }, signal: AbortSignal): Promise<Outcome>;
  /** The checkoutFormError analytics event (field names and codes only). */
  formError(input: { step: ErrorStep; errors: Errors }, signal: AbortSignal): void;
  /** The newsletterSubscription analytics event. */
  subscribed(input: null, signal: AbortSignal): void;
  /** An express wallet's call, with howMany -1 and start 0 (and Express checkout's profileId) before its body. */
  wallet(input: WalletAsk, signal: AbortSignal): Promise<WalletAnswer>;
  /** Logs a wallet call that failed, and its answer (the console only: storefront spec section 8). */
  walletFailed(input: [WalletCall, WalletAnswer], signal: AbortSignal): void;
}

/** The express wallets' calls: Apply PayPal, Express checkout (the wallet's approval), the express payment (Apple Pay's merchant validation, a payment). */
export type WalletCall = 'applyPayPal' | 'expressCheckout' | 'expressPayment';

/** A wallet call's answer: its data, or the message of a call that failed. */
export type WalletAnswer = { status?: string | null; payPalToken?: string | null; merchantSession?: unknown } | string;

/**
 * A wallet's button asks for a call: its body, what the wallet waits for in the answer (the token, the merchant
 * session, or an OK status: a payment, after which the checkout details are refreshed, checkout spec section 7) and
 * the payment solution error message a failure shows (section 8). The calls share the key 'express': a newer one,
 * or a cancel (expressFailed), leaves an older answer unheard.
 */
export type WalletAsk = { type: 'walletCall'; call: WalletCall; body: Record<string, unknown>; want: 'payPalToken' | 'merchantSession' | 'status'; fail: string };

/**
 * A delivery answer also says whether a guest opted in to the newsletter at submit. `loadAsked` reads the checkout
 * (again after signing in or out, or Retry): a newer read replaces one on its way.
 */
export type CheckoutEvent =
  | Exclude<CheckoutAction, { type: 'deliveryAnswered' }>
  | (Extract<CheckoutAction, { type: 'deliveryAnswered' }> & { optIn?: boolean })
  | { type: 'loadAsked' }
  | { type: 'loadAnswered'; result: Awaited<ReturnType<CheckoutCalls['load']>> }
  | SubmitAction
  | WalletAsk
  // A wallet call's answer (the ask, with its result), and the refresh's after a payment.
  | (Omit<WalletAsk, 'type'> & { type: 'walletCalled'; result: WalletAnswer })
  | { type: 'walletRefreshed'; fail: string; result: Outcome };

export type CheckoutFx = Effect<CheckoutEvent, CheckoutCalls>;
export type CheckoutNext = Next<CheckoutState, CheckoutEvent, CheckoutCalls>;
export type CheckoutModel = Model<CheckoutState, CheckoutEvent>;
