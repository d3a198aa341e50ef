// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanCaret, cleanListName } from './listName';

// The spec's allowed set, written out here rather than imported (storefront spec section 5).
const ALLOWED = /^[A-Za-z0-9 ~!@#$%^*()_=+|;:,.'?/-]*$/;
const allowedChar = fc.constantFrom(..."abcXYZ019 ~!@#$%^*()_=+|;:,.'?/-".split(''));

describe('list name rule', () => {
  it('is never longer than 80 characters', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300, unit: 'grapheme' }), (s) => cleanListName(s).length <= 80));
  });

  it("keeps only letters, digits, spaces and ~!@#$%^*()_=+|;:,.'?/-", () => {
    fc.assert(fc.property(fc.string({ maxLength: 200, unit: 'binary' }), (s) => ALLOWED.test(cleanListName(s))));
  });

  it('is idempotent: cleaning a clean name changes nothing', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200, unit: 'binary' }), (s) => cleanListName(cleanListName(s)) === cleanListName(s)));
  });

  it('leaves a name of allowed characters within 80 as it is, and keeps the order of what it keeps', () => {
    fc.assert(
      fc.property(
        fc.array(allowedChar, { maxLength: 80 }).map((a) => a.join('')),
        (s) => cleanListName(s) === s,
      ),
    );
    fc.assert(
      fc.property(fc.array(allowedChar, { maxLength: 80 }), fc.array(fc.constantFrom('<', '>', '&', '"', '[', ']', '{', '}', '\\', '`', 'é', '😀', '\n'), { maxLength: 80 }), (keep, drop) => {
        const mixed = keep.flatMap((c, i) => [drop[i] ?? '', c]).join('') + drop.slice(keep.length).join('');
        return cleanListName(mixed) === keep.join('');
      }),
    );
  });

  it('strips the characters outside the set from examples', () => {
    expect(cleanListName('Science<>& Fair "Kit" #2 {Grade 3}')).toBe('Science Fair Kit #2 Grade 3');
    expect(cleanListName('Café – Art [2026]')).toBe('Caf  Art 2026');
    expect(cleanListName('a'.repeat(81))).toBe('a'.repeat(80));
    expect(cleanListName('<'.repeat(100) + 'b')).toBe('b');
  });

  it('puts the caret after the kept characters before it', () => {
    expect(cleanCaret('ab<c', 3)).toBe(2);
    expect(cleanCaret('ab<c', 4)).toBe(3);
    fc.assert(fc.property(fc.string({ maxLength: 100 }), fc.nat(100), (s, n) => cleanCaret(s, n) <= cleanListName(s).length));
  });
});
