/** The soak's Playwright config: one test (tests/soak/soak.spec.ts) that runs every journey; options come from run.mjs. */
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config';

const port = Number(process.env.SOAK_PORT ?? 4597);
const journeys = Number(process.env.SOAK_JOURNEYS ?? 30);

export default defineConfig({
  testDir: '.',
  testMatch: 'soak.spec.ts',
  workers: 1,
  retries: 0,
  // A journey takes a few seconds, a shrink a few journeys more; the run is bounded by the journeys asked for.
  timeout: 10 * 60_000 + journeys * 30_000,
  reporter: [['list']],
  use: { actionTimeout: 15_000, navigationTimeout: 20_000, baseURL: `http://127.0.0.1:${port}`, browserName: 'chromium', launchOptions: chromiumLaunch },
  webServer: {
    command: 'node build/demo-server.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/rest/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), WIDGETS_DIR: 'dist-test', SW_TEST_PAGES: '1', SW_SIM_OPTIONS: JSON.stringify({ test: true, ...(process.env.SOAK_BREAK ? { soakBreak: process.env.SOAK_BREAK } : {}) }) },
  },
});
