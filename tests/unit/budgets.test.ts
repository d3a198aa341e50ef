// @vitest-environment node
/**
 * Byte budgets of what ships (dist/, built by `npm run build` before the unit tests). A budget that is
 * exceeded fails `npm test`. Every shipped widget must have a budget here.
 * A widget's budget counts the JS and CSS only it loads (beyond the files two or more widgets share), brotli.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measure } from '../../bench/sizes.mjs';

const KB = 1024;
export const BUDGETS = {
  /** The best-known island loader, is-land, is 1.79 KB. */
  loader: 1.5 * KB,
  /**
   * React + react-dom/client alone are 59.3 KB brotli; on top: the island runtime, the UI primitives and
   * their stylesheet, the commerce client, the stores, superstruct and nanostores.
   */
  shared: 75 * KB,
  widgets: {
    'session-timer': 4 * KB,
    'balance-check': 4 * KB,
    'type-ahead': 8 * KB,
    // +0.5 KB (issue 13): the account icon link, the content's rewards promo and logo, the web contents retry.
    header: 18.5 * KB,
    'store-finder': 7 * KB,
    // Issue 21: the footer sign-up, the stay-connected lightbox and the contact form, 3 KB each.
    'footer-sign-up': 3 * KB,
    'stay-connected': 3 * KB,
    'contact-form': 3 * KB,
  } as Record<string, number>,
};

const dist = resolve(process.cwd(), 'dist') + '/';

describe.runIf(existsSync(dist + 'manifest.json'))('byte budgets (brotli)', () => {
  const sizes = measure(dist);
  // Until dist has two widgets nothing in it is shared; dist-test (the same widgets plus test-only ones,
  // which share the runtime) then gives each shipped widget's own cost.
  const own = sizes.widgetCount > 1 ? sizes : measure(resolve(process.cwd(), 'dist-test'));

  it(`loader.js is at most ${BUDGETS.loader} bytes`, () => {
    expect(sizes.loader.brotli).toBeLessThanOrEqual(BUDGETS.loader);
  });

  it(`the shared chunks are at most ${BUDGETS.shared} bytes`, () => {
    expect(sizes.shared.brotli).toBeLessThanOrEqual(BUDGETS.shared);
  });

  for (const name of Object.keys(sizes.widgets)) {
    it(`${name} has a budget and stays within it`, () => {
      const budget = BUDGETS.widgets[name];
      expect(budget, `widget ${name} has no byte budget in tests/unit/budgets.test.ts`).toBeTypeOf('number');
      expect(own.widgets[name]!.own.brotli, JSON.stringify(own.widgets[name]!.files)).toBeLessThanOrEqual(budget!);
    });
  }
});

it('the build exists (run `npm run build` first)', () => {
  expect(existsSync(dist + 'manifest.json')).toBe(true);
});
