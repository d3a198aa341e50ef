// @vitest-environment node
// Get IP and delete session-replay session (storefront spec section 7: "Get IP; delete session-replay session |
// GET; POST (fsUserId)"), and the init data's session-replay info.
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../app';
import { inProcessFetch } from '../inProcessFetch';
import { PATHS } from '../paths';

const browser = () => inProcessFetch(createSimulator({ test: true }));
const post = (f: ReturnType<typeof browser>, path: string, body: unknown) => f(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('session replay endpoints', () => {
  it('Get IP answers the caller’s address (the first X-Forwarded-For hop, else 127.0.0.1)', async () => {
    const f = browser();
    expect(await (await f(PATHS.replayIp)).json()).toEqual({ ip: '127.0.0.1' });
    expect(await (await f(PATHS.replayIp, { headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' } })).json()).toEqual({ ip: '203.0.113.7' });
  });

  it('delete session-replay session takes the fsUserId and keeps it for the session; without one it is a form error', async () => {
    const f = browser();
    expect(await (await post(f, PATHS.deleteReplaySession, { fsUserId: 'fs-1' })).json()).toEqual({ deleted: true, fsUserId: 'fs-1' });
    const missing = await (await post(f, PATHS.deleteReplaySession, {})).json();
    expect(missing).toMatchObject({ formError: true, formExceptions: [{ propertyPath: 'fsUserId' }] });
    expect((await (await f('/rest/__test/session')).json()).deletedReplaySessions).toEqual(['fs-1']);
  });

  it('the init data names the stand-in recorder; the feature toggle stays off until a test turns it on for its session', async () => {
    const f = browser();
    expect((await (await f(PATHS.init)).json()).sessionReplay).toEqual({ enabled: true, orgId: 'demo', scriptUrl: '/static/replay/recorder.js' });
    const info = async () => (await (await post(f, PATHS.sessionInfo, {})).json()).featureToggles.fullStoryTrackingEnabled;
    expect(await info()).toBe(false);
    await post(f, '/rest/__test/session', { featureToggles: { fullStoryTrackingEnabled: true } });
    expect(await info()).toBe(true);
  });
});
