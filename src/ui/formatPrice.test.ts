// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decimalAmount, formatCount, formatPrice, formatPriceRange, parseMoney, roundCents } from './formatPrice';

describe('formatPrice', () => {
  it.each([
    [25, '$25.00'],
    [150, '$150.00'],
    [1250.5, '$1,250.50'],
    [0, '$0.00'],
    [19.999, '$20.00'],
    ['12.3', '$12.30'],
    ['$1,000', '$1,000.00'],
    [-5, '-$5.00'],
    [-1234.5, '-$1,234.50'],
    [999.995, '$1,000.00'],
    [1234567.891, '$1,234,567.89'],
    [0.1 + 0.2, '$0.30'],
    [9.065, '$9.07'],
    [-0, '$0.00'],
    [-0.004, '$0.00'],
    [100000, '$100,000.00'],
    [NaN, ''],
    [null, ''],
    ['abc', ''],
    [1e-7, '$0.00'],
    [999999999999999, '$999,999,999,999,999.00'],
    [1e15, ''],
    [1e21, ''],
  ])('%j -> %j', (input, out) => expect(formatPrice(input as number)).toBe(out));
});

describe('formatPrice writes what en-US Intl.NumberFormat writes for dollars (but never "-$0.00")', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  it('for 2,000 amounts from cents to millions', () => {
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i++) {
      const n = (Math.round(next() * 10 ** Math.floor(next() * 9)) / (next() < 0.5 ? 100 : 1000)) * (next() < 0.1 ? -1 : 1);
      // Where Intl writes "-$0.00" (a negative amount under half a cent, or -0) the store shows "$0.00".
      expect(formatPrice(n), String(n)).toBe(intl.format(n).replace('-$0.00', '$0.00'));
    }
  });
});

describe('money read and rounded in one place', () => {
  it('parses the amounts the answers write: dollar signs, thousands commas and spaces fall away', () => {
    expect(parseMoney('$1,250.50')).toBe(1250.5);
    expect(parseMoney(' 12 ')).toBe(12);
    expect(parseMoney('')).toBe(0);
    expect(parseMoney('n/a')).toBeNaN();
  });

  it('rounds to cents half away from zero on the shortest decimal form', () => {
    expect(roundCents(9.065)).toBe(9.07);
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(roundCents(-9.065)).toBe(-9.07);
    expect(roundCents(1e-7)).toBe(0);
    expect(decimalAmount(-9.065)).toBe('-9.07');
    expect(decimalAmount(-0.004)).toBe('0.00');
  });

  it('writes a price range as $ with 2 decimals (a hyphen with spaces or an en dash between), else nothing', () => {
    expect(formatPriceRange('12.5')).toBe('$12.50');
    expect(formatPriceRange('12.5 - 15')).toBe('$12.50 - $15.00');
    expect(formatPriceRange('12.5–15')).toBe('$12.50 - $15.00');
    expect(formatPriceRange('')).toBe('');
    expect(formatPriceRange('n/a')).toBe('');
    expect(formatPriceRange('12.5 - n/a')).toBe('');
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [12500, '12,500'],
    [1234567, '1,234,567'],
    [1499.6, '1,500'],
    [-2500, '-2,500'],
  ])('%j -> %j', (input, out) => expect(formatCount(input)).toBe(out));
});
