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
export const BUDGETS = {
  /** The best-known island loader, is-land, is 1.79 KB. */
  // 1.625 KB (was 1.5): the loader accepts document.currentScript only if it is a script element whose src ends in
  // loader.js, and says so when it is not (content can shadow it with <img name="currentScript" data-api-base>, and
  // the tag gives the API base, the chunks' base and the nonce), and tests window.StorefrontWidgets as an own
  // property (a <div id="StorefrontWidgets"> stopped it): 1,531 B before, 1,619 B after.
  loader: 1.625 * KB,
  /**
   * React + react-dom/client alone are 59.3 KB brotli; on top: the island runtime, the UI primitives and
   * their stylesheet, the commerce client, the stores, superstruct and nanostores.
   */
  // 78 KB (issues 16, 17): with the cart and the checkout, runtime modules that one widget used alone (lazyChunk,
  // the store atom, price and field helpers, address rules) are used by two and count as shared: their bytes
  // moved here from widgets' own counts, they were not added. main before those two measured 74.7 KB.
  // +0.25 KB (issue 22, content-page): the content page's sanitizer is a lazy chunk that does not reach React, so
  // esbuild moves its runtime helpers out of the React chunk into a chunk of their own; the extra imports
  // between chunks cost 213 B (79,666 B before, 79,879 B after; nothing else of the runtime changed).
  // Issue 18 (checkout gift cards): src/validation/giftCard (the 16- and 4-digit rules) is used by the balance check
  // and the checkout now, so its ~205 B moved from balance-check's own count to the shared one (80,056 B measured with main of 15:00).
  // +0.25 KB (issue 18): the gift card entry rules (src/validation/giftCard) are now used by the balance check and
  // the checkout's gift card section, so esbuild moves them out of balance-check's own bytes into a shared chunk
  // (80,157 B measured with both checkout halves; balance-check's own count fell by about as much).
  // +1 KB (issue 27): the one external-script loader (src/site/externalScript: the allowlist decision, the
  // scriptOrigins host-config check, the single flight) is used by five widgets, so it is shared: 81,210 B
  // measured (80,298 B before). The five copies it replaces left the header (-104 B), recommendations (-72 B),
  // contact form (-39 B), checkout (-35 B) and the wallets' lazy chunks; the rest is the allowlist itself.
  // +0.75 KB (issue 27, one modal at a time): the dialog manager (src/ui/dialogManager.ts) that every Dialog goes
  // through has to be one module for all islands, so it sits in the shared runtime beside Dialog (80,298 B before,
  // 80,896 B after; no widget's own count moved).
  // +0.25 KB (issue 27, card guard): writeStored and track() run in every island, so the card-number check
  // (Luhn over 13-19 digits), the value stripper that keeps card data out of storage and the dataLayer, and
  // refusing instead of throwing are shared code (80,309 B before, 80,591 B after).
  // Issue 27 as merged, all of it: 83,625 B measured (80,298 B before, +3.3 KB). Besides the three above, the
  // shared runtime now holds the replay policy (src/api/replayPolicy), the API-origin rule, the superstruct checks
  // of tab messages, stored tokens and recent lists, and the URL rule's normalisation with linkHref, each used by
  // several islands. Trimming it back is left for the speed issue (33).
  // +1 KB (issue 28, one rule in one place): the field rules the widgets each wrote (email, postal code, phone,
  // names, list names, quantities) are src/validation modules now, used by 2-8 widgets each, so esbuild puts them
  // in small shared chunks (phone: header, account, checkout, contact form; name and postal code: account,
  // checkout, contact form; list name: shopping list, add-to-cart; quantity: add-to-cart, cart), and $features
  // is one store for every island (+98 B). 83,792 B before, 84,898 B after; the widgets' own counts fell by 752 B
  // (checkout -343, add-to-cart -135, account -122, shopping-list -64, listing -38, header -35), so the sum over
  // all widgets grew 354 B, the price of five more small chunk files. A move of code, not an addition.
  // +0.1 KB (issue 33, layout shift): the runtime marks a host whose server fallback shows through its slot
  // (data-widget-fallback) and ui.css lifts the host's style reset meanwhile, so the fallback keeps the page's
  // font and does not change size when the island takes over (85,035 B measured).
  // +0.6 KB (issue 28, one PayPal module): the wallet's types, its init-data configuration, its script query
  // and loading were written in the cart and again in the checkout's wallets; src/site/paypal is the one copy,
  // used by both, so it counts as shared (85,617 B; the checkout's ExpressWallets chunk fell 160 B; the sum over
  // every file grew 192 B, the price of one more shared chunk). Trimming the shared runtime is open (issue 33).
  // Issue 29 (async work in models): createModel/useModel, the one driver of a widget model's effects (requests
  // with newest-wins keys and abort, timers, storage, navigation), +527 B (85,024 -> 85,551 B), within the budget.
  // It sits in the runtime chunk on purpose, as every widget moves to it: a chunk of its own for the two widgets
  // that use it so far (store finder, cart) measured +707 B.
  // Also in issue 28: the one init call (loadInitPart), the lists calls and the session timer's store imported
  // from their files rather than src's index files (esbuild's code splitting puts whatever an index re-exports
  // into every importing widget's chunks: -781 B), and 84 KB (was 83.7) for the Price primitive that replaced the
  // price renderers of the listing, type-ahead, recommendations, add-to-cart and cart: +350 B shared with its
  // styles, +101 B over every file (85,545 -> 85,895 B).
  // +0.25 KB (issue 34, editor overlay): the runtime's switch (data-debug, or ?sw-debug=1 with the host config's new
  // allowDebugParam), the import() of the overlay's chunk, and the invalid props as data in storefront:widget-error
  // (the overlay lists each with its expected shape): +181 B (85,951 -> 86,132 B). The overlay itself is a lazy chunk
  // (editorOverlay below); the loader is unchanged, byte for byte. With React in the overlay esbuild split this
  // chunk by who reaches each module, +1,239 B for every shopper; the overlay is plain DOM for that reason.
  // +0.125 KB (issues 29 and 31): two rules that two widgets each wrote are one module now, and a module two widgets
  // use counts here: the Add to Cart feedback timers (src/mount/addedFeedback: add-to-cart -26 B, recommendations
  // -1 B, +98 B here) and the sign-up rule of which sources need a zip and shop-for (src/validation/signUp, the C1
  // fix, shared by the footer sign-up and the lightbox). With the footer widget merged: 86,314 B measured; the
  // split of defineWidget.tsx into its concepts saved 28 B of it.
  // +0.125 KB (issue 33, blocking time): prices and counts are written out by hand (src/ui/formatPrice) instead of
  // with Intl.NumberFormat/toLocaleString, whose first use on a page is 40-56 ms of main thread here (ICU's set-up,
  // 160-220 ms of blocking at Lighthouse's 4x slowdown, on every page with a price or points): +112 B. Every
  // island's first render runs in a transition with its fallback slotted until it is on screen, so React yields
  // during it: +29 B. 86,469 B measured.
  // Issue 31, session replay (not raised): the runtime's switch (a click flag, a look at fullStoryTrackingEnabled,
  // the import() of the lazy chunk SessionReplay) and the host config's performanceConsent hook: +217 B (85,646 ->
  // 85,863 B in its worktree). The lazy chunk gets the runtime's pieces handed in: importing them made esbuild split
  // this chunk by who reaches each module (+1,323 B), and its two endpoint paths stay in the lazy chunk (+90 B here).
  // 85 KB (session 10, 85,775 -> 86,711 B): modules that moved here from one widget's own count because a second
  // widget now uses them: the WidgetMarker (footer, and the added-to-cart dialog's recommendations: +312 B; the
  // footer's own count fell as much), the Add to Cart feedback timers, one useMedia hook for the checkout, the
  // listing and the store finder (+125 B; their own counts fell 109 and 50 B), the page-class hook (+88 B: the
  // menu's and the route-loading markers); and new for every page: session replay's always-loaded part (the first
  // click and the feature check, +193 B; the rest is a lazy chunk), the never-throwing schema check (+57 B) and the
  // notFound host setting.
  // Issue 29, last item (not raised): Model.until, the wait for the model's state that the cart's and the checkout's
  // wallet callbacks share (a method of the model: a lazy chunk importing a function of createModel.ts made esbuild
  // split that module out of the runtime chunk, +282 B): 86,584 -> 86,675 B in its worktree.
  // Issue 33, session 16 (not raised): React DOM's five module-level sentinel errors are made without the Error
  // constructor (esbuild.config.mjs, reactSentinelErrors), a one-line helper: 86,832 -> 86,885 B.
  // 85.75 KB (was 85; issue 55, no stranger on the card page): +584 B (87,159 -> 87,743 B with main of 06:30, which
  // is itself 119 B over 85 KB; 86,980 -> 87,649 B with main of 05:50). The script allowlist
  // holds an origin and path prefix per purpose (the prefix match, the default form-service folder, the purposes of
  // the widgets that name none, the scriptSources check: ~300 B), so a same-origin script no longer passes as the
  // contact form's service; PayPal refuses a marker's script address and reads window.paypal as an own property with
  // Buttons (~140 B, shared by the cart and the checkout); TextField marks card, CVV, password and gift-card fields
  // private; the client drops a token refresh that finished after the tokens changed and takes the confirmation
  // number from the API origin only.
  // 86 KB (issue 54, the checkout right in every state): +190 B (87,743 -> 87,933 B on main with issues 55 and 58):
  // the amount a payment sheet asks for rounded as prices are shown (decimalAmount), the furniture store's own cart
  // and checkout paths, the rewards tier in one place, and page-load analytics waiting for the store's analytics
  // hook (polled every 250 ms, at most 10 s: storefront spec 9.12).
  // 86.5 KB: the shared field messages (src/validation/fieldMessages, one host key per rule) moved out of eight
  // widgets into the runtime with their host-config check: 88,018 -> 88,437 B.
  shared: 86.5 * KB,
  widgets: {
    'session-timer': 4 * KB,
    'balance-check': 4 * KB,
    'type-ahead': 8 * KB,
    /**
     * Issue 11: 11 KB. The mobile slide-in menu, the account-deleted and government-user notices and the
     * eyebrow's details dialog are the lazy chunk HeaderExtras (below); 10.3 KB measured.
     */
    header: 11 * KB,
    /** Sign in, create account, forgot password, sign out: loaded only when one of them is opened. */
    // 8.125 KB (was 8): the same 26,963 bytes of account's own file compress to 8,159 B with main's shared chunks and
    // to 8,195 B with issue 55's (brotli of the hashed chunk names it imports); no byte of account changed.
    account: 8.125 * KB,
    // 11 KB since issue 28 (was 12): the add-to-list dialog moved to the shopping-list widget (9.8 KB measured).
    // 11.5 KB: the warranty tiers' labels, the 'FREE' store-pickup label (not for GSA users), the
    // INACTIVE and pickup-ineligible rules: 11,080 -> 11,385 B measured.
    'add-to-cart': 11.5 * KB,
    /** The cart page; the wallet's button script is the provider's, loaded only when a cart offers it. */
    cart: 10 * KB,
    'store-finder': 7 * KB,
    // Issue 20: the carousel, the recommendation card, the engine script loader and product info (6.0 KB measured).
    // 6.25 KB (issue 31): gaps 3.13 and 7.41, the card's badges are links to the product whose click is the
    // productBadgeClick event, an Exclusive badge from llExclusive and the pre-sell day from presellDate
    // (6,130 -> 6,158 B measured; the badge rule itself is in src/ui/ProductBadges, shared with the listing);
    // gap 9.35, the shopper's recommendation id kept 31449600000 ms and sent to the engine (-> 6,305 B); badge
    // links of 24 px (-> 6,320 B). 6.375 KB (session 10, gap 9.17): the added-to-cart dialog's own slides per view
    // (2.15, 4.55, 4, 4) as a layout prop with its table, one step moving the cards that fit whole (-> 6,381 B).
    recommendations: 6.375 * KB,
    // Issue 19: facets, availability, crumbs, sort, paging, the mobile filter panel.
    listing: 10 * KB,
    /** Part 1 of the checkout (frame, contact and delivery, pickup, summary); part 2 adds payment on top. */
    // Part 2 (issue 18, card / pay on account / billing / submit) adds 5.1 KB to the first chunk: the payment
    // model and card rules, the submit and its calls (19.4 KB measured with part 1's 14.3 KB). The other half (gift
    // cards, rewards, the express section's frame) adds 3.3 KB: 23.2 KB measured with both. The limit is the
    // whole checkout's 30 KB (checkoutTotal below, the lazy chunks included).
    // 24.1 KB (issue 32): issue 32's contact, totals and submit-error work measured 24,538 B, and focus after
    // signing in from the contact section (the signed-in line takes it when the Sign In it was on is gone) +78 B:
    // 24,616 B.
    // 24.2 KB (issue 32, checkout spec section 3 'Country: defaultCountry'): a blank address form starts in the
    // country the server marks defaultCountry (+122 B): 24,738 B.
    // 24.3 KB (issue 34, no layout shift): the order renders once the express wallets' chunk is in, ready() is
    // called from an effect after that frame, and the wallet's loading note shares the button's box (+85 B): 24,823 B.
    // 24.375 KB (issue 29, async work in models): the sections' calls (contact and delivery, pickup, gift cards,
    // rewards, shipping method, promo) run in the checkout's model (checkoutStep, createModel's driver) instead of
    // the views: 24,816 -> 24,863 B on its branch; 24,894 B once merged with the footer and the shared-chunk moves
    // of the same day (modules leaving the shared chunks count in the widgets that still use them).
    // 24.5 KB (issue 32, session 8): the checkout logs its unexpected failures (+7 B), reads points through the one
    // formatCount (issue 33), and the chunk files' content-hash names alone move its count by tens of bytes: the same
    // sources measured 24,922 B built in one checkout directory and 24,990 B in another (the names differ, brotli's
    // output with them). A budget within 40 B of the measure fails or passes by where the clone sits.
    // 24.625 KB (session 10, issue 29): the address form's calls (country states, the server's default country,
    // suggestions 300 ms after the last key, the newest answer wins) and the checkout's first read and draft moved
    // from the views into models (addressStep, checkoutStep; +~245 B), less the one useMedia hook now in src/ui
    // (-109 B): 25,124 B measured on main.
    // 24.875 KB (issue 29, last item): the express wallets' calls (Apply PayPal, Express checkout, the express
    // payment, the refresh after it) run in the checkout's model, so their step (walletCall: the ask, the answer's
    // judgement, the refresh, the payment solution error and its log, the 'express' key that a cancel ends) is in
    // the first chunk; the calls' own code (the answer schema, the bodies) stays in the wallets' lazy chunk, which
    // the model's port imports. 25,163 -> 25,436 B measured in its worktree (+273 B).
    // 25.125 KB (issue 33, session 15): the address suggestions lie over the fields below instead of in their
    // flow, and close when focus leaves the street field and its list, or on Escape (a late answer pushed Save &
    // Continue down under the shopper's click: a flaky e2e test and a real jump): 25,464 -> 25,580 B on main.
    // 27.75 KB (issue 54, the checkout right in every state): 25,580 -> 28,053 B on main. The submit is a step of
    // the one model (the lock, the key kept in the draft, the record, the redirect); Submit Order stops at a section
    // left open with changes (the comparison with what the server holds, the message and focus); a saved address's
    // field errors and "did you mean" handled; presses made during another call wait; the draft keeps every field
    // but the card number and CVV; the item list grouped with struck and discount-share prices, the groups' tax and
    // total; the marker's order fields and dropdown; apply billing's answer checked; the alert's links through the
    // URL rule.
    checkout: 27.75 * KB,
    // Issue 21: the footer sign-up, the stay-connected lightbox and the contact form, 3 KB each.
    'footer-sign-up': 3 * KB,
    'stay-connected': 3 * KB,
    'contact-form': 3 * KB,
    // Issue 31: the footer (link blocks and their accordions, icons, legal links, the copyright year, its model and
    // content check); the sign-up is the footer-sign-up widget's. 3.2 KB measured.
    footer: 4 * KB,
    // Issue 22: the error page, the list-creation form and the share-by-email dialog, 3 KB each.
    'error-page': 3 * KB,
    // 4 KB since issue 28: it also holds the add-to-list dialog, opened by name from add-to-cart, with the one
    // create-a-list form and the lists calls (3.8 KB measured; add-to-cart fell 1 KB).
    'shopping-list': 4 * KB,
    'share-product': 3 * KB,
    // Issue 22: product videos, the 'Play Video' button, the player dialog and the video search-result list.
    'product-video': 3 * KB,
    // Issue 22: the content-type registry and every built-in content type; DOMPurify is its lazy chunk (below).
    'content-page': 6 * KB,
    // Issue 31: the product page's rating summary, the paged reviews and their model.
    reviews: 6 * KB,
  } as Record<string, number>,
  /** Lazy chunks a widget loads on demand (by the chunk's entry name), brotli. */
  lazy: {
    /** Session replay's model and driver (issue 31), fetched only where fullStoryTrackingEnabled is on (1,151 B measured). */
    // 1.375 KB (issue 55): the private page (nothing on the checkout; a capture stops when the page becomes it) and
    // the recorder's mask() of the private fields before it starts: 1,328 B measured.
    SessionReplay: 1.375 * KB,
    /** The checkout's address book (signed-in shoppers with saved addresses only). */
    AddressBook: 2 * KB,
    /** The checkout's wallets (PayPal, phone-maker and browser pay): express checkout and the paypalOption button. */
    ExpressWallets: 3 * KB,
    /**
     * The checkout's payment section: the options, the card, saved cards, pay on account, billing, their text
     * (2.2 KB measured). 2.6 KB since issue 28: its code did not grow, but it now imports the shared field
     * chunks (phone, name, postal code), one `import"./chunk-…"` each; 2,565 B measured. 2.625 KB since issue
     * 32: a card's ownerId and the 'Make this my default card' choice (saveAsDefault apart from savePayment,
     * checkout spec section 3) took it from 2,637 to 2,660 B, 2 B under 2.6 KB.
     */
    Payment: 2.625 * KB,
    /** The header's rarely opened parts: mobile slide-in menu, account-deleted and GSA notices, eyebrow details (1.9 KB measured). */
    HeaderExtras: 2.5 * KB,
    /**
     * The add-to-cart widget's registry-gift-card dialog and its text (issue 31), fetched only for a shopper who
     * came from a registry and views a gift card (462 B measured).
     */
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
  /**
   * The editor overlay (issue 34), fetched only with data-debug or an allowed ?sw-debug=1: never by a shopper
   * (2,194 B measured).
   */
  editorOverlay: 2.5 * KB,
  /** The whole checkout, its first chunks and every lazy chunk, with part 2: Adobe's checkout drop-in is 38 KB gzip. */
  // 30.125 KB (session 8): 30,727 B measured with the same content-hash noise as the checkout's own count above
  // (30,720 B or less in another directory, same sources).
  // 30.5 KB (session 10): the models above, and storefront row 7.38 in the wallets' lazy chunk (the card-wallet
  // script only with googlePayEnabled, not on iOS, without the gate flag: +188 B): 31,074 B measured on main.
  // 30.75 KB (issue 29, last item): the wallets' calls moved from their view into the checkout's model (the step in
  // the first chunk, +273 B; the lazy ExpressWallets chunk -28 B): 31,097 -> 31,354 B measured in its worktree.
  // 30.875 KB (issue 33, session 15): the address suggestions' fix (checkout above): 31,493 B measured on main.
  // 33.5 KB (issue 54): the checkout's first chunks above (+2.5 KB); its lazy chunks about as before: 33,989 B on main.
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
      expect(lazyChunks.some((f) => f.startsWith(name + '-')), `no chunk named ${name}-*.js in dist/chunks`).toBe(true);
      expect(lazySize(name)).toBeLessThanOrEqual(BUDGETS.lazy[name]!);
    });
  }

  for (const name of Object.keys(BUDGETS.onError)) {
    it(`the error-path chunk ${name} exists and is at most ${BUDGETS.onError[name]} bytes`, () => {
      expect(lazyChunks.some((f) => f.startsWith(name + '-')), `no chunk named ${name}-*.js in dist/chunks`).toBe(true);
      expect(lazySize(name)).toBeLessThanOrEqual(BUDGETS.onError[name]!);
    });
  }

  it(`the content page's sanitizer chunk exists and is at most ${BUDGETS.contentSanitizer} bytes`, () => {
    expect(lazyChunks.some((f) => f.startsWith('ContentSanitizer-')), 'no chunk named ContentSanitizer-*.js in dist/chunks').toBe(true);
    expect(lazySize('ContentSanitizer')).toBeLessThanOrEqual(BUDGETS.contentSanitizer);
  });

  it(`the editor overlay is a lazy chunk of at most ${BUDGETS.editorOverlay} bytes that no widget loads up front`, () => {
    const file = lazyChunks.find((f) => f.startsWith('EditorOverlay-'));
    expect(file, 'no chunk named EditorOverlay-*.js in dist/chunks').toBeDefined();
    expect(lazySize('EditorOverlay')).toBeLessThanOrEqual(BUDGETS.editorOverlay);
    expect(upFront.has('chunks/' + file)).toBe(false);
    expect(readFileSync(dist + 'loader.js', 'utf8')).not.toContain('EditorOverlay');
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
    const js = [...readdirSync(dist).filter((f) => f.endsWith('.js')), ...readdirSync(dist + 'chunks').filter((f) => f.endsWith('.js')).map((f) => 'chunks/' + f)];
    const texts = js.map((f) => readFileSync(dist + f, 'utf8'));
    for (const d of described) expect(texts.some((t) => t.includes(d.description.slice(0, 40))), d.description).toBe(false);
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
