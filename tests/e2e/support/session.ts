/**
 * Sessions in the browser tests: sign in through the real login call, through the header's Account flyout,
 * or directly through the simulator's test session endpoint (same context: the session cookie applies); the
 * simulator's header switches (chat, rewards); the shoppers the simulator knows.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ENDPOINTS } from '../../../src/api/endpoints';

export const PASSWORD = 'Classroom2026!';

/** Signs this browser context in with the login call (the page's cookie session becomes signed in). */
export async function signInAs(request: APIRequestContext, email: string): Promise<void> {
  const conf = (await (await request.get(`${ENDPOINTS.sessionConfirmation.path}?format=string`)).json()) as { sessionConfirmationNumber: string };
  const res = await request.post(ENDPOINTS.login.path, {
    headers: { 'content-type': 'application/json' },
    data: `{"login":${JSON.stringify(email)},"password":${JSON.stringify(PASSWORD)},"userType":"b2c-user","staySignedIn":false,"sessionRestored":false,"currentURL":"/","_dynSessConf":${conf.sessionConfirmationNumber}}`,
  });
  const body = (await res.json()) as { status?: string; formError?: boolean };
  if (body.status !== 'OK') throw new Error(`login failed for ${email}: ${JSON.stringify(body)}`);
}

export const setChat = (request: APIRequestContext, online: boolean | null) => request.post('/rest/__test/chat', { data: { online } });
export const setRewardsDown = (request: APIRequestContext, down: boolean) => request.post('/rest/__test/rewards', { data: { down } });

/** The header island's root, for scoping queries. */
export async function openHeaderPage(page: Page, path = '/__test/header'): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
}

/** Signs the GSA (contracted) account in through the header's Account flyout; returns the Government Account notice, once shown. */
export async function signInGsaFromFlyout(page: Page): Promise<Locator> {
  const account = page.getByRole('button', { name: 'Account', exact: true });
  await account.click();
  // The flyout's own Sign In: a page can have another (the checkout's contact section has one for returning customers).
  const flyout = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`);
  await flyout.getByRole('button', { name: 'Sign In' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByRole('textbox', { name: /email/i }).fill('gsa@example.com');
  await signIn
    .getByLabel(/password/i)
    .first()
    .fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  const notice = page.getByRole('dialog', { name: 'Government Account' });
  await expect(notice).toBeVisible();
  return notice;
}

/** A teacher with saved addresses, a saved card and saved gift cards. */
export const MARIA = { id: 'pr100001', email: 'teacher@example.com', firstName: 'Maria', lastName: 'Lopez' };
/** A school account: pay on account, tax exempt. */
export const LINDA = { id: 'pr100003', email: 'school@example.com', firstName: 'Linda', lastName: 'Nguyen' };

/** Signs this browser's session in as `who` without the login call. */
export async function signInSession(page: Page, who: typeof MARIA): Promise<void> {
  expect((await page.request.post('/rest/__test/session', { data: { signIn: who } })).ok()).toBe(true);
}
