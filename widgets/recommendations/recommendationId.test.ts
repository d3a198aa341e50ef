import { beforeEach, describe, expect, it } from 'vitest';
import { recommendationId } from './recommendationId';

beforeEach(() => localStorage.clear());

describe('the recommendation id', () => {
  it('is kept in local storage for 31449600000 ms from when it was made (spec section 9), then replaced', () => {
    const made = Date.UTC(2026, 10, 27);
    const id = recommendationId(made);
    expect(id).toMatch(/^[a-z]{26}$/);
    expect(JSON.parse(localStorage.getItem('sw-recs-id')!)).toEqual({ id, expires: made + 31449600000 });
    expect(recommendationId(made + 31449600000 - 1)).toBe(id);
    const next = recommendationId(made + 31449600000);
    expect(next).not.toBe(id);
    expect(JSON.parse(localStorage.getItem('sw-recs-id')!)).toEqual({ id: next, expires: made + 31449600000 + 31449600000 });
  });

  it('an unreadable stored value is replaced', () => {
    localStorage.setItem('sw-recs-id', '{"id":7}');
    const id = recommendationId(1000);
    expect(JSON.parse(localStorage.getItem('sw-recs-id')!)).toEqual({ id, expires: 1000 + 31449600000 });
  });
});
