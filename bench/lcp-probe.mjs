/**
 * `node bench/lcp-probe.mjs [url]` (with the demo server running, default http://127.0.0.1:4650/p/S1002/):
 * lists every Largest Contentful Paint entry of the page at Lighthouse's phone size (412x823), with the
 * element's path and text, for 4.5 s. Shows which element a slow LCP is (an element in a shadow root has
 * an empty path).
 */
import { chromium } from '@playwright/test';
const url = process.argv[2] ?? 'http://127.0.0.1:4650/p/S1002/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
await page.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      const el = e.element;
      let path = '';
      for (let n = el; n; n = n.parentNode || n.host) { if (n.nodeType === 1) path = n.tagName.toLowerCase() + (n.className && typeof n.className === 'string' ? '.' + n.className.split(' ')[0] : '') + ' > ' + path; if (n === document) break; }
      window.__lcp.push({ t: Math.round(e.startTime), size: e.size, url: e.url, path: path.slice(0, 200), text: el?.textContent?.slice(0, 60) });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
});
await page.goto(url);
await page.waitForTimeout(4500);
console.log(JSON.stringify(await page.evaluate(() => window.__lcp), null, 1));
await browser.close();
