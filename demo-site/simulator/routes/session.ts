/**
 * Session endpoints of the simulator: the session core (cookie sessions, fault switch, test-only
 * controls) and the calls of the session area -- session confirmation number, session info, init data,
 * token refresh, session renewal and invalidation. Paths come from the client's endpoint map.
 */
import type { Context, Hono } from 'hono';
import { PATHS } from '../paths';
import type { RouteModule, SimulatorOptions } from '../types';
import { faultMiddleware, type FaultSpec } from '../faults';
import { findAccount, findSku } from '../../data';
import {
  createSessionStore,
  getSession,
  getStore,
  invalidateSession,
  issueTokens,
  longJson,
  peekSession,
  readBody,
  requireDynSess,
  revokeTokens,
  sessionInfoPayload,
  sessionMiddleware,
  signIn,
  type SessionOptions,
  type SessionTiming,
} from '../session';

/** The pages that need a signed-in user with securityStatus 4 or more (initialisation data). */
export const AUTH_PAGES = ['/my-account/', '/order-history', '/my-profile', '/address-book-page', '/payment-methods', '/my-shoppinglist-page', '/lists-and-registries/registry-list'];

/**
 * The session core: must be the first RouteModule in ROUTES (its middleware gives every later route its
 * session). Adds the fault switch and, with `{ test: true }`, the test-only endpoints under /rest/__test/.
 */
export const sessionCore: RouteModule = (app: Hono, options: SimulatorOptions) => {
  const store = createSessionStore(app, options as SessionOptions);
  app.use('*', sessionMiddleware(store));
  app.use('/rest/*', faultMiddleware(store.faults));
  app.use('/data/*', faultMiddleware(store.faults));
  // The listing's JSON answers (a facet link fetched with Accept: application/json) are commerce calls too.
  app.use('/products/*', faultMiddleware(store.faults));
  if (options.test === true) registerTestControls(app);
};

function registerTestControls(app: Hono): void {
  const T = '/rest/__test';
  // Requests counted for the caller's session ("METHOD path" -> n).
  app.get(`${T}/requests`, (c) => {
    const s = getSession(c);
    return c.json({ sessionId: s.id, counts: Object.fromEntries(s.requests) });
  });
  app.delete(`${T}/requests`, (c) => {
    getSession(c).requests.clear();
    return c.json({ ok: true });
  });

  // Faults: scoped to the caller's session unless { global: true }.
  app.post(`${T}/faults`, async (c) => {
    const body = (await readBody(c)) as Partial<FaultSpec> & { global?: boolean };
    if (typeof body.path !== 'string' || !body.path) return c.json({ error: 'path is required' }, 400);
    const spec: FaultSpec = {
      path: body.path,
      method: typeof body.method === 'string' ? body.method : undefined,
      status: typeof body.status === 'number' ? body.status : undefined,
      body: typeof body.body === 'string' ? body.body : undefined,
      delayMs: typeof body.delayMs === 'number' ? body.delayMs : undefined,
      holdMs: typeof body.holdMs === 'number' ? body.holdMs : undefined,
      malformed: body.malformed === true,
      drop: body.drop === true,
      times: typeof body.times === 'number' ? body.times : undefined,
      sessionId: body.global ? undefined : getSession(c).id,
    };
    return c.json({ id: getStore(c).faults.add(spec) });
  });
  app.delete(`${T}/faults`, (c) => {
    const faults = getStore(c).faults;
    if (c.req.query('all') === 'true') faults.clear();
    else faults.clear(undefined, getSession(c).id);
    return c.json({ ok: true });
  });

  // Answers 200 when the request carries the session's _dynSessConf (any method), else 409.
  app.all(`${T}/echo-dynsess`, async (c) => (await requireDynSess(c)) ?? c.json({ ok: true }));

  // The caller's session: read it, or change timing / number / store config flags / sign-in state for a test.
  const describe = (c: Context) => {
    const s = getSession(c);
    return {
      id: s.id,
      renewals: s.renewals,
      dynSessConf: s.dynSessConf.toString(),
      timing: s.timing,
      loginStatus: s.profile.loginStatus,
      hasTokens: !!s.tokens,
      deletedReplaySessions: s.data.deletedReplaySessions ?? [],
    };
  };
  app.get(`${T}/session`, (c) => c.json(describe(c)));
  app.post(`${T}/session`, async (c) => {
    const body = await readBody(c);
    const s = getSession(c);
    if (body.timing && typeof body.timing === 'object') s.timing = { ...s.timing, ...(body.timing as Partial<SessionTiming>) };
    if (typeof body.dynSessConf === 'string') s.dynSessConf = BigInt(body.dynSessConf);
    if (body.storeConfig && typeof body.storeConfig === 'object') s.data.storeConfig = { ...(s.data.storeConfig as object | undefined), ...(body.storeConfig as Record<string, boolean>) };
    if (body.featureToggles && typeof body.featureToggles === 'object')
      s.data.featureToggles = { ...(s.data.featureToggles as object | undefined), ...(body.featureToggles as Record<string, boolean>) };
    // The stay-connected lightbox's session flag (off by default in test mode).
    if (typeof body.emailLightbox === 'boolean') s.data.emailLightbox = body.emailLightbox;
    let tokens: unknown = null;
    if (body.signIn && typeof body.signIn === 'object') {
      const p = body.signIn as Record<string, string>;
      tokens = signIn(c, { id: p.id ?? 'u' + s.id.slice(0, 8).toLowerCase(), email: p.email ?? 'teacher@example.com', firstName: p.firstName ?? 'Terry', lastName: p.lastName ?? 'Teacher' });
    }
    // A recognized returning visitor (storefront spec sections 4 and 6): known by name, not signed in.
    if (body.recognize && typeof body.recognize === 'object') {
      const r = body.recognize as Record<string, string>;
      const a = findAccount(r.email ?? 'teacher@example.com');
      s.profile = {
        ...s.profile,
        id: a?.id ?? s.profile.id,
        email: a?.email ?? r.email ?? '',
        firstName: a?.firstName ?? r.firstName ?? '',
        lastName: a?.lastName ?? r.lastName ?? '',
        gsaUser: a?.gsaUser ?? false,
        loginStatus: 'recognized',
        securityStatus: 2,
      };
    }
    if (body.expireAccessToken === true && s.tokens) getStore(c).accessTokens.set(s.tokens.access_token, { sessionId: s.id, expiresAt: 0 });
    return c.json({ ...describe(c), tokens });
  });

  // Fills the caller's cart directly, for tests of the cart and checkout that must not depend on the
  // add-to-cart widget: { lines: [{ catalogRefId, quantity, instorePickUpOpted?, locationId? }] }.
  app.post(`${T}/cart`, async (c) => {
    const body = await readBody(c);
    const lines = Array.isArray(body.lines) ? (body.lines as Record<string, unknown>[]) : [];
    const s = getSession(c);
    const items = [];
    for (const [i, l] of lines.entries()) {
      const sku = typeof l.catalogRefId === 'string' ? findSku(l.catalogRefId) : undefined;
      if (!sku) return c.json({ error: `unknown catalogRefId ${String(l.catalogRefId)}` }, 400);
      items.push({
        commerceItemId: `ci${Date.now().toString(36)}${i}`,
        productId: sku.productId,
        catalogRefId: sku.id,
        quantity: typeof l.quantity === 'number' ? l.quantity : 1,
        instorePickUpOpted: l.instorePickUpOpted === true,
        locationId: typeof l.locationId === 'string' ? l.locationId : null,
      });
    }
    s.cart.items = items;
    return c.json({ cartId: s.cart.cartId, cartQty: items.reduce((n, l) => n + l.quantity, 0) });
  });
}

/** The session area's endpoints. */
export const sessionRoutes: RouteModule = (app: Hono) => {
  // The session confirmation number: a raw JSON long (often beyond 2^53, may be negative);
  // `?format=string` answers the string variant.
  app.get(PATHS.sessionConfirmation, (c) => {
    const s = getSession(c);
    if (c.req.query('format') === 'string') return c.json({ sessionConfirmationNumber: s.dynSessConf.toString() });
    return longJson(c, { sessionConfirmationNumber: s.dynSessConf });
  });

  app.post(PATHS.sessionInfo, async (c) => {
    await readBody(c); // optional segments and date; accepted, not used by the simulator
    return longJson(c, sessionInfoPayload(getSession(c)));
  });

  // Init data is served by the content area (routes/content.ts), with this session's timing.

  // OAuth-style refresh: form POST client_id, refresh_token, grant_type=refresh_token.
  app.post(PATHS.tokenRefresh, async (c) => {
    const body = await readBody(c);
    const store = getStore(c);
    const sessionId = typeof body.refresh_token === 'string' ? store.refreshTokens.get(body.refresh_token) : undefined;
    const session = sessionId ? store.sessions.get(sessionId) : undefined;
    if (body.grant_type !== 'refresh_token' || !body.client_id || !session) return c.json({ error: 'invalid_grant', error_description: 'The refresh token is invalid or expired.' }, 400);
    return c.json({ ...issueTokens(store, session), token_type: 'bearer' });
  });

  app.post(PATHS.renewSession, async (c) => {
    const stale = await requireDynSess(c);
    if (stale) return stale;
    const s = getSession(c);
    s.renewals++;
    return c.json({ status: 'OK', renewals: s.renewals });
  });

  app.post(PATHS.invalidateSession, async (c) => {
    const stale = await requireDynSess(c);
    if (stale) return stale;
    const old = peekSession(c);
    if (old) revokeTokens(getStore(c), old);
    // An expired signed-in session's order stays with the profile (as ATG keeps a profile's current order).
    if (old?.profile.loginStatus === 'loggedIn' && old.cart.items.length > 0) getStore(c).keptOrders.set(old.profile.id, { cart: old.cart, data: { checkout: old.data.checkout } });
    invalidateSession(c);
    return c.json({ status: 'OK' });
  });
};
