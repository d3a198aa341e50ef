// Storefront spec section 5 patterns: "gift card number 16 digits, auth 1-4 digits". A short auth # is
// sent to the store (which judges it), never stopped in the browser.
import { expect, test } from './support/test';

const BALANCE_PATH = '/rest/model/atg/commerce/order/purchase/GiftCardActor/loadGiftCardBalance';

test('an auth # of 1 to 3 digits is checked by the store, not refused by a 4-digit rule', async ({ page }) => {
  await page.goto('/');
  const marker = page.locator('footer [data-widget="balance-check"]');
  await marker.scrollIntoViewIfNeeded();
  await expect(marker).toHaveAttribute('data-widget-state', 'ready');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Check Balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check Balance' });
  const auth = dialog.getByRole('textbox', { name: 'Authorization Number' });
  // A number no other test uses: the store counts wrong PINs per card number whatever the session, and the demo
  // server is shared by the whole run.
  await dialog.getByRole('textbox', { name: 'Gift Card Number' }).fill('6006493333333301');
  for (const short of ['1', '12', '123']) {
    await auth.fill(short);
    const sent = page.waitForRequest((r) => r.url().endsWith(BALANCE_PATH) && r.method() === 'POST');
    await auth.press('Enter');
    expect((await sent).postData()).toContain(`"authorizationId":"${short}"`);
    await expect(dialog.getByRole('alert')).toHaveText(/not valid/);
  }
});
