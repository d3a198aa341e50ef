// Every link in the header and footer content (and on the main pages) resolves to a page of the demo store.
import { expect, test, type APIRequestContext } from './support/test';

const HEADER = '/rest/model/ll/content/ContentActor/header';
const FOOTER = '/rest/model/ll/content/ContentActor/footer';

/** Every local URL in a content document: values of keys like url, link, imageURL, textLink, imageLink. */
function collectUrls(node: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => collectUrls(n, out));
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (typeof v === 'string' && /(url|link)$/i.test(k) && v.startsWith('/')) out.add(v);
      else collectUrls(v, out);
    }
  return out;
}

async function expectResolves(request: APIRequestContext, urls: Iterable<string>) {
  const failures: string[] = [];
  for (const url of urls) {
    const res = await request.get(url.replace(/#.*$/, ''), { maxRedirects: 2 });
    if (res.status() !== 200) failures.push(`${url} -> ${res.status()}`);
  }
  expect(failures).toEqual([]);
}

test('every header content link and image resolves', async ({ request }) => {
  const urls = collectUrls(await (await request.get(HEADER)).json());
  expect(urls.size).toBeGreaterThan(40);
  expect(urls).toContain('/furniture/');
  await expectResolves(request, urls);
});

test('every footer content link and image resolves', async ({ request }) => {
  const urls = collectUrls(await (await request.get(FOOTER)).json());
  expect(urls.size).toBeGreaterThan(20);
  await expectResolves(request, urls);
});

test('every link and image on the home, listing, product, cart and not-found pages resolves', async ({ page, request }) => {
  const urls = new Set<string>();
  for (const path of ['/', '/products/art/', '/p/S1002/', '/shopping-cart/', '/no-such-page']) {
    await page.goto(path);
    const found = await page.evaluate(() => [
      ...[...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!),
      ...[...document.querySelectorAll('img[src]')].map((i) => i.getAttribute('src')!),
    ]);
    // The not-found page's Refresh link points at itself, the one link expected not to resolve.
    for (const u of found) if (u.startsWith('/') && u !== '/no-such-page') urls.add(u);
  }
  expect(urls.size).toBeGreaterThan(60);
  await expectResolves(request, urls);
});

// The server-rendered not-found page is the error-page widget's no-JS fallback (the widget: error-page.spec.ts).
test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });
  test('the not-found page offers Home, Refresh, Go Back and six categories to explore', async ({ page }) => {
    await page.goto('/products/art/');
    await page.goto('/products/art/not-a-subcategory/', { referer: 'http://127.0.0.1/products/art/' });
    await expect(page.getByText('Click the links below to continue shopping.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home', exact: true }).last()).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Refresh' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Back' })).toBeVisible();
    await expect(page.locator('.explore-list').getByRole('link')).toHaveCount(6);
  });
});
