import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { axeViolations as axe } from './support/axe';
import { signInAs } from './support/session';

// The simulator's inventory call, written out: the labels must match what it says.
const INVENTORY = '/rest/model/ll/commerce/inventory/InventoryActor/storeInventory';
const SET_STORE = '/rest/model/ll/commerce/locations/StoreLocatorActor/setStore';

/** A store's card in a list: the list item named by the store's heading. */
const card = (scope: Locator, name: string) => scope.getByRole('listitem').filter({ has: scope.page().getByRole('heading', { name, exact: true }) });
const names = (list: Locator) => list.getByRole('heading', { level: 3 }).allTextContents();

async function locator(page: Page, title = 'Find Another Store') {
  await page.goto('/stores/locator');
  const finder = page.getByRole('region', { name: title });
  const zip = finder.getByRole('textbox', { name: 'Zip Code' });
  await expect(zip).toBeVisible();
  return { finder, zip };
}

async function productDialog(page: Page, path = '/p/S1002/', title = 'Find Another Store') {
  await page.goto(path);
  // The marker loads when it comes into view.
  const marker = page.locator('[data-widget="store-finder"]');
  await marker.scrollIntoViewIfNeeded();
  await expect(marker).toHaveAttribute('data-widget-state', 'ready');
  const trigger = page.getByRole('button', { name: 'Check Store Availability' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return { trigger, dialog, zip: dialog.getByRole('textbox', { name: 'Zip Code' }) };
}

const stockOf = async (request: APIRequestContext, storeId: string, skuId: string) => {
  const body = (await (await request.post(INVENTORY, { data: { storeId, type: 'store', skuIds: [{ skuId, qty: 1 }] } })).json()) as {
    inventory: { stockLevel: string; isInStorePickupEligible: boolean }[];
  };
  return body.inventory[0]!;
};

test.describe('store finder', () => {
  test('searching 90745 lists the stores nearest first, each with its details', async ({ page }) => {
    const { finder, zip } = await locator(page);
    await expect(finder.getByRole('list')).toHaveCount(0);
    await expect(zip).toHaveAttribute('placeholder', 'Enter Zip Code');
    await zip.fill('90745');
    await zip.press('Enter');
    const list = finder.getByRole('list', { name: 'Stores near 90745' });
    await expect(list).toBeVisible();
    const shown = await names(list);
    expect(shown.slice(0, 3)).toEqual(['Carson', 'Torrance', 'Long Beach']);
    const miles = (await list.getByText(/^\d+\.\d mi$/).allTextContents()).map((t) => parseFloat(t));
    expect(miles).toHaveLength(shown.length);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(Math.max(...miles)).toBeLessThanOrEqual(100);
    const carson = card(list, 'Carson');
    await expect(carson).toContainText('20750 S Avalon Blvd');
    await expect(carson).toContainText('Carson, CA 90745');
    await expect(carson.getByRole('link', { name: /^\(310\)/ })).toHaveAttribute('href', /^tel:310\d{7}$/);
    await expect(carson.getByRole('link', { name: 'View Map' })).toHaveAttribute('href', /\/stores\/locator\/001-carson/);
    await expect(carson.getByRole('button', { name: 'Make Your Store' })).toBeEnabled();
    const more = carson.getByRole('button', { name: 'More info' });
    await more.click();
    await expect(carson.getByRole('button', { name: 'Less info' })).toHaveAttribute('aria-expanded', 'true');
    await expect(carson.getByRole('heading', { name: 'Store Hours' })).toBeVisible();
    await expect(carson.getByText(/^(Mon-Fri|Mon-Sat):/)).toBeVisible();
  });

  test("an empty search shows the spec's zip message; a zip with no store near it shows the no-store message; an unknown zip is named", async ({ page }) => {
    const { finder, zip } = await locator(page);
    await finder.getByRole('button', { name: 'Search' }).click();
    await expect(finder.getByText('Please enter a valid zip code.')).toBeVisible();
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toBeFocused();
    await zip.pressSequentially('99950');
    await expect(zip).not.toHaveAttribute('aria-invalid');
    await zip.press('Enter');
    await expect(finder.getByRole('alert')).toHaveText('There are no stores within 100 miles of 99950.');
    await expect(finder.getByRole('list')).toHaveCount(0);
    await zip.fill('00000');
    await zip.press('Enter');
    await expect(finder.getByText(/could not find the zip code 00000/)).toBeVisible();
  });

  test('the zip field takes digits and hyphens only, at most 10', async ({ page }) => {
    const { zip } = await locator(page);
    await zip.pressSequentially('9e0a745-12345');
    await expect(zip).toHaveValue('90745-1234');
  });

  test.describe('Use My Current Location (a phone, 375 px)', () => {
    test.use({ geolocation: { latitude: 41.8858, longitude: -87.6181 }, permissions: ['geolocation'], viewport: { width: 375, height: 800 } });
    test('granted: the stores nearest the position', async ({ page }) => {
      const { finder } = await locator(page, 'Find Store');
      await finder.getByRole('button', { name: 'Use My Current Location' }).click();
      const list = finder.getByRole('list', { name: 'Stores near your location' });
      await expect(list).toBeVisible();
      expect((await names(list)).slice(0, 3)).toEqual(['Chicago Lincoln Park', 'Skokie', 'Schaumburg']);
    });

    test('denied: the location error', async ({ page, context }) => {
      await context.clearPermissions();
      const { finder } = await locator(page, 'Find Store');
      await finder.getByRole('button', { name: 'Use My Current Location' }).click();
      await expect(finder.getByRole('alert')).toHaveText(/could not get your location/);
      await expect(finder.getByRole('list')).toHaveCount(0);
    });
  });

  test("'Find Another Store' in the header opens the dialog; Make Your Store changes the header at once, and in a second tab", async ({ page, context }) => {
    await signInAs(page.request, 'teacher@example.com');
    await page.goto('/');
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByRole('button', { name: /^Your Store: Carson, CA/ })).toBeVisible();
    await page.evaluate(() => {
      const w = window as unknown as { __selected: unknown[] };
      w.__selected = [];
      document.addEventListener('storefront:store-selected', (e) => w.__selected.push((e as CustomEvent).detail));
    });

    await page.getByRole('button', { name: /^Your Store: Carson, CA/ }).click();
    await page.getByRole('button', { name: 'Find Another Store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find Another Store' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Choose location')).toBeVisible();
    const zip = dialog.getByRole('textbox', { name: 'Zip Code' });
    await expect(zip).toBeFocused();
    await zip.fill('90745');
    await zip.press('Enter');
    await expect(card(dialog, 'Carson').getByRole('button', { name: 'Your Store' })).toBeDisabled();
    await card(dialog, 'Torrance').getByRole('button', { name: 'Make Your Store' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('button', { name: /^Your Store: Torrance, CA/ })).toBeFocused();
    await expect(other.getByRole('button', { name: /^Your Store: Torrance, CA/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __selected: { store: { id: string } }[] }).__selected.map((d) => d.store.id))).toEqual(['ST002']);
    expect(await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'store-select'))).toEqual([expect.objectContaining({ storeId: 'ST002', storeName: 'Torrance' })]);
    // The session has it too: a fresh page says the same.
    await page.reload();
    await expect(page.getByRole('button', { name: /^Your Store: Torrance, CA/ })).toBeVisible();
  });

  test('on a product page the stock labels match the inventory, Available stores come first and the others cannot be chosen', async ({ page }) => {
    const { dialog, zip } = await productDialog(page);
    await zip.fill('90745');
    await zip.press('Enter');
    const list = dialog.getByRole('list', { name: 'Stores near 90745' });
    await expect(list).toBeVisible();
    await expect(list.getByText('Checking stock…')).toHaveCount(0);
    const shown = await names(list);
    expect(shown.length).toBeGreaterThan(5);
    const LABEL: Record<string, RegExp> = { Available: /In Stock/, Unavailable: /Sold Out/, LimitedStock: /Limited Stock \(call store for details\)/ };
    let seenBlocked = false;
    const labels = new Set<string>();
    for (const name of shown) {
      const c = card(list, name);
      // The store's id is in its page address (/stores/locator/001-carson is ST001).
      const id = 'ST' + /\/stores\/locator\/(\d+)-/.exec((await c.getByRole('link', { name: 'View Map' }).getAttribute('href')) ?? '')![1];
      const inv = await stockOf(page.request, id, 'S1002');
      const pickup = inv.isInStorePickupEligible && inv.stockLevel === 'Available';
      const expected = pickup ? /In Stock/ : inv.stockLevel === 'Available' ? /Not Eligible for In\u2011Store Pickup/ : LABEL[inv.stockLevel]!;
      await expect(c).toContainText(expected);
      labels.add(expected.source);
      if (pickup) {
        expect(seenBlocked, `${name} is Available but listed after a store that is not`).toBe(false);
        await expect(c.getByRole('button', { name: 'Make Your Store' })).toBeEnabled();
      } else {
        seenBlocked = true;
        await expect(c.getByRole('button', { name: 'Make Your Store' })).toBeDisabled();
      }
    }
    // The fixture SKU shows every kind of label near 90745.
    expect(labels.size).toBeGreaterThanOrEqual(3);
  });

  test('the change-store confirmation: Cancel keeps the store, Change Store changes it', async ({ page }) => {
    await signInAs(page.request, 'teacher@example.com');
    await page.request.post('/rest/__test/cart', { data: { lines: [{ catalogRefId: 'S1001', quantity: 2, instorePickUpOpted: true, locationId: 'ST001' }] } });
    await page.goto('/');
    await page.getByRole('button', { name: /^Your Store: Carson, CA/ }).click();
    await page.getByRole('button', { name: 'Find Another Store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find Another Store' });
    const zip = dialog.getByRole('textbox', { name: 'Zip Code' });
    await zip.fill('90745');
    await zip.press('Enter');
    const make = card(dialog, 'Long Beach').getByRole('button', { name: 'Make Your Store' });
    await make.click();
    const confirm = page.getByRole('alertdialog', { name: 'Change Your Store?' });
    await expect(confirm).toContainText('Your cart has 2 items for pickup at Carson.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(make).toBeFocused();
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: /^Your Store: Carson, CA/ })).toBeAttached();

    const sent: string[] = [];
    page.on('request', (r) => r.url().includes(SET_STORE) && sent.push(r.postData() ?? ''));
    await make.click();
    await confirm.getByRole('button', { name: 'Change Store' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^Your Store: Long Beach, CA/ })).toBeVisible();
    expect(sent.map((b) => new URLSearchParams(b).get('updateConfirmed'))).toEqual([null, 'true']);
  });

  test('a store that closed unexpectedly shows its message and stays unselected', async ({ page }) => {
    const { finder, zip } = await locator(page);
    await zip.fill('96814');
    await zip.press('Enter');
    await card(finder, 'Honolulu').getByRole('button', { name: 'Make Your Store' }).click();
    await expect(finder.getByRole('alert')).toHaveText('This store has closed unexpectedly and cannot take pickup orders right now. Please choose another store.');
    await expect(card(finder, 'Honolulu').getByRole('button', { name: 'Make Your Store' })).toBeEnabled();
  });

  test("on the store locator the header's store button takes the shopper to the finder in the page, no dialog", async ({ page }) => {
    const { zip } = await locator(page);
    await page.getByRole('button', { name: 'Choose Your Store' }).click();
    await expect(zip).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the keyboard alone completes a selection', async ({ page }) => {
    const { trigger, dialog: opened } = await productDialog(page);
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Find Another Store' });
    await expect(dialog.getByRole('textbox', { name: 'Zip Code' })).toBeFocused();
    await page.keyboard.type('90745');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('list')).toBeVisible();
    await expect(dialog.getByText('Checking stock…')).toHaveCount(0);
    const first = dialog.getByRole('listitem').first();
    const name = await first.getByRole('heading').textContent();
    const make = first.getByRole('button', { name: 'Make Your Store' });
    await expect(make).toBeEnabled();
    for (let i = 0; i < 60 && !(await make.evaluate((el) => el.matches(':focus'))); i++) await page.keyboard.press('Tab');
    await expect(make).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page.getByRole('button', { name: new RegExp(`^Your Store: ${name}, `) })).toBeVisible();
  });
});

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test.beforeEach(async ({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

    test(`'Use My Current Location' ${width < 768 ? 'shows' : 'does not show'} at ${width} px: on phones only (spec section 2)`, async ({ page }) => {
      const { dialog } = await productDialog(page, '/p/S1002/', width < 768 ? 'Choose Store' : 'Find Another Store');
      await expect(dialog.getByRole('button', { name: 'Search' })).toBeVisible();
      if (width < 768) await expect(dialog.getByRole('button', { name: 'Use My Current Location' })).toBeVisible();
      else await expect(dialog.getByRole('button', { name: 'Use My Current Location' })).toHaveCount(0);
      // The store locator page's finder too.
      const { finder } = await locator(page, width < 768 ? 'Find Store' : 'Find Another Store');
      await expect(finder.getByRole('button', { name: 'Search' })).toBeVisible();
      await expect(finder.getByRole('button', { name: 'Use My Current Location' })).toHaveCount(width < 768 ? 1 : 0);
    });

    test('the dialog with stores, stock and More info open has no axe violations', async ({ page }) => {
      // Three whole-page axe runs on a shared machine.
      test.setTimeout(90_000);
      const { dialog, zip } = await productDialog(page, '/p/S1002/', width < 768 ? 'Choose Store' : 'Find Another Store');
      expect(await axe(page)).toEqual([]);
      await zip.fill('90745');
      await zip.press('Enter');
      await expect(dialog.getByRole('list')).toBeVisible();
      await expect(dialog.getByText('Checking stock…')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'More info' }).first().click();
      expect(await axe(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Search' }).focus();
      await zip.fill('');
      await zip.press('Enter');
      await expect(dialog.getByText('Please enter a valid zip code.')).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: `test-results/store-finder-${width}.png` });
    });
  });
}
