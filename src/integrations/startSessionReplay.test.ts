// @vitest-environment happy-dom
// @vitest-isolate
// Session replay's switch in the runtime every page loads: the rest (a lazy chunk) is imported only when the
// feature toggle fullStoryTrackingEnabled is on, once per page, and a click before that is not lost.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { setClientFetch } from '../api/pageClient';
import { $features, featuresOf } from '../stores/features';
import { startSessionReplay } from './startSessionReplay';

// The rest as the switch runs it (the lazy chunk itself has its own tests).
const runSessionReplay = vi.fn((_clicked: boolean) => null);

beforeAll(() => setClientFetch(async () => new Response('{}', { status: 503 })));
afterAll(() => setClientFetch(null));

const turn = (on: boolean) => $features.set({ ...featuresOf(null), fullStoryTrackingEnabled: on });

it('with the feature off nothing more is loaded; turned on, the rest is imported once, told of the first click', async () => {
  startSessionReplay(runSessionReplay);
  turn(false);
  document.body.click();
  await vi.dynamicImportSettled();
  expect(runSessionReplay).not.toHaveBeenCalled();
  turn(true);
  await vi.waitFor(() => expect(runSessionReplay).toHaveBeenCalledTimes(1));
  expect(runSessionReplay.mock.calls[0]![0]).toBe(true);
  startSessionReplay(runSessionReplay);
  turn(false);
  turn(true);
  await vi.dynamicImportSettled();
  expect(runSessionReplay).toHaveBeenCalledTimes(1);
});
