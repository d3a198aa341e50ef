import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_ERRORS } from '../../demo-site/simulator/routes/account';
import { AUTH_MESSAGES as m } from '../../widgets/account/messages';

const PASSWORD = 'Classroom2026!';
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
  await dialog.getByRole('textbox', { name: m.emailLabel }).fill(email);
  await dialog.getByLabel(m.passwordLabel, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: m.signInButton, exact: true }).click();
  return dialog;
}

/** The name of the focused element, looking into shadow roots. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el) return '';
    const label = el.id ? el.getRootNode() instanceof ShadowRoot ? (el.getRootNode() as ShadowRoot).querySelector(`label[for="${el.id}"]`)?.textContent : null : null;
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
    const password = dialog.getByLabel(m.passwordLabel, { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(ACCOUNT_ERRORS.wrongPassword);
    await expect(password).toBeFocused();
    await expect(page.getByLabel('Account status')).toHaveText('Hello, guest');
  });

  test('empty fields are flagged at each field before any call', async ({ page }) => {
    await openPage(page);
    const dialog = await openDialog(page, 'Sign In', 'Sign In');
    await dialog.getByRole('button', { name: m.signInButton, exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: m.emailLabel })).toHaveAccessibleDescription(m.emailRequired);
    await expect(dialog.getByLabel(m.passwordLabel, { exact: true })).toHaveAccessibleDescription(m.passwordRequired);
    await expect(dialog.getByRole('textbox', { name: m.emailLabel })).toBeFocused();
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
    await dialog.getByRole('textbox', { name: m.emailLabel }).fill(email);
    await dialog.getByRole('textbox', { name: m.firstNameLabel }).fill('Nora');
    await dialog.getByRole('textbox', { name: m.lastNameLabel }).fill('Quinn');
    const password = dialog.getByLabel(m.passwordLabel, { exact: true });
    await password.fill('abc');
    await dialog.getByLabel(m.confirmPasswordLabel).fill('abc');
    const phone = dialog.getByRole('textbox', { name: m.phoneLabel });
    await phone.pressSequentially('5035550188');
    await expect(phone).toHaveValue('(503) 555-0188');
    await dialog.getByRole('textbox', { name: m.postalCodeLabel }).fill('97201');
    await dialog.getByRole('button', { name: m.createAccountButton }).click();

    for (const text of [m.passwordLength, m.passwordUppercase, m.passwordDigit]) await expect(dialog.getByText(text)).toBeVisible();
    await expect(dialog.getByText(m.passwordLowercase)).toHaveCount(0);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(dialog.getByRole('checkbox', { name: m.termsLabel })).toHaveAccessibleDescription(m.termsRequired);

    await password.fill('ABCDEFGHIJK');
    await dialog.getByRole('button', { name: m.createAccountButton }).click();
    for (const text of [m.passwordLowercase, m.passwordDigit]) await expect(dialog.getByText(text)).toBeVisible();
    await expect(dialog.getByText(m.passwordLength)).toHaveCount(0);

    await password.fill('Bright2026Class');
    await dialog.getByLabel(m.confirmPasswordLabel).fill('Bright2026Class');
    await dialog.getByRole('checkbox', { name: m.termsLabel }).check();
    await dialog.getByRole('button', { name: m.createAccountButton }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Second island')).toHaveText('Welcome, Nora! 0 points');
  });

  test('server errors are shown at their field (an email that already has an account)', async ({ page }) => {
    await openPage(page);
    const dialog = await openDialog(page, 'Create Account', 'Create Account');
    await dialog.getByRole('textbox', { name: m.emailLabel }).fill('teacher@example.com');
    await dialog.getByRole('textbox', { name: m.firstNameLabel }).fill('Maria');
    await dialog.getByRole('textbox', { name: m.lastNameLabel }).fill('Lopez');
    await dialog.getByLabel(m.passwordLabel, { exact: true }).fill('Bright2026Class');
    await dialog.getByLabel(m.confirmPasswordLabel).fill('Bright2026Class');
    await dialog.getByRole('textbox', { name: m.postalCodeLabel }).fill('K1A 0B1');
    await dialog.getByRole('checkbox', { name: m.termsLabel }).check();
    await dialog.getByRole('button', { name: m.createAccountButton }).click();
    const email = dialog.getByRole('textbox', { name: m.emailLabel });
    await expect(email).toHaveAccessibleDescription(ACCOUNT_ERRORS.emailTaken);
    await expect(email).toBeFocused();
  });

  test('government registration: the email is checked first, then a GSA account is created', async ({ page }) => {
    await openPage(page);
    const dialog = await openDialog(page, 'Government Registration', m.contractedTitle);
    const email = dialog.getByRole('textbox', { name: m.contractedEmailLabel });
    await email.fill('someone@example.com');
    await dialog.getByRole('button', { name: m.contractedContinue }).click();
    await expect(email).toHaveAccessibleDescription(ACCOUNT_ERRORS.notGovernment);
    await email.fill(`buyer.${Date.now()}@agency.gov`);
    await dialog.getByRole('button', { name: m.contractedContinue }).click();
    await dialog.getByRole('textbox', { name: m.firstNameLabel }).fill('Gail');
    await expect(dialog.getByRole('textbox', { name: m.phoneLabel })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: m.lastNameLabel }).fill('Ford');
    await dialog.getByLabel(m.passwordLabel, { exact: true }).fill('Federal2026Buy');
    await dialog.getByLabel(m.confirmPasswordLabel).fill('Federal2026Buy');
    await dialog.getByRole('checkbox', { name: m.termsLabel }).check();
    await dialog.getByRole('button', { name: m.createAccountButton }).click();
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
    await expect(alert).toContainText(m.passwordExpired);
    await alert.getByRole('button', { name: m.passwordExpiredButton }).click();

    const dialog = page.getByRole('dialog', { name: m.forgotTitle });
    await expect(dialog).toBeVisible();
    // Step 0: the email carried over.
    const email = dialog.getByRole('textbox', { name: m.emailLabel });
    await expect(email).toHaveValue('expired@example.com');
    await dialog.getByRole('button', { name: m.forgotSendCode }).click();

    // Step 1: a wrong code stays on the step with the error under the code.
    const code = dialog.getByRole('textbox', { name: m.codeLabel });
    await expect(code).toBeFocused();
    const sent = (await (await page.request.get('/rest/__test/reset-code?email=expired@example.com')).json()) as { code: string };
    await code.fill(sent.code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: m.forgotVerify }).click();
    await expect(code).toHaveAccessibleDescription(ACCOUNT_ERRORS.codeWrong);
    await code.fill(sent.code);
    await dialog.getByRole('button', { name: m.forgotVerify }).click();

    // Step 2: the live checklist and strength meter.
    const pw = dialog.getByLabel(m.newPasswordLabel, { exact: true });
    await expect(pw).toBeFocused();
    await pw.pressSequentially('fresh');
    await expect(dialog.getByText(`${m.strengthLabel}: ${m.strengthPoor}`)).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: m.ruleLowercase })).toContainText(`(${m.ruleMet})`);
    await expect(dialog.getByRole('listitem').filter({ hasText: m.ruleUppercase })).toContainText(`(${m.ruleNotMet})`);
    await pw.fill('FreshStart2026');
    await expect(dialog.getByText(`${m.strengthLabel}: ${m.strengthModerate}`)).toBeVisible();
    await dialog.getByLabel(m.confirmNewPasswordLabel).fill('FreshStart2026');
    await dialog.getByRole('button', { name: m.forgotResetButton }).click();
    await expect(pw).toHaveAccessibleDescription(new RegExp(m.passwordChecklistUnmet.replace(/[.?]/g, '\\$&')));
    await pw.fill('Fresh-Start2026');
    await expect(dialog.getByText(`${m.strengthLabel}: ${m.strengthStrong}`)).toBeVisible();
    await dialog.getByLabel(m.confirmNewPasswordLabel).fill('Fresh-Start2026');
    await dialog.getByRole('button', { name: m.forgotResetButton }).click();

    // Step 3: success; Continue returns to sign in with the email filled in.
    await expect(dialog.getByText(m.forgotSuccessTitle)).toBeVisible();
    await dialog.getByRole('button', { name: m.forgotContinue }).click();
    const again = page.getByRole('dialog', { name: 'Sign In' });
    await expect(again.getByRole('textbox', { name: m.emailLabel })).toHaveValue('expired@example.com');
    await again.getByLabel(m.passwordLabel, { exact: true }).fill('Fresh-Start2026');
    await again.getByRole('button', { name: m.signInButton, exact: true }).click();
    await expect(page.getByLabel('Account status')).toHaveText('Welcome, Evan! 620 points');
  });

  test('errors appear under the email; Cancel resets to step 0', async ({ page }) => {
    await openPage(page);
    const signInDialog = await openDialog(page, 'Sign In', 'Sign In');
    await signInDialog.getByRole('button', { name: m.forgotPasswordLink }).click();
    const dialog = page.getByRole('dialog', { name: m.forgotTitle });
    const email = dialog.getByRole('textbox', { name: m.emailLabel });
    await email.fill('nobody@example.com');
    await dialog.getByRole('button', { name: m.forgotSendCode }).click();
    await expect(email).toHaveAccessibleDescription(ACCOUNT_ERRORS.noAccount);
    await email.fill('school@example.com');
    await dialog.getByRole('button', { name: m.forgotSendCode }).click();
    await expect(dialog.getByRole('textbox', { name: m.codeLabel })).toBeVisible();
    await dialog.getByRole('button', { name: m.cancel }).click();
    await expect(dialog).toBeHidden();
    await pageButton(page, 'Sign In').click();
    await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: m.forgotPasswordLink }).click();
    await expect(dialog.getByRole('textbox', { name: m.emailLabel })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: m.codeLabel })).toHaveCount(0);
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
      await expect(dialog.getByRole('textbox', { name: m.emailLabel })).toBeFocused();
      const seen = new Set<string>();
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        const inside = await dialog.evaluate((d) => {
          let el = (d.getRootNode() as ShadowRoot | Document).activeElement;
          while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
          return !!el && d.contains(el);
        });
        expect(inside).toBe(true);
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
    await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: m.forgotPasswordLink }).click();
    const dialog = page.getByRole('dialog', { name: m.forgotTitle });
    await expect(dialog.getByRole('textbox', { name: m.emailLabel })).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => {
        let el = (d.getRootNode() as ShadowRoot | Document).activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return !!el && d.contains(el);
      })).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(pageButton(page, 'Sign In')).toBeFocused();
  });

  for (const width of [1280, 375]) {
    test(`axe finds no violation with each dialog open at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page);
      const check = async () => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

      let dialog = await openDialog(page, 'Sign In', 'Sign In');
      await dialog.getByRole('button', { name: m.signInButton, exact: true }).click();
      await expect(dialog.getByRole('textbox', { name: m.emailLabel })).toHaveAttribute('aria-invalid', 'true');
      await check();
      await dialog.getByRole('button', { name: m.forgotPasswordLink }).click();
      dialog = page.getByRole('dialog', { name: m.forgotTitle });
      await expect(dialog).toBeVisible();
      await check();
      await page.keyboard.press('Escape');

      dialog = await openDialog(page, 'Create Account', 'Create Account');
      await dialog.getByRole('button', { name: m.createAccountButton }).click();
      await expect(dialog.getByRole('checkbox', { name: m.termsLabel })).toHaveAttribute('aria-invalid', 'true');
      await check();
      await page.keyboard.press('Escape');

      dialog = await openDialog(page, 'Government Registration', m.contractedTitle);
      await check();
    });
  }

  test('axe finds no violation on the new-password step with its checklist', async ({ page }) => {
    await openPage(page);
    await pageButton(page, 'Sign In').click();
    const signInDialog = page.getByRole('dialog', { name: 'Sign In' });
    await signInDialog.getByRole('textbox', { name: m.emailLabel }).fill('school@example.com');
    await signInDialog.getByRole('button', { name: m.forgotPasswordLink }).click();
    const dialog = page.getByRole('dialog', { name: m.forgotTitle });
    await dialog.getByRole('button', { name: m.forgotSendCode }).click();
    const { code } = (await (await page.request.get('/rest/__test/reset-code?email=school@example.com')).json()) as { code: string };
    await dialog.getByRole('textbox', { name: m.codeLabel }).fill(code);
    await dialog.getByRole('button', { name: m.forgotVerify }).click();
    await dialog.getByLabel(m.newPasswordLabel, { exact: true }).fill('abc');
    await expect(dialog.getByText(`${m.strengthLabel}: ${m.strengthPoor}`)).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
