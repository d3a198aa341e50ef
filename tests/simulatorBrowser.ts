/**
 * The harness of the unit tests that run a widget's calls against the commerce simulator in-process: before
 * each test a fresh simulator (test endpoints on) and one "browser" (inProcessFetch: one cookie jar) stubbed
 * as the global fetch, a new page's client state (newPage) and, given a path, `location` on that page; after each
 * test the globals are restored (the config's `unstubGlobals`). Call it at the top of a test file, which runs in the node
 * environment (`// @vitest-environment node`, see inProcessFetch). `sim` and `browser` are this test's.
 */
import { beforeEach, vi } from 'vitest';
import { createSimulator } from '../demo-site/simulator/app';
import { inProcessFetch, type InProcessFetch } from '../demo-site/simulator/inProcessFetch';
import { client, resetHeaderFooter, resetInit } from '../src/api';
import { resetSession } from '../src/stores';

/**
 * A new page's client state: no confirmation number, and the init data, the session and the header/footer content
 * read again. The node files of a worker share their modules: another file's answers would otherwise be this
 * page's. Every test that starts its own simulator calls it before its first call.
 */
export function newPage(): void {
  client.setDynSess(null);
  resetInit();
  resetSession();
  resetHeaderFooter();
}

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
    newPage();
    vi.stubGlobal('fetch', t.browser);
    if (pagePath) vi.stubGlobal('location', new URL(`http://127.0.0.1${pagePath}`));
  });
  return t;
}
