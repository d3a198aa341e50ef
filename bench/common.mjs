/**
 * What bench/run.mjs and bench/compare.mjs share: the browser's launch options, a median, a demo server of a
 * checkout, and one load of the 200-marker mount page.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export const launch = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * The demo server of the checkout at `root` (its build/demo-server.mjs), on `port`: the test build with its test
 * pages (dist-test, /__test/..., for the mount benchmark), or what shoppers get (dist/, no test pages, for
 * Lighthouse). Resolves once it answers its health check.
 */
export async function startServer({ root, port, test = true }) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(root, 'build/demo-server.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), WIDGETS_DIR: test ? 'dist-test' : 'dist', SW_TEST_PAGES: test ? '1' : '0', SW_SIM_OPTIONS: '' },
    // Not 'pipe': nothing reads the server's output, and a full pipe would block the server.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const state = { exit: /** @type {number | null | undefined} */ (undefined) };
  server.once('exit', (code) => (state.exit = code));
  for (let i = 0; i < 100 && state.exit === undefined; i++) {
    try {
      if ((await fetch(`${base}/rest/health`)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(state.exit === undefined ? 'demo server did not start within 10 s' : `demo server exited (code ${String(state.exit)}); is port ${port} in use? (BENCH_PORT)`);
}

/** Loads `url` (a page with 200 markers of a trivial widget) in a new page of `context`: ms from navigation start until all 200 are rendered. */
export async function mountOnce(context, url) {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const t = await page.waitForFunction(
    () => {
      let n = 0;
      for (const el of document.querySelectorAll('[data-widget]')) if ((el.shadowRoot ?? el).querySelector('.sw-trivial')) n++;
      return n === 200 ? performance.now() : false;
    },
    null,
    { polling: 'raf', timeout: 30000 },
  );
  const ms = await t.jsonValue();
  await page.close();
  return ms;
}
