// One initialisation call per page (storefront spec section 3): every widget that reads the init data (the
// header's sign-in pages and live chat, the lightbox's pages, the recommendations' engine, the cart's PayPal
// configuration) is answered from the page's one call.
import { expect, test, type Page } from './support/test';
import { fillCart, SHIP } from './support/cart';

const INIT = '/rest/model/ll/commerce/init/InitActor/initData';

/** Counts the page's init calls from now on. */
function countInitCalls(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === INIT) n++;
  });
  return () => n;
}

test('the home page makes one init call for the header, the lightbox and the recommendations', async ({ page }) => {
  await page.request.post('/rest/__test/session', { data: { emailLightbox: true } });
  const calls = countInitCalls(page);
  await page.goto('/');
  // The lightbox shows only once it has read its pages from the init data.
  await expect(page.getByRole('dialog', { name: 'Stay Connected' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Stay Connected' }).getByRole('button', { name: 'Close' }).click();
  await page.locator('[data-widget="recommendations"]').first().scrollIntoViewIfNeeded();
  await expect(page.locator('[data-widget="recommendations"]').first().getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('[data-widget="header"]')).toHaveAttribute('data-widget-state', 'ready');
  await page.waitForLoadState('networkidle');
  expect(calls()).toBe(1);
});

test('the cart page makes one init call for the header, the PayPal button and the recommendations', async ({ page }) => {
  await fillCart(page, [SHIP]);
  const calls = countInitCalls(page);
  await page.goto('/shopping-cart/');
  await expect(page.getByRole('button', { name: 'PayPal Checkout' })).toBeEnabled();
  await page.locator('[data-widget="recommendations"]').first().scrollIntoViewIfNeeded();
  await expect(page.locator('[data-widget="recommendations"]').first().getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls()).toBe(1);
});
