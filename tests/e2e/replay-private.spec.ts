/**
 * The checkout is a private page for session replay: a capture that records on the home page is not recording on
 * the checkout, where the card is typed, and a capture never holds a card, gift-card or password value. The
 * recorder is the demo's stand-in (/static/replay/recorder.js), which captures typed values as a vendor's would,
 * inside the widgets' shadow roots too, and masks elements that match what it was told to mask.
 */
import { fillCart, SHIP } from './support/cart';
import { guestDelivery, openCheckout, payment } from './support/checkout';
import { expect, test, type Page } from './support/test';

interface Capture {
  recording: boolean;
  starts: number;
  stops: number;
  masked: string[];
  inputs: { target: string; value: string }[];
}
const capture = (page: Page) => page.evaluate(() => (window as unknown as { sessionReplayDemo?: Capture }).sessionReplayDemo ?? null);

const GIFT_CARD = '6006491111111111';
const PIN = '1234';
const CARD = '4111111111111111';

/** Replay on, performance consent given (the demo's consent manager keeps it), and a capture started on the home page. */
async function recordingOnHome(page: Page) {
  await page.request.post('/rest/__test/session', { data: { featureToggles: { fullStoryTrackingEnabled: true } } });
  await page.addInitScript(() => localStorage.setItem('demo-performance-consent', 'yes'));
  const replayChunk = page.waitForResponse((r) => /\/chunks\/SessionReplay-\w+\.js$/.test(r.url()));
  await page.goto('/');
  await replayChunk;
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect.poll(() => capture(page), { timeout: 10_000 }).toMatchObject({ recording: true, starts: 1, masked: ['[data-sw-private]'] });
}

test('a capture that records on the home page is not recording on the checkout page, whatever the shopper clicks and types there', async ({ page }) => {
  test.slow();
  await recordingOnHome(page);
  await fillCart(page, [SHIP]);
  const recorderAsked: string[] = [];
  page.on('request', (r) => r.url().includes('/static/replay/') && recorderAsked.push(r.url()));
  await openCheckout(page);
  await guestDelivery(page);
  const card = payment(page).getByRole('textbox', { name: 'Card Number' });
  await card.click();
  await card.pressSequentially(CARD);
  // The consent checks (1 s and 2 s) and the click have all happened: the recorder was never asked for.
  await expect.poll(() => page.evaluate(() => performance.now()), { timeout: 10_000 }).toBeGreaterThan(2500);
  expect(await capture(page)).toBeNull();
  expect(recorderAsked).toEqual([]);
});

test('a capture that is running stops when the page becomes the checkout (history navigation)', async ({ page }) => {
  await recordingOnHome(page);
  await page.evaluate(() => {
    history.pushState(null, '', '/checkout-page');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect.poll(() => capture(page)).toMatchObject({ recording: false, stops: 1 });
});

test('a capture holds no gift-card number, PIN or password the shopper types, only that something was typed', async ({ page }) => {
  test.slow();
  await recordingOnHome(page);
  const marker = page.locator('footer [data-widget="balance-check"]');
  await marker.scrollIntoViewIfNeeded();
  await expect(marker).toHaveAttribute('data-widget-state', 'ready');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Check Balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check Balance' });
  await dialog.getByRole('textbox', { name: 'Gift Card Number' }).pressSequentially(GIFT_CARD);
  await dialog.getByRole('textbox', { name: 'Authorization Number' }).pressSequentially(PIN);
  await page.keyboard.press('Escape');
  const account = page.getByRole('button', { name: 'Account', exact: true });
  await account.click();
  await page
    .locator(`[id="${await account.getAttribute('aria-controls')}"]`)
    .getByRole('button', { name: 'Sign In' })
    .click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByRole('textbox', { name: 'Email Address' }).fill('teacher@example.com');
  await signIn.getByLabel('Password', { exact: true }).pressSequentially('Classroom2026!');
  await expect.poll(async () => (await capture(page))?.inputs.length ?? 0).toBeGreaterThanOrEqual(GIFT_CARD.length + PIN.length + 13);
  const inputs = (await capture(page))!.inputs;
  // The email is no secret: captured as typed, so the recorder does see typing in the widgets.
  expect(inputs.map((i) => i.value)).toContain('teacher@example.com');
  const joined = inputs.map((i) => i.value).join(' ');
  for (const secret of [GIFT_CARD, PIN, '6006', 'Classroom']) expect(joined).not.toContain(secret);
  expect(inputs.filter((i) => i.value === '***').length).toBeGreaterThanOrEqual(GIFT_CARD.length + PIN.length + 13);
});
