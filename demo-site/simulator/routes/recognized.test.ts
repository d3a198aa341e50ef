// @vitest-environment node
// The recognized-shopper fixture (storefront spec sections 4 and 6): known by name, not signed in.
import { describe, expect, it } from 'vitest';
import { PATHS } from '../paths';
import { createSimulator } from '../app';
import { inProcessFetch } from '../inProcessFetch';

describe('POST /rest/__test/session { recognize }', () => {
  it('makes the session a recognized returning visitor: loginStatus recognized, security below 4, no tokens', async () => {
    const f = inProcessFetch(createSimulator({ test: true }));
    const r = await (await f('/rest/__test/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"recognize":{"email":"teacher@example.com"}}' })).json();
    expect(r).toMatchObject({ loginStatus: 'recognized', hasTokens: false });
    const info = await (await f(PATHS.sessionInfo, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json();
    expect(info.profile).toMatchObject({ loginStatus: 'recognized', firstName: 'Maria', email: 'teacher@example.com' });
    expect(info.profile.securityStatus).toBeLessThan(4);
  });

  it('is a test-only control', async () => {
    const f = inProcessFetch(createSimulator());
    expect((await f('/rest/__test/session', { method: 'POST', body: '{"recognize":{}}' })).status).toBe(404);
  });
});
