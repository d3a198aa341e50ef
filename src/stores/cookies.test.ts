import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from './storage';

afterEach(() => {
  document.cookie = 'sw_test=; max-age=0; path=/';
});

describe('cookies', () => {
  it('writes a site-wide cookie and reads it back', () => {
    expect(readCookie('sw_test')).toBeNull();
    writeCookie('sw_test', 'a b', 60);
    expect(readCookie('sw_test')).toBe('a b');
    expect(readCookie('test')).toBeNull();
  });
  it('refuses card data', () => {
    expect(() => writeCookie('sw_test', '4111 1111 1111 1111', 60)).toThrow(/card data/);
    expect(() => writeCookie('cardNumber', '1', 60)).toThrow(/card data/);
  });
});
