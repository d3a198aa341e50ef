// Share a product by email (storefront spec sections 5 Sharing an item, 7 Send product email) from the demo
// product page, by role. The spec gives no wording for sharing: the messages asserted here are the widget's own.
import { axeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';
import { signInAs } from './support/session';

const PRODUCT = '/p/S1002/';

async function openShare(page: Page) {
  await page.goto(PRODUCT);
  // The marker loads when it nears the viewport (its default): on a phone it sits below the fold.
  await page.locator('[data-widget="share-product"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-widget="share-product"]')).toHaveAttribute('data-widget-state', 'ready');
  const trigger = page.getByRole('button', { name: 'Share by Email' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Share This Product' });
  await expect(dialog).toBeVisible();
  const box = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  return {
    trigger,
    dialog,
    fromName: box('Your Name'),
    fromEmail: box('Your Email'),
    toName: box('Recipient Name'),
    toEmail: box('Recipient Email'),
    message: box('Personal Message (optional)'),
    send: dialog.getByRole('button', { name: 'Send Email' }),
    add: dialog.getByRole('button', { name: 'Add Another Recipient' }),
  };
}

/** The sends the simulator recorded for this browser's session. */
const recorded = async (page: Page) =>
  (
    (await (await page.request.get('/rest/__test/product-emails')).json()) as {
      emails: { productId: string; productName: string; productUrl: string; nameFrom: string; emailFrom: string; namesTo: string[]; emailsTo: string[]; personalMessage: string }[];
    }
  ).emails;

test.describe('share-product widget', () => {
  test('an empty form names every missing field, focuses the first and sends nothing', async ({ page }) => {
    const f = await openShare(page);
    await expect(f.fromName).toBeFocused();
    await f.send.click();
    await expect(f.fromName).toHaveAccessibleDescription('Please enter your name.');
    await expect(f.fromEmail).toHaveAccessibleDescription('Please enter an email address.');
    await expect(f.toName).toHaveAccessibleDescription("Please enter the recipient's name.");
    await expect(f.toEmail).toHaveAccessibleDescription("Please enter the recipient's email address.");
    await expect(f.fromName).toBeFocused();
    await f.fromName.fill('Maria');
    await expect(f.fromName).not.toHaveAttribute('aria-invalid', 'true');
    expect(await recorded(page)).toEqual([]);
  });

  test('a bad email is refused with its message; nothing is sent', async ({ page }) => {
    const f = await openShare(page);
    await f.fromName.fill('Maria Lopez');
    await f.fromEmail.fill('maria@example');
    await f.toName.fill('Sam');
    await f.toEmail.fill('sam example.org');
    await f.send.click();
    await expect(f.fromEmail).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(f.toEmail).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(f.fromEmail).toBeFocused();
    await expect(f.fromName).not.toHaveAttribute('aria-invalid', 'true');
    expect(await recorded(page)).toEqual([]);
  });

  test('sends to two recipients with a message; the simulator counts one send; focus returns to the button', async ({ page }) => {
    const f = await openShare(page);
    await f.fromName.fill('Maria Lopez');
    await f.fromEmail.fill('maria@example.com');
    await f.toName.fill('Sam');
    await f.toEmail.fill('sam@example.org');
    await f.add.click();
    await f.dialog.getByRole('textbox', { name: 'Recipient 2 Name' }).fill('Lee');
    await f.dialog.getByRole('textbox', { name: 'Recipient 2 Email' }).fill('lee@example.org');
    await f.dialog.getByRole('textbox', { name: 'Personal Message (optional)' }).fill('Perfect for your class!');
    await f.send.click();
    await expect(f.dialog.getByRole('status').filter({ hasText: 'sent' })).toHaveText('Your email has been sent.');
    const sends = await recorded(page);
    expect(sends).toEqual([
      {
        productId: 'P1002',
        // Built by the store's mailer from the id, not sent by the page.
        productName: 'Ready-to-Use Easel Paper',
        productUrl: new URL('/p/S1002/', page.url()).href,
        nameFrom: 'Maria Lopez',
        emailFrom: 'maria@example.com',
        namesTo: ['Sam', 'Lee'],
        emailsTo: ['sam@example.org', 'lee@example.org'],
        personalMessage: 'Perfect for your class!',
      },
    ]);
    await expect(f.dialog.getByRole('button', { name: 'Close', exact: true }).last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(f.dialog).toBeHidden();
    await expect(f.trigger).toBeFocused();
  });

  test('a removed recipient is not sent; Escape closes and a new opening starts clean', async ({ page }) => {
    const f = await openShare(page);
    await f.add.click();
    await f.dialog.getByRole('textbox', { name: 'Recipient 2 Name' }).fill('Lee');
    await f.dialog.getByRole('button', { name: 'Remove Recipient 2' }).click();
    await expect(f.add).toBeFocused();
    await expect(f.dialog.getByRole('textbox', { name: 'Recipient 2 Name' })).toHaveCount(0);
    await expect(f.toName).toBeVisible();
    await f.fromName.fill('Maria');
    await page.keyboard.press('Escape');
    await expect(f.dialog).toBeHidden();
    await expect(f.trigger).toBeFocused();
    await f.trigger.click();
    await expect(f.fromName).toHaveValue('');
  });

  test('a signed-in shopper finds their name and email filled in', async ({ page }) => {
    await signInAs(page.request, 'teacher@example.com');
    const f = await openShare(page);
    await expect(f.fromName).toHaveValue(/^Maria /);
    await expect(f.fromEmail).toHaveValue('teacher@example.com');
  });

  test('the keyboard alone opens, fills and sends; Tab stays inside the dialog', async ({ page }) => {
    await page.goto(PRODUCT);
    const trigger = page.getByRole('button', { name: 'Share by Email' });
    // The widget loads when it comes into view (data-load visible); the add-to-cart box above it keeps the widget's
    // height while its fallback shows, so at 1280x720 the marker starts below the fold: the shopper scrolls to it.
    const marker = page.locator('[data-widget="share-product"]');
    await marker.scrollIntoViewIfNeeded();
    await expect(marker).toHaveAttribute('data-widget-state', 'ready');
    for (let i = 0; i < 120 && !(await trigger.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)); i++) await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Share This Product' });
    await expect(dialog.getByRole('textbox', { name: 'Your Name' })).toBeFocused();
    await page.keyboard.type('Kim');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Pat');
    await page.keyboard.press('Tab');
    await page.keyboard.type('pat@example.com');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status').filter({ hasText: 'sent' })).toHaveText('Your email has been sent.');
    expect((await recorded(page)).map((e) => e.namesTo)).toEqual([['Pat']]);
    // Focus is trapped: Tab from the last control comes back to the first (the dialog's close button).
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-widget="share-product"]'))).toBe(true);
  });

  for (const width of [1280, 375]) {
    test(`axe finds no violation at ${width} px (the button, the dialog with its messages, the sent message)`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      const f = await openShare(page);
      expect(await axeViolations(page)).toEqual([]);
      await f.add.click();
      await f.send.click();
      await expect(f.fromName).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page)).toEqual([]);
      await f.fromName.fill('Maria');
      await f.fromEmail.fill('maria@example.com');
      await f.dialog.getByRole('textbox', { name: 'Recipient 1 Name' }).fill('Sam');
      await f.dialog.getByRole('textbox', { name: 'Recipient 1 Email' }).fill('sam@example.org');
      await f.dialog.getByRole('textbox', { name: 'Recipient 2 Name' }).fill('Lee');
      await f.dialog.getByRole('textbox', { name: 'Recipient 2 Email' }).fill('lee@example.org');
      await f.send.click();
      await expect(f.dialog.getByText('Your email has been sent.')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
