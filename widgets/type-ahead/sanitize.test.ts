// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeSearch, searchTerm } from './sanitize';

const ALLOWED = /^[A-Za-z0-9 !&'?"\-.,]*$/;

describe('search input sanitizing', () => {
  it.each([
    ['crayons', 'crayons'],
    ['Art & Craft', 'Art & Craft'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['kid\'s "best" glue-stick, 2-pack. ok?!', 'kid\'s "best" glue-stick, 2-pack. ok?!'],
    ['50% off; $5 @home #1 / tab\tnew\nline', '50 off 5 home 1  tabnewline'],
    ['papier-mâché', 'papier-mch'],
  ])('%j becomes %j', (input, out) => {
    expect(sanitizeSearch(input)).toBe(out);
  });

  it('property: output only ever holds allowed characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(sanitizeSearch(s)).toMatch(ALLOWED);
        expect(searchTerm(s)).toMatch(ALLOWED);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: allowed characters are kept, in order, and sanitizing twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = sanitizeSearch(s);
        expect(sanitizeSearch(once)).toBe(once);
        expect(once).toBe([...s].filter((ch) => ALLOWED.test(ch)).join(''));
      }),
    );
  });

  it('a term is trimmed with inner spaces collapsed; only spaces or stripped characters give an empty term', () => {
    expect(searchTerm('   ')).toBe('');
    expect(searchTerm('<>{}')).toBe('');
    expect(searchTerm('  jumbo   crayons ')).toBe('jumbo crayons');
  });
});
