/** The session timer's calls, built on the commerce client. Failures are logged only (spec section 7). */
import { request } from '../../src/api';

export async function renewSession(): Promise<boolean> {
  const r = await request('renewSession', { body: {} });
  if (!r.ok) console.warn('[storefront-widgets] session-timer: renewal failed:', r.message);
  return r.ok;
}

export async function invalidateSession(): Promise<void> {
  const r = await request('invalidateSession', { body: {}, timeoutMs: 5000 });
  if (!r.ok) console.warn('[storefront-widgets] session-timer: invalidation failed:', r.message);
}
