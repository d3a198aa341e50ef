// @vitest-environment node
// The listing's flows (storefront spec sections 2, 7, 8 and 9: filtered listing, sort, paging, Back and Forward,
// store pickup) driven through its model with fake calls and a fake clock: no React, no mocked modules.
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../src/api';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import type { Listing } from './answer';
import { facet, ref, testListing } from './listingFixture';
import { listingStep, SCROLL_RESTORE_MS, startListing, type ListingCalls } from './model';
import { availabilityOptions } from './selectors';
import { SEARCH_KEY, type SavedSearch } from './state';

const grade = facet('Grade/Age', [ref('g-k-5', { label: 'Grades K-5' }), ref('g-6-8', { label: 'Grades 6-8' })]);
const availability = facet('Availability', [ref('ship', { label: 'shipOrderSku', count: 30 }), ref('pickup', { label: 'inStoreSku', count: 4 })], 'skuShipType');
const page = (title: string, total: number, over: Partial<Listing> = {}): Listing => testListing({ title, total, pageCount: Math.ceil(total / 24), facets: [grade, availability], ...over });
const ART = page('Art & Craft Supplies', 120);
const K5 = page('Art & Craft Supplies', 40, { crumbs: [{ label: 'Grades K-5', url: '/products/art/' }], facets: [facet('Grade/Age', [ref('g-k-5', { label: 'Grades K-5', selected: true })])] });
const G68 = page('Art & Craft Supplies', 12);
const ok = (data: Listing): ApiResult<Listing> => ({ ok: true, kind: 'ok', status: 200, data }) as ApiResult<Listing>;
const down: ApiResult<Listing> = { ok: false, kind: 'http', status: 503, message: 'Service Unavailable' } as ApiResult<Listing>;

/** The widget on the page at `address`, with a store selected or not, on a phone or not, the enhanced type-ahead toggle on or off. */
function listing(address = '/products/art/', { mobile = false, storeId = null as string | null, enhanced = false, search = null as SavedSearch | null } = {}) {
  const io = fakePorts<ListingCalls>();
  const model = createModel(listingStep, startListing(address, mobile, storeId, enhanced, search), io.ports);
  model.start();
  const s = () => model.get();
  const calls = (name: keyof ListingCalls) => io.calls.filter((c) => c.call === name).map((c) => c.input);
  /** Answers the oldest pending listing call. */
  const answer = (result: ApiResult<Listing>) => io.next('load').answer(result);
  return { io, model, s, calls, answer };
}

/** Loaded on /products/art/. */
async function shown(opts?: Parameters<typeof listing>[1]) {
  const l = listing('/products/art/', opts);
  await l.answer(ok(ART));
  return l;
}

describe('listing model: the first answer', () => {
  it('asks for the page’s own address, shows nothing until it answers, then shows it without touching the address', async () => {
    const { s, calls, answer } = listing('/products/art/');
    expect(calls('manualScroll')).toHaveLength(1);
    expect(calls('load')).toEqual(['/products/art/']);
    expect(s()).toMatchObject({ listing: null, loading: '/products/art/' });
    await answer(ok(ART));
    expect(s()).toMatchObject({ url: '/products/art/', listing: ART, loading: null });
    expect(calls('pushAddress')).toEqual([]);
    expect(calls('replaceAddress')).toEqual([]);
  });

  it('on a phone with enhanced type-ahead an address asking for more than 24 items asks for 24, and the page’s address says so', async () => {
    const { calls, answer } = listing('/products/art/?Nrpp=96&page=2', { mobile: true, enhanced: true });
    expect(calls('load')).toEqual(['/products/art/']);
    await answer(ok(ART));
    expect(calls('replaceAddress')).toEqual(['/products/art/']);
  });

  it('on a phone without enhanced type-ahead the address keeps its items per page (spec section 4)', async () => {
    const { calls, answer } = listing('/products/art/?Nrpp=96&page=2', { mobile: true, enhanced: false });
    expect(calls('load')).toEqual(['/products/art/?Nrpp=96&page=2']);
    await answer(ok(ART));
    expect(calls('replaceAddress')).toEqual([]);
  });

  it('the toggle known after the first request (the session info came later) asks again for 24; on a wide screen it changes nothing', async () => {
    const phone = listing('/products/art/?Nrpp=96', { mobile: true });
    phone.model.dispatch({ type: 'enhancedChanged', enhanced: true });
    expect(phone.calls('load')).toEqual(['/products/art/?Nrpp=96', '/products/art/']);
    await phone.io.next('load').answer(ok(ART));
    expect(phone.s()).toMatchObject({ loading: '/products/art/', listing: null });
    await phone.answer(ok(ART));
    expect(phone.s()).toMatchObject({ url: '/products/art/', listing: ART, loading: null });
    expect(phone.calls('replaceAddress')).toEqual(['/products/art/']);

    const wide = listing('/products/art/?Nrpp=96');
    wide.model.dispatch({ type: 'enhancedChanged', enhanced: true });
    expect(wide.calls('load')).toEqual(['/products/art/?Nrpp=96']);
  });

  it('a failed first answer is logged and leaves the server’s page showing (no listing)', async () => {
    const { s, calls, answer } = listing('/products/art/');
    await answer(down);
    expect(calls('logFailed')).toEqual([{ url: '/products/art/', message: 'Service Unavailable' }]);
    expect(s()).toMatchObject({ listing: null, loading: null });
  });
});

describe('listing model: filters, sort and pages', () => {
  it("a facet value asks for its link, sends 'Filter Items' with the facet and the value, then shows the answer under a new address", async () => {
    const { s, calls, model, answer } = await shown();
    model.dispatch({ type: 'linkFollowed', href: grade.refinements[0]!.link, facet: grade, refinement: grade.refinements[0]! });
    expect(calls('filtered')).toEqual([{ filterType: 'Grade/Age', filterValue: 'Grades K-5' }]);
    expect(calls('load').at(-1)).toBe('/products/art/N/g-k-5/');
    expect(s()).toMatchObject({ listing: ART, loading: '/products/art/N/g-k-5/' });
    expect(calls('pushAddress')).toEqual([]);
    await answer(ok(K5));
    expect(s()).toMatchObject({ url: '/products/art/N/g-k-5/', listing: K5, loading: null });
    expect(calls('pushAddress')).toEqual(['/products/art/N/g-k-5/']);
  });

  it("a selected value (taking a filter off), a crumb or a page link sends no 'Filter Items'", async () => {
    const { calls, model, answer } = await shown();
    const k5 = K5.facets[0]!;
    model.dispatch({ type: 'linkFollowed', href: '/products/art/', facet: k5, refinement: k5.refinements[0]! });
    await answer(ok(ART));
    model.dispatch({ type: 'linkFollowed', href: '/products/art/?page=2' });
    await answer(ok(page('Art & Craft Supplies', 120, { page: 2, offset: 24 })));
    expect(calls('filtered')).toEqual([]);
    expect(calls('pushAddress')).toEqual(['/products/art/', '/products/art/?page=2']);
  });

  it('sort, items per page and view are parameters of the address; a default leaves it, and any change goes back to page 1', async () => {
    const { calls, model, answer } = listing('/products/art/?page=3');
    await answer(ok(ART));
    const choose = async (key: 'Ns' | 'Nrpp' | 'view', value: string, url: string) => {
      model.dispatch({ type: 'paramChosen', key, value });
      expect(calls('load').at(-1)).toBe(url);
      await answer(ok(ART));
    };
    await choose('Ns', 'priceLow', '/products/art/?Ns=priceLow');
    await choose('Nrpp', '48', '/products/art/?Ns=priceLow&Nrpp=48');
    await choose('view', 'list', '/products/art/?Ns=priceLow&Nrpp=48&view=list');
    await choose('Ns', 'bestSellers', '/products/art/?Nrpp=48&view=list');
    await choose('Nrpp', '24', '/products/art/?view=list');
    await choose('view', 'grid', '/products/art/');
  });

  it.each(['https://evil.example/products/art/N/x/', '//evil.example/products/art/', '/\\evil.example/products/art/', 'javascript:alert(1)'])(
    'a facet link of %s from the server goes through the URL rule: not asked for, not pushed, logged, no Filter Items',
    async (href) => {
      const { s, calls, model } = await shown();
      model.dispatch({ type: 'linkFollowed', href, facet: grade, refinement: { ...grade.refinements[0]!, link: href } });
      expect(calls('load')).toEqual(['/products/art/']);
      expect(calls('filtered')).toEqual([]);
      expect(calls('logFailed')).toEqual([{ url: href, message: 'the link is not a path of this site and is not followed' }]);
      expect(s()).toMatchObject({ url: '/products/art/', listing: ART, loading: null });
    },
  );

  it('a failed change is logged and the page stays as it was: same listing, same address', async () => {
    const { s, calls, model, answer } = await shown();
    model.dispatch({ type: 'linkFollowed', href: '/products/art/N/g-k-5/', facet: grade, refinement: grade.refinements[0]! });
    await answer(down);
    expect(calls('logFailed')).toEqual([{ url: '/products/art/N/g-k-5/', message: 'Service Unavailable' }]);
    expect(s()).toMatchObject({ url: '/products/art/', listing: ART, loading: null });
    expect(calls('pushAddress')).toEqual([]);
  });

  it('an aborted call is not logged', async () => {
    const { calls, answer } = listing();
    await answer({ ok: false, kind: 'aborted', status: 0, message: 'aborted' } as ApiResult<Listing>);
    expect(calls('logFailed')).toEqual([]);
  });

  it('race: a slow answer to an earlier click that arrives after the newer one is ignored, and its call is aborted', async () => {
    const { s, io, calls, model } = await shown();
    model.dispatch({ type: 'linkFollowed', href: '/products/art/N/g-k-5/', facet: grade, refinement: grade.refinements[0]! });
    model.dispatch({ type: 'linkFollowed', href: '/products/art/N/g-6-8/', facet: grade, refinement: grade.refinements[1]! });
    const [slow, fresh] = io.pending.filter((p) => p.call === 'load');
    expect(slow!.signal.aborted).toBe(true);
    await fresh!.answer(ok(G68));
    await slow!.answer(ok(K5));
    expect(s()).toMatchObject({ url: '/products/art/N/g-6-8/', listing: G68, loading: null });
    expect(calls('pushAddress')).toEqual(['/products/art/N/g-6-8/']);
  });

  it('the panel’s Clear on a group drops that group’s filters; on All it goes to the clear-all address', async () => {
    const { calls, model, answer } = listing('/products/art/N/g-k-5/?Ns=priceLow&page=2');
    await answer(ok(K5));
    model.dispatch({ type: 'groupOpened', group: 'Grade/Age' });
    model.dispatch({ type: 'panelCleared', group: 'Grade/Age' });
    expect(calls('load').at(-1)).toBe('/products/art/?Ns=priceLow');
    await answer(ok(ART));
    model.dispatch({ type: 'panelCleared', group: null });
    expect(calls('load').at(-1)).toBe('/products/art/');
  });
});

describe("listing model: Clear on 'All' on the search results page (spec section 4: the first saved search URL)", () => {
  /** Search results for 'crayons' at `clearAll` (the server's clear-all address keeps the sort, as the simulator's does). */
  const results = (clearAll: string, over: Partial<Listing> = {}) => page('Search results', 30, { term: 'crayons', clearAll, ...over });
  const FIRST = '/search/?Ntt=crayons';

  it("keeps the search's first address in the session; Clear on All goes back to it, not to the clear-all address", async () => {
    const { io, model, calls, answer } = listing(FIRST);
    await answer(ok(results(FIRST)));
    expect(io.stored).toEqual([[SEARCH_KEY, { term: 'crayons', url: FIRST }]]);
    model.dispatch({ type: 'paramChosen', key: 'Ns', value: 'priceLow' });
    await answer(ok(results('/search/?Ntt=crayons&Ns=priceLow')));
    model.dispatch({ type: 'linkFollowed', href: '/search/N/art/?Ntt=crayons&Ns=priceLow' });
    await answer(ok(results('/search/?Ntt=crayons&Ns=priceLow', { crumbs: [{ label: 'Art & Craft Supplies', url: '/search/?Ntt=crayons&Ns=priceLow' }] })));
    // The later addresses of the same search are not its first.
    expect(io.stored).toHaveLength(1);
    model.dispatch({ type: 'panelCleared', group: null });
    expect(calls('load').at(-1)).toBe(FIRST);
  });

  it('after a reload the saved search is read back; a new term is saved in its place; a category page keeps the clear-all address', async () => {
    const { io, model, calls, answer } = listing('/search/N/art/?Ntt=crayons&Ns=priceLow', { search: { term: 'crayons', url: FIRST } });
    await answer(ok(results('/search/?Ntt=crayons&Ns=priceLow')));
    expect(io.stored).toEqual([]);
    model.dispatch({ type: 'panelCleared', group: null });
    expect(calls('load').at(-1)).toBe(FIRST);
    await answer(ok(results(FIRST)));
    model.dispatch({ type: 'linkFollowed', href: '/search/N/art/?Ntt=paint' });
    await answer(ok(results('/search/?Ntt=paint', { term: 'paint' })));
    expect(io.stored.at(-1)).toEqual([SEARCH_KEY, { term: 'paint', url: '/search/N/art/?Ntt=paint' }]);

    const category = listing('/products/art/N/g-k-5/?Ns=priceLow', { search: { term: 'crayons', url: FIRST } });
    await category.answer(ok(K5));
    category.model.dispatch({ type: 'panelCleared', group: null });
    expect(category.calls('load').at(-1)).toBe('/products/art/');
    expect(category.io.stored).toEqual([]);
  });
});

describe('listing model: availability and the store', () => {
  const [ship, pickup] = availabilityOptions(availability);

  it('Store Pickup without a store opens the store finder and asks for no listing', async () => {
    const { calls, model } = await shown();
    model.dispatch({ type: 'availabilityChosen', option: pickup!, label: 'Store Pickup' });
    expect(calls('openStoreFinder')).toHaveLength(1);
    expect(calls('load')).toHaveLength(1);
  });

  it("with a store, Ship Item and Store Pickup follow their links and send 'Filter Items' with their text", async () => {
    const { calls, model, answer } = await shown({ storeId: 'ST001' });
    model.dispatch({ type: 'availabilityChosen', option: pickup!, label: 'Store Pickup' });
    expect(calls('load').at(-1)).toBe('/products/art/N/pickup/');
    await answer(ok(ART));
    model.dispatch({ type: 'availabilityChosen', option: ship!, label: 'Ship Item' });
    expect(calls('filtered')).toEqual([
      { filterType: 'Availability', filterValue: 'Store Pickup' },
      { filterType: 'Availability', filterValue: 'Ship Item' },
    ]);
    expect(calls('openStoreFinder')).toEqual([]);
  });

  it('the panel’s Clear on the Availability group drops the ship or pickup filter', async () => {
    const { calls, model, answer } = listing('/products/art/N/g-k-5+pickup/', { storeId: 'ST001' });
    const picked = facet('Availability', [ref('ship', { label: 'shipOrderSku' }), ref('pickup', { label: 'inStoreSku', selected: true })], 'skuShipType');
    await answer(ok(page('Art & Craft Supplies', 4, { facets: [grade, picked] })));
    model.dispatch({ type: 'panelCleared', group: 'Availability' });
    expect(calls('load').at(-1)).toBe('/products/art/N/g-k-5/');
  });

  it('a store chosen after a change asks for the address the change led to', async () => {
    const { calls, model, answer } = await shown();
    model.dispatch({ type: 'linkFollowed', href: '/products/art/N/g-k-5/' });
    await answer(ok(K5));
    model.dispatch({ type: 'storeChanged', storeId: 'ST001' });
    expect(calls('load').at(-1)).toBe('/products/art/N/g-k-5/');
  });

  it('choosing a store asks for the same address again (the counts change); the same store asks nothing', async () => {
    const { s, calls, model, answer } = await shown();
    model.dispatch({ type: 'storeChanged', storeId: null });
    expect(calls('load')).toHaveLength(1);
    model.dispatch({ type: 'storeChanged', storeId: 'ST001' });
    expect(calls('load')).toEqual(['/products/art/', '/products/art/']);
    const withStore = page('Art & Craft Supplies', 120, { storeId: 'ST001' });
    await answer(ok(withStore));
    expect(s().listing).toBe(withStore);
    expect(calls('pushAddress')).toEqual([]);
  });
});

describe('listing model: Back and Forward', () => {
  /** Art, then Grades K-5 (pushed), then Back to Art. */
  async function wentBack() {
    const l = await shown();
    l.model.dispatch({ type: 'linkFollowed', href: '/products/art/N/g-k-5/', facet: grade, refinement: grade.refinements[0]! });
    await l.answer(ok(K5));
    l.model.dispatch({ type: 'popped', url: '/products/art/', y: 640 });
    return l;
  }

  it('Back shows the earlier listing from the answer kept, asks nothing, and restores its scroll position after 600 ms', async () => {
    const { s, io, calls } = await wentBack();
    expect(s()).toMatchObject({ url: '/products/art/', listing: ART, loading: null });
    expect(calls('load')).toHaveLength(2);
    expect(calls('pushAddress')).toHaveLength(1);
    expect(calls('replaceAddress')).toEqual([]);
    await io.advance(SCROLL_RESTORE_MS - 1);
    expect(calls('scrollTo')).toEqual([]);
    await io.advance(1);
    expect(calls('scrollTo')).toEqual([640]);
  });

  it('Forward to an address not kept asks for it, then shows it and restores the scroll position', async () => {
    const { s, io, calls, model, answer } = await wentBack();
    await io.advance(SCROLL_RESTORE_MS);
    model.dispatch({ type: 'storeChanged', storeId: 'ST001' });
    await answer(ok(ART));
    // The store changed the counts: the answers kept are dropped.
    model.dispatch({ type: 'popped', url: '/products/art/N/g-k-5/', y: 0 });
    expect(calls('load').at(-1)).toBe('/products/art/N/g-k-5/');
    expect(s()).toMatchObject({ listing: ART, loading: '/products/art/N/g-k-5/' });
    await io.advance(SCROLL_RESTORE_MS);
    expect(calls('scrollTo')).toEqual([640]);
    await answer(ok(K5));
    expect(s()).toMatchObject({ url: '/products/art/N/g-k-5/', listing: K5 });
    expect(calls('pushAddress')).toHaveLength(1);
    expect(calls('replaceAddress')).toEqual([]);
    await io.advance(SCROLL_RESTORE_MS);
    expect(calls('scrollTo')).toEqual([640, 0]);
  });

  it('Back while a click is still loading: the slow answer to the click, arriving after, is ignored', async () => {
    const { s, io, calls, model, answer } = await shown();
    model.dispatch({ type: 'linkFollowed', href: '/products/art/N/g-k-5/', facet: grade, refinement: grade.refinements[0]! });
    await answer(ok(K5));
    model.dispatch({ type: 'linkFollowed', href: '/products/art/N/g-6-8/', facet: grade, refinement: grade.refinements[1]! });
    const slow = io.next('load');
    model.dispatch({ type: 'popped', url: '/products/art/', y: 0 });
    expect(slow.signal.aborted).toBe(true);
    await slow.answer(ok(G68));
    expect(s()).toMatchObject({ url: '/products/art/', listing: ART, loading: null });
    expect(calls('pushAddress')).toEqual(['/products/art/N/g-k-5/']);
  });

  it('a second Back within 600 ms restores only its own scroll position', async () => {
    const { io, calls, model } = await wentBack();
    await io.advance(300);
    model.dispatch({ type: 'popped', url: '/products/art/N/g-k-5/', y: 90 });
    await io.advance(SCROLL_RESTORE_MS);
    expect(calls('scrollTo')).toEqual([90]);
  });
});

describe('listing model: the panel and the categories', () => {
  it('the panel opens on All, drills into a group and closes; a category expands and collapses', async () => {
    const { s, model } = await shown();
    model.dispatch({ type: 'panelToggled' });
    model.dispatch({ type: 'groupOpened', group: 'Grade/Age' });
    expect(s()).toMatchObject({ panelOpen: true, group: 'Grade/Age' });
    model.dispatch({ type: 'panelClosed' });
    expect(s()).toMatchObject({ panelOpen: false, group: null });
    model.dispatch({ type: 'expandToggled', id: 'paint' });
    expect(s().expanded).toEqual(['paint']);
  });

  it('choosing a group in the panel scrolls the list to its top; going back to All does not (spec section 4)', async () => {
    const { calls, model } = await shown({ mobile: true });
    model.dispatch({ type: 'panelToggled' });
    expect(calls('scrollToList')).toEqual([]);
    model.dispatch({ type: 'groupOpened', group: 'Grade/Age' });
    expect(calls('scrollToList')).toEqual([null]);
    model.dispatch({ type: 'groupClosed' });
    expect(calls('scrollToList')).toEqual([null]);
    model.dispatch({ type: 'groupOpened', group: 'Availability' });
    expect(calls('scrollToList')).toEqual([null, null]);
  });

  it('on a phone with enhanced type-ahead a change asks for 24 items at most; with the toggle off it asks for what the link says', async () => {
    const { calls, model } = await shown({ enhanced: true });
    model.dispatch({ type: 'mobileChanged', mobile: true });
    model.dispatch({ type: 'linkFollowed', href: '/products/art/?Nrpp=96' });
    expect(calls('load').at(-1)).toBe('/products/art/');

    const off = await shown({ enhanced: false });
    off.model.dispatch({ type: 'mobileChanged', mobile: true });
    off.model.dispatch({ type: 'linkFollowed', href: '/products/art/?Nrpp=96' });
    expect(off.calls('load').at(-1)).toBe('/products/art/?Nrpp=96');
  });
});
