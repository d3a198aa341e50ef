import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const ROOTS = ['loader', 'src', 'widgets', 'demo-site', 'tests/unit', 'bench', 'scripts'];
const TEST_FILE = /\.test\.tsx?$/;

/**
 * The test files that declare `// @vitest-environment node` in their first lines: the simulator, the api
 * client, field rules, models and build checks. They render nothing and keep no DOM, so they share their
 * worker's modules (`isolate: false`): each file no longer imports the simulator, its search index and its
 * zip-code data afresh. Measured here on the 97 such files: 44 s of CPU and 176 s against 161 s and 625 s
 * isolated, on a loaded machine. A file that needs fresh module state (a module-level store it does not
 * reset) belongs in the isolated group: leave the comment out, or write `@vitest-environment happy-dom`. Files
 * that mock modules or globals (vi.mock, vi.stubGlobal…) stay isolated whatever their environment: with a
 * shuffled order, a shared graph let one file's mock of fetch or of a module reach another (4 failures).
 */
const nodeFiles = ROOTS.flatMap((dir) => {
  let names: string[] = [];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .filter((name) => TEST_FILE.test(name) && !name.includes('node_modules'))
    .map((name) => `${dir}/${name.split('\\').join('/')}`)
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      // A file that mocks modules or globals needs a fresh module graph: a shared one would keep another file's mock.
      return /^\/\/ @vitest-environment node$/m.test(text.slice(0, 400)) && !/\bvi\.(mock|doMock|unmock|stubGlobal|resetModules)\(/.test(text);
    });
});

export default defineConfig({
  define: { __VERSION__: JSON.stringify('test') },
  test: {
    setupFiles: ['./tests/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: nodeFiles, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          environment: 'happy-dom',
          include: ROOTS.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
          exclude: ['**/node_modules/**', ...nodeFiles],
        },
      },
    ],
  },
});
