// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ProductItem } from './answers';
import { initialState, itemsOf, LIMITS, reducer, type Action, type State } from './combobox';

const product = (n: number): ProductItem => ({ name: `Product ${n}`, seoURL: `/p/S${n}/`, imageURL: `/i/${n}.svg`, priceMin: n, priceMax: n });
const sugg = (...terms: string[]) => terms.map((search) => ({ search, url: `/search/?Ntt=${search}` }));
const run = (s: State, ...actions: Action[]) => actions.reduce(reducer, s);

/** A box with 'cray' typed and requested. */
const typed = (term = 'cray', s = initialState()) => run(s, { type: 'inputChanged', value: term }, { type: 'termRequested', term });
/** A box showing answers for 'cray': 2 suggestions, 1 category, 2 products. */
const shown = () =>
  run(
    typed(),
    { type: 'suggestionsLoaded', term: 'cray', suggestions: sugg('crayons', 'jumbo crayons'), categories: [{ name: 'Crayons & Markers', url: '/products/art/crayons-markers/' }] },
    { type: 'productsLoaded', term: 'cray', products: [product(1), product(2)] },
  );

describe('type-ahead model', () => {
  describe('inputChanged', () => {
    it('sets the value, clears a flagged error and the highlight, keeps answers shown while typing on', () => {
      const s = run({ ...shown(), error: 'empty', active: 1 }, { type: 'inputChanged', value: 'crayo' });
      expect(s).toMatchObject({ value: 'crayo', error: false, active: -1, open: true, term: 'cray' });
      expect(itemsOf(s)).toHaveLength(5);
    });
    it('an empty (or blank) box closes and forgets answers and the pending term', () => {
      const s = run(shown(), { type: 'inputChanged', value: '  ' });
      expect(s).toMatchObject({ open: false, pending: '', term: '', suggestions: [], products: [] });
    });
    it('typing over recent items leaves recent mode and closes until answers arrive', () => {
      const s = run(initialState(), { type: 'recentShown', searches: ['glue'], products: [] }, { type: 'inputChanged', value: 'g' });
      expect(s).toMatchObject({ mode: 'results', open: false });
    });
  });

  describe('termRequested and answers', () => {
    it('records the pending term', () => {
      expect(typed('cray').pending).toBe('cray');
    });
    it('shows suggestions and categories, then products, for the pending term and opens', () => {
      const s = shown();
      expect(s.open).toBe(true);
      expect(itemsOf(s).map((i) => i.kind)).toEqual(['term', 'term', 'category', 'product', 'product']);
    });
    it('ignores answers for a term the shopper typed past (stale), in either order', () => {
      let s = run(typed('cray'), { type: 'inputChanged', value: 'crayons' }, { type: 'termRequested', term: 'crayons' });
      s = run(s, { type: 'suggestionsLoaded', term: 'crayons', suggestions: sugg('crayons'), categories: [] }, { type: 'productsLoaded', term: 'crayons', products: [product(9)] });
      const after = run(
        s,
        { type: 'suggestionsLoaded', term: 'cray', suggestions: sugg('old'), categories: [] },
        { type: 'productsLoaded', term: 'cray', products: [product(1)] },
        { type: 'suggestionsFailed', term: 'cray' },
        { type: 'productsFailed', term: 'cray' },
      );
      expect(after).toBe(s);
      expect(itemsOf(after).map((i) => i.label)).toEqual(['crayons', 'Product 9']);
    });
    it('ignores answers arriving after the box was emptied', () => {
      const s = run(typed(), { type: 'inputChanged', value: '' });
      expect(run(s, { type: 'suggestionsLoaded', term: 'cray', suggestions: sugg('x'), categories: [] })).toBe(s);
    });
    it('new suggestions drop the products of an older term; products for a new term drop older suggestions', () => {
      let s = run(shown(), { type: 'inputChanged', value: 'paint' }, { type: 'termRequested', term: 'paint' });
      s = reducer(s, { type: 'suggestionsLoaded', term: 'paint', suggestions: sugg('paint'), categories: [] });
      expect(s.products).toEqual([]);
      let t = run(shown(), { type: 'inputChanged', value: 'glue' }, { type: 'termRequested', term: 'glue' });
      t = reducer(t, { type: 'productsLoaded', term: 'glue', products: [product(7)] });
      expect(itemsOf(t).map((i) => i.label)).toEqual(['Product 7']);
      expect(t.term).toBe('glue');
    });
    it('suggestions for the same term keep its products', () => {
      let s = run(typed(), { type: 'productsLoaded', term: 'cray', products: [product(1)] });
      s = reducer(s, { type: 'suggestionsLoaded', term: 'cray', suggestions: sugg('crayons'), categories: [] });
      expect(itemsOf(s).map((i) => i.label)).toEqual(['crayons', 'Product 1']);
    });
    it('a failure empties its lists (the box stays usable); nothing left closes the list', () => {
      let s = reducer(shown(), { type: 'productsFailed', term: 'cray' });
      expect(s.products).toEqual([]);
      expect(s.open).toBe(true);
      s = reducer(s, { type: 'suggestionsFailed', term: 'cray' });
      expect(s).toMatchObject({ suggestions: [], categories: [], open: false, active: -1, value: 'cray' });
    });
    it('an answer with nothing in it keeps the list closed', () => {
      const s = run(typed('zzz'), { type: 'suggestionsLoaded', term: 'zzz', suggestions: [], categories: [] }, { type: 'productsLoaded', term: 'zzz', products: [] });
      expect(s.open).toBe(false);
    });
  });

  describe('limits', () => {
    const many = (mobile: boolean) =>
      run(
        typed('a', initialState('', mobile)),
        {
          type: 'suggestionsLoaded',
          term: 'a',
          suggestions: sugg(...Array.from({ length: 10 }, (_, i) => `t${i}`)),
          categories: Array.from({ length: 6 }, (_, i) => ({ name: `c${i}`, url: `/products/c${i}/` })),
        },
        { type: 'productsLoaded', term: 'a', products: Array.from({ length: 8 }, (_, i) => product(i)) },
      );
    it('shows 6 suggestions on desktop and 4 on mobile, 3 categories and 4 products', () => {
      const count = (s: State, k: string) => itemsOf(s).filter((i) => i.kind === k).length;
      expect(count(many(false), 'term')).toBe(LIMITS.suggestions);
      expect(count(many(true), 'term')).toBe(LIMITS.suggestionsMobile);
      expect(count(many(false), 'category')).toBe(3);
      expect(count(many(false), 'product')).toBe(4);
    });
    it('shows 5 recent searches and 4 recent products', () => {
      const s = reducer(initialState(), {
        type: 'recentShown',
        searches: Array.from({ length: 10 }, (_, i) => `s${i}`),
        products: Array.from({ length: 10 }, (_, i) => ({ name: `p${i}`, url: `/p/${i}/`, image: '' })),
      });
      expect(itemsOf(s).filter((i) => i.kind === 'recentSearch')).toHaveLength(5);
      expect(itemsOf(s).filter((i) => i.kind === 'recentProduct')).toHaveLength(4);
    });
  });

  describe('settingsChanged', () => {
    it('hides category suggestions when the toggle is off, and switches the mobile count', () => {
      const s = reducer(shown(), { type: 'settingsChanged', categoriesOn: false });
      expect(itemsOf(s).some((i) => i.kind === 'category')).toBe(false);
      const m = reducer({ ...shown(), active: 2 }, { type: 'settingsChanged', mobile: true });
      expect(m).toMatchObject({ mobile: true, active: -1 });
      expect(reducer(m, { type: 'settingsChanged', mobile: true })).toBe(m);
    });
    it('closes the list when nothing is left to show', () => {
      let s = run(typed(), { type: 'suggestionsLoaded', term: 'cray', suggestions: [], categories: [{ name: 'C', url: '/products/c/' }] });
      expect(s.open).toBe(true);
      s = reducer(s, { type: 'settingsChanged', categoriesOn: false });
      expect(s.open).toBe(false);
    });
  });

  describe('recent items', () => {
    it('recentShown opens on an empty box with recent items', () => {
      const s = reducer(initialState(), { type: 'recentShown', searches: ['glue', 'paint'], products: [{ name: 'P', url: '/p/1/', image: '' }] });
      expect(s).toMatchObject({ mode: 'recent', open: true, active: -1 });
      expect(itemsOf(s).map((i) => i.kind)).toEqual(['recentSearch', 'recentSearch', 'recentProduct']);
    });
    it('recentShown with nothing stored stays closed, and does nothing while the box has text', () => {
      expect(reducer(initialState(), { type: 'recentShown', searches: [], products: [] }).open).toBe(false);
      const s = shown();
      expect(reducer(s, { type: 'recentShown', searches: ['x'], products: [] })).toBe(s);
    });
    it('recentCleared empties the lists and closes a recent list', () => {
      const s = run(initialState(), { type: 'recentShown', searches: ['glue'], products: [] }, { type: 'highlightMoved', by: 1 }, { type: 'recentCleared' });
      expect(s).toMatchObject({ open: false, active: -1, recentSearches: [], recentProducts: [] });
      expect(reducer(shown(), { type: 'recentCleared' }).open).toBe(true);
    });
  });

  describe('highlight', () => {
    it('down moves through the items and wraps to the first; up from none goes to the last', () => {
      let s = shown();
      s = run(s, { type: 'highlightMoved', by: 1 }, { type: 'highlightMoved', by: 1 });
      expect(s.active).toBe(1);
      s = run(s, { type: 'highlightMoved', by: 1 }, { type: 'highlightMoved', by: 1 }, { type: 'highlightMoved', by: 1 });
      expect(s.active).toBe(4);
      expect(reducer(s, { type: 'highlightMoved', by: 1 }).active).toBe(0);
      expect(reducer(shown(), { type: 'highlightMoved', by: -1 }).active).toBe(4);
      expect(run(shown(), { type: 'highlightMoved', by: 1 }, { type: 'highlightMoved', by: -1 }, { type: 'highlightMoved', by: -1 }).active).toBe(3);
    });
    it('an arrow on a closed list with items opens it on the first (down) or last (up) item', () => {
      const closed = reducer(shown(), { type: 'closed' });
      expect(reducer(closed, { type: 'highlightMoved', by: 1 })).toMatchObject({ open: true, active: 0 });
      expect(reducer(closed, { type: 'highlightMoved', by: -1 })).toMatchObject({ open: true, active: 4 });
    });
    it('an arrow with nothing to show does nothing', () => {
      const s = initialState();
      expect(reducer(s, { type: 'highlightMoved', by: 1 })).toBe(s);
    });
    it('highlightSet (pointer) sets an index within range only', () => {
      expect(reducer(shown(), { type: 'highlightSet', index: 3 }).active).toBe(3);
      const s = shown();
      expect(reducer(s, { type: 'highlightSet', index: 5 })).toBe(s);
      expect(reducer(s, { type: 'highlightSet', index: -1 })).toBe(s);
    });
  });

  describe('opening and closing', () => {
    it('opened reopens a list that has items, and does nothing without', () => {
      expect(run(shown(), { type: 'closed' }, { type: 'opened' }).open).toBe(true);
      const s = initialState();
      expect(reducer(s, { type: 'opened' })).toBe(s);
    });
    it('closed closes and drops the highlight, keeping the value and answers', () => {
      const s = run(shown(), { type: 'highlightMoved', by: 1 }, { type: 'closed' });
      expect(s).toMatchObject({ open: false, active: -1, value: 'cray', term: 'cray' });
      expect(reducer(s, { type: 'closed' })).toBe(s);
    });
    it('Escape closes an open list first, then clears the box', () => {
      const once = reducer(shown(), { type: 'escapePressed' });
      expect(once).toMatchObject({ open: false, value: 'cray' });
      const twice = reducer(once, { type: 'escapePressed' });
      expect(twice).toMatchObject({ open: false, value: '', pending: '', term: '', suggestions: [], products: [] });
    });
    it('submitted closes; an empty submit is flagged as an error', () => {
      expect(reducer(shown(), { type: 'submitted', empty: false })).toMatchObject({ open: false, active: -1, error: false });
      expect(reducer(initialState(), { type: 'submitted', empty: true }).error).toBe('empty');
    });
    it('a submitted card number is flagged as its own error; typing clears it', () => {
      const s = reducer(shown(), { type: 'submitted', empty: false, cardNumber: true });
      expect(s).toMatchObject({ open: false, error: 'cardNumber' });
      expect(reducer(s, { type: 'inputChanged', value: 'x' }).error).toBe(false);
    });
    it('termWithheld closes the list, forgets older answers and keeps the box; a late answer is dropped', () => {
      const s = reducer(reducer(shown(), { type: 'inputChanged', value: '4111 1111 1111 1' }), { type: 'termWithheld' });
      expect(s).toMatchObject({ value: '4111 1111 1111 1', open: false, pending: '', suggestions: [], products: [] });
      expect(reducer(s, { type: 'suggestionsLoaded', term: 'cray', suggestions: [{ search: 'crayons' }], categories: [] })).toBe(s);
    });
  });
});
