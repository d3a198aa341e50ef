/**
 * The simulator's session core, shared by every area of the simulator.
 *
 * Like the real ATG backend, each browser gets a `JSESSIONID` cookie session (kept in memory, one store
 * per simulator instance), and every state-changing call must carry the session confirmation number
 * `_dynSessConf`, a signed 64-bit long that is usually beyond 2^53 (so it is kept as a bigint here and
 * written into JSON as a raw integer literal, never through a JS number).
 *
 * Typical use in a route module:
 *
 * ```ts
 * app.post('/rest/model/.../doThing', async (c) => {
 *   const stale = await requireDynSess(c);      // 409 text/plain when missing or stale
 *   if (stale) return stale;
 *   const session = getSession(c);              // profile, cart, selectedStore, tokens, data
 *   const body = await readBody(c);             // JSON, form or query fields, parsed once
 *   if (!body.email) return formErrors(c, [{ propertyPath: 'email', localizedMessage: 'Please enter an email address.' }]);
 *   return longJson(c, { ok: true });
 * });
 * ```
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { randomBytes, randomUUID } from 'node:crypto';
import { createFaultSwitch, type FaultSwitch } from './faults';

/** Session timing in seconds, as the session info reports it to the session timer. */
export interface SessionTiming {
  /** Idle seconds before the first silent renewal. */
  firstSessionResetTime: number;
  /** Idle seconds before the 'Session Expiry' warning opens. */
  maxSessionExpiryTime: number;
  /** Seconds of the warning countdown (0 = not configured: the client uses 60). */
  sessionExpiryAlertTime: number;
}

/** Simulator options read by the session core (a part of SimulatorOptions). */
export interface SessionOptions {
  /** Enables the test-only endpoints under /rest/__test/ (the e2e server runs with `{ "test": true }`). */
  test?: boolean;
  /** Default session timing in seconds (tests use seconds-scale values). */
  session?: Partial<SessionTiming>;
  /** Server-side idle timeout of a session, seconds (default 1800). */
  sessionTimeoutSeconds?: number;
  /** Lifetime of an access token, seconds (default 3600). */
  tokenTtlSeconds?: number;
  /**
   * Whether guest sessions show the stay-connected lightbox (session info showEmailLightbox). Default true,
   * but false in test mode so that a modal does not cover every home-page test; a test turns it on for its
   * session with `POST /rest/__test/session { "emailLightbox": true }`.
   */
  emailLightbox?: boolean;
}

export const DEFAULT_TIMING: SessionTiming = { firstSessionResetTime: 900, maxSessionExpiryTime: 1680, sessionExpiryAlertTime: 120 };

/** The demo store's feature toggles: reported in session info and, with store config flags, in init data. */
export const FEATURE_TOGGLES = {
  rewardsEnabled: true,
  enhancedTypeAheadEnabled: true,
  bopisEnabled: true,
  enableCategorySuggestions: true,
  addToCartFromRecommendation: true,
  fullStoryTrackingEnabled: false,
  furnitureTabEnabled: true,
  googlePayEnabled: true,
} as const;

export type LoginStatus = 'guest' | 'recognized' | 'loggedIn';

export interface SelectedStore {
  id: string;
  name: string;
  city: string;
  state: string;
  postalCode: string;
  address?: { country?: string };
  [key: string]: unknown;
}

export interface Profile {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  loginStatus: LoginStatus;
  /** 4 or higher is a signed-in, high-security session. */
  securityStatus: number;
  gsaUser: boolean;
  userShopFor: string;
  dateOfBirth?: string;
  /** Extra fields an area keeps on the profile (rewards, addresses...). */
  [key: string]: unknown;
}

export interface CartLine {
  commerceItemId: string;
  productId: string;
  catalogRefId: string;
  quantity: number;
  [key: string]: unknown;
}

export interface Cart {
  cartId: string;
  orderId: string;
  encryptedOrderId: string;
  items: CartLine[];
  [key: string]: unknown;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  /** Epoch ms when the access token stops being accepted. */
  expiresAt: number;
}

/** One browser's server-side session. */
export interface Session {
  /** The JSESSIONID. */
  id: string;
  /** The session confirmation number (signed 64-bit). */
  dynSessConf: bigint;
  createdAt: number;
  lastAccess: number;
  /** Times the session was renewed by the renewal call. */
  renewals: number;
  timing: SessionTiming;
  profile: Profile;
  cart: Cart;
  selectedStore: SelectedStore | null;
  /** OAuth-style tokens of a signed-in user, null for guests. */
  tokens: Tokens | null;
  /** Free space for areas (keyed by area name) -- e.g. data.checkout, data.typeahead. */
  data: Record<string, unknown>;
  /** Requests seen in this session, by "METHOD path" (for tests: "one session-info request"). */
  requests: Map<string, number>;
}

/** A form error entry as ATG sends it. */
export interface FormException {
  /** The field; leave out (or empty) for a general message. */
  propertyPath?: string;
  localizedMessage: string;
  errorCode?: string;
}

/** Per-simulator state behind `sessionCore`. Reach it in-process with `getSimulatorControl(app)`. */
export interface SessionStore {
  options: SessionOptions;
  sessions: Map<string, Session>;
  /** Tokens by access token / refresh token -> session id. */
  accessTokens: Map<string, { sessionId: string; expiresAt: number }>;
  refreshTokens: Map<string, string>;
  /** Requests seen by the whole simulator, by "METHOD path". */
  requests: Map<string, number>;
  /** The fault switch (off until a fault is added). */
  faults: ReturnType<typeof createFaultSwitch>;
}

const stores = new WeakMap<Hono, SessionStore>();
interface RequestState {
  store: SessionStore;
  session?: Session;
  created?: boolean;
  body?: Promise<Record<string, unknown>>;
  rawDynSess?: string | null;
}
const perRequest = new WeakMap<Request, RequestState>();

const COOKIE = 'JSESSIONID';

/** A random signed 64-bit long; beyond 2^53 in all but a tiny fraction of draws. */
export function newDynSessConf(): bigint {
  return randomBytes(8).readBigInt64BE();
}

const guestProfile = (): Profile => ({
  id: 'g' + randomBytes(6).toString('hex'),
  firstName: '',
  lastName: '',
  email: '',
  loginStatus: 'guest',
  securityStatus: 0,
  gsaUser: false,
  userShopFor: 'all',
});

const emptyCart = (): Cart => {
  const n = String(Math.floor(100000 + Math.random() * 899999));
  return { cartId: 'o' + n, orderId: 'o' + n, encryptedOrderId: randomBytes(12).toString('hex'), items: [] };
};

function createSession(store: SessionStore): Session {
  const now = Date.now();
  const session: Session = {
    id: randomUUID().replaceAll('-', '').toUpperCase(),
    dynSessConf: newDynSessConf(),
    createdAt: now,
    lastAccess: now,
    renewals: 0,
    timing: { ...DEFAULT_TIMING, ...store.options.session },
    profile: guestProfile(),
    cart: emptyCart(),
    selectedStore: null,
    tokens: null,
    data: { emailLightbox: store.options.emailLightbox ?? !store.options.test },
    requests: new Map(),
  };
  store.sessions.set(session.id, session);
  // Bound memory in a long-running demo: drop the oldest sessions past 5000.
  if (store.sessions.size > 5000) {
    const oldest = store.sessions.keys().next().value;
    if (oldest) destroySession(store, oldest);
  }
  return session;
}

function destroySession(store: SessionStore, id: string): void {
  const s = store.sessions.get(id);
  if (!s) return;
  if (s.tokens) {
    store.accessTokens.delete(s.tokens.access_token);
    store.refreshTokens.delete(s.tokens.refresh_token);
  }
  store.sessions.delete(id);
}

function stateOf(c: Context): RequestState {
  const st = perRequest.get(c.req.raw);
  if (!st) throw new Error('session core: sessionCore must be the first RouteModule in ROUTES');
  return st;
}

/** The simulator's session store (for in-process tests and other areas' helpers). */
export function getStore(c: Context): SessionStore {
  return stateOf(c).store;
}

/** Looks up the request's session without creating one (null for a browser without a live session). */
export function peekSession(c: Context): Session | null {
  const st = stateOf(c);
  if (st.session) return st.session;
  const id = getCookie(c, COOKIE);
  const s = id ? st.store.sessions.get(id) : undefined;
  if (!s) return null;
  const timeout = (st.store.options.sessionTimeoutSeconds ?? 1800) * 1000;
  if (Date.now() - s.lastAccess > timeout) {
    destroySession(st.store, s.id);
    return null;
  }
  st.session = s;
  return s;
}

/**
 * The request's session: the one named by the JSESSIONID cookie, or a fresh guest session (its cookie is
 * set on the response). Touches lastAccess.
 */
export function getSession(c: Context): Session {
  const st = stateOf(c);
  const s = peekSession(c) ?? ((st.created = true), (st.session = createSession(st.store)));
  s.lastAccess = Date.now();
  return s;
}

/**
 * Ends the request's session (invalidation, logout): the next request starts a fresh guest session with a
 * new confirmation number. Returns the new session, whose cookie is set on this response.
 */
export function invalidateSession(c: Context): Session {
  const st = stateOf(c);
  const old = peekSession(c);
  if (old) destroySession(st.store, old.id);
  st.session = createSession(st.store);
  st.created = true;
  return st.session;
}

/**
 * The request's fields: JSON body, form body (urlencoded or multipart) and query, merged (body wins).
 * Parsed once per request. A raw `_dynSessConf` long in a JSON body is kept exact as a string.
 */
export function readBody(c: Context): Promise<Record<string, unknown>> {
  const st = stateOf(c);
  st.body ??= (async () => {
    const out: Record<string, unknown> = { ...c.req.query() };
    const type = c.req.header('content-type') ?? '';
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return out;
    try {
      if (type.includes('application/json')) {
        const text = await c.req.raw.clone().text();
        const m = /"_dynSessConf"\s*:\s*"?(-?\d+)"?/.exec(text);
        st.rawDynSess = m ? m[1]! : null;
        const parsed: unknown = text ? JSON.parse(text) : {};
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) Object.assign(out, parsed);
        if (m) out._dynSessConf = m[1];
      } else if (type.includes('form')) {
        const form = await c.req.raw.clone().formData();
        for (const [k, v] of form.entries()) if (typeof v === 'string') out[k] = v;
      }
    } catch {
      out.__malformed = true;
    }
    return out;
  })();
  return st.body;
}

/** The `_dynSessConf` the request carries (body, form or query), exactly as sent, or null. */
export async function sentDynSess(c: Context): Promise<string | null> {
  const body = await readBody(c);
  const v = body._dynSessConf;
  if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return v.trim();
  if (typeof v === 'number') return null; // lost precision on the way: it cannot match
  return null;
}

/**
 * For every call that changes state: answers HTTP 409 with a plain-text body when `_dynSessConf` is missing
 * or does not match the session's number; returns null when it is good (go on).
 */
export async function requireDynSess(c: Context): Promise<Response | null> {
  const session = getSession(c);
  const sent = await sentDynSess(c);
  if (sent !== null) {
    try {
      if (BigInt(sent) === session.dynSessConf) return null;
    } catch {
      // not a number: stale
    }
  }
  return c.text(sent === null ? 'Missing session confirmation number (_dynSessConf).' : 'Stale session confirmation number (_dynSessConf).', 409);
}

/**
 * The variant some calls use instead of a 409 (store selection, recommendation product info): when
 * `_dynSessConf` is missing or stale, answer HTTP 200 `{ stringSessionConfirmationNumber: "<current>" }`
 * (the client stores it and replays once); returns null when the number is good.
 */
export async function requireDynSessOrString(c: Context): Promise<Response | null> {
  const session = getSession(c);
  const sent = await sentDynSess(c);
  if (sent !== null && /^-?\d+$/.test(sent) && BigInt(sent) === session.dynSessConf) return null;
  return c.json({ stringSessionConfirmationNumber: session.dynSessConf.toString() });
}

/**
 * A state-changing endpoint: answers the plain-text 409 when `_dynSessConf` is missing or stale, otherwise
 * runs the handler with the request's fields (JSON, form or query, parsed once).
 */
export function stateChanging(handler: (c: Context, body: Record<string, unknown>) => Response | Promise<Response>): (c: Context) => Promise<Response> {
  return async (c) => (await requireDynSess(c)) ?? handler(c, await readBody(c));
}

/** Answers form errors the ATG way: HTTP 200 `{ formError: true, formExceptions: [...] }`. */
export function formErrors(c: Context, list: FormException[], extra: Record<string, unknown> = {}): Response {
  return c.json({
    ...extra,
    formError: true,
    formExceptions: list.map((e) => ({ propertyPath: e.propertyPath ?? '', localizedMessage: e.localizedMessage, errorCode: e.errorCode ?? '' })),
  });
}

const LONG = '\u0000long:';

/** JSON text in which bigint values are written as raw integer literals (as a Java backend writes longs). */
export function stringifyWithLongs(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? LONG + v.toString() : v)).replace(/"\\u0000long:(-?\d+)"/g, '$1');
}

/** A JSON response that may hold bigint values, written exactly (see stringifyWithLongs). */
export function longJson(c: Context, value: unknown, status = 200): Response {
  return c.body(stringifyWithLongs(value), status as 200, { 'content-type': 'application/json; charset=utf-8' });
}

/** Issues fresh tokens to a session (sign-in, refresh). Returns the token response as the spec has it. */
export function issueTokens(store: SessionStore, session: Session): { access_token: string; refresh_token: string; expires_in: number } {
  if (session.tokens) {
    store.accessTokens.delete(session.tokens.access_token);
    store.refreshTokens.delete(session.tokens.refresh_token);
  }
  const ttl = store.options.tokenTtlSeconds ?? 3600;
  const tokens: Tokens = { access_token: 'at_' + randomBytes(16).toString('hex'), refresh_token: 'rt_' + randomBytes(16).toString('hex'), expiresAt: Date.now() + ttl * 1000 };
  session.tokens = tokens;
  store.accessTokens.set(tokens.access_token, { sessionId: session.id, expiresAt: tokens.expiresAt });
  store.refreshTokens.set(tokens.refresh_token, session.id);
  return { access_token: tokens.access_token, refresh_token: tokens.refresh_token, expires_in: ttl };
}

/** Drops a session's tokens (logout, invalidation). */
export function revokeTokens(store: SessionStore, session: Session): void {
  if (!session.tokens) return;
  store.accessTokens.delete(session.tokens.access_token);
  store.refreshTokens.delete(session.tokens.refresh_token);
  session.tokens = null;
}

/**
 * Signs a profile into the request's session: loginStatus loggedIn, securityStatus 4, fresh tokens.
 * Returns the token response ({ access_token, refresh_token, expires_in }) to include in the login answer.
 */
export function signIn(c: Context, profile: Partial<Profile> & { id: string; email: string }): { access_token: string; refresh_token: string; expires_in: number } {
  const session = getSession(c);
  session.profile = { ...guestProfile(), ...profile, loginStatus: 'loggedIn', securityStatus: Math.max(4, profile.securityStatus ?? 4) };
  return issueTokens(getStore(c), session);
}

/** Signs the session out: a new guest session (new JSESSIONID and confirmation number), tokens revoked. */
export function signOut(c: Context): Session {
  const old = peekSession(c);
  if (old) revokeTokens(getStore(c), old);
  return invalidateSession(c);
}

/** The session info payload of the spec (section 3), with the confirmation number as a bigint. */
export function sessionInfoPayload(session: Session, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const p = session.profile;
  return {
    profile: {
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      md5Email: '',
      loginStatus: p.loginStatus,
      securityStatus: p.securityStatus,
      gsaUser: p.gsaUser,
      dateOfBirth: p.dateOfBirth ?? '',
      userShopFor: p.userShopFor,
      selectedStore: session.selectedStore,
    },
    featureToggles: { ...FEATURE_TOGGLES },
    rewardsCustomer: (p.rewardsCustomer as Record<string, unknown> | undefined) ?? { rewardPoints: 0, messages: [], tierInfo: { currentTier: '' }, isRewardsMember: false },
    dynSess: { dynSessConfNumber: session.dynSessConf },
    cartInfo: {
      cartId: session.cart.cartId,
      cartQty: session.cart.items.reduce((n, l) => n + l.quantity, 0),
      orderId: session.cart.orderId,
      encryptedOrderId: session.cart.encryptedOrderId,
    },
    furniture: false,
    userSegmentsMap: {},
    sid: session.id.slice(0, 12),
    contractedItemsLabel: 'Contracted Items',
    showEmailLightbox: p.loginStatus === 'guest' && session.data.emailLightbox !== false,
    bopisEnabled: true,
    enableStoreOnlyItems: true,
    enhancedTypeAheadEnabled: true,
    applePayEnabled: true,
    sapPriceEnabled: false,
    showSessionExpireModal: true,
    firstSessionResetTime: session.timing.firstSessionResetTime,
    maxSessionExpiryTime: session.timing.maxSessionExpiryTime,
    sessionExpiryAlertTime: session.timing.sessionExpiryAlertTime,
    // Store config flags a test set for this session (e.g. showSessionExpireModal: false).
    ...(session.data.storeConfig as Record<string, boolean> | undefined),
    ...extra,
  };
}

/**
 * The session core middleware (first in ROUTES): gives each request its session state, sets the
 * JSESSIONID cookie when a session was created, counts requests, and rejects an unknown or expired
 * bearer token with HTTP 401 (a call without a token proceeds as the cookie session).
 */
export function sessionMiddleware(store: SessionStore): MiddlewareHandler {
  return async (c, next) => {
    const st: RequestState = { store };
    perRequest.set(c.req.raw, st);
    const key = `${c.req.method} ${c.req.path}`;
    store.requests.set(key, (store.requests.get(key) ?? 0) + 1);
    const existing = peekSession(c);
    if (existing) existing.requests.set(key, (existing.requests.get(key) ?? 0) + 1);

    const auth = c.req.header('authorization');
    if (auth && c.req.path.startsWith('/rest/model/') && !c.req.path.endsWith('/refreshToken')) {
      const token = /^Bearer\s+(.+)$/i.exec(auth)?.[1]?.trim() ?? '';
      const known = store.accessTokens.get(token);
      if (!known || known.expiresAt < Date.now()) return c.text('Unauthorized: the access token is invalid or expired.', 401);
    }
    await next();
    if (st.created && st.session) {
      if (!existing) st.session.requests.set(key, (st.session.requests.get(key) ?? 0) + 1);
      const cookie = `${COOKIE}=${st.session.id}; Path=/; HttpOnly; SameSite=Lax`;
      try {
        c.res.headers.append('set-cookie', cookie);
      } catch {
        const res = new Response(c.res.body, c.res);
        res.headers.append('set-cookie', cookie);
        c.res = res;
      }
    }
  };
}

/** Creates the per-simulator store and registers it for `getSimulatorControl`. */
export function createSessionStore(app: Hono, options: SessionOptions): SessionStore {
  const store: SessionStore = { options, sessions: new Map(), accessTokens: new Map(), refreshTokens: new Map(), requests: new Map(), faults: createFaultSwitch() };
  stores.set(app, store);
  return store;
}

/** The session store of a simulator created by createSimulator (for in-process tests). */
export function getSessionStore(app: Hono): SessionStore {
  const s = stores.get(app);
  if (!s) throw new Error('this app has no session core');
  return s;
}

/** In-process control of a simulator, for unit tests. */
export interface SimulatorControl {
  store: SessionStore;
  /** The fault switch: `faults.add({ path, status: 500 })`, `faults.clear()`. */
  faults: FaultSwitch;
  /** A session by JSESSIONID (e.g. from an inProcessFetch's cookie jar). */
  session(id: string | undefined): Session | undefined;
  /** How many requests the simulator saw for "METHOD path" (all sessions). */
  count(methodAndPath: string): number;
}

export function getSimulatorControl(app: Hono): SimulatorControl {
  const store = getSessionStore(app);
  return {
    store,
    faults: store.faults,
    session: (id) => (id ? store.sessions.get(id) : undefined),
    count: (k) => store.requests.get(k) ?? 0,
  };
}
