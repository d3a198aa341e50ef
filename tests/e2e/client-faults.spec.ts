import { expect, test } from './support/test';

const INIT = '/rest/model/ll/commerce/init/InitActor/initData';

/** What fetch() in the page sees for the init call. */
const fetchInPage = (page: import('@playwright/test').Page) =>
  page.evaluate(async (url) => {
    const t0 = performance.now();
    try {
      const r = await fetch(url, { credentials: 'include' });
      const text = await r.text();
      let json = true;
      try {
        JSON.parse(text);
      } catch {
        json = false;
      }
      return { status: r.status, json, ms: performance.now() - t0 };
    } catch (e) {
      return { error: String(e), ms: performance.now() - t0 };
    }
  }, INIT);

test('the fault switch reaches a real browser: status, delay, malformed JSON, dropped connection, only for this session', async ({ page, browser }) => {
  // A page of the origin without widgets: a widget's own init call would take a one-time fault before the
  // test's fetch does (it failed so once in a full run).
  await page.goto('/rest/health');
  expect(await fetchInPage(page)).toMatchObject({ status: 200, json: true });

  await page.request.post('/rest/__test/faults', { data: { path: INIT, status: 500, times: 1 } });
  expect(await fetchInPage(page)).toMatchObject({ status: 500 });
  expect(await fetchInPage(page)).toMatchObject({ status: 200 });

  await page.request.post('/rest/__test/faults', { data: { path: INIT, malformed: true, times: 1 } });
  expect(await fetchInPage(page)).toMatchObject({ status: 200, json: false });

  await page.request.post('/rest/__test/faults', { data: { path: INIT, delayMs: 600, times: 1 } });
  expect((await fetchInPage(page)).ms).toBeGreaterThanOrEqual(550);

  await page.request.post('/rest/__test/faults', { data: { path: INIT, drop: true } });
  expect(await fetchInPage(page)).toHaveProperty('error');
  // Another browser (another session) is not affected.
  const other = await browser.newPage();
  await other.goto('/rest/health');
  expect(await fetchInPage(other)).toMatchObject({ status: 200 });
  await other.close();
  await page.request.delete('/rest/__test/faults');
  expect(await fetchInPage(page)).toMatchObject({ status: 200 });
});
