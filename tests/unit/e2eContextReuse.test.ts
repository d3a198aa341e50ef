// @vitest-environment node
// The e2e tests share one browser context and page per worker through tests/e2e/support/test.ts, which resets
// them between tests and keeps the HTTP cache (Playwright's own `reuseContext` empties it). A spec that took
// `test` from @playwright/test instead would still be isolated, but would pay for a new context in every test;
// Playwright's reuse switched on as well would empty the cache again. tests/e2e/shared-context.spec.ts checks the
// reset itself in a browser.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../playwright.config';

const E2E = join(__dirname, '../e2e');
const specs = readdirSync(E2E).filter((f) => f.endsWith('.spec.ts'));
/** Each spec's text, read once. */
const texts = new Map(specs.map((f) => [f, readFileSync(join(E2E, f), 'utf8')] as const));

describe('e2e tests in a shared browser context', () => {
  it("the config leaves Playwright's own context reuse off", () => {
    expect(config.use?.reuseContext).toBeUndefined();
    expect(config.projects?.some((p) => p.use?.reuseContext !== undefined) ?? false).toBe(false);
  });

  it('finds the specs (this check reads real files)', () => {
    expect(specs.length).toBeGreaterThan(50);
    expect(specs).toContain('shared-context.spec.ts');
  });

  it('every spec takes `test` from tests/e2e/support/test.ts, never from @playwright/test', () => {
    const direct = specs.filter((f) => /from '@playwright\/test'/.test(texts.get(f)!));
    const without = specs.filter((f) => !/^import \{[^}]*\btest\b[^}]*\} from '\.\/support\/test';$/m.test(texts.get(f)!));
    expect(direct).toEqual([]);
    expect(without).toEqual([]);
  });

  it('no spec turns the sharing off for a whole file with Playwright’s worker option', () => {
    expect(specs.filter((f) => /reuseContext/.test(texts.get(f)!))).toEqual([]);
  });
});
