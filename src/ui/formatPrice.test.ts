// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice } from './formatPrice';

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
    const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 2000; i++) {
      const n = Math.round(next() * 10 ** Math.floor(next() * 9)) / (next() < 0.5 ? 100 : 1000) * (next() < 0.1 ? -1 : 1);
      // Where Intl writes "-$0.00" (a negative amount under half a cent, or -0) the store shows "$0.00".
      expect(formatPrice(n), String(n)).toBe(intl.format(n).replace('-$0.00', '$0.00'));
    }
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
