/** The commerce client's types: its options, a call's options, the request functions and the client. */
import type { Struct } from 'superstruct';
import type { EndpointKey } from './endpoints';
import type { ApiError, ApiResult } from './result';

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
