/**
 * The commerce client: one request function through which every widget call goes, knowing the ATG
 * conventions (session confirmation number, 409 replay, token refresh, form errors, long numbers).
 * It never throws and never rejects: every outcome is an ApiResult.
 */
import type { Struct } from 'superstruct';
import { safeValidate } from '../validation/struct';
import { safeLocalPath } from '../platform/safeLocalPath';
import { schedulerYield } from '../platform/schedulerYield';
import { ENDPOINTS, fillPath, isEndpointKey, type EndpointInfo, type EndpointKey } from './endpoints';
import { parseJsonKeepingLongs, readConfirmationNumber, stringifyWithDynSess } from './longs';
import { decideReplay, type AttemptHistory } from './replayPolicy';
import type { ApiError, ApiResult, FormErrorResult, FormException } from './result';

declare const __VERSION__: string;

/** Tokens as the client keeps them (expiresAt in epoch ms, from expires_in). */
export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

/** Where the client reads and writes tokens (src/stores provides the persisted one). */
export interface TokenStore {
  get(): StoredTokens | null;
  set(tokens: StoredTokens | null): void;
  /** The stored profile id, sent with every call when known. */
  profileId(): string | null;
  /**
   * A count that moves on every change of the tokens (sign-in, sign-out, another tab's change): a refresh that
   * finished after a change is dropped. Without it, the tokens' values are compared.
   */
  generation?(): number;
}

export interface ClientOptions {
  /** The fetch to use (unit tests inject an in-process simulator fetch). */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Base URL prepended to endpoint paths ('' = same origin). */
  baseUrl?: () => string;
  /** Host overrides of endpoint paths, by key. */
  endpoints?: () => Partial<Record<string, string>>;
  /** Default timeout of a call in ms (default 15000). */
  timeoutMs?: () => number;
  /** The site, for the Is-Furniture header. */
  site?: () => 'school' | 'furniture';
  /** Client id sent with the token refresh. */
  clientId?: string;
  tokens?: TokenStore;
  /** Performs a redirect (default: location.assign). */
  navigate?: (url: string) => void;
}

export type FieldValue = string | number | boolean | null | undefined;

/** What a call sends and how (everything but the answer's schema). */
export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON body (POST). */
  body?: Record<string, unknown>;
  /** Urlencoded form body (POST); undefined values are left out. */
  form?: Record<string, FieldValue>;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, FieldValue>;
  /** Values for `{name}` placeholders in the path. */
  params?: Record<string, string | number>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Send `_dynSessConf` (default: the endpoint's rule; false for plain paths). */
  dynSess?: boolean;
  /** Send the Is-Furniture header (default: the endpoint's rule). */
  furniture?: boolean;
  /**
   * Replay once when the answer carries a new stringSessionConfirmationNumber (default true for every call,
   * storefront spec section 4 "Session confirmation"; false opts a call out).
   */
  replayOnStringConf?: boolean;
  /** 'text' gives the raw body to the schema (e.g. HTML, with `string()`). Default 'json'. */
  responseType?: 'json' | 'text';
  headers?: Record<string, string>;
  /**
   * A large answer that only its caller reads (a listing of 24 products and its facets): where the browser has
   * scheduler.yield(), reading it, checking it against the schema and handing it to the caller run as three tasks,
   * so the page answers input in between. Checking a listing took 20-45 ms of one task here (unthrottled, a page's
   * first run of the code), with the caller's mapping and render after it in the same task: 200 ms of blocked
   * input on a phone 4x slower. Not for an answer whose handling sets what other calls use (the session info sets
   * the confirmation number): another call's answer could be handled in between and then be overwritten by an
   * older one. An abort or the deadline in between changes nothing: an answered call stays answered.
   */
  inTasks?: boolean;
}

/** A call whose answer is read: the schema validates (and coerces) it; a mismatch is an 'invalid-response' error. */
export type ReadOptions<T> = CallOptions & { schema: Struct<T, unknown> };
/** A call whose answer is not read (only success or failure matters): its data is undefined. */
export type SendOptions = CallOptions & { schema?: undefined };
export type RequestOptions<T = unknown> = ReadOptions<T> | SendOptions;

/**
 * A request function. Reading the answer needs a schema (the types enforce it): without one the result's data
 * is `undefined`. Form errors, HTTP errors and the other failures are typed results either way.
 */
export interface RequestFn<Target extends string> {
  <T>(target: Target, options: ReadOptions<T>): Promise<ApiResult<T>>;
  (target: Target, options?: SendOptions): Promise<ApiResult<undefined>>;
}

export interface Client {
  /** Calls an endpoint of the endpoint table by key. Resolves with an ApiResult, never rejects. */
  request: RequestFn<EndpointKey>;
  /**
   * The escape hatch for a path that is not in the endpoint table (a test route, a host's own service).
   * Carries no endpoint rules unless the options say so. Never rejects.
   */
  requestPath: RequestFn<string>;
  /** The known session confirmation number (exact decimal string), or null. */
  getDynSess(): string | null;
  /** Records the number (e.g. from session info's dynSess.dynSessConfNumber). */
  setDynSess(value: string | null): void;
  /** Fetches a fresh number from the session-confirmation endpoint (single flight). */
  refreshDynSess(signal?: AbortSignal): Promise<string | ApiError>;
  /** The path a key resolves to with host overrides (for links and logs). */
  pathOf(target: EndpointKey): string;
}

/** Maps formExceptions to field errors (first message per propertyPath) and general messages. */
export function toFormError(data: unknown, status: number): FormErrorResult {
  const raw = (data as { formExceptions?: unknown }).formExceptions;
  const exceptions: FormException[] = (Array.isArray(raw) ? raw : [])
    .filter((e): e is Record<string, unknown> => !!e && typeof e === 'object')
    .map((e) => ({
      propertyPath: typeof e.propertyPath === 'string' ? e.propertyPath : '',
      localizedMessage: typeof e.localizedMessage === 'string' ? e.localizedMessage : '',
      errorCode: typeof e.errorCode === 'string' ? e.errorCode : '',
    }));
  const fieldErrors: Record<string, string> = {};
  const messages: string[] = [];
  for (const e of exceptions) {
    if (e.propertyPath) fieldErrors[e.propertyPath] ??= e.localizedMessage;
    else if (e.localizedMessage) messages.push(e.localizedMessage);
  }
  const message = messages[0] ?? exceptions[0]?.localizedMessage ?? 'The form has errors.';
  return { ok: false, kind: 'formError', status, fieldErrors, messages, exceptions, message, data };
}

/** Session headers are never handed to another origin, even when a caller passes them itself. */
const SESSION_HEADERS = /^(authorization|profileid|cookie)$/i;
const withoutSessionHeaders = (headers: Record<string, string> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(headers ?? {}).filter(([k]) => !SESSION_HEADERS.test(k)));

/** The page's origin, or null outside a browser. */
const pageOrigin = (): string | null => (typeof location !== 'undefined' && typeof location.origin === 'string' && location.origin !== 'null' ? location.origin : null);

const memoryTokens = (): TokenStore => {
  let t: StoredTokens | null = null;
  return { get: () => t, set: (v) => void (t = v), profileId: () => null };
};

const fail = (kind: ApiError['kind'], message: string, status = 0): ApiError => ({ ok: false, kind, status, message }) as ApiError;

function appendQuery(url: string, query: Record<string, FieldValue>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) q.append(k, String(v));
  const s = q.toString();
  return s ? url + (url.includes('?') ? '&' : '?') + s : url;
}

function formBody(form: Record<string, FieldValue>): URLSearchParams {
  const f = new URLSearchParams();
  for (const [k, v] of Object.entries(form)) if (v !== undefined && v !== null) f.append(k, String(v));
  return f;
}

/** Creates a client. The widgets use the page's default one from src/api (`request`). */
export function createClient(options: ClientOptions = {}): Client {
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  const tokens = options.tokens ?? memoryTokens();
  const navigate = options.navigate ?? ((url: string) => location.assign(url));
  let dynSess: string | null = null;
  let dynFlight: Promise<string | ApiError> | null = null;
  let tokenFlight: Promise<boolean> | null = null;

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
  async function send(url: string, init: RequestInit, why: () => ApiError | null): Promise<{ res: Response; text: string } | ApiError> {
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

  function refreshTokens(): Promise<boolean> {
    tokenFlight ??= (async () => {
      const t = tokens.get();
      if (!t) return false;
      const generation = () => tokens.generation?.() ?? `${tokens.get()?.accessToken} ${tokens.get()?.refreshToken}`;
      const before = generation();
      const url = urlOf(pathOf('tokenRefresh'));
      // A refresh token is as good as a sign-in: it goes to the API origin or nowhere.
      if (!isApiOrigin(url)) return false;
      const got = await send(
        url,
        {
          method: 'POST',
          headers: { ...baseHeaders(false, false), 'Content-Type': 'application/x-www-form-urlencoded' },
          body: formBody({ client_id: options.clientId ?? 'storefront-widgets', refresh_token: t.refreshToken, grant_type: 'refresh_token' }),
        },
        () => null,
      );
      // The shopper signed out or in meanwhile: these tokens are not theirs any more, and the call goes on with
      // whatever is stored now (false would clear a new sign-in's tokens).
      if (generation() !== before) return !!tokens.get();
      if ('ok' in got || !got.res.ok) return false;
      try {
        const d = JSON.parse(got.text) as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown };
        if (typeof d.access_token !== 'string' || typeof d.expires_in !== 'number') return false;
        tokens.set({ accessToken: d.access_token, refreshToken: typeof d.refresh_token === 'string' ? d.refresh_token : t.refreshToken, expiresAt: Date.now() + d.expires_in * 1000 });
        return true;
      } catch {
        return false;
      }
    })().finally(() => (tokenFlight = null));
    return tokenFlight;
  }

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
          const loc = [res.headers.get('location'), d.redirectURL, d.redirectUrl, d.location, d.url, redirect.url, redirect.action, d.action].map((v) => safeLocalPath(v, origin)).find((v): v is string => v !== null);
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
