/**
 * The harness of the unit tests that run a widget's calls against the commerce simulator in-process: before
 * each test a fresh simulator (test endpoints on) and one "browser" (inProcessFetch: one cookie jar) stubbed
 * as the global fetch, the client's confirmation number cleared and, given a path, `location` on that page;
 * after each test the globals are restored. Call it at the top of a test file, which runs in the node
 * environment (`// @vitest-environment node`, see inProcessFetch). `sim` and `browser` are this test's.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { createSimulator } from '../demo-site/simulator/app';
import { inProcessFetch, type InProcessFetch } from '../demo-site/simulator/inProcessFetch';
import { client, resetInit } from '../src/api';

export function simulatorBrowser(pagePath?: string) {
  const t = {
    sim: null as unknown as ReturnType<typeof createSimulator>,
    browser: null as unknown as InProcessFetch,
    /** Replaces this browser's cart with `lines` through the test-only endpoint. */
    fillCart: (lines: object[]) => t.browser('/rest/__test/cart', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lines }) }),
  };
  beforeEach(() => {
    t.sim = createSimulator({ test: true });
    t.browser = inProcessFetch(t.sim);
    client.setDynSess(null);
    // A new page reads the init data again (the node files of a worker share their modules: another file's
    // init answer would otherwise be this page's).
    resetInit();
    vi.stubGlobal('fetch', t.browser);
    if (pagePath) vi.stubGlobal('location', new URL(`http://127.0.0.1${pagePath}`));
  });
  afterEach(() => vi.unstubAllGlobals());
  return t;
}
