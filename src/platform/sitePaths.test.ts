// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { homePath, logoPath, pageTypeOf, sitePaths } from './sitePaths';

describe('site paths (spec section 2, Routes)', () => {
  it('home, sign-out and session-expiry targets are / on the school store and /furniture on the furniture store', () => {
    expect(sitePaths('school')).toMatchObject({ home: '/', signOut: '/', sessionExpired: '/', logo: '/' });
    expect(sitePaths('furniture')).toMatchObject({ home: '/furniture', signOut: '/furniture', sessionExpired: '/furniture', logo: '/furniture/' });
    expect(homePath('furniture')).toBe('/furniture');
    expect(logoPath('furniture')).toBe('/furniture/');
  });

  it('account, cart and checkout', () => {
    expect(sitePaths('school')).toMatchObject({ account: '/my-account/', cart: '/shopping-cart/', checkout: '/checkout-page' });
  });

  it('classifies pages', () => {
    expect(['/', '/furniture', '/furniture/', '/p/S1', '/shopping-cart/', '/checkout-page', '/search/?Ntt=x', '/products/art/', '/about/'].map(pageTypeOf)).toEqual([
      'home',
      'home',
      'home',
      'product',
      'cart',
      'checkout',
      'listing',
      'listing',
      'content',
    ]);
  });

  it("types the furniture store's sections as the same pages of the main store", () => {
    expect(['/furniture/p/F100', '/furniture/products/chairs/', '/furniture/shopping-cart/', '/furniture/checkout-page', '/furniture/about/', '/furniture-guide/'].map(pageTypeOf)).toEqual([
      'product',
      'listing',
      'cart',
      'checkout',
      'content',
      'content',
    ]);
  });
});
