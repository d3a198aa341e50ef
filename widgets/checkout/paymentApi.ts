/**
 * The submit's calls (checkout spec section 7): apply billing, then submit order, through the commerce client
 * (which adds `_dynSessConf` and Is-Furniture, replays a 409 with a fresh number and refreshes the token on a
 * 401). Submit order carries an idempotency key, as a header and in the body, so a double click, a retry after
 * a timeout or a replay never places a second order: the server answers the first order again.
 */
import { optional, type, unknown } from 'superstruct';
import { request, type ApiResult } from '../../src/api';
import { safeLocalPath } from '../../src/site';
import type { Site } from '../../src/stores';
import { PAGING } from './api';
import type { SubmitOutcome } from './paymentModel';

export type SubmitResult = (SubmitOutcome & { kind: 'formError' | 'failed' }) | { kind: 'ok'; orderId: string; redirectURL: string; order: unknown };

const Answer = type({ status: optional(unknown()), redirectURL: optional(unknown()), details: optional(type({ orderId: optional(unknown()) })), confirmationMessage: optional(type({ order: optional(unknown()) })) });

/** A fresh idempotency key (one per order: the same key for every try of it). */
export const newIdempotencyKey = (): string => (typeof globalThis.crypto?.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`);

/** The furniture rewrite of the confirmation address: the furniture store's pages live under /furniture. */
export function confirmationUrl(url: string, site: Site): string | null {
  const path = safeLocalPath(url);
  if (!path) return null;
  return site === 'furniture' && !/^\/furniture(\/|$)/i.test(path) ? `/furniture${path}` : path;
}

const fieldErrorsOf = (r: ApiResult<unknown> & { kind: 'formError' }): SubmitResult => ({ kind: 'formError', fieldErrors: r.fieldErrors, messages: r.messages });

export async function submitOrder(billing: Record<string, unknown> | null, order: Record<string, unknown>, key: string, messages: { timeout: string; unavailable: string }): Promise<SubmitResult> {
  const failed = (r: ApiResult<unknown>): SubmitResult => {
    if (r.kind === 'formError') return fieldErrorsOf(r);
    // Unexpected failures are only logged (checkout spec section 8): what failed, never what was sent.
    if (r.kind !== 'timeout') console.error(`[storefront-widgets] checkout: the order could not be submitted (${r.kind}, ${r.status}).`);
    return { kind: 'failed', message: r.kind === 'timeout' ? messages.timeout : messages.unavailable };
  };
  if (billing) {
    const b = await request('applyBilling', { body: { ...PAGING, ...billing } });
    if (!b.ok) return failed(b);
  }
  const r = await request('submitOrder', { body: { ...PAGING, ...order, idempotencyKey: key }, headers: { 'Idempotency-Key': key }, schema: Answer });
  if (!r.ok) return failed(r);
  const d = r.data;
  const orderId = typeof d.details?.orderId === 'string' ? d.details.orderId : '';
  const redirectURL = typeof d.redirectURL === 'string' ? d.redirectURL : '';
  if (d.status !== 'OK' || !orderId || !redirectURL) return failed({ ok: false, kind: 'invalid-response', status: r.status, message: 'no order id or redirect' });
  return { kind: 'ok', orderId, redirectURL, order: d.confirmationMessage?.order };
}
