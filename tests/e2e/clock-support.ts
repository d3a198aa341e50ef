import type { Clock, Page } from '@playwright/test';

/**
 * Installs the fake clock and pauses it. From install until paused the clock runs in real time, and pauseAt
 * cannot go back ("Cannot fast-forward to the past"): a pause one second after the runner's Date.now() is
 * already in the past whenever a loaded machine takes longer than that between the two calls. A minute
 * after the page's own now is ahead on any machine.
 *
 * `clock` is the page's or its browser context's (one clock for every tab); `page` is where the time is read:
 * before the first navigation that is about:blank, whose clock is installed too.
 */
export async function pauseClock(page: Page, clock: Clock = page.clock): Promise<void> {
  await clock.install();
  await clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
}
