import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { looksLikeCardNumber, maskCardNumbers, mayHoldCardNumber, readStored, withoutCardData, writeStored } from './storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The Luhn check digit that completes `body` (written apart from the code under test). */
function checkDigit(body: string): string {
  let sum = 0;
  [...body].reverse().forEach((c, i) => {
    const n = Number(c) * (i % 2 === 0 ? 2 : 1);
    sum += n > 9 ? n - 9 : n;
  });
  return String((10 - (sum % 10)) % 10);
}

describe('looksLikeCardNumber', () => {
  it.each([
    ['Visa', '4111111111111111'],
    ['Visa, 13 digits', '4222222222222'],
    ['Mastercard', '5555555555554444'],
    ['Mastercard 2-series', '2221000000000009'],
    ['American Express, 15 digits', '378282246310005'],
    ['Discover', '6011111111111117'],
    ['JCB', '3530111333300000'],
    ['UnionPay, 19 digits', '6212345678901234569'],
    ['grouped by spaces', '4111 1111 1111 1111'],
    ['grouped by dashes', '4111-1111-1111-1111'],
    ['Amex grouping', '3782 822463 10005'],
    ['inside a sentence', 'my card is 6011 1111 1111 1117, thanks'],
    ['right after letters (a promo box keeps letters and digits)', 'SAVE4111111111111111'],
    ['followed by an expiry in the same run', '4111 1111 1111 1111 1227'],
  ])('%s is a card number: %s', (_, text) => {
    expect(looksLikeCardNumber(text)).toBe(true);
  });

  it.each([
    ['a Luhn-invalid 16-digit run', '4111111111111112'],
    ['12 digits that pass Luhn', '412345678905'],
    ['20 digits that pass Luhn', '41111111111111111115'],
    ['a millisecond timestamp that passes Luhn', '1763895769000'],
    ['a microsecond timestamp that passes Luhn', '1763895769000124'],
    ['an ISO timestamp', '2025-11-23T10:22:49.000Z'],
    ['an order id', 'o1234567890'],
    ['a dashed order number', 'ORD-2025-000123'],
    ['a US phone number', '(555) 123-4567'],
    ['a toll-free number', '1-800-555-0199'],
    ['an international phone number that passes Luhn', '+49 30 1234 5678 6'],
    ['a 978 book number that passes Luhn', '978-0-306-40615-6'],
    ['a zip code', '12345-6789'],
    ['a search term', 'glue sticks 24 pack'],
  ])('%s is not: %s', (_, text) => {
    expect(looksLikeCardNumber(text)).toBe(false);
  });

  it('finds any Luhn-valid 13-19 digit payment card number (first digit 2-6), plain, grouped or inside text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 13, max: 19 }).chain((n) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n - 2, maxLength: n - 2 })),
        fc.constantFrom('', ' ', '-'),
        fc.string(),
        (first, middle, sep, around) => {
          const body = `${first}${middle.join('')}`;
          const digits = body + checkDigit(body);
          const grouped = digits.replace(/(\d{4})(?=\d)/g, `$1${sep}`);
          expect(looksLikeCardNumber(digits)).toBe(true);
          expect(looksLikeCardNumber(grouped)).toBe(true);
          expect(looksLikeCardNumber(`${around.replace(/[\d+ -]/g, '')} ${grouped} ${around.replace(/[\d+ -]/g, '')}`)).toBe(true);
        },
      ),
    );
  });
});

describe('mayHoldCardNumber', () => {
  it('is true from 13 digits of a card on, Luhn or not, and false for shorter runs and non-card first digits', () => {
    expect(mayHoldCardNumber('4111 1111 1111 1')).toBe(true);
    expect(mayHoldCardNumber('4111111111111112')).toBe(true);
    expect(mayHoldCardNumber('4111 1111 1111')).toBe(false);
    expect(mayHoldCardNumber('9780306406157')).toBe(false);
    expect(mayHoldCardNumber('crayons 24')).toBe(false);
  });
});

describe('withoutCardData', () => {
  it('leaves out card numbers and card-named keys at any depth, and keeps the rest', () => {
    expect(withoutCardData({ term: '4111 1111 1111 1111', page: 2, list: ['glue', '5555555555554444'], nested: { cvv: '123', ok: 'yes' } })).toEqual({
      page: 2,
      list: ['glue'],
      nested: { ok: 'yes' },
    });
    expect(withoutCardData('4111111111111111')).toBeUndefined();
  });
  it('returns the very same value when it holds no card data', () => {
    const v = { a: [1, 'x', { b: 1763895769000 }], c: 'glue sticks', d: 0.30000000000000004, e: 0.4111111111111111 };
    expect(withoutCardData(v)).toBe(v);
  });
});

describe('writeStored refuses card data without throwing', () => {
  it.each([
    ['a card number', '4111111111111111'],
    ['a grouped card number', '4111 1111 1111 1111'],
    ['a card number in a sentence', 'card 6011111111111117 here'],
    ['a card number in a list', ['x', '5555555555554444']],
    ['a card number deep in an object', { note: { n: '4012888888881881' } }],
    ['a card number as a number', 4111111111111111],
    ['a card-named field', { cardVerificationNumber: '123' }],
    ['a card-named field in a list', [{ card_number: '1' }]],
    ['a security code field', { securityCode: '1234' }],
  ])('%s: returns false, stores nothing, removes the older value, warns naming the key only', (_, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const key = `sw:test:${_}`;
    writeStored(key, 'older');
    expect(writeStored(key, value)).toBe(false);
    expect(readStored(key)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = warn.mock.calls.flat().join(' ');
    expect(logged).toContain(key);
    expect(logged).not.toMatch(/4111|6011|5555|4012|1234/);
  });

  it('refuses keys named like card data, in session storage too', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(writeStored('cardNumber', 'x', 'session')).toBe(false);
    expect(writeStored('sw:cvv', '123', 'session')).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  it('warns once per key however often the write is refused (a draft saved on each keystroke)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const v of ['4111 1111 1111 1111', '4111 1111 1111 1111 1', '4111 1111 1111 1111']) writeStored('sw:test:repeat', { promo: v });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('stores ordinary values: timestamps, short numbers, digit runs that fail Luhn, tokens, searches', () => {
    const ok: unknown[] = [
      Date.now(),
      1763895769000,
      '1763895769000',
      '4111111111111112',
      '123456789012',
      'glue sticks',
      { accessToken: 'eyJhbGciOiJIUzI1NiJ9.e30.abc', expiresIn: 1800 },
      ['term 1', 'term 2'],
      'signedIn',
    ];
    for (const value of ok) {
      expect(writeStored('sw:test', value)).toBe(true);
      expect(readStored('sw:test')).toEqual(value);
    }
    expect(writeStored('sw:test', null)).toBe(true);
    expect(readStored('sw:test')).toBeNull();
  });

  it('never throws, whatever it is given (cycles and BigInts included)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeStored('sw:test', cyclic)).toBe(false);
    expect(writeStored('sw:test', 10n)).toBe(false);
    fc.assert(
      fc.property(
        fc.string(),
        fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true }),
        fc.constantFrom('local' as const, 'session' as const),
        (key, value, kind) => {
          expect(() => writeStored(key, value, kind)).not.toThrow();
        },
      ),
    );
  });
});

describe('maskCardNumbers', () => {
  it('masks each card number as four bullets and its last four digits, and leaves other numbers alone', () => {
    expect(maskCardNumbers('paid with 4111-1111-1111-1111 and 3782 822463 10005, order o12345, call (555) 123-4567')).toBe('paid with ••••1111 and ••••0005, order o12345, call (555) 123-4567');
  });
});
