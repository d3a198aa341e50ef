// The demo's sign-in-required content pages (init data authPages, storefront spec sections 2 and 6) show their
// server-rendered sign-in note only to a shopper who is not signed in (securityStatus below 4): hidden for one
// who is, and gone as soon as the shopper signs in on the page, without a reload.
import { expect, test, type Page } from './support/test';
import { MARIA, PASSWORD, signInSession } from './support/session';

const NOTE = 'Sign in to your account to see this page’s details.';

const note = (page: Page) => page.getByRole('main').getByText(NOTE);
const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign In' });

test.describe('the sign-in note of a sign-in-required content page', () => {
  for (const width of [1280, 375]) {
    test(`a signed-in shopper does not see it (${width} px), and is not asked to sign in`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInSession(page, MARIA);
      await page.goto('/my-account/');
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
      await expect(page.locator('[data-widget="header"]')).toHaveAttribute('data-widget-state', 'ready');
      await expect(note(page)).toBeHidden();
      // Nor any other sign-in prompt of the page's own copy.
      await expect(
        page
          .getByRole('main')
          .getByText(/sign in/i)
          .filter({ visible: true }),
      ).toHaveCount(0);
      await expect(signInDialog(page)).toHaveCount(0);
    });
  }

  test('a guest sees it; signing in through the dialog the page opens hides it at once, and a reload keeps it hidden', async ({ page }) => {
    await page.goto('/order-history/');
    await expect(note(page)).toBeVisible();
    const dialog = signInDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Email Address' }).fill('teacher@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Password', { exact: true }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(note(page)).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
    await expect(note(page)).toBeHidden();
  });

  test('a recognized shopper (not signed in) still sees it', async ({ page }) => {
    expect((await page.request.post('/rest/__test/session', { data: { recognize: { email: 'teacher@example.com' } } })).ok()).toBe(true);
    await page.goto('/payment-methods/');
    await expect(note(page)).toBeVisible();
    await expect(signInDialog(page)).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders the note for a guest and leaves it hidden for a signed-in shopper', async ({ page }) => {
    await page.goto('/address-book-page/');
    await expect(note(page)).toBeVisible();
    await signInSession(page, MARIA);
    await page.goto('/address-book-page/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();
    await expect(note(page)).toBeHidden();
  });
});
