// @vitest-environment node
// The client against the simulator in-process (real contract, real cookies), no fetch mocks.
import fc from 'fast-check';
import { Hono } from 'hono';
import { boolean, number, record, refine, string, type } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../demo-site/simulator/app';
import { registerContent } from '../../demo-site/simulator/routes/content';
import { inProcessFetch } from '../../demo-site/simulator/inProcessFetch';
import { sessionCore, sessionRoutes } from '../../demo-site/simulator/routes/session';
import { formErrors, getSimulatorControl, requireDynSess, requireDynSessOrString, type Session } from '../../demo-site/simulator/session';
import { createClient, type StoredTokens, type TokenStore } from './client';
import { ENDPOINTS } from './endpoints';
import { parseJsonKeepingLongs } from './longs';

const CONF = `GET ${ENDPOINTS.sessionConfirmation.path}`;
const RENEW = `POST ${ENDPOINTS.renewSession.path}`;

/** A simulator with the session area plus a few contract-shaped routes for rules no area owns yet. */
function setup(extra?: (app: Hono) => void) {
  const app = new Hono();
  sessionCore(app, { test: true });
  sessionRoutes(app, {});
  registerContent(app, {});
  extra?.(app);
  const f = inProcessFetch(app);
  const ctl = getSimulatorControl(app);
  let tokens: StoredTokens | null = null;
  const tokenStore: TokenStore = { get: () => tokens, set: (t) => void (tokens = t), profileId: () => 'p123' };
  const navigate = vi.fn();
  const client = createClient({ fetch: f, tokens: tokenStore, navigate, clientId: 'test-client' });
  const session = (): Session => ctl.session(f.cookies.get('JSESSIONID'))!;
  return { app, f, ctl, client, navigate, session, getTokens: () => tokens, setTokens: (t: StoredTokens | null) => void (tokens = t) };
}

const count = (f: { log: string[] }, key: string) => f.log.filter((l) => l === key).length;

describe('commerce client: session confirmation number', () => {
  it('fetches a number when none is known and sends it with a state-changing call', async () => {
    const { client, f } = setup();
    const r = await client.request('renewSession', { schema: type({ status: string() }) });
    expect(r).toMatchObject({ ok: true, data: { status: 'OK' } });
    expect(f.log).toEqual([CONF, RENEW]);
  });

  it('replays a call once after a 409, with a fresh number', async () => {
    const { client, f, session } = setup();
    await client.request('renewSession');
    client.setDynSess('12345');
    const r = await client.request('renewSession');
    expect(r.ok).toBe(true);
    expect(client.getDynSess()).toBe(session().dynSessConf.toString());
    expect(f.log.slice(2)).toEqual([RENEW, CONF, RENEW]);
  });

  it('gives up after one replay when the 409 persists', async () => {
    const { client, f, ctl } = setup();
    ctl.faults.add({ path: ENDPOINTS.renewSession.path, status: 409, body: 'Stale' });
    const r = await client.request('renewSession');
    expect(r).toMatchObject({ ok: false, kind: 'http', status: 409 });
    expect(count(f, RENEW)).toBe(2);
  });

  it('three concurrent 409s share one refresh of the number', async () => {
    const { client, f } = setup();
    await client.request('renewSession');
    client.setDynSess('-42');
    const rs = await Promise.all([client.request('renewSession'), client.request('renewSession'), client.request('renewSession')]);
    expect(rs.map((r) => r.ok)).toEqual([true, true, true]);
    expect(count(f, CONF)).toBe(2); // the first fetch, then one refresh for all three
    expect(count(f, RENEW)).toBe(1 + 6);
  });

  it('sends numbers beyond 2^53 back exactly in JSON, form and query (property over signed 64-bit values)', async () => {
    const { client, f, session } = setup();
    await f(ENDPOINTS.sessionConfirmation.path);
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), fc.constantFrom('json', 'form', 'query'), async (n, how) => {
        session().dynSessConf = n;
        client.setDynSess(null);
        const opts = how === 'json' ? { body: { a: 1 } } : how === 'form' ? { form: { a: '1' } } : { method: 'GET' as const, dynSess: true };
        const target = how === 'query' ? '/rest/__test/echo-dynsess' : 'renewSession';
        const r = how === 'query' ? await client.requestPath(target, opts) : await client.request('renewSession', opts);
        expect(client.getDynSess()).toBe(n.toString());
        expect(r.ok).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('reads the number exactly from raw JSON, including negative and string variants', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), (n) => {
        expect(parseJsonKeepingLongs(`{"dynSess":{"dynSessConfNumber":${n}},"x":1}`)).toEqual({ dynSess: { dynSessConfNumber: n.toString() }, x: 1 });
        expect(parseJsonKeepingLongs(`{"sessionConfirmationNumber": "${n}"}`)).toEqual({ sessionConfirmationNumber: n.toString() });
      }),
    );
  });

  it('stores a returned stringSessionConfirmationNumber and replays once where the spec says (store selection)', async () => {
    const { client, f, session } = setup((app) =>
      app.post(ENDPOINTS.applyStore.path, async (c) => (await requireDynSessOrString(c)) ?? c.json({ selectedStoreId: 'S1', city: 'Carson', state: 'CA' })),
    );
    await f(ENDPOINTS.sessionConfirmation.path);
    client.setDynSess('777');
    const r = await client.request('applyStore', { form: { storeId: 'S1' }, schema: type({ selectedStoreId: string() }) });
    expect(r).toMatchObject({ ok: true, data: { selectedStoreId: 'S1' } });
    expect(client.getDynSess()).toBe(session().dynSessConf.toString());
    expect(count(f, `POST ${ENDPOINTS.applyStore.path}`)).toBe(2);
    expect(count(f, CONF)).toBe(1); // only the test's own call: the replay used the returned number
  });

  it('records a new number that comes with a success, and does not replay the call', async () => {
    const { client, f } = setup((app) => app.post('/rest/model/test/other', (c) => c.json({ stringSessionConfirmationNumber: '5', done: true })));
    const r = await client.requestPath('/rest/model/test/other', { body: {}, schema: type({ done: boolean() }) });
    expect(r).toMatchObject({ ok: true, data: { done: true } });
    expect(client.getDynSess()).toBe('5');
    expect(count(f, 'POST /rest/model/test/other')).toBe(1);
  });
});

describe('commerce client: the number is the API origin’s only', () => {
  it("another origin's answer that carries a number does not replace the store's", async () => {
    const { client, f } = setup((app) => app.get('/geo/zip/10118', (c) => c.json({ stringSessionConfirmationNumber: '999', city: 'New York' })));
    await client.request('renewSession');
    const stores = client.getDynSess();
    expect(stores).not.toBeNull();
    const r = await client.requestPath('https://geo.example/geo/zip/10118', { schema: type({ city: string() }) });
    expect(r).toMatchObject({ ok: true, data: { city: 'New York' } });
    expect(client.getDynSess()).toBe(stores);
    expect(count(f, 'GET /geo/zip/10118')).toBe(1);
  });

  it('a session-confirmation endpoint moved to another origin is not asked: the call fails without it', async () => {
    const t = setup();
    const client = createClient({ fetch: t.f, endpoints: () => ({ sessionConfirmation: 'https://evil.example/conf' }) });
    const r = await client.request('renewSession');
    expect(r.ok).toBe(false);
    expect(client.getDynSess()).toBeNull();
    expect(t.f.log).toEqual([]);
  });
});

describe('commerce client: tokens', () => {
  async function signedIn() {
    const t = setup();
    const res = await (await t.f('/rest/__test/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"signIn":{}}' })).json();
    t.setTokens({ accessToken: res.tokens.access_token, refreshToken: res.tokens.refresh_token, expiresAt: Date.now() + 1000 });
    return t;
  }

  it('on 401 refreshes the token (form POST) and retries once', async () => {
    const t = await signedIn();
    const old = t.getTokens()!;
    await t.f('/rest/__test/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"expireAccessToken":true}' });
    const r = await t.client.request('sessionInfo');
    expect(r.ok).toBe(true);
    expect(t.getTokens()!.accessToken).not.toBe(old.accessToken);
    expect(t.getTokens()!.expiresAt).toBeGreaterThan(Date.now() + 3500_000);
    expect(t.f.log.filter((l) => l.endsWith('/sessionInfo'))).toHaveLength(2);
    expect(count(t.f, `POST ${ENDPOINTS.tokenRefresh.path}`)).toBe(1);
  });

  it('when the refresh fails, clears the tokens and retries once without them', async () => {
    const t = await signedIn();
    t.setTokens({ accessToken: 'expired', refreshToken: 'revoked', expiresAt: 0 });
    const r = await t.client.request('sessionInfo');
    expect(r.ok).toBe(true);
    expect(t.getTokens()).toBeNull();
    expect(t.f.log.filter((l) => l.endsWith('/sessionInfo'))).toHaveLength(2);
  });

  it.each([
    ['signed out', () => null],
    ['signed in again', () => ({ accessToken: 'at_new', refreshToken: 'rt_new', expiresAt: Date.now() + 3600_000 })],
  ])('a refresh that finishes after the shopper %s is dropped: the tokens stay as the change left them', async (_, change) => {
    const t = await signedIn();
    await t.f('/rest/__test/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"expireAccessToken":true}' });
    let generation = 0;
    let tokens = t.getTokens();
    const store: TokenStore = { get: () => tokens, set: (v) => void ((tokens = v), generation++), profileId: () => null, generation: () => generation };
    const changed = change();
    // The change lands while the refresh is on its way.
    const f = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await t.f(input, init);
      if ((input instanceof Request ? input.url : input.toString()).endsWith(ENDPOINTS.tokenRefresh.path)) store.set(changed);
      return res;
    }) as typeof fetch;
    const client = createClient({ fetch: f, tokens: store });
    await client.request('sessionInfo');
    expect(count(t.f, `POST ${ENDPOINTS.tokenRefresh.path}`)).toBe(1);
    expect(tokens).toEqual(changed);
  });

  it('a 401 without stored tokens is an http error, not a loop', async () => {
    const t = setup();
    t.ctl.faults.add({ path: ENDPOINTS.sessionInfo.path, status: 401 });
    const r = await t.client.request('sessionInfo');
    expect(r).toMatchObject({ ok: false, kind: 'http', status: 401 });
    expect(t.f.log.filter((l) => l.endsWith('/sessionInfo'))).toHaveLength(1);
  });
});

describe('commerce client: results', () => {
  it('inTasks: where scheduler.yield exists, the answer is checked after one yield and handed over after another; an abort in between keeps the answer', async () => {
    const order: string[] = [];
    let release: (() => void) | null = null;
    vi.stubGlobal('scheduler', { yield: () => (order.push('yield'), new Promise<void>((r) => (release = r))) });
    try {
      const { client } = setup();
      const schema = refine(type({ status: string() }), 'checked', () => (order.push('check'), true));
      const ctrl = new AbortController();
      const pending = client.request('renewSession', { schema, inTasks: true, signal: ctrl.signal });
      await vi.waitFor(() => expect(order).toEqual(['yield']));
      release!();
      await vi.waitFor(() => expect(order).toEqual(['yield', 'check', 'yield']));
      // The caller gives up while the checked answer waits for its task: the call was answered, so it stays answered.
      ctrl.abort();
      release!();
      expect(await pending).toMatchObject({ ok: true, data: { status: 'OK' } });
      // Without inTasks: one task, no yield.
      order.length = 0;
      expect(await client.request('renewSession', { schema })).toMatchObject({ ok: true });
      expect(order).toEqual(['check']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('maps form errors to fields by propertyPath and general messages', async () => {
    const { client } = setup((app) =>
      app.post(
        '/rest/model/test/signup',
        async (c) =>
          (await requireDynSess(c)) ??
          formErrors(c, [
            { propertyPath: 'email', localizedMessage: 'Please enter a valid email address.', errorCode: 'invalidEmail' },
            { propertyPath: 'email', localizedMessage: 'second' },
            { propertyPath: 'postalCode', localizedMessage: 'Please enter Zip Code.' },
            { localizedMessage: 'We could not sign you up.' },
          ]),
      ),
    );
    const r = await client.requestPath('/rest/model/test/signup', { body: { email: 'x' }, dynSess: true });
    expect(r.ok).toBe(false);
    if (r.ok || r.kind !== 'formError') throw new Error('expected a form error');
    expect(r.fieldErrors).toEqual({ email: 'Please enter a valid email address.', postalCode: 'Please enter Zip Code.' });
    expect(r.messages).toEqual(['We could not sign you up.']);
    expect(r.exceptions[0]).toEqual({ propertyPath: 'email', localizedMessage: 'Please enter a valid email address.', errorCode: 'invalidEmail' });
  });

  it('times out with a typed result', async () => {
    const { client, ctl } = setup();
    ctl.faults.add({ path: ENDPOINTS.init.path, delayMs: 300 });
    const r = await client.request('init', { timeoutMs: 50 });
    expect(r).toMatchObject({ ok: false, kind: 'timeout' });
  });

  it('can be aborted by the caller, before or during the call', async () => {
    const { client, ctl } = setup();
    ctl.faults.add({ path: ENDPOINTS.init.path, delayMs: 300 });
    const ac = new AbortController();
    const p = client.request('init', { signal: ac.signal });
    setTimeout(() => ac.abort(), 20);
    expect(await p).toMatchObject({ ok: false, kind: 'aborted' });
    expect(await client.request('init', { signal: AbortSignal.abort() })).toMatchObject({ ok: false, kind: 'aborted' });
  });

  it('answers malformed JSON, a dropped connection and a 500 with typed results', async () => {
    const { client, ctl } = setup();
    ctl.faults.add({ path: ENDPOINTS.init.path, malformed: true, times: 1 });
    expect(await client.request('init')).toMatchObject({ ok: false, kind: 'malformed-json' });
    ctl.faults.add({ path: ENDPOINTS.init.path, drop: true, times: 1 });
    expect(await client.request('init')).toMatchObject({ ok: false, kind: 'network' });
    ctl.faults.add({ path: ENDPOINTS.init.path, status: 500, times: 1 });
    expect(await client.request('init')).toMatchObject({ ok: false, kind: 'http', status: 500 });
    expect(await client.request('init')).toMatchObject({ ok: true });
  });

  it('validates the answer with a schema where it enters', async () => {
    const { client } = setup();
    const ok = await client.request('init', { schema: type({ maxSessionExpiryTime: number() }) });
    expect(ok).toMatchObject({ ok: true, data: { maxSessionExpiryTime: 1680 } });
    const bad = await client.request('init', { schema: type({ authPages: number() }) });
    expect(bad).toMatchObject({ ok: false, kind: 'invalid-response' });
  });

  it('an answer whose value has its own toString set to null is an invalid answer, not a crash (superstruct prints the value it refuses)', async () => {
    const { client } = setup((app) => app.get('/rest/model/test/odd', (c) => c.body('{"name":{"toString":null}}', 200, { 'content-type': 'application/json' })));
    expect(await client.requestPath('/rest/model/test/odd', { schema: type({ name: string() }) })).toMatchObject({ ok: false, kind: 'invalid-response' });
  });

  it('performs the redirect of a 301 with a redirect action', async () => {
    const { client, navigate } = setup((app) => app.get('/rest/model/test/moved', (c) => c.json({ action: 'redirect', redirectURL: '/shopping-cart/' }, 301)));
    const r = await client.requestPath('/rest/model/test/moved');
    expect(r).toMatchObject({ ok: false, kind: 'redirect', location: '/shopping-cart/' });
    expect(navigate).toHaveBeenCalledWith('/shopping-cart/');
  });

  it('never follows a 301 to a protocol-relative or backslash path (//host, /\\host)', async () => {
    for (const bad of ['//evil.example/x', '/\\evil.example/x']) {
      const { client, navigate } = setup((app) => app.get('/rest/model/test/moved', (c) => c.json({ action: 'redirect', redirectURL: bad }, 301)));
      const r = await client.requestPath('/rest/model/test/moved');
      expect(r).toMatchObject({ ok: false });
      expect(navigate).not.toHaveBeenCalled();
    }
  });
});

describe('commerce client: headers, base URL and endpoint map', () => {
  const echo = (app: Hono) => app.all('/rest/model/*', (c) => c.json({ path: c.req.path, headers: Object.fromEntries(c.req.raw.headers) }));

  it('sends Accept, the client marker, bearer token, profileId and (only for checkout calls) Is-Furniture', async () => {
    const app = new Hono();
    echo(app);
    const f = inProcessFetch(app);
    let site: 'school' | 'furniture' = 'furniture';
    const client = createClient({ fetch: f, site: () => site, tokens: { get: () => ({ accessToken: 'at_1', refreshToken: 'rt_1', expiresAt: 0 }), set: () => {}, profileId: () => 'p9' } });
    client.setDynSess('1');
    const Echo = type({ headers: record(string(), string()) });
    const r = (await client.request('giftCardBalance', { body: {}, schema: Echo })) as { ok: true; data: { headers: Record<string, string> } };
    expect(r.data.headers).toMatchObject({ accept: 'application/json', 'is-furniture': 'true', profileid: 'p9', authorization: 'Bearer at_1' });
    expect(r.data.headers['x-storefront-client']).toMatch(/^storefront-widgets\//);
    site = 'school';
    const r2 = (await client.request('giftCardBalance', { body: {}, schema: Echo })) as { ok: true; data: { headers: Record<string, string> } };
    expect(r2.data.headers['is-furniture']).toBe('false');
    const r3 = (await client.request('emailSignUp', { body: {}, schema: Echo })) as { ok: true; data: { headers: Record<string, string> } };
    expect(r3.data.headers['is-furniture']).toBeUndefined();
  });

  it('uses host endpoint overrides and the base URL, filling path placeholders', async () => {
    const app = new Hono();
    echo(app);
    const seen: string[] = [];
    const f = inProcessFetch(app);
    const client = createClient({
      fetch: (u, i) => (seen.push(u), f(u, i)),
      baseUrl: () => 'http://127.0.0.1/',
      endpoints: () => ({ init: '/rest/model/custom/init' }),
    });
    await client.request('init');
    await client.request('typeAheadSuggest', { params: { term: 'glue sticks/5' } });
    expect(seen).toEqual(['http://127.0.0.1/rest/model/custom/init', 'http://127.0.0.1/rest/model/ll/typeahead/TypeAheadActor/suggest/Ntt/glue%20sticks%2F5']);
  });

  it('the full simulator serves the defaults of the session area', async () => {
    const sim = createSimulator();
    const client = createClient({ fetch: inProcessFetch(sim) });
    for (const key of ['sessionInfo', 'init', 'renewSession'] as const) expect((await client.request(key)).ok).toBe(true);
  });
});

describe('commerce client: what the types allow', () => {
  it('takes only endpoint keys, needs a schema to read the answer, and gives undefined data without one', async () => {
    const client = createClient({ fetch: inProcessFetch(createSimulator()) });
    const Info = type({ maxSessionExpiryTime: number() });
    const read = await client.request('init', { schema: Info });
    if (read.ok) expect(typeof read.data.maxSessionExpiryTime).toBe('number');
    const sent = await client.request('renewSession', { body: {} });
    expect(sent).toMatchObject({ ok: true, data: undefined });
    // Type checks only (never run): an answer without a schema cannot be read.
    const readUnchecked = () => {
      // @ts-expect-error: data is undefined without a schema
      if (sent.ok) return sent.data.status;
    };
    void readUnchecked;
    // @ts-expect-error: a typo in an endpoint key does not compile
    const typo = await client.request('sesionInfo');
    expect(typo).toMatchObject({ ok: false });
    // @ts-expect-error: a plain path needs requestPath()
    await client.request('/rest/model/atg/userprofiling/ProfileActor/login');
    // @ts-expect-error: T cannot be named without a schema that checks it
    await client.request<{ status: string }>('renewSession', { body: {} });
  });

  it('an unknown key at run time (plain JavaScript callers) is a typed failure with one console error, never a request', async () => {
    const seen: string[] = [];
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createClient({ fetch: async (u) => (seen.push(u), new Response('{}')) });
    const r = await (client.request as (k: string) => Promise<unknown>)('/rest/model/anything');
    expect(r).toMatchObject({ ok: false });
    expect(seen).toEqual([]);
    expect(err).toHaveBeenCalledTimes(1);
    expect(String(err.mock.calls[0]![0])).toContain('requestPath()');
  });
});
