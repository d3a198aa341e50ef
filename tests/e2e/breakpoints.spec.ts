// The spec's breakpoint tiers (section 9) where the widgets use them: the listing's grid has two cards across on
// phones (under 450 px), three on tablets (450 to 992 px) and as many as fit above; and the smallest width the
// spec names, 320 px, shows the listing and the product page without sideways scrolling.
import { expect, test, type Page } from './support/test';

/** Cards in the first row of the results grid, once the widget has taken over. */
async function cardsAcross(page: Page): Promise<number> {
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  return results.evaluate((ul) => {
    const tops = [...ul.children].map((li) => Math.round(li.getBoundingClientRect().top));
    return tops.filter((t) => t === tops[0]).length;
  });
}

for (const [width, across] of [
  [320, 2],
  [449, 2],
  [450, 3],
  [767, 3],
  [991, 3],
  [1280, 4],
] as const) {
  test(`the listing grid shows ${across} cards across at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/products/art/');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect.poll(() => cardsAcross(page)).toBe(across);
  });
}

for (const path of ['/products/art/', '/p/S1002/']) {
  test(`at 320 px ${path} has no sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(path);
    await expect(page.locator('[data-widget="header"]')).toHaveAttribute('data-widget-state', 'ready');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}
