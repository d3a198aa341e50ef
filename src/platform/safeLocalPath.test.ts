import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './safeLocalPath';

const ORIGIN = 'https://shop.example';
const suffix = fc.string({ maxLength: 40 });

/** A path as a lenient server reads it: ASCII escapes decoded (repeatedly), whatever else left as it is. */
const serverDecoded = (path: string): string => {
  let cur = path;
  for (let prev = ''; prev !== cur;) [prev, cur] = [cur, cur.replace(/%([0-7][0-9a-f])/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)))];
  return cur;
};

describe('safeLocalPath', () => {
  it.each([
    ['/', '/'],
    ['/p/S1001?x=1#top', '/p/S1001?x=1#top'],
    ['/search/?Ntt=glue%20sticks', '/search/?Ntt=glue%20sticks'],
    [`${ORIGIN}/furniture/?a=b`, '/furniture/?a=b'],
    ['HTTPS://SHOP.example/order-confirmation?orderId=o1', '/order-confirmation?orderId=o1'],
    ['https://shop.example:443/x', '/x'],
    // Normalised as the browser would, and the normalised form is what comes back.
    ['/a/./b/../c', '/a/c'],
    ['/a/%2e%2E/b', '/b'],
    ['/a\\b', '/a/b'],
    ['/ord\ter-con\nfirmation\r', '/order-confirmation'],
    ['  /x  ', '/x'],
    ['\u0000/x\u001f', '/x'],
    // Decoded, a path segment that stays inside the site is fine.
    ['/p/a%2F%2Fb', '/p/a%2F%2Fb'],
  ])('keeps the local path %j as %j', (raw, out) => {
    expect(safeLocalPath(raw, ORIGIN)).toBe(out);
  });

  it.each([
    // The cases: each normalises to //evil.example.
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/a/../..//evil.example',
    '/.//evil.example/x',
    // Backslashes, tabs and newlines the parser drops or reads as slashes.
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    '/.\\/evil.example',
    // Percent-encoded slashes and backslashes a server might decode.
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/a/%2e%2e%2f%2fevil.example',
    '/%0a/evil.example',
    // Other origins, schemes, credentials and relative values.
    'https://evil.example/x',
    'http://shop.example/x',
    'https://shop.example.evil.example/x',
    'https://user@shop.example/x',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'https:other',
    'relative/path',
    '?x=1',
    '',
    '   ',
  ])('refuses %j', (v) => {
    expect(safeLocalPath(v, ORIGIN)).toBeNull();
  });

  it('refuses non-strings and over-long values', () => {
    for (const v of [null, undefined, 1, {}, ['/x']]) expect(safeLocalPath(v, ORIGIN)).toBeNull();
    expect(safeLocalPath('/' + 'a'.repeat(2048), ORIGIN)).toBeNull();
  });

  it('accepts an absolute URL only for the origin it is given (the page origin by default)', () => {
    expect(safeLocalPath(`${location.origin}/cart`)).toBe('/cart');
    expect(safeLocalPath(`${ORIGIN}/cart`, 'https://other.example')).toBeNull();
  });

  // Pieces a hostile value is built from: dot segments (plain and encoded), slashes and backslashes (plain
  // and encoded, once or twice), the whitespace browsers strip, and ordinary path text.
  const piece = fc.constantFrom(
    '/',
    '\\',
    '.',
    '..',
    '%2e',
    '%2E',
    '%2e%2e',
    '.%2e',
    '%2f',
    '%2F',
    '%5c',
    '%5C',
    '%252f',
    '%25',
    '\t',
    '\n',
    '\r',
    ' ',
    '\u0000',
    'evil.example',
    'a',
    'x',
    '?',
    '#',
    '@',
    ':',
    'https:',
    'shop.example',
  );
  const hostile = fc.oneof(
    fc.array(piece, { maxLength: 12 }).map((p) => p.join('')),
    fc.tuple(fc.constantFrom('/', '\\', ' /', '\t/', `${ORIGIN}/`, `${ORIGIN}`, 'https://evil.example/'), fc.array(piece, { maxLength: 12 })).map(([a, p]) => a + p.join('')),
    fc.string(),
    fc.webUrl(),
    suffix.map((s) => '/' + s),
  );

  it('never returns a value starting with // or /\\, and what it returns resolves on the origin (generated)', () => {
    fc.assert(
      fc.property(hostile, (v) => {
        const out = safeLocalPath(v, ORIGIN);
        if (out === null) return;
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(out.startsWith('/\\')).toBe(false);
        const resolved = new URL(out, ORIGIN);
        expect(resolved.origin).toBe(ORIGIN);
        // Against any other page too: the output carries no host of its own.
        expect(new URL(out, 'https://other.example').origin).toBe('https://other.example');
        // Its path, decoded as a server might, still does not start with two slashes.
        expect(/^[/\\][/\\]/.test(serverDecoded(resolved.pathname))).toBe(false);
        // The output is already normal: the rule gives it back unchanged.
        expect(safeLocalPath(out, ORIGIN)).toBe(out);
      }),
      { numRuns: 3000 },
    );
  });

  it('whatever follows //host, /\\host, \\\\host, a script scheme or another origin, it is refused (generated)', () => {
    const bad = fc.oneof(
      fc
        .tuple(fc.constantFrom('//', '/\\', '\\\\', '\\/', '/.//', '/%2e//', '/%2e%2e//', '/a/../..//', '\t/\n/', '/%2f', '/%5c', '/.%5c/'), suffix)
        .map(([a, s]) => `${a}evil.example${s.startsWith('/') ? s : '/' + s}`),
      fc.tuple(fc.constantFrom('javascript:', 'JavaScript:', ' javascript:', 'java\tscript:', 'vbscript:', 'data:', 'blob:'), suffix).map(([a, b]) => a + b),
      fc
        .tuple(fc.constantFrom('https://other', 'http://other', 'HTTPS://other', 'http://shop.example', 'https://shop.example.evil.example', 'https://shop.example@evil.example'), suffix)
        .map(([a, b]) => `${a}/${b}`),
    );
    fc.assert(
      fc.property(bad, (v) => {
        expect(safeLocalPath(v, ORIGIN)).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });
});
