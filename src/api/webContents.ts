/**
 * The web contents call (storefront spec section 7): POST pathKey, productId or searchTerm, and rcs; the
 * call is retried up to 2 times when it fails. rcs is the recommendation engine's client state, which the
 * engine leaves in storage (`rr_rcs`, local storage or a cookie); it is sent empty until there is one.
 */
import type { ReadOptions, RequestFn, RequestOptions, SendOptions } from './client';
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

/** The request function to call it with (the page's `request`, or a test client's). */
export type WebContentsRequest = RequestFn<'webContents'>;

/** Failures worth another try: no answer, a broken answer or a server error (not a refusal or a cancel). */
const retryable = (r: ApiResult<unknown>): boolean => !r.ok && (r.kind === 'network' || r.kind === 'timeout' || r.kind === 'malformed-json' || (r.kind === 'http' && r.status >= 500));

/** Calls web contents through `request`, retrying up to WEB_CONTENTS_RETRIES times. Reading the content needs a schema. */
export function webContentsWith<T>(request: WebContentsRequest, query: WebContentsQuery, options: Omit<ReadOptions<T>, 'body' | 'form'>): Promise<ApiResult<T>>;
export function webContentsWith(request: WebContentsRequest, query: WebContentsQuery, options?: Omit<SendOptions, 'body' | 'form'>): Promise<ApiResult<undefined>>;
export async function webContentsWith(request: WebContentsRequest, query: WebContentsQuery, options: Omit<RequestOptions<unknown>, 'body' | 'form'> = {}): Promise<ApiResult<unknown>> {
  const body: Record<string, unknown> = { pathKey: query.pathKey, rcs: readRcs() };
  if (query.productId !== undefined) body.productId = query.productId;
  else if (query.searchTerm !== undefined) body.searchTerm = query.searchTerm;
  const once = () => request('webContents', { ...options, body } as ReadOptions<unknown>);
  let r = await once();
  for (let i = 0; i < WEB_CONTENTS_RETRIES && retryable(r) && !options.signal?.aborted; i++) r = await once();
  return r;
}
