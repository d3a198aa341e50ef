/**
 * The session store and each request's session: the JSESSIONID cookie session, created on demand, timed out
 * when idle, replaced on invalidation; the middleware that binds them to requests and counts requests.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { randomBytes, randomUUID } from 'node:crypto';
import { createFaultSwitch, type FaultSwitch } from '../faults';
import { DEFAULT_TIMING, type Cart, type Profile, type Session, type SessionOptions, type SessionStore } from './types';

const stores = new WeakMap<Hono, SessionStore>();
export interface RequestState {
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

/** A fresh guest's profile. */
export const guestProfile = (): Profile => ({
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

/** The request's session state (set by sessionMiddleware). */
export function stateOf(c: Context): RequestState {
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
  const store: SessionStore = { options, sessions: new Map(), accessTokens: new Map(), refreshTokens: new Map(), requests: new Map(), faults: createFaultSwitch(), keptOrders: new Map() };
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
