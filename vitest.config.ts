import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const ROOTS = ['loader', 'src', 'widgets', 'demo-site', 'tests/unit', 'bench', 'scripts'];
const TEST_FILE = /\.test\.tsx?$/;

/** Every test file under the roots. */
const testFiles = ROOTS.flatMap((dir) => {
  let names: string[] = [];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names.filter((name) => TEST_FILE.test(name) && !name.includes('node_modules')).map((name) => `${dir}/${name.split('\\').join('/')}`);
});
/** Each file's text, read once. */
const texts = new Map(testFiles.map((file) => [file, readFileSync(file, 'utf8')] as const));
const head = (file: string) => texts.get(file)!.slice(0, 400);
/** A file that mocks modules or globals needs a fresh module graph: a shared one would keep another file's mock. */
const mocks = (file: string) => /\bvi\.(mock|doMock|unmock|stubGlobal|resetModules)\(/.test(texts.get(file)!);

/**
 * Three groups, by what a file needs between files.
 * - 'node': the files that declare `// @vitest-environment node` in their first lines (the simulator, the api
 *   client, field rules, models, build checks). They render nothing and keep no DOM, so they share their
 *   worker's modules (`isolate: false`): each file no longer imports the simulator, its search index and its
 *   zip-code data afresh. Measured here on 97 such files: 44 s of CPU and 176 s against 161 s and 625 s isolated.
 * - 'dom': the other files (happy-dom), which also share their worker's modules and its DOM: React, the testing
 *   library and the widgets' modules are imported once per worker rather than once per file (the whole unit run
 *   went from 139 s to 86 s here, 183 files). Each test still starts from an empty document (the testing
 *   library's cleanup) and resets the stores it uses.
 * - 'isolated': a file that mocks modules or globals (vi.mock, vi.stubGlobal…), whatever its environment (with a
 *   shared graph one file's mock of fetch or of a module reached another: 4 failures), and a file that keeps
 *   module-level state it cannot reset, which says so with `// @vitest-isolate` in its first lines.
 */
const isolated = testFiles.filter((file) => mocks(file) || /^\/\/ @vitest-isolate$/m.test(head(file)));
const nodeFiles = testFiles.filter((file) => !isolated.includes(file) && /^\/\/ @vitest-environment node$/m.test(head(file)));
const domFiles = testFiles.filter((file) => !isolated.includes(file) && !nodeFiles.includes(file));

export default defineConfig({
  define: { __VERSION__: JSON.stringify('test') },
  test: {
    setupFiles: ['./tests/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
    // One worker per core. Vitest's own default is one fewer than the cores, that is a single worker on this
    // 2-core machine, which left a core idle: the whole unit run took 98 s of wall time for 120 s of CPU, and with
    // two workers 66-68 s.
    maxWorkers: '100%',
    // Worker threads rather than child processes: the whole run took 56-59 s against 64-67 s here (two runs each,
    // in turns), from less time starting workers and importing (43-46 s against 49-51 s summed over workers).
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
