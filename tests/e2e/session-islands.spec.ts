import { expect, test } from './support/test';

test('ten islands mounting on one page cause one session-info request (counted at the server)', async ({ page }) => {
  await page.request.delete('/rest/__test/requests'); // starts this browser's session, counts from zero
  await page.goto('/__test/session-islands');
  // All ten islands mount in one scan and ask at once: by the time each shows the answer, a second
  // request would have been sent (and counted) already.
  for (let i = 1; i <= 10; i++) await expect(page.getByText(`island ${i}: signed out (guest)`)).toBeVisible();
  const { counts } = await (await page.request.get('/rest/__test/requests')).json();
  const info = Object.entries(counts).filter(([k]) => k.endsWith('/sessionInfo'));
  expect(info).toEqual([['POST /rest/model/ll/commerce/session/SessionActor/sessionInfo', 1]]);
});
