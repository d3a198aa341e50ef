/**
 * The loader trusts only its own tag. Content an editor controls can put named elements on the page: an
 * `<img name="currentScript">` shadows `document.currentScript`, and an element with `id="StorefrontWidgets"`
 * shows as `window.StorefrontWidgets`. The pages here are served by the test itself without the demo's CSP, as a
 * host page without a `connect-src` policy would be: nothing but the loader stands between the page and the
 * other origin. The other origin is the demo server under the name localhost (another origin than 127.0.0.1).
 */
import { expect, test, type ConsoleMessage, type Page, type Request } from './support/test';

const shadowText = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.shadowRoot?.textContent ?? '');

/** Serves `body` at `path` on the demo's origin, without a CSP header; records every request and console error. */
async function hostPage(page: Page, baseURL: string, path: string, body: string) {
  await page.route(`${baseURL}${path}`, (route) => route.fulfill({ contentType: 'text/html', body }));
  const requests: Request[] = [];
  const errors: ConsoleMessage[] = [];
  page.on('request', (r) => requests.push(r));
  page.on('console', (m) => m.type() === 'error' && errors.push(m));
  await page.goto(path);
  return { requests, errors };
}

test('a borrowed currentScript (<img name="currentScript" data-api-base> in content) sends nothing to its origin and mounts nothing', async ({ page, baseURL }) => {
  const other = baseURL!.replace('127.0.0.1', 'localhost');
  // The image's src is the real loader's, so a loader that took it would find its chunks; its data-api-base is
  // the other origin, where the session probe's session call would go. The loader tag is a plain
  // (parser-blocking) one after the content, so the image is in the document when it runs.
  const { requests, errors } = await hostPage(
    page,
    baseURL!,
    '/host/clobbered-current-script',
    `<!DOCTYPE html><html lang="en"><head><title>Borrowed currentScript</title></head><body><main><h1>Borrowed currentScript</h1>
<div id="promo" data-widget="session-probe" data-label="Session"><img name="currentScript" alt="" src="/widgets/loader.js" data-api-base="${other}/"></div>
<script src="/widgets/loader.js"></script></main></body></html>`,
  );
  await expect.poll(() => errors.map((m) => m.text())).toContainEqual(expect.stringContaining('[storefront-widgets] loader.js: document.currentScript is not its tag, nothing is done'));
  // Whatever the loader would have asked for (the manifest first) comes after its start, within the first paint's wait.
  await page.waitForLoadState('networkidle');
  expect(requests.map((r) => r.url()).filter((u) => u.startsWith(other))).toEqual([]);
  expect(await page.evaluate(() => Object.hasOwn(window, 'StorefrontWidgets'))).toBe(false);
  await expect(page.locator('#promo')).not.toHaveAttribute('data-widget-state', /./);
  expect(await shadowText(page, '#promo')).toBe('');
});

test('elements named StorefrontWidgets in content neither stop the loader nor stand in for its API', async ({ page, baseURL }) => {
  const { requests } = await hostPage(
    page,
    baseURL!,
    '/host/named-storefront-widgets',
    `<!DOCTYPE html><html lang="en"><head><title>Named elements</title><script src="/widgets/loader.js" async></script></head><body><main><h1>Named elements</h1>
<div id="StorefrontWidgets">An editor's box</div><form name="StorefrontWidgets"></form>
<div id="one" data-widget="trivial" data-label="mounted beside a named element"></div></main></body></html>`,
  );
  await expect(page.locator('#one')).toHaveAttribute('data-widget-state', 'ready');
  expect(await shadowText(page, '#one')).toBe('mounted beside a named element');
  expect(await page.evaluate(() => typeof window.StorefrontWidgets?.scan)).toBe('function');
  expect(requests.some((r) => r.url().endsWith('/widgets/manifest.json'))).toBe(true);
});
