/**
 * The commerce client of the page: `request(endpointKey | path, options)` with the host's base URL,
 * endpoint overrides and timeout, the stored tokens and the site's Is-Furniture header.
 */
import { getHostConfig, getScriptSettings } from '../config';
import { detectSite } from '../stores/site';
import { tokenStore } from '../stores/tokens';
import { createClient, type Client, type ClientOptions, type RequestOptions } from './client';
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
  baseUrl: () => getScriptSettings().apiBase ?? getHostConfig().apiBase ?? '',
  endpoints: () => getHostConfig().endpoints ?? {},
  timeoutMs: () => getHostConfig().timeoutMs ?? 15000,
  site: detectSite,
  tokens: tokenStore,
});

/** Calls a commerce endpoint through the page's client. Never rejects. */
export const request = <T = unknown>(target: EndpointKey | (string & {}), options?: RequestOptions<T>): Promise<ApiResult<T>> => client.request<T>(target, options);

/** The web contents call (pathKey, productId or searchTerm, rcs), retried up to 2 times. Never rejects. */
export const webContents = <T = unknown>(query: WebContentsQuery, options?: Omit<RequestOptions<T>, 'body' | 'form'>): Promise<ApiResult<T>> => webContentsWith<T>(request, query, options);

export { createClient, toFormError, type Client, type ClientOptions, type RequestOptions, type StoredTokens, type TokenStore, type FieldValue } from './client';
export { ENDPOINTS, fillPath, isEndpointKey, type EndpointKey, type EndpointInfo } from './endpoints';
export { parseJsonKeepingLongs, readConfirmationNumber, stringifyWithDynSess, isLong } from './longs';
export type { ApiResult, ApiError, OkResult, FormErrorResult, FormException, HttpErrorResult, RedirectResult, TransportErrorResult } from './result';
export { readRcs, webContentsWith, RCS_KEY, WEB_CONTENTS_RETRIES, type WebContentsQuery } from './webContents';
