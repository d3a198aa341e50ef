// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PATHS } from './paths';
import { createSimulator } from './app';
import { inProcessFetch } from './inProcessFetch';
import { formErrors, getSession, getSimulatorControl, longJson, requireDynSess, stringifyWithLongs } from './session';

const conf = PATHS.sessionConfirmation;
const renew = PATHS.renewSession;

async function number(f: ReturnType<typeof inProcessFetch>): Promise<string> {
  const text = await (await f(conf)).text();
  return /"sessionConfirmationNumber"\s*:\s*(-?\d+)/.exec(text)![1]!;
}

describe('simulator session core', () => {
  it('gives each browser its own JSESSIONID session and keeps it across calls', async () => {
    const sim = createSimulator();
    const a = inProcessFetch(sim);
    const b = inProcessFetch(sim);
    const na = await number(a);
    expect(a.cookies.get('JSESSIONID')).toMatch(/^[0-9A-F]{32}$/);
    expect(await number(a)).toBe(na);
    await number(b);
    expect(b.cookies.get('JSESSIONID')).not.toBe(a.cookies.get('JSESSIONID'));
  });

  it('writes the confirmation number as a raw JSON long, exactly, and a string variant', async () => {
    const sim = createSimulator();
    const f = inProcessFetch(sim);
    await f(conf);
    const s = getSimulatorControl(sim).session(f.cookies.get('JSESSIONID'))!;
    s.dynSessConf = -9007199254740993123n % 2n ** 63n;
    const raw = await (await f(conf)).text();
    expect(raw).toBe(`{"sessionConfirmationNumber":${s.dynSessConf}}`);
    expect(await (await f(conf + '?format=string')).json()).toEqual({ sessionConfirmationNumber: s.dynSessConf.toString() });
  });

  it('answers 409 text/plain for a missing or stale _dynSessConf and accepts JSON, form and query forms', async () => {
    const sim = createSimulator();
    const f = inProcessFetch(sim);
    const n = await number(f);
    const missing = await f(renew, { method: 'POST' });
    expect(missing.status).toBe(409);
    expect(missing.headers.get('content-type')).toMatch(/text\/plain/);
    const stale = await f(renew, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"_dynSessConf":${BigInt(n) + 1n}}` });
    expect(stale.status).toBe(409);
    // raw long in JSON (beyond 2^53: a JS number would round it)
    expect((await f(renew, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"_dynSessConf":${n}}` })).status).toBe(200);
    expect((await f(renew, { method: 'POST', body: new URLSearchParams({ _dynSessConf: n }) })).status).toBe(200);
    expect((await f(`${renew}?_dynSessConf=${n}`, { method: 'POST' })).status).toBe(200);
  });

  it('answers form errors as HTTP 200 with formExceptions; longJson and stringifyWithLongs keep bigints exact', async () => {
    const app = new Hono();
    const sim = createSimulator();
    expect(stringifyWithLongs({ a: 2n ** 63n - 1n, b: 'x' })).toBe('{"a":9223372036854775807,"b":"x"}');
    app.get('/x', (c) => formErrors(c, [{ propertyPath: 'email', localizedMessage: 'Please enter an email address.' }, { localizedMessage: 'General' }]));
    app.get('/y', (c) => longJson(c, { n: -5n }));
    const r = await app.fetch(new Request('http://127.0.0.1/x'));
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({
      formError: true,
      formExceptions: [
        { propertyPath: 'email', localizedMessage: 'Please enter an email address.', errorCode: '' },
        { propertyPath: '', localizedMessage: 'General', errorCode: '' },
      ],
    });
    expect(await (await app.fetch(new Request('http://127.0.0.1/y'))).text()).toBe('{"n":-5}');
    expect(sim).toBeTruthy();
  });

  it('helpers need the session core: a clear error rather than a silent failure', async () => {
    const app = new Hono();
    app.get('/z', async (c) => (await requireDynSess(c)) ?? c.text(getSession(c).id));
    const r = await app.fetch(new Request('http://127.0.0.1/z'));
    expect(r.status).toBe(500);
  });

  it('rejects an unknown bearer token with 401 and refreshes tokens by form POST', async () => {
    const sim = createSimulator({ test: true });
    const f = inProcessFetch(sim);
    const signed = await (await f('/rest/__test/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"signIn":{}}' })).json();
    const { access_token, refresh_token, expires_in } = signed.tokens;
    expect(expires_in).toBe(3600);
    const info = PATHS.sessionInfo;
    expect((await f(info, { method: 'POST', headers: { authorization: `Bearer ${access_token}` } })).status).toBe(200);
    expect((await f(info, { method: 'POST', headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    const refreshed = await f(PATHS.tokenRefresh, { method: 'POST', body: new URLSearchParams({ client_id: 'web', refresh_token, grant_type: 'refresh_token' }) });
    expect(refreshed.status).toBe(200);
    const t = await refreshed.json();
    expect(t.access_token).not.toBe(access_token);
    expect((await f(info, { method: 'POST', headers: { authorization: `Bearer ${access_token}` } })).status).toBe(401);
    expect((await f(PATHS.tokenRefresh, { method: 'POST', body: new URLSearchParams({ client_id: 'web', refresh_token, grant_type: 'refresh_token' }) })).status).toBe(400);
  });

  it('invalidation starts a fresh guest session with a new number', async () => {
    const sim = createSimulator();
    const f = inProcessFetch(sim);
    const n = await number(f);
    const id = f.cookies.get('JSESSIONID');
    expect((await f(`${PATHS.invalidateSession}?_dynSessConf=${n}`, { method: 'POST' })).status).toBe(200);
    expect(f.cookies.get('JSESSIONID')).not.toBe(id);
    expect(await number(f)).not.toBe(n);
  });

  describe('fault switch', () => {
    it('is off unless asked; then answers a status, malformed JSON, a delay or a dropped connection', async () => {
      const sim = createSimulator();
      const ctl = getSimulatorControl(sim);
      const f = inProcessFetch(sim);
      expect((await f(conf)).status).toBe(200);
      ctl.faults.add({ path: conf, status: 500, times: 1 });
      expect((await f(conf)).status).toBe(500);
      expect((await f(conf)).status).toBe(200);
      ctl.faults.add({ path: '/rest/model/atg/*', malformed: true, times: 1 });
      await expect((await f(conf)).json()).rejects.toThrow();
      ctl.faults.add({ path: conf, drop: true, times: 1 });
      await expect(f(conf).then((r) => r.text())).rejects.toThrow();
      const id = ctl.faults.add({ path: conf, delayMs: 120 });
      const t0 = Date.now();
      expect((await f(conf)).status).toBe(200);
      expect(Date.now() - t0).toBeGreaterThanOrEqual(100);
      ctl.faults.clear(id);
      expect(ctl.faults.list()).toEqual([]);
    });

    it('the test endpoint scopes a fault to the caller session and exists only in test mode', async () => {
      const sim = createSimulator({ test: true });
      const a = inProcessFetch(sim);
      const b = inProcessFetch(sim);
      await b(conf);
      const r = await a('/rest/__test/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: conf, status: 401 }) });
      expect(r.status).toBe(200);
      expect((await a(conf)).status).toBe(401);
      expect((await b(conf)).status).toBe(200);
      await a('/rest/__test/faults', { method: 'DELETE' });
      expect((await a(conf)).status).toBe(200);
      expect((await a('/rest/__test/requests')).status).toBe(200);
      const plain = inProcessFetch(createSimulator());
      expect((await plain('/rest/__test/faults', { method: 'POST', body: '{}' })).status).toBe(404);
    });

    it('counts requests per session', async () => {
      const sim = createSimulator({ test: true });
      const a = inProcessFetch(sim);
      await a(conf);
      await a(conf);
      const { counts } = await (await a('/rest/__test/requests')).json();
      expect(counts[`GET ${conf}`]).toBe(2);
    });
  });
});
