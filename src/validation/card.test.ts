// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardTypeOf,
  checkCardHolder,
  checkCardNumber,
  checkCvv,
  checkExpiry,
  checkPoNumber,
  cleanCardNumber,
  cleanCvv,
  expiryNotifyDate,
  formatExpiry,
  fullYear,
  maskCard,
  parseExpiry,
  savedCardExpired,
  type CardType,
} from './card';

// Mid-month, so "this month" is not expired and last month is.
const NOW = new Date(2026, 10, 23, 12, 0, 0); // 23 Nov 2026

describe('card type by pattern (checkout spec section 3: Visa, Mastercard, AmericanExpress, Discover)', () => {
  it.each<[string, CardType | null]>([
    ['4111111111111111', 'Visa'],
    ['4', 'Visa'],
    ['5105105105105100', 'Mastercard'],
    ['5555555555554444', 'Mastercard'],
    ['2221000000000009', 'Mastercard'],
    ['2720990000000000', 'Mastercard'],
    ['2721000000000000', null],
    ['378282246310005', 'AmericanExpress'],
    ['341111111111111', 'AmericanExpress'],
    ['6011111111111117', 'Discover'],
    ['6500000000000002', 'Discover'],
    ['6445644564456445', 'Discover'],
    ['6221260000000000', 'Discover'],
    ['5000000000000000', null],
    ['3530111333300000', null],
    ['9999999999999999', null],
    ['', null],
  ])('%s is %s', (n, t) => {
    expect(cardTypeOf(n)).toBe(t);
  });
});

describe('card number: required, digits only, a known type, 16 or 15 for AmericanExpress', () => {
  it.each<[string, string, string | null]>([
    ['empty', '', 'missing'],
    ['a Visa of 16', '4111111111111111', null],
    ['a Mastercard of 16', '5555555555554444', null],
    ['a Discover of 16', '6011111111111117', null],
    ['an AmericanExpress of 15', '378282246310005', null],
    ['a Visa of 15 (under the minimum)', '411111111111111', 'short'],
    ['an AmericanExpress of 14', '37828224631000', 'short'],
    ['an AmericanExpress of 16', '3782822463100050', 'invalid'],
    ['a Visa of 17', '41111111111111111', 'invalid'],
    ['a number with a space', '4111 1111 1111 1111', 'invalid'],
    ['a number with letters', '4111abcd11111111', 'invalid'],
    ['an unknown type', '9111111111111111', 'unknownType'],
  ])('%s', (_label, n, want) => {
    expect(checkCardNumber(n)).toBe(want);
  });

  it('the field keeps digits only, cut at 16, or 15 for AmericanExpress', () => {
    expect(cleanCardNumber('4111-1111 1111 1111 99')).toBe('4111111111111111');
    expect(cleanCardNumber('3782 822463 10005 1')).toBe('378282246310005');
    expect(cleanCardNumber('abc')).toBe('');
  });

  it('property: whatever is typed, the field holds digits only within its type length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        const n = cleanCardNumber(typed);
        expect(n).toMatch(/^\d*$/);
        expect(n.length).toBeLessThanOrEqual(cardTypeOf(n) === 'AmericanExpress' ? 15 : 16);
      }),
    );
  });

  it('property: every full-length number of a known type passes, one digit less is short', () => {
    const prefix = fc.constantFrom('4', '51', '55', '2221', '34', '37', '6011', '65');
    fc.assert(
      fc.property(prefix, fc.stringMatching(/^\d{16}$/), (p, rest) => {
        const len = p === '34' || p === '37' ? 15 : 16;
        const n = (p + rest).slice(0, len);
        expect(checkCardNumber(n)).toBeNull();
        expect(checkCardNumber(n.slice(0, -1))).toBe('short');
      }),
    );
  });
});

describe('CVV: required, digits only, 4 for AmericanExpress and 3 otherwise', () => {
  it.each<[string, string, CardType | null, string | null]>([
    ['empty', '', 'Visa', 'missing'],
    ['3 for Visa', '123', 'Visa', null],
    ['4 for Visa', '1234', 'Visa', 'invalid'],
    ['2 for Mastercard', '12', 'Mastercard', 'invalid'],
    ['4 for AmericanExpress', '1234', 'AmericanExpress', null],
    ['3 for AmericanExpress', '123', 'AmericanExpress', 'invalid'],
    ['letters', '12a', 'Discover', 'invalid'],
    ['3 with no type yet', '123', null, null],
  ])('%s', (_l, cvv, t, want) => {
    expect(checkCvv(cvv, t)).toBe(want);
  });

  it('property: the field keeps at most 4 digits; the right length of digits always passes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (typed) => {
        expect(cleanCvv(typed)).toMatch(/^\d{0,4}$/);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom<CardType>('Visa', 'Mastercard', 'AmericanExpress', 'Discover'), fc.stringMatching(/^\d{4}$/), (t, d) => {
        const cvv = d.slice(0, t === 'AmericanExpress' ? 4 : 3);
        expect(checkCvv(cvv, t)).toBeNull();
        expect(checkCvv(cvv.slice(1), t)).toBe('invalid');
      }),
    );
  });
});

describe('expiry: MM/YY, month 1-12, missing, expired, the year in the current century', () => {
  it.each<[string, string | { month: number; year: number }]>([
    ['', 'missing'],
    ['   ', 'missing'],
    ['11/26', { month: 11, year: 2026 }],
    ['12/26', { month: 12, year: 2026 }],
    ['01/27', { month: 1, year: 2027 }],
    ['10/26', 'expired'],
    ['12/25', 'expired'],
    ['00/27', 'invalid'],
    ['13/27', 'invalid'],
    ['1/27', 'invalid'],
    ['0127', 'invalid'],
    ['01/2027', 'invalid'],
    ['ab/cd', 'invalid'],
    ['08/99', { month: 8, year: 2099 }],
  ])('%j', (v, want) => {
    expect(parseExpiry(v, NOW)).toEqual(want);
  });

  it('the two-digit year becomes four digits of the current century', () => {
    expect(fullYear(29, NOW)).toBe(2029);
    expect(fullYear(5, new Date(2101, 0, 1))).toBe(2105);
  });

  it('the field puts the slash in after the month and keeps 5 characters', () => {
    expect(formatExpiry('0')).toBe('0');
    expect(formatExpiry('08')).toBe('08');
    expect(formatExpiry('082')).toBe('08/2');
    expect(formatExpiry('08/29')).toBe('08/29');
    expect(formatExpiry('0829123')).toBe('08/29');
  });

  it('property: any typed text becomes at most MM/YY; every month 1-12 of a later year is accepted, 13-99 never', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (t) => {
        expect(formatExpiry(t)).toMatch(/^(\d{0,2}|\d{2}\/\d{1,2})$/);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 27, max: 99 }), (m, y) => {
        expect(checkExpiry(`${String(m).padStart(2, '0')}/${y}`, NOW)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 13, max: 99 }), fc.integer({ min: 0, max: 99 }), (m, y) => {
        expect(checkExpiry(`${m}/${String(y).padStart(2, '0')}`, NOW)).toBe('invalid');
      }),
    );
  });
});

describe('pay on account and name on card', () => {
  it.each<[string, string | null]>([
    ['', 'missing'],
    ['  ', 'missing'],
    ['PO-2026-0042', null],
    ['x'.repeat(50), null],
    ['x'.repeat(51), 'invalid'],
  ])('PO number %j', (po, want) => expect(checkPoNumber(po)).toBe(want));

  it.each<[string, string | null]>([
    ['', 'missing'],
    ['Maria Lopez', null],
    ["Seán O'Brien-Smith Jr.", null],
    ['M4ria', 'invalid'],
    ['x'.repeat(51), 'invalid'],
  ])('name on card %j', (n, want) => expect(checkCardHolder(n)).toBe(want));
});

describe('a saved card', () => {
  it('is shown as four bullets and the last four digits', () => {
    expect(maskCard('1111')).toBe('•••• 1111');
    expect(maskCard('4111111111111111')).toBe('•••• 1111');
  });

  it('its notify date is the end of its expiry month shifted by 2 days', () => {
    const d = expiryNotifyDate(8, 2029);
    expect([d.getFullYear(), d.getMonth() + 1, d.getDate()]).toEqual([2029, 9, 2]);
    const feb = expiryNotifyDate(2, 2028); // leap year: 29 Feb + 2 days
    expect([feb.getMonth() + 1, feb.getDate()]).toEqual([3, 2]);
    expect(savedCardExpired(10, 2026, new Date(2026, 10, 2, 12))).toBe(false);
    expect(savedCardExpired(10, 2026, new Date(2026, 10, 3, 0, 0, 1))).toBe(true);
  });
});
