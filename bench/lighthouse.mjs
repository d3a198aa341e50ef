/**
 * Page metrics: Lighthouse 12 with its default mobile preset (simulated throttling: a mid-range phone, 4x
 * CPU slowdown, slow 4G; mobile viewport) on the home, listing, product, cart and checkout pages. Each page
 * is measured RUNS (5) times; the report gives the median of each metric and its spread (min-max), and the
 * long tasks of the runs: every main-thread task over 50 ms in the trace, and which of them ran our code
 * (a script under /widgets/). Results go to bench/results/lighthouse.json.
 *
 *   import { runLighthouse } from './lighthouse.mjs'; await runLighthouse({ baseUrl })   (from bench/run.mjs)
 *   node bench/lighthouse.mjs [baseUrl]   (alone: without a base URL it starts the built demo server itself)
 *
 * Targets (issue 11): on the home and product pages, median TBT <= 100 ms and performance >= 95.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Page name -> path. Add pages here as their widgets land. */
export const LIGHTHOUSE_PAGES = {
  home: '/',
  listing: '/products/art/',
  product: '/p/S1002/',
  cart: '/shopping-cart/',
  checkout: '/checkout-page',
};
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
export const TARGETS = { pages: ['home', 'product'], tbtMs: 100, performance: 95 };
// The same Chromium and flags as playwright.config.ts (Debian's chromium, never a downloaded browser).
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const nums = (values) => values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
const median = (values) => {
  const s = nums(values);
  if (!s.length) return null;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : Math.round(((s[m - 1] + s[m]) / 2) * 1000) / 1000;
};
const spread = (values) => {
  const s = nums(values);
  return s.length ? [s[0], s[s.length - 1]] : null;
};

/** Main-thread tasks over 50 ms (Lighthouse's long-tasks audit), and those that ran a script of ours. */
function longTasksOf(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  const tasks = items.map((t) => ({ url: t.url ?? '', ms: Math.round(t.duration), startMs: Math.round(t.startTime ?? 0) }));
  const ours = tasks.filter((t) => /\/widgets\//.test(t.url));
  return { count: tasks.length, oursCount: ours.length, oursMaxMs: ours.reduce((m, t) => Math.max(m, t.ms), 0), tasks };
}

function metricsOf(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  const lt = longTasksOf(lhr);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: num('largest-contentful-paint') === null ? null : Math.round(num('largest-contentful-paint')),
    tbtMs: num('total-blocking-time') === null ? null : Math.round(num('total-blocking-time')),
    cls: num('cumulative-layout-shift') === null ? null : Math.round(num('cumulative-layout-shift') * 1000) / 1000,
    longTasks: lt.count,
    ourLongTasks: lt.oursCount,
    ourLongestTaskMs: lt.oursMaxMs,
    longTaskList: lt.tasks,
  };
}

const METRICS = ['performance', 'accessibility', 'bestPractices', 'lcpMs', 'tbtMs', 'cls', 'longTasks', 'ourLongTasks', 'ourLongestTaskMs'];

/** Measures every page `runs` times and returns (and writes) the medians, spreads and long tasks. */
export async function runLighthouse({ baseUrl, runs = RUNS, pages = LIGHTHOUSE_PAGES, out = join(root, 'bench/results/lighthouse.json'), print = true } = {}) {
  if (!baseUrl) throw new Error('runLighthouse needs { baseUrl }');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const result = { tool: 'lighthouse', preset: 'mobile (default config, simulated throttling)', runs, date: new Date().toISOString(), pages: {} };
  try {
    for (const [name, path] of Object.entries(pages)) {
      const url = new URL(path, baseUrl).href;
      const each = [];
      for (let i = 0; i < runs; i++) {
        const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
        if (!r?.lhr) throw new Error(`lighthouse gave no result for ${url}`);
        result.lighthouseVersion = r.lhr.lighthouseVersion;
        if (r.lhr.runtimeError) throw new Error(`lighthouse failed on ${url}: ${r.lhr.runtimeError.message}`);
        each.push(metricsOf(r.lhr));
      }
      result.pages[name] = {
        path,
        median: Object.fromEntries(METRICS.map((k) => [k, median(each.map((m) => m[k]))])),
        spread: Object.fromEntries(METRICS.map((k) => [k, spread(each.map((m) => m[k]))])),
        runs: each,
      };
    }
  } finally {
    chrome.kill();
  }
  result.targets = TARGETS.pages.map((name) => {
    const m = result.pages[name]?.median;
    return { page: name, tbtMs: m?.tbtMs, tbtOk: m ? m.tbtMs <= TARGETS.tbtMs : null, performance: m?.performance, performanceOk: m ? m.performance >= TARGETS.performance : null };
  });
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(result, null, 1));
  if (print) printLighthouse(result);
  return result;
}

const cell = (p, k) => `${p.median[k]} (${p.spread[k]?.join('-') ?? '-'})`;

export function printLighthouse(r) {
  console.log(`\nLighthouse ${r.lighthouseVersion}, ${r.preset}: median (min-max) of ${r.runs} runs per page`);
  console.log('| page | performance | TBT ms | LCP ms | CLS | long tasks | ours | our longest ms |\n|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, p] of Object.entries(r.pages))
    console.log(`| ${name} ${p.path} | ${cell(p, 'performance')} | ${cell(p, 'tbtMs')} | ${cell(p, 'lcpMs')} | ${cell(p, 'cls')} | ${cell(p, 'longTasks')} | ${cell(p, 'ourLongTasks')} | ${cell(p, 'ourLongestTaskMs')} |`);
  console.log('\nLong tasks of our code (script under /widgets/), every run:');
  for (const [name, p] of Object.entries(r.pages)) {
    const ours = p.runs.flatMap((run, i) => run.longTaskList.filter((t) => /\/widgets\//.test(t.url)).map((t) => `run ${i + 1}: ${t.ms} ms at ${t.startMs} ms ${t.url.replace(/^.*\/widgets\//, '')}`));
    console.log(`  ${name}: ${ours.length ? ours.join('; ') : 'none'}`);
  }
  for (const t of r.targets) console.log(`target ${t.page}: TBT ${t.tbtMs} ms ${t.tbtOk ? '<=' : '>'} ${TARGETS.tbtMs} ms, performance ${t.performance} ${t.performanceOk ? '>=' : '<'} ${TARGETS.performance}`);
}

async function waitFor(url, ms = 20_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let baseUrl = process.argv[2];
  let server;
  if (!baseUrl) {
    const port = process.env.LIGHTHOUSE_PORT ?? '4641';
    baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [join(root, 'build/demo-server.mjs')], { env: { ...process.env, PORT: port, WIDGETS_DIR: 'dist' }, stdio: 'ignore' });
    await waitFor(`${baseUrl}/rest/health`);
  }
  try {
    await runLighthouse({ baseUrl });
  } finally {
    server?.kill();
  }
}
