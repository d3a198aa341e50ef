import type { Clock, Page } from '@playwright/test';

/**
 * Pauses the fake clock a minute past the page's own now.
 *
 * Install the clock (`page.clock.install()`, or the context's for every tab) before the page loads, never on
 * a live store page: Playwright injects its clock first and sets its time a round trip later, and in between
 * the page's Date.now() reads 1970 (0, 5, 9... ms). A session timer that starts then has its deadline in
 * 1970 and expires the session at its next tick, which sends the page home under the 'Session Expired' dialog.
 *
 * From install until paused the clock runs in real time, and pauseAt cannot go back ("Cannot fast-forward to
 * the past"): a pause one second after the runner's Date.now() is already in the past whenever a loaded
 * machine takes longer than that between the calls. A minute after the page's own now is ahead on any machine.
 */
export async function pauseClock(page: Page, clock: Clock = page.clock): Promise<void> {
  await clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
}
