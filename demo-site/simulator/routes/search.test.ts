// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillPath, PATHS } from '../paths';
import { categories, products } from '../../data';
import { createSimulator } from '../app';
import { inProcessFetch } from '../inProcessFetch';
import { getSimulatorControl } from '../session';
import { searchProducts, searchRedirect, suggestCategories, suggestTerms } from './search';

const suggest = (term: string) => fillPath(PATHS.typeAheadSuggest, { term });

async function confNumber(f: ReturnType<typeof inProcessFetch>): Promise<string> {
  const text = await (await f(PATHS.sessionConfirmation)).text();
  return /"sessionConfirmationNumber"\s*:\s*(-?\d+)/.exec(text)![1]!;
}

describe('type-ahead index', () => {
  it('suggests terms by prefix: every suggestion contains a word starting with what was typed', () => {
    const list = suggestTerms('cray');
    expect(list.length).toBeGreaterThan(0);
    for (const s of list) expect(s.search.split(/[^a-z0-9]+/).some((w) => w.startsWith('cray'))).toBe(true);
    expect(list.map((s) => s.search)).toContain('crayons');
    expect(list[0]!.url).toBe(`/search/?Ntt=${encodeURIComponent(list[0]!.search)}`);
  });

  it('tolerates a typo in a longer word', () => {
    expect(suggestTerms('crayns').map((s) => s.search)).toContain('crayons');
    expect(searchProducts('watercolr').some((p) => /watercolor/i.test(p.name))).toBe(true);
  });

  it('finds products by name words, with the best name match first', () => {
    const found = searchProducts('bead kit');
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.name).toMatch(/bead kit/i);
    expect(searchProducts('zzzzqqq')).toEqual([]);
    expect(searchProducts('   ')).toEqual([]);
  });

  it('suggests categories whose names match', () => {
    expect(suggestCategories('paint')).toContainEqual({ name: 'Paint & Brushes', url: '/products/art/paint/' });
    expect(suggestCategories('cray').map((c) => c.name)).toContain('Crayons & Markers');
  });

  it('redirects a category name to its listing and a SKU id to its product page; other terms do not redirect', () => {
    const art = categories.find((c) => c.id === 'art')!;
    expect(searchRedirect(art.name)).toBe(art.url);
    expect(searchRedirect('  math ')).toBe('/products/math/');
    expect(searchRedirect('crayons & markers')).toBe('/products/art/crayons-markers/');
    expect(searchRedirect('gift cards')).toBe('/products/gift-cards/');
    const sku = products[0]!.skus[0]!.id;
    expect(searchRedirect(sku.toLowerCase())).toBe(`/p/${sku}/`);
    expect(searchRedirect('crayons')).toBeNull();
    expect(searchRedirect('')).toBeNull();
  });
});

describe('type-ahead endpoints', () => {
  it('answers suggest with the type-ahead response', async () => {
    const f = inProcessFetch(createSimulator());
    const body = (await (await f(suggest('cray'))).json()) as { typeAheadResponse: { term: string; suggestions: unknown[]; categorySuggestionResponse: { results: unknown[] } } };
    expect(body.typeAheadResponse.term).toBe('cray');
    expect(body.typeAheadResponse.suggestions.length).toBeGreaterThan(0);
    expect(body.typeAheadResponse.categorySuggestionResponse.results.length).toBeGreaterThan(0);
  });

  it('answers the flyout only with the session confirmation number, with prices and GSA prices for GSA users only', async () => {
    const sim = createSimulator();
    const f = inProcessFetch(sim);
    const url = `${PATHS.typeAheadFlyout}?Ntt=paper`;
    expect((await f(url)).status).toBe(409);
    const n = await confNumber(f);
    const res = await f(`${url}&_dynSessConf=${n}`);
    expect(res.status).toBe(200);
    const { products: list } = (await res.json()) as { products: { name: string; priceMin: number; priceMax: number; gsa: number | null; hasGSAPrice: boolean; seoURL: string }[] };
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) {
      expect(p.priceMin).toBeLessThanOrEqual(p.priceMax);
      expect(p.gsa).toBeNull();
      expect(p.seoURL).toMatch(/^\/p\/S\d+/);
    }
    expect(list.some((p) => p.hasGSAPrice)).toBe(true);

    getSimulatorControl(sim).session(f.cookies.get('JSESSIONID'))!.profile.gsaUser = true;
    const gsa = (await (await f(`${url}&_dynSessConf=${n}`)).json()) as { products: { gsa: number | null; hasGSAPrice: boolean; priceMin: number }[] };
    for (const p of gsa.products) {
      if (p.hasGSAPrice) expect(p.gsa).toBeGreaterThan(0);
      else expect(p.gsa).toBeNull();
    }
  });

  it('answers the search lookup with RedirectAwareContentInclude for a redirect term', async () => {
    const f = inProcessFetch(createSimulator());
    expect(await (await f('/search?Ntt=' + encodeURIComponent('Art & Craft Supplies'))).json()).toEqual({ type: 'RedirectAwareContentInclude', link: '/products/art/' });
    const plain = (await (await f('/search?Ntt=crayons')).json()) as { type: string; link: null };
    expect(plain.type).toBe('ContentInclude');
    expect(plain.link).toBeNull();
  });

  it('logs which terms reached the server per session, through the test-only endpoint', async () => {
    const sim = createSimulator({ test: true });
    const f = inProcessFetch(sim);
    await f(suggest('glue'));
    await f(suggest('glitter'));
    expect(await (await f('/rest/__test/typeahead')).json()).toEqual([
      { kind: 'suggest', term: 'glue' },
      { kind: 'suggest', term: 'glitter' },
    ]);
    await f('/rest/__test/typeahead', { method: 'DELETE' });
    expect(await (await f('/rest/__test/typeahead')).json()).toEqual([]);
    expect((await inProcessFetch(createSimulator())('/rest/__test/typeahead')).status).toBe(404);
  });
});
