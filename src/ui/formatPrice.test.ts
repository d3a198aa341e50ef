// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPrice } from './formatPrice';

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
    [NaN, ''],
    [null, ''],
    ['abc', ''],
  ])('%j -> %j', (input, out) => expect(formatPrice(input as number)).toBe(out));
});
