// @vitest-environment node
// The search box's flows (storefront spec sections 5, 7 and 9 for type-ahead: debounce, suggestions and the
// product flyout, recent items, keyboard, search) driven through its model with fake calls and a fake clock:
// no React, no mocked modules.
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../src/api';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import type { ProductItem, Suggestions } from './answers';
import { createCache } from './cache';
import { itemsOf } from './combobox';
import { BLUR_CLOSE_MS, DEBOUNCE_MS, startTypeAhead, typeAheadStep, type Recent, type TypeAheadCalls } from './model';

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, kind: 'ok', status: 200, data }) as ApiResult<T>;
const failed = { ok: false, kind: 'http', status: 500, message: 'Server Error' } as ApiResult<never>;
const suggestionsFor = (term: string): ApiResult<Suggestions> =>
  ok({ suggestions: [{ search: `${term} one` }, { search: `${term} two` }], categories: [{ name: `${term} category`, url: `/products/${term}/` }] });
const productsFor = (term: string): ApiResult<ProductItem[]> => ok([{ name: `${term} product`, seoURL: `/p/${term}/`, imageURL: `/i/${term}.svg`, priceMin: 10, priceMax: 10 }]);
const RECENT: Recent = { searches: ['glue', 'paint'], products: [{ name: 'Easel', url: '/p/E1/', image: '' }] };

/** A search box on a page (the results page of `value`), enhanced type-ahead on unless told. */
function box({ value = '', enhanced = true, viewedProduct = undefined as Recent['products'][number] | undefined } = {}) {
  const io = fakePorts<TypeAheadCalls>();
  const cache = createCache<unknown>();
  io.ports.storage = (key, v) => cache.set(key, v);
  const model = createModel(typeAheadStep, startTypeAhead({ value, mobile: false, categoriesOn: true, enhanced, action: '/search/', cache, viewedProduct }), io.ports);
  model.start();
  const s = () => model.get();
  const calls = (name: keyof TypeAheadCalls) => io.calls.filter((c) => c.call === name).map((c) => c.input);
  const pending = (name: keyof TypeAheadCalls) => io.pending.filter((p) => p.call === name);
  /** What the list offers, as the shopper reads it. */
  const options = () => (s().open ? itemsOf(s()).map((i) => i.label) : []);
  const type = (raw: string) => model.dispatch({ type: 'typed', raw, recent: RECENT });
  const key = (k: string) => model.dispatch({ type: 'keyPressed', key: k, recent: RECENT });
  /** Answers the term's two pending calls. */
  const answer = async (term: string) => {
    await io.next('suggest').answer(suggestionsFor(term));
    await io.next('flyout').answer(productsFor(term));
  };
  return { io, model, s, calls, pending, options, type, key, answer, cache };
}

describe('type-ahead model: asking for a term', () => {
  it('waits for a 300 ms pause in typing, then asks once for suggestions and products of the last term', async () => {
    const { io, calls, type } = box();
    type('g');
    await io.advance(200);
    type('gl');
    await io.advance(DEBOUNCE_MS - 1);
    expect(calls('suggest')).toEqual([]);
    expect(calls('flyout')).toEqual([]);
    await io.advance(1);
    expect(calls('suggest')).toEqual(['gl']);
    expect(calls('flyout')).toEqual(['gl']);
    await io.advance(1000);
    expect(calls('suggest')).toHaveLength(1);
  });

  it('a box of spaces, or of characters the box refuses, asks for nothing; the term sent is trimmed with single spaces', async () => {
    const { io, calls, type, s } = box({ enhanced: false });
    type('   ');
    type('@#$');
    await io.advance(DEBOUNCE_MS);
    expect(io.calls).toEqual([]);
    expect(s().value).toBe('');
    type('  glue   sticks ');
    await io.advance(DEBOUNCE_MS);
    expect(calls('suggest')).toEqual(['glue sticks']);
  });

  it('the answers open the list: term suggestions, categories, then products', async () => {
    const { io, s, options, type, answer } = box();
    type('glue');
    await io.advance(DEBOUNCE_MS);
    expect(s().open).toBe(false);
    await answer('glue');
    expect(s().open).toBe(true);
    expect(options()).toEqual(['glue one', 'glue two', 'glue category', 'glue product']);
  });

  it('a term answered before is answered at once from the cache, without a request; case does not matter', async () => {
    const { io, calls, options, type, answer } = box();
    type('glue');
    await io.advance(DEBOUNCE_MS);
    await answer('glue');
    type('paint');
    await io.advance(DEBOUNCE_MS);
    await answer('paint');
    type('Glue');
    expect(options()).toEqual(['glue one', 'glue two', 'glue category', 'glue product']);
    await io.advance(DEBOUNCE_MS);
    expect(calls('suggest')).toEqual(['glue', 'paint']);
    expect(calls('flyout')).toEqual(['glue', 'paint']);
  });

  it('a term whose answers have left the cache (5 minutes) is asked for again', async () => {
    const { io, calls, type, answer, cache } = box();
    type('glue');
    await io.advance(DEBOUNCE_MS);
    await answer('glue');
    type('glu');
    type('glue');
    cache.clear();
    type('glue ');
    await io.advance(DEBOUNCE_MS);
    expect(calls('suggest')).toEqual(['glue', 'glue']);
  });

  it('the same term typed again while its answers are on the way asks nothing more and keeps them', async () => {
    const { io, calls, options, type, answer } = box();
    type('glue');
    await io.advance(DEBOUNCE_MS);
    type('glue ');
    await io.advance(DEBOUNCE_MS);
    expect(calls('suggest')).toEqual(['glue']);
    expect(io.next('suggest').signal.aborted).toBe(false);
    await answer('glue');
    expect(options()).toContain('glue one');
  });

  it('a failed call is logged; the lists stay empty and the box usable; the failure is not cached', async () => {
    const { io, s, calls, type } = box();
    type('glue');
    await io.advance(DEBOUNCE_MS);
    await io.next('suggest').answer(failed);
    await io.next('flyout').answer(failed);
    expect(calls('logFailed')).toEqual([
      { what: 'suggestions', term: 'glue', message: 'Server Error' },
      { what: 'products', term: 'glue', message: 'Server Error' },
    ]);
    expect(s()).toMatchObject({ open: false, suggestions: [], products: [], value: 'glue' });
    type('glu');
    type('glue');
    await io.advance(DEBOUNCE_MS);
    expect(calls('suggest')).toEqual(['glue', 'glue']);
    // An answer that says 'aborted' (the call gave up) is neither shown nor logged.
    await io.next('suggest').answer({ ok: false, kind: 'aborted', status: 0, message: 'cancelled' } as ApiResult<never>);
    expect(calls('logFailed')).toHaveLength(2);
    expect(s().suggestions).toEqual([]);
  });

  it('a term holding a card number (or 13+ digits of one) is never sent, and what was on the way is dropped', async () => {
    const { io, s, calls, type, options } = box();
    type('4111');
    await io.advance(DEBOUNCE_MS);
    await io.next('suggest').answer(suggestionsFor('4111'));
    type('41111');
    await io.advance(DEBOUNCE_MS);
    const [first] = io.pending.filter((p) => p.call === 'suggest');
    expect(options()).toContain('4111 one');
    type('4111 1111 1111 1');
    // At once: no answers stay up, and nothing waits to be sent.
    expect(options()).toEqual([]);
    expect(io.timers()).toBe(0);
    type('4111 1111 1111 1111');
    await io.advance(DEBOUNCE_MS);
    expect(first!.signal.aborted).toBe(true);
    expect(calls('suggest')).toEqual(['4111', '41111']);
    expect(s()).toMatchObject({ open: false, suggestions: [], pending: '' });
  });

  it('race: the slow answers of a term typed past, arriving after the newer term’s, are ignored and their calls aborted', async () => {
    const { io, options, type, pending } = box();
    type('cray');
    await io.advance(DEBOUNCE_MS);
    type('crayons');
    await io.advance(DEBOUNCE_MS);
    const [slowS, freshS] = pending('suggest');
    const [slowP, freshP] = pending('flyout');
    expect([slowS!.signal.aborted, slowP!.signal.aborted]).toEqual([true, true]);
    await freshS!.answer(suggestionsFor('crayons'));
    await freshP!.answer(productsFor('crayons'));
    await slowS!.answer(suggestionsFor('cray'));
    await slowP!.answer(productsFor('cray'));
    expect(options()).toEqual(['crayons one', 'crayons two', 'crayons category', 'crayons product']);
  });
});

describe('type-ahead model: keyboard and choosing', () => {
  async function answered() {
    const b = box();
    b.model.dispatch({ type: 'focused' });
    b.type('glue');
    await b.io.advance(DEBOUNCE_MS);
    await b.answer('glue');
    return b;
  }

  it('ArrowDown and ArrowUp move the highlight and wrap around; Enter on a term shows it in the box and searches it', async () => {
    const { s, calls, key } = await answered();
    key('ArrowDown');
    key('ArrowDown');
    expect(s().active).toBe(1);
    key('ArrowUp');
    key('ArrowUp');
    expect(s().active).toBe(3);
    key('ArrowDown');
    key('ArrowDown');
    expect(s().active).toBe(1);
    key('Enter');
    expect(s()).toMatchObject({ open: false, value: 'glue two' });
    expect(calls('search')).toEqual([{ term: 'glue two', action: '/search/' }]);
  });

  it('Enter with nothing highlighted chooses nothing', async () => {
    const { s, calls, key } = await answered();
    key('Enter');
    expect(s().open).toBe(true);
    expect(calls('search')).toEqual([]);
    expect(calls('open')).toEqual([]);
  });

  it('Enter on a product opens its page and remembers it as recently viewed', async () => {
    const { calls, key } = await answered();
    key('ArrowUp');
    key('Enter');
    expect(calls('viewed')).toEqual([{ name: 'glue product', url: '/p/glue/', image: '/i/glue.svg' }]);
    expect(calls('open')).toEqual(['/p/glue/']);
  });

  it('a term suggestion with its own link is searched with that link (followed if the link rule allows)', async () => {
    const { io, model, calls, type } = box();
    type('glue');
    await io.advance(DEBOUNCE_MS);
    await io.next('suggest').answer(ok({ suggestions: [{ search: 'glue sticks', url: '/products/glue/' }], categories: [] }));
    model.dispatch({ type: 'chosen', item: itemsOf(model.get())[0]! });
    expect(calls('search')).toEqual([{ term: 'glue sticks', url: '/products/glue/', action: '/search/' }]);
    expect(io.next('flyout').signal.aborted).toBe(true);
  });

  it('Escape closes the list, a second Escape clears the box', async () => {
    const { s, key } = await answered();
    key('Escape');
    expect(s()).toMatchObject({ open: false, value: 'glue' });
    key('Escape');
    expect(s()).toMatchObject({ open: false, value: '', suggestions: [] });
  });

  it('Escape with the list closed also drops the pending debounce', async () => {
    const { io, calls, type, key } = box();
    type('glue');
    key('Escape');
    await io.advance(DEBOUNCE_MS);
    expect(calls('suggest')).toEqual([]);
  });

  it('submitting searches the term; an empty box or a card number is flagged, searches nothing and keeps the focus', async () => {
    const { model, s, calls, type } = box({ enhanced: false });
    model.dispatch({ type: 'submitted' });
    expect(s().error).toBe('empty');
    type('4111 1111 1111 1111');
    model.dispatch({ type: 'submitted' });
    expect(s()).toMatchObject({ error: 'cardNumber', value: '4111 1111 1111 1111' });
    expect(calls('focusInput')).toHaveLength(2);
    expect(calls('search')).toEqual([]);
    type(' glue  sticks ');
    model.dispatch({ type: 'submitted' });
    expect(calls('search')).toEqual([{ term: 'glue sticks', action: '/search/' }]);
  });

  it('focus leaving the box closes the list after 200 ms; focus coming back in time keeps it open', async () => {
    const { io, model, s } = await answered();
    model.dispatch({ type: 'blurred' });
    await io.advance(BLUR_CLOSE_MS - 1);
    model.dispatch({ type: 'focused' });
    await io.advance(BLUR_CLOSE_MS);
    expect(io.pending.filter((p) => p.call === 'focusInside')).toEqual([]);
    model.dispatch({ type: 'blurred' });
    await io.advance(BLUR_CLOSE_MS - 1);
    expect(s().open).toBe(true);
    await io.advance(1);
    await io.next('focusInside').answer(false);
    expect(s().open).toBe(false);
  });

  it('focus still inside (an option, the clear button) keeps the list open', async () => {
    const { io, model, s } = await answered();
    model.dispatch({ type: 'blurred' });
    await io.advance(BLUR_CLOSE_MS);
    await io.next('focusInside').answer(true);
    expect(s().open).toBe(true);
  });
});

describe('type-ahead model: the empty box', () => {
  it('with enhanced type-ahead, focusing the empty box offers the recent searches and products; Clear clears them', () => {
    const { model, s, calls, options } = box();
    model.dispatch({ type: 'focused', recent: RECENT });
    expect(options()).toEqual(['glue', 'paint', 'Easel']);
    model.dispatch({ type: 'clearClicked' });
    expect(calls('clearRecent')).toHaveLength(1);
    expect(calls('focusInput')).toHaveLength(1);
    expect(s().open).toBe(false);
  });

  it('without enhanced type-ahead the empty box offers nothing, on focus, click or ArrowDown', () => {
    const { model, options, key } = box({ enhanced: false });
    model.dispatch({ type: 'focused', recent: RECENT });
    model.dispatch({ type: 'clicked', recent: RECENT });
    key('ArrowDown');
    expect(options()).toEqual([]);
    model.dispatch({ type: 'flagsChanged', enhanced: true, categoriesOn: true });
    key('ArrowDown');
    expect(options()).toEqual(['glue', 'paint', 'Easel']);
  });

  it('emptying the box offers the recent items again', async () => {
    const { io, options, type, answer } = box();
    type('glue');
    await io.advance(DEBOUNCE_MS);
    await answer('glue');
    type('');
    expect(options()).toEqual(['glue', 'paint', 'Easel']);
  });

  it('a product page’s product joins the recent products when the box starts; the results page shows its term', () => {
    const viewedProduct = { name: 'Easel', url: '/p/E1/', image: '/i/e1.svg' };
    const { s, calls } = box({ value: 'glue', viewedProduct });
    expect(calls('viewed')).toEqual([viewedProduct]);
    expect(s().value).toBe('glue');
  });
});
