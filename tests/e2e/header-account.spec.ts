import { expect, test } from './support/test';
import { openHeaderPage, setRewardsDown, signInAs, signInGsaFromFlyout } from './support/session';

test.use({ viewport: { width: 1280, height: 800 } });

test('a guest sees Sign In, Create Account and the rewards promo in the account flyout', async ({ page }) => {
  await openHeaderPage(page);
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lakeshore Rewards' })).toContainText('Earn points on every purchase.');
  await expect(page.getByRole('link', { name: 'Rewards', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Shop by store' }).getByRole('link', { name: 'Lakeshore Furniture' })).toBeVisible();
});

test('a signed-in teacher sees the greeting, 1,250 points and the $10 tier; the store link names the store', async ({ page }) => {
  await signInAs(page.request, 'teacher@example.com');
  await openHeaderPage(page);
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Maria!' })).toBeVisible();
  const rewards = page.getByRole('region', { name: 'Lakeshore Rewards' });
  await expect(rewards).toContainText('1,250 points');
  await expect(rewards).toContainText('$10.00 in Rewards available');
  await expect(page.getByRole('link', { name: 'Order History' })).toBeVisible();
  // The flyout's account links go where spec section 2's routes say (the site writes its internal links with a trailing slash).
  const flyout = page.locator(`[id="${await page.getByRole('button', { name: 'Account', exact: true }).getAttribute('aria-controls')}"]`);
  for (const [name, path] of [
    ['Order History', '/order-history'],
    ['My Profile', '/my-profile'],
    ['Address Book', '/address-book-page'],
    ['Payment Methods', '/payment-methods'],
    ['Shopping Lists', '/my-shoppinglist-page'],
    ['Gift Registries', '/lists-and-registries/registry-list'],
    ['Lakeshore Rewards', '/rewards'],
  ])
    await expect(flyout.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', new RegExp(`^${path}/?$`));
  await expect(flyout.getByRole('link', { name: 'Email Preferences', exact: true })).toHaveAttribute('href', '/help/preference-center?current-user=true');
  await expect(page.getByRole('link', { name: 'Account Home' })).toHaveAttribute('href', '/my-account/');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Your Store: Carson, CA/ })).toBeVisible();
});

test('when the rewards service is down (API_DOWN) its message replaces the points', async ({ page }) => {
  await signInAs(page.request, 'teacher@example.com');
  await setRewardsDown(page.request, true);
  await openHeaderPage(page);
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  const rewards = page.getByRole('region', { name: 'Lakeshore Rewards' });
  await expect(rewards).toContainText('We are unable to show your rewards points right now.');
  await expect(rewards.getByText('1,250 points')).toHaveCount(0);
});

test('a GSA account sees no rewards link, no tab switcher, no rewards block, and the contracted link', async ({ page }) => {
  await signInAs(page.request, 'gsa@example.com');
  await openHeaderPage(page);
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, James!' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contracted Items' })).toHaveAttribute('href', '/products/contracted/');
  await expect(page.getByRole('link', { name: 'Rewards', exact: true })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Shop by store' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Lakeshore Rewards' })).toHaveCount(0);
});

test('a non-GSA shopper has no contracted link', async ({ page }) => {
  await openHeaderPage(page);
  await expect(page.getByRole('button', { name: 'Math' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contracted Items' })).toHaveCount(0);
});

test('?profile-deleted=true opens the account-deleted dialog; closing it removes the flag without a reload', async ({ page }) => {
  await page.goto('/__test/header?profile-deleted=true&keep=1');
  const dialog = page.getByRole('dialog', { name: 'Your Account Has Been Deleted' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute('href', '/about/privacy-policy');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/__test\/header\?keep=1$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});

test('signing in as a GSA user from the flyout shows the government notice; Continue goes home', async ({ page }) => {
  await openHeaderPage(page);
  await (await signInGsaFromFlyout(page)).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('the page-load event and Identify reach the dataLayer', async ({ page }) => {
  await signInAs(page.request, 'teacher@example.com');
  await openHeaderPage(page);
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event))).toEqual(expect.arrayContaining(['pageLoad', 'Identify']));
  const load = await page.evaluate(() => (window.dataLayer ?? []).find((e) => e.event === 'pageLoad'));
  expect(load).toMatchObject({ page: { path: '/__test/header' }, profile: { loginStatus: 'VIP', userType: 'VIP' } });
});
