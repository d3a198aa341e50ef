// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadInit, resetInit } from './init';
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
