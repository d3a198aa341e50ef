import { expect, test, type Locator, type Page } from './support/test';
import { axeViolations as axe } from './support/axe';
import { signInAs } from './support/session';

// The engine stand-in and the product info call, written out: a wrong client path must fail these tests.
const ENGINE = '/static/recs/engine.js';
const PRODUCT_INFO = '/rest/model/ll/commerce/recommendations/RecsActor/fetchRecsProductInfo';
const ADD_TO_CART = '/rest/model/atg/commerce/order/purchase/CartModifierActor/addItemToOrder';

/** The carousel region of a marker, once its marker has come into view and loaded. */
async function carousel(page: Page, name: string, marker = page.locator('[data-widget="recommendations"]').first()): Promise<Locator> {
  await marker.scrollIntoViewIfNeeded();
  const region = page.getByRole('region', { name });
  await expect(region.getByRole('listitem').first()).toBeVisible();
  return region;
}

/** The cards wholly inside the track's visible box, by product name. */
const cardsInView = (region: Locator) =>
  region
    .getByRole('list')
    .first()
    .evaluate((track) => {
      const box = track.getBoundingClientRect();
      return [...track.children]
        .filter((li) => {
          const r = li.getBoundingClientRect();
          return r.left >= box.left - 1 && r.right <= box.right + 1;
        })
        .map((li) => li.querySelector('article')?.getAttribute('aria-label') ?? '');
    });

test.describe('recommendations', () => {
  test('the product page shows You May Also Like with product cards after skeletons, calling product info as the spec says', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const bodies: string[] = [];
    await page.route(PRODUCT_INFO, async (route) => {
      bodies.push(route.request().postData() ?? '');
      await held;
      await route.continue();
    });
    await page.goto('/p/S1002/');
    const marker = page.locator('[data-widget="recommendations"]');
    await marker.scrollIntoViewIfNeeded();
    const loading = page.getByRole('region', { name: 'You May Also Like' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading.getByRole('status')).toHaveText('Loading recommendations');
    await expect.poll(() => bodies.length).toBe(1);
    release();
    const region = await carousel(page, 'You May Also Like');
    await expect(region).not.toHaveAttribute('aria-busy', 'true');
    await expect(region.getByRole('heading', { level: 2, name: 'You May Also Like' })).toBeVisible();
    const cards = region.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(5);
    const first = cards.first();
    await expect(first.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(first.getByText(/^\$\d+\.\d{2}/).first()).toBeVisible();
    await expect(first.getByText(/^Rated \d\.\d out of 5 stars, \d+ reviews$/)).toBeAttached();
    const raw = bodies[0]!;
    const body = JSON.parse(raw) as Record<string, unknown>;
    expect(body.maxProdsPerPage).toBe('25');
    expect(body.isDisplaySpecialPrice).toBe(true);
    expect(body.recommendedProducts).toMatch(/^P\d+(,P\d+)+$/);
    // The session confirmation number goes as a raw 64-bit integer.
    expect(raw).toMatch(/"_dynSessConf":-?\d+[,}]/);
  });

  test('Next and Previous move by a slice, and the arrows follow the spec (4 or more products)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/p/S1002/');
    const region = await carousel(page, 'You May Also Like');
    const names = await region.getByRole('article').evaluateAll((a) => a.map((x) => x.getAttribute('aria-label') ?? ''));
    const prev = region.getByRole('button', { name: 'Previous' });
    const next = region.getByRole('button', { name: 'Next' });
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    // 992 px and up: 4 cards across, one slice is the 4 cards in view.
    await expect.poll(() => cardsInView(region)).toEqual(names.slice(0, 4));
    await next.click();
    await expect.poll(() => cardsInView(region)).toEqual(names.slice(4, 8));
    await expect(region.getByText('Showing 5 to 8 of ' + names.length)).toBeAttached();
    await expect(prev).toBeEnabled();
    await prev.click();
    await expect.poll(() => cardsInView(region)).toEqual(names.slice(0, 4));

    // A placement with 3 products shows no arrows (fewer than 4 in its slice).
    await page.route(PRODUCT_INFO, async (route) => {
      const res = await route.fetch();
      const json = (await res.json()) as { recsProductInfo: unknown[] };
      await route.fulfill({ response: res, json: { recsProductInfo: json.recsProductInfo.slice(0, 3) } });
    });
    await page.goto('/shopping-cart/');
    const few = await carousel(page, 'Customers Also Bought');
    await expect(few.getByRole('article')).toHaveCount(3);
    await expect(few.getByRole('button', { name: 'Previous' })).toHaveCount(0);
    await expect(few.getByRole('button', { name: 'Next' })).toHaveCount(0);
  });

  test('a carousel action reaches analytics 200 ms after it (spec section 9), not before', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.clock.install();
    await page.goto('/p/S1002/');
    const region = await carousel(page, 'You May Also Like');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    const sent = () => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'recommendationCarousel'));
    await region.getByRole('button', { name: 'Next' }).click();
    await expect(region.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await page.clock.runFor(199);
    expect(await sent()).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(sent).toEqual([{ event: 'recommendationCarousel', action: 'next', placement: 'item_page.rr1' }]);
  });

  test("a card's badge links to its product; its click is the productBadgeClick analytics event (spec section 7)", async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/p/S1002/');
    const region = await carousel(page, 'You May Also Like');
    // P1034 is an exclusive product (llExclusive) with no merchandising badge: its Exclusive badge is the flag's.
    const card = region.getByRole('article', { name: 'No-Spill Paint Cups' });
    const badge = card.getByRole('link', { name: 'Exclusive, No-Spill Paint Cups' });
    await expect(badge).toHaveAttribute('href', '/p/S1034/');
    await badge.scrollIntoViewIfNeeded();
    // A target of at least 24 by 24 px (WCAG 2.2 2.5.8).
    const box = (await badge.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    const opened = context.waitForEvent('page');
    await badge.click({ modifiers: ['ControlOrMeta'] });
    await expect(await opened).toHaveURL(/\/p\/S1034\/$/);
    const events = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'productBadgeClick'));
    expect(events).toEqual([{ event: 'productBadgeClick', badge: 'Exclusive', productId: 'P1034', source: 'recommendations' }]);
  });

  test("the engine is asked with the shopper's recommendation id, kept in local storage for 31449600000 ms (spec section 9)", async ({ page }) => {
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/placements'));
    await page.goto('/p/S1002/');
    await page.locator('[data-widget="recommendations"]').first().scrollIntoViewIfNeeded();
    const userId = new URL((await asked).url()).searchParams.get('userId');
    expect(userId).toMatch(/^[a-z]{26}$/);
    const kept = await page.evaluate(() => ({ stored: JSON.parse(localStorage.getItem('sw-recs-id') ?? 'null') as { id: string; expires: number }, now: Date.now() }));
    expect(kept.stored.id).toBe(userId);
    expect(kept.stored.expires - kept.now).toBeLessThanOrEqual(31449600000);
    expect(kept.stored.expires - kept.now).toBeGreaterThan(31449600000 - 60_000);
    // The next page asks with the same id.
    const again = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/placements'));
    await page.goto('/shopping-cart/');
    await page.locator('[data-widget="recommendations"]').first().scrollIntoViewIfNeeded();
    expect(new URL((await again).url()).searchParams.get('userId')).toBe(userId);
  });

  test('at 375 px 2.1 cards show, as a list to swipe without arrows', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/p/S1002/');
    const region = await carousel(page, 'You May Also Like');
    await expect(region.getByRole('button', { name: 'Next' })).toHaveCount(0);
    const ratio = await region
      .getByRole('list')
      .first()
      .evaluate((track) => {
        const li = track.children[0]!.getBoundingClientRect();
        const gap = track.children[1]!.getBoundingClientRect().left - li.right;
        const cs = getComputedStyle(track);
        const inner = track.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
        return (inner + gap) / (li.width + gap);
      });
    expect(ratio).toBeCloseTo(2.1, 1);
    expect(await cardsInView(region)).toHaveLength(2);
  });

  test('after viewing three products the home page lists them under Recently Viewed, newest first', async ({ page }) => {
    const seen: string[] = [];
    for (const sku of ['S1010', 'S1002', 'S1030']) {
      await page.goto(`/p/${sku}/`);
      seen.unshift((await page.getByRole('heading', { level: 1 }).textContent())!.trim());
      // The type-ahead records the product viewed.
      await expect(page.locator('[data-widget="type-ahead"]')).toHaveAttribute('data-widget-state', 'ready');
    }
    await page.goto('/');
    const region = await carousel(page, 'Recently Viewed', page.locator('[data-widget="recommendations"][data-variant="recently-viewed"]'));
    const names = await region.getByRole('article').evaluateAll((a) => a.map((x) => x.getAttribute('aria-label') ?? ''));
    expect(names).toEqual(seen);
  });

  test('a GSA user sees GSA prices and no store labels; a signed-in shopper sees Lower Price in Store', async ({ page }) => {
    await signInAs(page.request, 'teacher@example.com');
    await page.goto('/p/S1002/');
    let region = await carousel(page, 'You May Also Like');
    await expect(region.getByText('Lower Price in Store').first()).toBeVisible();
    await expect(region.getByText('GSA', { exact: true })).toHaveCount(0);

    await page.context().clearCookies();
    await signInAs(page.request, 'gsa@example.com');
    await page.goto('/p/S1002/');
    region = await carousel(page, 'You May Also Like');
    const gsaCard = region
      .getByRole('article')
      .filter({ has: page.getByText('GSA', { exact: true }) })
      .first();
    await expect(gsaCard).toBeVisible();
    await expect(gsaCard.getByText(/^\$\d+\.\d{2}/).first()).toBeVisible();
    await expect(region.getByText('Lower Price in Store')).toHaveCount(0);
  });

  test('a failing engine script leaves the page clean: no box, one console error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route(ENGINE, (route) => route.abort());
    await page.goto('/p/S1002/');
    const marker = page.locator('[data-widget="recommendations"]');
    await marker.scrollIntoViewIfNeeded();
    await expect.poll(() => errors.filter((e) => e.includes('recommendations')).length).toBe(1);
    await expect(page.getByRole('region', { name: 'You May Also Like' })).toHaveCount(0);
    await expect(page.getByText('This part of the page is not available')).toHaveCount(0);
    expect((await marker.boundingBox())?.height ?? 0).toBe(0);
    // (Markers of widgets not built yet on this demo page log their own error.)
    expect(errors.filter((e) => !/there is no widget named/.test(e))).toHaveLength(1);
  });

  test('an empty placement shows nothing at all', async ({ page }) => {
    await page.route(PRODUCT_INFO, (route) => route.fulfill({ json: { recsProductInfo: [] } }));
    await page.goto('/p/S1002/');
    const marker = page.locator('[data-widget="recommendations"]');
    await marker.scrollIntoViewIfNeeded();
    await expect(marker).toHaveAttribute('data-widget-state', 'ready');
    await expect(page.getByRole('region', { name: 'You May Also Like' })).toHaveCount(0);
    await expect.poll(async () => (await marker.boundingBox())?.height ?? -1).toBe(0);
  });

  test('with the toggle on, Add to Cart from a card raises the header count', async ({ page }) => {
    await page.goto('/p/S1002/');
    const cart = page.getByRole('link', { name: /^Cart/ });
    await expect(cart).toBeVisible();
    const before = Number((await cart.textContent())?.replace(/\D/g, '') || 0);
    const region = await carousel(page, 'You May Also Like');
    const add = region.getByRole('button', { name: /^Add to Cart/ }).first();
    const call = page.waitForResponse((r) => new URL(r.url()).pathname === ADD_TO_CART && r.request().method() === 'POST');
    await add.click();
    expect((await call).status()).toBe(200);
    await expect(region.getByRole('button', { name: /^Added To Cart/ }).first()).toBeVisible();
    await expect(cart).toContainText(String(before + 1));
  });

  test('axe finds no violation at 1280 and 375 px', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/p/S1002/');
    await carousel(page, 'You May Also Like');
    expect(await axe(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await carousel(page, 'Teacher Picks for Fall', page.locator('[data-widget="recommendations"][data-placement="home_page.dy1"]'));
    expect(await axe(page)).toEqual([]);
  });

  test('the keyboard alone walks the carousel: the arrows, then every card', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/p/S1002/');
    const region = await carousel(page, 'You May Also Like');
    const names = await region.getByRole('article').evaluateAll((a) => a.map((x) => x.getAttribute('aria-label') ?? ''));
    const focused = () =>
      page.evaluate(() => {
        let a: Element | null = document.activeElement;
        while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
        return a?.tagName === 'A' && a.closest('h3') ? `card:${a.getAttribute('aria-label')}` : `${a?.tagName}:${a?.getAttribute('aria-label') ?? ''}`;
      });
    // From the link just before the carousel, the arrows come first: Previous (at the start, disabled but
    // focusable), then Next.
    await page.getByRole('link', { name: 'Write a review' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('BUTTON:Previous');
    await expect(region.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('BUTTON:Next');
    await page.keyboard.press('Enter');
    await expect.poll(() => cardsInView(region)).toEqual(names.slice(4, 8));
    await expect(region.getByText(`Showing 5 to 8 of ${names.length}`)).toBeAttached();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => cardsInView(region)).toEqual(names.slice(0, 4));
    // Then every card's name link in turn, each scrolled into view when it takes focus.
    await page.keyboard.press('Tab');
    const walked: string[] = [];
    for (let i = 0; i < 60 && walked.length < names.length; i++) {
      await page.keyboard.press('Tab');
      const f = await focused();
      if (f.startsWith('card:')) {
        const label = f.slice(5);
        walked.push(label);
        await expect.poll(async () => (await cardsInView(region)).includes(label)).toBe(true);
      }
    }
    expect(walked).toEqual(names);
  });
});
