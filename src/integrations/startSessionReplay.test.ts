// @vitest-environment happy-dom
// Session replay's switch in the runtime every page loads: the rest (a lazy chunk) is imported only when the
// feature toggle fullStoryTrackingEnabled is on, once per page, and a click before that is not lost.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { setClientFetch } from '../api/pageClient';
import { $features, featuresOf } from '../stores/features';
import { runSessionReplay } from './SessionReplay';
import { startSessionReplay } from './startSessionReplay';

vi.mock('./SessionReplay', () => ({ runSessionReplay: vi.fn(async () => null) }));

beforeAll(() => setClientFetch(async () => new Response('{}', { status: 503 })));
afterAll(() => setClientFetch(null));

const turn = (on: boolean) => $features.set({ ...featuresOf(null), fullStoryTrackingEnabled: on });

it('with the feature off nothing more is loaded; turned on, the rest is imported once, told of the first click', async () => {
  startSessionReplay();
  turn(false);
  document.body.click();
  await vi.dynamicImportSettled();
  expect(runSessionReplay).not.toHaveBeenCalled();
  turn(true);
  await vi.waitFor(() => expect(runSessionReplay).toHaveBeenCalledTimes(1));
  expect(vi.mocked(runSessionReplay).mock.calls[0]![1]).toBe(true);
  startSessionReplay();
  turn(false);
  turn(true);
  await vi.dynamicImportSettled();
  expect(runSessionReplay).toHaveBeenCalledTimes(1);
});
