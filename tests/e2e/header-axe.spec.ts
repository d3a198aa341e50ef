import { expect, test } from './support/test';
import { axeViolations as axe } from './support/axe';
import { openHeaderPage, signInAs, signInGsaFromFlyout } from './support/session';

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test.beforeEach(async ({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

    test('the bar and the guest flyout have no axe violations', async ({ page }) => {
      await openHeaderPage(page);
      expect(await axe(page)).toEqual([]);
      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test('the signed-in flyout and the store popover have no axe violations', async ({ page }) => {
      await signInAs(page.request, 'teacher@example.com');
      await openHeaderPage(page);
      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await expect(page.getByText('1,250 points')).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.getByRole('button', { name: /^Your Store:/ }).click();
      await expect(page.getByRole('button', { name: 'Find Another Store' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test('the account-deleted dialog has no axe violations', async ({ page }) => {
      await page.goto('/__test/header?profile-deleted=true');
      await expect(page.getByRole('dialog', { name: 'Your Account Has Been Deleted' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test('the eyebrow details dialog has no axe violations', async ({ page }) => {
      await openHeaderPage(page);
      await page.getByRole('group', { name: 'Announcements' }).getByRole('button', { name: 'See details' }).click();
      await expect(page.getByRole('dialog', { name: 'Shipping Policies' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test('the government-user notice has no axe violations', async ({ page }) => {
      await openHeaderPage(page);
      await signInGsaFromFlyout(page);
      expect(await axe(page)).toEqual([]);
    });
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test('the mobile menu at each level has no axe violations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHeaderPage(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await menu
      .getByRole('button', { name: /^Lakeshore/ })
      .first()
      .click();
    await menu.getByRole('button', { name: /^Math/ }).click();
    await expect(menu.getByRole('link', { name: 'Shop All Math' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('an open mega-menu dropdown has no axe violations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHeaderPage(page);
    await page.getByRole('button', { name: 'Math' }).click();
    await expect(page.getByRole('link', { name: 'Shop All Math' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});
