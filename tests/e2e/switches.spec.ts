/**
 * Switches beside the manifest: switches.json (the operator's, set per test through the demo server's
 * /__test/switches, scoped to this browser) and the host config's `off` and `rollout` decide, before anything is
 * loaded, whether a widget is on, off, or outside its rollout for this shopper; each page view reports the arms.
 */
import { expect, test, type ConsoleMessage, type Page } from './support/test';
import { fillCart, SHIP } from './support/cart';
import { openCheckout } from './support/checkout';

type Arms = Record<string, 'on' | 'off' | 'rollout-out'>;

/** Serves `body` as this browser's switches.json ('none': no file, a 404). */
async function setSwitches(page: Page, body: string): Promise<void> {
  expect((await page.request.post('/__test/switches', { data: body, headers: { 'content-type': 'text/plain' } })).ok()).toBe(true);
}

/** The page's `widgetArms` analytics event, once the loader has pushed it. */
const armsPushed = async (page: Page): Promise<Arms> =>
  (await page.waitForFunction(() => (window as unknown as { dataLayer?: { event: string; arms: Arms }[] }).dataLayer?.find((e) => e.event === 'widgetArms')?.arms)).jsonValue() as Promise<Arms>;

type Arm = 'on' | 'off' | 'rollout-out';

/** Opens the switches test page (one `trivial` marker that loads on interaction), with an optional host config; its arm. */
async function openPromo(page: Page, config?: object): Promise<Arm> {
  await page.goto('/__test/switches' + (config ? '?config=' + encodeURIComponent(JSON.stringify(config)) : ''), { waitUntil: 'domcontentloaded' });
  return (await page.evaluate(() => (window as unknown as { firstArms: Promise<Arms> }).firstArms)).trivial!;
}

const SHOPPER = 'sw_id';

test.describe('switches', () => {
  test('switches.json turns the checkout off (its fallback stays, no checkout file is asked for) and back on', async ({ page }) => {
    type Files = { entry: string; js: { file: string }[]; css: { file: string }[] };
    const manifest = (await (await page.request.get('/widgets/manifest.json')).json()) as { widgets: Record<string, Files> };
    const paths = (w: Files) => [...w.js, ...w.css].map((f) => '/widgets/' + f.file);
    // The checkout's own files: those no other widget loads.
    const others = new Set(Object.entries(manifest.widgets).flatMap(([name, w]) => (name === 'checkout' ? [] : paths(w))));
    const own = paths(manifest.widgets.checkout!).filter((p) => !others.has(p));
    const entry = '/widgets/' + manifest.widgets.checkout!.entry;
    expect(own).toContain(entry);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await fillCart(page, [SHIP]);

    await setSwitches(page, '{ "off": ["checkout"] }');
    await page.goto('/checkout-page');
    const marker = page.locator('[data-widget="checkout"]');
    await expect(marker).toHaveAttribute('data-widget-state', 'off');
    expect(await armsPushed(page)).toMatchObject({ checkout: 'off', header: 'on' });
    await expect(page.getByRole('heading', { name: 'Secure checkout' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout-page$/);
    // The decision came with the manifest, before any widget's file; the header has mounted since.
    await expect(page.locator('[data-widget="header"]')).toHaveAttribute('data-widget-state', 'ready');
    expect(asked).toContain('/widgets/switches.json');
    expect(asked.filter((p) => own.includes(p))).toEqual([]);

    await setSwitches(page, '{ "off": [] }');
    await openCheckout(page);
    expect(asked).toContain(entry);
    expect(await armsPushed(page)).toMatchObject({ checkout: 'on' });
    await expect(page.getByRole('heading', { name: 'Secure checkout' })).toBeHidden();
  });

  test('a malformed switches.json changes nothing, with one console error each', async ({ page }) => {
    const errors: ConsoleMessage[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m));
    for (const body of ['{ "off": ["trivial"', '{ "off": "trivial" }', '{ "rollout": { "trivial": 500 } }', 'null']) {
      await setSwitches(page, body);
      expect(await openPromo(page), body).toBe('on');
    }
    expect(errors.map((m) => m.text())).toEqual(Array(4).fill(expect.stringContaining('[storefront-widgets] switches.json: malformed, ignored')));
    // Without a file, the widget is on and the loader says nothing (the browser logs the 404 itself).
    await setSwitches(page, 'none');
    expect(await openPromo(page)).toBe('on');
    expect(errors.filter((m) => m.text().includes('[storefront-widgets]'))).toHaveLength(4);
    await page.getByRole('button', { name: 'Show the promo' }).click();
    await expect(page.locator('#promo')).toHaveAttribute('data-widget-state', 'ready');
  });

  test('the host config switches off and rolls out too; switches.json wins the rollout, and off wins over any rollout', async ({ page }) => {
    expect(await openPromo(page, { off: ['trivial'] })).toBe('off');
    await expect(page.locator('#promo')).toHaveAttribute('data-widget-state', 'off');
    await expect(page.getByText("The server's promo")).toBeVisible();
    // A click on the fallback loads nothing.
    await page.getByRole('button', { name: 'Show the promo' }).click();
    await expect(page.locator('#promo')).toHaveAttribute('data-widget-state', 'off');
    expect(await page.evaluate(() => (window as unknown as { armsEvents: unknown[] }).armsEvents)).toEqual([{ arms: { trivial: 'off' } }]);
    // Nor does the API's mount(), which otherwise mounts whatever the marker's load condition.
    await page.evaluate(() => {
      const api = (window as unknown as { StorefrontWidgets: { mount: (el: Element) => void; unmount: (el: Element) => void } }).StorefrontWidgets;
      const el = document.querySelector('#promo')!;
      api.unmount(el);
      api.mount(el);
    });
    await expect(page.locator('#promo')).toHaveAttribute('data-widget-state', 'off');

    // A widget opened by name stays shut too.
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    expect(await openPromo(page, { off: ['balance-check'] })).toBe('on');
    expect(await page.evaluate(() => (window as unknown as { StorefrontWidgets: { open: (n: string) => Promise<boolean> } }).StorefrontWidgets.open('balance-check'))).toBe(false);
    expect(errors).toEqual([expect.stringContaining('[storefront-widgets] balance-check: is switched off for this shopper')]);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    expect(await openPromo(page, { rollout: { trivial: 0 } })).toBe('rollout-out');
    await setSwitches(page, '{ "rollout": { "trivial": 100 } }');
    expect(await openPromo(page, { rollout: { trivial: 0 } })).toBe('on');
    expect(await openPromo(page, { off: ['trivial'] })).toBe('off');
    await setSwitches(page, '{ "off": ["trivial"] }');
    expect(await openPromo(page, { rollout: { trivial: 100 } })).toBe('off');
  });

  test('a 10 % rollout gives about 10 % of 200 fresh shoppers the widget; each keeps their arm on reload, in another tab and when it grows to 20 %', async ({ page, context, browser, baseURL }) => {
    test.setTimeout(90_000);
    // 200 first page views, in four browsers at once (a page view mostly waits): each one a new shopper (no cookie).
    const run = async (count: number) => {
      const own = await browser.newContext({ baseURL });
      const tab = await own.newPage();
      await setSwitches(tab, '{ "rollout": { "trivial": 10 } }');
      const seen: { id: string; arm: Arm }[] = [];
      for (let i = 0; i < count; i++) {
        await own.clearCookies({ name: SHOPPER });
        const arm = await openPromo(tab);
        // The page's own view of its cookies: the browser's cookie store may not have the new one yet.
        const id = (await tab.evaluate(() => document.cookie)).match(/(?:^|; )sw_id=(\w+)/)?.[1];
        expect(id).toBeTruthy();
        seen.push({ id: id!, arm });
      }
      // A first-party cookie, kept for a year.
      await expect.poll(async () => (await own.cookies()).find((c) => c.name === SHOPPER)?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 86400);
      await own.close();
      return seen;
    };
    const shoppers = (await Promise.all([50, 50, 50, 50].map(run))).flat();
    expect(new Set(shoppers.map((s) => s.id)).size).toBe(200);
    const inside = shoppers.filter((s) => s.arm === 'on');
    expect(shoppers.filter((s) => s.arm !== 'on').every((s) => s.arm === 'rollout-out')).toBe(true);
    // Binomial(200, 0.1): 20 expected, standard deviation 4.2; 8 to 36 is wider than 2.8 of them either side.
    expect(inside.length).toBeGreaterThanOrEqual(8);
    expect(inside.length).toBeLessThanOrEqual(36);

    await page.goto('/__test/switches');
    const be = async (id: string) => {
      await context.clearCookies({ name: SHOPPER });
      await context.addCookies([{ name: SHOPPER, value: id, url: page.url() }]);
    };
    await setSwitches(page, '{ "rollout": { "trivial": 10 } }');
    for (const s of [...inside.slice(0, 3), ...shoppers.filter((x) => x.arm !== 'on').slice(0, 3)]) {
      await be(s.id);
      expect(await openPromo(page)).toBe(s.arm);
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect((await armsPushed(page)).trivial).toBe(s.arm);
      const tab = await context.newPage();
      expect(await openPromo(tab)).toBe(s.arm);
      await tab.close();
    }

    // Growing the rollout only adds shoppers.
    await setSwitches(page, '{ "rollout": { "trivial": 20 } }');
    for (const s of inside) {
      await be(s.id);
      expect(await openPromo(page)).toBe('on');
    }
  });
});
