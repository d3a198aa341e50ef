/**
 * A widget's behaviour as one pure step, `step(state, action) → { state, effects }`, and the driver that
 * runs the effects (the pattern of src/stores/sessionTimer.ts). Effects are plain data; the driver runs them
 * with injected ports: the widget's calls (`request`), a clock, storage and navigation. So the same model
 * runs in a unit test with fake calls and a fake clock, without React and without mocking `./api`.
 *
 * Tasks (requests and timers) may carry a key. A task with key `k` replaces the running task `k` and every
 * task under it (`k/…`): the older request is aborted and its answer ignored, even if it still arrives
 * (newest request wins); an older timer is cleared (a debounce). `stop()` aborts and clears everything.
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

type AnyCall = (input: never, signal: AbortSignal) => unknown;
/** The outside world a model asks for: each call takes one input and an AbortSignal. */
export type Calls<C> = { [K in keyof C]: AnyCall };

/** The actions of `A` that carry a `result` an `R` fits in, without it: the driver adds the result. */
export type Done<A, R> = A extends { result: infer X } ? ([R] extends [X] ? Omit<A, 'result'> : never) : never;

/** Calls `call` with `input`; dispatches `{ ...done, result }` with its answer. */
export type RequestEffect<A, C> = {
  [K in keyof C]: C[K] extends (input: infer I, signal: AbortSignal) => infer R ? { type: 'request'; call: K; input: I; key?: string; done?: Done<A, Awaited<R>> } : never;
}[keyof C];

export type Effect<A, C> =
  | RequestEffect<A, C>
  /** Dispatches `done` after `ms`. */
  | { type: 'timer'; key: string; ms: number; done: A }
  /** Ends the task `key` and those under it: an aborted request's answer is ignored. */
  | { type: 'cancel'; key: string }
  | { type: 'store'; key: string; value: unknown }
  | { type: 'navigate'; url: string };

export interface Next<S, A, C> {
  state: S;
  effects?: readonly Effect<A, C>[];
}

export type Step<S, A, C> = (state: S, action: A) => Next<S, A, C>;

export interface Clock {
  set(fn: () => void, ms: number): unknown;
  clear(id: unknown): void;
}

export interface Ports<C> {
  request: C;
  /** Default: the global timers. */
  clock?: Clock;
  storage?: (key: string, value: unknown) => void;
  navigate?: (url: string) => void;
}

export interface Model<S, A> {
  get: () => S;
  dispatch: (action: A) => void;
  subscribe: (listener: () => void) => () => void;
  /**
   * The state once `ok` holds for it, for a third-party callback that wants a promise (a wallet's createOrder
   * waits for the token the model's call brings). A method, not an import: lazy chunks that use it would
   * otherwise make esbuild split this module out of the runtime chunk (+282 B measured).
   */
  until: (ok: (state: S) => boolean) => Promise<S>;
  /** Runs the first step's effects (again after a stop). */
  start: () => void;
  /** Aborts the requests and clears the timers; actions are ignored until the next start. */
  stop: () => void;
}

/** Above 0 while the driver hands the model a call's answer or a timer's action (not a shopper's action). */
let answering = 0;
const answer = (dispatch: () => void) => {
  answering++;
  try {
    dispatch();
  } finally {
    answering--;
  }
};

const timers: Clock = { set: (fn, ms) => setTimeout(fn, ms), clear: (id) => clearTimeout(id as number) };

/** The driver of a model: `first` is its first state and the effects that `start()` runs. */
export function createModel<S, A extends object, C extends Calls<C>>(step: Step<S, A, C>, first: Next<S, A, C>, ports: Ports<C>): Model<S, A> {
  let state = first.state;
  let live = false;
  let busy = false;
  let serial = 0;
  const queue: A[] = [];
  const listeners = new Set<() => void>();
  const tasks = new Map<string, () => void>();
  const clock = ports.clock ?? timers;

  const end = (key: string) => {
    for (const [k, stop] of tasks)
      if (k === key || k.startsWith(key + '/')) {
        tasks.delete(k);
        stop();
      }
  };

  const run = (e: Effect<A, C>) => {
    if (e.type === 'navigate') return ports.navigate?.(e.url);
    if (e.type === 'store') return ports.storage?.(e.key, e.value);
    // Unkeyed tasks get a key of their own, so stop() still ends them.
    const key = ('key' in e && e.key) || `#${++serial}`;
    end(key);
    if (e.type === 'cancel') return;
    if (e.type === 'timer') {
      const id = clock.set(() => {
        tasks.delete(key);
        answer(() => model.dispatch(e.done));
      }, e.ms);
      return tasks.set(key, () => clock.clear(id));
    }
    const ctrl = new AbortController();
    const mine = () => ctrl.abort();
    tasks.set(key, mine);
    const call = ports.request[e.call] as unknown as (input: unknown, signal: AbortSignal) => unknown;
    // Calls answer rather than throw (src/api never throws); one that throws is the browser's unhandled rejection.
    void (async () => call(e.input, ctrl.signal))().then((result) => {
      if (tasks.get(key) !== mine) return;
      tasks.delete(key);
      if (e.done) answer(() => model.dispatch({ ...e.done, result } as unknown as A));
    });
  };

  const apply = (next: Next<S, A, C>) => {
    if (next.state !== state) {
      state = next.state;
      for (const l of listeners) l();
    }
    next.effects?.forEach(run);
  };

  const model: Model<S, A> = {
    get: () => state,
    // Actions dispatched while one is being handled (by a listener, say) wait for its effects to start.
    dispatch: (action) => {
      if (!live) return;
      queue.push(action);
      if (busy) return;
      busy = true;
      try {
        for (let a; (a = queue.shift());) apply(step(state, a));
      } finally {
        busy = false;
      }
    },
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    until: (ok) =>
      new Promise((resolve) => {
        const check = () => ok(state) && (listeners.delete(check), resolve(state));
        listeners.add(check);
        check();
      }),
    start: () => {
      if (live) return;
      live = true;
      apply({ state, effects: first.effects });
    },
    stop: () => {
      live = false;
      queue.length = 0;
      for (const stop of tasks.values()) stop();
      tasks.clear();
    },
  };
  return model;
}

export interface UseModelOptions {
  /**
   * What a call's answer or a timer brings renders as a React transition, which React splits into tasks of a few
   * ms instead of one long task that blocks input; what the shopper does still renders at once (controlled inputs
   * keep their caret). For the widgets whose answers render a whole page (the checkout, the cart, the listing):
   * Lighthouse mobile, two builds measured in turns, 2 runs each twice: listing TBT 384/295 -> 287/253 ms (our
   * longest task 207/210 -> 93/94 ms), cart 150/179 -> 97/94 ms, checkout 439/393 -> 320/297 ms. Not for small
   * widgets: a header whose parts answer at different times then painted between them and moved the page.
   */
  answersAsTransitions?: boolean;
}

/**
 * A model in a component: started on mount, stopped on unmount. `first` and `ports` are read on the first
 * render only (ports that need props take them through actions). The model itself comes third, for code that
 * must wait for an outcome (a third-party callback that wants a promise).
 */
export function useModel<S, A extends object, C extends Calls<C>>(
  step: Step<S, A, C>,
  first: () => Next<S, A, C>,
  ports: () => Ports<C>,
  options: UseModelOptions = {},
): [S, (action: A) => void, Model<S, A>] {
  const [model] = useState(() => createModel(step, first(), ports()));
  const [deferred] = useState(() => options.answersAsTransitions === true);
  const [, setShown] = useState(0);
  useEffect(() => {
    const show = () => setShown((n) => n + 1);
    const off = deferred ? model.subscribe(() => (answering ? startTransition(show) : show())) : undefined;
    model.start();
    return () => {
      off?.();
      model.stop();
    };
  }, [model, deferred]);
  // Deferred, the store is read at each render rather than subscribed to (its renders are scheduled above): a
  // render for another reason (a click that overtakes a pending transition) reads the newest state, never one the
  // model has left (after PayPal's approval the checkout placed the order from the order before the refresh).
  return [useSyncExternalStore(deferred ? UNSUBSCRIBED : model.subscribe, model.get, model.get), model.dispatch, model];
}

const UNSUBSCRIBED = () => () => {};
