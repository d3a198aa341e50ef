// @vitest-environment node
// Storefront spec section 4, "Session confirmation": "a 409 or a returned stringSessionConfirmationNumber
// updates the stored number and the request is replayed automatically once" -- for every call, not only
// the two the spec's call table happens to mention.
import { Hono } from 'hono';
import { string, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
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

  it('replays once only, even when the replay is refused again', async () => {
    const app = new Hono();
    let n = 100;
    app.post('/rest/model/test/always', (c) => c.json({ stringSessionConfirmationNumber: String(++n) }));
    const f = inProcessFetch(app);
    const client = createClient({ fetch: f });
    const r = await client.requestPath('/rest/model/test/always', { body: {} });
    expect(r.ok).toBe(true);
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
