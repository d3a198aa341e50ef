import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const ROOTS = ['loader', 'src', 'widgets', 'demo-site', 'tests/unit', 'bench', 'scripts'];
const TEST_FILE = /\.test\.tsx?$/;
/** Runs apart (vitest.new-widget.config.ts, npm run test:new-widget): it builds and tests a widget in a copy of the repository. */
const NEW_WIDGET_TEST = 'tests/unit/newWidget.test.ts';

/** Every test file under the roots. */
const testFiles = ROOTS.flatMap((dir) => {
  let names: string[] = [];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names.filter((name) => TEST_FILE.test(name) && !name.includes('node_modules')).map((name) => `${dir}/${name.split('\\').join('/')}`);
}).filter((file) => file !== NEW_WIDGET_TEST);
/** Each file's text, read once. */
const texts = new Map(testFiles.map((file) => [file, readFileSync(file, 'utf8')] as const));
const head = (file: string) => texts.get(file)!.slice(0, 400);
/**
 * A file that mocks modules needs a fresh module graph: a shared one would keep another file's mock. A global
 * stubbed with vi.stubGlobal needs none: every stub is undone after its test (`unstubGlobals`).
 */
const mocks = (file: string) => /\bvi\.(mock|doMock|unmock|resetModules)\(/.test(texts.get(file)!);

/**
 * Three groups, by what a file needs between files (measurements: docs/decisions/unit-test-pools.md).
 * - 'node': the files that declare `// @vitest-environment node` in their first lines (the simulator, the api
 *   client, field rules, models, build checks). They render nothing and keep no DOM, so they share their
 *   worker's modules (`isolate: false`): the simulator and its data are imported once per worker, not per file.
 * - 'dom': the other files (happy-dom), which also share their worker's modules and its DOM. Each test still
 *   starts from an empty document (the testing library's cleanup) and resets the stores it uses.
 * - 'isolated': a file that mocks modules (vi.mock…), whatever its environment (with a shared graph one file's
 *   mock reaches another), and a file that keeps module-level state it cannot reset, which says so with
 *   `// @vitest-isolate` in its first lines.
 * What a page keeps between tests is reset for the next: the location (tests/setup.ts), a stubbed global
 * (`unstubGlobals`), and the client's session, init data and header/footer answers (tests/simulatorBrowser.ts's
 * newPage, which every test that starts a simulator calls).
 */
const isolated = testFiles.filter((file) => mocks(file) || /^\/\/ @vitest-isolate$/m.test(head(file)));
const nodeFiles = testFiles.filter((file) => !isolated.includes(file) && /^\/\/ @vitest-environment node$/m.test(head(file)));
const domFiles = testFiles.filter((file) => !isolated.includes(file) && !nodeFiles.includes(file));

export default defineConfig({
  define: { __VERSION__: JSON.stringify('test') },
  test: {
    setupFiles: ['./tests/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 15000,
    // One worker per core: vitest's default of one fewer leaves a core idle on a 2-core machine.
    maxWorkers: '100%',
    // Worker threads rather than child processes: less time starting workers and importing.
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: nodeFiles, isolate: false },
      },
      {
        extends: true,
        test: { name: 'dom', environment: 'happy-dom', include: domFiles, isolate: false },
      },
      {
        extends: true,
        // A file's own `@vitest-environment` comment still chooses its environment here.
        test: { name: 'isolated', environment: 'happy-dom', include: isolated },
      },
    ],
  },
});
