// The stay-connected email lightbox (storefront spec sections 2, 4, 5, 6 and 9), by role.
import { axeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';
import { watchPage } from './support/page-watch';

const marker = (page: Page) => page.locator('[data-widget="stay-connected"]');
const lightbox = (page: Page) => page.getByRole('dialog', { name: 'Stay Connected' });
const DAY = 24 * 60 * 60;

/**
 * The session flag (session info showEmailLightbox) is off by default in test mode, so the lightbox does not
 * cover every other home-page test; these tests turn it on for their own session first.
 */
async function allowLightbox(page: Page) {
  await page.request.post('/rest/__test/session', { data: { emailLightbox: true } });
}

/** The page's layout width before any widget ran, to compare with the width once the lightbox is up. */
async function recordWidth(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __width: number }).__width = document.documentElement.clientWidth;
    });
  });
}

test.describe('stay-connected widget', () => {
  test('a guest sees it once on the home page, without moving the page or locking its scroll; closing sets the 30-day cookie', async ({ page, context }) => {
    const watch = await watchPage(page);
    await recordWidth(page);
    await allowLightbox(page);
    await page.goto('/');
    await expect(lightbox(page)).toBeVisible();
    await expect(marker(page)).toHaveAttribute('data-lightbox', 'shown');
    await expect(lightbox(page).getByRole('textbox', { name: 'Email Address' })).toBeFocused();
    // Loaded when the page is idle, not with the page's own scripts.
    await expect(marker(page)).toHaveAttribute('data-load', 'idle');
    // Nothing in the page moves: the marker takes no space, the dialog is in the top layer, and the page
    // keeps its scrollbar (no scroll lock), so its layout width is what it was before any script ran.
    expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
    expect((await marker(page).boundingBox())?.height ?? 0).toBe(0);
    expect(await lightbox(page).evaluate((d) => d.matches(':modal'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.clientWidth === (window as unknown as { __width: number }).__width)).toBe(true);

    await lightbox(page).getByRole('button', { name: 'Close' }).click();
    await expect(lightbox(page)).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'sw_stay_connected');
    expect(cookie).toBeDefined();
    const days = (cookie!.expires - Date.now() / 1000) / DAY;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30.01);

    await page.reload();
    await expect(marker(page)).toHaveAttribute('data-lightbox', 'skipped');
    await expect(lightbox(page)).toHaveCount(0);
    expect(await watch.csp()).toEqual([]);
  });

  test('Escape closes it and sets the cookie too', async ({ page, context }) => {
    await allowLightbox(page);
    await page.goto('/');
    await expect(lightbox(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    expect((await context.cookies()).some((c) => c.name === 'sw_stay_connected')).toBe(true);
  });

  test('not on a page other than the home page, even with its marker', async ({ page }) => {
    await allowLightbox(page);
    await page.goto('/__test/stay-connected');
    await expect(marker(page)).toHaveAttribute('data-lightbox', 'skipped');
    await expect(lightbox(page)).toHaveCount(0);
  });

  test('not when the session flag is off', async ({ page }) => {
    await page.request.post('/rest/__test/session', { data: { emailLightbox: false } });
    await page.goto('/');
    await expect(marker(page)).toHaveAttribute('data-lightbox', 'skipped');
    await expect(lightbox(page)).toHaveCount(0);
  });

  test('not for a signed-in shopper', async ({ page }) => {
    await allowLightbox(page);
    await page.request.post('/rest/__test/session', { data: { signIn: {} } });
    await page.goto('/');
    await expect(marker(page)).toHaveAttribute('data-lightbox', 'skipped');
    await expect(lightbox(page)).toHaveCount(0);
  });

  test("the keyboard alone: the server's messages per field, then the success message, hidden after 2 s", async ({ page, context }) => {
    const watch = await watchPage(page);
    await allowLightbox(page);
    await page.goto('/');
    const box = lightbox(page);
    const email = box.getByRole('textbox', { name: 'Email Address' });
    await expect(email).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(email).toHaveAccessibleDescription('Please enter an email address.');
    await expect(box.getByRole('textbox', { name: 'Zip Code' })).toHaveAccessibleDescription('Please enter Zip Code.');
    await expect(box.getByRole('combobox', { name: 'I shop for' })).toHaveAccessibleDescription('Please tell us who you shop for.');
    await expect(email).toBeFocused();
    await page.keyboard.type('teacher@school.org');
    await page.keyboard.press('Tab');
    await page.keyboard.type('90745');
    await page.keyboard.press('Tab');
    await page.keyboard.type('My c');
    await expect(box.getByRole('combobox', { name: 'I shop for' })).toHaveValue('classroom');
    await page.keyboard.press('Tab');
    await expect(box.getByRole('button', { name: 'Sign Up' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box.getByRole('status')).toHaveText('Thank you for signing up! Watch your inbox for exclusive offers and classroom ideas.');
    expect((await context.cookies()).some((c) => c.name === 'sw_stay_connected')).toBe(true);
    await expect(box).toHaveCount(0, { timeout: 4000 });
    expect(await watch.csp()).toEqual([]);
  });

  test('the success message stays for 2 s', async ({ page }) => {
    await page.clock.install();
    await allowLightbox(page);
    await page.goto('/');
    const box = lightbox(page);
    await box.getByRole('textbox', { name: 'Email Address' }).fill('teacher@school.org');
    await box.getByRole('textbox', { name: 'Zip Code' }).fill('90745');
    await box.getByRole('combobox', { name: 'I shop for' }).selectOption('home');
    // Stop the page's clock, so the 2 s are counted from the answer, not from how fast this test looks.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await box.getByRole('button', { name: 'Sign Up' }).click();
    await expect(box.getByRole('status')).toContainText('Thank you for signing up!');
    await page.clock.runFor(1900);
    await expect(box).toBeVisible();
    await page.clock.runFor(200);
    await expect(box).toHaveCount(0);
  });

  for (const width of [1280, 375]) {
    test(`axe finds no violation at ${width} px with the lightbox and its messages`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      await allowLightbox(page);
      await page.goto('/');
      const box = lightbox(page);
      await expect(box).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await box.getByRole('button', { name: 'Sign Up' }).click();
      await expect(box.getByText('Please enter Zip Code.')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
