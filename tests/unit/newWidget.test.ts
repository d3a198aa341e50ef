// @vitest-environment node
/**
 * `npm run new-widget <name>` in a copy of the repository (its files as git lists them, node_modules linked):
 * the widget it makes passes lint (oxlint on its folder), the type check, the build (which lists it in
 * widgets.json, so the widget catalog page mounts it, and writes its docs page), its byte budget and its own
 * tests; a bad or taken name is refused with a message and changes nothing. It runs apart from the unit tests
 * (npm run test:new-widget, vitest.new-widget.config.ts): 33 s measured on a quiet 2-core machine, 100-220 s
 * on the same machine shared.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = process.cwd();
let copy = '';

/** The environment of a child process, without this vitest run's own variables (a child vitest would read them). */
const env = { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(VITEST|TINYPOOL|FORCE_COLOR)/.test(k))), NO_COLOR: '1' };

function run(command: string, args: string[]) {
  const r = spawnSync(command, args, { cwd: copy, env, encoding: 'utf8', timeout: 300_000 });
  return { status: r.status, out: `${r.stdout}\n${r.stderr}` };
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'new-widget-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && !f.startsWith('node_modules') && existsSync(join(root, f)));
  for (const f of files) {
    mkdirSync(dirname(join(copy, f)), { recursive: true });
    cpSync(join(root, f), join(copy, f));
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
});
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new-widget', () => {
  it('refuses a name that is not kebab-case, or that a widget has, and says why', () => {
    const budgets = readFileSync(join(copy, 'tests/unit/budgets.test.ts'), 'utf8');
    const bad = run('npm', ['run', '--silent', 'new-widget', 'Demo_Thing']);
    expect(bad.status).toBe(1);
    expect(bad.out).toContain('"Demo_Thing" is not a widget name: use kebab-case');
    const taken = run('npm', ['run', '--silent', 'new-widget', 'reviews']);
    expect(taken.status).toBe(1);
    expect(taken.out).toContain('a widget named "reviews" exists already');
    expect(existsSync(join(copy, 'widgets/Demo_Thing'))).toBe(false);
    expect(readFileSync(join(copy, 'tests/unit/budgets.test.ts'), 'utf8')).toBe(budgets);
  });

  it('makes a widget in the one shape that passes lint, the type check, the build, its budget and its own tests', () => {
    const made = run('npm', ['run', '--silent', 'new-widget', 'demo-thing']);
    expect(made.status, made.out).toBe(0);
    const files = ['index.ts', 'meta.ts', 'schema.ts', 'model.ts', 'calls.ts', 'selectors.ts', 'messages.ts', 'DemoThing.tsx', 'DemoThing.css', 'model.test.ts', 'DemoThing.test.tsx'];
    for (const f of files) expect(existsSync(join(copy, 'widgets/demo-thing', f)), f).toBe(true);
    expect(readFileSync(join(copy, 'tests/unit/budgets.test.ts'), 'utf8')).toContain("'demo-thing': 3 * KB,");

    const lint = run('npx', ['oxlint', 'widgets/demo-thing']);
    expect(lint.status, lint.out).toBe(0);
    // The type check of the new folder, the budgets and everything they import, with the global declarations (the
    // whole repository takes three times as long, and nothing else changed).
    const include = ['widgets/demo-thing', 'tests/unit/budgets.test.ts', 'tests/setup.ts', 'src/env.d.ts', 'src/mount/globals.ts'];
    writeFileSync(join(copy, 'tsconfig.new-widget.json'), JSON.stringify({ extends: './tsconfig.json', include }));
    const types = run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.new-widget.json']);
    expect(types.status, types.out).toBe(0);
    // The shipped build only (dist/: the manifest, widgets.json, the docs pages and what the budgets measure).
    const build = run('node', ['esbuild.config.mjs']);
    expect(build.status, build.out).toBe(0);
    const docs = JSON.parse(readFileSync(join(copy, 'dist/widgets.json'), 'utf8')) as Record<string, { name: string }>;
    expect(docs['demo-thing']?.name).toBe('demo-thing');
    expect(existsSync(join(copy, 'docs/widgets/demo-thing.md'))).toBe(true);
    const tests = run('npx', ['vitest', 'run', 'widgets/demo-thing', 'tests/unit/budgets.test.ts', '-t', 'demo-thing|DemoThing']);
    expect(tests.status, tests.out).toBe(0);
    expect(tests.out).toMatch(/Tests\s+6 passed/);
  }, 900_000);
});
