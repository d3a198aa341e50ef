/**
 * Field metrics, the lazy chunk (started by startFieldMetrics.ts at idle after the first island mounts): what each
 * widget costs on the shopper's own device, sent once per page view when the page is hidden, as the host event
 * `storefront:metrics` and, where the host config names a `metricsUrl`, one beacon.
 *
 * The browser's own timelines do the watching, each read with `buffered: true`, so that what happened before this
 * chunk arrived still counts: Resource Timing (bytes, and when the loader first asked for a widget's files: the start
 * of its mount time), Long Animation Frames (long frames, with the scripts that
 * ran in them and their files) or long tasks where the browser has no LoAF, and Event Timing (interactions). Event
 * Timing's buffer keeps only events of 104 ms or more, so a quick tap before this chunk arrived is not counted; a
 * slow one is. Our own observer rather than the web-vitals library: web-vitals reports one interaction for the
 * whole page (its INP), while each widget needs its own count and times, which one observer of every interaction
 * gives in a few lines, and it would add a library to every measured page.
 */
import { sendMetricsBeacon } from '../api/metricsBeacon';
import type { MetricsDetail, WidgetErrorDetail } from '../events/eventMap';
import { errorKind, islandOf, summarize, type FrameScripts, type MetricsInput } from './metricsReport';

/**
 * What the runtime notes before this chunk arrives (startFieldMetrics.ts): rendered islands, every error event, and
 * the host config's metricsUrl. Handed in, so that this chunk imports nothing of the runtime: an import would give
 * the runtime chunk more exports, and every widget's imports of it longer names (+11 B for the shopping list).
 */
export interface FieldMetricsLog {
  mounts: MetricsInput['mounts'];
  seen: Event[];
  url?: string;
}

/** A Long Animation Frames entry, as far as it is read here. */
interface LongFrame extends PerformanceEntry {
  scripts: { sourceURL: string; duration: number }[];
}

/** A widget-error's detail; undefined for a script error (an ErrorEvent). */
const detailOf = (e: Event) => (e as CustomEvent<WidgetErrorDetail | undefined>).detail;

/** Starts watching; sends once, when the page is first hidden. */
export function runFieldMetrics(log: FieldMetricsLog): void {
  const frames: FrameScripts[] | null = PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame') ? [] : null;
  const tasks: number[] = [];
  const events: MetricsInput['events'] = [];
  // An observer, not the timeline's buffer, which stops at 250 entries on a busy page.
  const resources: PerformanceResourceTiming[] = [];
  const watch = (type: string, keep: (e: PerformanceEntry) => void, options: object = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({ type, buffered: true, ...options });
    } catch {
      // A browser without this entry type: its figures stay at zero.
    }
  };
  watch('resource', (e) => resources.push(e as PerformanceResourceTiming));
  if (frames) watch('long-animation-frame', (e) => frames.push({ scripts: (e as LongFrame).scripts.map((s) => ({ url: s.sourceURL, ms: s.duration })) }));
  else watch('longtask', (e) => tasks.push(e.duration));
  // The island is read now: by the time the page is hidden, a target may have left the document.
  watch(
    'event',
    (e) => {
      const { interactionId, target, duration } = e as PerformanceEventTiming;
      if (interactionId) events.push({ id: interactionId, ms: duration, widget: islandOf(target) });
    },
    { durationThreshold: 16 },
  );

  let sent = false;
  const send = (e: Event) => {
    // On pagehide the document may still say 'visible'.
    if (sent || (e.type !== 'pagehide' && document.visibilityState !== 'hidden')) return;
    sent = true;
    const heard = new Set(log.seen.map((e) => detailOf(e)?.element));
    const detail = summarize({
      page: location.pathname,
      // This chunk sits in chunks/ beside the loader's other files.
      base: new URL('../', import.meta.url).href,
      mounts: log.mounts,
      errors: [
        ...log.seen.map((e) => (e instanceof ErrorEvent ? { file: e.filename } : { widget: detailOf(e)!.widget, kind: errorKind(detailOf(e)!) })),
        // The loader's errors from before the runtime arrived were not heard (a name no widget has, files that
        // failed): their markers are still in the error state. Their code never ran: 'load'.
        ...[...document.querySelectorAll<HTMLElement>('[data-widget-state=error]')].filter((el) => !heard.has(el)).map((el) => ({ widget: el.dataset.widget!, kind: 'load' as const })),
      ],
      resources,
      frames,
      tasks,
      events,
    });
    document.dispatchEvent(new CustomEvent<MetricsDetail>('storefront:metrics', { detail }));
    if (log.url) sendMetricsBeacon(log.url, detail);
  };
  // pagehide comes after visibilitychange on a navigation; where a browser skips the first, the second sends.
  addEventListener('visibilitychange', send);
  addEventListener('pagehide', send);
}
