/**
 * The islands' mount queue. The loader hands over every marker whose code has arrived; they render here in
 * small tasks: first we yield to the main thread (scheduler.yield(), or a timeout where it is missing), then
 * render queued islands until 8 ms have passed, and yield again. So a page of many widgets never blocks the
 * main thread in one long task, a tap is answered within a frame, no island renders in the task that
 * evaluated the modules that just arrived, and 200 islands do not pay 200 round trips to the event loop
 * (with a yield before every island, each one also waited for whatever the browser ran in between: frames
 * of a half-mounted page, network answers).
 */
import { schedulerYield } from '../platform/schedulerYield';

/** How long one task renders islands before it yields. */
export const MOUNT_SLICE_MS = 8;

type Job = () => void;
const queue: Job[] = [];
let draining: Promise<void> | null = null;

const yieldToMain = (): Promise<unknown> => schedulerYield() ?? new Promise((resolve) => setTimeout(resolve));

async function drain(): Promise<void> {
  while (queue.length) {
    await yieldToMain();
    const end = performance.now() + MOUNT_SLICE_MS;
    do {
      const job = queue.shift()!;
      // One island's failure must not stop the others (a render error is caught by its island already).
      try {
        job();
      } catch (e) {
        console.error('[storefront-widgets]', e);
      }
    } while (queue.length && performance.now() < end);
  }
  draining = null;
}

/** Queues an island's first render. Returns the function that takes it out of the queue if it has not run. */
export function scheduleMount(job: Job): () => void {
  queue.push(job);
  draining ??= drain();
  return () => {
    const i = queue.indexOf(job);
    if (i >= 0) queue.splice(i, 1);
  };
}

/** Resolves when every queued island has rendered (for tests). */
export const mountsSettled = (): Promise<void> => draining ?? Promise.resolve();
