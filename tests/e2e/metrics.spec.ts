// Field metrics: a page view's figures per widget reach the host as `storefront:metrics` once, when the page is
// hidden, and the demo's collector at /metrics/ shows them per widget.
import { readFileSync } from 'node:fs';
import type { MetricsDetail } from '../../src/events/eventMap';
import { axeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';

const manifest = JSON.parse(readFileSync('dist-test/manifest.json', 'utf8')) as { chunks: Record<string, unknown> };
const metricsChunk = Object.keys(manifest.chunks).find((f) => /FieldMetrics-/.test(f))!;

type Captured = Window & { metrics: MetricsDetail[] };

/** Keeps every `storefront:metrics` detail of the page in window.metrics. */
async function captureMetrics(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Captured;
    w.metrics = [];
    document.addEventListener('storefront:metrics', (e) => w.metrics.push((e as CustomEvent<MetricsDetail>).detail));
  });
}

/**
 * Waits until the metrics chunk runs: the runtime asks for it at idle; once it is asked for, the loader's promise
 * of the same chunk settles after the runtime's own handler (which starts the observers) has run.
 */
async function metricsStarted(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/FieldMetrics-\w+\.js$/.test(r.name)))).toBe(true);
  await page.evaluate((file) => window.StorefrontWidgets!.chunk(file).then(() => undefined), metricsChunk);
}

/** The browser's own signal that the shopper left the tab (a headless page stays visible otherwise). */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

test.use({ viewport: { width: 1280, height: 900 } });

test('the product page sends each island’s mount time, bytes, long tasks, interactions and errors once, and /metrics/ shows them', async ({ page }) => {
  await captureMetrics(page);
  await page.goto('/p/S1074/');
  await expect(page.locator('[data-widget="add-to-cart"]')).toHaveAttribute('data-widget-state', 'ready');
  await metricsStarted(page);

  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toBeHidden();

  const rendered = await page.locator('[data-widget][data-widget-state="ready"]').evaluateAll((els) => [...new Set(els.map((el) => (el as HTMLElement).dataset.widget!))]);
  expect(rendered).toEqual(expect.arrayContaining(['add-to-cart', 'header', 'type-ahead']));
  const beacon = page.waitForRequest((r) => new URL(r.url()).pathname === '/metrics/beacon' && r.method() === 'POST');
  await hide(page);
  const sent = await beacon;

  const [detail, ...more] = await page.evaluate(() => (window as unknown as Captured).metrics);
  expect(more).toEqual([]);
  expect(detail!.page).toBe('/p/S1074/');
  for (const widget of rendered) {
    const island = detail!.islands[widget];
    expect(island, widget).toBeDefined();
    expect(island!.count, widget).toBeGreaterThanOrEqual(1);
    expect(island!.mountMs, widget).toBeGreaterThan(0);
    expect(island!.bytes, widget).toBeGreaterThan(0);
    expect(island!.longTasks.count, widget).toBeGreaterThanOrEqual(0);
    expect(island!.longTasks.totalMs, widget).toBeGreaterThanOrEqual(0);
    expect(island!.errors, widget).toEqual({});
  }
  const atc = detail!.islands['add-to-cart']!.interactions;
  expect(atc.count).toBeGreaterThanOrEqual(1);
  expect(atc.maxMs).toBeGreaterThan(0);
  expect(detail!.shared.bytes).toBeGreaterThan(0);
  // The beacon carries the same figures: no query, no field value, nothing the event does not.
  expect(JSON.parse(sent.postData()!)).toEqual(detail);
  await expect.poll(async () => (await sent.response())?.status()).toBe(204);

  // Leaving the page does not send a second time.
  await page.goto('/metrics/');
  expect(await page.evaluate(() => (window as unknown as Captured).metrics)).toEqual([]);
  const table = page.getByRole('table', { name: 'Per widget' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'add-to-cart', exact: true }) });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  // Page views, mount time median and p75, bytes, ..., interactions, slowest interaction median and p75, errors.
  await expect(cells.nth(0)).toHaveText(/^[1-9]\d*$/);
  await expect(cells.nth(1)).toHaveText(/^\d+ ms$/);
  await expect(cells.nth(2)).toHaveText(/^\d+ ms$/);
  await expect(cells.nth(3)).toHaveText(/^\d+\.\d KB$/);
  await expect(cells.nth(6)).toHaveText(/^[1-9]\d*$/);
  await expect(cells.nth(7)).toHaveText(/^\d+ ms$/);
  expect(await axeViolations(page, '#main')).toEqual([]);
});

test('errors are counted by widget and kind, with no message: invalid props, a render error, a name no widget has', async ({ page }) => {
  await captureMetrics(page);
  await page.goto('/__test/loader-basic');
  await expect(page.locator('#throws')).toHaveAttribute('data-widget-state', 'error');
  await expect(page.locator('#props-bad')).toHaveAttribute('data-widget-state', 'error');
  await expect(page.locator('#unknown')).toHaveAttribute('data-widget-state', 'error');
  await expect(page.locator('#after-throws')).toHaveAttribute('data-widget-state', 'ready');
  await metricsStarted(page);
  await hide(page);

  const [detail] = await page.evaluate(() => (window as unknown as Captured).metrics);
  expect(detail!.islands['props-demo']!.errors).toEqual({ props: 1 });
  expect(detail!.islands.throws!.errors).toEqual({ render: 1 });
  // Its error came before any widget's code had arrived, so only its marker's state tells: its code never ran.
  expect(detail!.islands['no-such-widget']!.errors).toEqual({ load: 1 });
  expect(detail!.islands.trivial!.errors).toEqual({});
  expect(JSON.stringify(detail)).not.toMatch(/render failed on purpose|three|no widget named/);
});
