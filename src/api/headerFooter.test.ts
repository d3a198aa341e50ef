// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadHeaderFooter, resetHeaderFooter } from './headerFooter';
import { setClientFetch } from './pageClient';

let answers: (() => Response)[];
const urls: string[] = [];
const json = (v: unknown) => () => new Response(JSON.stringify(v), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  resetHeaderFooter();
  urls.length = 0;
  setClientFetch(async (input) => {
    urls.push(String(input));
    return (answers.shift() ?? json({}))();
  });
});
afterEach(() => setClientFetch(null));

describe('loadHeaderFooter', () => {
  it('answers every caller (the header, the error page) from one GET of the header content, also after it has arrived', async () => {
    answers = [json({ header: { tabs: [] } })];
    const [a, b] = await Promise.all([loadHeaderFooter(), loadHeaderFooter()]);
    expect(a).toMatchObject({ ok: true, data: { header: { tabs: [] } } });
    expect(b).toBe(a);
    expect(await loadHeaderFooter()).toBe(a);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toContain('/rest/model/ll/content/HeaderFooterActor/headerFooter');
  });

  it('a failed call is not kept: the next caller asks again', async () => {
    answers = [() => new Response('oops', { status: 500, statusText: 'Server Error' })];
    expect(await loadHeaderFooter()).toMatchObject({ ok: false });
    const after = urls.length;
    answers = [json({ header: { tabs: [] } })];
    expect(await loadHeaderFooter()).toMatchObject({ ok: true });
    expect(urls.length).toBe(after + 1);
  });
});
