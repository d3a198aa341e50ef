// The product page's reviews (storefront spec sections 2, 7 and 9: reviews and rating, paging that jumps to the
// reviews anchor, 'Be the first!' to /product-review/{productId} when the rating is zero, one decimal), by role,
// against the demo site's seeded reviews: P1031 (/p/S1031/) has 28 (3 pages of 10), P1001 (/p/S1001/) none.
import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/axe';

const PATH = '/rest/model/ll/commerce/reviews/ReviewsActor/productReviews';
const marker = (page: Page) => page.locator('[data-widget="reviews"]');

/** The product page with its reviews widget up (it loads as it nears the viewport). */
async function reviewsOf(page: Page, url: string) {
  await page.goto(url);
  await marker(page).scrollIntoViewIfNeeded();
  await expect(marker(page)).toHaveAttribute('data-widget-state', 'ready');
  const region = page.getByRole('region', { name: 'Customer Reviews' });
  await expect(region).toBeVisible();
  return region;
}

const titles = (page: Page) => marker(page).getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents();

for (const [width, height] of [
  [1280, 900],
  [375, 800],
] as const) {
  test(`at ${width} px: the rating with one decimal, the count, the first page of reviews; axe finds nothing`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const region = await reviewsOf(page, '/p/S1031/');
    await expect(region.getByText('Rated 3.5 out of 5 stars')).toBeAttached();
    await expect(region.getByText('28 reviews')).toBeVisible();
    await expect(region.getByRole('listitem')).toHaveCount(10);
    await expect(region.getByRole('navigation', { name: 'Review pages' })).toContainText('Page 1 of 3');
    await expect(region.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(region.getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/product-review/P1031');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("keyboard only through the pages: each move takes focus and scroll to the reviews' heading", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const region = await reviewsOf(page, '/p/S1031/');
  const heading = region.getByRole('heading', { name: 'Customer Reviews', level: 2 });
  const firstPage = await titles(page);
  await heading.focus();
  // Previous is off on page 1: Tab reaches Next.
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'Next page' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(region.getByRole('navigation', { name: 'Review pages' })).toContainText('Page 2 of 3');
  await expect(region.getByRole('status')).toHaveText('Showing reviews 11 to 20 of 28');
  const secondPage = await titles(page);
  expect(secondPage).toHaveLength(10);
  // On to the last page: Previous, then Next.
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'Previous page' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(heading).toBeFocused();
  await expect(region.getByRole('status')).toHaveText('Showing reviews 21 to 28 of 28');
  await expect(region.getByRole('listitem')).toHaveCount(8);
  await expect(region.getByRole('button', { name: 'Next page' })).toBeDisabled();
  // And back with Space from Previous: page 2 again, the same reviews as before.
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'Previous page' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(heading).toBeFocused();
  await expect(region.getByRole('status')).toHaveText('Showing reviews 11 to 20 of 28');
  expect(await titles(page)).toEqual(secondPage);
  expect(firstPage).toHaveLength(10);
});

test("a product without a rating offers 'Be the first!', which opens its review page", async ({ page }) => {
  const region = await reviewsOf(page, '/p/S1001/');
  await expect(region.getByText('No reviews yet.')).toBeVisible();
  await expect(region.getByRole('listitem')).toHaveCount(0);
  await expect(region.getByRole('navigation')).toHaveCount(0);
  const first = region.getByRole('link', { name: 'Be the first!' });
  await expect(first).toHaveAttribute('href', '/product-review/P1001');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product-review\/P1001\/?$/);
  await expect(page.getByRole('heading', { name: 'Write a Review', level: 1 })).toBeVisible();
});

test('a failed load says so; Try Again loads the reviews', async ({ page }) => {
  // Before the page: the fault is scoped to the session, and this request makes the one the page's calls then use.
  expect((await page.request.post('/rest/__test/faults', { data: { path: PATH, status: 500, times: 1 } })).ok()).toBe(true);
  const region = await reviewsOf(page, '/p/S1031/');
  await expect(region.getByRole('alert')).toHaveText(/The reviews could not be loaded\. Please try again\./);
  await region.getByRole('button', { name: 'Try Again' }).click();
  await expect(region.getByRole('listitem')).toHaveCount(10);
  await expect(region.getByRole('alert')).toHaveCount(0);
});

for (const [width, height] of [
  [375, 800],
  [1280, 600],
] as const) {
  test(`at ${width} px the page's own reviews take the widget's room: the switch keeps the box's height`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/p/S1031/');
    // Below the fold, the widget has not loaded yet: the page's fallback shows.
    await expect(page.getByText('Page 1 of 3')).toBeAttached();
    await expect(marker(page)).not.toHaveAttribute('data-widget-state', 'ready');
    const before = (await marker(page).boundingBox())!.height;
    await reviewsOf(page, '/p/S1031/#reviews');
    const after = (await marker(page).boundingBox())!.height;
    expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
  });
}
