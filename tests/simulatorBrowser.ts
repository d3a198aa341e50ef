/**
 * The harness of the unit tests that run a widget's calls against the commerce simulator in-process: before
 * each test a fresh simulator (test endpoints on) and one "browser" (inProcessFetch: one cookie jar) stubbed
 * as the global fetch, the client's confirmation number cleared and, given a path, `location` on that page;
 * after each test the globals are restored. Call it at the top of a test file, which runs in the node
 * environment (`// @vitest-environment node`, see inProcessFetch).
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { createSimulator } from '../demo-site/simulator/app';
import { inProcessFetch, type InProcessFetch } from '../demo-site/simulator/inProcessFetch';
import { client } from '../src/api';

export interface SimulatorBrowser {
  /** This test's simulator (for getSimulatorControl). */
  readonly sim: ReturnType<typeof createSimulator>;
  /** This test's browser, the stubbed fetch: `log` lists every request it sent. */
  readonly browser: InProcessFetch;
  /** Replaces this browser's cart with `lines` through the test-only endpoint. */
  fillCart(lines: object[]): Promise<Response>;
}

export function simulatorBrowser(pagePath?: string): SimulatorBrowser {
  let sim: ReturnType<typeof createSimulator> | undefined;
  let browser: InProcessFetch | undefined;
  beforeEach(() => {
    sim = createSimulator({ test: true });
    browser = inProcessFetch(sim);
    client.setDynSess(null);
    vi.stubGlobal('fetch', browser);
    if (pagePath) vi.stubGlobal('location', new URL(`http://127.0.0.1${pagePath}`));
  });
  afterEach(() => vi.unstubAllGlobals());
  const current = <T>(v: T | undefined): T => {
    if (!v) throw new Error('simulatorBrowser(): sim and browser exist only while a test runs');
    return v;
  };
  return {
    get sim() {
      return current(sim);
    },
    get browser() {
      return current(browser);
    },
    fillCart: (lines) => current(browser)('/rest/__test/cart', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lines }) }),
  };
}
