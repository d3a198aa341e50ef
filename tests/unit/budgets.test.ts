// @vitest-environment node
/**
 * Byte budgets of what ships (dist/, built by `npm run build` before the unit tests). A budget that is
 * exceeded fails `npm test`. Every shipped widget must have a budget here.
 * A widget's budget counts the JS and CSS only it loads (beyond the files two or more widgets share), brotli.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brotli, measure } from '../../bench/sizes.mjs';

const KB = 1024;
/** The history and measurements behind each budget: docs/decisions/ (one file per budget group). */
export const BUDGETS = {
  /**
   * The script tag's file, on every page before its first paint; is-land, the best-known island loader, is 1.79 KB.
   * 769 B measured: its own tag, the API, on() and off(), and after the first paint the core, the manifest and the
   * switches asked for at once (docs/decisions/loader-budget.md).
   */
  loader: 1.5 * KB,
  /**
   * The loader's core (loader/core.ts), asked for after the first paint with the manifest: the markers, the load
   * conditions, the switches and rollout, the files with SRI, open(), the DOM observer. 1,848 B measured. With the
   * tag, 2,617 B: 565 B more than the one-file loader of 2,052 B, all of it after the first paint.
   */
  loaderCore: 1880,
  /**
   * What two or more widgets import: React + react-dom/client alone are 59.3 KB brotli; on top, the island runtime,
   * the UI primitives and their stylesheet, the commerce client, the stores, superstruct and nanostores. A module
   * moves here when a second widget uses it (87,933 B measured; docs/decisions/shared-runtime-budget.md).
   * 86.5 KB: the shared field messages (one host key per rule) moved out of eight widgets: 88,018 -> 88,437 B.
   * Field metrics' switch (src/mount/startFieldMetrics: the sample, each island's render time, the error events before
   * its lazy chunk) and its two host keys: 88,347 -> 88,352 B on main b4701e3. The same change measured +131 B and +359 B
   * on two earlier mains: esbuild's short names in React's chunk move by up to 132 B with it, where no code changed.
   */
  shared: 86.5 * KB,
  widgets: {
    'session-timer': 4 * KB,
    'balance-check': 4 * KB,
    'type-ahead': 8 * KB,
    /** Its rarely opened parts are the lazy chunk HeaderExtras (below); 10.3 KB measured. */
    header: 11 * KB,
    /** Sign in, create account, forgot password, sign out: loaded only when one of them is opened. */
    // 8,195 B measured; the hashed names of the shared chunks it imports move its count by tens of bytes.
    account: 8.125 * KB,
    // The warranty tiers, the store-pickup label, the INACTIVE and pickup-ineligible rules: 11,385 B measured.
    'add-to-cart': 11.5 * KB,
    /** The cart page; the wallet's button script is the provider's, loaded only when a cart offers it. */
    cart: 10 * KB,
    'store-finder': 7 * KB,
    // The carousel, the card with its badge links, the engine script loader and product info: 6,381 B measured.
    recommendations: 6.375 * KB,
    // Facets, availability, crumbs, sort, paging, the mobile filter panel.
    listing: 10 * KB,
    /** The checkout's first chunks; its payment, address book and wallets are lazy (checkoutTotal counts them). */
    // 28,053 B measured: the submit as a step of the one model and every state of the order (docs/decisions/checkout-budget.md).
    checkout: 27.75 * KB,
    'footer-sign-up': 3 * KB,
    'stay-connected': 3 * KB,
    // 3,076 B measured: the one widget shape gives the send's calls through the island (3,072 B before).
    'contact-form': 3.0625 * KB,
    // Link blocks and their accordions, icons, legal links, the copyright year; the sign-up is footer-sign-up's. 3.2 KB measured.
    footer: 4 * KB,
    'error-page': 3 * KB,
    // Also the add-to-list dialog that add-to-cart opens by name, with the lists calls: 3.8 KB measured.
    'shopping-list': 4 * KB,
    'share-product': 3 * KB,
    'product-video': 3 * KB,
    // The content-type registry and every built-in type; DOMPurify is its lazy chunk (contentSanitizer below).
    // 6,212 B measured: in the one widget shape its calls and the carousel's step come through the model (6,144 B before).
    'content-page': 6.125 * KB,
    reviews: 6 * KB,
  } as Record<string, number>,
  /** Lazy chunks a widget loads on demand (by the chunk's entry name), brotli. */
  lazy: {
    /** Session replay, fetched only where fullStoryTrackingEnabled is on: model, driver, private page, mask(). 1,328 B measured. */
    SessionReplay: 1.375 * KB,
    /** The checkout's address book (signed-in shoppers with saved addresses only). */
    AddressBook: 2 * KB,
    /** The checkout's wallets (PayPal, phone-maker and browser pay): express checkout and the paypalOption button. */
    ExpressWallets: 3 * KB,
    /** The checkout's payment section: the options, the card, saved cards, pay on account, billing. 2,660 B measured. */
    Payment: 2.625 * KB,
    /** The header's rarely opened parts: mobile slide-in menu, account-deleted and GSA notices, eyebrow details (1.9 KB measured). */
    HeaderExtras: 2.5 * KB,
    /**
     * Field metrics (src/mount/FieldMetrics), fetched at idle on every page view in the host's sample: the observers,
     * the sums per widget, the event and the beacon. 1,528 B measured.
     */
    FieldMetrics: 1.625 * KB,
    /** The registry-gift-card dialog, only for a shopper who came from a registry and views a gift card (462 B measured). */
    RegistryGiftDialog: 0.5 * KB,
  } as Record<string, number>,
  /**
   * Lazy chunks loaded only on an error path, outside the checkout total: the checkout's submit-error sanitizer
   * (DOMPurify), fetched only when a submit fails with a server message.
   */
  onError: {
    SubmitAlert: 11 * KB,
  } as Record<string, number>,
  /** The lazy chunks above that belong to the checkout (its whole-checkout total counts them). */
  checkoutLazy: ['AddressBook', 'ExpressWallets', 'Payment'],
  /**
   * The content page's HTML sanitizer (DOMPurify 3, 10.7 KB brotli of its own), a lazy chunk fetched at mount
   * in parallel with the content call. Kept out of `lazy` (it has its own test below).
   */
  contentSanitizer: 11 * KB,
  /** The editor overlay, fetched only with data-debug or an allowed ?sw-debug=1: never by a shopper (2,194 B measured). */
  editorOverlay: 2.5 * KB,
  /** The whole checkout, its first chunks and every lazy chunk (Adobe's checkout drop-in is 38 KB gzip). 33,989 B measured. */
  checkoutTotal: 33.5 * KB,
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

  it(`the loader's core is at most ${BUDGETS.loaderCore} bytes`, () => {
    expect(sizes.loaderCore.brotli).toBeLessThanOrEqual(BUDGETS.loaderCore);
  });

  it(`the shared chunks are at most ${BUDGETS.shared} bytes`, () => {
    expect(sizes.shared.brotli).toBeLessThanOrEqual(BUDGETS.shared);
  });

  // Lazy chunks are not in the manifest (they load on demand): find them by their entry's name.
  const lazyChunks = existsSync(dist + 'chunks') ? readdirSync(dist + 'chunks').filter((f) => /^[A-Z]\w*-[A-Z0-9]+\.js$/.test(f)) : [];
  // A lazy chunk costs its own file plus the chunks it alone brings in: two lazy chunks that import the same library
  // (DOMPurify for the content page and the checkout's submit error) get it split into a common chunk that no
  // manifest lists. Chunks a widget loads up front (shared or its own) are counted there, not here.
  const upFront = new Set([...sizes.shared.files, ...Object.values(sizes.widgets as Record<string, { files: string[] }>).flatMap((w) => w.files)]);
  const importsOf = (file: string): string[] => [...readFileSync(dist + 'chunks/' + file, 'utf8').matchAll(/(?:from|import)\s*"\.\/(chunk-[A-Z0-9]+\.js)"/g)].map((m) => m[1]!);
  const withImports = (file: string, seen = new Set<string>([file])): Set<string> => {
    for (const f of importsOf(file)) if (!seen.has(f) && !upFront.has('chunks/' + f)) withImports(f, seen.add(f));
    return seen;
  };
  const lazySize = (name: string) =>
    lazyChunks.filter((f) => f.startsWith(name + '-')).reduce((n, f) => n + [...withImports(f)].reduce((m, g) => m + brotli(readFileSync(dist + 'chunks/' + g)), 0), 0);

  for (const name of Object.keys(BUDGETS.lazy)) {
    it(`the lazy chunk ${name} exists and is at most ${BUDGETS.lazy[name]} bytes`, () => {
      expect(
        lazyChunks.some((f) => f.startsWith(name + '-')),
        `no chunk named ${name}-*.js in dist/chunks`,
      ).toBe(true);
      expect(lazySize(name)).toBeLessThanOrEqual(BUDGETS.lazy[name]!);
    });
  }

  for (const name of Object.keys(BUDGETS.onError)) {
    it(`the error-path chunk ${name} exists and is at most ${BUDGETS.onError[name]} bytes`, () => {
      expect(
        lazyChunks.some((f) => f.startsWith(name + '-')),
        `no chunk named ${name}-*.js in dist/chunks`,
      ).toBe(true);
      expect(lazySize(name)).toBeLessThanOrEqual(BUDGETS.onError[name]!);
    });
  }

  it(`the content page's sanitizer chunk exists and is at most ${BUDGETS.contentSanitizer} bytes`, () => {
    expect(
      lazyChunks.some((f) => f.startsWith('ContentSanitizer-')),
      'no chunk named ContentSanitizer-*.js in dist/chunks',
    ).toBe(true);
    expect(lazySize('ContentSanitizer')).toBeLessThanOrEqual(BUDGETS.contentSanitizer);
  });

  it(`the editor overlay is a lazy chunk of at most ${BUDGETS.editorOverlay} bytes that no widget loads up front`, () => {
    const file = lazyChunks.find((f) => f.startsWith('EditorOverlay-'));
    expect(file, 'no chunk named EditorOverlay-*.js in dist/chunks').toBeDefined();
    expect(lazySize('EditorOverlay')).toBeLessThanOrEqual(BUDGETS.editorOverlay);
    expect(upFront.has('chunks/' + file)).toBe(false);
    expect(readFileSync(dist + 'loader.js', 'utf8')).not.toContain('EditorOverlay');
  });

  it('the field metrics are a lazy chunk that no widget loads up front, and not in the loader', () => {
    const file = lazyChunks.find((f) => f.startsWith('FieldMetrics-'));
    expect(file, 'no chunk named FieldMetrics-*.js in dist/chunks').toBeDefined();
    expect(upFront.has('chunks/' + file)).toBe(false);
    expect(readFileSync(dist + 'loader.js', 'utf8')).not.toMatch(/FieldMetrics|sendBeacon/);
  });

  it(`the whole checkout (first chunks and lazy chunks) is at most ${BUDGETS.checkoutTotal} bytes`, () => {
    const first = own.widgets.checkout?.own.brotli ?? 0;
    const lazy = BUDGETS.checkoutLazy.reduce((n, name) => n + lazySize(name), 0);
    expect(first).toBeGreaterThan(0);
    expect(first + lazy).toBeLessThanOrEqual(BUDGETS.checkoutTotal);
  });

  // The catalog's descriptions are build-time data (widgets.json); the build leaves them out of what a shopper downloads.
  it('no shipped JS file carries a widget description, which widgets.json does', () => {
    const docs = Object.values(JSON.parse(readFileSync(dist + 'widgets.json', 'utf8')) as Record<string, { description: string }>);
    const described = docs.filter((d) => d.description.length > 20);
    expect(described.length).toBeGreaterThan(5);
    const js = [
      ...readdirSync(dist).filter((f) => f.endsWith('.js')),
      ...readdirSync(dist + 'chunks')
        .filter((f) => f.endsWith('.js'))
        .map((f) => 'chunks/' + f),
    ];
    const texts = js.map((f) => readFileSync(dist + f, 'utf8'));
    for (const d of described)
      expect(
        texts.some((t) => t.includes(d.description.slice(0, 40))),
        d.description,
      ).toBe(false);
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
