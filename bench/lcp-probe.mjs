/**
 * `node bench/lcp-probe.mjs [url] [--cart]` (with the demo server running, default http://127.0.0.1:4650/p/S1002/):
 * lists every Largest Contentful Paint entry of the page at Lighthouse's phone size (412x823), with the
 * element's path and text, and every layout shift with the elements that moved, for 4.5 s. Shows which
 * element a slow LCP is and who shifts the page (a path through a shadow root goes through its host).
 * `--cart` first gives the browser a session whose cart holds bench/lighthouse.mjs's seeded lines (the cart
 * and checkout pages are measured that way).
 */
import { chromium } from '@playwright/test';
import { seedCart } from './lighthouse.mjs';
const args = process.argv.slice(2);
const url = args.find((a) => !a.startsWith('--')) ?? 'http://127.0.0.1:4650/p/S1002/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
if (args.includes('--cart')) {
  const [name, value] = (await seedCart(new URL(url).origin)).split('=');
  await context.addCookies([{ name, value, url: new URL(url).origin }]);
}
const page = await context.newPage();
await page.addInitScript(() => {
  window.__lcp = [];
  window.__shifts = [];
  const pathOf = (el) => {
    let path = '';
    for (let n = el; n; n = n.parentNode || n.host) {
      if (n.nodeType === 1) path = n.tagName.toLowerCase() + (n.className && typeof n.className === 'string' ? '.' + n.className.split(' ')[0] : '') + ' > ' + path;
      if (n === document) break;
    }
    return path.slice(0, 200);
  };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, url: e.url, path: pathOf(e.element), text: e.element?.textContent?.slice(0, 60) });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      window.__shifts.push({
        t: Math.round(e.startTime),
        value: Math.round(e.value * 10000) / 10000,
        sources: e.sources.map((s) => ({ path: pathOf(s.node), from: s.previousRect.toJSON(), to: s.currentRect.toJSON() })),
      });
  }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(url);
await page.waitForTimeout(4500);
console.log(JSON.stringify(await page.evaluate(() => ({ lcp: window.__lcp, shifts: window.__shifts })), null, 1));
await browser.close();
