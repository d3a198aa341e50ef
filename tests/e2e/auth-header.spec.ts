// The auth dialogs inside the real header on the demo store's pages.
import { axeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';
import { holdsFocus } from './support/focus';
import { PASSWORD } from './support/session';

async function openFlyout(page: Page) {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
}

async function signInFromFlyout(page: Page, email: string, password: string) {
  await openFlyout(page);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  return dialog;
}

test.use({ viewport: { width: 1280, height: 800 } });

test('signing in as teacher@example.com from the flyout shows the greeting and 1,250 points without a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  const dialog = await signInFromFlyout(page, 'teacher@example.com', PASSWORD);
  await expect(dialog).toBeHidden();
  await openFlyout(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Maria!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lakeshore Rewards' })).toContainText('1,250 points');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  expect(await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event))).toContain('loginStart');
});

test('after signing in from the flyout focus is on the Account button (the guest menu and its Sign In are gone), not on the page', async ({ page }) => {
  await page.goto('/');
  const dialog = await signInFromFlyout(page, 'teacher@example.com', PASSWORD);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeFocused();
});

test('a wrong password from the flyout shows the server message at the password field', async ({ page }) => {
  await page.goto('/');
  const dialog = await signInFromFlyout(page, 'teacher@example.com', 'Wrong-Password-9');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('The email address or password you entered is incorrect. Please try again.');
});

test('Sign Out in the flyout returns to / as a guest in this tab and in a second tab', async ({ page, context }) => {
  await page.goto('/products/art/');
  await signInFromFlyout(page, 'teacher@example.com', PASSWORD);
  await openFlyout(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Maria!' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/shopping-cart/');
  await openFlyout(other);
  await expect(other.getByRole('heading', { name: 'Welcome, Maria!' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await openFlyout(page);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Maria!' })).toHaveCount(0);
  // The other tab turns guest without a reload.
  await expect(other.getByRole('heading', { name: 'Welcome, Maria!' })).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(other.url()).toMatch(/\/shopping-cart\/$/);
});

test('Create Account from the flyout opens the dialog; Escape returns focus to the Account button', async ({ page }) => {
  await page.goto('/');
  await openFlyout(page);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await expect(dialog.getByRole('textbox', { name: 'Email Address' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await holdsFocus(dialog)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The flyout closed when the dialog opened, so focus goes to its Account button.
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeFocused();
});

test('Sign In -> Forgot Password -> close from the flyout returns focus to the Account button', async ({ page }) => {
  await page.goto('/__test/header');
  await openFlyout(page);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Forgot Password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(dialog.getByRole('textbox', { name: 'Email Address' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeFocused();
});

for (const width of [1280, 375]) {
  test(`axe: no violation with the sign-in dialog open from the header at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/__test/header');
    await page.getByRole('button', { name: 'Account', exact: true }).first().click();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });
}
