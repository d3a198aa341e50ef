// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../demo-site/simulator/app';
import { inProcessFetch } from '../../demo-site/simulator/inProcessFetch';
import { getSimulatorControl } from '../../demo-site/simulator/session';
import { client, ENDPOINTS } from '../../src/api';
import { resetHostConfig } from '../../src/config';
import { loadGiftCardBalance } from './calls';
import { newPage } from '../../tests/simulatorBrowser';

const path = ENDPOINTS.giftCardBalance.path;

// The page's client talks to a simulator in-process (one browser with its cookie jar per test).
let sim: ReturnType<typeof createSimulator>;
let browser: ReturnType<typeof inProcessFetch>;
beforeEach(() => {
  sim = createSimulator();
  browser = inProcessFetch(sim);
  newPage();
  vi.stubGlobal('fetch', browser);
});

describe('loadGiftCardBalance against the simulator', () => {
  it('returns the balance of a demo card, sending giftCardId, authorizationId and _dynSessConf in the body', async () => {
    expect(await loadGiftCardBalance('6006491111111111', '1234')).toEqual({ kind: 'balance', balance: 25 });
    expect(await loadGiftCardBalance('6006492222222222', '5678')).toEqual({ kind: 'balance', balance: 150 });
    expect(browser.log.filter((l) => l === `POST ${path}`)).toHaveLength(2);
  });

  it('never puts the numbers in the URL', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => (urls.push(String(input)), browser(input, init)));
    await loadGiftCardBalance('6006491111111111', '1234');
    expect(urls.join(' ')).not.toMatch(/6006491111111111|1234/);
  });

  it('reports a wrong pair as invalid with the server message', async () => {
    const r = await loadGiftCardBalance('6006491111111111', '9999');
    expect(r.kind).toBe('invalid');
    expect(r.kind === 'invalid' && r.message).toMatch(/not valid/);
  });

  it('reports the lockout after too many wrong tries as an error with its message', async () => {
    for (let i = 0; i < 4; i++) await loadGiftCardBalance('6006491111111111', String(1000 + i));
    const r = await loadGiftCardBalance('6006491111111111', '0000');
    expect(r).toEqual({ kind: 'error', message: expect.stringMatching(/too many incorrect tries/i) });
  });

  it('a stale confirmation number is refreshed and the call replayed (the client rule)', async () => {
    client.setDynSess('12345');
    expect(await loadGiftCardBalance('6006491111111111', '1234')).toEqual({ kind: 'balance', balance: 25 });
  });

  it('server errors, malformed answers and timeouts come back as unavailable, timeout told apart', async () => {
    const faults = getSimulatorControl(sim).faults;
    faults.add({ path, status: 500, times: 1 });
    expect(await loadGiftCardBalance('6006491111111111', '1234')).toEqual({ kind: 'unavailable', timeout: false });
    faults.add({ path, malformed: true, times: 1 });
    expect(await loadGiftCardBalance('6006491111111111', '1234')).toEqual({ kind: 'unavailable', timeout: false });
    faults.add({ path, drop: true, times: 1 });
    expect(await loadGiftCardBalance('6006491111111111', '1234')).toEqual({ kind: 'unavailable', timeout: false });
  });

  it("a call slower than the host's timeoutMs comes back as a timeout", async () => {
    vi.stubGlobal('window', { StorefrontWidgetsConfig: { timeoutMs: 50 } });
    resetHostConfig();
    try {
      getSimulatorControl(sim).faults.add({ path, delayMs: 300, times: 1 });
      expect(await loadGiftCardBalance('6006491111111111', '1234')).toEqual({ kind: 'unavailable', timeout: true });
    } finally {
      vi.unstubAllGlobals();
      resetHostConfig();
    }
  });

  it('an answer without a balance or a message is unavailable, not a crash', async () => {
    getSimulatorControl(sim).faults.add({ path, status: 200, body: '{}', times: 1 });
    // The fault answers text/plain "{}": the client still reads it as JSON.
    expect(await loadGiftCardBalance('6006491111111111', '1234')).toEqual({ kind: 'unavailable', timeout: false });
  });

  it('a form error is shown as a message', async () => {
    expect(await loadGiftCardBalance('', '')).toEqual({ kind: 'error', message: 'Please enter gift card #. Please enter the auth #.' });
  });
});
