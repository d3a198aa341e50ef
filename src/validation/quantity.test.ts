// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanTypedQuantity, QUANTITY_CHOICES, quantityOf } from './quantity';

describe('quantity', () => {
  it('offers 1 to 14 and 15+', () => {
    expect(QUANTITY_CHOICES).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15+']);
  });

  it.each([
    ['1', '', 1],
    ['14', '', 14],
    ['15+', '', null],
    ['15+', '0', null],
    ['0', '', null],
    ['15+', '15', 15],
    ['15+', '999', 999],
    ['15+', '1000', null],
    ['15+', '12a', null],
    ['15+', ' 20 ', 20],
  ])('choice %s typed %s gives %s', (choice, typed, want) => {
    expect(quantityOf(choice, typed)).toBe(want);
  });

  it('every whole number 1-999 typed after 15+ is the quantity; anything else is none', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999 }), (n) => quantityOf('15+', String(n)) === n));
    fc.assert(
      fc.property(fc.string(), (t) => {
        const q = quantityOf('15+', t);
        return q === null || (Number.isInteger(q) && q >= 1 && q <= 999 && t.trim() === String(q).padStart(t.trim().length, '0'));
      }),
    );
  });

  it('a typed quantity keeps digits only, at most 3', () => {
    fc.assert(fc.property(fc.string(), (t) => /^\d{0,3}$/.test(cleanTypedQuantity(t))));
    expect(cleanTypedQuantity('1a2-34')).toBe('123');
  });
});
