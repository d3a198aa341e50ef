import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './safeLocalPath';

const ORIGIN = 'http://127.0.0.1:4173';
const suffix = fc.string({ maxLength: 40 });

describe('safeLocalPath', () => {
  it('keeps paths of this site (path, query and hash)', () => {
    expect(safeLocalPath('/')).toBe('/');
    expect(safeLocalPath('/p/S1001?x=1#top')).toBe('/p/S1001?x=1#top');
    expect(safeLocalPath('/search/?Ntt=glue%20sticks')).toBe('/search/?Ntt=glue%20sticks');
    expect(safeLocalPath(`${ORIGIN}/furniture/?a=b`, ORIGIN)).toBe('/furniture/?a=b');
  });

  it.each(['//evil.example', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', 'https://other', 'https://other/path', '', 'relative/path', ' /x', '/\t/evil.example', 'data:text/html,x'])(
    'refuses %j',
    (v) => {
      expect(safeLocalPath(v, ORIGIN)).toBeNull();
    },
  );

  it('refuses non-strings', () => {
    for (const v of [null, undefined, 1, {}, ['/x']]) expect(safeLocalPath(v)).toBeNull();
  });

  it('refuses //host, /\\host, \\\\host, javascript: and other origins whatever follows (generated)', () => {
    const bad = fc.oneof(
      suffix.map((s) => `//evil.example${s}`),
      suffix.map((s) => `/\\evil.example${s}`),
      suffix.map((s) => `\\\\evil.example${s}`),
      fc.tuple(fc.constantFrom('javascript:', 'JavaScript:', ' javascript:', 'java\tscript:', 'vbscript:', 'data:'), suffix).map(([a, b]) => a + b),
      fc.tuple(fc.constantFrom('https://other', 'http://other', 'HTTPS://other', 'https://127.0.0.1:4173.evil.example', 'https:other'), suffix).map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(bad, (v) => {
        expect(safeLocalPath(v, ORIGIN)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('whatever it accepts is a path that resolves on this origin (any string)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), suffix.map((s) => '/' + s), suffix.map((s) => '//' + s)), (v) => {
        const out = safeLocalPath(v, ORIGIN);
        if (out === null) return;
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(new URL(out, ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: 1000 },
    );
  });
});
