/**
 * The session timer on the wall clock (issue 12) and the automatic renewal and showSessionExpireModal rules
 * (storefront spec section 4), driven with Playwright's clock: no real waiting.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test';

interface Timing {
  firstSessionResetTime: number;
  maxSessionExpiryTime: number;
  sessionExpiryAlertTime: number;
}
async function setSession(request: APIRequestContext, data: { timing: Timing; storeConfig?: Record<string, boolean> }) {
  const r = await request.post('/rest/__test/session', { data });
  expect(r.ok()).toBe(true);
  return (await r.json()) as { id: string };
}
const serverSession = async (request: APIRequestContext) => (await (await request.get('/rest/__test/session')).json()) as { id: string; renewals: number };

/** Loads the timer page on a fake clock, then stops time: from here on only the test moves it. */
async function openPaused(page: Page): Promise<number> {
  await page.clock.install();
  await page.goto('/__test/session-timer');
  await expect(page.getByText(/Session: signed/)).toBeVisible();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
  return now + 500;
}

/** What a browser does to a background tab: visibilityState flips and a visibilitychange fires. */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

test('a hidden tab shown again after the deadline expires at once and shows the expired state', async ({ page }) => {
  const before = await setSession(page.request, { timing: { firstSessionResetTime: 60, maxSessionExpiryTime: 120, sessionExpiryAlertTime: 60 } });
  const t = await openPaused(page);
  await setVisibility(page, 'hidden');
  // In the background no timer fires (the clock is paused) while the wall clock passes the 180 s deadline.
  await page.clock.setSystemTime(t + 200_000);
  await expect(page.getByRole('alertdialog', { name: 'Session Expiry' })).toHaveCount(0);
  await setVisibility(page, 'visible');
  // No tick has run: becoming visible alone expires the session and goes home.
  await page.waitForURL((u) => u.pathname === '/');
  await page.clock.resume();
  const expired = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(expired).toBeVisible();
  await expect(expired).toContainText('Due to inactivity, your session has expired');
  expect((await serverSession(page.request)).id).not.toBe(before.id);
});

test('a hidden tab shown again before the deadline shows the countdown of the wall clock, not of its ticks', async ({ page }) => {
  await setSession(page.request, { timing: { firstSessionResetTime: 60, maxSessionExpiryTime: 120, sessionExpiryAlertTime: 60 } });
  const t = await openPaused(page);
  await setVisibility(page, 'hidden');
  await page.clock.setSystemTime(t + 150_000);
  await setVisibility(page, 'visible');
  const dialog = page.getByRole('alertdialog', { name: 'Session Expiry' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Time remaining/)).toHaveText(/Time remaining: 0:(30|29)/);
});

test('with showSessionExpireModal false an idle page still renews (also 2 s before the maximum expiry) and still expires, with no dialog', async ({ page }) => {
  const before = await setSession(page.request, {
    timing: { firstSessionResetTime: 10, maxSessionExpiryTime: 30, sessionExpiryAlertTime: 20 },
    storeConfig: { showSessionExpireModal: false },
  });
  await openPaused(page);
  await page.clock.runFor(10_000);
  await expect.poll(async () => (await serverSession(page.request)).renewals).toBe(1);
  await page.clock.runFor(17_000); // 27 s idle: not yet
  expect((await serverSession(page.request)).renewals).toBe(1);
  await page.clock.runFor(1_000); // 28 s = maxSessionExpiryTime - 2 s
  await expect.poll(async () => (await serverSession(page.request)).renewals).toBe(2);
  await page.clock.runFor(5_000); // 33 s: the countdown runs, hidden
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(page.url()).toMatch(/\/__test\/session-timer$/);
  await page.clock.runFor(20_000); // past 30 + 20 s: invalidated, home
  await page.waitForURL((u) => u.pathname === '/');
  await page.clock.resume();
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toBeVisible();
  const after = await serverSession(page.request);
  expect(after.id).not.toBe(before.id);
});
