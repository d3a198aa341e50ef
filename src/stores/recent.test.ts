import { beforeEach, describe, expect, it } from 'vitest';
import { addRecentProduct, addRecentSearch, clearRecent, recentProducts, recentSearches, RECENT_PRODUCTS_KEY, RECENT_SEARCHES_KEY } from './recent';

const product = (n: number) => ({ name: `Product ${n}`, url: `/p/S${1000 + n}/`, image: `/images/products/S${1000 + n}.svg` });

describe('recent searches and products', () => {
  beforeEach(() => localStorage.clear());

  it('keeps searches newest first, at most 10, a repeat moving to the top in any letter case', () => {
    for (let i = 1; i <= 12; i++) addRecentSearch(`term ${i}`);
    expect(recentSearches()).toHaveLength(10);
    expect(recentSearches()[0]).toBe('term 12');
    expect(recentSearches()).not.toContain('term 2');
    addRecentSearch('TERM 5');
    expect(recentSearches()[0]).toBe('TERM 5');
    expect(recentSearches().filter((s) => s.toLowerCase() === 'term 5')).toHaveLength(1);
    addRecentSearch('   ');
    expect(recentSearches()[0]).toBe('TERM 5');
  });

  it('never keeps a search that looks like a card number', () => {
    addRecentSearch('glue');
    addRecentSearch('4111 1111 1111 1111');
    expect(recentSearches()).toEqual(['glue']);
  });

  it('keeps products newest first by URL, at most 10', () => {
    for (let i = 1; i <= 11; i++) addRecentProduct(product(i));
    addRecentProduct(product(3));
    const list = recentProducts();
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual(product(3));
    expect(list.filter((p) => p.url === product(3).url)).toHaveLength(1);
  });

  it('ignores malformed storage and unsafe links', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(recentSearches()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['ok', 3, null, '']));
    expect(recentSearches()).toEqual(['ok']);
    localStorage.setItem(RECENT_PRODUCTS_KEY, JSON.stringify([{ name: 'x', url: 'javascript:alert(1)', image: '' }, product(1), 'junk']));
    expect(recentProducts()).toEqual([product(1)]);
    addRecentProduct({ name: 'Evil', url: 'https://evil.example/', image: '' });
    expect(recentProducts()).toEqual([product(1)]);
  });

  it('keeps the product id a product page records, for the Recently Viewed carousel', () => {
    addRecentProduct({ ...product(1), productId: 'P1001' });
    addRecentProduct({ ...product(2), productId: 7 as unknown as string });
    expect(recentProducts()).toEqual([{ ...product(1), productId: 'P1001' }]);
  });

  it('drops stored links to another host that start with a slash (no open redirect)', () => {
    const evil = ['//evil.example/p/1', '/\\evil.example/p/1', '\\\\evil.example', '/\t/evil.example', '/.//evil.example/p/1', '/%2e//evil.example', '/a/../..//evil.example'].map((url) => ({
      name: 'Evil',
      url,
      image: '',
    }));
    localStorage.setItem(RECENT_PRODUCTS_KEY, JSON.stringify([...evil, product(2)]));
    expect(recentProducts()).toEqual([product(2)]);
    for (const p of evil) addRecentProduct(p);
    expect(recentProducts()).toEqual([product(2)]);
  });

  it('gives stored links back in the normal form that is followed', () => {
    localStorage.setItem(RECENT_PRODUCTS_KEY, JSON.stringify([{ ...product(1), url: '/a/../p/S1001/' }]));
    expect(recentProducts()).toEqual([product(1)]);
  });

  it('clears both lists', () => {
    addRecentSearch('glue');
    addRecentProduct(product(1));
    clearRecent();
    expect(recentSearches()).toEqual([]);
    expect(recentProducts()).toEqual([]);
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });
});
