import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/axe';

// The registry-gift-card dialog (storefront spec section 2 lists it among the product page's modals; section 3:
// registry gift data in session storage, and the gift-card call's registry id). The demo's registry page
// (/registry/ENC-REG-1001/, Ms. Rivera's) leaves the data in session storage; S1326 is the e-gift card.
const ADD_GIFT_CARD = '/rest/model/atg/commerce/order/purchase/CartModifierActor/addGiftCardToOrder';
const CART_SUMMARY = '/rest/model/atg/commerce/order/purchase/CartModifierActor/cartSummary';

/** From the registry to the e-gift card's page, its form filled in, focus on Add to Cart. */
async function giftCardFromRegistry(page: Page) {
  await page.goto('/registry/ENC-REG-1001/');
  await expect(page.getByRole('heading', { level: 1, name: "Ms. Rivera's Classroom Wish List" })).toBeVisible();
  await page.getByRole('link', { name: 'Give an E-Gift Card' }).click();
  await expect(page.locator('[data-widget="add-to-cart"]')).toHaveAttribute('data-widget-state', 'ready');
  await expect(page.getByText('Gift for Ms. Rivera’s registry')).toBeVisible();
  await page.getByRole('combobox', { name: 'Design' }).selectOption({ label: 'Apple for the Teacher' });
  await page.getByRole('combobox', { name: 'Amount' }).selectOption({ label: '$25.00' });
  await page.getByRole('textbox', { name: 'Recipient’s name' }).fill('Ana Rivera');
  await page.getByRole('textbox', { name: 'Recipient’s email' }).fill('ana@example.com');
  await page.getByRole('textbox', { name: 'From (your name)' }).fill('Bo');
  const add = page.getByRole('button', { name: 'Add to Cart', exact: true }).first();
  await add.focus();
  return add;
}

const cart = async (page: Page) => (await (await page.request.get(CART_SUMMARY)).json()) as { cartSummary: { itemCount: number }; registryOrder: boolean };

test.describe('registry gift card', () => {
  test('at 1280 px: the dialog asks before adding; Escape adds nothing and returns focus; Yes adds the gift card for the registry; axe finds nothing', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const add = await giftCardFromRegistry(page);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === ADD_GIFT_CARD) sent.push(r.postData() ?? '');
    });

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Registry Gift Card' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('You are shopping Ms. Rivera’s registry. Is this gift card a gift for Ms. Rivera’s registry?');
    const yes = dialog.getByRole('button', { name: 'Yes, a gift for Ms. Rivera’s registry' });
    await expect(yes).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    // Tab stays inside: Yes, No, Close, then Yes again.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'No, it’s for someone else' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(yes).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(add).toBeFocused();
    expect(sent).toEqual([]);
    expect((await cart(page)).cartSummary.itemCount).toBe(0);

    await page.keyboard.press('Enter');
    await expect(yes).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Added to Cart' }).getByText('$25.00 gift card for Ana Rivera')).toBeVisible();
    // (A stale session confirmation number is answered 409 and the call replayed: every try carries the registry.)
    expect(sent.length).toBeGreaterThan(0);
    for (const body of sent) expect(JSON.parse(body)).toMatchObject({ catalogRefId: 'S1326', amount: 25, recipientName: 'Ana Rivera', encryptedRegistryId: 'ENC-REG-1001' });
    expect(await cart(page)).toMatchObject({ cartSummary: { itemCount: 1 }, registryOrder: true });
  });

  test('at 375 px: No adds the gift card without the registry; axe finds nothing', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await giftCardFromRegistry(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Registry Gift Card' });
    await expect(dialog.getByRole('button', { name: 'Yes, a gift for Ms. Rivera’s registry' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    const call = page.waitForRequest((r) => new URL(r.url()).pathname === ADD_GIFT_CARD);
    await page.keyboard.press('Enter');
    const body = JSON.parse((await call).postData() ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ catalogRefId: 'S1326', amount: 25 });
    expect(body).not.toHaveProperty('encryptedRegistryId');
    await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
    expect(await cart(page)).toMatchObject({ cartSummary: { itemCount: 1 }, registryOrder: false });
  });
});
