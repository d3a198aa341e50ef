import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createModel, useModel, type Next, type Step } from './createModel';
import { fakePorts, settle } from '../mount/fakePorts';

// A small search model: typing waits 300 ms, then searches; each answer names the query it belongs to.
interface S {
  text: string;
  results: string[];
  log: string[];
}
type A =
  | { type: 'typed'; text: string }
  | { type: 'due' }
  | { type: 'searched'; q: string; result: string[] }
  | { type: 'saved'; result: boolean }
  | { type: 'go'; effects: Next<S, A, Io>['effects'] }
  | { type: 'note'; text: string };
interface Io {
  search: (q: string, signal: AbortSignal) => Promise<string[]>;
  save: (q: string, signal: AbortSignal) => boolean;
}

const step: Step<S, A, Io> = (s, a) => {
  switch (a.type) {
    case 'typed':
      return { state: { ...s, text: a.text }, effects: [{ type: 'timer', key: 'search', ms: 300, done: { type: 'due' } }] };
    case 'due':
      return { state: s, effects: [{ type: 'request', call: 'search', input: s.text, key: 'search', done: { type: 'searched', q: s.text } }] };
    case 'searched':
      return { state: { ...s, results: a.result, log: [...s.log, `answer ${a.q}`] } };
    case 'saved':
      return { state: { ...s, log: [...s.log, `saved ${a.result}`] } };
    case 'go':
      return { state: s, effects: a.effects };
    case 'note':
      return { state: { ...s, log: [...s.log, a.text] } };
  }
};
const first = (): Next<S, A, Io> => ({ state: { text: '', results: [], log: [] } });
/** Starts by searching everything. */
const searchAll = (): Next<S, A, Io> => ({ state: first().state, effects: [{ type: 'request', call: 'search', input: 'all', key: 'search', done: { type: 'searched', q: 'all' } }] });

function setup(start = first()) {
  const io = fakePorts<Io>();
  const model = createModel(step, start, io.ports);
  model.start();
  return { io, model };
}

describe('createModel: state and effects', () => {
  it('publishes each new state to its listeners once, and not when the state stays the same', () => {
    const { model } = setup();
    const seen: S[] = [];
    model.subscribe(() => seen.push(model.get()));
    model.dispatch({ type: 'typed', text: 'glue' });
    model.dispatch({ type: 'go', effects: [] });
    expect(seen.map((s) => s.text)).toEqual(['glue']);
  });

  it('runs the first step’s effects on start, and only then', () => {
    const io = fakePorts<Io>();
    const model = createModel(step, { state: first().state, effects: [{ type: 'request', call: 'search', input: 'all' }] }, io.ports);
    expect(io.calls).toEqual([]);
    model.start();
    expect(io.calls).toEqual([{ call: 'search', input: 'all' }]);
  });

  it('runs effects in order, after listeners have seen the new state', async () => {
    const { io, model } = setup();
    const order: string[] = [];
    io.ports.navigate = (url) => order.push(`navigate ${url}`);
    io.ports.storage = (key) => order.push(`store ${key}`);
    model.subscribe(() => order.push(`state ${model.get().text}`));
    model.dispatch({ type: 'typed', text: 'paint' });
    model.dispatch({
      type: 'go',
      effects: [
        { type: 'store', key: 'k', value: 1 },
        { type: 'request', call: 'save', input: 'x', done: { type: 'saved' } },
        { type: 'navigate', url: '/next' },
      ],
    });
    expect(order).toEqual(['state paint', 'store k', 'navigate /next']);
    expect(io.calls.map((c) => c.call)).toEqual(['save']);
  });

  it('until: resolves with the first state that passes (at once when the current one does)', async () => {
    const { io, model } = setup();
    const seen: string[] = [];
    const answered = model.until((s) => s.results.length > 0).then((s) => seen.push(s.results.join()));
    await expect(model.until((s) => s.text === '')).resolves.toMatchObject({ text: '' });
    model.dispatch({ type: 'typed', text: 'glue' });
    await io.advance(300);
    expect(seen).toEqual([]);
    await io.next('search').answer(['Glue stick']);
    await answered;
    expect(seen).toEqual(['Glue stick']);
  });

  it('handles an action dispatched by a listener after the current action’s effects have started', () => {
    const { io, model } = setup();
    let once = true;
    model.subscribe(() => {
      if (once) {
        once = false;
        model.dispatch({ type: 'go', effects: [{ type: 'request', call: 'search', input: 'second' }] });
      }
    });
    model.dispatch({ type: 'note', text: 'x' });
    model.dispatch({ type: 'go', effects: [] });
    expect(model.get().log).toEqual(['x']);
    expect(io.calls.map((c) => c.input)).toEqual(['second']);
  });

  it('dispatches the answer of a call that answers at once (as a later turn), with the action’s own fields', async () => {
    const io = fakePorts<Io>();
    const model = createModel(step, first(), { request: { search: io.ports.request.search, save: () => true } });
    model.start();
    model.dispatch({ type: 'go', effects: [{ type: 'request', call: 'save', input: 'x', done: { type: 'saved' } }] });
    expect(model.get().log).toEqual([]);
    await settle();
    expect(model.get().log).toEqual(['saved true']);
  });

  it('a call without `then` runs and its answer is dropped', async () => {
    const { io, model } = setup();
    model.dispatch({ type: 'go', effects: [{ type: 'request', call: 'save', input: 'x' }] });
    const before = model.get();
    await io.next('save').answer(true);
    expect(model.get()).toBe(before);
  });
});

describe('createModel: newest request wins', () => {
  const search = (q: string): A => ({ type: 'go', effects: [{ type: 'request', call: 'search', input: q, key: 'search', done: { type: 'searched', q } }] });

  it('a slow answer that arrives after a newer request of the same key is ignored, and its request is aborted', async () => {
    const { io, model } = setup();
    model.dispatch(search('chalk'));
    model.dispatch(search('chalkboard'));
    const [slow, fresh] = io.pending;
    expect(slow!.signal.aborted).toBe(true);
    expect(fresh!.signal.aborted).toBe(false);
    await fresh!.answer(['Chalkboard']);
    await slow!.answer(['Chalk']);
    expect(model.get().results).toEqual(['Chalkboard']);
    expect(model.get().log).toEqual(['answer chalkboard']);
  });

  it('an older answer that comes first is ignored too', async () => {
    const { io, model } = setup();
    model.dispatch(search('a'));
    model.dispatch(search('b'));
    await io.pending[0]!.answer(['A']);
    expect(model.get().results).toEqual([]);
    await io.pending[0]!.answer(['B']);
    expect(model.get().results).toEqual(['B']);
  });

  it('requests without a key, or with other keys, do not replace each other', async () => {
    const { io, model } = setup();
    model.dispatch({ type: 'go', effects: [{ type: 'request', call: 'save', input: '1', done: { type: 'saved' } }] });
    model.dispatch({ type: 'go', effects: [{ type: 'request', call: 'save', input: '2', done: { type: 'saved' } }] });
    model.dispatch({ type: 'go', effects: [{ type: 'request', call: 'search', input: 'p', key: 'one', done: { type: 'searched', q: 'p' } }] });
    model.dispatch({ type: 'go', effects: [{ type: 'request', call: 'search', input: 'q', key: 'oneself', done: { type: 'searched', q: 'q' } }] });
    expect(io.pending.map((p) => p.signal.aborted)).toEqual([false, false, false, false]);
    await io.pending[0]!.answer(true);
    await io.pending[0]!.answer(false);
    expect(model.get().log).toEqual(['saved true', 'saved false']);
  });

  it('a request replaces the tasks under its key (search/…) but not those above it', async () => {
    const { io, model } = setup();
    model.dispatch({ type: 'go', effects: [{ type: 'request', call: 'search', input: 'stock 1', key: 'search/stock/1', done: { type: 'searched', q: 's1' } }] });
    model.dispatch({ type: 'go', effects: [{ type: 'timer', key: 'search/later', ms: 10, done: { type: 'note', text: 'late' } }] });
    model.dispatch(search('new'));
    expect(io.pending[0]!.signal.aborted).toBe(true);
    expect(io.timers()).toBe(0);
    model.dispatch({ type: 'go', effects: [{ type: 'request', call: 'search', input: 'stock 2', key: 'search/stock/2', done: { type: 'searched', q: 's2' } }] });
    expect(io.pending[1]!.signal.aborted).toBe(false);
    await io.pending[0]!.answer(['old']);
    expect(model.get().log).toEqual([]);
  });

  it('cancel aborts a request: its answer is ignored', async () => {
    const { io, model } = setup();
    model.dispatch(search('crayons'));
    model.dispatch({ type: 'go', effects: [{ type: 'cancel', key: 'search' }] });
    const p = io.next('search');
    expect(p.signal.aborted).toBe(true);
    await p.answer(['Crayons']);
    expect(model.get().results).toEqual([]);
  });
});

describe('createModel: timers', () => {
  it('a timer with the same key starts over (a debounce): one action, ms after the last', async () => {
    const { io, model } = setup();
    model.dispatch({ type: 'typed', text: 'g' });
    await io.advance(200);
    model.dispatch({ type: 'typed', text: 'gl' });
    await io.advance(299);
    expect(io.calls).toEqual([]);
    await io.advance(1);
    expect(io.calls).toEqual([{ call: 'search', input: 'gl' }]);
    await io.advance(1000);
    expect(io.calls).toHaveLength(1);
  });

  it('cancel clears a timer', async () => {
    const { io, model } = setup();
    model.dispatch({ type: 'typed', text: 'g' });
    model.dispatch({ type: 'go', effects: [{ type: 'cancel', key: 'search' }] });
    await io.advance(1000);
    expect(io.calls).toEqual([]);
  });

  it('a request with the timer’s key clears the timer (the search goes now)', async () => {
    const { io, model } = setup();
    model.dispatch({ type: 'typed', text: 'g' });
    model.dispatch({ type: 'due' });
    await io.advance(1000);
    expect(io.calls).toHaveLength(1);
  });
});

describe('createModel: stop', () => {
  it('aborts requests, ignores their answers, clears timers and ignores actions; start runs the first effects again', async () => {
    const io = fakePorts<Io>();
    const model = createModel(step, searchAll(), io.ports);
    model.start();
    model.dispatch({ type: 'go', effects: [{ type: 'timer', key: 't', ms: 10, done: { type: 'note', text: 'tick' } }] });
    model.stop();
    const p = io.next('search');
    expect(p.signal.aborted).toBe(true);
    await p.answer(['x']);
    await io.advance(100);
    model.dispatch({ type: 'note', text: 'after stop' });
    expect(model.get().log).toEqual([]);
    model.start();
    await io.next('search').answer(['again']);
    expect(model.get().results).toEqual(['again']);
  });
});

describe('useModel', () => {
  it('renders the model’s state, dispatches, and stops the model on unmount', async () => {
    const io = fakePorts<Io>();
    const { result, unmount } = renderHook(() => useModel(step, searchAll, () => io.ports));
    await act(() => io.next('search').answer(['Glue']));
    expect(result.current[0].results).toEqual(['Glue']);
    act(() => result.current[1]({ type: 'typed', text: 'tape' }));
    expect(result.current[0].text).toBe('tape');
    act(() => result.current[1]({ type: 'due' }));
    const p = io.next('search');
    unmount();
    expect(p.signal.aborted).toBe(true);
    expect(io.timers()).toBe(0);
  });
});
