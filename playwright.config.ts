import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

const port = Number(process.env.E2E_PORT ?? 4599);

/**
 * Debian's Chromium, never a downloaded browser. The binary itself, not the /usr/bin/chromium launcher script,
 * whose desktop flags slow every page (measurements: docs/decisions/e2e-browser.md).
 */
const DEBIAN_CHROMIUM = '/usr/lib/chromium/chromium';
/**
 * Debian's chromium-headless-shell (the same Chromium without the browser's UI), the browser Playwright itself
 * runs headless tests in: a page costs about half the time. .ci/run installs it; without it the full browser
 * runs. E2E_FULL_CHROMIUM=1 asks for the full browser (headed runs, or to compare).
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
 * does) and adds the omnibox popup, which this Chromium builds in a renderer of its own for every new context,
 * that is every test; headless tests never open the address bar.
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
    // V8's optimizing compilers off (Ignition and Sparkplug only): a test page lives a few seconds, too short to
    // win back their compile time on two cores.
    '--js-flags=--no-opt --no-maglev',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on two cores: with two the cores were not always busy (the whole suite: 9.6-9.8 min with two, 9.0 with
  // three and the cores 1 % idle, 533 tests, none flaky).
  workers: 3,
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
    // One browser context and page per worker, shared by its tests and reset between them: tests/e2e/support/test.ts
    // (every spec's `test`), which keeps the HTTP cache that Playwright's own `reuseContext` empties.
  },
  webServer: {
    command: 'node build/demo-server.mjs',
    url: `http://127.0.0.1:${port}/rest/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), WIDGETS_DIR: 'dist-test', SW_TEST_PAGES: '1', SW_SIM_OPTIONS: JSON.stringify({ test: true }) },
  },
});
