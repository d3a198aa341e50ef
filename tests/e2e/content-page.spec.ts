// The content-page widget on the demo's landing page, assembled from content items by the web contents call
// (storefront spec sections 2, 3, 7 and 9), by role.
import { expect, test, type ConsoleMessage, type Page } from './support/test';
import { axeViolations } from './support/axe';

const LANDING = '/landing/back-to-school/';

/** Console errors and warnings of a page, from its first script on. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') errors.push(m.text());
    if (m.type() === 'warning') warnings.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { errors, warnings };
}

async function openLanding(page: Page) {
  await page.goto(LANDING);
  const main = page.getByRole('main');
  // The breadcrumb is the content's, not the server fallback's: the tree has rendered.
  await expect(main.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  return main;
}

test.describe('content-page widget', () => {
  test('a landing page assembled from content items renders each item type and leaves the unknown one out', async ({ page }) => {
    const log = watchConsole(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const main = await openLanding(page);

    // Breadcrumbs and the page title with bullet-separated right copy.
    await expect(main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('heading', { level: 1, name: 'Back to School' })).toBeVisible();
    await expect(main.getByText('Free shipping over $79 • Pickup in 2 hours • Teacher rewards')).toBeVisible();
    // The server's fallback copy is replaced by the tree.
    await expect(main.getByText('Everything your classroom needs for the first day and beyond')).toBeHidden();

    // Eyebrow message (the web contents tree's and the inline JSON tree's).
    await expect(main.getByRole('link', { name: 'Shop the Sale' })).toHaveAttribute('href', '/sale/');
    await expect(main.getByText('Questions about back-to-school orders? Call 1-800-778-4456')).toBeVisible();

    // Banner: 1500x170, loaded eagerly (one of the first images).
    const banner = main.getByRole('img', { name: 'Back-to-School Savings: up to 30% off classroom essentials' });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('width', '1500');
    await expect(banner).toHaveAttribute('height', '170');
    await expect(banner).toHaveAttribute('loading', 'eager');

    // Chiclets: a disabled one is left out; radius 4px by default; heights per breakpoint (md at 1280 is 48px).
    await expect(main.getByRole('heading', { name: 'Shop by Grade' })).toBeVisible();
    for (const name of ['Preschool', 'Kindergarten', 'Grades 1-2', 'Science Lab', 'Shop Everything for Back to School']) await expect(main.getByRole('link', { name })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Hidden Grades 3-5' })).toHaveCount(0);
    const preschool = main.getByRole('link', { name: 'Preschool' });
    await expect(preschool).toHaveCSS('border-top-left-radius', '4px');
    await expect(preschool).toHaveCSS('min-height', '48px');
    await expect(preschool).toHaveCSS('font-size', '16px');
    await expect(main.getByRole('link', { name: 'Grades 1-2' })).toHaveCSS('border-top-left-radius', '20px');
    await expect(main.getByRole('link', { name: 'Kindergarten' })).toHaveCSS('background-color', 'rgb(27, 94, 32)');

    // Carousel (its rotation: below).
    const carousel = main.getByRole('region', { name: 'Featured Collections' });
    await expect(carousel.getByRole('group', { includeHidden: true })).toHaveCount(3);
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();

    // Image row: later images load lazily.
    await expect(main.getByRole('heading', { name: 'Classroom Favorites' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Math manipulatives' })).toHaveAttribute('href', '/products/math/');
    await expect(main.getByRole('img', { name: 'Social-emotional learning' })).toHaveAttribute('loading', 'lazy');

    // Micro banner, category title, CTA wrappers (store finder button, link button), view more.
    await expect(main.getByText('Free shipping on orders of $79 or more.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'See Details' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Get Ready in Store' })).toBeVisible();
    await expect(main.getByText('Store pickup is free. Hours vary by store.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Shop All Products' })).toHaveAttribute('href', '/products/');
    await main.getByRole('button', { name: 'Find a Store Near You' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    const more = main.getByRole('button', { name: 'View More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(main.getByRole('button', { name: 'View Less' })).toHaveAttribute('aria-expanded', 'true');

    // Social icons.
    await expect(main.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', '/about/follow-us#instagram');

    // The unknown type renders nothing, with one warning naming it.
    await expect(main.getByText('Days until winter break')).toHaveCount(0);
    expect(log.warnings.filter((w) => w.includes('"HolidayCountdown"'))).toHaveLength(1);
    expect(log.errors).toEqual([]);
  });

  test('the carousel moves every 5000 ms, holds under Pause, and moves with Next and Previous', async ({ page }) => {
    // The clock stands still except when moved: the slides' 5 s run on page.clock alone.
    await page.clock.install({ time: new Date('2026-08-03T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-08-03T09:00:01Z'));
    const main = await openLanding(page);
    const carousel = main.getByRole('region', { name: 'Featured Collections' });
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await page.clock.runFor(4900);
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await page.clock.runFor(100);
    await expect(carousel.getByRole('group', { name: '2 of 3' })).toBeVisible();
    await expect(carousel.getByRole('img', { name: 'Literacy centers: new for this school year' })).toBeVisible();
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeHidden();
    await carousel.getByRole('button', { name: 'Pause slides' }).click();
    await expect(carousel.getByRole('button', { name: 'Play slides' })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(15_000);
    await expect(carousel.getByRole('group', { name: '2 of 3' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('group', { name: '3 of 3' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(carousel.getByRole('group', { name: '3 of 3' })).toBeVisible();
  });

  test('a host registers a content type without a release: the unknown item then renders, its HTML sanitized', async ({ page }) => {
    const main = await openLanding(page);
    await expect(main.getByText('Days until winter break')).toHaveCount(0);
    await page.evaluate(() => {
      type Api = { contentTypes: { register: (type: string, fn: (item: Record<string, unknown>) => string) => void } };
      const api = (window as unknown as { StorefrontWidgets: Api }).StorefrontWidgets;
      api.contentTypes.register('HolidayCountdown', (item) => `<p>${String(item.title)}</p><img src="/nope.png" alt="" onerror="window.__swContentPwned='host'">`);
    });
    await expect(main.getByText('Days until winter break')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__swContentPwned)).toBeUndefined();
  });

  test('a content item carrying a script and an onerror handler renders without running them', async ({ page }) => {
    const log = watchConsole(page);
    const main = await openLanding(page);
    await expect(main.getByRole('heading', { name: 'Teacher Tips' })).toBeVisible();
    await expect(main.getByText('Label every bin with a picture and a word')).toBeVisible();
    const img = main.getByRole('img', { name: 'Labeled storage bins' });
    await expect(img).toBeAttached();
    await expect(img).not.toHaveAttribute('onerror', /.*/);
    expect(await img.evaluate((el) => el.parentElement?.querySelectorAll('script').length)).toBe(0);
    // The payload would set this flag from its script or its onerror handler.
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__swContentPwned)).toBeUndefined();
    // Not even a refused handler: no Content-Security-Policy error, no error at all.
    expect(log.errors).toEqual([]);
  });

  test("the micro banner's See Details dialog traps focus, closes with Escape and gives focus back", async ({ page }) => {
    const main = await openLanding(page);
    const trigger = main.getByRole('button', { name: 'See Details' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Free Shipping Details' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('ship free by standard ground delivery')).toBeVisible();
    const policies = dialog.getByRole('link', { name: 'Read our shipping policies' });
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(policies).toBeFocused();
    // Tab and Shift+Tab stay inside the dialog.
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(policies).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the contact, subscribe and recommendation items mount their own widgets', async ({ page }) => {
    const main = await openLanding(page);
    // The markers load when they come near the viewport (their widgets' default): scroll to the end of the tree.
    await main.getByRole('link', { name: 'Facebook' }).scrollIntoViewIfNeeded();
    await expect(main.getByRole('heading', { name: 'Recommended for Your Classroom' })).toBeVisible();
    await expect(main.getByRole('button', { name: /^Add to Cart / }).first()).toBeVisible();
    await expect(main.getByText('Get back-to-school deals and classroom ideas by email.')).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Email Address' })).toBeVisible();

    const contact = main.getByRole('button', { name: 'Contact a Rep' });
    await contact.click();
    const dialog = page.getByRole('dialog', { name: 'Contact a Rep' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Outfitting a whole school?')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    for (const name of ['contact-form', 'footer-sign-up', 'recommendations']) await expect(main.locator(`[data-widget="${name}"]`).first()).toHaveAttribute('data-widget-state', 'ready');
  });

  for (const width of [1280, 375]) {
    test(`axe finds no violation on the landing page and its dialog at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const main = await openLanding(page);
      // Bring the delegated widgets in (they load near the viewport).
      await main.getByRole('link', { name: 'Facebook' }).scrollIntoViewIfNeeded();
      await expect(main.getByRole('button', { name: 'Contact a Rep' })).toBeVisible();
      await expect(main.getByRole('textbox', { name: 'Email Address' })).toBeVisible();
      await expect(main.getByRole('button', { name: /^Add to Cart / }).first()).toBeVisible();
      if (width === 375) await expect(main.getByRole('link', { name: 'Preschool' })).toHaveCSS('min-height', '40px');
      expect(await axeViolations(page)).toEqual([]);
      await main.getByRole('button', { name: 'See Details' }).click();
      await expect(page.getByRole('dialog', { name: 'Free Shipping Details' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
