// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageHref, pageNumbers } from './paging';

describe('paging', () => {
  it('shows up to 5 pages in full', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 2)).toEqual([1, 2]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('otherwise the first, the last and the neighbours of the current page, with ellipses between', () => {
    expect(pageNumbers(1, 6)).toEqual([1, 2, 'gap', 6]);
    expect(pageNumbers(4, 10)).toEqual([1, 'gap', 3, 4, 5, 'gap', 10]);
    expect(pageNumbers(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageNumbers(3, 6)).toEqual([1, 2, 3, 4, 'gap', 6]);
  });

  it('always holds the first, current and last page, in order, never two gaps in a row (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }).chain((count) => fc.tuple(fc.integer({ min: 1, max: count }), fc.constant(count))),
        ([page, count]) => {
          const items = pageNumbers(page, count);
          const nums = items.filter((n): n is number => n !== 'gap');
          expect(nums).toContain(1);
          expect(nums).toContain(page);
          expect(nums).toContain(count);
          expect(nums).toEqual([...nums].sort((a, b) => a - b));
          items.forEach((n, i) => {
            if (n === 'gap') expect(items[i + 1]).not.toBe('gap');
          });
          if (count <= 5) expect(items).not.toContain('gap');
        },
      ),
    );
  });

  it('fills the {X} placeholder of the paging template', () => {
    expect(pageHref('/products/art/N/paint/?Ns=priceLow&page={X}', 2)).toBe('/products/art/N/paint/?Ns=priceLow&page=2');
  });
});
