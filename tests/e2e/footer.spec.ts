// The footer widget (storefront spec section 2, Footer and Routes) on a demo page, by role: the link blocks
// (headed lists on desktop, accordions on phones, by keyboard), the links the spec names, the badge, the
// privacy opt-out, the copyright year from the browser's clock, axe at both widths, and the page's own footer
// kept when the content cannot be read.
import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/axe';
import { describeShifts, recordLayoutShifts, waitForSettledIslands, type LayoutShift } from './support/layoutShift';

const HEADER_FOOTER = '/rest/model/ll/content/HeaderFooterActor/headerFooter';
const BLOCKS = ['Customer Service', 'Shop', 'My Account', 'Lists & Registries', 'Stores'];

/** The footer on a listing page (the home page's lightbox would cover it), once the widget has taken over. */
async function openFooter(page: Page) {
  await page.goto('/products/');
  const marker = page.locator('footer [data-widget="footer"]');
  await marker.scrollIntoViewIfNeeded();
  await expect(marker).toHaveAttribute('data-widget-state', 'ready');
  await expect(marker).not.toHaveAttribute('data-widget-fallback');
  const footer = page.getByRole('contentinfo');
  return { marker, footer, links: footer };
}

test.describe('footer widget at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows the link blocks as headed lists with the spec's footer links, the app, social and certification icons, and the badge at 64x88", async ({ page }) => {
    const { footer, links } = await openFooter(page);
    for (const name of BLOCKS) await expect(links.getByRole('heading', { name })).toBeVisible();
    for (const name of BLOCKS) await expect(links.getByRole('button', { name })).toHaveCount(0);
    await expect(links.getByRole('link', { name: 'Email Sign-Up' })).toHaveAttribute('href', '/help/preference-center?subscribe-email=true');
    await expect(links.getByRole('link', { name: 'Text Message Sign-Up' })).toHaveAttribute('href', '/help/mobile-opt-in/');
    await expect(footer.getByRole('heading', { name: 'Get the Lakeshore App' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
    await expect(footer.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', /^https:\/\/play\.google\.com\/store\/apps\//);
    for (const name of ['Facebook', 'Instagram', 'Pinterest', 'YouTube']) await expect(footer.getByRole('link', { name: `Lakeshore on ${name}` })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Secure shopping' })).toBeVisible();
    const badge = footer.getByRole('img', { name: 'Teacher approved since 1954' });
    await expect(badge).toBeVisible();
    expect(await badge.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([64, 88]);
    // The page's sign-up and Need Help parts, shown in the footer (their own widgets, mounted once).
    await expect(footer.getByRole('textbox', { name: 'Email Address' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Check Balance' })).toBeVisible();
    await expect(page.locator('[data-widget="footer-sign-up"]')).toHaveCount(1);
  });

  test('has the legal links with the privacy targeted-advertising opt-out to /about/privacy-policy/', async ({ page }) => {
    const { footer } = await openFooter(page);
    const legal = footer.getByRole('list', { name: 'Legal' });
    await expect(legal.getByRole('link', { name: 'Privacy Policy', exact: true })).toHaveAttribute('href', '/about/privacy-policy/');
    await expect(legal.getByRole('link', { name: 'Your Privacy Choices: Opt Out of Targeted Advertising' })).toHaveAttribute('href', '/about/privacy-policy/');
    await expect(legal.getByRole('link', { name: "Children's Privacy Policy" })).toHaveAttribute('href', '/about/privacy-policy-children/');
  });

  test("the copyright line has the browser clock's year, not the server's", async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-06-15T12:00:00'));
    const { footer } = await openFooter(page);
    const year = await page.evaluate(() => new Date().getFullYear());
    expect(year).toBe(2031);
    // The page's own line (the server's year) is no longer on screen: the one shown is the widget's.
    await expect(footer.getByText(/^© \d{4} Lakeshore Learning Demo Store\. All rights reserved\.$/).filter({ visible: true })).toHaveText(
      `© ${year} Lakeshore Learning Demo Store. All rights reserved.`,
    );
  });

  test('keeps the page’s own footer when the footer content cannot be read', async ({ page }) => {
    const failed = page.waitForEvent('console', { predicate: (m) => m.type() === 'error' && m.text().includes('footer: the footer content could not be loaded') });
    // Before the page: the fault is scoped to the session, and this request makes the one the page's calls then use.
    await page.request.post('/rest/__test/faults', { data: { path: HEADER_FOOTER, status: 500, times: 20 } });
    await page.goto('/products/');
    const marker = page.locator('footer [data-widget="footer"]');
    await marker.scrollIntoViewIfNeeded();
    await failed;
    await expect(marker).toHaveAttribute('data-widget-fallback', '');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Customer Service' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Your Privacy Choices: Opt Out of Targeted Advertising' })).toHaveAttribute('href', '/about/privacy-policy/');
  });
});

test.describe('footer widget at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the link blocks are accordions, closed at first, worked by the keyboard alone (Tab, Enter, Space)', async ({ page }) => {
    const { footer, links } = await openFooter(page);
    await expect(links.getByRole('heading', { name: 'Customer Service' })).toBeVisible();
    const service = links.getByRole('button', { name: 'Customer Service' });
    const shop = links.getByRole('button', { name: 'Shop' });
    for (const name of BLOCKS) await expect(links.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    for (const name of ['Contact Us', 'All Products', 'Account Home', 'Shopping Lists', 'Email Sign-Up']) await expect(links.getByRole('link', { name })).toBeHidden();
    // From the sign-up's button (the last stop before the blocks), by keyboard only.
    const signUp = footer.getByRole('button', { name: 'Sign Up' });
    await signUp.focus();
    await page.keyboard.press('Tab');
    await expect(service).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(service).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await service.getAttribute('aria-controls')}`)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(links.getByRole('link', { name: 'Contact Us' })).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect(links.getByRole('link', { name: 'Current Promotions' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(shop).toBeFocused();
    await page.keyboard.press('Space');
    await expect(shop).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(links.getByRole('link', { name: 'All Products' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(links.getByRole('link', { name: 'Current Promotions' })).toBeFocused();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+Tab');
    await expect(service).toBeFocused();
    await page.keyboard.press('Space');
    await expect(service).toHaveAttribute('aria-expanded', 'false');
    await expect(links.getByRole('link', { name: 'Contact Us' })).toBeHidden();
    await expect(links.getByRole('link', { name: 'All Products' })).toBeVisible();
    // The Stores block holds the spec's sign-up links.
    await links.getByRole('button', { name: 'Stores' }).press('Enter');
    await expect(links.getByRole('link', { name: 'Email Sign-Up' })).toHaveAttribute('href', '/help/preference-center?subscribe-email=true');
    await expect(links.getByRole('link', { name: 'Text Message Sign-Up' })).toHaveAttribute('href', '/help/mobile-opt-in/');
  });
});

for (const width of [1280, 375]) {
  test(`axe finds no violation in the footer at ${width} px (an accordion open on phones)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    const { links } = await openFooter(page);
    if (width < 768) await links.getByRole('button', { name: 'Customer Service' }).click();
    expect(await axeViolations(page, 'footer')).toEqual([]);
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`scrolled into view at ${viewport.width} px, the footer takes over from the page's own without moving it`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    await page.goto('/products/');
    await waitForSettledIslands(page, ['header', 'type-ahead']);
    // A script's scroll, not the shopper's input: any shift it brings counts.
    await page.locator('footer').evaluate((f) => f.scrollIntoView({ block: 'start' }));
    await waitForSettledIslands(page, ['footer', 'footer-sign-up', 'balance-check']);
    // The control shift: a box of our own moves on screen (main, above the fold now, would be scroll-anchored away).
    const before = await page.evaluate(async () => {
      const box = Object.assign(document.createElement('div'), { style: 'position:fixed;left:0;top:0;width:200px;height:200px;background:#f0f' });
      document.body.append(box);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const t = performance.now();
      box.style.top = '300px';
      return t;
    });
    const recorded = () => page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts);
    await expect.poll(async () => (await recorded()).some((x) => x.t >= before)).toBe(true);
    const shifts = (await recorded()).filter((x) => x.t < before);
    const cls = shifts.reduce((sum, x) => sum + x.value, 0);
    expect(cls, `layout shifts sum to ${cls.toFixed(4)}:\n${describeShifts(shifts)}`).toBeLessThanOrEqual(0.01);
  });
}
