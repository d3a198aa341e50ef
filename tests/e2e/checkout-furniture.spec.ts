import { expect, test, testIf, type Page } from './support/test';
import { fillCart, SHIP } from './support/cart';
import { checkoutAxe as axe, contact, summaryBox, summaryLine } from './support/checkout';

/**
 * The furniture store's checkout (/furniture/checkout-page, loader data-site="furniture") and the order summary's
 * groups the school checkout tests never reach: a furniture order (group tariffAmount, tariffHelperText, a freight
 * quote) and an email-delivery group (an e-gift card). At 1280 px, with axe on the checkout island; the furniture copy and
 * tariff at 375 px too.
 */

const CHAIRS = { catalogRefId: 'S1290', quantity: 1 }; // Comfy Stack Chairs, $200.99, furniture
const TABLE = { catalogRefId: 'S1289', quantity: 1 }; // Flexible Activity Table, $719, furniture, ships by freight quote
const EGIFT = { catalogRefId: 'S1326', quantity: 1 }; // Lakeshore E-Gift Card, $25, email delivery
const DETAILS = '/rest/model/atg/commerce/order/purchase/CheckoutActor/checkoutDetails';

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-widget="checkout"]')).toHaveAttribute('data-widget-state', 'ready', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible({ timeout: 15_000 });
}

for (const width of [1280, 375]) {
  test.describe(`furniture checkout at ${width} px`, () => {
    // Its business rule does not change with the width: declared at 1280 px only.
    const wide = testIf(width === 1280);
    test.use({ viewport: { width, height: 900 } });

    test("the furniture checkout shows its copy; a furniture order's group shows its tariff, the helper text and a freight quote", async ({ page }) => {
      await fillCart(page, [CHAIRS, TABLE]);
      const details = page.waitForRequest((r) => r.url().includes(DETAILS));
      await open(page, '/furniture/checkout-page');
      // The furniture site's checkout calls say so (spec section 7: Is-Furniture true or false).
      expect((await details).headers()['is-furniture']).toBe('true');
      // Its copy: the opt-in and the summary's help line are the furniture store's, not the school's.
      await expect(contact(page).getByRole('checkbox', { name: 'Yes, email me special offers, new furniture and space-planning ideas.' })).toBeVisible();
      await expect(contact(page).getByText(/classroom ideas/)).toHaveCount(0);
      await expect(await summaryLine(page, 'Shipping')).toHaveText('Quote to follow');
      await expect(summaryBox(page).getByText('Questions about your furniture? Talk to a space planner at')).toBeVisible();
      await expect(summaryBox(page).getByRole('link', { name: '1-800-778-4456' })).toBeVisible();
      // The ship group's tariff (3 % of $919.99) and the order's tariffHelperText (spec section 3).
      const ship = summaryBox(page).getByRole('group', { name: 'Ship to Address' });
      await expect(ship.getByText('Tariff', { exact: true })).toBeVisible();
      await expect(ship.getByText('$27.60', { exact: true })).toBeVisible();
      await expect(summaryBox(page).getByText('Imported furniture carries a tariff surcharge, shown with each group.')).toBeVisible();
      // 'quote to follow' (spec section 3), and the total with the tariff: $919.99 + $27.60.
      await expect(await summaryLine(page, 'Total')).toHaveText('$947.59');
      // Its styling (spec section 1): the furniture token set (data-site="furniture"), here its serif type and square corners.
      const style = await page.getByRole('button', { name: 'Submit Order' }).evaluate((b) => ({ font: getComputedStyle(b).fontFamily, radius: getComputedStyle(b).borderTopLeftRadius }));
      expect(style).toEqual({ font: expect.stringMatching(/^Georgia/), radius: '0px' });
      expect(await axe(page)).toEqual([]);
    });

    wide("an e-gift card's email-delivery group shows its shipping as FREE", async ({ page }) => {
      await fillCart(page, [SHIP, EGIFT]);
      await open(page, '/checkout-page');
      // $27.99 + $25; on a phone this opens the collapsed summary.
      await expect(await summaryLine(page, 'Total')).toHaveText('$52.99');
      const email = summaryBox(page).getByRole('group', { name: 'Email Delivery' });
      // Spec section 9: "Pickup and email delivery shipping are shown as FREE."
      await expect(email.getByText('Email delivery', { exact: true })).toBeVisible();
      await expect(email.getByText('FREE', { exact: true })).toBeVisible();
      await expect(email.getByText('$25.00', { exact: true })).toBeVisible();
      // The school store's checkout keeps the school's type and rounded corners.
      const style = await page.getByRole('button', { name: 'Submit Order' }).evaluate((b) => ({ font: getComputedStyle(b).fontFamily, radius: getComputedStyle(b).borderTopLeftRadius }));
      expect(style.font).not.toMatch(/Georgia/);
      expect(style.radius).not.toBe('0px');
      expect(await axe(page)).toEqual([]);
    });
  });
}
