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
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
