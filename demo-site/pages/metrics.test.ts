// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MetricsDetail } from '../../src/events/eventMap';
import { createDemoApp } from '../app';
import { METRICS_BEACON_PATH } from './layout';
import { MAX_BEACONS, widgetRows } from './metrics';

const view = (mountMs: number | null, slowest = 0, errors: Record<string, number> = {}): MetricsDetail => ({
  page: '/p/S1074/',
  islands: {
    'add-to-cart': {
      count: 1,
      mountMs,
      bytes: 12288,
      longTasks: { count: 1, totalMs: 60 },
      interactions: { count: slowest ? 2 : 0, maxMs: slowest, p75Ms: slowest },
      errors,
    },
  },
  shared: { bytes: 90000, longTasks: { count: 2, totalMs: 130 }, errors: 0 },
});

const newApp = () => {
  const app = createDemoApp();
  const send = (body: string) => app.fetch(new Request(`http://127.0.0.1${METRICS_BEACON_PATH}`, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8' } }));
  const page = async () => (await app.fetch(new Request('http://127.0.0.1/metrics/'))).text();
  return { send, page };
};

describe('widgetRows', () => {
  it('gives per widget the page views, the median and p75 of mount time and of each view’s slowest interaction, and the errors by kind', () => {
    const [row] = widgetRows([view(100, 40), view(300, 0, { render: 1 }), view(200, 80), view(null, 120, { load: 2, render: 1 })]);
    expect(row).toEqual({
      widget: 'add-to-cart',
      views: 4,
      mount: [200, 300],
      bytes: 12288,
      longFrames: 1,
      longFrameMsP75: 60,
      interactions: 6,
      slowest: [80, 120],
      errors: { render: 2, load: 2 },
    });
  });
});

describe('the demo collector', () => {
  it('keeps a valid beacon and shows its widget in the table', async () => {
    const { send, page } = newApp();
    expect((await send(JSON.stringify(view(412, 64)))).status).toBe(204);
    const html = await page();
    expect(html).toContain('<th scope="row">add-to-cart</th>');
    expect(html).toContain('<td>412 ms</td>');
    expect(html).toContain('<td>12.0 KB</td>');
    expect(html).toContain('<td>64 ms</td>');
    expect(html).toContain('1 page views of 1 pages');
  });

  it('refuses what is not a page view’s figures: not JSON, another shape, a widget name that is not one, too large', async () => {
    const { send, page } = newApp();
    expect((await send('{')).status).toBe(400);
    expect((await send(JSON.stringify({ ...view(1), extra: 'x' }))).status).toBe(400);
    const named = view(1);
    named.islands['<img src=x onerror=alert(1)>'] = named.islands['add-to-cart']!;
    expect((await send(JSON.stringify(named))).status).toBe(400);
    expect((await send(JSON.stringify({ ...view(1), page: 'x'.repeat(40000) }))).status).toBe(413);
    expect(await page()).toContain('0 page views of 0 pages');
  });

  it('keeps only the last page views: the oldest go first', async () => {
    const { send, page } = newApp();
    expect((await send(JSON.stringify({ ...view(5), page: '/help/' }))).status).toBe(204);
    expect(await page()).toContain('1 page views of 1 pages');
    for (let i = 0; i < MAX_BEACONS; i++) await send(JSON.stringify(view(7)));
    expect(await page()).toContain(`${MAX_BEACONS} page views of 1 pages`);
  });
});
