// Links from the store's content: same site through the safe-path rule, configured hosts as they are.
import { afterEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { setClientFetch } from '../../src/api';
import { ENDPOINTS } from '../../src/api/endpoints';
import { resetHostConfig } from '../../src/config';
import { lookupRedirect } from './calls';
import { followableLink, safeLocalPath } from './links';

const ORIGIN = 'https://shop.example';

describe('safeLocalPath', () => {
  it.each([
    ['/products/art/', '/products/art/'],
    ['/search/?Ntt=glue#top', '/search/?Ntt=glue#top'],
    [`${ORIGIN}/products/math/`, '/products/math/'],
    [`${ORIGIN}/p/S1/?x=1`, '/p/S1/?x=1'],
    ['products/art/', '/products/art/'],
    ['https://evil.example/x', null],
    ['//evil.example/x', null],
    ['/\\evil.example/x', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['http://shop.example/x', null], // another origin (scheme)
  ])('%s -> %s', (raw, out) => {
    expect(safeLocalPath(raw, ORIGIN)).toBe(out);
  });
});

describe('followableLink', () => {
  it('follows this site by path and configured hosts as they are; drops the rest', () => {
    const hosts = ['www.lakeshore.example'];
    expect(followableLink(`${ORIGIN}/products/art/`, ORIGIN, hosts)).toBe('/products/art/');
    expect(followableLink('https://www.lakeshore.example/furniture/?a=1', ORIGIN, hosts)).toBe('https://www.lakeshore.example/furniture/?a=1');
    expect(followableLink('https://WWW.Lakeshore.example/x', ORIGIN, hosts)).toBe('https://www.lakeshore.example/x');
    expect(followableLink('https://other.example/x', ORIGIN, hosts)).toBeNull();
    expect(followableLink('javascript:alert(1)', ORIGIN, ['alert(1)'])).toBeNull();
    expect(followableLink('ftp://www.lakeshore.example/x', ORIGIN, hosts)).toBeNull();
  });
});

describe('search redirect lookup (GET /search?Ntt=: RedirectAwareContentInclude with a link, then go there)', () => {
  afterEach(() => {
    setClientFetch(null);
    delete window.StorefrontWidgetsConfig;
    resetHostConfig();
  });
  const answering = (link: string | null) => {
    const app = new Hono();
    const seen: string[] = [];
    app.get(ENDPOINTS.search.path, (c) => {
      seen.push(c.req.query('Ntt') ?? '');
      return c.json(link ? { type: 'RedirectAwareContentInclude', link } : { type: 'ContentInclude', link: null });
    });
    setClientFetch((u, i) => Promise.resolve(app.fetch(new Request('http://127.0.0.1' + u, i))));
    return seen;
  };

  it('a path link is followed', async () => {
    const seen = answering('/products/art/');
    expect(await lookupRedirect('Art & Craft Supplies')).toBe('/products/art/');
    expect(seen).toEqual(['Art & Craft Supplies']);
  });

  it('an absolute link to this site is followed (as its path), not dropped', async () => {
    answering(`${location.origin}/products/math/?view=grid`);
    expect(await lookupRedirect('Math')).toBe('/products/math/?view=grid');
  });

  it('an absolute link to a configured host is followed as it is', async () => {
    window.StorefrontWidgetsConfig = { redirectHosts: ['www.lakeshore.example'] };
    answering('https://www.lakeshore.example/furniture/');
    expect(await lookupRedirect('furniture')).toBe('https://www.lakeshore.example/furniture/');
  });

  it('a link to any other host is not followed (logged; the results page is shown)', async () => {
    const log: unknown[] = [];
    const orig = console.error;
    console.error = (...a: unknown[]) => void log.push(a);
    try {
      answering('https://evil.example/phish');
      expect(await lookupRedirect('glue')).toBeNull();
      expect(log).toHaveLength(1);
    } finally {
      console.error = orig;
    }
  });

  it('no redirect: null', async () => {
    answering(null);
    expect(await lookupRedirect('crayons')).toBeNull();
  });
});
