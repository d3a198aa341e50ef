import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __VERSION__: JSON.stringify('test') },
  test: {
    environment: 'happy-dom',
    include: ['{loader,src,widgets,demo-site,tests/unit,bench,scripts}/**/*.test.{ts,tsx}'],
    setupFiles: ['./tests/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
  },
});
