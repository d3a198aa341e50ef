// The error page (storefront spec section 2, Error page) on the demo's not-found page, by role.
import { expect, test, type Page } from './support/test';
import { watchPage } from './support/page-watch';
import { axeViolations } from './support/axe';

const MISSING = '/no-such-page/here';

/**
 * Opens the not-found page and waits for the error-page island; `from` first opens that page and follows a
 * link from it (so the missing page has a previous page and a referrer, as after a click on a broken link).
 */
async function openErrorPage(page: Page, from?: string) {
  const watch = await watchPage(page);
  if (from) {
    await page.goto(from);
    await Promise.all([page.waitForURL(`**${MISSING}`), page.evaluate((to) => location.assign(to), MISSING)]);
  } else expect((await page.goto(MISSING))?.status()).toBe(404);
  await expect(page.locator('[data-widget="error-page"]')).toHaveAttribute('data-widget-state', 'ready');
  const main = page.getByRole('main');
  return {
    watch,
    main,
    home: main.getByRole('link', { name: 'Home', exact: true }),
    refresh: main.getByRole('button', { name: 'Refresh' }),
    back: main.getByRole('button', { name: 'Go Back' }),
    explore: main.getByRole('navigation', { name: 'Explore Categories' }),
  };
}

/** Whether the element is focused, looking into its shadow root. */
const isFocused = (l: ReturnType<Page['getByRole']>) => l.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement);

test.describe('error-page widget', () => {
  test("page analytics type the server's not-found answer 'not found' (spec section 2), and a content page by its path", async ({ page }) => {
    const pageLoad = () => page.evaluate(() => (window.dataLayer ?? []).find((e) => e.event === 'pageLoad') as { page?: { type?: string } } | undefined);
    await openErrorPage(page);
    await expect.poll(async () => (await pageLoad())?.page?.type).toBe('not found');
    await page.goto('/about/privacy-policy/');
    await expect.poll(async () => (await pageLoad())?.page?.type).toBe('content');
  });

  test('shows the spec text, the three actions and six Explore Categories links; no widget is missing', async ({ page }) => {
    const p = await openErrorPage(page);
    await expect(p.main.getByRole('heading', { level: 1 })).toHaveText('Oops! This Page Is on a Field Trip.');
    await expect(p.main.getByText('Click the links below to continue shopping.').filter({ visible: true })).toHaveCount(1);
    await expect(p.home).toBeVisible();
    await expect(p.refresh).toBeVisible();
    await expect(p.back).toBeVisible();
    await expect(p.explore.getByRole('heading', { name: 'Explore Categories' })).toBeVisible();
    const links = p.explore.getByRole('link');
    await expect(links).toHaveCount(6);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/products\/[\w-]+\/$/);
    // The server-rendered fallback is hidden: one heading of that text is visible, the widget's.
    await expect(page.getByRole('heading', { name: 'Oops! This Page Is on a Field Trip.' })).toHaveCount(1);
    expect(p.watch.missing).toEqual([]);
  });

  test('an Explore Categories link opens its listing', async ({ page }) => {
    const p = await openErrorPage(page);
    const first = p.explore.getByRole('link').first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops! This Page Is on a Field Trip.');
  });

  test('Home goes to the home page', async ({ page }) => {
    const p = await openErrorPage(page);
    await p.home.click();
    await expect(page).toHaveURL(/\/$/);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('Refresh reloads the page', async ({ page }) => {
    const p = await openErrorPage(page);
    await page.evaluate(() => ((window as unknown as { beforeReload?: boolean }).beforeReload = true));
    await Promise.all([page.waitForEvent('load'), p.refresh.click()]);
    expect(new URL(page.url()).pathname).toBe(MISSING);
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    await expect(page.locator('[data-widget="error-page"]')).toHaveAttribute('data-widget-state', 'ready');
  });

  test('Go Back returns to the previous page', async ({ page }) => {
    const p = await openErrorPage(page, '/products/');
    await p.back.click();
    await expect(page).toHaveURL(/\/products\/$/);
  });

  test('Go Back without a previous page goes home', async ({ page }) => {
    const p = await openErrorPage(page);
    await p.back.click();
    await expect(page).toHaveURL(/\/$/);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('the keyboard alone reaches and uses every action', async ({ page }) => {
    const p = await openErrorPage(page, '/products/');
    for (let i = 0; i < 80 && !(await isFocused(p.home)); i++) await page.keyboard.press('Tab');
    await expect(p.home).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(p.refresh).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(p.back).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(p.explore.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/$/);
  });

  for (const width of [1280, 375]) {
    test(`axe finds no violation at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const p = await openErrorPage(page);
      await expect(p.explore.getByRole('link')).toHaveCount(6);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
