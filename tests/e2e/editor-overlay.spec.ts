// The editor overlay (issue 34): with data-debug on the loader's tag, or ?sw-debug=1 where the host allows it,
// every marker is listed with its state, load condition and errors; without the flag its chunk is never asked for.
import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/axe';

const panel = (page: Page) => page.getByRole('complementary', { name: /^Widget markers/ });
const items = (page: Page) =>
  panel(page)
    .getByRole('list', { name: /^Widget markers/ })
    .getByRole('listitem');

/** The overlay's list, first line of each item (`name: state`), against the page's own markers and their state attribute. */
async function expectEveryMarkerListed(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const listed = (await items(page).allInnerTexts()).map((t) => t.split('\n')[0]);
      const markers = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('[data-widget]'), (el) => `${el.dataset.widget}: ${el.getAttribute('data-widget-state') ?? 'waiting'}`),
      );
      return { listed, markers, same: JSON.stringify(listed) === JSON.stringify(markers) };
    })
    .toMatchObject({ same: true });
}

/** The host opts in to ?sw-debug=1 (set before the loader, as a host page does). */
const allowDebugParam = (page: Page) =>
  page.addInitScript(() => {
    (window as { StorefrontWidgetsConfig?: unknown }).StorefrontWidgetsConfig = { allowDebugParam: true };
  });

const overlayRequests = (page: Page): string[] => {
  const urls: string[] = [];
  page.on('request', (r) => r.url().includes('EditorOverlay') && urls.push(r.url()));
  return urls;
};

test('on the home page with ?sw-debug=1 the overlay lists every marker with its state and load condition', async ({ page }) => {
  await allowDebugParam(page);
  await page.goto('/?sw-debug=1');
  await expect(page.locator('[data-widget="header"]')).toHaveAttribute('data-widget-state', 'ready');
  await expect(items(page).filter({ hasText: 'header: ready' })).toContainText('Load: eager');
  await expect(items(page).filter({ hasText: 'footer-sign-up' })).toContainText('Load: visible');
  await expectEveryMarkerListed(page);
  const count = await page.locator('[data-widget]').count();
  await expect(panel(page).getByRole('heading', { name: `Widget markers (${count})` })).toBeVisible();
});

test('on the product page with ?sw-debug=1 the overlay lists every marker, and follows a marker from waiting to ready', async ({ page }) => {
  await allowDebugParam(page);
  await page.goto('/p/S1002/?sw-debug=1');
  await expect(page.locator('[data-widget="add-to-cart"]')).toHaveAttribute('data-widget-state', 'ready');
  await expectEveryMarkerListed(page);
  // The footer's sign-up waits until it nears the viewport; the overlay's item changes with it.
  const signUp = items(page).filter({ hasText: /^footer-sign-up/ });
  await expect(signUp).toContainText('footer-sign-up: waiting');
  await page.locator('[data-widget="footer-sign-up"]').scrollIntoViewIfNeeded();
  await expect(signUp).toContainText('footer-sign-up: ready');
  await expectEveryMarkerListed(page);
});

test.describe('on a page with data-debug on the loader tag', () => {
  test('a marker with bad props shows each invalid prop with its expected shape, and an unknown name says so', async ({ page }) => {
    await page.goto('/__test/editor-overlay');
    const bad = items(page).filter({ hasText: /^props-demo: error/ });
    await expect(bad).toContainText('Invalid attribute data-count: expected an integer, got "three".');
    await expect(bad).toContainText('Invalid attribute data-mode: expected one of `"a","b"`, got "c".');
    await expect(items(page).filter({ hasText: /^no-such-widget: error/ })).toContainText('Unknown widget: there is no widget named "no-such-widget".');
    await expectEveryMarkerListed(page);
  });

  test('updates live: a marker waiting for interaction becomes ready', async ({ page }) => {
    await page.goto('/__test/editor-overlay');
    const later = items(page).nth(3);
    await expect(later).toContainText('trivial: waiting');
    await expect(later).toContainText('Load: interaction');
    await page.locator('#later').dispatchEvent('pointerdown');
    await expect(later).toContainText('trivial: ready');
  });

  test("is reachable by keyboard: a marker's button scrolls to it, and the list can be hidden", async ({ page }) => {
    await page.goto('/__test/editor-overlay');
    await expect(items(page)).toHaveCount(4);
    await expect(page.locator('#later')).not.toBeInViewport();
    // The overlay is the page's last element: Shift+Tab from the top reaches its last button.
    await page.keyboard.press('Shift+Tab');
    const goToLater = panel(page).getByRole('button', { name: 'Go to marker 4, trivial' });
    await expect(goToLater).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#later')).toBeInViewport();
    const toggle = panel(page).getByRole('button', { name: 'Hide list' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(panel(page).getByRole('button', { name: 'Show list' })).toHaveAttribute('aria-expanded', 'false');
    await expect(items(page)).toHaveCount(0);
  });

  for (const [width, height] of [
    [1280, 900],
    [375, 740],
  ] as const) {
    test(`is axe clean at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/__test/editor-overlay');
      await expect(items(page).filter({ hasText: /^props-demo: error/ })).toContainText('Invalid attribute data-count');
      await expect(panel(page)).toBeInViewport();
      expect(await axeViolations(page, '[data-sw-editor-overlay]')).toEqual([]);
    });
  }
});

test.describe('without the flag', () => {
  for (const [what, url] of [
    ['the home page has no overlay and never asks for its chunk', '/'],
    ['?sw-debug=1 does nothing unless the host allows it', '/?sw-debug=1'],
  ] as const) {
    test(what, async ({ page }) => {
      const asked = overlayRequests(page);
      await page.goto(url);
      await expect(page.locator('[data-widget="header"]')).toHaveAttribute('data-widget-state', 'ready');
      // Every island of the first screen has mounted and nothing is on the way: the runtime has decided by now.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[data-sw-editor-overlay]')).toHaveCount(0);
      await expect(page.getByRole('complementary', { name: /^Widget markers/ })).toHaveCount(0);
      expect(asked).toEqual([]);
    });
  }
});
