// Page paint at Lighthouse's phone size (issue 33): the widgets taking over from the server-rendered page
// neither move it (layout shift) nor become its Largest Contentful Paint.
import { expect, test } from './support/test';
import { fillCart, SHIP } from './support/cart';
import { lcpEntriesAfterControl, recordPaints, shiftsAfterControl } from './support/paint';

test.beforeEach(async ({ page }) => {
  await recordPaints(page);
  await page.emulateMedia({ reducedMotion: 'reduce' }); // the announcements stay put
});

test('the header and the search box take over from their fallbacks without moving the page', async ({ page }) => {
  // The fallback header is the widget's height on phones, and keeps the page's font while it shows through
  // the widget's slot (it lost 13.5 px there, then the widget grew 8 px: two shifts on every page).
  await page.goto('/');
  await expect(page.getByRole('group', { name: 'Announcements' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /search/i })).toBeVisible();
  expect(await shiftsAfterControl(page)).toEqual([]);
});

test('the listing takes over from the server-rendered results without a larger paint or a shift', async ({ page }) => {
  // On phones the server's filters are behind a button, as in the widget, so the first product images in view
  // are the page's own: the widget's (no larger) are not a new Largest Contentful Paint.
  await page.goto('/products/art/');
  await expect(page.getByRole('button', { name: 'Filter (0)', exact: true })).toBeVisible(); // the widget's, not the page's 'Filters'
  expect((await lcpEntriesAfterControl(page)).filter((e) => !e.light)).toEqual([]);
  expect(await shiftsAfterControl(page)).toEqual([]);
});

// The page's cart draws its headings, a line's name and the rewards note in the cart widget's boxes. At 412 px
// the widget's two-line name (two lines in the cart: the summary is below the fold) and, with one line, its
// rewards note painted larger than anything of the page's, and became the LCP at about 2 s.
for (const [what, lines] of [
  ['one line (its rewards note in view)', [SHIP]],
  [
    'two lines (a two-line name the largest in view)',
    [
      { ...SHIP, quantity: 2 },
      { catalogRefId: 'S1005', quantity: 1 },
    ],
  ],
] as const) {
  test(`the cart with ${what} takes over from the server-rendered cart without a larger paint or a shift`, async ({ page }) => {
    await fillCart(page, [...lines]);
    await page.goto('/shopping-cart/');
    await expect(page.getByRole('button', { name: 'Increase quantity, Ready-to-Use Easel Paper - Green' })).toBeVisible(); // the widget's
    expect((await lcpEntriesAfterControl(page)).filter((e) => !e.light)).toEqual([]);
    expect(await shiftsAfterControl(page)).toEqual([]);
  });
}
