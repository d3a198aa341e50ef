import { axeViolations } from './support/axe';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { pauseClock } from './support/clock';

/** Seconds-scale timing for this browser's session (set before the page loads). */
async function timing(request: APIRequestContext, t: { firstSessionResetTime: number; maxSessionExpiryTime: number; sessionExpiryAlertTime: number }, signIn = false) {
  const r = await request.post('/rest/__test/session', { data: { timing: t, ...(signIn ? { signIn: { firstName: 'Terry' } } : {}) } });
  expect(r.ok()).toBe(true);
  return r.json();
}
const serverSession = async (request: APIRequestContext) => (await request.get('/rest/__test/session')).json();
const ready = (page: Page) => expect(page.getByText(/Session: signed/)).toBeVisible();

test('renews the session silently after firstSessionResetTime of idleness (seen at the server)', async ({ page }) => {
  await timing(page.request, { firstSessionResetTime: 1, maxSessionExpiryTime: 60, sessionExpiryAlertTime: 5 });
  await page.goto('/__test/session-timer');
  await ready(page);
  await expect.poll(async () => (await serverSession(page.request)).renewals, { timeout: 6000 }).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('warns with a live countdown after maxSessionExpiryTime; Continue renews and closes it', async ({ page }) => {
  await timing(page.request, { firstSessionResetTime: 30, maxSessionExpiryTime: 2, sessionExpiryAlertTime: 30 });
  await page.goto('/__test/session-timer');
  await ready(page);
  const dialog = page.getByRole('alertdialog', { name: 'Session Expiry' });
  await expect(dialog).toBeVisible({ timeout: 6000 });
  await expect(dialog).toContainText('Please click continue');
  const first = await dialog.getByText(/Time remaining: \d:\d\d/).textContent();
  await expect(dialog.getByText(/Time remaining: \d:\d\d/)).not.toHaveText(first!, { timeout: 3000 });
  // A polite status announced the countdown on opening (not every second).
  await expect(dialog.getByRole('status')).toHaveText('Your session will expire in 30 seconds.');
  expect(await axeViolations(page)).toEqual([]);
  const before = (await serverSession(page.request)).renewals;
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  // Continue renews the session; then, with a maxSessionExpiryTime of 2 s, the timer renews it once more at once
  // (it auto-renews 2 s before maxSessionExpiryTime of idleness). Counting only the first raced that second one.
  await expect.poll(async () => (await serverSession(page.request)).renewals).toBe(before + 2);
});

test('at 0 invalidates the session and ends on / with the expired message (signed-in user)', async ({ page }) => {
  const before = await timing(page.request, { firstSessionResetTime: 30, maxSessionExpiryTime: 1, sessionExpiryAlertTime: 3 }, true);
  expect(before.loginStatus).toBe('loggedIn');
  await page.goto('/__test/session-timer');
  await expect(page.getByText('Session: signed in (loggedIn)')).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Session Expiry' })).toBeVisible({ timeout: 5000 });
  await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
  const expired = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(expired).toBeVisible();
  await expect(expired).toContainText('Due to inactivity, your session has expired.');
  expect(await axeViolations(page, '[data-widget="session-timer"]')).toEqual([]);
  const after = await serverSession(page.request);
  expect(after.id).not.toBe(before.id);
  expect(after.loginStatus).toBe('guest');
  await expired.getByRole('button', { name: 'Continue' }).click();
  await expect(expired).toHaveCount(0);
  // Shown once: a reload does not show it again.
  await page.reload();
  // The island reads the stored message in its first (synchronous) render: once it is ready, it has decided.
  await expect(page.locator('[data-widget="session-timer"]').first()).toHaveAttribute('data-widget-state', 'ready');
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toHaveCount(0);
});

test('activity in a second tab of the same session keeps the first alive', async ({ context, page }) => {
  await timing(page.request, { firstSessionResetTime: 30, maxSessionExpiryTime: 3, sessionExpiryAlertTime: 30 });
  // One clock for both tabs (it belongs to the browser context), moved by the test.
  await context.clock.install();
  await pauseClock(page, context.clock);
  await page.goto('/__test/session-timer');
  await ready(page);
  const second = await context.newPage();
  await second.goto('/__test/session-timer');
  await expect(second.getByText(/Session: signed/)).toBeVisible();
  // Keep using the second tab for 6 s, twice the idle limit.
  for (let i = 0; i < 12; i++) {
    await second.mouse.move(10 + i * 5, 10 + i * 3);
    await second.keyboard.press('Shift');
    await context.clock.runFor(500);
  }
  await expect(page.getByRole('alertdialog', { name: 'Session Expiry' })).toHaveCount(0);
  // Left alone, the first tab does warn: the check above was not vacuous.
  await context.clock.runFor(6000);
  await expect(page.getByRole('alertdialog', { name: 'Session Expiry' })).toBeVisible();
});

test('for a guest, expiry removes the checkout information and says so on /', async ({ page }) => {
  await timing(page.request, { firstSessionResetTime: 30, maxSessionExpiryTime: 1, sessionExpiryAlertTime: 3 });
  await page.goto('/__test/session-timer');
  await expect(page.getByText('Session: signed out (guest)')).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem('sw:checkout:shipping', '{"firstName":"Pat"}'));
  await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
  const expired = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(expired).toContainText('your checkout information has been removed');
  expect(await page.evaluate(() => sessionStorage.getItem('sw:checkout:shipping'))).toBeNull();
  await page.keyboard.press('Escape');
  await expect(expired).toHaveCount(0);
});
