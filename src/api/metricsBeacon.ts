/**
 * The field metrics' one request (src/mount/FieldMetrics, a lazy chunk: this file is in no index, so it stays in
 * that chunk). A beacon, because it leaves as the page goes away: the browser sends it after the page is gone.
 */

/** Queues one page view's figures for `url`, as JSON; false when the browser refused it (too large, or no beacons). */
export const sendMetricsBeacon = (url: string, figures: object): boolean =>
  // A string body is sent as text/plain: no CORS preflight to a collector on another origin.
  navigator.sendBeacon(url, JSON.stringify(figures));
