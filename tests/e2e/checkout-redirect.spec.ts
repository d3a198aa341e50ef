import { expect, test, type Page } from './support/test';
import { fillCart, SHIP } from './support/cart';
import { checkoutAxe, confirmation, guestDelivery, openCheckout, payment, submitButton } from './support/checkout';

/**
 * Where the shopper lands after Submit Order when the answer's confirmation address (redirectURL) is hostile or
 * absolute (issue 27, item 4). The simulator's test control makes the next placed order's answer carry the
 * address a test chooses; the order is covered by gift cards, so no card is typed.
 */

/** Opens the checkout with a covered order and submits it; the answer will carry `redirectURL`. */
async function submitAnsweredWith(page: Page, redirectURL: string): Promise<void> {
  // A whole checkout (cart, contact, delivery, submit) on a shared machine: the triple budget, as checkout-payment's.
  test.slow();
  await fillCart(page, [SHIP]);
  expect((await page.request.post('/rest/__test/checkout', { data: { giftCards: [{ number: '6006492222222222', balance: 150 }] } })).ok()).toBe(true);
  await openCheckout(page, payment(page));
  await guestDelivery(page);
  expect((await page.request.post('/rest/__test/orders', { data: { redirectURL } })).ok()).toBe(true);
  await submitButton(page).click();
}

const placedOrders = async (page: Page) => ((await (await page.request.get('/rest/__test/orders')).json()) as { count: number; orders: { orderId: string }[] }).orders;

test('a confirmation address that normalises to another host (/.//evil.example/x) is not followed: the shopper stays on the store and sees the order confirmed', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  const offSite: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).hostname.includes('evil.example')) offSite.push(r.url());
  });
  await submitAnsweredWith(page, '/.//evil.example/x');

  const placed = page.getByRole('heading', { level: 2, name: 'Thank you for your order!' });
  await expect(placed).toBeVisible({ timeout: 15_000 });
  await expect(placed).toBeFocused();
  const [order] = await placedOrders(page);
  expect(order).toBeDefined();
  const island = page.locator('[data-widget="checkout"]');
  await expect(island.getByText(`Order number ${order!.orderId}`)).toBeVisible();
  await expect(island.getByText('We sent a confirmation to guest@example.com.')).toBeVisible();
  await expect(island.getByRole('list', { name: 'Items ordered' })).toContainText('Ready-to-Use Easel Paper - Green · Qty 1');
  await expect(island.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  // Not an error and nothing that invites a second order.
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The order left the cart: the header's cart count follows.
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(submitButton(page)).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/checkout-page');
  expect(offSite).toEqual([]);
  expect(errors.some((e) => e.includes('/.//evil.example/x') && e.includes('not a page of this site'))).toBe(true);
  expect(await checkoutAxe(page)).toEqual([]);
  expect(await placedOrders(page)).toHaveLength(1);
});

test('an off-origin confirmation address (https://evil.example/x) is not followed either', async ({ page, baseURL }) => {
  await submitAnsweredWith(page, 'https://evil.example/x');
  await expect(page.getByRole('heading', { level: 2, name: 'Thank you for your order!' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(`${baseURL}/checkout-page`);
});

test('an absolute confirmation address on the store origin is followed to the confirmation page', async ({ page, baseURL }) => {
  await submitAnsweredWith(page, `${baseURL}/order-confirmation?orderId={orderId}`);
  await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
  const [order] = await placedOrders(page);
  await expect(page).toHaveURL(`${baseURL}/order-confirmation?orderId=${order!.orderId}`);
  await expect(page.getByRole('heading', { name: `Order number ${order!.orderId}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('guest@example.com');
});
