// No layout shift (issue 34): the islands take over from the server-rendered page without moving it, on the
// five pages Lighthouse measures, at a desktop and a phone width. Every shift without input counts, from the
// first paint until the islands are on screen and the page holds still; the sum must stay within 0.01.
import { expect, test } from './support/test';
import { fillCart } from './support/cart';
import { describeShifts, layoutShiftsAfterControl, recordLayoutShifts, waitForSettledIslands } from './support/layoutShift';

/** bench/lighthouse.mjs's seeded cart: a sale item and a regular one, two lines, three units. */
const SEEDED_LINES = [
  { catalogRefId: 'S1002', quantity: 2 },
  { catalogRefId: 'S1005', quantity: 1 },
];

const PAGES = [
  { name: 'home', path: '/', islands: ['header', 'type-ahead'], cart: false },
  { name: 'listing', path: '/products/art/', islands: ['header', 'type-ahead', 'listing'], cart: false },
  { name: 'product', path: '/p/S1002/', islands: ['header', 'type-ahead', 'add-to-cart'], cart: false },
  { name: 'cart', path: '/shopping-cart/', islands: ['header', 'type-ahead', 'cart'], cart: true },
  { name: 'checkout', path: '/checkout-page', islands: ['header', 'type-ahead', 'checkout'], cart: true },
];
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];
const MAX_CLS = 0.01;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const p of PAGES) {
      test(`the ${p.name} page${p.cart ? ' (with items in the cart)' : ''} does not shift while its islands take over`, async ({ page }) => {
        test.slow(); // five islands and their data on a shared two-core machine
        await recordLayoutShifts(page);
        if (p.cart) await fillCart(page, SEEDED_LINES);
        await page.goto(p.path);
        await waitForSettledIslands(page, p.islands);
        const shifts = await layoutShiftsAfterControl(page);
        const cls = shifts.reduce((sum, s) => sum + s.value, 0);
        expect(cls, `layout shifts of ${p.path} at ${viewport.width}x${viewport.height} sum to ${cls.toFixed(4)}:\n${describeShifts(shifts)}`).toBeLessThanOrEqual(MAX_CLS);
      });
    }
  });
}
