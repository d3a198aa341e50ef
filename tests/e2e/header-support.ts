/** Helpers of the header's browser tests: sign in through the real login call, switch the simulator's header state. */
import type { APIRequestContext, Page } from '@playwright/test';
import { ENDPOINTS } from '../../src/api/endpoints';

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
  await page.getByRole('button', { name: 'Account' }).waitFor();
}
