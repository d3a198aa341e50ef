// Every demo storefront page renders with the legacy frame and its widget markers, and axe finds no violation.
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const PAGES: { path: string; heading: RegExp; status?: number; product?: boolean; cart?: boolean }[] = [
  { path: '/', heading: /Everything your classroom needs/ },
  { path: '/furniture/', heading: /Classroom furniture built to last/ },
  { path: '/products/', heading: /All Products/ },
  { path: '/products/art/', heading: /Art & Craft Supplies/ },
  { path: '/products/art/?page=2&Ns=priceLow', heading: /Art & Craft Supplies/ },
  { path: '/products/math/manipulatives/', heading: /Math Manipulatives/ },
  { path: '/sale/', heading: /Sale/ },
  { path: '/search/?Ntt=crayons', heading: /Search results for “crayons”/ },
  { path: '/search/?Ntt=zzqx', heading: /Search results for “zzqx”/ },
  { path: '/p/S1002/', heading: /Ready-to-Use Easel Paper/, product: true },
  { path: '/p/S1001-2/', heading: /Triangular Dry-Erase Crayons/, product: true },
  { path: '/p/S1325/', heading: /Lakeshore Gift Card/, product: true },
  { path: '/shopping-cart/', heading: /Shopping Cart/ },
  // The checkout needs a cart: an empty one sends the shopper to /shopping-cart/.
  { path: '/checkout-page', heading: /Checkout/, cart: true },
  { path: '/stores/locator?landingpage=slpViewAllStores&viewAll=true', heading: /Find a Lakeshore Store/ },
  { path: '/about/privacy-policy/', heading: /Privacy Policy/ },
  { path: '/widget-catalog/', heading: /Widget Catalog/ },
  { path: '/no-such-page/', heading: /Oops! This Page Is on a Field Trip\./, status: 404 },
];

for (const p of PAGES) {
  test(`${p.path} renders with its markers, no axe violation, and no marker the loader cannot name or the CSP refuses`, async ({ page }) => {
    // The loader names a marker it has no widget for as soon as the manifest is in, whatever the marker's data-load.
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && /no widget named|Content Security Policy/i.test(m.text()) && errors.push(m.text()));
    if (p.cart) await page.request.post('/rest/__test/cart', { data: { lines: [{ catalogRefId: 'S1002', quantity: 1 }] } });
    const res = await page.goto(p.path);
    expect(res?.status()).toBe(p.status ?? 200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);
    // The widget catalog adds live examples of each widget; every other page has exactly one of each.
    for (const name of ['header', 'type-ahead', 'footer-sign-up', 'session-timer']) {
      if (p.path.startsWith('/widget-catalog')) expect(await page.locator(`[data-widget="${name}"]`).count()).toBeGreaterThanOrEqual(1);
      else await expect(page.locator(`[data-widget="${name}"]`)).toHaveCount(1);
    }
    if (p.product) {
      await expect(page.locator('[data-widget="add-to-cart"]')).toHaveAttribute('data-sku-id', /^S\d+/);
      await expect(page.locator('[data-widget="store-finder"]')).toHaveCount(1);
    }
    await expect(page.locator('link[href="/static/legacy.css"]')).toHaveCount(1);
    // Let the loader settle every marker before axe looks (ready, or error for widgets not built yet).
    await expect(page.locator('[data-widget][data-load="eager"]:not([data-widget-state="ready"]):not([data-widget-state="error"])')).toHaveCount(0);
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the home and a product page have no axe violation at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/', '/p/S1002/']) {
    await page.goto(path);
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
  }
});

test('?profile-deleted=true renders any page with the header marker that handles it', async ({ page }) => {
  for (const path of ['/?profile-deleted=true', '/p/S1002/?profile-deleted=true', '/help/contact-us/?profile-deleted=true']) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.locator('[data-widget="header"]')).toHaveCount(1);
  }
});

// The server-rendered listing (the listing widget's no-JS fallback; the widget has its own spec).
test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });
  test('a listing pages with Next and page links, and sorting keeps to the spec options', async ({ page }) => {
    await page.goto('/products/art/');
    await expect(page.getByText('Showing 1-24 of 36')).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('Showing 25-36 of 36')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option')).toHaveText(['Best Sellers', 'Price - Low', 'Price - High', 'Top Rated', "What's New"]);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price - High' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/Ns=priceHigh/);
  });
});

test('the search box lands on the results page with Ntt', async ({ page }) => {
  await page.goto('/');
  // The type-ahead island replaces the legacy form (its no-JS fallback) and submits the same way.
  await page.getByRole('combobox', { name: 'Search' }).fill('counting bears');
  await page.getByRole('combobox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/\/search\/\?Ntt=counting\+bears/);
  await expect(page.getByRole('heading', { level: 2, name: /Counting Bears/ }).first()).toBeVisible();
});

test('product pages switch options by link (without scripts) and show the sold-out message', async ({ browser, request }) => {
  // The option links are the add-to-cart marker's no-JS fallback; the widget replaces them with its selector.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto('/p/S1002/');
  await noJs.getByRole('list', { name: 'Choose Color' }).getByRole('link', { name: 'Yellow' }).click();
  await expect(noJs).toHaveURL(/\/p\/S1002-2\/$/);
  await expect(noJs.getByRole('heading', { level: 2, name: /Color: Yellow/ })).toBeVisible();
  await context.close();
  const page = await browser.newPage();
  // A sold-out SKU, found through the product data endpoint.
  let soldOut: string | undefined;
  for (let n = 1; !soldOut && n <= 4; n++) {
    const listing = (await (await request.get(`/data/products/all/json?Nrpp=96&page=${n}`)).json()) as { mainContent: { resultList: { skus: { id: string; status: string }[] }[] }[] };
    soldOut = listing.mainContent[0]!.resultList.flatMap((p) => p.skus).find((s) => s.status === 'SOLD_OUT')?.id;
  }
  expect(soldOut).toBeDefined();
  await page.goto(`/p/${soldOut}/`);
  await expect(page.getByText(/We're sorry, this item is currently sold out online\.|This item is currently sold out\. Please try a different selection\./).filter({ visible: true })).toBeVisible();
  await page.close();
});

test('generated pictures are PNG (their drawing stays at .svg); an unknown one is 404', async ({ request }) => {
  for (const path of ['/images/products/S1002', '/images/categories/art', '/images/banners/back-to-school']) {
    const png = await request.get(`${path}.png`);
    expect(png.status(), path).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    // The PNG signature, then a picture of the drawing's size.
    const body = await png.body();
    expect([...body.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(body.readUInt32BE(16)).toBeGreaterThanOrEqual(600);
    const svg = await request.get(`${path}.svg`);
    expect(svg.headers()['content-type']).toBe('image/svg+xml');
    expect(await svg.text()).toContain('<svg');
  }
  expect((await request.get('/images/products/NOPE.png')).status()).toBe(404);
  expect((await request.get('/images/products/NOPE.svg')).status()).toBe(404);
});

test('the logos and icons are PNG drawn from their SVG files at the drawing’s size (the logos at twice it), and the home page loads no SVG image', async ({ page, request }) => {
  const dir = join(process.cwd(), 'demo-site/public/images');
  const drawings = readdirSync(dir).filter((f) => f.endsWith('.svg'));
  expect(drawings.length).toBeGreaterThanOrEqual(10);
  for (const file of drawings) {
    const svg = readFileSync(join(dir, file), 'utf8');
    const [, width, height] = /<svg[^>]*\bwidth="(\d+)" height="(\d+)"/.exec(svg) ?? [];
    const png = await request.get(`/static/images/${file.replace(/\.svg$/, '.png')}`);
    expect(png.status(), file).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    expect([...body.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // The logos at twice their size, for phones' screens (their boxes are sized where they are shown).
    const zoom = ['logo.svg', 'rewards-logo.svg'].includes(file) ? 2 : 1;
    expect([body.readUInt32BE(16), body.readUInt32BE(20)], file).toEqual([Number(width) * zoom, Number(height) * zoom]);
    // The drawing itself still answers at its own name.
    expect((await request.get(`/static/images/${file}`)).headers()['content-type']).toBe('image/svg+xml');
  }
  expect((await request.get('/static/images/nope.png')).status()).toBe(404);

  // Every SVG image costs the page's main thread a document of its own: none on the home page (header, footer, stars).
  const images: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') images.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('img', { name: 'Teacher approved since 1954' })).toBeVisible();
  expect(images.filter((p) => p.startsWith('/static/images/')).length).toBeGreaterThanOrEqual(10);
  expect(images.filter((p) => p.endsWith('.svg'))).toEqual([]);
});
