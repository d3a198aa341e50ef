/**
 * The commerce client: one request function through which every widget call goes, knowing the ATG
 * conventions (session confirmation number, 409 replay, token refresh, form errors, long numbers).
 * It never throws and never rejects: every outcome is an ApiResult.
 */
import { safeValidate } from '../validation/struct';
import { safeLocalPath } from '../platform/safeLocalPath';
import { schedulerYield } from '../platform/schedulerYield';
import type { CallOptions, Client, ClientOptions, FieldValue, RequestFn, RequestOptions } from './clientTypes';
import { ENDPOINTS, fillPath, isEndpointKey, type EndpointInfo, type EndpointKey } from './endpoints';
import { toFormError } from './formError';
import { appendQuery, fail, formBody, pageOrigin, withoutSessionHeaders } from './http';
import { parseJsonKeepingLongs, readConfirmationNumber, stringifyWithDynSess } from './longs';
import { decideReplay, type AttemptHistory } from './replayPolicy';
import type { ApiError, ApiResult } from './result';
import { memoryTokens, tokenRefresher, type Sent } from './tokenRefresh';

export type { StoredTokens, TokenStore, ClientOptions, FieldValue, CallOptions, ReadOptions, SendOptions, RequestOptions, RequestFn, Client } from './clientTypes';
export { toFormError } from './formError';

declare const __VERSION__: string;

/** Creates a client. The widgets use the page's default one from src/api (`request`). */
export function createClient(options: ClientOptions = {}): Client {
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  const tokens = options.tokens ?? memoryTokens();
  const navigate = options.navigate ?? ((url: string) => location.assign(url));
  let dynSess: string | null = null;
  let dynFlight: Promise<string | ApiError> | null = null;

  const pathOf = (target: string): string => {
    const override = options.endpoints?.()[target];
    if (override) return override;
    return isEndpointKey(target) ? ENDPOINTS[target].path : target;
  };
  const urlOf = (path: string): string => (/^https?:\/\//.test(path) ? path : (options.baseUrl?.() ?? '').replace(/\/$/, '') + path);

  /** Whether a URL is on the configured API origin: the base URL's, or the page's when the base is ''. */
  const isApiOrigin = (url: string): boolean => {
    // Outside a browser (unit tests) relative URLs still resolve, against a stand-in page origin.
    const page = typeof location !== 'undefined' && typeof location.href === 'string' ? location.href : 'http://sw-page.invalid/';
    try {
      return new URL(url, page).origin === new URL(options.baseUrl?.() || '/', page).origin;
    } catch {
      return false;
    }
  };

  const baseHeaders = (furniture: boolean, withTokens: boolean, withProfile = true): Record<string, string> => {
    const h: Record<string, string> = { Accept: 'application/json', 'X-Storefront-Client': `storefront-widgets/${typeof __VERSION__ === 'string' ? __VERSION__ : 'dev'}` };
    const t = withTokens ? tokens.get() : null;
    if (t) h.Authorization = `Bearer ${t.accessToken}`;
    const pid = withProfile ? tokens.profileId() : null;
    if (pid) h.profileId = pid;
    if (furniture) h['Is-Furniture'] = String(options.site?.() === 'furniture');
    return h;
  };

  /** fetch + read the text; maps every failure to a typed error. */
  async function send(url: string, init: RequestInit, why: () => ApiError | null): Promise<Sent | ApiError> {
    try {
      // Cookies go to the API origin only: a third party (the geocoder) never gets the shopper's session.
      const res = await doFetch(url, { credentials: isApiOrigin(url) ? 'include' : 'omit', ...init });
      const text = await res.text();
      return { res, text };
    } catch (e) {
      return why() ?? fail('network', e instanceof Error ? e.message : 'The network request failed.');
    }
  }

  /** Single flight, not tied to one caller's signal: callers that give up just stop waiting. */
  function refreshDynSess(signal?: AbortSignal): Promise<string | ApiError> {
    dynFlight ??= (async () => {
      const url = urlOf(pathOf('sessionConfirmation'));
      // The number is the API origin's: another origin (an endpoint override elsewhere) is not asked for it.
      if (!isApiOrigin(url)) return fail('network', 'The session confirmation endpoint is not on the API origin.');
      const got = await send(url, { method: 'GET', headers: baseHeaders(false, false) }, () => null);
      if ('ok' in got) return got;
      if (!got.res.ok) return fail('http', got.res.statusText || `HTTP ${got.res.status}`, got.res.status);
      const n = readConfirmationNumber(got.text);
      if (n === null) return fail('malformed-json', 'The session confirmation number could not be read.', got.res.status);
      dynSess = n;
      return n;
    })().finally(() => (dynFlight = null));
    if (!signal) return dynFlight;
    return new Promise((resolve) => {
      const stop = () => resolve(fail('aborted', 'The request was cancelled.'));
      if (signal.aborted) return stop();
      signal.addEventListener('abort', stop, { once: true });
      dynFlight!.then(resolve, () => resolve(fail('network', 'The network request failed.'))).finally(() => signal.removeEventListener('abort', stop));
    });
  }

  const refreshTokens = tokenRefresher(tokens, options.clientId ?? 'storefront-widgets', (form) => {
    const url = urlOf(pathOf('tokenRefresh'));
    return isApiOrigin(url) ? send(url, { method: 'POST', headers: { ...baseHeaders(false, false), 'Content-Type': 'application/x-www-form-urlencoded' }, body: form }, () => null) : null;
  });

  async function call<T>(target: string, byKey: boolean, opts: RequestOptions<T> = {}): Promise<ApiResult<T | undefined>> {
    if (byKey && !isEndpointKey(target)) {
      console.error(`[storefront-widgets] api: "${target}" is not a key of the endpoint table (use requestPath() for a plain path).`);
      return fail('network', `Unknown endpoint "${target}".`);
    }
    const info = byKey && isEndpointKey(target) ? (ENDPOINTS[target] as EndpointInfo) : undefined;
    const method = opts.method ?? (info?.method as CallOptions['method']) ?? (opts.body || opts.form ? 'POST' : 'GET');
    let wantsDyn = opts.dynSess ?? info?.dynSess ?? false;
    const furniture = opts.furniture ?? info?.furniture ?? false;
    const replayStr = opts.replayOnStringConf ?? info?.replayOnStringConf ?? true;
    const commit = info?.commit ?? false;
    const asForm = opts.form !== undefined || (info?.form === true && opts.body === undefined);
    const path = fillPath(byKey ? pathOf(target) : target, opts.params);

    // One deadline for the whole call (replays included); the caller's signal aborts it too.
    const ctrl = new AbortController();
    let timedOut = false;
    const ms = opts.timeoutMs ?? options.timeoutMs?.() ?? 15000;
    const timer = setTimeout(() => {
      timedOut = true;
      ctrl.abort();
    }, ms);
    const onAbort = () => ctrl.abort();
    if (opts.signal?.aborted) ctrl.abort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const why = (): ApiError | null => (timedOut ? fail('timeout', `The request took longer than ${ms} ms.`) : ctrl.signal.aborted ? fail('aborted', 'The request was cancelled.') : null);

    const history: AttemptHistory = { replayed: false, tokensRetried: false };
    let withTokens = true;
    // Tokens, profileId, cookies and the confirmation number belong to the commerce origin only: a call to
    // another origin (the geocoder) must not hand them to a third party.
    const url0 = urlOf(path);
    const trusted = isApiOrigin(url0);
    if (!trusted) wantsDyn = false;
    try {
      for (;;) {
        const early = why();
        if (early) return early;
        let sentDyn: string | null = null;
        if (wantsDyn) {
          const n = dynSess ?? (await refreshDynSess(ctrl.signal));
          if (typeof n !== 'string') return why() ?? n;
          sentDyn = n;
        }
        const headers: Record<string, string> = { ...baseHeaders(furniture, withTokens && trusted, trusted), ...(trusted ? opts.headers : withoutSessionHeaders(opts.headers)) };
        const sentToken = headers.Authorization !== undefined;
        let body: BodyInit | undefined;
        const query = { ...opts.query };
        if (method === 'GET' || method === 'DELETE') {
          if (sentDyn !== null) query._dynSessConf = sentDyn;
        } else if (asForm) {
          headers['Content-Type'] = 'application/x-www-form-urlencoded';
          body = formBody({ ...(opts.form ?? (opts.body as Record<string, FieldValue>)), ...(sentDyn !== null ? { _dynSessConf: sentDyn } : {}) });
        } else if (opts.body !== undefined || sentDyn !== null) {
          headers['Content-Type'] = 'application/json';
          body = stringifyWithDynSess(opts.body ?? {}, sentDyn);
        }
        const url = appendQuery(url0, query);

        const got = await send(url, { method, headers, body, signal: ctrl.signal }, why);
        if ('ok' in got) return got;
        const { res, text } = got;

        let data: unknown = text;
        let malformed = false;
        const looksJson = /^\s*[[{]/.test(text) || /json/.test(res.headers.get('content-type') ?? '');
        if (opts.responseType !== 'text' && looksJson && text.trim()) {
          try {
            data = parseJsonKeepingLongs(text);
          } catch {
            malformed = true;
          }
        }

        const step = decideReplay({ history, status: res.status, answer: data, sentDyn, sentToken, replayOnStringConf: replayStr && trusted, commit });
        if (step.next === 'replay-409') {
          history.replayed = true;
          wantsDyn = trusted;
          // Concurrent 409s share one refresh: only the first to see its number rejected fetches a new one.
          if (dynSess === null || dynSess === sentDyn) {
            dynSess = null;
            const n = await refreshDynSess(ctrl.signal);
            if (typeof n !== 'string') return why() ?? n;
          }
          continue;
        }
        if (step.next === 'refresh-tokens') {
          history.tokensRetried = true;
          if (!(await refreshTokens())) {
            tokens.set(null);
            if (!step.anonymous) return { ok: false, kind: 'http', status: 401, message: res.statusText || 'Unauthorized', body: data };
            withTokens = false;
          }
          continue;
        }
        if (step.next === 'replay') {
          history.replayed = true;
          dynSess = step.dynSess;
          // A call that sent no number carries the given one on the replay.
          wantsDyn = true;
          continue;
        }
        // Only the API origin's answers carry the store's number; another origin's (the geocoder) is ignored.
        if (step.record !== null && trusted) dynSess = step.record;
        if (malformed && res.ok) return fail('malformed-json', 'The server answered with malformed JSON.', res.status);

        if (res.status === 301) {
          const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
          const redirect = d.redirect && typeof d.redirect === 'object' ? (d.redirect as Record<string, unknown>) : {};
          // Only a path of this site is followed (an absolute URL on the page's own origin is reduced to its path).
          const origin = pageOrigin() ?? undefined;
          const loc = [res.headers.get('location'), d.redirectURL, d.redirectUrl, d.location, d.url, redirect.url, redirect.action, d.action]
            .map((v) => safeLocalPath(v, origin))
            .find((v): v is string => v !== null);
          if (loc) {
            navigate(loc);
            return { ok: false, kind: 'redirect', status: 301, message: `Redirected to ${loc}`, location: loc };
          }
        }
        if (!res.ok) {
          const message = res.statusText || (typeof data === 'string' && data.trim() ? data.trim().slice(0, 200) : `HTTP ${res.status}`);
          return { ok: false, kind: 'http', status: res.status, message, body: data };
        }
        if (data && typeof data === 'object' && (data as Record<string, unknown>).formError === true) return toFormError(data, res.status);
        // Refused again after the replay (or a call that opted out): nothing was done, so it is no success.
        if (step.refused) return { ok: false, kind: 'http', status: 409, message: 'The session confirmation number was refused.', body: data };
        if (opts.schema) {
          if (opts.inTasks) await schedulerYield();
          // An answer superstruct cannot even print ({"toString": null}) is an invalid one, not a crash (safeValidate).
          const [err, value] = safeValidate(data, opts.schema, { coerce: true });
          if (opts.inTasks) await schedulerYield();
          if (err) return { ok: false, kind: 'invalid-response', status: res.status, message: `Unexpected response: ${err.message}` };
          return { ok: true, kind: 'ok', status: res.status, data: value };
        }
        // Nothing reads an answer that no schema checked.
        return { ok: true, kind: 'ok', status: res.status, data: undefined };
      }
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    }
  }

  return {
    request: ((target: string, options?: RequestOptions<unknown>) => call(target, true, options)) as RequestFn<EndpointKey>,
    requestPath: ((path: string, options?: RequestOptions<unknown>) => call(path, false, options)) as RequestFn<string>,
    getDynSess: () => dynSess,
    setDynSess: (v) => void (dynSess = v),
    refreshDynSess,
    pathOf,
  };
}
