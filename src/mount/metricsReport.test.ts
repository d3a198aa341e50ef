import { describe, expect, it } from 'vitest';
import { errorKind, islandOf, ownerOf, quantile, SHARED, summarize, type MetricsInput } from './metricsReport';

const BASE = 'https://cdn.example/widgets/';

const input = (parts: Partial<MetricsInput>): MetricsInput => ({ page: '/p/S1074/', base: BASE, mounts: [], errors: [], resources: [], frames: [], tasks: [], events: [], ...parts });

describe('quantile (nearest rank)', () => {
  it('is always one of the values: the median of four is the second, their 75th percentile the third', () => {
    expect(quantile([40, 10, 30, 20], 0.5)).toBe(20);
    expect(quantile([40, 10, 30, 20], 0.75)).toBe(30);
    expect(quantile([7], 0.75)).toBe(7);
  });

  it('is 0 for no values and leaves the list as it was', () => {
    const list = [3, 1, 2];
    expect(quantile([], 0.5)).toBe(0);
    quantile(list, 0.5);
    expect(list).toEqual([3, 1, 2]);
  });
});

describe('ownerOf: the widget a file of the build belongs to', () => {
  it.each([
    ['add-to-cart-ISH4OJWA.js', 'add-to-cart'],
    ['add-to-cart-C6Y42KET.css', 'add-to-cart'],
    ['header-CYCP3NUO.js?v=1', 'header'],
    ['chunks/chunk-QHDNOTBI.js', SHARED],
    ['chunks/HeaderExtras-GYNAWOYX.js', SHARED],
    ['ui-DDAYZUG6.css', SHARED],
    ['loader.js', SHARED],
    ['manifest.json', SHARED],
  ])('%s is %j', (file, owner) => {
    expect(ownerOf(BASE + file, BASE)).toBe(owner);
  });

  it("the host page's own files are nobody's, however they are named", () => {
    expect(ownerOf('https://cdn.example/static/site-ABCDEFGH.css', BASE)).toBeNull();
    expect(ownerOf('https://other.example/widgets/header-CYCP3NUO.js', BASE)).toBeNull();
    expect(ownerOf(BASE + 'header-CYCP3NUO.js', '')).toBeNull();
  });
});

describe('islandOf: the widget an event target is in', () => {
  it('finds the marker from inside its shadow root, from its light DOM, and a dialog opened by name', () => {
    const marker = document.createElement('div');
    marker.dataset.widget = 'add-to-cart';
    const button = document.createElement('button');
    marker.attachShadow({ mode: 'open' }).append(button);
    const fallback = document.createElement('p');
    marker.append(fallback);
    const opened = document.createElement('div');
    opened.dataset.swOpened = 'account';
    const field = document.createElement('input');
    opened.append(field);
    document.body.append(marker, opened);
    expect(islandOf(button)).toBe('add-to-cart');
    expect(islandOf(fallback)).toBe('add-to-cart');
    expect(islandOf(field)).toBe('account');
    expect(islandOf(document.body)).toBeNull();
    expect(islandOf(null)).toBeNull();
    marker.remove();
    opened.remove();
  });
});

describe("errorKind: a widget-error's kind, from the loader's and the runtime's fixed words", () => {
  it.each([
    [{ message: 'could not load its code (chunks/chunk-X.js failed)' }, 'load'],
    [{ message: 'there is no widget named "carousel"' }, 'unknown'],
    [{ message: 'data-load="soon" is not eager, idle, visible, interaction or media:()' }, 'props'],
    [{ message: 'add-to-cart: invalid props', problems: [{ where: 'attribute data-sku-id', expected: 'a string', got: 'nothing' }] }, 'props'],
    [{ message: 'Cannot read properties of undefined (reading "teacher@example.com")' }, 'render'],
  ] as [Parameters<typeof errorKind>[0], string][])('%j is %s', (detail, kind) => {
    expect(errorKind(detail)).toBe(kind);
  });
});

describe('summarize: one page view per widget', () => {
  it("times a widget's first island from the first request for its own files to its first render, counts its islands, and gives null where no file of it was listed", () => {
    const d = summarize(
      input({
        mounts: [
          ['reviews', 2410.6],
          ['reviews', 1620.4],
          ['header', 900],
        ],
        resources: [
          { name: BASE + 'reviews-U2DUQIIW.css', startTime: 1200.2, transferSize: 900, encodedBodySize: 800 },
          { name: BASE + 'reviews-U2DUQIIW.js', startTime: 1200.1, transferSize: 3000, encodedBodySize: 2900 },
          { name: BASE + 'chunks/chunk-QHDNOTBI.js', startTime: 300, transferSize: 60000, encodedBodySize: 59700 },
        ],
      }),
    );
    expect(d.islands.reviews).toMatchObject({ count: 2, mountMs: 420 });
    expect(d.islands.header).toMatchObject({ count: 1, mountMs: null });
  });

  it("adds a widget's own files' bytes (the stored size for a file from the cache) and the shared files' apart; the host's files count nowhere", () => {
    const d = summarize(
      input({
        mounts: [['add-to-cart', 50]],
        resources: [
          { name: BASE + 'add-to-cart-ISH4OJWA.js', startTime: 10, transferSize: 4000, encodedBodySize: 3700 },
          { name: BASE + 'add-to-cart-C6Y42KET.css', startTime: 10, transferSize: 0, encodedBodySize: 900 },
          { name: BASE + 'chunks/chunk-QHDNOTBI.js', startTime: 10, transferSize: 60000, encodedBodySize: 59700 },
          { name: 'https://cdn.example/static/site.css', startTime: 10, transferSize: 9000, encodedBodySize: 8700 },
        ],
      }),
    );
    expect(d.islands['add-to-cart']!.bytes).toBe(4900);
    expect(d.shared.bytes).toBe(60000);
  });

  it("gives each long frame to every widget whose files ran scripts in it, with their scripts' time; the host's scripts are nobody's", () => {
    const d = summarize(
      input({
        frames: [
          {
            scripts: [
              { url: BASE + 'reviews-U2DUQIIW.js', ms: 30.4 },
              { url: BASE + 'reviews-U2DUQIIW.js', ms: 20.2 },
              { url: BASE + 'chunks/chunk-QHDNOTBI.js', ms: 45 },
              { url: 'https://cdn.example/static/legacy.js', ms: 80 },
            ],
          },
          { scripts: [{ url: BASE + 'reviews-U2DUQIIW.js', ms: 12 }] },
          { scripts: [{ url: 'https://tags.example/tag.js', ms: 200 }] },
        ],
      }),
    );
    expect(d.islands.reviews!.longTasks).toEqual({ count: 2, totalMs: 63 });
    expect(d.shared.longTasks).toEqual({ count: 1, totalMs: 45 });
    expect(d.unattributed).toBeUndefined();
  });

  it('without Long Animation Frames, long tasks are reported apart: they name no script', () => {
    const d = summarize(input({ mounts: [['header', 10]], frames: null, tasks: [70.2, 55.1] }));
    expect(d.unattributed).toEqual({ count: 2, totalMs: 125 });
    expect(d.islands.header!.longTasks).toEqual({ count: 0, totalMs: 0 });
  });

  it("counts an interaction once (its events share an id) with its longest event, in the widget of any of its targets; the host's own are left out", () => {
    const d = summarize(
      input({
        events: [
          { id: 11, ms: 24, widget: 'add-to-cart' },
          { id: 11, ms: 48, widget: null },
          { id: 11, ms: 40, widget: 'add-to-cart' },
          { id: 12, ms: 16, widget: 'add-to-cart' },
          { id: 13, ms: 200, widget: 'type-ahead' },
          { id: 14, ms: 300, widget: null },
          { id: 15, ms: 104, widget: 'add-to-cart' },
        ],
      }),
    );
    expect(d.islands['add-to-cart']!.interactions).toEqual({ count: 3, maxMs: 104, p75Ms: 104 });
    expect(d.islands['type-ahead']!.interactions).toEqual({ count: 1, maxMs: 200, p75Ms: 200 });
    expect(Object.keys(d.islands).sort()).toEqual(['add-to-cart', 'type-ahead']);
  });

  it('counts errors by widget and kind, and script errors by the file they were thrown in; the host page’s own are left out', () => {
    const d = summarize(
      input({
        errors: [
          { widget: 'reviews', kind: 'render' },
          { widget: 'reviews', kind: 'render' },
          { widget: 'carousel', kind: 'unknown' },
          { file: BASE + 'reviews-U2DUQIIW.js' },
          { file: BASE + 'chunks/chunk-QHDNOTBI.js' },
          { file: 'https://cdn.example/static/legacy.js' },
        ],
      }),
    );
    expect(d.islands.reviews!.errors).toEqual({ render: 2, script: 1 });
    expect(d.islands.carousel!.errors).toEqual({ unknown: 1 });
    expect(d.shared.errors).toBe(1);
  });

  it('carries the page and numbers only: no message, no address, nothing a shopper typed', () => {
    const d = summarize(input({ mounts: [['type-ahead', 80]], errors: [{ widget: 'type-ahead', kind: 'render' }] }));
    expect(d.page).toBe('/p/S1074/');
    const text = JSON.stringify(d);
    expect(text).not.toContain('cdn.example');
    expect(Object.keys(d)).toEqual(['page', 'islands', 'shared']);
  });
});
