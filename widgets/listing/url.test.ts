// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildListingUrl, parseListingUrl, withParam, withoutIds } from './url';

const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/);
const id = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !s.includes('/') && s !== 'N');
const listingUrl = fc.record({
  base: fc
    .array(
      segment.filter((s) => s !== 'N'),
      { minLength: 1, maxLength: 3 },
    )
    .map((parts) => `/${parts.join('/')}/`),
  ids: fc.uniqueArray(id, { maxLength: 5 }),
  params: fc.uniqueArray(fc.tuple(fc.stringMatching(/^[A-Za-z]{1,6}$/), fc.string({ maxLength: 10 })), { selector: ([k]) => k, maxLength: 4 }),
});

describe('listing addresses', () => {
  it('parse(build(u)) is u, for any base, ids and query (fast-check)', () => {
    fc.assert(
      fc.property(listingUrl, (u) => {
        expect(parseListingUrl(buildListingUrl(u))).toEqual(u);
      }),
    );
  });

  it('build(parse(href)) is href for addresses built by the widget (fast-check)', () => {
    fc.assert(
      fc.property(listingUrl, (u) => {
        const href = buildListingUrl(u);
        expect(buildListingUrl(parseListingUrl(href))).toBe(href);
      }),
    );
  });

  it('inserts /N/{ids joined by +}/ after the listing path', () => {
    expect(buildListingUrl({ base: '/products/art/', ids: ['paint', 'g-grades-k-5'], params: [['Ns', 'priceLow']] })).toBe('/products/art/N/paint+g-grades-k-5/?Ns=priceLow');
    expect(parseListingUrl('/products/art/N/paint+pickup/?page=2&Ns=priceLow')).toEqual({
      base: '/products/art/',
      ids: ['paint', 'pickup'],
      params: [
        ['page', '2'],
        ['Ns', 'priceLow'],
      ],
    });
    expect(parseListingUrl('/search/?Ntt=crayons')).toEqual({ base: '/search/', ids: [], params: [['Ntt', 'crayons']] });
    expect(buildListingUrl({ base: '/products/art/', ids: [], params: [] })).toBe('/products/art/');
  });

  it('a changed parameter goes back to page 1; the page itself keeps the rest', () => {
    const u = parseListingUrl('/products/art/N/paint/?Ns=priceLow&page=2');
    expect(buildListingUrl(withParam(u, 'Nrpp', '48'))).toBe('/products/art/N/paint/?Ns=priceLow&Nrpp=48');
    expect(buildListingUrl(withParam(u, 'page', '3'))).toBe('/products/art/N/paint/?Ns=priceLow&page=3');
    expect(buildListingUrl(withParam(u, 'Ns', null))).toBe('/products/art/N/paint/');
    expect(buildListingUrl(withoutIds(u, ['paint']))).toBe('/products/art/?Ns=priceLow');
  });
});
