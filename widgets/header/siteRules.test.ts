// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sitePaths } from '../../src/platform';
import { gsaNoticeTarget, hasProfileDeletedFlag, withoutProfileDeletedFlag } from './siteRules';

describe('account-deleted flag', () => {
  it('is read only when profile-deleted is exactly true', () => {
    expect(hasProfileDeletedFlag('?profile-deleted=true')).toBe(true);
    expect(hasProfileDeletedFlag('?a=1&profile-deleted=true')).toBe(true);
    expect(hasProfileDeletedFlag('?profile-deleted=false')).toBe(false);
    expect(hasProfileDeletedFlag('')).toBe(false);
  });

  it('is removed from the address, keeping the rest', () => {
    expect(withoutProfileDeletedFlag('http://127.0.0.1/products/?profile-deleted=true')).toBe('/products/');
    expect(withoutProfileDeletedFlag('http://127.0.0.1/?a=1&profile-deleted=true&b=2#top')).toBe('/?a=1&b=2#top');
  });
});

describe('government-user notice target', () => {
  it.each([
    ['/checkout-page', '/checkout-page'],
    ['/shopping-cart/', '/shopping-cart/'],
    ['/products/art/', '/'],
    ['/', '/'],
  ])('from %s goes to %s', (path, target) => {
    expect(gsaNoticeTarget(path, sitePaths('school'))).toBe(target);
  });

  it('goes to the furniture home on the furniture site', () => {
    expect(gsaNoticeTarget('/furniture/tables/', sitePaths('furniture'))).toBe('/furniture/');
  });
});
