/**
 * Field metrics' switch, once per page view (every island's mount calls it). Written for size: it sits in the
 * runtime chunk every shopper loads. A page view is in the sample or not (host config `metricsSampleRate`,
 * default 1); one outside it loads and sends nothing. One inside notes when each island first rendered and every error
 * event from the first mount on, and at idle imports the rest (FieldMetrics.ts, a lazy chunk).
 */
import { getHostConfig } from '../config/hostConfig';
import { EVENT_PREFIX } from '../events/events';
import type { FieldMetricsLog } from './FieldMetrics';

/** Loads the rest and runs it; a test hands in its own. */
type RunMetrics = (log: FieldMetricsLog) => unknown;
const runMetrics: RunMetrics = (log) => import('./FieldMetrics').then((m) => m.runFieldMetrics(log));

let log: FieldMetricsLog = { mounts: [], seen: [] };
/** 0: not asked yet; 1: in the sample; 2: out of it. */
let stage = 0;

export function startFieldMetrics(run = runMetrics): void {
  if (stage) return;
  const { metricsSampleRate = 1, metricsUrl } = getHostConfig();
  stage = Math.random() < metricsSampleRate ? 1 : 2;
  if (stage > 1) return;
  log.url = metricsUrl;
  const { seen } = log;
  const keep = (e: Event) => seen.push(e);
  document.addEventListener(EVENT_PREFIX + 'widget-error', keep);
  addEventListener('error', keep);
  (window.requestIdleCallback ?? setTimeout)(() => void run(log));
}

/** An island's first render is committed (its mount time starts when the loader asked for its widget's files). */
export const noteMount = (widget: string): unknown => stage == 1 && log.mounts.push([widget, performance.now()]);

/** For tests: a new page view (its listeners stay: they are the page's). */
export function resetFieldMetrics(): void {
  stage = 0;
  log = { mounts: [], seen: [] };
}
