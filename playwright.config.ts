import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

const port = Number(process.env.E2E_PORT ?? 4599);

/**
 * Debian's Chromium, never a downloaded browser (see design.md section 5). The binary itself, not the
 * /usr/bin/chromium launcher script: the script adds desktop flags (GPU rasterization, extension loading)
 * that made every new page about 30 % slower to open and every page load about 20 % slower here.
 */
const DEBIAN_CHROMIUM = '/usr/lib/chromium/chromium';
/**
 * Debian's chromium-headless-shell (the same Chromium version, built without the browser's UI): the browser
 * Playwright itself runs headless tests in. Opening a new context and page and loading the home page until
 * its islands were ready took half the time and two thirds of the CPU of the full browser here (8 rounds:
 * 13.5 s and 6.8 s CPU against 25-28 s and 10.5 s). .ci/run installs it; without it the full browser runs.
 * E2E_FULL_CHROMIUM=1 asks for the full browser (headed runs, or to compare).
 */
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromiumPath = () => {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (!process.env.E2E_FULL_CHROMIUM && existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : '/usr/bin/chromium';
};

/**
 * Chromium features turned off. Chromium heeds only the last --disable-features switch, and Playwright passes
 * its own list first, so ours repeats Playwright's (tests/unit/playwrightFlags.test.ts checks that it still
 * does) and adds the omnibox popup: this Chromium builds it as a web page in a renderer of its own for every
 * new browser context, that is for every test (1-2 s of CPU each; 5 contexts opening the cart took 28.3 s
 * with it and 20.9 s without, medians of 3 on this machine). Headless tests never open the address bar.
 */
export const DISABLED_FEATURES = [
  // Playwright's own (playwright-core's chromiumSwitches).
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // Ours: the address bar's popups, never shown in a headless test.
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

export const chromiumLaunch = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${DISABLED_FEATURES.join(',')}`,
    // V8's optimizing compilers off (Ignition and Sparkplug only). A test page lives a few seconds, too short to
    // win back what TurboFan and Maglev spend compiling on background threads that the two cores do not have:
    // 83 tests (checkout payment, listing, add to cart) took 180 and 177 s with them, 165 and 164 s without.
    '--js-flags=--no-opt --no-maglev',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry everywhere: CI machines are shared and noisy, and a real-timing test can miss once (flakes stay visible in the report).
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    trace: 'on-first-retry',
    /**
     * One browser context per worker, reset between tests, rather than a new one per test: the page keeps its
     * renderer process, so a test no longer pays for starting a renderer and compiling the widgets' code from cold.
     * A new context, page and product-page load took 1.28-1.51 s of CPU here, the reused page 0.70-0.79 s (10 loads,
     * four times each); 72 tests (cart, listing, checkout payment) took 123 s against 136 s, and 102 others (add to
     * cart, checkout, pages, header) 144 s against 181 s; the whole e2e 12.1 min against 14.0 in CI.
     * Playwright's reset between tests (its `reuseContext` option): other pages closed, the page taken to
     * about:blank; cookies, the HTTP cache, localStorage, sessionStorage, IndexedDB and service workers of every
     * origin visited cleared; routes, init scripts, bindings and the clock removed; viewport, media and headers back
     * to the test's options. So every test still starts as a new shopper: no cookie means a new simulator session
     * and an empty cart. The reset leaves out what a context call changes: permissions, geolocation, offline and
     * the context's extra headers. A spec that changes them changes them back after each test
     * (tests/unit/e2eContextReuse.test.ts checks). A test whose context options differ in more than the viewport
     * (javaScriptEnabled, geolocation, permissions) gets a context of its own. The clock's removal is not airtight: a
     * fake-clock init script once reached the next test's page, so the specs that use page.clock opt out with
     * test.use({ reuseContext: false }) (the same unit test checks). E2E_FRESH_CONTEXT=1 runs every test in a new
     * context, to compare or to rule the reuse out.
     */
    reuseContext: !process.env.E2E_FRESH_CONTEXT,
  },
  webServer: {
    command: 'node build/demo-server.mjs',
    url: `http://127.0.0.1:${port}/rest/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), WIDGETS_DIR: 'dist-test', SW_TEST_PAGES: '1', SW_SIM_OPTIONS: JSON.stringify({ test: true }) },
  },
});
