// @vitest-environment node
// Storefront spec section 4, "Session confirmation": "a 409 or a returned stringSessionConfirmationNumber
// updates the stored number and the request is replayed automatically once" -- for every call, not only
// the two the spec's call table happens to mention.
import { Hono } from 'hono';
import { string, type } from 'superstruct';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessFetch } from '../../demo-site/simulator/inProcessFetch';
import { sessionCore, sessionRoutes } from '../../demo-site/simulator/routes/session';
import { getSimulatorControl, requireDynSessOrString } from '../../demo-site/simulator/session';
import { createClient } from './client';
import { ENDPOINTS, type EndpointKey } from './endpoints';

/** Every listed endpoint answers the string variant while the number it gets is missing or stale. */
function setup(keys: readonly EndpointKey[]) {
  const app = new Hono();
  sessionCore(app, { test: true });
  for (const key of keys) {
    const { path, method } = ENDPOINTS[key];
    app.on(method, path.replace(/\{(\w+)\}/g, ':$1'), async (c) => (await requireDynSessOrString(c)) ?? c.json({ done: key }));
  }
  sessionRoutes(app, {}); // after: the session info and init routes above answer first
  const f = inProcessFetch(app);
  const ctl = getSimulatorControl(app);
  const client = createClient({ fetch: f });
  return { f, client, current: () => ctl.session(f.cookies.get('JSESSIONID'))!.dynSessConf.toString() };
}

const CONF = `GET ${ENDPOINTS.sessionConfirmation.path}`;
const sent = (log: string[], key: EndpointKey) => log.filter((l) => l.startsWith(`${ENDPOINTS[key].method} ${ENDPOINTS[key].path.split('{')[0]}`)).length;

// Calls that carry _dynSessConf (JSON, form, query) and calls that carry none until asked.
const KEYS = ['login', 'createAccount', 'emailSignUp', 'giftCardBalance', 'applyStore', 'recsProductInfo', 'typeAheadFlyout', 'sessionInfo', 'webContents', 'init', 'typeAheadSuggest'] as const;

describe('a returned stringSessionConfirmationNumber, for every endpoint', () => {
  it.each(KEYS)('%s: stores the number and replays the call once with it', async (key) => {
    const { f, client, current } = setup(KEYS);
    await f(ENDPOINTS.sessionConfirmation.path); // the session exists
    client.setDynSess('777'); // stale
    const info = ENDPOINTS[key];
    const schema = type({ done: string() });
    const opts = info.method === 'GET' ? { params: { term: 'glue' }, schema } : { body: { a: 1 }, schema };
    const r = await client.request(key, opts);
    expect(r).toMatchObject({ ok: true, data: { done: key } });
    expect(client.getDynSess()).toBe(current());
    expect(sent(f.log, key)).toBe(2);
    // The replay used the returned number: no extra fetch of the session confirmation number.
    expect(f.log.filter((l) => l === CONF)).toHaveLength(1);
  });

  it('replays once only; a replay refused again is a failure (nothing was done), not a success', async () => {
    const app = new Hono();
    let n = 100;
    app.post('/rest/model/test/always', (c) => c.json({ stringSessionConfirmationNumber: String(++n) }));
    const f = inProcessFetch(app);
    const client = createClient({ fetch: f });
    const r = await client.requestPath('/rest/model/test/always', { body: {} });
    expect(r).toMatchObject({ ok: false, kind: 'http', status: 409 });
    expect(f.log).toEqual(['POST /rest/model/test/always', 'POST /rest/model/test/always']);
    expect(client.getDynSess()).toBe('102');
  });

  it('a call can opt out (replayOnStringConf: false)', async () => {
    const { f, client } = setup(['login']);
    await f(ENDPOINTS.sessionConfirmation.path);
    client.setDynSess('777');
    await client.request('login', { body: {}, replayOnStringConf: false });
    expect(sent(f.log, 'login')).toBe(1);
  });
});

/** A fetch that answers from `app` and keeps what each request carried. */
function recording(app: Hono) {
  const f = inProcessFetch(app);
  const sent: { url: string; init: RequestInit; headers: Record<string, string>; body: string }[] = [];
  const fetch = (url: string, init: RequestInit) => {
    sent.push({
      url,
      init,
      headers: Object.fromEntries(new Headers(init.headers)),
      body: typeof init.body === 'string' ? init.body : init.body instanceof URLSearchParams ? init.body.toString() : '',
    });
    return f(url, init);
  };
  return { f, fetch, sent };
}

const TOKENS = { get: () => ({ accessToken: 'at_1', refreshToken: 'rt_1', expiresAt: 0 }), set: () => {}, profileId: () => 'p9' };

describe('the replay rule on the money path', () => {
  const SUBMIT = ENDPOINTS.submitOrder.path;

  it('submitOrder answered with a success and a new number: one request, the number recorded', async () => {
    const app = new Hono();
    app.post(SUBMIT, (c) => c.json({ status: 'OK', details: { orderId: 'o1001' }, stringSessionConfirmationNumber: '4242' }));
    const { fetch, sent } = recording(app);
    const client = createClient({ fetch });
    client.setDynSess('11');
    const r = await client.request('submitOrder', { body: {}, schema: type({ status: string() }) });
    expect(r).toMatchObject({ ok: true, data: { status: 'OK' } });
    expect(sent).toHaveLength(1);
    expect(client.getDynSess()).toBe('4242');
  });

  it('submitOrder refused for its number (the number alone): replayed once, with that number', async () => {
    const app = new Hono();
    app.post(SUBMIT, async (c) => ((await c.req.text()).includes('"_dynSessConf":4242') ? c.json({ status: 'OK' }) : c.json({ stringSessionConfirmationNumber: '4242' })));
    const { fetch, sent } = recording(app);
    const client = createClient({ fetch });
    client.setDynSess('11');
    const r = await client.request('submitOrder', { body: {}, schema: type({ status: string() }) });
    expect(r).toMatchObject({ ok: true, data: { status: 'OK' } });
    expect(sent.map((s) => JSON.parse(s.body)._dynSessConf)).toEqual([11, 4242]);
  });

  it('a 409 is replayed once with a fresh number; a second 409 gets no third try', async () => {
    const app = new Hono();
    let tries = 0;
    app.post(SUBMIT, (c) => (++tries, c.text('Stale', 409)));
    app.get(ENDPOINTS.sessionConfirmation.path, (c) => c.json({ sessionConfirmationNumber: String(1000 + tries) }));
    const { fetch, sent } = recording(app);
    const client = createClient({ fetch });
    client.setDynSess('11');
    const r = await client.request('submitOrder', { body: {} });
    expect(r).toMatchObject({ ok: false, kind: 'http', status: 409 });
    const submits = sent.filter((s) => s.url.endsWith(SUBMIT));
    expect(submits.map((s) => JSON.parse(s.body)._dynSessConf)).toEqual([11, 1001]);
  });

  it('a 409 and then a session-confirmation refusal: one replay in all', async () => {
    const app = new Hono();
    let tries = 0;
    app.post(SUBMIT, (c) => (++tries === 1 ? c.text('Stale', 409) : c.json({ stringSessionConfirmationNumber: '99' })));
    app.get(ENDPOINTS.sessionConfirmation.path, (c) => c.json({ sessionConfirmationNumber: '55' }));
    const { fetch } = recording(app);
    const client = createClient({ fetch });
    const r = await client.request('submitOrder', { body: {} });
    expect(r).toMatchObject({ ok: false, status: 409 });
    expect(tries).toBe(2);
  });

  it('a 401 on submitOrder whose token refresh fails is not retried as a guest', async () => {
    const app = new Hono();
    let submits = 0;
    app.post(SUBMIT, (c) => (++submits, c.text('Unauthorized', 401)));
    app.post(ENDPOINTS.tokenRefresh.path, (c) => c.text('revoked', 400));
    const { fetch } = recording(app);
    let cleared = false;
    const client = createClient({ fetch, tokens: { ...TOKENS, set: (t) => void (cleared = t === null) } });
    client.setDynSess('1');
    const r = await client.request('submitOrder', { body: {} });
    expect(r).toMatchObject({ ok: false, kind: 'http', status: 401 });
    expect(submits).toBe(1);
    expect(cleared).toBe(true);
  });
});

describe('credentials and session headers go to the API origin only', () => {
  beforeEach(() => vi.stubGlobal('location', new URL('http://127.0.0.1/stores')));
  const echo = () => {
    const app = new Hono();
    app.all('*', (c) => c.json({ ok: true }));
    return recording(app);
  };

  it.each([
    ['the base URL is another origin than the call', 'https://shop.example', 'https://maps.example/geocode/90210.json'],
    ['the base is the page (empty) and the call is absolute elsewhere', '', 'https://maps.example/geocode/90210.json'],
  ])('%s: no Authorization, profileId, _dynSessConf or cookies', async (_name, base, url) => {
    const { fetch, sent } = echo();
    const client = createClient({ fetch, baseUrl: () => base, tokens: TOKENS });
    client.setDynSess('1');
    const r = await client.requestPath(url, { dynSess: true, headers: { Authorization: 'Bearer leaked', 'X-Keep': 'yes' } });
    expect(r.ok).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.init.credentials).toBe('omit');
    expect(sent[0]!.headers.authorization).toBeUndefined();
    expect(sent[0]!.headers.profileid).toBeUndefined();
    expect(sent[0]!.headers['x-keep']).toBe('yes');
    expect(sent[0]!.url).not.toContain('_dynSessConf');
  });

  it.each([
    ['a path, base empty (the page origin)', '', '/rest/model/x'],
    ['an absolute URL on the page origin, base empty', '', 'http://127.0.0.1/rest/model/x'],
    ['a path under a configured base URL', 'https://shop.example/', '/rest/model/x'],
    ['an absolute URL on the configured base origin', 'https://shop.example', 'https://shop.example/rest/model/x'],
  ])('%s: Authorization, profileId and cookies are sent', async (_name, base, url) => {
    const { fetch, sent } = echo();
    const client = createClient({ fetch, baseUrl: () => base, tokens: TOKENS });
    await client.requestPath(url);
    expect(sent[0]!.init.credentials).toBe('include');
    expect(sent[0]!.headers).toMatchObject({ authorization: 'Bearer at_1', profileid: 'p9' });
  });
});

describe('a 301 is followed only to a path of this site', () => {
  beforeEach(() => vi.stubGlobal('location', new URL('http://127.0.0.1/cart')));
  it.each([
    ['/shopping-cart/', '/shopping-cart/'],
    ['http://127.0.0.1/checkout-page?step=2', '/checkout-page?step=2'],
    ['https://evil.example/x', null],
    ['//evil.example/x', null],
    ['javascript:alert(1)', null],
  ])('%s → %s', async (target, expected) => {
    const app = new Hono();
    app.get('/rest/model/test/moved', (c) => c.json({ action: 'redirect', redirectURL: target }, 301));
    const navigate = vi.fn();
    const client = createClient({ fetch: inProcessFetch(app), navigate });
    const r = await client.requestPath('/rest/model/test/moved');
    if (expected) {
      expect(navigate).toHaveBeenCalledWith(expected);
      expect(r).toMatchObject({ ok: false, kind: 'redirect', location: expected });
    } else {
      expect(navigate).not.toHaveBeenCalled();
      expect(r.ok).toBe(false);
    }
  });
});
