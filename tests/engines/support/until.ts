import { vi } from 'vitest';

/** The default wait for anything a shopper waits for; a busy shared machine can be slow to load chunks. */
export const WAIT = 15_000;

/**
 * Polls `probe` (vitest's waitFor, every 50 ms) until it returns a value other than undefined, and returns it;
 * at the deadline, fails with `what` (what was expected and what was seen).
 */
export async function until<T>(what: () => string | Promise<string>, probe: () => Promise<T | undefined>, timeout = WAIT): Promise<T> {
  let last: unknown;
  try {
    return await vi.waitFor(
      async () => {
        let v: T | undefined;
        try {
          v = await probe();
        } catch (e) {
          last = e;
        }
        if (v === undefined) throw new Error('not yet');
        return v;
      },
      { timeout, interval: 50 },
    );
  } catch {
    throw new Error(`${await what()}${last ? `\n  last error: ${last instanceof Error ? last.message : JSON.stringify(last)}` : ''}`);
  }
}
