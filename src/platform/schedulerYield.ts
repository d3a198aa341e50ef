/**
 * scheduler.yield() where the browser has it, else undefined: the rest of the work then runs in a new task, after
 * the input and paint that were waiting. No timers: a page's fake clock (or a background tab's throttled timers)
 * cannot hold it up. Callers decide what to do without it (the mount queue falls back to a timeout; the API client
 * goes on in the same task).
 */
export const schedulerYield = (): Promise<void> | undefined => (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.();
