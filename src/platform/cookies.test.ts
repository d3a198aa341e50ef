import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './storage';

afterEach(() => {
  document.cookie = 'sw_test=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('cookies', () => {
  it('writes a site-wide cookie and reads it back', () => {
    expect(readCookie('sw_test')).toBeNull();
    expect(writeCookie('sw_test', 'a b', 60)).toBe(true);
    expect(readCookie('sw_test')).toBe('a b');
    expect(readCookie('test')).toBeNull();
  });

  it('a cookie written without a lifetime lives 365 days (spec section 9: default cookie key 365)', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    writeCookie('sw_test', 'x');
    expect(set).toHaveBeenCalledWith('sw_test=x; max-age=31536000; path=/; SameSite=Lax');
    writeCookie('sw_test', 'y', 60);
    expect(set).toHaveBeenLastCalledWith('sw_test=y; max-age=60; path=/; SameSite=Lax');
    set.mockRestore();
  });

  it('refuses card data without throwing: returns false, removes the older cookie, warns naming the cookie only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeCookie('sw_test', 'older', 60);
    expect(writeCookie('sw_test', '4111 1111 1111 1111', 60)).toBe(false);
    expect(readCookie('sw_test')).toBeNull();
    expect(document.cookie).not.toContain('4111');
    expect(writeCookie('cardNumber', '1', 60)).toBe(false);
    expect(readCookie('cardNumber')).toBeNull();
    expect(warn.mock.calls.flat().join(' ')).toMatch(/cookie "sw_test"[\s\S]*cookie "cardNumber"/);
    expect(warn.mock.calls.flat().join(' ')).not.toContain('4111');
  });
});
