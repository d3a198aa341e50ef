// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looksLikeCardNumber } from '../../src/platform/storage';
import { checkPromoCode, PROMO_MAX_LENGTH, typedPromoCode } from './promo';
import { canDecrease, canIncrease, clampQuantity, committedQuantity, DEFAULT_MAX_QUANTITY, showsTrash, steppedQuantity, typedQuantity } from './stepper';

describe('quantity stepper rules (spec: minimum 0, default max 999)', () => {
  it('the default maximum is 999', () => expect(DEFAULT_MAX_QUANTITY).toBe(999));

  it('typing keeps digits only, at most three', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kept = typedQuantity(text);
        expect(kept).toMatch(/^\d{0,3}$/);
        expect(text.replace(/\D/g, '').startsWith(kept)).toBe(true);
      }),
    );
  });

  it('a commit is always within 0..999, and null only when no digit was typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const q = committedQuantity(text);
        if (!/\d/.test(text)) expect(q).toBeNull();
        else expect(q! >= 0 && q! <= 999 && Number.isInteger(q)).toBe(true);
      }),
    );
  });

  it('stepping never goes below 0 nor above 999, and moves by one inside', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.constantFrom<1 | -1>(1, -1), (n, d) => {
        const next = steppedQuantity(String(n), d, 1);
        expect(next).toBe(Math.min(999, Math.max(0, n + d)));
      }),
    );
  });

  it('minus is disabled at 0, plus at the maximum, the trash shows at 0 only when removal is allowed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), (n) => {
        expect(canDecrease(n)).toBe(n > 0);
        expect(canIncrease(n)).toBe(n < 999);
        expect(showsTrash(n)).toBe(n === 0);
        expect(showsTrash(n, { max: 999, removable: false })).toBe(false);
      }),
    );
  });

  it('without removal the lowest quantity is 1; a smaller maximum caps typing and stepping', () => {
    expect(clampQuantity(0, { max: 999, removable: false })).toBe(1);
    expect(canDecrease(1, { max: 999, removable: false })).toBe(false);
    expect(committedQuantity('99', { max: 50, removable: true })).toBe(50);
    expect(steppedQuantity('50', 1, 1, { max: 50, removable: true })).toBe(50);
    expect(clampQuantity(Number.NaN)).toBe(0);
  });
});

describe('promo code input rules (spec: max 40, letters and digits only kept)', () => {
  it('keeps letters and digits only, in order, at most 40', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (text) => {
        const kept = typedPromoCode(text);
        expect(kept).toMatch(/^[A-Za-z0-9]*$/);
        expect(kept.length).toBeLessThanOrEqual(PROMO_MAX_LENGTH);
        expect(text.replace(/[^A-Za-z0-9]/g, '').startsWith(kept)).toBe(true);
      }),
    );
  });

  it('is idempotent: a kept code stays as it is', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typedPromoCode(typedPromoCode(text))).toBe(typedPromoCode(text));
      }),
    );
  });

  it('an empty code (or one with no letter or digit) is the empty error', () => {
    expect(PROMO_MAX_LENGTH).toBe(40);
    expect(checkPromoCode('')).toBe('empty');
    expect(checkPromoCode(' -!- ')).toBe('empty');
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9]{1,40}$/).filter((code) => !looksLikeCardNumber(code)),
        (code) => {
          expect(checkPromoCode(code)).toBeNull();
        },
      ),
    );
  });

  it('a card number typed as a code is the empty error too: it is never sent', () => {
    expect(checkPromoCode('4111 1111 1111 1111')).toBe('empty');
    expect(checkPromoCode('SAVE5555555555554444')).toBe('empty');
    expect(checkPromoCode('4111111111111112')).toBeNull();
  });
});
