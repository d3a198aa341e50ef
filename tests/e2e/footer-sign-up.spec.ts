// The footer email sign-up (storefront spec sections 2, 5 and 7), on a demo page, by role.
import { expect, test, type Page } from './support/test';
import { watchPage } from './support/page-watch';
import { axeViolations } from './support/axe';

const SIGN_UP = '/rest/model/ll/commerce/contact/LLContactUsActor/signUp';

/** The footer form on a listing page (the home page's lightbox would cover it). */
async function footerForm(page: Page) {
  await page.goto('/products/');
  const marker = page.locator('footer [data-widget="footer-sign-up"]');
  await marker.scrollIntoViewIfNeeded();
  await expect(marker).toHaveAttribute('data-widget-state', 'ready');
  const footer = page.getByRole('contentinfo');
  return { footer, email: footer.getByRole('textbox', { name: 'Email Address' }), submit: footer.getByRole('button', { name: 'Sign Up' }) };
}

test.describe('footer-sign-up widget', () => {
  test('the keyboard alone: empty, then a bad format, then a good address gives the server success message', async ({ page }) => {
    const watch = await watchPage(page);
    const bodies: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === SIGN_UP) bodies.push(JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);
    });
    const { footer, email } = await footerForm(page);
    await email.focus();
    await page.keyboard.press('Enter');
    await expect(footer.getByText('Please enter an email address.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter an email address.');
    await page.keyboard.type('teacher@school');
    await expect(footer.getByText('Please enter an email address.')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(footer.getByText('Please enter a valid email address.')).toBeVisible();
    expect(bodies).toHaveLength(0);
    await page.keyboard.type('.org');
    await page.keyboard.press('Tab');
    await expect(footer.getByRole('button', { name: 'Sign Up' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(footer.getByRole('status')).toHaveText('Thank you for signing up! Watch your inbox for exclusive offers and classroom ideas.');
    await expect(email).toHaveValue('');
    // One sign-up (the client may replay it once with a fresh session confirmation number).
    expect(bodies.length).toBeGreaterThanOrEqual(1);
    expect(bodies.at(-1)).toMatchObject({ email: 'teacher@school.org', postalCode: '', userShopFor: 'all', source: 'footer' });
    expect(String(bodies.at(-1)!._dynSessConf)).toMatch(/^-?\d+$/);
    expect(await watch.csp()).toEqual([]);
  });

  test("the server's form error for the email shows at the field", async ({ page }) => {
    const { footer, email, submit } = await footerForm(page);
    await email.fill('subscribed@example.com');
    await submit.click();
    await expect(email).toHaveAccessibleDescription('This email address is already signed up for our emails.');
    await expect(footer.getByRole('status')).toHaveText('');
    await expect(email).toHaveValue('subscribed@example.com');
  });

  test('a server error keeps the address and says so', async ({ page }) => {
    // Before the page: the fault is scoped to the session, and this request makes the one the page's calls then use.
    await page.request.post('/rest/__test/faults', { data: { path: SIGN_UP, status: 500, times: 3 } });
    await page.goto('/products/');
    const { footer, email, submit } = await footerForm(page);
    await email.fill('teacher@school.org');
    await submit.click();
    await expect(footer.getByRole('alert')).toHaveText('We could not sign you up right now. Please try again.');
    await expect(email).toHaveValue('teacher@school.org');
  });

  for (const width of [1280, 375]) {
    test(`axe finds no violation at ${width} px with a message and with the success message`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      const { footer, email, submit } = await footerForm(page);
      await submit.click();
      await expect(footer.getByText('Please enter an email address.')).toBeVisible();
      expect(await axeViolations(page, 'footer')).toEqual([]);
      await email.fill('teacher@school.org');
      await submit.click();
      await expect(footer.getByRole('status')).toContainText('Thank you for signing up!');
      expect(await axeViolations(page, 'footer')).toEqual([]);
    });
  }
});

// Contract finding C1: a subscribe form outside the footer (the landing page's SubscribeForm item, source
// 'landing-back-to-school') needs the zip and shop-for the server asks of every source but the footer's.
test('a content page subscribe form asks for the zip and shop-for, shows the server messages at them, then signs up', async ({ page }) => {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === SIGN_UP) bodies.push(JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);
  });
  await page.goto('/landing/back-to-school/');
  const main = page.getByRole('main');
  const marker = main.locator('[data-widget="footer-sign-up"]');
  await marker.scrollIntoViewIfNeeded();
  await expect(marker).toHaveAttribute('data-widget-state', 'ready');
  const email = main.getByRole('textbox', { name: 'Email Address' });
  const zip = main.getByRole('textbox', { name: 'Zip Code' });
  const shopFor = main.getByRole('combobox', { name: 'I shop for' });
  await email.fill('teacher@school.org');
  await main.getByRole('button', { name: 'Sign Up' }).click();
  await expect(zip).toHaveAccessibleDescription('Please enter Zip Code.');
  await expect(shopFor).toHaveAccessibleDescription('Please tell us who you shop for.');
  await expect(zip).toBeFocused();
  await zip.fill('90210');
  await shopFor.selectOption({ label: 'My classroom' });
  await main.getByRole('button', { name: 'Sign Up' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText('Thank you for signing up! Watch your inbox for exclusive offers and classroom ideas.');
  expect(bodies.at(-1)).toMatchObject({ email: 'teacher@school.org', postalCode: '90210', userShopFor: 'classroom', source: 'landing-back-to-school' });
  expect(await axeViolations(page, 'main')).toEqual([]);
});
