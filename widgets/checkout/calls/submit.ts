/**
 * The submit's calls (checkout spec section 7): apply billing, then submit order, through the commerce client
 * (which adds `_dynSessConf` and Is-Furniture, replays a 409 with a fresh number and refreshes the token on a
 * 401). Submit order carries an idempotency key, as a header and in the body, so a double click, a retry after
 * a timeout or a replay never places a second order: the server answers the first order again.
 *
 * A submit that got no readable answer (a timeout, a dropped connection, a gateway error) may have placed the
 * order: it is reported as `uncertain`, never as a plain "please try again" (README, Checkout).
 */
import { array, number, optional, string, type, union, unknown } from 'superstruct';
import { safeIs } from '../../../src/validation/struct';
import { request, type ApiResult } from '../../../src/api';
import { safeLocalPath } from '../../../src/platform';
import type { Site } from '../../../src/stores';
import { messagesByField } from '../errors';
import { toOrder, type Order } from '../order';
import type { PlacedOrder, SubmitOutcome } from '../paymentState';
import { PAGING } from './sections';

/**
 * `redirectURL` is '' when the answer named none; `order` is what the answer says about it, for an in-place
 * confirmation. A refusal or failure after apply billing carries the order its answer described (`billed`).
 */
export type SubmitResult = ((SubmitOutcome & { kind: 'formError' | 'failed' }) & { billed?: Order | null }) | { kind: 'ok'; redirectURL: string; order: PlacedOrder };

/** The submit's own failure text: `uncertain` when the order may have been placed. */
export interface SubmitMessages {
  timeout: string;
  unavailable: string;
  uncertain: string;
}

/** Apply billing's answer (checkout spec section 7): status, the checkout response; form errors come as formError. */
const BillingAnswer = type({ status: optional(unknown()), checkoutResponse: optional(unknown()) });

const Answer = type({
  status: optional(unknown()),
  redirectURL: optional(unknown()),
  details: optional(type({ orderId: optional(unknown()) })),
  confirmationMessage: optional(type({ order: optional(unknown()) })),
});

/** A fresh idempotency key (one per order: the same key for every try of it). */
export const newIdempotencyKey = (): string =>
  typeof globalThis.crypto?.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

/**
 * The confirmation address to follow, with the furniture rewrite (the furniture store's pages live under
 * /furniture), or null when it is not a path of this site. An absolute URL on the page's own origin is
 * followed by its path.
 */
export function confirmationUrl(url: string, site: Site, origin: string = location.origin): string | null {
  const path = safeLocalPath(url, origin);
  if (!path) return null;
  return site === 'furniture' && !/^\/furniture(\/|$)/i.test(path) ? `/furniture${path}` : path;
}

const fieldErrorsOf = (r: ApiResult<unknown> & { kind: 'formError' }): SubmitResult => ({ kind: 'formError', fieldErrors: messagesByField(r.exceptions), messages: r.messages });

const Amount = union([number(), string()]);
// What the confirmation in the answer may hold (the simulator's shape; a real store's may carry less): each
// part is shown only when it is there and well formed.
const Confirmed = type({ email: optional(string()), total: optional(Amount), items: optional(array(type({ name: string(), quantity: number() }))) });

/** The placed order as the answer describes it: its id always, the rest when the answer carries it. */
export function placedOrderOf(orderId: string, raw: unknown): PlacedOrder {
  const c = safeIs(raw, Confirmed) ? raw : {};
  return { orderId, email: c.email ?? '', total: c.total ?? null, items: c.items?.map((i) => ({ name: i.name, quantity: i.quantity })) ?? [] };
}

/**
 * A submit answer that did not refuse the order: a form error or an HTTP 4xx says it was not placed; no answer
 * (timeout, network), an unreadable one or a 5xx (a gateway that gave up while the store went on) may hide a
 * placed order.
 */
const mayHavePlaced = (r: ApiResult<unknown>): boolean => r.kind !== 'formError' && r.kind !== 'aborted' && !(r.kind === 'http' && r.status < 500);

export async function submitOrder(billing: Record<string, unknown> | null, order: Record<string, unknown>, key: string, messages: SubmitMessages): Promise<SubmitResult> {
  const failed = (r: ApiResult<unknown>, submitted: boolean): SubmitResult => {
    if (r.kind === 'formError') return fieldErrorsOf(r);
    // Unexpected failures are only logged (checkout spec section 8): what failed, never what was sent.
    if (r.kind !== 'timeout') console.error(`[storefront-widgets] checkout: the order could not be submitted (${r.kind}, ${r.status}).`);
    if (submitted && mayHavePlaced(r)) return { kind: 'failed', message: messages.uncertain };
    return { kind: 'failed', message: r.kind === 'timeout' ? messages.timeout : messages.unavailable };
  };
  let billed: Order | null = null;
  if (billing) {
    const b = await request('applyBilling', { body: { ...PAGING, ...billing }, schema: BillingAnswer });
    if (!b.ok) return failed(b, false);
    // A status other than OK without form errors is a refusal too: the order is not submitted.
    if (b.data.status !== undefined && b.data.status !== 'OK') return failed({ ok: false, kind: 'invalid-response', status: b.status, message: 'apply billing refused' }, false);
    billed = toOrder(b.data.checkoutResponse);
  }
  const r = await request('submitOrder', { body: { ...PAGING, ...order, idempotencyKey: key }, headers: { 'Idempotency-Key': key }, schema: Answer });
  const withBilled = (x: SubmitResult): SubmitResult => (billed ? ({ ...x, billed } as SubmitResult) : x);
  if (!r.ok) return withBilled(failed(r, true));
  const d = r.data;
  const orderId = typeof d.details?.orderId === 'string' ? d.details.orderId : '';
  const redirectURL = typeof d.redirectURL === 'string' ? d.redirectURL : '';
  // A status other than OK is the store's refusal. OK with the confirmation address is the spec's success, with or
  // without an order id (the confirmation page has its own); OK with neither can be neither confirmed nor ruled out.
  if (d.status !== 'OK' || (!orderId && !redirectURL)) return withBilled(failed({ ok: false, kind: 'invalid-response', status: r.status, message: 'no order id' }, d.status === 'OK'));
  return { kind: 'ok', redirectURL, order: placedOrderOf(orderId, d.confirmationMessage?.order) };
}
