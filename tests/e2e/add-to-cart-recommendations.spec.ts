import { expect, test, type Locator, type Page } from './support/test';
import { axeViolations } from './support/axe';

// The added-to-cart dialog's recommendations carousel (storefront spec section 9: "In the added-to-cart modal:
// 2.15, 4.55, 4, 4" slides per view at 375, 768, 992 and 1560 px). S1074 is a product with one SKU.
const PRODUCT_INFO = '/rest/model/ll/commerce/recommendations/RecsActor/fetchRecsProductInfo';

/** Opens the product page and adds it; returns the dialog. */
async function addToCart(page: Page): Promise<Locator> {
  await page.goto('/p/S1074/');
  await expect(page.locator('[data-widget="add-to-cart"]')).toHaveAttribute('data-widget-state', 'ready');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Added to Cart' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The slides per view the shopper sees: the track's inner width over one card's width (gaps counted). */
const perView = (region: Locator) =>
  region
    .getByRole('list')
    .first()
    .evaluate((track) => {
      const li = track.children[0]!.getBoundingClientRect();
      const gap = track.children[1]!.getBoundingClientRect().left - li.right;
      const cs = getComputedStyle(track);
      const inner = track.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
      return (inner + gap) / (li.width + gap);
    });

/** The focused element's role and name, looking into shadow roots. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return `${a?.tagName}:${a?.getAttribute('aria-label') ?? a?.textContent?.trim() ?? ''}`;
  });

test.describe('the added-to-cart dialog’s recommendations', () => {
  test('at 1280 px: the dialog opens without waiting for the carousel, which then shows 4 cards (4.55 at 768 px), walks by keyboard inside the trap, and axe finds nothing', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // The product info is held: the dialog is up, with its focus, while the carousel still loads.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const asked: string[] = [];
    await page.route(PRODUCT_INFO, async (route) => {
      asked.push(route.request().postData() ?? '');
      await held;
      await route.continue();
    });
    const dialog = await addToCart(page);
    await expect(dialog.getByRole('link', { name: 'View Cart' })).toBeFocused();
    await expect(dialog.getByRole('status').filter({ hasText: 'Loading recommendations' })).toBeAttached();
    await expect.poll(() => asked.length).toBe(1);
    release();

    const region = dialog.getByRole('region', { name: 'Frequently Bought Together' });
    await expect(region.getByRole('listitem').first()).toBeVisible();
    const names = await region.getByRole('article').evaluateAll((a) => a.map((x) => x.getAttribute('aria-label') ?? ''));
    expect(names).toHaveLength(10);
    expect(names).not.toContain((await page.getByRole('heading', { level: 1 }).textContent())?.trim());
    expect(await perView(region)).toBeCloseTo(4, 2);

    // Keyboard: from Continue Shopping into the carousel (Previous, Next), Next moves the cards; the cards follow,
    // and Tab from the last card wraps to the dialog's Close button.
    await dialog.getByRole('button', { name: 'Continue Shopping' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('BUTTON:Previous');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('BUTTON:Next');
    await page.keyboard.press('Enter');
    await expect(region.getByText(`Showing 5 to 8 of ${names.length}`)).toBeAttached();
    const stops: string[] = [];
    for (let i = 0; i < 80 && !stops.includes('BUTTON:Close'); i++) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    expect(stops.at(-1)).toBe('BUTTON:Close');
    for (const name of names) expect(stops).toContain(`A:${name}`);

    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 768, height: 900 });
    await expect.poll(() => perView(region)).toBeCloseTo(4.55, 2);

    // Escape closes the dialog, returns focus to the button (its label is back after 5 s), and the carousel goes
    // with the dialog.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Add to Cart|Added To Cart)$/ }).first()).toBeFocused();
    await expect(page.locator('[data-placement="add_to_cart_page.rr1"]')).toHaveCount(0);
  });

  test('at 375 px the carousel shows 2.15 cards as a list to swipe, and axe finds nothing', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const dialog = await addToCart(page);
    const region = dialog.getByRole('region', { name: 'Frequently Bought Together' });
    await expect(region.getByRole('listitem').first()).toBeVisible();
    await expect(region.getByRole('button', { name: 'Next' })).toHaveCount(0);
    expect(await perView(region)).toBeCloseTo(2.15, 2);
    expect(await axeViolations(page)).toEqual([]);
  });
});
