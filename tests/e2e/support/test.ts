/**
 * The e2e tests' `test`: Playwright's, with one browser context and page per worker, shared by its tests and reset
 * between them by this file, instead of a new context (or Playwright's own `reuseContext`) for each test.
 *
 * Why not Playwright's `reuseContext`: its reset empties the browser's HTTP cache, and with it V8's cache of the
 * compiled widget code, so the first page of every test compiled all the widgets' scripts again from cold: about
 * 0.34 s of CPU per test here (10 product-page loads: 1.15 s each with the cache emptied before each, 0.81 s
 * without). Four specs (97 tests) took 150 and 140 s with the cache kept against 165 and 152 s without.
 *
 * Every test still starts as a new shopper. Before a test takes the shared page, the reset below:
 * - closes every other page of the context, and the shared page too when the last test made it its own (below);
 * - removes the last test's routes (page and context) and its listeners on the page;
 * - empties the site's storage (localStorage, sessionStorage, IndexedDB, Cache Storage, service workers) and the
 *   cookies, so the next page has no session: a new simulator session and an empty cart;
 * - leaves the page on the site's health check (JSON, no script) and sets the test's viewport.
 * The HTTP cache stays: only what the demo server sends every shopper alike can be in it, the widgets' files (content
 * hashes in their names) and the static assets; its pages and REST answers carry neither freshness nor validators.
 *
 * What the reset cannot take back, a test marks by doing it, and the next test gets a new page or context:
 * - a new page: page.addInitScript, exposeFunction, exposeBinding, emulateMedia, setExtraHTTPHeaders, default timeouts;
 * - a new context: the same calls on the context, the fake clock (it is the context's, and its script once
 *   reached the next test's page), permissions, geolocation, offline, HTTP credentials.
 * A test whose context options differ (javaScriptEnabled, geolocation, isMobile...) gets a context of its own; so
 * does a retry (its trace must see the context created), and every test with `test.use({ sharedContext: false })`
 * or E2E_FRESH_CONTEXT=1 (to compare, or to rule the sharing out).
 */
import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type TestInfo } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, ConsoleMessage, Frame, Locator, Page, Request, Response, Route } from '@playwright/test';

/** Calls after which the page is not a new shopper's any more: the next test gets a new page. */
const PAGE_STICKY = [
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'emulateMedia',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'routeFromHAR',
  'routeWebSocket',
] as const;
/** The same for the context: the next test gets a new context. */
const CONTEXT_STICKY = [
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'routeFromHAR',
  'routeWebSocket',
  'grantPermissions',
  'clearPermissions',
  'setGeolocation',
  'setOffline',
  'setHTTPCredentials',
] as const;
/** Every call on the fake clock (page.clock is the context's clock). */
const CLOCK_CALLS = ['install', 'fastForward', 'runFor', 'pauseAt', 'resume', 'setFixedTime', 'setSystemTime'] as const;
/** Storage the reset empties for the site's origin, besides cookies and sessionStorage. */
const STORAGE_TYPES = 'local_storage,indexeddb,cache_storage,service_workers,file_systems,shared_storage,storage_buckets';

interface Shared {
  key: string;
  context: BrowserContext;
  page: Page | null;
  /** Set by a sticky call during a test: 'page' or 'context'. */
  dirty: 'page' | 'context' | null;
  /** The demo site's origin (baseURL). */
  base: string | null;
  /** Every origin a page of the context requested: their storage is emptied. */
  origins: Set<string>;
}

/** Replaces `names` on `target` with calls that first mark the shared state dirty. */
function markOnCall(target: object, names: readonly string[], mark: () => void): void {
  const t = target as Record<string, unknown>;
  for (const name of names) {
    const original = t[name];
    if (typeof original !== 'function') continue;
    t[name] = function (this: unknown, ...args: unknown[]) {
      mark();
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
}

async function newShared(browser: Browser, key: string, options: BrowserContextOptions): Promise<Shared> {
  const context = await browser.newContext(options);
  const base = options.baseURL ? new URL(options.baseURL).origin : null;
  const shared: Shared = { key, context, page: null, dirty: null, base, origins: new Set(base ? [base] : []) };
  markOnCall(context, CONTEXT_STICKY, () => (shared.dirty = 'context'));
  markOnCall(context.clock, CLOCK_CALLS, () => (shared.dirty = 'context'));
  context.on('request', (r) => {
    const url = r.url();
    if (url.startsWith('http')) shared.origins.add(new URL(url).origin);
  });
  return shared;
}

async function newPage(shared: Shared): Promise<Page> {
  const page = await shared.context.newPage();
  markOnCall(page, PAGE_STICKY, () => (shared.dirty ??= 'page'));
  return page;
}

/** Makes `shared` a new shopper's context with one page on the site's health check; see the file's comment. */
async function reset(shared: Shared, viewport: BrowserContextOptions['viewport']): Promise<void> {
  const { context } = shared;
  let page = shared.page;
  if (shared.dirty === 'page' || !page || page.isClosed()) {
    if (page && !page.isClosed()) await page.close();
    page = null;
  }
  for (const other of context.pages()) if (other !== page) await other.close();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  if (page) {
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  } else {
    page = await newPage(shared);
  }
  shared.page = page;
  shared.dirty = null;
  // The last test's document goes first (the navigation unloads it): nothing of it can write storage or cookies
  // after they are emptied. sessionStorage belongs to the tab, so it is emptied from a document of the site: its
  // health check (JSON, no script), where the page then waits for the test. One navigation rather than three
  // (about:blank, the health check, about:blank): 90 ms and 140 ms of CPU per test against 145 ms and 220 ms here
  // (10 product pages each, medians of 4 rounds).
  if (shared.base) {
    await page.goto(`${shared.base}/rest/health`);
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
  } else {
    await page.goto('about:blank');
  }
  const cdp = await context.newCDPSession(page);
  try {
    for (const origin of shared.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES });
  } finally {
    await cdp.detach();
  }
  await context.clearCookies();
  const size = page.viewportSize();
  if (viewport && (size?.width !== viewport.width || size?.height !== viewport.height)) await page.setViewportSize(viewport);
}

/** The options that make a context: the key two tests must share to share one. */
const keyOf = (options: BrowserContextOptions): string => {
  const { viewport: _viewport, ...rest } = options;
  return JSON.stringify(rest, Object.keys(rest).sort());
};

type Options = { sharedContext: boolean };
type Worker = { _sharedContext: { current: Shared | null } };
/** Playwright's own context options of the test (its config and test.use), as its context fixture gets them. */
type Private = { _combinedContextOptions: BrowserContextOptions };

export const test = base.extend<Options & Private, Worker>({
  sharedContext: [!process.env.E2E_FRESH_CONTEXT, { option: true }],
  _sharedContext: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from a destructuring first parameter
    async ({}, provide) => {
      const holder: { current: Shared | null } = { current: null };
      await provide(holder);
      await holder.current?.context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ browser, sharedContext, _sharedContext, _combinedContextOptions }, provide, testInfo: TestInfo) => {
    if (!sharedContext || testInfo.retry > 0) {
      const context = await browser.newContext(_combinedContextOptions);
      await provide(context);
      await context.close();
      return;
    }
    const key = keyOf(_combinedContextOptions);
    let shared = _sharedContext.current;
    if (shared && (shared.key !== key || shared.dirty === 'context')) {
      await shared.context.close();
      shared = null;
    }
    shared ??= await newShared(browser, key, _combinedContextOptions);
    _sharedContext.current = shared;
    await reset(shared, _combinedContextOptions.viewport);
    await provide(shared.context);
  },
  // The shared page when the test got the shared context; a context of its own gets a page of its own.
  page: async ({ context, _sharedContext }, provide) => {
    const shared = _sharedContext.current;
    await provide(shared?.context === context && shared.page ? shared.page : await context.newPage());
  },
});

/**
 * `test`, declared only when `when` holds; otherwise nothing is declared (no skipped test in the report). For a
 * scenario that a suite runs at each width but whose rule the width does not change: `const wide = testIf(width ===
 * 1280)` in the width's describe, then `wide('…', …)`.
 */
export const testIf = (when: boolean): typeof test => (when ? test : ((() => undefined) as unknown as typeof test));
