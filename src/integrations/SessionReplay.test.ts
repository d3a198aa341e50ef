// @vitest-environment happy-dom
// Session replay's driver against the simulator (the init data's session-replay info, Get IP and delete
// session-replay session) with the host's consent hook, a recorder on the page and a fake clock: the spec's
// "starts after the first click and consent and stops when performance consent is not active", "replay consent
// checks 1 s and 2 s", and "Get IP; delete session-replay session | GET; POST (fsUserId)".
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../demo-site/simulator/app';
import { resetInit } from '../api/init';
import { setClientFetch } from '../api/pageClient';
import { resetHostConfig } from '../config/hostConfig';
import { resetSession } from '../stores';
import { runSessionReplay as runReplay, type ReplayRecorder } from './SessionReplay';

let consent = false;
// Each test's model is stopped after it: the page's listeners stay, a stopped model ignores them.
const models: { stop(): void }[] = [];
const runSessionReplay: typeof runReplay = async (...args) => {
  const m = await runReplay(...args);
  if (m) models.push(m);
  return m;
};
let log: string[];
let recorded: string[];
let initAnswer: ((data: Record<string, unknown>) => Record<string, unknown>) | null;

beforeEach(() => {
  vi.useFakeTimers();
  const sim = createSimulator({ test: true });
  log = [];
  recorded = [];
  initAnswer = null;
  setClientFetch(async (input, init) => {
    const req = new Request(new URL(String(input), 'http://127.0.0.1'), init);
    const body = req.method === 'POST' ? await req.clone().text() : '';
    log.push(`${req.method} ${new URL(req.url).pathname}${body ? ' ' + body : ''}`);
    const res = await sim.fetch(req);
    if (!initAnswer || !req.url.includes('InitActor')) return res;
    return new Response(JSON.stringify(initAnswer((await res.json()) as Record<string, unknown>)), { headers: { 'content-type': 'application/json' } });
  });
  consent = false;
  window.StorefrontWidgetsConfig = { performanceConsent: () => consent };
  resetHostConfig();
  resetInit();
  // A guest page: no profile left signed in by an earlier file in this worker (the recorder would identify it).
  resetSession();
  const recorder: ReplayRecorder = {
    mask: (selector) => void recorded.push(`mask ${selector}`),
    start: (o) => void recorded.push(`start ${o.orgId} ${o.ip}`),
    stop: () => void recorded.push('stop'),
    identify: (id) => void recorded.push(`identify ${id}`),
    userId: () => 'fs-demo-1',
  };
  window.SessionReplayRecorder = recorder;
});

afterEach(() => {
  models.splice(0).forEach((m) => m.stop());
  vi.useRealTimers();
  setClientFetch(null);
  delete window.StorefrontWidgetsConfig;
  delete window.SessionReplayRecorder;
  resetHostConfig();
});

/** The private marker every recorder is told to mask before it starts. */
const MASK = 'mask [data-sw-private]';
const click = () => document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
const consentChanged = () => document.dispatchEvent(new Event('storefront:consent-changed'));

describe('session replay on a page (driver, simulator, host hook)', () => {
  it('no capture before the click; consent at 1 s and a click start it with the IP from Get IP; withdrawal stops it and deletes the session with its fsUserId', async () => {
    const model = await runSessionReplay(false);
    expect(model).not.toBeNull();
    consent = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(recorded).toEqual([]);
    click();
    await vi.advanceTimersByTimeAsync(10);
    expect(log).toContain('GET /rest/model/ll/commerce/replay/SessionReplayActor/ip');
    expect(recorded).toEqual([MASK, 'start demo 127.0.0.1']);
    consent = false;
    consentChanged();
    await vi.advanceTimersByTimeAsync(10);
    expect(recorded).toEqual([MASK, 'start demo 127.0.0.1', 'stop']);
    expect(log.at(-1)).toBe('POST /rest/model/ll/commerce/replay/SessionReplayActor/deleteSession {"fsUserId":"fs-demo-1"}');
  });

  it('a click before the chunk ran counts; a hook that throws is no consent', async () => {
    window.StorefrontWidgetsConfig = {
      performanceConsent: () => {
        throw new Error('consent manager not ready');
      },
    };
    resetHostConfig();
    await runSessionReplay(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(recorded).toEqual([]);
    window.StorefrontWidgetsConfig = { performanceConsent: () => true };
    resetHostConfig();
    consentChanged();
    await vi.advanceTimersByTimeAsync(10);
    expect(recorded).toEqual([MASK, 'start demo 127.0.0.1']);
  });

  it('init data whose session-replay info is not enabled: nothing runs, whatever the consent and clicks', async () => {
    initAnswer = (d) => ({ ...d, sessionReplay: { enabled: false, orgId: 'demo', scriptUrl: '/static/replay/recorder.js' } });
    consent = true;
    expect(await runSessionReplay(true)).toBeNull();
    click();
    await vi.advanceTimersByTimeAsync(3000);
    expect(recorded).toEqual([]);
    expect(log.filter((l) => l.includes('SessionReplayActor'))).toEqual([]);
  });

  it('a recorder without mask() is not started: card fields would be left to its defaults', async () => {
    const unmasked: Partial<ReplayRecorder> = { ...window.SessionReplayRecorder! };
    delete unmasked.mask;
    window.SessionReplayRecorder = unmasked as ReplayRecorder;
    consent = true;
    await runSessionReplay(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(recorded).toEqual([]);
  });
});

describe('session replay and the checkout, a private page', () => {
  afterEach(() => {
    document.body.replaceChildren();
    history.replaceState(null, '', '/');
  });

  it('on the checkout page nothing is asked for or loaded, and a recorder already on the page is stopped', async () => {
    history.replaceState(null, '', '/checkout-page');
    consent = true;
    expect(await runSessionReplay(true)).toBeNull();
    click();
    await vi.advanceTimersByTimeAsync(3000);
    expect(recorded).toEqual(['stop']);
    expect(log).toEqual([]);
  });

  it('a page with a checkout marker is private whatever its address', async () => {
    document.body.innerHTML = '<div data-widget="checkout"></div>';
    expect(await runSessionReplay(true)).toBeNull();
    expect(log).toEqual([]);
  });

  it('a capture stops when a checkout marker starts to load, and a click with consent does not start it again', async () => {
    consent = true;
    await runSessionReplay(true);
    await vi.advanceTimersByTimeAsync(1010);
    expect(recorded).toEqual([MASK, 'start demo 127.0.0.1']);
    const marker = Object.assign(document.createElement('div'), { hidden: true });
    marker.dataset.widget = 'checkout';
    document.body.append(marker);
    marker.setAttribute('data-widget-state', 'loading');
    await vi.advanceTimersByTimeAsync(10);
    expect(recorded).toEqual([MASK, 'start demo 127.0.0.1', 'stop']);
    click();
    consentChanged();
    await vi.advanceTimersByTimeAsync(2000);
    expect(recorded).toEqual([MASK, 'start demo 127.0.0.1', 'stop']);
    expect(log.filter((l) => l.includes('deleteSession'))).toEqual([]);
  });

  it('a capture stops when the address becomes the checkout’s (history navigation)', async () => {
    consent = true;
    await runSessionReplay(true);
    await vi.advanceTimersByTimeAsync(1010);
    history.pushState(null, '', '/checkout-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await vi.advanceTimersByTimeAsync(10);
    expect(recorded.at(-1)).toBe('stop');
  });
});
