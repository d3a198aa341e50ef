// @vitest-environment node
// The e2e tests share one browser context per worker (playwright.config.ts, `reuseContext`). Playwright's reset
// between tests clears cookies, storage, cache, routes, init scripts and the clock, but not what these context
// calls change: a spec that makes one of them must undo it after each test, or the next test in the worker
// starts with it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../playwright.config';

const E2E = join(__dirname, '../e2e');
const specs = readdirSync(E2E, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
/** Each file's text, read once. */
const texts = new Map(specs.map((f) => [f, readFileSync(join(E2E, f), 'utf8')] as const));
const text = (f: string) => texts.get(f)!;

/** A context call the reset leaves in place, and the call in an afterEach that undoes it. */
const UNDO: [RegExp, RegExp][] = [
  [/\.grantPermissions\(/, /afterEach\([\s\S]*?\.clearPermissions\(\)/],
  [/\.setGeolocation\(/, /afterEach\([\s\S]*?\.setGeolocation\(null\)/],
  [/\.setOffline\(true/, /afterEach\([\s\S]*?\.setOffline\(false\)/],
  [/context\(\)\.setExtraHTTPHeaders\(|context\.setExtraHTTPHeaders\(/, /afterEach\([\s\S]*?\.setExtraHTTPHeaders\(\{\}\)/],
];

describe('e2e tests in a reused browser context', () => {
  it('the config reuses one context per worker unless E2E_FRESH_CONTEXT is set', () => {
    expect(config.use?.reuseContext).toBe(!process.env.E2E_FRESH_CONTEXT);
  });

  it('finds the specs (this check reads real files)', () => {
    expect(specs.length).toBeGreaterThan(50);
    expect(specs.filter((f) => UNDO[0]![0].test(text(f)))).toContain('contact-form.spec.ts');
  });

  it("a spec that uses Playwright's fake clock gives its tests a new context each", () => {
    const clocked = specs.filter((f) => /\.clock\.|pauseClock\(/.test(text(f)) && f.endsWith('.spec.ts'));
    expect(clocked.length).toBeGreaterThan(5);
    expect(clocked.filter((f) => !/^test\.use\(\{ reuseContext: false \}\);$/m.test(text(f)))).toEqual([]);
  });

  it.each(UNDO.map(([call, undo]) => [call.source, call, undo] as const))('a spec that calls %s undoes it in an afterEach', (_name, call, undo) => {
    const missing = specs.filter((f) => call.test(text(f)) && !undo.test(text(f)));
    expect(missing).toEqual([]);
  });
});
