import { defineConfig } from 'vitest/config';

/**
 * The cross-engine suite (`npm run test:engines`): the purchase path in Firefox ESR and WebKitGTK, one browser
 * at a time against one demo server the suite starts (tests/engines/support/server.ts).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/engines/**/*.test.ts'],
    globalSetup: ['./tests/engines/support/server.ts'],
    fileParallelism: false,
    sequence: { concurrent: false },
    // A flow walks several pages; on a shared machine under load (15 on 2 cores) one took over 60 s.
    testTimeout: 90_000,
    // One retry, as the Chromium e2e (playwright.config.ts): CI machines are shared and noisy; a retry starts
    // with a new shopper (beforeEach), and vitest's report still names a flow that needed it.
    retry: 1,
    hookTimeout: 60_000,
  },
});
