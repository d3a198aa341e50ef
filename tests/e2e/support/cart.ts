/** Carts in the browser tests: seeded through the simulator's test cart endpoint (same context: the session cookie applies). */
import { expect, type Page } from '@playwright/test';

/** Ready-to-Use Easel Paper - Green, $27.99 (GSA $24.63), shipped. */
export const SHIP = { catalogRefId: 'S1002', quantity: 1 };

/** Replaces this browser's cart with `lines`. */
export async function fillCart(page: Page, lines: object[]): Promise<void> {
  expect((await page.request.post('/rest/__test/cart', { data: { lines } })).ok()).toBe(true);
}

const CART_SUMMARY = '/rest/model/atg/commerce/order/purchase/CartModifierActor/cartSummary';

/** The server's count of the session's cart items (what the cart summary says). */
export async function serverItemCount(page: Page): Promise<number> {
  const cart = (await (await page.request.get(CART_SUMMARY)).json()) as { cartSummary: { itemCount: number } };
  return cart.cartSummary.itemCount;
}

/** In the open store finder dialog: searches around `zip` and makes the first store found the shopper's. */
export async function chooseStoreNear(page: Page, zip: string): Promise<void> {
  const finder = page.getByRole('dialog', { name: 'Find Another Store' });
  await expect(finder).toBeVisible();
  await finder.getByRole('textbox', { name: 'Zip Code' }).fill(zip);
  await finder.getByRole('button', { name: 'Search' }).click();
  await finder
    .getByRole('button', { name: /Make Your Store/ })
    .first()
    .click();
}
