// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { needsSignIn } from './authPages';

describe('sign-in-required pages', () => {
  const pages = ['/my-account/', '/order-history'];
  it('need sign-in below security status 4, with or without a trailing slash', () => {
    expect(needsSignIn('/my-account', pages, 0)).toBe(true);
    expect(needsSignIn('/order-history/', pages, 2)).toBe(true);
    expect(needsSignIn('/my-account/', pages, 4)).toBe(false);
    expect(needsSignIn('/products/', pages, 0)).toBe(false);
  });
});
