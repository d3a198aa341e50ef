/**
 * The commerce client of the page: `request(endpointKey, options)` (and `requestPath(path, options)` for a
 * path outside the endpoint table) with the host's base URL,
 * endpoint overrides and timeout, the stored tokens and the site's Is-Furniture header.
 */
import { apiBase, getHostConfig } from '../config';
import { detectSite } from '../config/site';
import { tokenStore } from './tokens';
import { createClient, type Client, type ClientOptions, type ReadOptions, type RequestFn, type SendOptions } from './client';
import type { EndpointKey } from './endpoints';
import type { ApiResult } from './result';
import { webContentsWith, type WebContentsQuery } from './webContents';

let fetchImpl: ClientOptions['fetch'] | null = null;

/** Replaces the fetch of the page's client (in-process tests; hosts that wrap fetch). null restores it. */
export function setClientFetch(fn: ClientOptions['fetch'] | null): void {
  fetchImpl = fn;
}

/** The page's client (one per page, shared by every island). */
export const client: Client = createClient({
  fetch: (input, init) => (fetchImpl ? fetchImpl(input, init) : fetch(input, init)),
  baseUrl: apiBase,
  endpoints: () => getHostConfig().endpoints ?? {},
  timeoutMs: () => getHostConfig().timeoutMs ?? 15000,
  site: detectSite,
  tokens: tokenStore,
});

/**
 * Calls a commerce endpoint of the endpoint table through the page's client. Reading the answer needs a
 * `schema`; without one, data is undefined. Never rejects.
 */
export const request: RequestFn<EndpointKey> = ((target: EndpointKey, options?: never) => client.request(target, options)) as RequestFn<EndpointKey>;

/** The escape hatch: calls a path that is not in the endpoint table (no endpoint rules apply). Never rejects. */
export const requestPath: RequestFn<string> = ((path: string, options?: never) => client.requestPath(path, options)) as RequestFn<string>;

/** The web contents call (pathKey, productId or searchTerm, rcs), retried up to 2 times. Never rejects. */
export function webContents<T>(query: WebContentsQuery, options: Omit<ReadOptions<T>, 'body' | 'form'>): Promise<ApiResult<T>>;
export function webContents(query: WebContentsQuery, options?: Omit<SendOptions, 'body' | 'form'>): Promise<ApiResult<undefined>>;
export function webContents(query: WebContentsQuery, options?: Omit<ReadOptions<unknown>, 'body' | 'form'> | Omit<SendOptions, 'body' | 'form'>): Promise<ApiResult<unknown>> {
  return webContentsWith(request, query, options as Omit<ReadOptions<unknown>, 'body' | 'form'>);
}
