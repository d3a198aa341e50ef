import { expect, test } from './support/test';

/**
 * The worker's shared context (tests/e2e/support/test.ts): each test here leaves something behind that a new
 * shopper must not see, and the next one, run after it in the same worker (serial mode), checks that it is gone.
 */
test.describe.configure({ mode: 'serial' });

const SEEN = '/rest/__test/seen';

test('a test leaves a session, storage, a route, an init script, a listener and a second page behind', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('left-behind', 'local');
    sessionStorage.setItem('left-behind', 'session');
  });
  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toContain('JSESSIONID');
  await page.route(SEEN, (route) => route.fulfill({ json: { routed: true } }));
  await page.addInitScript(() => ((window as unknown as { leftBehind: boolean }).leftBehind = true));
  page.on('console', () => {
    throw new Error('a listener of the last test ran');
  });
  await context.newPage();
  expect(context.pages()).toHaveLength(2);
});

test('the next test starts as a new shopper on one page, without the last test’s document', async ({ page, context, baseURL }) => {
  expect(context.pages()).toEqual([page]);
  // The page waits on the site's health check (JSON, no script), not on the last test's home page.
  expect(page.url()).toBe(`${baseURL}/rest/health`);
  expect(await context.cookies()).toEqual([]);
  await page.goto('/');
  expect(await page.evaluate(() => [localStorage.getItem('left-behind'), sessionStorage.getItem('left-behind'), 'leftBehind' in window])).toEqual([null, null, false]);
  // The route is gone: the page's request reaches the server (which does not know the path).
  const routed = await page.evaluate(async (url) => (await fetch(url)).status, SEEN);
  expect(routed).toBe(404);
  // No listener of the last test: a console message does not throw in it.
  await page.evaluate(() => console.log('a console message'));
});

test('a test installs the fake clock', async ({ page }) => {
  await page.clock.install({ time: new Date('2030-01-01T00:00:00Z') });
  await page.goto('/');
  expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(2030);
});

test('the next test has the real clock and no page error from the last one', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(new Date().getUTCFullYear());
  expect(errors).toEqual([]);
});

test.describe('at another viewport', () => {
  test.use({ viewport: { width: 375, height: 700 } });
  test('the shared page takes the test viewport', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => [innerWidth, innerHeight])).toEqual([375, 700]);
  });
});
