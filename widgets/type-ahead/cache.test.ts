// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createCache } from './cache';

describe('type-ahead cache', () => {
  it('answers a stored key and misses an unknown one', () => {
    const c = createCache<number>();
    c.set('cray', 1);
    expect(c.get('cray')).toBe(1);
    expect(c.get('crayo')).toBeUndefined();
  });

  it('keeps at most max entries, dropping the least recently used', () => {
    const c = createCache<string>({ max: 2 });
    c.set('a', 'A');
    c.set('b', 'B');
    expect(c.get('a')).toBe('A'); // a is now the most recent
    c.set('c', 'C');
    expect(c.size).toBe(2);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe('A');
    expect(c.get('c')).toBe('C');
  });

  it('forgets entries older than ttlMs', () => {
    let t = 1000;
    const c = createCache<string>({ ttlMs: 100, now: () => t });
    c.set('a', 'A');
    t += 100;
    expect(c.get('a')).toBe('A');
    t += 101;
    expect(c.get('a')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('overwrites a key and can be cleared', () => {
    const c = createCache<number>();
    c.set('a', 1);
    c.set('a', 2);
    expect(c.get('a')).toBe(2);
    expect(c.size).toBe(1);
    c.clear();
    expect(c.get('a')).toBeUndefined();
  });
});
