import { afterEach, describe, expect, it } from 'vitest';
import { looksLikeCardNumber, readStored, writeStored } from './storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('writeStored refuses card data', () => {
  it('throws on a value holding a card number (13-19 digits passing Luhn), in any shape, and stores nothing', () => {
    for (const value of ['4111111111111111', '4111 1111 1111 1111', '4111-1111-1111-1111', '378282246310005', 'card 6011111111111117 here', ['x', '5555555555554444'], { note: { n: '4012888888881881' } }, 4111111111111111]) {
      expect(() => writeStored('sw:test', value)).toThrow(/card data is never stored/);
      expect(readStored('sw:test')).toBeNull();
    }
    expect(() => writeStored('sw:test', '4111111111111111', 'session')).toThrow();
    expect(sessionStorage.length).toBe(0);
  });

  it('throws on keys named like card data, at the top or nested', () => {
    for (const [key, value] of [
      ['cardNumber', 'x'],
      ['sw:creditCardNumber', 'x'],
      ['sw:cvv', '123'],
      ['sw:form', { cardVerificationNumber: '123' }],
      ['sw:form', [{ card_number: '1' }]],
      ['sw:form', { securityCode: '1234' }],
    ] as const) {
      expect(() => writeStored(key, value)).toThrow(/card data is never stored/);
    }
  });

  it('stores ordinary values: timestamps, short numbers, digit runs that fail Luhn, tokens, searches', () => {
    const ok: unknown[] = [Date.now(), 1763895769000, '4111111111111112', '123456789012', 'glue sticks', { accessToken: 'eyJhbGciOiJIUzI1NiJ9.e30.abc', expiresIn: 1800 }, ['term 1', 'term 2'], 'signedIn'];
    for (const value of ok) {
      writeStored('sw:test', value);
      expect(readStored('sw:test')).toEqual(value);
    }
    writeStored('sw:test', null);
    expect(readStored('sw:test')).toBeNull();
  });

  it('looksLikeCardNumber checks Luhn over 13-19 digit runs only', () => {
    expect(looksLikeCardNumber('4222222222222')).toBe(true); // 13-digit Visa
    expect(looksLikeCardNumber('4111111111111111')).toBe(true);
    expect(looksLikeCardNumber('4111111111111112')).toBe(false);
    expect(looksLikeCardNumber('41111111111111111111111')).toBe(false); // 23 digits: not a card
    expect(looksLikeCardNumber('order 12345')).toBe(false);
  });
});
