// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../demo-site/simulator/app';
import { inProcessFetch } from '../../demo-site/simulator/inProcessFetch';
import { fetchListing } from './calls';
import { newPage } from '../../tests/simulatorBrowser';

/** The next answer's body instead of the simulator's (the simulator's faults cover its /rest paths only). */
let nextBody: string | null;
beforeEach(() => {
  newPage();
  const browser = inProcessFetch(createSimulator({ test: true }));
  nextBody = null;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const body = nextBody;
    nextBody = null;
    return body === null ? browser(input, init) : Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
  });
});

describe('fetchListing against the simulator', () => {
  it('reads a category listing (its answer holds mainContent)', async () => {
    const r = await fetchListing('/products/art/');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.products.length).toBeGreaterThan(0);
    expect(r.data.products[0]).toMatchObject({ id: expect.any(String), name: expect.any(String) });
  });

  it('reads a search listing (its answer holds contents)', async () => {
    const r = await fetchListing('/search/?Ntt=crayons');
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.data.products.some((p) => /crayon/i.test(p.name))).toBe(true);
  });

  it('an answer with neither mainContent nor contents, or a listing of the wrong shape, is an invalid response', async () => {
    nextBody = JSON.stringify({ other: [] });
    expect(await fetchListing('/products/art/')).toMatchObject({ ok: false, kind: 'invalid-response' });
    nextBody = JSON.stringify({ mainContent: [{ type: 'x', resultTotalCount: 'many' }] });
    expect(await fetchListing('/products/art/')).toMatchObject({ ok: false, kind: 'invalid-response' });
    nextBody = JSON.stringify({ contents: [{ type: 'x' }] });
    expect(await fetchListing('/search/?Ntt=crayons')).toMatchObject({ ok: false, kind: 'invalid-response' });
    // An empty list of listings is no listing either.
    nextBody = JSON.stringify({ contents: [] });
    expect(await fetchListing('/search/?Ntt=crayons')).toMatchObject({ ok: false, kind: 'invalid-response', message: 'The listing answer holds no listing.' });
    // The simulator again: nothing above stuck.
    expect((await fetchListing('/products/art/')).ok).toBe(true);
  });

  it('where the browser has scheduler.yield, the answer is read, checked and handed over in separate tasks', async () => {
    let yields = 0;
    vi.stubGlobal('scheduler', { yield: () => (yields++, Promise.resolve()) });
    const r = await fetchListing('/products/art/');
    expect(r.ok).toBe(true);
    expect(yields).toBe(2);
  });
});
