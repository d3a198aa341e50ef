import { expect, test } from './support/test';
import { openHeaderPage } from './support/session';

test.use({ viewport: { width: 1280, height: 800 } });

test('the cart count follows a cart change made by another island on the page', async ({ page }) => {
  await openHeaderPage(page);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await page.getByRole('button', { name: 'Put one more in the cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Put one more in the cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/shopping-cart/');
});

test('the cart count follows a cart change made in another tab', async ({ page, context }) => {
  await openHeaderPage(page);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  const other = await context.newPage();
  await openHeaderPage(other);
  await other.getByRole('button', { name: 'Put one more in the cart' }).click();
  await other.getByRole('button', { name: 'Put one more in the cart' }).click();
  await other.getByRole('button', { name: 'Put one more in the cart' }).click();
  await expect(other.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
});
