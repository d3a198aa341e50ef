/**
 * The commerce client: one request function through which every widget call goes, knowing the ATG
 * conventions (session confirmation number, 409 replay, token refresh, form errors, long numbers).
 * It never throws and never rejects: every outcome is an ApiResult.
 */
import { validate, type Struct } from 'superstruct';
import { ENDPOINTS, fillPath, isEndpointKey, type EndpointKey } from './endpoints';
import { parseJsonKeepingLongs, readConfirmationNumber, stringifyWithDynSess } from './longs';
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

export interface RequestOptions<T> {
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
  /** Validates (and coerces) the answer's data; a mismatch is an 'invalid-response' error. */
  schema?: Struct<T, unknown>;
  /** 'text' returns the raw body as data (e.g. HTML). Default 'json'. */
  responseType?: 'json' | 'text';
  headers?: Record<string, string>;
}

export interface Client {
  /** Calls an endpoint by key (see ENDPOINTS) or a path. Resolves with an ApiResult, never rejects. */
  request<T = unknown>(target: EndpointKey | (string & {}), options?: RequestOptions<T>): Promise<ApiResult<T>>;
  /** The known session confirmation number (exact decimal string), or null. */
  getDynSess(): string | null;
  /** Records the number (e.g. from session info's dynSess.dynSessConfNumber). */
  setDynSess(value: string | null): void;
  /** Fetches a fresh number from the session-confirmation endpoint (single flight). */
  refreshDynSess(signal?: AbortSignal): Promise<string | ApiError>;
  /** The path a key resolves to with host overrides (for links and logs). */
  pathOf(target: EndpointKey | (string & {})): string;
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

  const baseHeaders = (furniture: boolean, withTokens: boolean): Record<string, string> => {
    const h: Record<string, string> = { Accept: 'application/json', 'X-Storefront-Client': `storefront-widgets/${typeof __VERSION__ === 'string' ? __VERSION__ : 'dev'}` };
    const t = withTokens ? tokens.get() : null;
    if (t) h.Authorization = `Bearer ${t.accessToken}`;
    const pid = tokens.profileId();
    if (pid) h.profileId = pid;
    if (furniture) h['Is-Furniture'] = String(options.site?.() === 'furniture');
    return h;
  };

  /** fetch + read the text; maps every failure to a typed error. */
  async function send(url: string, init: RequestInit, why: () => ApiError | null): Promise<{ res: Response; text: string } | ApiError> {
    try {
      const res = await doFetch(url, { credentials: 'include', ...init });
      const text = await res.text();
      return { res, text };
    } catch (e) {
      return why() ?? fail('network', e instanceof Error ? e.message : 'The network request failed.');
    }
  }

  /** Single flight, not tied to one caller's signal: callers that give up just stop waiting. */
  function refreshDynSess(signal?: AbortSignal): Promise<string | ApiError> {
    dynFlight ??= (async () => {
      const got = await send(urlOf(pathOf('sessionConfirmation')), { method: 'GET', headers: baseHeaders(false, false) }, () => null);
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
      const got = await send(
        urlOf(pathOf('tokenRefresh')),
        {
          method: 'POST',
          headers: { ...baseHeaders(false, false), 'Content-Type': 'application/x-www-form-urlencoded' },
          body: formBody({ client_id: options.clientId ?? 'storefront-widgets', refresh_token: t.refreshToken, grant_type: 'refresh_token' }),
        },
        () => null,
      );
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

  async function request<T>(target: string, opts: RequestOptions<T> = {}): Promise<ApiResult<T>> {
    const info = isEndpointKey(target) ? (ENDPOINTS[target] as { method: string; dynSess?: boolean; furniture?: boolean; replayOnStringConf?: boolean; form?: boolean }) : undefined;
    const method = opts.method ?? (info?.method as RequestOptions<T>['method']) ?? (opts.body || opts.form ? 'POST' : 'GET');
    let wantsDyn = opts.dynSess ?? info?.dynSess ?? false;
    const furniture = opts.furniture ?? info?.furniture ?? false;
    const replayStr = opts.replayOnStringConf ?? info?.replayOnStringConf ?? true;
    const asForm = opts.form !== undefined || (info?.form === true && opts.body === undefined);
    const path = fillPath(pathOf(target), opts.params);

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

    let replayed409 = false;
    let retried401 = false;
    let replayedStr = false;
    let withTokens = true;
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
        const headers: Record<string, string> = { ...baseHeaders(furniture, withTokens), ...opts.headers };
        const sentToken = headers.Authorization !== undefined;
        let url = urlOf(path);
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
        url = appendQuery(url, query);

        const got = await send(url, { method, headers, body, signal: ctrl.signal }, why);
        if ('ok' in got) return got;
        const { res, text } = got;

        if (res.status === 409 && !replayed409) {
          replayed409 = true;
          // Concurrent 409s share one refresh: only the first to see its number rejected fetches a new one.
          if (dynSess === null || dynSess === sentDyn) {
            dynSess = null;
            const n = await refreshDynSess(ctrl.signal);
            if (typeof n !== 'string') return why() ?? n;
          }
          continue;
        }
        if (res.status === 401 && !retried401 && sentToken) {
          retried401 = true;
          if (!(await refreshTokens())) {
            tokens.set(null);
            withTokens = false;
          }
          continue;
        }

        let data: unknown = text;
        const looksJson = /^\s*[[{]/.test(text) || /json/.test(res.headers.get('content-type') ?? '');
        if (opts.responseType !== 'text' && looksJson && text.trim()) {
          try {
            data = parseJsonKeepingLongs(text);
          } catch {
            if (res.ok) return fail('malformed-json', 'The server answered with malformed JSON.', res.status);
            data = text;
          }
        }

        if (res.status === 301) {
          const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
          const redirect = d.redirect && typeof d.redirect === 'object' ? (d.redirect as Record<string, unknown>) : {};
          const loc = [res.headers.get('location'), d.redirectURL, d.redirectUrl, d.location, d.url, redirect.url, redirect.action, d.action].find((v): v is string => typeof v === 'string' && /^(\/|https?:)/.test(v));
          if (loc) {
            navigate(loc);
            return { ok: false, kind: 'redirect', status: 301, message: `Redirected to ${loc}`, location: loc };
          }
        }
        if (!res.ok) {
          const message = res.statusText || (typeof data === 'string' && data.trim() ? data.trim().slice(0, 200) : `HTTP ${res.status}`);
          return { ok: false, kind: 'http', status: res.status, message, body: data };
        }
        if (data && typeof data === 'object') {
          const str = (data as Record<string, unknown>).stringSessionConfirmationNumber;
          if (typeof str === 'string' && /^-?\d+$/.test(str)) {
            dynSess = str;
            // A number other than the one sent means the call was refused for it: replay once, with it
            // (a call that sent none carries it on the replay). The same number back is no refusal.
            if (replayStr && !replayedStr && str !== sentDyn) {
              replayedStr = true;
              wantsDyn = true;
              continue;
            }
          }
          if ((data as Record<string, unknown>).formError === true) return toFormError(data, res.status);
        }
        if (opts.schema) {
          const [err, value] = validate(data, opts.schema, { coerce: true });
          if (err) return { ok: false, kind: 'invalid-response', status: res.status, message: `Unexpected response: ${err.message}` };
          return { ok: true, kind: 'ok', status: res.status, data: value };
        }
        return { ok: true, kind: 'ok', status: res.status, data: data as T };
      }
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    }
  }

  return {
    request,
    getDynSess: () => dynSess,
    setDynSess: (v) => void (dynSess = v),
    refreshDynSess,
    pathOf,
  };
}
