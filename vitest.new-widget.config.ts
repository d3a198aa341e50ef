import { defineConfig } from 'vitest/config';

/**
 * `npm run test:new-widget`: tests/unit/newWidget.test.ts alone. It lints, type-checks, builds and tests a new
 * widget in a copy of the repository (33 s measured on a quiet 2-core machine, 100-220 s on the same machine
 * shared), so it runs apart from the unit tests, whose run it would double.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/unit/newWidget.test.ts'],
    testTimeout: 900_000,
  },
});
