// Web contents (storefront spec section 7): "POST | pathKey, productId or searchTerm, rcs | content;
// retries up to 2 times".
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from './client';
import { ENDPOINTS } from './endpoints';
import { webContentsWith } from './webContents';

/** A content endpoint that fails `failures` times with `status`, then answers; it records every body. */
function backend(failures = 0, status = 500) {
  const app = new Hono();
  const bodies: Record<string, unknown>[] = [];
  app.post(ENDPOINTS.webContents.path, async (c) => {
    bodies.push((await c.req.json()) as Record<string, unknown>);
    if (bodies.length <= failures) return c.text('down', status as 500);
    return c.json({ contents: [{ mainContent: [{ content: { title: 'Shipping', paragraphs: ['Free over $79.'] } }] }] });
  });
  const client = createClient({ fetch: (u, i) => Promise.resolve(app.fetch(new Request('http://127.0.0.1' + u, i))) });
  return { bodies, request: client.request.bind(client) };
}

afterEach(() => localStorage.clear());

describe('web contents call', () => {
  it('sends pathKey and rcs (the recommendation engine state, empty until there is one)', async () => {
    const b = backend();
    expect(await webContentsWith(b.request, { pathKey: '/help/shipping-policies/' })).toMatchObject({ ok: true });
    localStorage.setItem('rr_rcs', 'eF5jYSlN9jBKTU4yN');
    await webContentsWith(b.request, { pathKey: '/p/S1/', productId: 'P1001' });
    await webContentsWith(b.request, { pathKey: '/search/', searchTerm: 'glue' });
    expect(b.bodies).toEqual([
      { pathKey: '/help/shipping-policies/', rcs: '' },
      { pathKey: '/p/S1/', productId: 'P1001', rcs: 'eF5jYSlN9jBKTU4yN' },
      { pathKey: '/search/', searchTerm: 'glue', rcs: 'eF5jYSlN9jBKTU4yN' },
    ]);
  });

  it('is retried up to 2 times: two failures then an answer is a success after 3 calls', async () => {
    const b = backend(2);
    expect(await webContentsWith(b.request, { pathKey: '/x/' })).toMatchObject({ ok: true });
    expect(b.bodies).toHaveLength(3);
  });

  it('gives up after 2 retries (3 calls in all)', async () => {
    const b = backend(5);
    expect(await webContentsWith(b.request, { pathKey: '/x/' })).toMatchObject({ ok: false, kind: 'http', status: 500 });
    expect(b.bodies).toHaveLength(3);
  });

  it('a refusal (4xx) is not retried', async () => {
    const b = backend(5, 404);
    expect(await webContentsWith(b.request, { pathKey: '/x/' })).toMatchObject({ ok: false, status: 404 });
    expect(b.bodies).toHaveLength(1);
  });
});
