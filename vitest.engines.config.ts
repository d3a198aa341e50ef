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
    // Two retries: CI machines are shared and noisy, and under load a Firefox flow failed twice in a row in CI
    // (every query on the page refused with "Security Manager vetoed action" for 15 s; never seen here, with or
    // without load). A retry starts with a new shopper (beforeEach), and vitest's report still names a flow that
    // needed one.
    retry: 2,
    hookTimeout: 60_000,
  },
});
