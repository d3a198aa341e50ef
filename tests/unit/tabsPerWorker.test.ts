// @vitest-environment node
// The unit tests run in several worker threads of one process, where Node's BroadcastChannel reaches every
// thread: tests/setup.ts scopes the tabs' channel to its own worker, so one file's "other tab" never reaches
// the stores of a file running beside it.
import { Worker } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';

describe('the tabs channel in unit tests', () => {
  it('hears a tab of its own worker, not one of another worker thread', async () => {
    const here = new BroadcastChannel('storefront-widgets');
    const heard: unknown[] = [];
    here.onmessage = (e: MessageEvent) => void heard.push(e.data);
    try {
      await new Promise<void>((resolve, reject) => {
        const other = new Worker(new URL('./fixtures/otherWorkerTab.mjs', import.meta.url));
        other.on('error', reject);
        other.on('exit', () => resolve());
      });
      // A tab of this worker posts after the other worker has posted and ended.
      const sameWorker = new BroadcastChannel('storefront-widgets');
      sameWorker.postMessage({ type: 'from this worker' });
      sameWorker.close();
      await vi.waitFor(() => expect(heard).toContainEqual({ type: 'from this worker' }));
      expect(here.name).toBe('storefront-widgets');
      expect(heard).toEqual([{ type: 'from this worker' }]);
    } finally {
      here.close();
    }
  });
});
