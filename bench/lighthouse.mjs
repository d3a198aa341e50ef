/**
 * Page metrics: Lighthouse 12 with its default mobile preset (simulated throttling, mobile viewport) on
 * the home page, a product page and /checkout-page. Each page is measured 3 times; each metric reported is
 * the median of the 3 runs. Results go to bench/results/lighthouse.json.
 *
 *   import { runLighthouse } from './lighthouse.mjs'; await runLighthouse({ baseUrl })   (from bench/run.mjs)
 *   node bench/lighthouse.mjs [baseUrl]   (alone: without a base URL it starts the built demo server itself)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const LIGHTHOUSE_PAGES = ['/', '/p/S1002/', '/checkout-page'];
const RUNS = 3;
// The same Chromium and flags as playwright.config.ts (Debian's chromium, never a downloaded browser).
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const median = (values) => {
  const s = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};

function metricsOf(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: num('largest-contentful-paint') === null ? null : Math.round(num('largest-contentful-paint')),
    tbtMs: num('total-blocking-time') === null ? null : Math.round(num('total-blocking-time')),
    cls: num('cumulative-layout-shift') === null ? null : Math.round(num('cumulative-layout-shift') * 1000) / 1000,
  };
}

/** Measures every page RUNS times and returns (and writes) the medians. */
export async function runLighthouse({ baseUrl, runs = RUNS, pages = LIGHTHOUSE_PAGES, out = join(root, 'bench/results/lighthouse.json') } = {}) {
  if (!baseUrl) throw new Error('runLighthouse needs { baseUrl }');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const result = { tool: 'lighthouse', preset: 'mobile (default config)', runs, date: new Date().toISOString(), pages: {} };
  try {
    for (const path of pages) {
      const url = new URL(path, baseUrl).href;
      const each = [];
      for (let i = 0; i < runs; i++) {
        const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
        if (!r?.lhr) throw new Error(`lighthouse gave no result for ${url}`);
        result.lighthouseVersion = r.lhr.lighthouseVersion;
        if (r.lhr.runtimeError) throw new Error(`lighthouse failed on ${url}: ${r.lhr.runtimeError.message}`);
        each.push(metricsOf(r.lhr));
      }
      const keys = Object.keys(each[0]);
      result.pages[path] = { ...Object.fromEntries(keys.map((k) => [k, median(each.map((m) => m[k]))])), runs: each };
    }
  } finally {
    chrome.kill();
  }
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(result, null, 1));
  return result;
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
    const r = await runLighthouse({ baseUrl });
    const rows = Object.entries(r.pages).map(([p, m]) => ({ page: p, performance: m.performance, accessibility: m.accessibility, bestPractices: m.bestPractices, lcpMs: m.lcpMs, tbtMs: m.tbtMs, cls: m.cls }));
    console.table(rows);
    console.log(`Lighthouse ${r.lighthouseVersion}, mobile preset, median of ${r.runs} runs -> bench/results/lighthouse.json`);
  } finally {
    server?.kill();
  }
}
