/**
 * The web contents call (storefront spec section 7): POST pathKey, productId or searchTerm, and rcs; the
 * call is retried up to 2 times when it fails. rcs is the recommendation engine's client state, which the
 * engine leaves in storage (`rr_rcs`, local storage or a cookie); it is sent empty until there is one.
 */
import type { RequestOptions } from './client';
import type { ApiResult } from './result';

/** Retries after a failed web contents call (so at most 3 calls). */
export const WEB_CONTENTS_RETRIES = 2;
/** Where the recommendation engine keeps its client state. */
export const RCS_KEY = 'rr_rcs';

export interface WebContentsQuery {
  pathKey: string;
  productId?: string;
  searchTerm?: string;
}

/** The recommendation engine's client state, or '' (storage blocked or nothing stored yet). */
export function readRcs(): string {
  try {
    const stored = globalThis.localStorage?.getItem(RCS_KEY);
    if (stored) return stored;
  } catch {
    // storage blocked: try the cookie
  }
  try {
    const m = typeof document !== 'undefined' ? new RegExp(`(?:^|;\\s*)${RCS_KEY}=([^;]*)`).exec(document.cookie) : null;
    return m ? decodeURIComponent(m[1]!) : '';
  } catch {
    return '';
  }
}

type Request = <T>(target: 'webContents', options: RequestOptions<T>) => Promise<ApiResult<T>>;

/** Failures worth another try: no answer, a broken answer or a server error (not a refusal or a cancel). */
const retryable = (r: ApiResult<unknown>): boolean =>
  !r.ok && (r.kind === 'network' || r.kind === 'timeout' || r.kind === 'malformed-json' || (r.kind === 'http' && r.status >= 500));

/** Calls web contents through `request`, retrying up to WEB_CONTENTS_RETRIES times. */
export async function webContentsWith<T = unknown>(request: Request, query: WebContentsQuery, options: Omit<RequestOptions<T>, 'body' | 'form'> = {}): Promise<ApiResult<T>> {
  const body: Record<string, unknown> = { pathKey: query.pathKey, rcs: readRcs() };
  if (query.productId !== undefined) body.productId = query.productId;
  else if (query.searchTerm !== undefined) body.searchTerm = query.searchTerm;
  let r = await request<T>('webContents', { ...options, body });
  for (let i = 0; i < WEB_CONTENTS_RETRIES && retryable(r) && !options.signal?.aborted; i++) r = await request<T>('webContents', { ...options, body });
  return r;
}
