/**
 * `npm run bench:compare -- <git ref>`: this checkout against another commit, measured in the same run, in turns,
 * so that the machine's load hits both alike (a shared machine's Lighthouse CPU benchmark moves 1,700-2,800
 * within an hour, and TBT with it; two runs made an hour apart say little).
 *
 * Builds <ref> in a temporary git worktree (node_modules linked from here), starts both demo servers, then:
 * - the 200-marker mount benchmark (bench/run.mjs): this checkout's loader, the ref's loader and the bare
 *   createRoot baseline, interleaved, BENCH_RUNS (7) runs each;
 * - Lighthouse's mobile preset on each page (bench/lighthouse.mjs), one run of this checkout, then one of the
 *   ref, LIGHTHOUSE_RUNS (5) times per page (BENCH_LIGHTHOUSE=0 skips it; COMPARE_PAGES=checkout,cart measures
 *   only those pages; BENCH_RUNS=0 skips the mount benchmark).
 * Prints the medians side by side with the differences, and writes bench/results/compare.json. Ports:
 * BENCH_PORT (default 4660) to BENCH_PORT + 3.
 */
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, median, mountOnce, startServer } from './common.mjs';
import { LIGHTHOUSE_PAGES, runLighthouse } from './lighthouse.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ref = process.argv[2];
if (!ref) {
  console.error('usage: npm run bench:compare -- <git ref>   (after npm run build)');
  process.exit(2);
}
if (!existsSync(join(root, 'dist/manifest.json')) || !existsSync(join(root, 'dist-test/manifest.json'))) throw new Error('run `npm run build` first');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LH_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4660);
const sha = execFileSync('git', ['rev-parse', '--short', ref], { cwd: root, encoding: 'utf8' }).trim();
const here = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const progress = (line) => process.stderr.write(line + '\n');

const other = mkdtempSync(join(tmpdir(), 'bench-compare-'));
const servers = [];
try {
  progress(`bench:compare: building ${ref} (${sha}) in ${other}`);
  execFileSync('git', ['worktree', 'add', '--detach', other, sha], { cwd: root, stdio: 'ignore' });
  symlinkSync(join(root, 'node_modules'), join(other, 'node_modules'));
  execFileSync(process.execPath, ['esbuild.config.mjs'], { cwd: other, stdio: 'ignore' });
  execFileSync(process.execPath, ['esbuild.config.mjs', '--test'], { cwd: other, stdio: 'ignore' });
  const sides = [
    { name: `this checkout (${here})`, root, test: PORT, shop: PORT + 1 },
    { name: `${ref} (${sha})`, root: other, test: PORT + 2, shop: PORT + 3 },
  ];
  for (const s of sides) {
    servers.push(await startServer({ root: s.root, port: s.test, test: true }));
    servers.push(await startServer({ root: s.root, port: s.shop, test: false }));
  }

  // The mount benchmark: loader here, loader there, the bare baseline (the same page in both builds), in turns.
  const browser = await chromium.launch(launch);
  const context = await browser.newContext();
  const urls = [`http://127.0.0.1:${PORT}/__test/many`, `http://127.0.0.1:${PORT + 2}/__test/many`, `http://127.0.0.1:${PORT}/__test/bench-baseline`];
  const mount = urls.map(() => []);
  if (RUNS > 0) for (const u of urls) await mountOnce(context, u);
  for (let i = 0; i < RUNS; i++) for (const [k, u] of urls.entries()) mount[k].push(await mountOnce(context, u));
  await browser.close();
  const [a, b, bare] = mount.map(median);
  if (RUNS > 0) {
    console.log(`\nMount benchmark, 200 markers, median of ${RUNS} runs each, in turns (ms from navigation start until all rendered)`);
    console.log('| variant | median ms | / bare createRoot | runs |\n|---|---:|---:|---|');
    for (const [k, label] of [`loader, ${sides[0].name}`, `loader, ${sides[1].name}`, 'bare createRoot per marker'].entries())
      console.log(`| ${label} | ${mount[k].length ? median(mount[k]).toFixed(0) : '-'} | ${(median(mount[k]) / bare).toFixed(2)}x | ${mount[k].map((x) => x.toFixed(0)).join(' ')} |`);
  }
  const out = { date: new Date().toISOString(), here, ref, sha, mount: { runs: RUNS, ms: mount, ratioHere: a / bare, ratioRef: b / bare }, lighthouse: {} };

  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const keys = ['performance', 'lcpMs', 'tbtMs', 'cls', 'benchmarkIndex'];
    const only = process.env.COMPARE_PAGES?.split(',');
    for (const [page, path] of Object.entries(LIGHTHOUSE_PAGES).filter(([name]) => !only || only.includes(name))) {
      const runs = sides.map(() => []);
      for (let i = 0; i < LH_RUNS; i++)
        for (const [k, s] of sides.entries()) {
          const r = await runLighthouse({
            baseUrl: `http://127.0.0.1:${s.shop}`,
            runs: 1,
            pages: { [page]: path },
            print: false,
            out: join(tmpdir(), `compare-${k}.json`),
            distDir: join(s.root, 'dist'),
          });
          runs[k].push(r.pages[page].runs[0]);
        }
      out.lighthouse[page] = Object.fromEntries(sides.map((s, k) => [s.name, { runs: runs[k], median: Object.fromEntries(keys.map((m) => [m, median(runs[k].map((r) => r[m]))])) }]));
    }
    console.log(`\nLighthouse mobile preset, median of ${LH_RUNS} runs per page and side, in turns`);
    console.log(`| page | performance | LCP ms | TBT ms | CLS | CPU benchmark |\n|---|---|---|---|---|---|`);
    for (const [page, bySide] of Object.entries(out.lighthouse)) {
      const [m0, m1] = Object.values(bySide).map((x) => x.median);
      const cell = (k) => `${m0[k]} vs ${m1[k]}`;
      console.log(`| ${page} | ${cell('performance')} | ${cell('lcpMs')} | ${cell('tbtMs')} | ${cell('cls')} | ${cell('benchmarkIndex')} |`);
    }
    console.log(`(each cell: ${sides[0].name} vs ${sides[1].name})`);
  }
  writeFileSync(join(root, 'bench/results/compare.json'), JSON.stringify(out, null, 1));
} finally {
  for (const s of servers) s.kill();
  execFileSync('git', ['worktree', 'remove', '--force', other], { cwd: root, stdio: 'ignore' });
  rmSync(other, { recursive: true, force: true });
}
process.exit(0);
