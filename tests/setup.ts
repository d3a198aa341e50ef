/// <reference types="@testing-library/jest-dom/vitest" />
import { threadId } from 'node:worker_threads';
import { afterEach } from 'vitest';
import { resetDialogQueue } from '../src/ui/dialogManager';

// Tabs talk over a BroadcastChannel (src/platform/tabs.ts). Node's channels reach every thread of the process, and
// the unit tests run in several worker threads at once: a test posting as another tab (a session change, a
// chosen store) reached the stores of a file running in another worker, and the listing there loaded again
// (Listing.test.tsx logged its failed fetch 4 times instead of once in some full runs). Here a channel reaches
// the channels of its own worker only: its name carries the worker's thread id. Once per worker: with
// `isolate: false` this file runs again for each test file in the same globals.
const Native = globalThis.BroadcastChannel as (typeof BroadcastChannel & { perWorker?: true }) | undefined;
if (Native && !Native.perWorker) {
  globalThis.BroadcastChannel = class extends Native {
    static perWorker = true as const;
    readonly #name: string;
    constructor(name: string) {
      super(`${name} (test worker ${threadId})`);
      this.#name = String(name);
    }
    override get name(): string {
      return this.#name;
    }
  };
}

// Only files with a DOM render React: node-environment files skip loading the testing library.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // The DOM matchers (toBeVisible, toHaveAccessibleName, toHaveValue…): a test states what the shopper sees.
  await import('@testing-library/jest-dom/vitest');
  // findBy… and waitFor give up after 5 s rather than 1 s: on a loaded two-core machine a first render with its
  // data took longer than a second (the listing's first test failed so in a full run at load 13).
  configure({ asyncUtilTimeout: 5000 });
  // The files of a worker share one page, and with it the one dialog queue: a dialog a file left waiting would
  // hold the next file's dialogs back.
  // They also share the window's location: a test that moved the page (history.pushState to a listing or a
  // product path) would leave the next file's widgets on that page. Each test ends back on the first URL.
  const start = ((globalThis as { swStartUrl?: string }).swStartUrl ??= location.href);
  afterEach(() => {
    cleanup();
    resetDialogQueue();
    if (location.href !== start) history.replaceState(null, '', start);
  });
}
