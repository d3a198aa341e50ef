// Product videos (storefront spec sections 2, 3 and 9): the product page's 'Play Video' button and player dialog,
// and the video search-result list, by role, in Debian's Chromium (which plays H.264: the demo clip is an mp4).
import { expect, test, type Locator, type Page } from './support/test';
import { axeViolations as axe } from './support/axe';

/** The simulator's videos call, written out here (never imported from the client's endpoint table). */
const VIDEOS = '/rest/model/ll/commerce/media/VideoActor/videos';
/** Spec section 9: "Video file pattern: tablet 480p, 1400k mp4". */
const PATTERN_SUFFIX = '-tablet-480p-1400k.mp4';

interface Rec {
  name: string;
  repositoryId: string;
  seoUrl: string;
  baseContentUrl: string;
  mediaDisplayImage: string;
  captionsUrl?: string;
}

async function records(page: Page, query: string): Promise<Rec[]> {
  const r = await page.request.get(`${VIDEOS}?${query}`);
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { records: Rec[] }).records;
}

const currentTime = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);

/** Presses Tab until `target` has focus (at most `max` presses): the keyboard alone reaches it. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el.getRootNode() instanceof ShadowRoot && (el.getRootNode() as ShadowRoot).activeElement === el)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

test.describe('product-video on the product page', () => {
  test("'Play Video' opens the player: the pattern's mp4 plays with captions; Escape closes, stops it and gives focus back", async ({ page }) => {
    const [rec] = await records(page, 'productId=P1001');
    expect(rec!.captionsUrl).toBeTruthy();
    const media: { url: string; status: number; type: string }[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.mp4')) media.push({ url: new URL(r.url()).pathname, status: r.status(), type: r.headers()['content-type'] ?? '' });
    });
    await page.goto(rec!.seoUrl);
    const button = page.getByRole('button', { name: 'Play Video' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: rec!.name });
    await expect(dialog).toBeVisible();
    const video = dialog.locator('video');

    // The mp4 by the spec's file pattern, from the record's baseContentUrl; the browser loads it.
    const mp4 = rec!.baseContentUrl + PATTERN_SUFFIX;
    await expect(video.locator('source')).toHaveAttribute('src', mp4);
    await expect(video.locator('source')).toHaveAttribute('type', 'video/mp4');
    await expect.poll(() => media.find((m) => m.url === mp4)).toMatchObject({ type: 'video/mp4' });
    expect([200, 206]).toContain(media.find((m) => m.url === mp4)!.status);

    // The record has captions: a captions track, shown.
    const track = video.locator('track');
    await expect(track).toHaveAttribute('kind', 'captions');
    await expect(track).toHaveAttribute('src', rec!.captionsUrl!);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe('showing');

    // It plays: time advances.
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.5);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

    // Escape closes the dialog and stops playback: paused and rewound, and it stays so.
    const handle = await video.elementHandle();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await handle!.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime }))).toEqual({ paused: true, time: 0 });
    await expect.poll(() => handle!.evaluate((v: HTMLVideoElement) => v.paused && v.currentTime === 0)).toBe(true);
    await expect(button).toBeFocused();
  });

  test('a record without captions has no captions track', async ({ page }) => {
    const all = await records(page, 'Ntt=');
    const plain = all.find((r) => !r.captionsUrl)!;
    expect(plain).toBeTruthy();
    await page.goto(plain.seoUrl);
    await page.getByRole('button', { name: 'Play Video' }).click();
    const dialog = page.getByRole('dialog', { name: plain.name });
    await expect(dialog.locator('video source')).toHaveAttribute('src', plain.baseContentUrl + PATTERN_SUFFIX);
    await expect(dialog.locator('track')).toHaveCount(0);
  });

  test('a product without a video has no Play Video button', async ({ page }) => {
    expect(await records(page, 'productId=P1003')).toEqual([]);
    await page.goto('/p/S1003/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-widget="add-to-cart"]')).toHaveAttribute('data-widget-state', 'ready');
    await expect(page.getByRole('button', { name: 'Play Video' })).toHaveCount(0);
  });

  test('the keyboard alone: Tab to the button, Enter opens, focus stays in the dialog, Space pauses, Escape closes', async ({ page }) => {
    const [rec] = await records(page, 'productId=P1001');
    await page.goto(rec!.seoUrl);
    const button = page.getByRole('button', { name: 'Play Video' });
    await expect(button).toBeEnabled();
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: rec!.name });
    const video = dialog.locator('video');
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(video).toBeFocused();
    // Focus is trapped: Tab and Shift+Tab go round the close button and the player.
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(video).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(video).toBeFocused();
    // The player's own keys: Space pauses and plays.
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.2);
    await page.keyboard.press('Space');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    // Enter again opens it afresh, from the start.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.2);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('product-video on a host page', () => {
  test('a file pattern that names no file on the media server: the dialog says it cannot play; a button without a product does not mount', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    await page.goto('/__test/product-video');
    await page.getByRole('button', { name: 'Play Video' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('video source')).toHaveAttribute('src', '/static/video/classroom-demo/MV1001_Tablet_480p_1400K.mp4');
    await expect(dialog.getByRole('alert')).toHaveText('This video cannot be played right now.');
    await expect(page.locator('#invalid')).toHaveAttribute('data-widget-state', 'error');
    expect(errors.join('\n')).toContain('required for the button view (data-product-id)');
  });
});

test.describe('product-video search results', () => {
  test("every record shows 'Play Video' and 'View Product'; the first 4 images eager, the rest lazy", async ({ page }) => {
    const all = await records(page, 'Ntt=');
    expect(all.length).toBeGreaterThan(4);
    await page.goto('/videos/');
    const list = page.getByRole('list', { name: 'Video results' });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(all.length);
    for (const [i, rec] of all.entries()) {
      const item = items.nth(i);
      await expect(item.getByRole('heading', { name: rec.name })).toBeVisible();
      await expect(item.getByRole('button', { name: 'Play Video', exact: true })).toHaveAccessibleDescription(rec.name);
      await expect(item.getByRole('link', { name: 'View Product', exact: true })).toHaveAttribute('href', rec.seoUrl);
      await expect(item.getByRole('img', { name: rec.name })).toHaveAttribute('loading', i < 4 ? 'eager' : 'lazy');
      await expect(item.getByRole('img', { name: rec.name })).toHaveAttribute('src', rec.mediaDisplayImage);
    }
  });

  test("a result's 'Play Video' plays that record and gives focus back; 'View Product' goes to the product", async ({ page }) => {
    const all = await records(page, 'Ntt=');
    const rec = all[5]!;
    await page.goto('/videos/');
    const item = page.getByRole('list', { name: 'Video results' }).getByRole('listitem').nth(5);
    const play = item.getByRole('button', { name: 'Play Video' });
    await play.click();
    const dialog = page.getByRole('dialog', { name: rec.name });
    const video = dialog.locator('video');
    await expect(video.locator('source')).toHaveAttribute('src', rec.baseContentUrl + PATTERN_SUFFIX);
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.3);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
    await item.getByRole('link', { name: 'View Product' }).click();
    await expect(page).toHaveURL(rec.seoUrl);
    await expect(page.getByRole('button', { name: 'Play Video' })).toBeVisible();
  });

  test('a search term narrows the list to matching videos', async ({ page }) => {
    const found = await records(page, 'Ntt=crayons');
    expect(found.length).toBeGreaterThan(0);
    await page.goto('/videos/');
    await page.getByRole('searchbox', { name: 'Search videos' }).fill('crayons');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/videos\/\?Ntt=crayons$/);
    const items = page.getByRole('list', { name: 'Video results' }).getByRole('listitem');
    await expect(items).toHaveCount(found.length);
    for (const rec of found) await expect(items.getByRole('heading', { name: rec.name })).toBeVisible();
    await page.goto('/videos/?Ntt=zzqqxx');
    await expect(page.getByRole('status').filter({ hasText: 'No videos match your search.' })).toBeVisible();
  });
});

test.describe('product-video accessibility', () => {
  for (const width of [1280, 375]) {
    test(`axe finds no violation at ${width} px: the product page with the dialog open, the list, the list's dialog`, async ({ page }) => {
      // Three whole-page axe runs on a shared machine.
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 850 });
      await page.goto('/p/S1001/');
      await page.getByRole('button', { name: 'Play Video' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect.poll(() => currentTime(page.getByRole('dialog').locator('video')), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await axe(page)).toEqual([]);

      await page.goto('/videos/');
      const items = page.getByRole('list', { name: 'Video results' }).getByRole('listitem');
      await expect(items.first()).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await items.nth(1).getByRole('button', { name: 'Play Video' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });
  }
});
