// @vitest-environment node
/**
 * `npm run release` and `npm pack`: the release folder's layout (loader and manifest at its root, every file the
 * manifest names under v/<version>/ and there), the changelog line, a release never overwritten, and what the
 * package holds. Runs on the shipped build (dist/, made by `npm run build` before the unit tests).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest as Contract } from '../../src/mount/contract';

const root = process.cwd();
const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
let dir = '';
const release = (...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'scripts/release.mjs'), ...args, '--from', join(root, 'dist'), '--out', join(dir, 'release'), '--changelog', join(dir, 'CHANGELOG.md')], {
    encoding: 'utf8',
  });

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sw-release-'));
  copyFileSync('package.json', join(dir, 'package.json'));
  mkdirSync(join(dir, 'dist'));
  copyFileSync('dist/storefront-widgets.d.ts', join(dir, 'dist/storefront-widgets.d.ts'));
  // What a checkout has beside the build, for the package to leave out.
  for (const f of ['src/runtime.ts', 'widgets/cart/index.ts', 'tests/unit/a.test.ts', 'demo-site/app.ts', 'scripts/release.mjs', 'dist/manifest.json', 'dist-test/loader.js']) {
    mkdirSync(join(dir, f, '..'), { recursive: true });
    writeFileSync(join(dir, f), '');
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The build always writes the lazy chunks and the loader's core. */
type Manifest = Contract & Required<Pick<Contract, 'chunks' | 'loaderCore'>>;

describe('npm run release', () => {
  it('writes release/<version>/ with every hashed file under v/<version>/, where the manifest names it, and a changelog line', () => {
    const r = release('Checkout: switches and rollout');
    expect(r.status, r.stderr).toBe(0);
    const out = join(dir, 'release', version);
    for (const f of ['loader.js', 'manifest.json', 'storefront-widgets.d.ts', 'docs/widgets/checkout.md']) expect(existsSync(join(out, f)), f).toBe(true);
    // The operator's live switches and the build's own lists are not a release's.
    for (const f of ['switches.json', 'widgets.json', `v/${version}/switches.json`]) expect(existsSync(join(out, f)), f).toBe(false);
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as Manifest;
    const named = [
      ...Object.values(manifest.widgets).flatMap((w) => [w.entry, ...w.js.map((f) => f.file), ...w.css.map((f) => f.file)]),
      ...Object.values(manifest.chunks).flatMap((files) => files.map((f) => f.file)),
    ];
    expect(named.length).toBeGreaterThan(50);
    for (const f of named) {
      expect(f.startsWith(`v/${version}/`), f).toBe(true);
      expect(existsSync(join(out, f)), f).toBe(true);
    }
    // The loader's core is this version's hashed file too, where the released loader names it.
    const core = /"(v\/[^"]+\/chunks\/loader-core-[A-Z0-9]+\.js)"/.exec(readFileSync(join(out, 'loader.js'), 'utf8'))?.[1];
    expect(core?.startsWith(`v/${version}/`), core).toBe(true);
    expect(existsSync(join(out, core!)), core).toBe(true);
    expect(manifest.loaderCore.file).toBe(core);
    // The lazy chunks keep the keys the widgets ask for them by.
    const built = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as Manifest;
    expect(Object.keys(manifest.chunks)).toEqual(Object.keys(built.chunks));
    expect(readFileSync(join(dir, 'CHANGELOG.md'), 'utf8')).toMatch(new RegExp(`\\n- ${version.replace(/\./g, '\\.')} \\(\\d{4}-\\d\\d-\\d\\d\\): Checkout: switches and rollout\\n$`));
  });

  it('never overwrites a release, and asks for the line that says what changed', () => {
    const again = release('again');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('a release is never overwritten');
    const silent = release('--version', '9.9.9');
    expect(silent.status).toBe(1);
    expect(silent.stderr).toContain('say in one line what changed');
  });

  it('npm pack holds the host types, the release folder and the changelog, and no source or tests', () => {
    const packed = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: dir, encoding: 'utf8' })) as { files: { path: string }[] }[];
    const files = packed[0]!.files.map((f) => f.path);
    expect(files).toEqual(expect.arrayContaining(['package.json', 'CHANGELOG.md', 'dist/storefront-widgets.d.ts', `release/${version}/loader.js`, `release/${version}/manifest.json`]));
    expect(files.some((f) => new RegExp(`^release/${version}/v/${version}/checkout-[A-Z0-9]+\\.js$`).test(f))).toBe(true);
    expect(files.filter((f) => /^(src|widgets|tests|demo-site|scripts|dist-test)\/|^dist\/manifest/.test(f))).toEqual([]);
  });
});
