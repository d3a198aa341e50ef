import { expect, test, type Locator, type Page } from './support/test';
import { axeViolations } from './support/axe';
import { holdsFocus } from './support/focus';
import { PASSWORD } from './support/session';

const PAGE = '/__test/auth';

async function openPage(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByLabel('Account status')).toHaveText('Hello, guest');
}

/** The page's own buttons (outside any dialog). */
const pageButton = (page: Page, name: string) => page.locator('#auth').getByRole('button', { name, exact: true });

async function openDialog(page: Page, button: string, title: string): Promise<Locator> {
  await pageButton(page, button).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signIn(page: Page, email: string, password: string): Promise<Locator> {
  const dialog = await openDialog(page, 'Sign In', 'Sign In');
  await dialog.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  return dialog;
}

/** The name of the focused element, looking into shadow roots. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el) return '';
    const label = el.id ? (el.getRootNode() instanceof ShadowRoot ? (el.getRootNode() as ShadowRoot).querySelector(`label[for="${el.id}"]`)?.textContent : null) : null;
    return (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').trim();
  });

test.describe('sign in', () => {
  test('signing in as teacher@example.com updates every island without a reload', async ({ page }) => {
    await openPage(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const dialog = await signIn(page, 'teacher@example.com', PASSWORD);
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Account status')).toHaveText('Welcome, Maria! 1,250 points');
    await expect(page.getByLabel('Second island')).toHaveText('Welcome, Maria! 1,250 points');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    const layer = await page.evaluate(() => window.dataLayer?.map((e) => e.event));
    expect(layer).toContain('loginStart');
  });

  test('a wrong password shows the server message at the password field', async ({ page }) => {
    await openPage(page);
    const dialog = await signIn(page, 'teacher@example.com', 'Not-the-password1');
    const password = dialog.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('The email address or password you entered is incorrect. Please try again.');
    await expect(password).toBeFocused();
    await expect(page.getByLabel('Account status')).toHaveText('Hello, guest');
  });

  test('empty fields are flagged at each field before any call', async ({ page }) => {
    await openPage(page);
    const dialog = await openDialog(page, 'Sign In', 'Sign In');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: 'Email Address' })).toHaveAccessibleDescription('Please enter an email address.');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Please enter your password.');
    await expect(dialog.getByRole('textbox', { name: 'Email Address' })).toBeFocused();
  });
});

test.describe('sign out', () => {
  test('returns to / as a guest in this tab and in a second tab', async ({ page, context }) => {
    await openPage(page);
    await signIn(page, 'teacher@example.com', PASSWORD);
    await expect(page.getByLabel('Account status')).toHaveText('Welcome, Maria! 1,250 points');
    const other = await context.newPage();
    await other.goto(PAGE);
    await expect(other.getByLabel('Account status')).toHaveText('Welcome, Maria! 1,250 points');

    await pageButton(page, 'Sign Out').click();
    await page.waitForURL((u) => u.pathname === '/');
    // The other tab hears about it without a reload.
    await expect(other.getByLabel('Account status')).toHaveText('Hello, guest');
    await expect(other.getByLabel('Second island')).toHaveText('Hello, guest');
    // This tab is a guest: no tokens kept, and the server session is a guest one.
    expect(await page.evaluate(() => localStorage.getItem('sw:tokens'))).toBeNull();
    await page.goto(PAGE);
    await expect(page.getByLabel('Account status')).toHaveText('Hello, guest');
  });
});

test.describe('create account', () => {
  test('a weak password shows each rule message; fixing it creates the account and signs in', async ({ page }) => {
    await openPage(page);
    const dialog = await openDialog(page, 'Create Account', 'Create Account');
    const email = `e2e.${Date.now()}@example.com`;
    await dialog.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Nora');
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Quinn');
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('abc');
    await dialog.getByLabel('Confirm Password').fill('abc');
    const phone = dialog.getByRole('textbox', { name: 'Phone Number (optional)' });
    await phone.pressSequentially('5035550188');
    await expect(phone).toHaveValue('(503) 555-0188');
    await dialog.getByRole('textbox', { name: 'Zip/Postal Code' }).fill('97201');
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    for (const text of ['Password must be 10-35 characters long.', 'Password must include at least one uppercase letter.', 'Password must include at least one number.'])
      await expect(dialog.getByText(text)).toBeVisible();
    await expect(dialog.getByText('Password must include at least one lowercase letter.')).toHaveCount(0);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(dialog.getByRole('checkbox', { name: 'I accept the Terms of Use and Privacy Policy.' })).toHaveAccessibleDescription(
      'Please accept the Terms of Use and Privacy Policy to create an account.',
    );

    await password.fill('ABCDEFGHIJK');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    for (const text of ['Password must include at least one lowercase letter.', 'Password must include at least one number.']) await expect(dialog.getByText(text)).toBeVisible();
    await expect(dialog.getByText('Password must be 10-35 characters long.')).toHaveCount(0);

    await password.fill('Bright2026Class');
    await dialog.getByLabel('Confirm Password').fill('Bright2026Class');
    await dialog.getByRole('checkbox', { name: 'I accept the Terms of Use and Privacy Policy.' }).check();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Second island')).toHaveText('Welcome, Nora! 0 points');
  });

  test('server errors are shown at their field (an email that already has an account)', async ({ page }) => {
    await openPage(page);
    const dialog = await openDialog(page, 'Create Account', 'Create Account');
    await dialog.getByRole('textbox', { name: 'Email Address' }).fill('teacher@example.com');
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Maria');
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Lopez');
    await dialog.getByLabel('Password', { exact: true }).fill('Bright2026Class');
    await dialog.getByLabel('Confirm Password').fill('Bright2026Class');
    await dialog.getByRole('textbox', { name: 'Zip/Postal Code' }).fill('K1A 0B1');
    await dialog.getByRole('checkbox', { name: 'I accept the Terms of Use and Privacy Policy.' }).check();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    const email = dialog.getByRole('textbox', { name: 'Email Address' });
    await expect(email).toHaveAccessibleDescription('An account already exists for this email address. Please sign in or reset your password.');
    await expect(email).toBeFocused();
  });

  test('government registration: the email is checked first, then a GSA account is created', async ({ page }) => {
    await openPage(page);
    const dialog = await openDialog(page, 'Government Registration', 'Create a Government (Contracted) Account');
    const email = dialog.getByRole('textbox', { name: 'Government Email Address' });
    await email.fill('someone@example.com');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(email).toHaveAccessibleDescription('This email address is not eligible for contracted pricing. Please use your government (.gov or .mil) email address.');
    await email.fill(`buyer.${Date.now()}@agency.gov`);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Gail');
    await expect(dialog.getByRole('textbox', { name: 'Phone Number (optional)' })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Ford');
    await dialog.getByLabel('Password', { exact: true }).fill('Federal2026Buy');
    await dialog.getByLabel('Confirm Password').fill('Federal2026Buy');
    await dialog.getByRole('checkbox', { name: 'I accept the Terms of Use and Privacy Policy.' }).check();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Account status')).toHaveText('Welcome, Gail! 0 points');
  });
});

test.describe('forgot password', () => {
  test('an expired password leads through Forgot Password, end to end, to a signed-in session', async ({ page }) => {
    await page.request.post('/rest/__test/account-restore', { data: { email: 'expired@example.com' } });
    await openPage(page);
    const signInDialog = await signIn(page, 'expired@example.com', PASSWORD);
    const alert = signInDialog.getByRole('alert');
    await expect(alert).toContainText('Your password has expired. For your security, please reset it with Forgot Password.');
    await alert.getByRole('button', { name: 'Reset Password with Forgot Password' }).click();

    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    await expect(dialog).toBeVisible();
    // Step 0: the email carried over.
    const email = dialog.getByRole('textbox', { name: 'Email Address' });
    await expect(email).toHaveValue('expired@example.com');
    await dialog.getByRole('button', { name: 'Send Code' }).click();

    // Step 1: a wrong code stays on the step with the error under the code.
    const code = dialog.getByRole('textbox', { name: 'Verification Code' });
    await expect(code).toBeFocused();
    const sent = (await (await page.request.get('/rest/__test/reset-code?email=expired@example.com')).json()) as { code: string };
    await code.fill(sent.code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Verify Code' }).click();
    await expect(code).toHaveAccessibleDescription('The code you entered is incorrect or has expired. Please check it or request a new one.');
    await code.fill(sent.code);
    await dialog.getByRole('button', { name: 'Verify Code' }).click();

    // Step 2: the live checklist and strength meter.
    const pw = dialog.getByLabel('New Password', { exact: true });
    await expect(pw).toBeFocused();
    await pw.pressSequentially('fresh');
    await expect(dialog.getByText(`${'Password strength'}: ${'Poor'}`)).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'One lowercase letter' })).toContainText(`(${'met'})`);
    await expect(dialog.getByRole('listitem').filter({ hasText: 'One uppercase letter' })).toContainText(`(${'not met'})`);
    await pw.fill('FreshStart2026');
    await expect(dialog.getByText(`${'Password strength'}: ${'Moderate'}`)).toBeVisible();
    await dialog.getByLabel('Confirm New Password').fill('FreshStart2026');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await expect(pw).toHaveAccessibleDescription(new RegExp('Your new password must meet every rule in the list.'.replace(/[.?]/g, '\\$&')));
    await pw.fill('Fresh-Start2026');
    await expect(dialog.getByText(`${'Password strength'}: ${'Strong'}`)).toBeVisible();
    await dialog.getByLabel('Confirm New Password').fill('Fresh-Start2026');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();

    // Step 3: success; Continue returns to sign in with the email filled in.
    await expect(dialog.getByText('Your password has been reset.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const again = page.getByRole('dialog', { name: 'Sign In' });
    await expect(again.getByRole('textbox', { name: 'Email Address' })).toHaveValue('expired@example.com');
    await again.getByLabel('Password', { exact: true }).fill('Fresh-Start2026');
    await again.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByLabel('Account status')).toHaveText('Welcome, Evan! 620 points');
  });

  test('errors appear under the email; Cancel resets to step 0', async ({ page }) => {
    await openPage(page);
    const signInDialog = await openDialog(page, 'Sign In', 'Sign In');
    await signInDialog.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    const email = dialog.getByRole('textbox', { name: 'Email Address' });
    await email.fill('nobody@example.com');
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expect(email).toHaveAccessibleDescription("We couldn't find an account with that email address.");
    await email.fill('school@example.com');
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Verification Code' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await pageButton(page, 'Sign In').click();
    await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Email Address' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Verification Code' })).toHaveCount(0);
  });
});

test.describe('keyboard and accessibility', () => {
  for (const [button, title] of [
    ['Sign In', 'Sign In'],
    ['Create Account', 'Create Account'],
  ] as const) {
    test(`the ${title} dialog keeps Tab inside and returns focus on Escape`, async ({ page }) => {
      await openPage(page);
      await pageButton(page, button).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Email Address' })).toBeFocused();
      const seen = new Set<string>();
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        expect(await holdsFocus(dialog)).toBe(true);
        seen.add(await focusedName(page));
      }
      expect(seen.size).toBeGreaterThan(3);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(pageButton(page, button)).toBeFocused();
    });
  }

  test('the Forgot Password dialog traps focus and returns it to the opener', async ({ page }) => {
    await openPage(page);
    await pageButton(page, 'Sign In').click();
    await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    await expect(dialog.getByRole('textbox', { name: 'Email Address' })).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await holdsFocus(dialog)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(pageButton(page, 'Sign In')).toBeFocused();
  });

  for (const width of [1280, 375]) {
    test(`axe finds no violation with each dialog open at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page);
      const check = async () => expect(await axeViolations(page)).toEqual([]);

      let dialog = await openDialog(page, 'Sign In', 'Sign In');
      await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(dialog.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('aria-invalid', 'true');
      await check();
      await dialog.getByRole('button', { name: 'Forgot Password?' }).click();
      dialog = page.getByRole('dialog', { name: 'Forgot Password' });
      await expect(dialog).toBeVisible();
      await check();
      await page.keyboard.press('Escape');

      dialog = await openDialog(page, 'Create Account', 'Create Account');
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await expect(dialog.getByRole('checkbox', { name: 'I accept the Terms of Use and Privacy Policy.' })).toHaveAttribute('aria-invalid', 'true');
      await check();
      await page.keyboard.press('Escape');

      dialog = await openDialog(page, 'Government Registration', 'Create a Government (Contracted) Account');
      await check();
    });
  }

  test('axe finds no violation on the new-password step with its checklist', async ({ page }) => {
    await openPage(page);
    await pageButton(page, 'Sign In').click();
    const signInDialog = page.getByRole('dialog', { name: 'Sign In' });
    await signInDialog.getByRole('textbox', { name: 'Email Address' }).fill('school@example.com');
    await signInDialog.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    // The code exists once the send call has been answered (the dialog then asks for it).
    await expect(dialog.getByRole('textbox', { name: 'Verification Code' })).toBeVisible();
    const { code } = (await (await page.request.get('/rest/__test/reset-code?email=school@example.com')).json()) as { code: string };
    await dialog.getByRole('textbox', { name: 'Verification Code' }).fill(code);
    await dialog.getByRole('button', { name: 'Verify Code' }).click();
    await dialog.getByLabel('New Password', { exact: true }).fill('abc');
    await expect(dialog.getByText(`${'Password strength'}: ${'Poor'}`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
