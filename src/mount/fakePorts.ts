/**
 * Test ports for a model (createModel): calls that wait until the test answers them, in any order, a clock
 * that moves only when told, and records of what was stored and where the model navigated. For unit tests
 * only; nothing shipped imports it.
 */
import type { Calls, Ports } from '../platform/createModel';

export interface PendingCall<C> {
  call: keyof C;
  input: unknown;
  signal: AbortSignal;
  answer(result: unknown): Promise<void>;
}

/** Lets every promise callback queued so far run (the driver's answer handling takes a few turns). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

export function fakePorts<C extends Calls<C>>() {
  const pending: PendingCall<C>[] = [];
  const calls: { call: keyof C; input: unknown }[] = [];
  const timers: { at: number; fn: () => void; id: number }[] = [];
  const navigated: string[] = [];
  const stored: [string, unknown][] = [];
  let now = 0;
  let ids = 0;
  const request = new Proxy({} as C, {
    get: (_, call) => (input: unknown, signal: AbortSignal) =>
      new Promise((resolve) => {
        calls.push({ call: call as keyof C, input });
        const p: PendingCall<C> = {
          call: call as keyof C,
          input,
          signal,
          answer: async (result) => {
            pending.splice(pending.indexOf(p), 1);
            resolve(result);
            await settle();
          },
        };
        pending.push(p);
      }),
  });
  const ports: Ports<C> = {
    request,
    clock: {
      set: (fn, ms) => {
        timers.push({ at: now + ms, fn, id: ++ids });
        return ids;
      },
      clear: (id) => {
        const i = timers.findIndex((t) => t.id === id);
        if (i >= 0) timers.splice(i, 1);
      },
    },
    storage: (key, value) => void stored.push([key, value]),
    navigate: (url) => void navigated.push(url),
  };
  return {
    ports,
    /** Calls not answered yet, oldest first (aborted ones too: see their signal). */
    pending,
    /** Every call made, oldest first. */
    calls,
    navigated,
    stored,
    /** The oldest pending call to `call` (throws when there is none). */
    next(call: keyof C): PendingCall<C> {
      const p = pending.find((x) => x.call === call);
      if (!p) throw new Error(`no pending ${String(call)} call (pending: ${pending.map((x) => String(x.call)).join(', ') || 'none'})`);
      return p;
    },
    /** Moves the clock on, firing the timers that fall due in order. */
    async advance(ms: number): Promise<void> {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        timers.splice(timers.indexOf(due), 1);
        now = due.at;
        due.fn();
        await settle();
      }
      now = until;
    },
    /** Timers still set. */
    timers: () => timers.length,
  };
}
