// The eyebrow's "See details" pages come from the web contents call (storefront spec section 7): rcs sent,
// retried up to 2 times.
import { Hono } from 'hono';
import { afterEach, expect, it } from 'vitest';
import { setClientFetch } from '../../src/api';
import { ENDPOINTS } from '../../src/api/endpoints';
import { readContentPage } from './calls';
import { findPageText } from './contentPage';

afterEach(() => {
  localStorage.clear();
  setClientFetch(null);
});

it("the header's content pages go through the web contents call: pathKey and rcs sent, a failure retried", async () => {
  const app = new Hono();
  const bodies: unknown[] = [];
  app.post(ENDPOINTS.webContents.path, async (c) => {
    bodies.push(await c.req.json());
    if (bodies.length === 1) return c.text('down', 503);
    return c.json({ contents: [{ mainContent: [{ content: { title: 'Shipping', paragraphs: ['Free over $79.'] } }] }] });
  });
  setClientFetch((u, i) => Promise.resolve(app.fetch(new Request('http://127.0.0.1' + u, i))));
  localStorage.setItem('rr_rcs', 'abc');
  const r = await readContentPage('/help/shipping-policies/');
  expect(r.ok && findPageText(r.data)).toEqual({ title: 'Shipping', paragraphs: ['Free over $79.'] });
  expect(bodies).toEqual([
    { pathKey: '/help/shipping-policies/', rcs: 'abc' },
    { pathKey: '/help/shipping-policies/', rcs: 'abc' },
  ]);
});
