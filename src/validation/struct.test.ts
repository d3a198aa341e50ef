// @vitest-environment node
import { array, number, string, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { safeIs, safeValidate } from './struct';

const Row = type({ name: string(), tags: array(string()) });
/** Values whose printing throws: superstruct's own validate and is throw on them. */
const unprintable: unknown[] = [{ toString: null }, { toString: 1, valueOf: null }, Object.assign(Object.create(null) as object, { a: 1 })];

describe('safeValidate and safeIs', () => {
  it.each(unprintable)('refuse an unprintable value where a string is wanted, and do not throw (%#)', (bad) => {
    const [err, value] = safeValidate({ name: bad, tags: [] }, Row);
    expect(err).toBeInstanceOf(Error);
    expect(err?.path).toEqual(['name']);
    expect(value).toBeUndefined();
    expect(safeIs({ name: 'x', tags: [bad] }, Row)).toBe(false);
    expect(safeIs(bad, string())).toBe(false);
  });

  it('answer as superstruct does for any other value', () => {
    expect(safeValidate({ name: 'Ann', tags: ['a'] }, Row)).toEqual([undefined, { name: 'Ann', tags: ['a'] }]);
    const [err] = safeValidate({ name: 'Ann', tags: [1] }, Row);
    expect(err?.path).toEqual(['tags', 0]);
    expect(err?.message).toContain('Expected a string, but received: 1');
    expect(safeIs(2, number())).toBe(true);
    expect(safeIs('2', number())).toBe(false);
  });
});
