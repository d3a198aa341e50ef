import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from './api';
import type { Action } from './model';
import { clearTypeAheadCache, createTermRequests, DEBOUNCE_MS } from './termRequests';

vi.mock('./api', () => ({ fetchSuggestions: vi.fn(), fetchProducts: vi.fn() }));
const fetchSuggestions = vi.mocked(api.fetchSuggestions);
const fetchProducts = vi.mocked(api.fetchProducts);

const ok = <T,>(data: T) => ({ ok: true as const, kind: 'ok' as const, status: 200, data });
const aborted = { ok: false as const, kind: 'aborted' as const, status: 0, message: 'cancelled' };

/** Answers when the signal aborts (then 'aborted') or when released. */
function pending<T>(signal: AbortSignal) {
  let release!: (v: T) => void;
  const p = new Promise<T | typeof aborted>((resolve) => {
    release = resolve;
    signal.addEventListener('abort', () => resolve(aborted));
  });
  return { p, release: (v: T) => release(v) };
}

let actions: Action[];
beforeEach(() => {
  vi.useFakeTimers();
  clearTypeAheadCache();
  actions = [];
  fetchSuggestions.mockReset();
  fetchProducts.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('term requests', () => {
  it('waits for a 300 ms pause in typing, then asks once for suggestions and products', async () => {
    fetchSuggestions.mockResolvedValue(ok({ suggestions: [{ search: 'glue sticks' }], categories: [] }));
    fetchProducts.mockResolvedValue(ok([]));
    const r = createTermRequests((a) => actions.push(a));
    r.typed('gl');
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    r.typed('glu');
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    r.typed('glue');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    await vi.runAllTimersAsync();
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions.mock.calls[0]![0]).toBe('glue');
    expect(actions.map((a) => a.type)).toEqual(['termRequested', 'suggestionsLoaded', 'productsLoaded']);
  });

  it('aborts the requests of a term typed past, and reports nothing for them', async () => {
    fetchSuggestions.mockImplementation((_t, signal) => pending<never>(signal).p as never);
    fetchProducts.mockImplementation((_t, signal) => pending<never>(signal).p as never);
    const r = createTermRequests((a) => actions.push(a));
    r.load('glue');
    r.typed('paint');
    await vi.runAllTimersAsync();
    expect(fetchSuggestions.mock.calls.map((c) => [c[0], c[1].aborted])).toEqual([
      ['glue', true],
      ['paint', false],
    ]);
    expect(actions.filter((a) => a.type !== 'termRequested')).toEqual([]);
    r.dispose();
    expect(fetchSuggestions.mock.calls[1]![1].aborted).toBe(true);
  });

  it('answers a repeated term from the cache at once, without a request', async () => {
    fetchSuggestions.mockResolvedValue(ok({ suggestions: [], categories: [] }));
    fetchProducts.mockResolvedValue(ok([]));
    const r = createTermRequests((a) => actions.push(a));
    r.load('glue');
    await vi.runAllTimersAsync();
    actions = [];
    r.typed('Glue');
    expect(actions.map((a) => a.type)).toEqual(['termRequested', 'suggestionsLoaded', 'productsLoaded']);
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
  });

  it('the same term typed again while its answers are on the way asks nothing more and keeps them', async () => {
    let release: ((v: unknown) => void) | undefined;
    fetchSuggestions.mockImplementation((_t, signal) => {
      const p = pending<unknown>(signal);
      release = p.release;
      return p.p as never;
    });
    fetchProducts.mockResolvedValue(ok([]));
    const r = createTermRequests((a) => actions.push(a));
    r.typed('glue');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    // 'glue ' (a trailing space) is the same term.
    r.typed('glue');
    await vi.runAllTimersAsync();
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions.mock.calls[0]![1].aborted).toBe(false);
    release!(ok({ suggestions: [], categories: [] }));
    await vi.runAllTimersAsync();
    expect(actions.map((a) => a.type)).toEqual(['termRequested', 'productsLoaded', 'suggestionsLoaded']);
    // Answered and cached: the term again is answered at once.
    actions = [];
    r.typed('glue');
    expect(actions.map((a) => a.type)).toEqual(['termRequested', 'suggestionsLoaded', 'productsLoaded']);
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
  });

  it('a failure is logged and reported to the model; it is not cached', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchSuggestions.mockResolvedValue({ ok: false, kind: 'http', status: 500, message: 'Server Error', body: '' });
    fetchProducts.mockResolvedValue(ok([]));
    const r = createTermRequests((a) => actions.push(a));
    r.load('glue');
    await vi.runAllTimersAsync();
    expect(actions.map((a) => a.type)).toContain('suggestionsFailed');
    expect(err).toHaveBeenCalled();
    r.load('glue');
    expect(fetchSuggestions).toHaveBeenCalledTimes(2);
  });

  it('never asks for a term holding a card number or 13+ digits of one, typed or loaded, and cancels what was pending', async () => {
    fetchSuggestions.mockResolvedValue(ok({ suggestions: [], categories: [] }));
    fetchProducts.mockResolvedValue(ok([]));
    const r = createTermRequests((a) => actions.push(a));
    r.typed('4111 1111 1111');
    r.typed('4111 1111 1111 1');
    r.typed('4111 1111 1111 1111');
    r.load('4111111111111111');
    await vi.runAllTimersAsync();
    expect(fetchSuggestions).not.toHaveBeenCalled();
    expect(fetchProducts).not.toHaveBeenCalled();
    expect(actions.map((a) => a.type)).toEqual(['termWithheld', 'termWithheld', 'termWithheld']);
  });
});
