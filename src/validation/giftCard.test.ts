// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkGiftCardAuth, checkGiftCardNumber, GIFT_CARD_AUTH_LENGTH, GIFT_CARD_NUMBER_LENGTH, keepDigits } from './giftCard';

describe('gift card number rule', () => {
  it.each([
    ['', 'missing'],
    ['   ', 'missing'],
    ['6006491111111111', null],
    ['600649111111111', 'invalid'],
    ['60064911111111112', 'invalid'],
    ['6006 4911 1111 1111', 'invalid'],
    ['600649111111111a', 'invalid'],
    ['６００６４９１１１１１１１１１１', 'invalid'],
  ])('%j -> %s', (value, expected) => {
    expect(checkGiftCardNumber(value)).toBe(expected);
  });
});

describe('authorization number rule', () => {
  it.each([
    ['', 'missing'],
    ['1234', null],
    ['0000', null],
    // storefront spec section 5 patterns: "auth 1-4 digits"
    ['1', null],
    ['12', null],
    ['123', null],
    ['12345', 'invalid'],
    ['12-4', 'invalid'],
    ['12a', 'invalid'],
  ])('%j -> %s', (value, expected) => {
    expect(checkGiftCardAuth(value)).toBe(expected);
  });
});

describe('keepDigits', () => {
  it.each([
    ['6006 4911 1111 1111', 16, '6006491111111111'],
    ['6006-4911-1111-1111', 16, '6006491111111111'],
    [' 6006\t4911\n1111 1111 ', 16, '6006491111111111'],
    ['6006491111111111999', 16, '6006491111111111'],
    ['12-34', 4, '1234'],
    ['auth: 5678', 4, '5678'],
    ['abc', 4, ''],
  ])('%j (max %i) -> %j', (input, max, expected) => {
    expect(keepDigits(input, max)).toBe(expected);
  });

  const typed = fc.string({ unit: fc.constantFrom(...'0123456789 -./abcXYZ\t٣٤'.split('')), maxLength: 40 });
  const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }), typed);

  it('whatever is typed or pasted, a field only ever holds ASCII digits within its limit', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(GIFT_CARD_NUMBER_LENGTH, GIFT_CARD_AUTH_LENGTH), (input, max) => {
        const out = keepDigits(input, max);
        expect(out).toMatch(/^[0-9]*$/);
        expect(out.length).toBeLessThanOrEqual(max);
      }),
    );
  });

  it('a number pasted with spaces or dashes keeps all its digits in order', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 16, maxLength: 16 });
    const sep = fc.constantFrom(' ', '-', ' - ', '  ', '.');
    fc.assert(
      fc.property(digits, fc.array(sep, { minLength: 3, maxLength: 3 }), fc.constantFrom('', ' ', '\n'), (d, seps, pad) => {
        const groups = d.match(/.{4}/g)!;
        const pasted = pad + groups.map((g, i) => g + (seps[i] ?? '')).join('') + pad;
        expect(keepDigits(pasted, GIFT_CARD_NUMBER_LENGTH)).toBe(d);
        expect(checkGiftCardNumber(keepDigits(pasted, GIFT_CARD_NUMBER_LENGTH))).toBeNull();
      }),
    );
  });

  it('keeping digits twice changes nothing (typing on a clean value is stable)', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 20 }), (input, max) => {
        const once = keepDigits(input, max);
        expect(keepDigits(once, max)).toBe(once);
      }),
    );
  });
});
