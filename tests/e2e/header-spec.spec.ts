// The header to the letter of storefront.md: the account icon link (section 2 routes), the recognized
// shopper (sections 4 and 6), the analytics login status (section 6), the rewards promo and logo
// (section 9: rewards logo 150x75) and the furniture tab toggle (section 3 featureToggles).
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ENDPOINTS } from '../../src/api/endpoints';
import { axeViolations as axe } from './support/axe';
import { openHeaderPage, signInAs } from './support/session';
import { lcpEntriesAfterControl, recordPaints } from './support/paint';

/** The fixture: this browser's session becomes a recognized returning visitor (teacher@example.com, Maria). */
const recognize = (request: APIRequestContext) => request.post('/rest/__test/session', { data: { recognize: { email: 'teacher@example.com' } } });

const pageLoad = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).find((e) => e.event === 'pageLoad') as Record<string, unknown> | undefined);

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a recognized shopper is told points are waiting and prompted to sign in', async ({ page }) => {
    await recognize(page.request);
    await openHeaderPage(page);
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await expect(page.getByText(/points are waiting/i)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  });

  test('a recognized shopper is not a guest: the account icon is a link to /my-account/', async ({ page }) => {
    await recognize(page.request);
    await openHeaderPage(page);
    await expect(page.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/my-account/');
  });

  test("a signed-in shopper's account icon is a link to /my-account/, and it goes there", async ({ page }) => {
    await signInAs(page.request, 'teacher@example.com');
    await openHeaderPage(page);
    const icon = page.getByRole('link', { name: 'My Account' });
    await expect(icon).toHaveAttribute('href', '/my-account/');
    await icon.click();
    await expect(page).toHaveURL(/\/my-account\/$/);
  });

  test('a guest has no account link: the icon opens the flyout', async ({ page }) => {
    await openHeaderPage(page);
    await expect(page.getByRole('link', { name: 'My Account' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  });

  test("analytics login status: the rewards tier for a signed-in member, 'Guest' for a guest and (tracked separately) a recognized shopper", async ({ page, browser }) => {
    await signInAs(page.request, 'teacher@example.com');
    await openHeaderPage(page);
    await expect.poll(async () => (await pageLoad(page))?.profile).toMatchObject({ loginStatus: 'VIP', recognized: false });

    const guest = await browser.newPage();
    await openHeaderPage(guest);
    await expect.poll(async () => (await pageLoad(guest))?.profile).toMatchObject({ loginStatus: 'Guest', recognized: false });
    await guest.close();

    const known = await browser.newPage();
    await recognize(known.request);
    await openHeaderPage(known);
    await expect.poll(async () => (await pageLoad(known))?.profile).toMatchObject({ loginStatus: 'Guest', recognized: true });
    await known.close();
  });

  test("the header content's logo and rewards promo are shown; the rewards logo is 150 by 75", async ({ page }) => {
    await openHeaderPage(page);
    const logo = page.getByRole('link', { name: 'Lakeshore Learning Demo Store' }).getByRole('img');
    await expect(logo).toHaveAttribute('src', '/static/images/logo.png');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    const promo = page.getByRole('region', { name: 'Lakeshore Rewards' });
    await expect(promo).toContainText('Redeem for Rewards certificates.'); // the content's line, not the built-in one
    const rewardsLogo = promo.getByRole('img', { name: 'Lakeshore Rewards' });
    await expect(rewardsLogo).toBeVisible();
    expect(await rewardsLogo.boundingBox()).toMatchObject({ width: 150, height: 75 });
    await expect.poll(() => rewardsLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(promo.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/rewards/');
  });

  test('furnitureTabEnabled shows the Lakeshore Furniture tab; off, there is no tab switcher', async ({ page }) => {
    await openHeaderPage(page);
    const tabs = page.getByRole('navigation', { name: 'Shop by store' });
    await expect(tabs.getByRole('link', { name: 'Lakeshore Furniture' })).toHaveAttribute('href', '/furniture/');

    const off = await page.context().browser()!.newPage();
    await off.route(`**${ENDPOINTS.sessionInfo.path}`, async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { featureToggles: Record<string, boolean> };
      body.featureToggles.furnitureTabEnabled = false;
      await route.fulfill({ response: res, json: body });
    });
    await openHeaderPage(off);
    await expect(off.getByRole('button', { name: 'Math' })).toBeVisible();
    await expect(off.getByRole('link', { name: 'Lakeshore Furniture' })).toHaveCount(0);
    await off.close();
  });
});

for (const width of [1280, 375]) {
  test(`axe finds no violation with the recognized and the signed-in account controls at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recognize(page.request);
    await openHeaderPage(page);
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await expect(page.getByText(/points are waiting/i)).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await signInAs(page.request, 'teacher@example.com');
    await openHeaderPage(page);
    await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
}

test('breakpoint mobile 767 px: the slide-in menu at 767 px, the desktop menu at 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 767, height: 800 });
  await openHeaderPage(page);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.setViewportSize({ width: 768, height: 800 });
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('on mobile the eyebrow is as tall as its tallest item plus 12px, whichever message shows', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHeaderPage(page);
  const eyebrow = page.getByRole('group', { name: 'Announcements' });
  const boxes: { eyebrow: number; slide: number; text: number }[] = [];
  for (const n of [1, 2, 3]) {
    const slide = eyebrow.getByRole('group', { name: `${n} of 3` });
    await expect(slide).toBeVisible();
    // The message's own text (its lines), and the eyebrow around it.
    const text = await slide.evaluate((el) => {
      const r = document.createRange();
      r.selectNodeContents(el);
      return r.getBoundingClientRect().height;
    });
    boxes.push({ eyebrow: (await eyebrow.boundingBox())!.height, slide: (await slide.boundingBox())!.height, text });
    await eyebrow.getByRole('button', { name: 'Next announcement' }).click();
  }
  // The box never changes height between messages (no layout shift): it is the tallest message's lines
  // (less than one 24 px line over its glyphs, and no message overflows it) plus 12 px.
  expect(new Set(boxes.map((b) => b.eyebrow)).size).toBe(1);
  const slide = boxes[0]!.slide;
  for (const b of boxes) expect(b.text).toBeLessThanOrEqual(slide);
  expect(slide - Math.max(...boxes.map((b) => b.text))).toBeLessThan(24);
  expect(boxes[0]!.eyebrow).toBeCloseTo(slide + 12, 0);
});

test('a rotating announcement never becomes the page’s Largest Contentful Paint', async ({ page }) => {
  // At 412 px (Lighthouse's phone) the first message takes one line and the second wraps onto two: larger
  // than anything painted before it on the product page. The slide's contents change in place, so the
  // browser does not report a new largest paint (it did when each message was its own element).
  await recordPaints(page);
  // The page's clock stands still from before the page loads (paused on the blank page, at its own time):
  // the carousel moves only when the test moves the clock.
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.goto('/p/S1002/');
  const eyebrow = page.getByRole('group', { name: 'Announcements' });
  await expect(eyebrow.getByRole('group', { name: '1 of 3' })).toBeVisible();
  // The page's real time (the document timeline is not the test clock): any paint from here on is the
  // rotation's or later.
  const before = await page.evaluate(() => Number(document.timeline.currentTime));
  await page.clock.runFor(3000);
  await expect(eyebrow.getByRole('group', { name: '2 of 3' })).toBeVisible();
  await expect(eyebrow.getByText('Teachers earn 3x points with Lakeshore Rewards.')).toBeVisible();
  expect((await lcpEntriesAfterControl(page)).filter((e) => e.t > before)).toEqual([]);
});

test('the header replacing its server-rendered fallback never becomes the page’s Largest Contentful Paint', async ({ page }) => {
  // At 412 px the fallback's logo and the widget's are the same box, so the widget's logo (a new element
  // in a shadow root) is not larger than what the page had already painted. Entries for elements in a
  // shadow root have no element: every entry must name one of the server-rendered page's elements.
  await recordPaints(page);
  await page.emulateMedia({ reducedMotion: 'reduce' }); // the announcements stay put
  await page.goto('/p/S1002/');
  await expect(page.getByRole('group', { name: 'Announcements' }).getByRole('group', { name: '1 of 3' })).toBeVisible();
  expect((await lcpEntriesAfterControl(page)).filter((e) => !e.light)).toEqual([]);
});
