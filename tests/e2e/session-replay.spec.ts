/**
 * Session replay on the demo store (storefront spec section 4: "Session-replay capture (third-party) starts after
 * the first click and consent and stops when performance consent is not active"; section 9: "replay consent
 * checks 1 s and 2 s"; section 7: delete session-replay session with fsUserId). The recorder is the demo's local
 * stand-in (/static/replay/recorder.js, which records into window.sessionReplayDemo); consent is the demo's
 * stand-in consent manager (DemoConsent), wired to the widgets through the host config's performanceConsent hook.
 */
import { expect, test, type Page } from './support/test';

interface Recorder {
  recording: boolean;
  starts: number;
  stops: number;
  orgId: string;
  ip: string;
  userId: string;
  clicks: { target: string }[];
}
type DemoWindow = { sessionReplayDemo?: Recorder; DemoConsent: { set(on: boolean): void } };

const recorder = (page: Page) => page.evaluate(() => (window as unknown as DemoWindow).sessionReplayDemo ?? null);

test('no capture before the first click; with consent a click starts the recorder; withdrawn consent stops it and deletes its session', async ({ page }) => {
  await page.request.post('/rest/__test/session', { data: { featureToggles: { fullStoryTrackingEnabled: true } } });
  // The shopper gave performance consent on an earlier visit (the demo's consent manager keeps it in localStorage).
  await page.addInitScript(() => localStorage.setItem('demo-performance-consent', 'yes'));
  const recorderScript: string[] = [];
  page.on('request', (r) => r.url().includes('/static/replay/recorder.js') && recorderScript.push(r.url()));
  await page.clock.install();
  const replayChunk = page.waitForResponse((r) => /\/chunks\/SessionReplay-\w+\.js$/.test(r.url()));
  await page.goto('/');
  await replayChunk;
  // Both consent checks (1 s and 2 s) pass with consent given, but there has been no click: nothing is captured.
  await page.clock.runFor(3000);
  expect(await recorder(page)).toBeNull();
  expect(recorderScript).toEqual([]);

  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect.poll(() => recorder(page)).toMatchObject({ recording: true, starts: 1, orgId: 'demo', ip: '127.0.0.1' });
  expect(recorderScript).toHaveLength(1);
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect.poll(async () => (await recorder(page))?.clicks.length).toBe(1);

  // The shopper withdraws performance consent in the consent manager, which tells the widgets.
  await page.evaluate(() => (window as unknown as DemoWindow).DemoConsent.set(false));
  await expect.poll(() => recorder(page)).toMatchObject({ recording: false, stops: 1 });
  const userId = (await recorder(page))!.userId;
  expect(userId).toMatch(/^demo-/);
  await expect.poll(async () => (await (await page.request.get('/rest/__test/session')).json()).deletedReplaySessions).toEqual([userId]);
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  expect((await recorder(page))!.clicks).toHaveLength(1);
});
