// The not-found page reads the header content once: the header's menu and the error page's 'Explore
// Categories' links come from the same answer (src/api loadHeaderFooter), counted at the network.
import { expect, test } from './support/test';

const HEADER_FOOTER = '/rest/model/ll/content/HeaderFooterActor/headerFooter';

test.describe('error page and header requests', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the not-found page requests the header content once for the header menu and the Explore Categories links', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === HEADER_FOOTER) calls.push(r.url());
    });
    expect((await page.goto('/no-such-page/here'))?.status()).toBe(404);
    await expect(page.locator('[data-widget="error-page"]')).toHaveAttribute('data-widget-state', 'ready');
    await expect(page.locator('[data-widget="header"]')).toHaveAttribute('data-widget-state', 'ready');
    // Both have used the content: the header's menu and the six links are there.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button').first()).toBeVisible();
    const explore = page.getByRole('main').getByRole('navigation', { name: 'Explore Categories' });
    await expect(explore.getByRole('heading', { name: 'Explore Categories' })).toBeVisible();
    await expect(explore.getByRole('link')).toHaveCount(6);
    expect(calls).toHaveLength(1);
  });

  test('when the one header content call fails, the error page still shows its text and actions', async ({ page }) => {
    expect((await page.request.post('/rest/__test/faults', { data: { path: HEADER_FOOTER, status: 500, times: 1 } })).ok()).toBe(true);
    const failed = page.waitForResponse((r) => new URL(r.url()).pathname === HEADER_FOOTER);
    expect((await page.goto('/no-such-page/here'))?.status()).toBe(404);
    expect((await failed).status()).toBe(500);
    await expect(page.locator('[data-widget="error-page"]')).toHaveAttribute('data-widget-state', 'ready');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Oops! This Page Is on a Field Trip.');
    await expect(main.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Go Back' })).toBeVisible();
    // Refresh asks again, and the links come.
    await main.getByRole('button', { name: 'Refresh' }).click();
    await expect(main.getByRole('navigation', { name: 'Explore Categories' }).getByRole('link')).toHaveCount(6);
  });
});
