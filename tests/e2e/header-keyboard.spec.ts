import { expect, test, type Page } from './support/test';
import { openHeaderPage } from './support/session';

/** The accessible name of the focused element, inside shadow roots too. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return (el?.getAttribute('aria-label') || el?.textContent || '').trim();
  });

/** Tabs forward until the focused element's name matches (at most 40 presses). */
async function tabTo(page: Page, name: string | RegExp): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const n = await focused(page);
    if (typeof name === 'string' ? n === name : name.test(n)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

test.describe('desktop, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('keyboard alone opens and walks the mega menu', async ({ page }) => {
    await openHeaderPage(page);
    await tabTo(page, 'Art & Craft Supplies');
    const art = page.getByRole('button', { name: 'Art & Craft Supplies' });
    await page.keyboard.press('ArrowDown');
    await expect(art).toHaveAttribute('aria-expanded', 'true');
    expect(await focused(page)).toBe('Shop All Art & Craft Supplies');
    await page.keyboard.press('ArrowDown');
    const second = await focused(page);
    expect(second).not.toBe('Shop All Art & Craft Supplies');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('Shop All Art & Craft Supplies');
    await page.keyboard.press('Escape');
    await expect(art).toHaveAttribute('aria-expanded', 'false');
    expect(await focused(page)).toBe('Art & Craft Supplies');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('Literacy & Language');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Literacy & Language' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Shop All Literacy & Language');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/__test\/header/);
  });

  test('keyboard alone opens and walks the account flyout; Escape returns focus to the Account button', async ({ page }) => {
    await openHeaderPage(page);
    await tabTo(page, 'Account');
    const account = page.getByRole('button', { name: 'Account', exact: true });
    await page.keyboard.press('Enter');
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Sign In');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Create Account');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Learn More');
    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(await focused(page)).toBe('Account');
    // Enter on Sign In opens the sign-in dialog, and closing it returns focus into the header.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0);
  });

  test('tabbing out of an open flyout closes it', async ({ page }) => {
    await openHeaderPage(page);
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('link', { name: 'Learn More' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile, 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('keyboard alone opens the slide-in menu and walks its three levels with Shop All entries', async ({ page }) => {
    await openHeaderPage(page);
    await expect(page.getByRole('button', { name: 'Art & Craft Supplies' })).toBeHidden();
    await tabTo(page, 'Menu');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Main Menu' })).toBeVisible();
    // The page-level marker of the open menu (spec section 4: the mobile menu opens and closes the pusher and nav classes).
    await expect(page.locator('body')).toHaveClass(/\bsw-nav-open\b/);
    expect(await focused(page)).toBe('Lakeshore ›');
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('heading', { name: 'Lakeshore', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Shop All Lakeshore' })).toHaveAttribute('href', '/');
    await tabTo(page, 'Math ›');
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('heading', { name: 'Math', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Shop All Math' })).toBeVisible();
    // Back, level by level.
    await menu.getByRole('button', { name: /Back to Lakeshore/ }).focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('heading', { name: 'Lakeshore', exact: true })).toBeVisible();
    await menu.getByRole('button', { name: /Back to Main Menu/ }).focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('heading', { name: 'Main Menu' })).toBeVisible();
    // Focus stays in the dialog; Escape closes and focus returns to the Menu button.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await menu.evaluate((d) => d.contains(d.getRootNode() instanceof ShadowRoot ? (d.getRootNode() as ShadowRoot).activeElement : null))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/\bsw-nav-open\b/);
    expect(await focused(page)).toBe('Menu');
  });
});
