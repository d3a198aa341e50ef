// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { facet, ref, testListing } from './listingFixture';
import { availabilityOptions, childrenOf, filterCount, isOpen, panelHeading } from './selectors';
import { clearAllUrl, clearGroupUrl, forMobile, initialState, reducer, savedSearchOf } from './state';

const listing = testListing;

describe('listing model', () => {
  it('starts on the page address with nothing loaded', () => {
    expect(initialState('/products/art/')).toEqual({ url: '/products/art/', listing: null, loading: null, panelOpen: false, group: null, expanded: [] });
  });

  it('navigationStarted marks the address loading; listingLoaded shows it', () => {
    const a = reducer(initialState('/products/art/'), { type: 'navigationStarted', url: '/products/art/N/paint/' });
    expect(a.loading).toBe('/products/art/N/paint/');
    expect(a.url).toBe('/products/art/');
    const l = listing({ total: 9 });
    const b = reducer(a, { type: 'listingLoaded', url: '/products/art/N/paint/', listing: l });
    expect(b).toMatchObject({ url: '/products/art/N/paint/', listing: l, loading: null });
  });

  it('drops an answer for an address no longer wanted (a newer click won)', () => {
    let s = reducer(initialState('/a/'), { type: 'navigationStarted', url: '/a/N/x/' });
    s = reducer(s, { type: 'navigationStarted', url: '/a/N/y/' });
    expect(reducer(s, { type: 'listingLoaded', url: '/a/N/x/', listing: listing() })).toBe(s);
  });

  it('listingFailed leaves the page as it was', () => {
    const shown = reducer(initialState('/a/'), { type: 'listingLoaded', url: '/a/', listing: listing() });
    const s = reducer(shown, { type: 'navigationStarted', url: '/a/N/x/' });
    expect(reducer(s, { type: 'listingFailed', url: '/a/N/x/' })).toEqual(shown);
  });

  it('the panel opens on All, drills into a group, comes back, and closes', () => {
    let s = reducer(initialState('/a/'), { type: 'panelToggled' });
    expect(s).toMatchObject({ panelOpen: true, group: null });
    s = reducer(s, { type: 'groupOpened', group: 'grade' });
    expect(s.group).toBe('grade');
    expect(reducer(s, { type: 'groupClosed' }).group).toBeNull();
    expect(reducer(s, { type: 'panelClosed' })).toMatchObject({ panelOpen: false, group: null });
    expect(reducer(s, { type: 'panelToggled' })).toMatchObject({ panelOpen: false, group: null });
  });

  it('a group that the new listing no longer has goes back to All', () => {
    const s = reducer(reducer(initialState('/a/'), { type: 'groupOpened', group: 'price' }), { type: 'listingLoaded', url: '/a/', listing: listing({ facets: [facet('grade', [ref('g1')])] }) });
    expect(s.group).toBeNull();
  });

  it('expand/collapse toggles a level-1 category; a selected one (or one with a selected child) is open', () => {
    let s = reducer(initialState('/a/'), { type: 'expandToggled', id: 'paint' });
    expect(s.expanded).toEqual(['paint']);
    s = reducer(s, { type: 'expandToggled', id: 'paint' });
    expect(s.expanded).toEqual([]);
    const f = facet('category', [ref('paint', { level: 1, hasSub: true }), ref('t-tempera', { level: 2, parent: 'paint', selected: true }), ref('paper', { level: 1 })]);
    expect(childrenOf(f, 'paint').map((r) => r.id)).toEqual(['t-tempera']);
    expect(isOpen(f, f.refinements[0]!, [])).toBe(true);
    expect(isOpen(f, f.refinements[2]!, [])).toBe(false);
    expect(isOpen(f, f.refinements[2]!, ['paper'])).toBe(true);
  });

  it('the filter count is the number of filters, plus one when there are more than 3 crumbs', () => {
    expect([0, 1, 3, 4, 5].map(filterCount)).toEqual([0, 1, 3, 5, 6]);
  });

  it('availability: Ship Item and Store Pickup, a missing label synthesised with count 0', () => {
    expect(availabilityOptions(facet('availability', [ref('ship', { label: 'shipOrderSku', count: 30 })], 'skuShipType'))).toEqual([
      { kind: 'ship', count: 30, link: '/products/art/N/ship/', selected: false },
      { kind: 'pickup', count: 0, link: null, selected: false },
    ]);
    expect(availabilityOptions(facet('availability', [ref('pickup', { label: 'inStoreSku', count: 7, selected: true })], 'skuShipType'))[0]).toEqual({
      kind: 'ship',
      count: 0,
      link: null,
      selected: false,
    });
    expect(availabilityOptions(undefined).map((o) => o.count)).toEqual([0, 0]);
  });

  it("Clear {group} removes that group's ids; Clear on All goes to the clear-all address", () => {
    const grade = facet('grade', [ref('g-k-5', { selected: true }), ref('g-1-6')]);
    expect(clearGroupUrl('/products/art/N/paint+g-k-5/?Ns=priceLow&page=2', grade)).toBe('/products/art/N/paint/?Ns=priceLow');
    expect(clearAllUrl('/products/art/N/paint/', listing())).toBe('/products/art/');
    expect(clearAllUrl('/search/N/art/?Ntt=paint&page=2', listing({ clearAll: null }))).toBe('/search/?Ntt=paint');
  });

  it('the panel heading: the category or assortment, or "{terms}" results on search', () => {
    expect(panelHeading(listing(), '"{terms}" results')).toBe('Art & Craft Supplies');
    expect(panelHeading(listing({ term: 'crayons' }), '"{terms}" results')).toBe('"crayons" results');
  });

  it('24 items at most on mobile', () => {
    expect(forMobile('/products/art/?Nrpp=96&page=2', true)).toBe('/products/art/');
    expect(forMobile('/products/art/?Nrpp=96', false)).toBe('/products/art/?Nrpp=96');
    expect(forMobile('/products/art/?Nrpp=24', true)).toBe('/products/art/?Nrpp=24');
  });

  it('a saved search read back from the session is a term and a path of this site; anything else is none', () => {
    expect(savedSearchOf({ term: 'crayons', url: '/search/?Ntt=crayons' })).toEqual({ term: 'crayons', url: '/search/?Ntt=crayons' });
    for (const v of [null, 'x', { term: 'crayons' }, { url: '/search/?Ntt=crayons' }, { term: 'crayons', url: '//evil.example/search/' }, { term: 'crayons', url: 'javascript:alert(1)' }])
      expect(savedSearchOf(v)).toBeNull();
  });
});
