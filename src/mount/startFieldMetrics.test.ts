// Field metrics' switch in the runtime every page loads: a page view is measured or not, once, by the host's
// sample rate; one outside the sample imports nothing and notes nothing.
import { afterEach, expect, it, vi } from 'vitest';
import { resetHostConfig } from '../config/hostConfig';
import { emit } from '../events/events';
import { noteMount, resetFieldMetrics, startFieldMetrics } from './startFieldMetrics';

const withRate = (metricsSampleRate?: number) => {
  window.StorefrontWidgetsConfig = metricsSampleRate === undefined ? {} : { metricsSampleRate };
  resetHostConfig();
  resetFieldMetrics();
};

afterEach(() => {
  delete window.StorefrontWidgetsConfig;
  resetHostConfig();
  vi.restoreAllMocks();
});

it('by default every page view is measured: the rest runs once, at idle, with the islands’ render times and the error events', async () => {
  withRate();
  const run = vi.fn();
  startFieldMetrics(run);
  startFieldMetrics(run);
  const before = performance.now();
  noteMount('header');
  noteMount('reviews');
  emit('widget-error', { widget: 'reviews', element: null, message: 'x' });
  await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  const log = run.mock.calls[0]![0] as { mounts: [string, number][]; seen: Event[] };
  expect(log.mounts.map(([w]) => w)).toEqual(['header', 'reviews']);
  expect(log.mounts[0]![1]).toBeGreaterThanOrEqual(before);
  expect(log.mounts[1]![1]).toBeGreaterThanOrEqual(log.mounts[0]![1]);
  expect(log.seen.map((e) => e.type)).toEqual(['storefront:widget-error']);
});

it('a page view outside the sample loads nothing and notes nothing', async () => {
  withRate(0.25);
  vi.spyOn(Math, 'random').mockReturnValue(0.25);
  const run = vi.fn();
  startFieldMetrics(run);
  expect(noteMount('header')).toBe(false);
  // Another idle callback, queued after the switch's, has run: the switch's would have too.
  await new Promise((resolve) => (window.requestIdleCallback ?? setTimeout)(resolve));
  expect(run).not.toHaveBeenCalled();
});

it('a page view inside the sample is measured', async () => {
  withRate(0.25);
  vi.spyOn(Math, 'random').mockReturnValue(0.2499);
  const run = vi.fn();
  startFieldMetrics(run);
  await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
});
