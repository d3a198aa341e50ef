// One modal at a time (issue 27, build item 7): dialogs from different islands never stack on the shopper.
import { expect, test, type Page, type Route } from './support/test';
import { ENDPOINTS } from '../../src/api/endpoints';
import { axeViolations } from './support/axe';
import { holdsFocus } from './support/focus';

const DELETED = 'Your Account Has Been Deleted';
const LIGHTBOX = 'Stay Connected';
/** The island each dialog lives in, to keep axe on the dialog states this spec adds (a whole-page run is slow). */
const ISLAND = { [DELETED]: '[data-widget="header"]', [LIGHTBOX]: '[data-widget="stay-connected"]' };

/** The session flag that lets the lightbox show is off in test mode (see stay-connected.spec.ts). */
const allowLightbox = (page: Page) => page.request.post('/rest/__test/session', { data: { emailLightbox: true } });

/** The dialog named `name`, rendered whether it is on screen or waiting its turn (then closed, so hidden). */
const rendered = (page: Page, name: string) => page.getByRole('dialog', { name, includeHidden: true });

/**
 * Holds the requests matching `pattern` until `release` is called, so a test decides which island asks for its
 * dialog first, the way a slow answer would on a real network.
 */
async function hold(page: Page, pattern: string): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)));
  return () => {
    released = true;
    for (const r of held.splice(0)) void r.continue();
  };
}

// The lightbox waits for the initialisation call; the account-deleted notice is in the header's lazy chunk.
const INIT = `**${ENDPOINTS.init.path}*`;
const HEADER_EXTRAS = '**/chunks/HeaderExtras-*.js';

test.describe('one modal at a time', () => {
  // Each test runs axe on the dialog states it reaches; on a shared machine that alone can take tens of seconds.
  test.describe.configure({ timeout: 90_000 });

  // Which of the two asks first depends on the network; both orders give one dialog, then the other.
  for (const [first, second, heldUntilFirst] of [
    [DELETED, LIGHTBOX, INIT],
    [LIGHTBOX, DELETED, HEADER_EXTRAS],
  ] as const) {
    test(`a fresh guest at /?profile-deleted=true sees "${first}" alone, then "${second}" once it is closed`, async ({ page }) => {
      await allowLightbox(page);
      const release = await hold(page, heldUntilFirst);
      await page.goto('/?profile-deleted=true');
      const one = page.getByRole('dialog', { name: first });
      await expect(one).toBeVisible();
      release();
      // The other has asked to open and its dialog is there, waiting: still one modal on screen.
      await expect(rendered(page, second)).toHaveCount(1);
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(one).toBeVisible();
      await expect.poll(() => holdsFocus(one)).toBe(true);
      expect(await axeViolations(page, ISLAND[first])).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(one).toHaveCount(0);
      const two = page.getByRole('dialog', { name: second });
      await expect(two).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      // Its turn came after another dialog: focus went into it.
      await expect.poll(() => holdsFocus(two)).toBe(true);
      expect(await axeViolations(page, ISLAND[second])).toEqual([]);

      // The keyboard alone: back from the first control to the close button, and Enter.
      await page.keyboard.press('Shift+Tab');
      await expect(two.getByRole('button', { name: 'Close' }).first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  test('sign in, opened by the shopper before the lightbox came, stays on top and alone; the lightbox follows it', async ({ page }) => {
    await allowLightbox(page);
    const release = await hold(page, INIT);
    await page.goto('/');
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await expect(signIn).toBeVisible();

    // Now the lightbox gets what it needs and asks to open: it waits under no one and over no one.
    release();
    await expect(page.locator('[data-widget="stay-connected"]')).toHaveAttribute('data-lightbox', 'shown');
    await expect(rendered(page, LIGHTBOX)).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(signIn).toBeVisible();
    expect(await signIn.evaluate((d) => d.matches(':modal'))).toBe(true);
    await expect.poll(() => holdsFocus(signIn)).toBe(true);
    // Sign in was opened by name: its island is the host the runtime adds for an opened widget.
    expect(await axeViolations(page, '[data-sw-opened]')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(signIn).toHaveCount(0);
    const lightbox = page.getByRole('dialog', { name: LIGHTBOX });
    await expect(lightbox).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(lightbox.getByRole('textbox', { name: 'Email Address' })).toBeFocused();
  });
});
