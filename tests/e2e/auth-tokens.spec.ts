// Where the bearer and refresh tokens live (issue 27, item 6): this tab's sessionStorage unless "Keep me signed in"
// is ticked, localStorage when it is; a sign-out clears them in every tab.
import { expect, test, type Page } from './support/test';
import { ENDPOINTS } from '../../src/api/endpoints';
import { PASSWORD } from './support/session';

// Each test signs in through the dialog and then reloads or opens a second tab: twice an ordinary test's work.
test.describe.configure({ timeout: 60_000 });

const PAGE = '/__test/auth';
const TOKENS_KEY = 'sw:tokens';

async function openPage(page: Page, status = 'Hello, guest') {
  await page.goto(PAGE);
  await expect(page.getByLabel('Account status')).toHaveText(status);
}

async function signIn(page: Page, staySignedIn: boolean) {
  await page.locator('#auth').getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByRole('textbox', { name: 'Email Address' }).fill('teacher@example.com');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: 'Keep me signed in' }).setChecked(staySignedIn);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Account status')).toHaveText('Welcome, Maria! 1,250 points');
}

/** Every key and value of one storage area of the page. */
const storageText = (page: Page, area: 'localStorage' | 'sessionStorage') =>
  page.evaluate((a) => {
    const s = window[a];
    return Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i)!)}`).join('\n');
  }, area);

/** The tokens this tab keeps, from the area given. */
async function tokensIn(page: Page, area: 'localStorage' | 'sessionStorage'): Promise<{ accessToken: string; refreshToken: string }> {
  const raw = await page.evaluate(([a, k]) => window[a as 'localStorage'].getItem(k!), [area, TOKENS_KEY]);
  expect(raw, `tokens in ${area}`).not.toBeNull();
  return JSON.parse(raw!) as { accessToken: string; refreshToken: string };
}

/** Neither token appears under any key or in any value of the area. */
async function expectNoTokens(page: Page, area: 'localStorage' | 'sessionStorage', tokens: { accessToken: string; refreshToken: string }) {
  const text = await storageText(page, area);
  expect(text).not.toContain(tokens.accessToken);
  expect(text).not.toContain(tokens.refreshToken);
}

/** The Authorization header of the next session-info call of the page after `action`. */
async function bearerOfSessionInfo(page: Page, action: () => Promise<unknown>): Promise<string | undefined> {
  const [req] = await Promise.all([page.waitForRequest((r) => r.url().endsWith(ENDPOINTS.sessionInfo.path)), action()]);
  return req.headers().authorization;
}

test('signing in without "Keep me signed in" leaves no token in localStorage; a reload of the tab keeps the shopper signed in', async ({ page }) => {
  await openPage(page);
  await signIn(page, false);
  const tokens = await tokensIn(page, 'sessionStorage');
  await expectNoTokens(page, 'localStorage', tokens);

  const bearer = await bearerOfSessionInfo(page, () => page.reload());
  await expect(page.getByLabel('Account status')).toHaveText('Welcome, Maria! 1,250 points');
  expect(bearer).toBe(`Bearer ${tokens.accessToken}`);
  await expectNoTokens(page, 'localStorage', tokens);
});

test('signing in with "Keep me signed in" keeps the tokens in localStorage, for a new tab too', async ({ page, context }) => {
  await openPage(page);
  await signIn(page, true);
  const tokens = await tokensIn(page, 'localStorage');
  await expectNoTokens(page, 'sessionStorage', tokens);

  const other = await context.newPage();
  const bearer = await bearerOfSessionInfo(other, () => other.goto(PAGE));
  await expect(other.getByLabel('Account status')).toHaveText('Welcome, Maria! 1,250 points');
  expect(bearer).toBe(`Bearer ${tokens.accessToken}`);
});

for (const staySignedIn of [false, true]) {
  test(`signing out in one tab clears the tokens another tab keeps (Keep me signed in: ${staySignedIn})`, async ({ page, context }) => {
    const other = await context.newPage();
    await openPage(other);
    await signIn(other, staySignedIn);
    const tokens = await tokensIn(other, staySignedIn ? 'localStorage' : 'sessionStorage');
    // This tab is signed in by the shared cookie session (with the localStorage tokens when they were kept).
    await openPage(page, 'Welcome, Maria! 1,250 points');

    await page.locator('#auth').getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect(other.getByLabel('Account status')).toHaveText('Hello, guest');
    for (const tab of [page, other]) for (const area of ['localStorage', 'sessionStorage'] as const) await expectNoTokens(tab, area, tokens);
  });
}
