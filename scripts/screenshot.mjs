import { chromium } from '@playwright/test';
const [, , url, out, width = '1280'] = process.argv;
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const p = await b.newPage({ viewport: { width: Number(width), height: 900 } });
p.on('console', (m) => console.log('console.' + m.type() + ':', m.text()));
p.on('pageerror', (e) => console.log('pageerror:', e.message));
await p.goto(url);
await p.waitForTimeout(Number(process.env.WAIT ?? 2500));
console.log(await p.evaluate(() => [...document.querySelectorAll('[data-widget]')].map((e) => e.id + ':' + e.getAttribute('data-widget-state') + ':' + (e.shadowRoot?.textContent ?? '')).join('\n')));
await p.screenshot({ path: out, fullPage: false });
await b.close();
