import { expect, test, type Page } from './support/test';
import { fillCart, SHIP } from './support/cart';
import { contact, itemList, openCheckout } from './support/checkout';

/**
 * The session timer on the checkout page (storefront spec section 6, session timer): the warning, Continue, and
 * the expiry. At 0 the session is invalidated and the shopper goes home with the expired message. A guest's
 * order went with the session, and so does the draft of it on this device; a signed-in shopper's order is the
 * profile's, kept by the server, and the draft of it stays for when they sign back in.
 */

const DRAFT_KEY = 'sw:checkout:draft';

/** Seconds-scale session timing for this browser's session, before the page loads. */
async function timing(page: Page, t: { maxSessionExpiryTime: number; sessionExpiryAlertTime: number }, signIn?: Record<string, string>) {
  const r = await page.request.post('/rest/__test/session', { data: { timing: { firstSessionResetTime: 60, ...t }, ...(signIn ? { signIn } : {}) } });
  expect(r.ok()).toBe(true);
}

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Session Expiry' });
const instructions = (page: Page) => page.getByRole('textbox', { name: 'Order Instructions (optional)' });

test('the warning shows over the checkout; Continue keeps the session and everything typed', async ({ page }) => {
  await fillCart(page, [SHIP]);
  await timing(page, { maxSessionExpiryTime: 2, sessionExpiryAlertTime: 60 });
  await openCheckout(page);
  await contact(page).getByRole('textbox', { name: 'Email Address' }).fill('stay@example.com');
  await expect(warning(page)).toBeVisible({ timeout: 10_000 });
  await expect(warning(page).getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(warning(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout-page$/);
  await expect(contact(page).getByRole('textbox', { name: 'Email Address' })).toHaveValue('stay@example.com');
});

test("a guest's session expires at checkout: home with the expired message; the draft and the order went with the session", async ({ page }) => {
  test.slow();
  await fillCart(page, [SHIP]);
  await timing(page, { maxSessionExpiryTime: 2, sessionExpiryAlertTime: 2 });
  await openCheckout(page);
  await contact(page).getByRole('textbox', { name: 'Email Address' }).fill('gone@example.com');
  await expect.poll(() => page.evaluate((k) => sessionStorage.getItem(k), DRAFT_KEY)).toContain('gone@example.com');
  await expect(warning(page)).toBeVisible({ timeout: 10_000 });
  await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
  // The guest's expired message says the checkout information was removed (the spec shows no wording for it).
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toContainText(/checkout information has been removed/);
  expect(await page.evaluate((k) => sessionStorage.getItem(k), DRAFT_KEY)).toBeNull();
  // The new session has no order: the checkout sends the shopper to the cart.
  await page.goto('/checkout-page');
  await expect(page).toHaveURL(/\/shopping-cart\/$/, { timeout: 15_000 });
});

test("a signed-in shopper's session expires at checkout: home as a guest; signed in again, the order and what was typed are back", async ({ page }) => {
  test.slow();
  const who = { id: `pr-expiry-${test.info().workerIndex}-${Date.now()}`, email: 'terry@example.com', firstName: 'Terry', lastName: 'Teacher' };
  await fillCart(page, [SHIP]);
  await timing(page, { maxSessionExpiryTime: 2, sessionExpiryAlertTime: 2 }, who);
  await openCheckout(page);
  await instructions(page).fill('Ring the office bell');
  await expect.poll(() => page.evaluate((k) => sessionStorage.getItem(k), DRAFT_KEY)).toContain('Ring the office bell');
  await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toContainText('Due to inactivity, your session has expired.');
  expect((await (await page.request.get('/rest/__test/session')).json()).loginStatus).toBe('guest');
  // Back in (a longer session this time): the profile's order and the draft of it.
  await page.request.post('/rest/__test/session', { data: { timing: { firstSessionResetTime: 60, maxSessionExpiryTime: 600, sessionExpiryAlertTime: 60 }, signIn: who } });
  await openCheckout(page);
  await expect(itemList(page).getByRole('listitem')).toHaveCount(1);
  await expect(instructions(page)).toHaveValue('Ring the office bell');
});

test('tokens the server refuses to refresh are dropped, and the checkout reads the order again as the server now sees it', async ({ page }) => {
  test.slow();
  await fillCart(page, [SHIP]);
  // Signed in as the login call leaves a tab: the cookie session, and the tokens in this tab's sessionStorage.
  const { tokens } = (await (
    await page.request.post('/rest/__test/session', { data: { signIn: { id: 'pr100001', email: 'teacher@example.com', firstName: 'Maria', lastName: 'Lopez' } } })
  ).json()) as { tokens: { access_token: string; refresh_token: string } };
  await page.addInitScript(
    ([access, refresh]) => sessionStorage.setItem('sw:tokens', JSON.stringify({ accessToken: access, refreshToken: refresh, expiresAt: Date.now() + 3_600_000 })),
    [tokens.access_token, tokens.refresh_token],
  );
  await openCheckout(page);
  // The server will refuse the refresh; then the access token runs out, so the next call's 401 (a poll of the
  // header's, or the save below) cannot be recovered.
  await page.request.post('/rest/__test/faults', { data: { path: '/rest/model/ll/commerce/oauth/TokenActor/refreshToken', status: 401, times: 1 } });
  const reread = page.waitForRequest((r) => r.url().includes('/checkoutDetails') && !r.headers()['authorization']);
  await page.request.post('/rest/__test/session', { data: { expireAccessToken: true } });
  await contact(page).getByRole('button', { name: 'Save & Continue' }).click();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('sw:tokens'))).toBeNull();
  await reread;
  await expect(itemList(page).getByRole('listitem')).toHaveCount(1);
});
