/**
 * The field metrics' arithmetic (the lazy chunk FieldMetrics.ts gathers, this file sums): which widget a file
 * belongs to, which island an element is in, what kind an error is, and one page view's figures per widget.
 * Pure, so that unit tests feed it entries as the browser gives them; the demo's /metrics/ page uses quantile().
 */
import type { IslandMetrics, LongTaskFigures, MetricsDetail, MetricsErrorKind, WidgetErrorDetail } from '../events/eventMap';

/** The 'shared' owner: the loader, the manifest and the files that two or more widgets load. */
export const SHARED = '';

/**
 * The q-quantile of a list by nearest rank (q = 0.5 the median, 0.75 the 75th percentile): always one of the
 * values, never an interpolation between two page views. 0 for an empty list.
 */
export function quantile(values: readonly number[], q: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}

/**
 * Which widget a file of the build belongs to, by its URL: a widget's entry and stylesheet are named after it
 * (`add-to-cart-HASH.js`, `add-to-cart-HASH.css`) beside the loader; every other file there (the loader, the
 * manifest, React, the runtime and the lazy chunks under `chunks/`, the UI stylesheet) is SHARED. Null for a file
 * that is not ours (the host page's). `base` is the loader's folder, ending in '/'. The names come from the URL rather than from
 * manifest.json so that measuring asks for nothing: the one cost of this rule is the checkout's four split chunks,
 * which count as shared.
 */
export function ownerOf(url: string, base: string): string | null {
  if (!base || !url.startsWith(base)) return null;
  const path = url.slice(base.length).replace(/[?#].*/, '');
  const name = /^([a-z][a-z0-9]*(?:-[a-z0-9]+)*)-[A-Z0-9]{8}\.(?:js|css)$/.exec(path)?.[1];
  // ui-HASH.css is the UI primitives' stylesheet, every widget's.
  return name && name !== 'ui' ? name : SHARED;
}

/** The widget whose island holds a node (an event's target: the browser gives the outermost shadow host), or null. */
export function islandOf(node: Node | null): string | null {
  for (let n: Node | null = node; n; n = n.parentNode ?? (n as ShadowRoot).host ?? null) {
    const data = (n as HTMLElement).dataset;
    if (data?.widget || data?.swOpened) return data.widget || data.swOpened!;
  }
  return null;
}

/**
 * The kind of a `storefront:widget-error`, from its fixed parts: the loader's messages start with set words, the
 * runtime's prop check lists problems, and the rest come from an island's error boundary. The message itself is
 * never kept (a render error's could quote what a shopper typed).
 */
export function errorKind(detail: Pick<WidgetErrorDetail, 'message' | 'problems'>): MetricsErrorKind {
  if (detail.problems || detail.message.startsWith('data-load=')) return 'props';
  if (detail.message.startsWith('could not load')) return 'load';
  if (detail.message.startsWith('there is no widget')) return 'unknown';
  return 'render';
}

/** A long animation frame: each script's file and time (Long Animation Frames' `scripts`). */
export interface FrameScripts {
  scripts: { url: string; ms: number }[];
}

/** What the page gathered, as plain data. */
export interface MetricsInput {
  page: string;
  /** The loader's folder (see ownerOf). */
  base: string;
  /** Each rendered island: its widget and when its first render was committed (`performance.now()`). */
  mounts: [widget: string, renderedAt: number][];
  /** Errors: a widget's error event by kind, or a script error by the file it was thrown in. */
  errors: ({ widget: string; kind: MetricsErrorKind } | { file: string })[];
  /** Resource Timing entries. */
  resources: { name: string; startTime: number; transferSize: number; encodedBodySize: number }[];
  /** Long animation frames; null where the browser has none (then `tasks` holds long tasks' durations). */
  frames: FrameScripts[] | null;
  tasks: number[];
  /** Event Timing entries of interactions, with the island their target was in. */
  events: { id: number; ms: number; widget: string | null }[];
}

const figures = (): LongTaskFigures => ({ count: 0, totalMs: 0 });
const round = (ms: number) => Math.round(ms);

/** One page view's figures per widget. */
export function summarize(input: MetricsInput): MetricsDetail {
  const islands: Record<string, IslandMetrics> = {};
  const island = (w: string) => (islands[w] ??= { count: 0, mountMs: null, bytes: 0, longTasks: figures(), interactions: { count: 0, maxMs: 0, p75Ms: 0 }, errors: {} });
  const shared: MetricsDetail['shared'] = { bytes: 0, longTasks: figures(), errors: 0 };
  const owner = (url: string) => ownerOf(url, input.base);

  // When the loader first asked for each widget's own files: the start of its first island's mount.
  const asked = new Map<string, number>();
  // A widget opened by name (a dialog) has files and interactions but no marker: it is listed with a count of 0.
  for (const r of input.resources) {
    const w = owner(r.name);
    if (w === null) continue;
    // A file from the HTTP cache has no transfer: its stored size is what the widget costs a shopper the first time.
    const bytes = r.transferSize || r.encodedBodySize;
    if (w === SHARED) shared.bytes += bytes;
    else {
      island(w).bytes += bytes;
      asked.set(w, Math.min(r.startTime, asked.get(w) ?? Infinity));
    }
  }
  for (const [w, renderedAt] of input.mounts) {
    const i = island(w);
    i.count++;
    const start = asked.get(w);
    if (start !== undefined && (i.mountMs === null || renderedAt - start < i.mountMs)) i.mountMs = round(renderedAt - start);
  }
  for (const frame of input.frames ?? []) {
    const time = new Map<string, number>();
    for (const s of frame.scripts) {
      const w = owner(s.url);
      if (w !== null) time.set(w, (time.get(w) ?? 0) + s.ms);
    }
    for (const [w, ms] of time) {
      const t = w === SHARED ? shared.longTasks : island(w).longTasks;
      t.count++;
      t.totalMs += round(ms);
    }
  }
  for (const e of input.errors) {
    if ('kind' in e) {
      const counts = island(e.widget).errors;
      counts[e.kind] = (counts[e.kind] ?? 0) + 1;
      continue;
    }
    const w = owner(e.file);
    if (w === SHARED) shared.errors++;
    else if (w !== null) island(w).errors.script = (island(w).errors.script ?? 0) + 1;
  }
  // An interaction is several events (pointerdown, pointerup, click) with one id: its time is the longest of them.
  const interactions = new Map<number, { widget: string; ms: number }>();
  for (const e of input.events) {
    const known = interactions.get(e.id);
    const widget = e.widget ?? known?.widget;
    if (widget) interactions.set(e.id, { widget, ms: Math.max(e.ms, known?.ms ?? 0) });
  }
  const times = new Map<string, number[]>();
  for (const { widget, ms } of interactions.values()) times.set(widget, [...(times.get(widget) ?? []), ms]);
  for (const [w, list] of times) island(w).interactions = { count: list.length, maxMs: Math.max(...list), p75Ms: quantile(list, 0.75) };

  const detail: MetricsDetail = { page: input.page, islands, shared };
  if (!input.frames) detail.unattributed = { count: input.tasks.length, totalMs: round(input.tasks.reduce((a, b) => a + b, 0)) };
  return detail;
}
