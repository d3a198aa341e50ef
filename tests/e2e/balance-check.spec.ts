import { axeViolations, axeResults } from './support/axe';
import { expect, test, type Page } from './support/test';

const CARD = '6006491111111111';
/** A card number only the wrong-PIN tests use (the store counts wrong PINs per number, across sessions). */
const WRONG_PIN_CARD = '6006493333333302';
const BALANCE_PATH = '/rest/model/atg/commerce/order/purchase/GiftCardActor/loadGiftCardBalance';

/** The footer's Check Balance trigger on the demo home page (loaded when visible). */
async function footerTrigger(page: Page) {
  await page.goto('/');
  const marker = page.locator('footer [data-widget="balance-check"]');
  await marker.scrollIntoViewIfNeeded();
  await expect(marker).toHaveAttribute('data-widget-state', 'ready');
  return page.getByRole('contentinfo').getByRole('button', { name: 'Check Balance' });
}

async function openFromFooter(page: Page) {
  const trigger = await footerTrigger(page);
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Check Balance' });
  await expect(dialog).toBeVisible();
  return {
    trigger,
    dialog,
    number: dialog.getByRole('textbox', { name: 'Gift Card Number' }),
    auth: dialog.getByRole('textbox', { name: 'Authorization Number' }),
    submit: dialog.getByRole('button', { name: 'Check Balance' }),
  };
}

test.describe('balance-check widget', () => {
  test('the fixture card 6006491111111111 / 1234 shows $25.00; Enter submits', async ({ page }) => {
    const { dialog, number, auth } = await openFromFooter(page);
    await expect(number).toBeFocused();
    await page.keyboard.type(CARD);
    await page.keyboard.press('Tab');
    await expect(auth).toBeFocused();
    await page.keyboard.type('1234');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText('Your gift card balance is $25.00');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('the e-gift fixture card shows $150.00 (clicking the button)', async ({ page }) => {
    const { dialog, number, auth, submit } = await openFromFooter(page);
    await number.fill('6006492222222222');
    await auth.fill('5678');
    await submit.click();
    await expect(dialog.getByRole('status')).toHaveText('Your gift card balance is $150.00');
  });

  test('a wrong auth number shows the invalid message at the top with both fields marked', async ({ page }) => {
    const { dialog, number, auth } = await openFromFooter(page);
    // A number of its own: wrong PINs are counted per card number across sessions, on a server the run shares.
    await number.fill(WRONG_PIN_CARD);
    await auth.fill('9999');
    await auth.press('Enter');
    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveText(/gift card number or authorization number you entered is not valid/);
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(auth).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(/not valid/);
    // At the top of the dialog: above the fields.
    const [alertBox, numberBox] = [await alert.boundingBox(), await number.boundingBox()];
    expect(alertBox!.y + alertBox!.height).toBeLessThanOrEqual(numberBox!.y);
    await expect(dialog.getByRole('status')).toHaveText('');
  });

  test('empty fields show both spec messages and send nothing', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    const { dialog, number, auth, submit } = await openFromFooter(page);
    await submit.click();
    await expect(dialog.getByText('Please enter gift card #.')).toBeVisible();
    await expect(dialog.getByText('Please enter the auth #.')).toBeVisible();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(auth).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(/Please enter gift card #\./);
    await expect(number).toBeFocused();
    expect(requests).not.toContain(BALANCE_PATH);
  });

  test('a number pasted with spaces or dashes keeps its digits; letters never get in', async ({ page }) => {
    const { number, auth } = await openFromFooter(page);
    await number.focus();
    await page.keyboard.insertText('6006 4911-1111 1111');
    await expect(number).toHaveValue(CARD);
    await page.keyboard.type('77');
    await expect(number).toHaveValue(CARD);
    await auth.focus();
    await page.keyboard.type('a1-2b34');
    await expect(auth).toHaveValue('1234');
  });

  test('Need Help shows both instruction images, loaded, with text alternatives', async ({ page }) => {
    const { dialog } = await openFromFooter(page);
    const help = dialog.getByRole('button', { name: 'Need Help?' });
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await help.click();
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    const classic = dialog.getByRole('img', { name: /classic gift card/i });
    const egift = dialog.getByRole('img', { name: /e-gift card/i });
    await expect(classic).toBeVisible();
    await expect(egift).toBeVisible();
    for (const img of [classic, egift]) {
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
      expect(await img.getAttribute('src')).toMatch(/\/widgets\/assets\/need-help-(classic|egift)-[A-Z0-9]+\.svg$/);
    }
    await expect(dialog.getByText('Classic gift card', { exact: true })).toBeVisible();
    await expect(dialog.getByText('E-gift card', { exact: true })).toBeVisible();
    await help.click();
    await expect(classic).toBeHidden();
  });

  test('focus returns to the trigger on close (Escape and the close button); reopening starts clean', async ({ page }) => {
    const { trigger, dialog, number, auth } = await openFromFooter(page);
    await number.fill(CARD);
    await auth.fill('1234');
    await auth.press('Enter');
    await expect(dialog.getByRole('status')).toContainText('$25.00');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(number).toHaveValue('');
    await expect(auth).toHaveValue('');
    await expect(dialog.getByRole('status')).toHaveText('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('axe finds no violation in the widget with the dialog open, with Need Help and an invalid answer shown', async ({ page }) => {
    const { dialog, number, auth } = await openFromFooter(page);
    // The demo page around it is the legacy store's (its own findings are not this widget's): check the island.
    const axe = () => axeResults(page, 'footer [data-widget="balance-check"]');
    const first = await axe();
    expect(first.violations).toEqual([]);
    // The check reached into the dialog (inside the island's shadow root).
    expect(first.passes.find((r) => r.id === 'label')?.nodes.length).toBe(2);
    await dialog.getByRole('button', { name: 'Need Help?' }).click();
    await number.fill(WRONG_PIN_CARD);
    await auth.fill('0000');
    await auth.press('Enter');
    await expect(dialog.getByRole('alert')).toBeVisible();
    const second = await axe();
    expect(second.violations).toEqual([]);
    expect(second.passes.find((r) => r.id === 'image-alt')?.nodes.length).toBe(2);
  });

  test('axe finds no violation on a whole page with the dialog open', async ({ page }) => {
    await page.goto('/__test/balance-check');
    await expect(page.locator('#balance')).toHaveAttribute('data-widget-state', 'ready');
    await page.getByRole('button', { name: 'Check gift card balance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check Balance' });
    await dialog.getByRole('button', { name: 'Check Balance' }).click();
    await expect(dialog.getByText('Please enter gift card #.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a server error and a timeout give a clear message, keep the numbers, and a retry succeeds', async ({ page }) => {
    await page.goto('/__test/balance-check');
    await expect(page.locator('#balance')).toHaveAttribute('data-widget-state', 'ready');
    await page.getByRole('button', { name: 'Check gift card balance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check Balance' });
    const number = dialog.getByRole('textbox', { name: 'Gift Card Number' });
    const auth = dialog.getByRole('textbox', { name: 'Authorization Number' });
    await number.fill(CARD);
    await auth.fill('1234');

    await page.request.post('/rest/__test/faults', { data: { path: BALANCE_PATH, status: 500, times: 1 } });
    await auth.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('We could not check your balance right now. Please try again.');
    await expect(number).toHaveValue(CARD);
    await expect(auth).toHaveValue('1234');
    await expect(number).not.toHaveAttribute('aria-invalid', 'true');

    // The page sets timeoutMs 2000; the server takes 4 s.
    await page.request.post('/rest/__test/faults', { data: { path: BALANCE_PATH, delayMs: 4000, times: 1 } });
    await auth.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Check Balance' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('alert')).toHaveText('Checking your balance took too long. Please try again.', { timeout: 6000 });
    await expect(number).toHaveValue(CARD);

    await auth.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText('Your gift card balance is $25.00');
  });

  test('after five wrong tries the session is stopped with a clear message', async ({ page }) => {
    const { dialog, number, auth } = await openFromFooter(page);
    // A number no other test uses: the store also locks a card number itself, whichever session guesses at it,
    // and the demo server is shared by every test of the run.
    await number.fill(`600649${String(Date.now()).slice(-10)}`);
    for (let i = 1; i <= 5; i++) {
      await auth.fill(`900${i}`);
      await auth.press('Enter');
      if (i < 5) await expect(dialog.getByRole('alert')).toHaveText(/not valid/);
    }
    await expect(dialog.getByRole('alert')).toHaveText(/too many incorrect tries.*try again in 15 minutes/i);
    await auth.fill('1234');
    await auth.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(/too many incorrect tries/i);
    await expect(dialog.getByRole('status')).toHaveText('');
  });

  test('StorefrontWidgets.open answers with the marker on the page; focus returns to what opened it', async ({ page }) => {
    await page.goto('/__test/balance-check');
    await expect(page.locator('#balance')).toHaveAttribute('data-widget-state', 'ready');
    const host = page.getByRole('button', { name: 'See what is left on a gift card' });
    await host.click();
    const dialog = page.getByRole('dialog', { name: 'Check Balance' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(await page.locator('[data-sw-opened]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(host).toBeFocused();
  });

  test('StorefrontWidgets.open called by script with nothing focused returns focus to the trigger on close', async ({ page }) => {
    const trigger = await footerTrigger(page);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.evaluate(() => (window as unknown as { StorefrontWidgets: { open(n: string): unknown } }).StorefrontWidgets.open('balance-check'));
    const dialog = page.getByRole('dialog', { name: 'Check Balance' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Gift Card Number' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('StorefrontWidgets.open works on a page without a marker, and the opened island goes away on close', async ({ page }) => {
    await page.goto('/__test/balance-check-open');
    await page.waitForFunction(() => 'StorefrontWidgets' in window);
    const host = page.getByRole('button', { name: 'Check a gift card balance' });
    await host.click();
    const dialog = page.getByRole('dialog', { name: 'Check Balance' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check Balance' })).toHaveCount(1); // no stray trigger, only the submit button
    await dialog.getByRole('textbox', { name: 'Gift Card Number' }).fill(CARD);
    await dialog.getByRole('textbox', { name: 'Authorization Number' }).fill('1234');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText('Your gift card balance is $25.00');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(host).toBeFocused();
    await expect(page.locator('[data-sw-opened]')).toHaveCount(0);
  });

  test('the numbers never reach a URL, storage, cookies, the console or analytics', async ({ page }) => {
    const seen: string[] = [];
    page.on('console', (m) => seen.push(m.text()));
    page.on('request', (r) => seen.push(r.url()));
    const { dialog, number, auth } = await openFromFooter(page);
    await number.fill(CARD);
    await auth.fill('1234');
    await auth.press('Enter');
    await expect(dialog.getByRole('status')).toContainText('$25.00');
    await auth.fill('4321');
    await auth.press('Enter');
    await expect(dialog.getByRole('alert')).toBeVisible();
    seen.push(await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie, (window as unknown as { dataLayer?: unknown }).dataLayer ?? null])));
    const all = seen.join('\n');
    expect(all).not.toContain(CARD);
    expect(all).not.toMatch(/\b(1234|4321)\b/);
    await expect(number).toHaveAttribute('autocomplete', 'off');
  });
});
