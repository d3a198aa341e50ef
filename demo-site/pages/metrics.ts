/**
 * The demo's field-metrics collector, as a store's team would run one: the demo pages' host config names
 * METRICS_BEACON_PATH (layout.ts) as `metricsUrl`, each page view sends its `storefront:metrics` figures there once, and
 * /metrics/ shows them per widget across page views (median and 75th percentile, the way field figures are read:
 * a typical shopper and a slow one). Kept in memory, the last MAX_BEACONS page views of this server.
 */
import type { Hono } from 'hono';
import { is, nullable, number, object, optional, record, refine, size, string, type Infer } from 'superstruct';
import { quantile } from '../../src/mount/metricsReport';
import type { DemoEnv } from '../types';
import { html } from '../html';
import { layout, METRICS_BEACON_PATH } from './layout';

export const METRICS_PAGE_PATH = '/metrics/';
/** Page views kept; older ones are dropped first. */
export const MAX_BEACONS = 1000;
/** A page view's figures are a few hundred bytes; anything much larger is not ours. */
const MAX_BODY_BYTES = 32 * 1024;

const ms = refine(number(), 'figure', (v) => Number.isFinite(v) && v >= 0);
const figures = object({ count: ms, totalMs: ms });
const widgetName = refine(string(), 'widget name', (v) => /^[a-z][a-z0-9-]{0,39}$/.test(v));
/** The shape of `storefront:metrics` (src/events/eventMap MetricsDetail), checked before anything is kept. */
const Beacon = object({
  page: size(string(), 1, 300),
  islands: refine(
    record(widgetName, object({ count: ms, mountMs: nullable(ms), bytes: ms, longTasks: figures, interactions: object({ count: ms, maxMs: ms, p75Ms: ms }), errors: record(string(), ms) })),
    'widgets',
    (v) => Object.keys(v).length <= 60,
  ),
  shared: object({ bytes: ms, longTasks: figures, errors: ms }),
  unattributed: optional(figures),
});
type Beacon = Infer<typeof Beacon>;
type Island = Beacon['islands'][string];

/** One widget's row: its figures across the page views that had it. */
export interface WidgetRow {
  widget: string;
  views: number;
  mount: [median: number, p75: number] | null;
  bytes: number;
  longFrames: number;
  longFrameMsP75: number;
  interactions: number;
  slowest: [median: number, p75: number] | null;
  errors: Record<string, number>;
}

const pair = (list: number[]): [number, number] | null => (list.length ? [quantile(list, 0.5), quantile(list, 0.75)] : null);

/** The table's rows, by widget name: a pure function of the page views kept. */
export function widgetRows(beacons: readonly Beacon[]): WidgetRow[] {
  const byWidget = new Map<string, Island[]>();
  for (const b of beacons) for (const [w, i] of Object.entries(b.islands)) byWidget.set(w, [...(byWidget.get(w) ?? []), i]);
  return [...byWidget.keys()].sort().map((widget) => {
    const views = byWidget.get(widget)!;
    const errors: Record<string, number> = {};
    for (const v of views) for (const [kind, n] of Object.entries(v.errors)) errors[kind] = (errors[kind] ?? 0) + n;
    const interacted = views.filter((v) => v.interactions.count > 0);
    return {
      widget,
      views: views.length,
      mount: pair(views.flatMap((v) => (v.mountMs === null ? [] : [v.mountMs]))),
      bytes: quantile(
        views.map((v) => v.bytes),
        0.5,
      ),
      longFrames: quantile(
        views.map((v) => v.longTasks.count),
        0.5,
      ),
      longFrameMsP75: quantile(
        views.map((v) => v.longTasks.totalMs),
        0.75,
      ),
      interactions: views.reduce((n, v) => n + v.interactions.count, 0),
      // A page view's slowest interaction in the widget, as INP takes a page's: then its median and p75 over page views.
      slowest: pair(interacted.map((v) => v.interactions.maxMs)),
      errors,
    };
  });
}

const msText = (p: [number, number] | null, i: 0 | 1) => (p ? `${p[i]} ms` : '–');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const errorText = (e: Record<string, number>) =>
  Object.entries(e)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ') || '0';

export function registerMetricsPage(app: Hono<DemoEnv>): void {
  const beacons: Beacon[] = [];

  app.post(METRICS_BEACON_PATH, async (c) => {
    if (Number(c.req.header('content-length') ?? 0) > MAX_BODY_BYTES) return c.body(null, 413);
    const text = await c.req.text();
    if (text.length > MAX_BODY_BYTES) return c.body(null, 413);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return c.body(null, 400);
    }
    if (!is(data, Beacon)) return c.body(null, 400);
    beacons.push(data);
    if (beacons.length > MAX_BEACONS) beacons.splice(0, beacons.length - MAX_BEACONS);
    return c.body(null, 204);
  });

  app.get(METRICS_PAGE_PATH, (c) => {
    const rows = widgetRows(beacons);
    const pages = new Set(beacons.map((b) => b.page)).size;
    const body = html`<h1>Field Metrics</h1>
      <p>
        What each widget cost the shoppers of this demo, from their own browsers: ${beacons.length} page views of ${pages} pages (the last ${MAX_BEACONS} kept, in memory). Each page view sends its
        figures once, when it is hidden or left. Times are the median and the 75th percentile over the page views that had the widget.
      </p>
      <table class="wc-table">
        <caption>
          Per widget
        </caption>
        <thead>
          <tr>
            <th scope="col">Widget</th>
            <th scope="col">Page views</th>
            <th scope="col">Mount time, median</th>
            <th scope="col">Mount time, p75</th>
            <th scope="col">Own bytes, median</th>
            <th scope="col">Long frames per view, median</th>
            <th scope="col">Long-frame script time, p75</th>
            <th scope="col">Interactions</th>
            <th scope="col">Slowest interaction, median</th>
            <th scope="col">Slowest interaction, p75</th>
            <th scope="col">Errors</th>
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            (r) =>
              html`<tr>
                <th scope="row">${r.widget}</th>
                <td>${r.views}</td>
                <td>${msText(r.mount, 0)}</td>
                <td>${msText(r.mount, 1)}</td>
                <td>${kb(r.bytes)}</td>
                <td>${r.longFrames}</td>
                <td>${r.longFrameMsP75} ms</td>
                <td>${r.interactions}</td>
                <td>${msText(r.slowest, 0)}</td>
                <td>${msText(r.slowest, 1)}</td>
                <td>${errorText(r.errors)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      ${
        beacons.length
          ? html`<p>
              Shared files (React, the runtime, lazy chunks), median per page view:
              ${kb(
                quantile(
                  beacons.map((b) => b.shared.bytes),
                  0.5,
                ),
              )},
              ${quantile(
                beacons.map((b) => b.shared.longTasks.count),
                0.5,
              )}
              long frames; script errors in them: ${beacons.reduce((n, b) => n + b.shared.errors, 0)}.
            </p>`
          : html`<p>No page views yet: open a few pages of the demo, then come back.</p>`
      }`;
    return c.html(layout({ title: 'Field Metrics', nonce: c.get('nonce'), body, path: METRICS_PAGE_PATH }), 200, { 'cache-control': 'no-store' });
  });
}
