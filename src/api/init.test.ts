// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nullable, optional, string, type } from 'superstruct';
import { loadInit, loadInitPart, resetInit } from './init';
import { setClientFetch } from './pageClient';

let answers: (() => Response)[];
let calls = 0;
const json = (v: unknown) => () => new Response(JSON.stringify(v), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  resetInit();
  calls = 0;
  setClientFetch(async () => {
    calls++;
    return (answers.shift() ?? json({}))();
  });
});
afterEach(() => setClientFetch(null));

describe('loadInit', () => {
  it('gives the init data to every caller from one call', async () => {
    answers = [json({ authPages: ['/my-account/'], chatInfo: { talkativeURL: '/chat.js' }, extra: 1 })];
    const [a, b] = await Promise.all([loadInit(), loadInit()]);
    expect(a).toEqual({ ok: true, data: expect.objectContaining({ authPages: ['/my-account/'], chatInfo: { talkativeURL: '/chat.js' } }) });
    expect(b).toBe(a);
    expect(calls).toBe(1);
  });

  it('an init block without authPages is one console error naming the field, and a failure for every caller', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    answers = [json({ chatInfo: {} })];
    const r = await loadInit();
    await loadInit();
    expect(r).toMatchObject({ ok: false });
    expect(err).toHaveBeenCalledTimes(1);
    expect(String(err.mock.calls[0]![0])).toContain('"authPages"');
  });

  it('an invalid field is named with what it holds', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    answers = [json({ authPages: '/my-account/' })];
    expect(await loadInit()).toMatchObject({ ok: false });
    expect(err).toHaveBeenCalledTimes(1);
    expect(String(err.mock.calls[0]![0])).toMatch(/"authPages" should be an array, but is "\/my-account\/"/);
  });

  it('a missing init block (failed call or empty answer) is one console error saying so', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    answers = [() => new Response('oops', { status: 500, statusText: 'Server Error' })];
    expect(await loadInit()).toMatchObject({ ok: false, message: expect.stringContaining('init data is missing') });
    resetInit();
    answers = [() => new Response('', { status: 200 })];
    expect(await loadInit()).toMatchObject({ ok: false, message: expect.stringContaining('init data is missing') });
    expect(err).toHaveBeenCalledTimes(2);
  });
});

describe('loadInitPart', () => {
  const Maps = type({ tomTomInfo: optional(nullable(type({ url: optional(string()), key: optional(string()) }))) });
  const Recs = type({ recsInfo: optional(type({ algonomyAPIKey: string() })) });

  it("reads every widget's part from the page's one init call", async () => {
    answers = [json({ authPages: [], tomTomInfo: { url: '/maps', key: 'k' }, recsInfo: { algonomyAPIKey: 'a' } })];
    const [all, maps, recs] = await Promise.all([loadInit(), loadInitPart('store-finder', Maps), loadInitPart('recommendations', Recs)]);
    expect(all.ok).toBe(true);
    expect(maps).toMatchObject({ tomTomInfo: { url: '/maps', key: 'k' } });
    expect(recs).toMatchObject({ recsInfo: { algonomyAPIKey: 'a' } });
    expect(calls).toBe(1);
  });

  it("a widget's part is usable when a field the platform needs is not (one console error, for authPages)", async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    answers = [json({ tomTomInfo: { url: '/maps' } })];
    expect(await loadInitPart('store-finder', Maps)).toMatchObject({ tomTomInfo: { url: '/maps' } });
    expect(await loadInit()).toMatchObject({ ok: false });
    expect(err).toHaveBeenCalledTimes(1);
    expect(String(err.mock.calls[0]![0])).toContain('"authPages"');
  });

  it('an unusable part is null and one console error naming the widget and the field, however often it is asked', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    answers = [json({ authPages: [], recsInfo: { algonomyAPIKey: 7 } })];
    expect(await loadInitPart('recommendations', Recs)).toBeNull();
    expect(await loadInitPart('recommendations', Recs)).toBeNull();
    expect(err).toHaveBeenCalledTimes(1);
    expect(String(err.mock.calls[0]![0])).toMatch(/recommendations: the init data's "recsInfo.algonomyAPIKey" is not usable \(expected string, got 7\)/);
  });

  it('a failed call is asked again by the next caller; an answer that came is kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answers = [() => new Response('oops', { status: 503 }), json({ authPages: [], tomTomInfo: { url: '/maps' } })];
    expect(await loadInitPart('store-finder', Maps)).toBeNull();
    expect(await loadInitPart('store-finder', Maps)).toMatchObject({ tomTomInfo: { url: '/maps' } });
    expect(await loadInit()).toMatchObject({ ok: true });
    expect(calls).toBe(2);
  });
});
