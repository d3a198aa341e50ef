import { axeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';
import { chooseStoreNear } from './support/cart';
import { signInAs } from './support/session';

// Demo products (generated from a fixed seed): S1002 two colours (Green, Yellow) with a GSA price of $24.63;
// S1074 one SKU; S1112 sold out; S1223 store-only; S1326 e-gift card; S1302 furniture (shipping restricted).
const CART_SUMMARY = '/rest/model/atg/commerce/order/purchase/CartModifierActor/cartSummary';
const ADD_ITEM = '/rest/model/atg/commerce/order/purchase/CartModifierActor/addItemToOrder';

/** Opens a product page and waits for the add-to-cart island. */
async function openProduct(page: Page, path: string) {
  await page.goto(path);
  const marker = page.locator('[data-widget="add-to-cart"]');
  await expect(marker).toHaveAttribute('data-widget-state', 'ready');
  await expect(page.getByRole('button', { name: 'Add to List' })).toBeVisible();
  return page.locator('.pdp-buy');
}

/** The server's count of the session's cart lines (what the cart summary says). */
async function serverItemCount(page: Page): Promise<number> {
  const cart = (await (await page.request.get(CART_SUMMARY)).json()) as { cartSummary: { itemCount: number; merchandiseSubtotal: number } };
  return cart.cartSummary.itemCount;
}

test.describe('add-to-cart widget', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a multi-option product: the option error first, then success; the header count rises and the dialog shows the item', async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await openProduct(page, '/p/S1002/');
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    const color = page.getByRole('combobox', { name: 'Color' });
    await expect(color).toHaveValue('');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(color).toHaveAccessibleDescription('Please select a Color.');
    await expect(color).toBeFocused();
    expect(await serverItemCount(page)).toBe(0);

    await color.selectOption({ label: 'Yellow' });
    await expect(color).toHaveAccessibleDescription('');
    await expect(page).toHaveURL(/\/p\/S1002-2\/$/);
    await page.getByRole('combobox', { name: 'Quantity' }).selectOption('2');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Added to Cart' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Ready-to-Use Easel Paper - Yellow')).toBeVisible();
    await expect(dialog.getByText('Qty: 2')).toBeVisible();
    // (The item's price comes first; the carousel's cards below it have prices of their own.)
    await expect(dialog.getByText(/^\$\d+\.\d\d$/).first()).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/shopping-cart/');
    await expect(dialog.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout-page');
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    // Other tabs hear the new count too.
    await expect(other.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    expect(await serverItemCount(page)).toBe(2);
    const events = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'addToCart'));
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events[0])).toContain('S1002-2');
  });

  test('the button: disabled while adding, Added To Cart, fading at 2 s, back to Add to Cart at 5 s', async ({ page }) => {
    await page.clock.install();
    await openProduct(page, '/p/S1074/');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    await page.request.post('/rest/__test/faults', { data: { path: ADD_ITEM, delayMs: 800, times: 1 } });
    const button = page.getByRole('button', { name: 'Add to Cart', exact: true });
    await button.click();
    await expect(button).toBeDisabled();
    await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
    await page.keyboard.press('Escape');
    const added = page.getByRole('button', { name: 'Added To Cart' });
    await expect(added).toBeFocused();
    await expect(added).toBeDisabled();
    // Success green until 2 s, then it fades back to the button's blue.
    await expect(added).toHaveCSS('background-color', 'rgb(26, 127, 55)');
    await page.clock.runFor(1900);
    await expect(added).toHaveCSS('background-color', 'rgb(26, 127, 55)');
    await page.clock.runFor(100);
    await expect(added).toHaveCSS('background-color', 'rgb(11, 92, 173)');
    await expect(added).toBeDisabled();
    await page.clock.runFor(3000);
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Added To Cart' })).toHaveCount(0);
  });

  test('the product tag and flags: a clearance price is labelled Clearance, a gift card Gift Card, an exclusive product Exclusive (spec section 3)', async ({ page }) => {
    // S1016 is on clearance; S1326 is the e-gift card; S1034 is exclusive and tagged promo-eligible.
    await openProduct(page, '/p/S1016/');
    const buy = page.locator('[data-widget="add-to-cart"]');
    await expect(buy.getByText('Clearance', { exact: true })).toBeVisible();
    await expect(buy.getByText('Sale', { exact: true })).toHaveCount(0);
    await openProduct(page, '/p/S1326/');
    await expect(buy.getByText('Gift Card', { exact: true })).toBeVisible();
    await openProduct(page, '/p/S1034/');
    await expect(buy.getByText('Exclusive', { exact: true })).toBeVisible();
    await expect(buy.getByText('Promo Eligible', { exact: true })).toBeVisible();
  });

  test("the simulator's store-pickup sale (S1031) and additional savings (S1037) prices are shown beside the price paid online (spec section 3)", async ({ page }) => {
    const buy = page.locator('[data-widget="add-to-cart"]');
    await openProduct(page, '/p/S1031/');
    await expect(buy.getByText('$39.99', { exact: true })).toBeVisible();
    await expect(buy.getByText('Store Pickup Sale').locator('..')).toHaveText('Store Pickup Sale $33.99 Was $48.99');
    await openProduct(page, '/p/S1037/');
    await expect(buy.getByText('$22.99', { exact: true })).toBeVisible();
    await expect(buy.getByText('Additional Savings').locator('..')).toHaveText('Additional Savings $20.69');
    await expect(buy.getByText('Store Pickup Sale')).toHaveCount(0);
  });

  test('a gift card with a custom amount', async ({ page }) => {
    await openProduct(page, '/p/S1326/');
    await page.getByRole('combobox', { name: 'Design' }).selectOption({ label: 'Thank You' });
    await page.getByRole('combobox', { name: 'Amount' }).selectOption({ label: 'Custom Amount' });
    const custom = page.getByRole('textbox', { name: 'Custom amount ($)' });
    await custom.fill('600');
    await page.getByRole('textbox', { name: 'Recipient’s name' }).fill('Ana Ruiz');
    await page.getByRole('textbox', { name: 'Recipient’s email' }).fill('ana@example.com');
    await page.getByRole('textbox', { name: 'From (your name)' }).fill('Bo');
    await page.getByRole('textbox', { name: 'Message (optional)' }).fill('Thank you for a wonderful year!');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(custom).toHaveAccessibleDescription(/Please enter an amount from \$5\.00 to \$500\.00\./);
    await custom.fill('37.50');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Added to Cart' });
    await expect(dialog.getByText('$37.50 gift card for Ana Ruiz')).toBeVisible();
    const cart = (await (await page.request.get(CART_SUMMARY)).json()) as { cartSummary: { merchandiseSubtotal: number } };
    expect(cart.cartSummary.merchandiseSubtotal).toBe(37.5);
  });

  test('a store-only item asks for a store and offers the store finder', async ({ page }) => {
    await openProduct(page, '/p/S1223/');
    await expect(page.getByRole('radio', { name: 'Store Pickup' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Ship Item' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    const select = page.getByRole('button', { name: 'Select Store' });
    await expect(select).toHaveAccessibleDescription('Please select a store to continue.');
    await expect(select).toBeFocused();
    expect(await serverItemCount(page)).toBe(0);
  });

  test('a store-only item adds with the shopper’s store, showing its stock', async ({ page }) => {
    await signInAs(page.request, 'teacher@example.com');
    await openProduct(page, '/p/S1223/');
    await expect(page.getByText('Pick up at Carson, CA: In Stock')).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Added to Cart' }).getByText('Pick up at Carson')).toBeVisible();
    expect(await serverItemCount(page)).toBe(1);
  });

  test('a store-only item asks for a store, then adds after one is chosen in the store finder', async ({ page }) => {
    await openProduct(page, '/p/S1223/');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByText('Please select a store to continue.')).toBeVisible();
    await page.getByRole('button', { name: 'Select Store' }).click();
    // The store finder, opened by name with the SKU: each store shows its stock of it.
    await chooseStoreNear(page, '90745');
    await expect(page.getByText(/Pick up at Carson, CA/)).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
    expect(await serverItemCount(page)).toBe(1);
  });

  test('a sold-out item shows the message and no enabled button', async ({ page }) => {
    await openProduct(page, '/p/S1112/');
    // (The page's own copy of the message stays in the marker's hidden fallback.)
    await expect(page.getByText("We're sorry, this item is currently sold out online.").filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true, disabled: false })).toHaveCount(0);
    // A multi-option product with one option sold out asks for a different selection.
    await openProduct(page, '/p/S1033-2/');
    await expect(page.getByText('This item is currently sold out. Please try a different selection.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Pack' }).selectOption('S1033');
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeEnabled();
  });

  test('a double click adds once, and so does a click during a 409 replay', async ({ page }) => {
    await page.clock.install();
    await openProduct(page, '/p/S1074/');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).dblclick();
    await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
    expect(await serverItemCount(page)).toBe(1);
    await page.keyboard.press('Escape');
    // Wait out the 'Added To Cart' label (5 s, on the fake clock).
    await page.clock.runFor(5000);
    const button = page.getByRole('button', { name: 'Add to Cart', exact: true });
    await expect(button).toBeEnabled();

    // A stale confirmation number: the add answers 409, the client fetches a fresh one and replays (slowly).
    await page.request.post('/rest/__test/session', { data: { dynSessConf: '4242' } });
    await page.request.post('/rest/__test/faults', { data: { path: ADD_ITEM, delayMs: 600, times: 2 } });
    const box = (await button.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
    expect(await serverItemCount(page)).toBe(2);
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  });

  test("the dialog stays when a double click's second click lands on its backdrop; a click of its own there closes it", async ({ page }) => {
    await openProduct(page, '/p/S1074/');
    const button = page.getByRole('button', { name: 'Add to Cart', exact: true });
    const box = (await button.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.click(x, y);
    const dialog = page.getByRole('dialog', { name: 'Added to Cart' });
    await expect(dialog).toBeVisible();
    // A fast answer opens the dialog between the two clicks of a double click: the second lands on its backdrop.
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    await expect(dialog).toBeVisible();
    // A click of its own on the backdrop closes it.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    expect(await serverItemCount(page)).toBe(1);
  });

  test('a server form error appears beside its field and nothing typed is lost', async ({ page }) => {
    await openProduct(page, '/p/S1002-2/');
    await expect(page.getByRole('combobox', { name: 'Color' })).toHaveValue('S1002-2');
    await page.getByRole('combobox', { name: 'Quantity' }).selectOption('15+');
    const typed = page.getByRole('textbox', { name: 'Enter quantity' });
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(typed).toHaveAccessibleDescription('Please enter a quantity.');
    await typed.fill('999');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(typed).toHaveAccessibleDescription(/^Only \d+ left in stock\. Please enter a quantity of \d+ or less\.$/);
    await expect(typed).toHaveValue('999');
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeEnabled();
    expect(await serverItemCount(page)).toBe(0);
  });

  test('a GSA user sees the GSA price and no points; others see the points', async ({ page }) => {
    await openProduct(page, '/p/S1002/');
    const box = page.locator('[data-widget="add-to-cart"]');
    await expect(box.getByText('Earn 84 points with this item')).toBeVisible();
    await signInAs(page.request, 'gsa@example.com');
    await openProduct(page, '/p/S1002/');
    await expect(box.getByText('GSA', { exact: true })).toBeVisible();
    await expect(box.getByText('$24.63')).toBeVisible();
    await expect(box.getByText(/points/)).toHaveCount(0);
  });

  test('the chosen option survives a reload', async ({ page }) => {
    await openProduct(page, '/p/S1002/');
    const color = page.getByRole('combobox', { name: 'Color' });
    await color.selectOption({ label: 'Yellow' });
    await expect(page).toHaveURL(/\/p\/S1002-2\/$/);
    await page.reload();
    await expect(page.locator('[data-widget="add-to-cart"]')).toHaveAttribute('data-widget-state', 'ready');
    await expect(color).toHaveValue('S1002-2');
    await color.selectOption({ label: 'Green' });
    await expect(page).toHaveURL(/\/p\/S1002\/$/);
    await page.reload();
    await expect(page.locator('[data-widget="add-to-cart"]')).toHaveAttribute('data-widget-state', 'ready');
    await expect(color).toHaveValue('S1002');
  });

  test('a guest’s Add to List opens the account widget’s Sign In', async ({ page }) => {
    await openProduct(page, '/p/S1074/');
    await page.getByRole('button', { name: 'Add to List' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  });

  test('a signed-in shopper adds to a list; the added-to-list dialog confirms', async ({ page }) => {
    await signInAs(page.request, 'teacher@example.com');
    await openProduct(page, '/p/S1074/');
    await page.getByRole('button', { name: 'Add to List' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to List or Registry' });
    await dialog.getByRole('radio', { name: 'Create a new list' }).check();
    await dialog.getByRole('button', { name: 'Add' }).click();
    // The one create-a-list form: the spec's message first, then the field's hint.
    await expect(dialog.getByRole('textbox', { name: 'List name' })).toHaveAccessibleDescription(/^Please enter a list name\./);
    await dialog.getByRole('textbox', { name: 'List name' }).fill('Field <Trip> Kit');
    await expect(dialog.getByRole('textbox', { name: 'List name' })).toHaveValue('Field Trip Kit');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('dialog', { name: 'Added to List' }).getByText('Added to Field Trip Kit.')).toBeVisible();
  });

  test('the keyboard alone completes an add', async ({ page }) => {
    await openProduct(page, '/p/S1002/');
    const color = page.getByRole('combobox', { name: 'Color' });
    for (let i = 0; i < 80 && !(await color.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)); i++) await page.keyboard.press('Tab');
    await expect(color).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(color).toHaveValue('S1002');
    const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
    for (let i = 0; i < 12 && !(await add.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)); i++) await page.keyboard.press('Tab');
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Added to Cart' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Added To Cart' })).toBeFocused();
    expect(await serverItemCount(page)).toBe(1);
  });
});

test.describe('sticky bar', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('appears at 375 px after scrolling past half the window and hides near the page end', async ({ page }) => {
    await openProduct(page, '/p/S1074/');
    const bar = page.getByRole('region', { name: 'Add to Cart', exact: true });
    await expect(bar).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Add to Cart', exact: true })).toBeEnabled();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    await bar.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
    expect(await serverItemCount(page)).toBe(1);
  });

  test('a discontinued SKU (S1111) has no fixed bar where an available one has it; its main button stays, disabled', async ({ page }) => {
    // Spec section 4: the button is hidden when the SKU is discontinued and the fixed bar is used. The bar holds
    // only the price and the button, so the whole bar goes; the main button stays in the form, disabled.
    await openProduct(page, '/p/S1111/');
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    // The bar's rule (past half the window, not within 100 px of the end) holds at this scroll position...
    const at = await page.evaluate(() => ({ y: window.scrollY, h: window.innerHeight, end: document.documentElement.scrollHeight }));
    expect(at.y).toBeGreaterThan(at.h / 2);
    expect(at.y + at.h).toBeLessThan(at.end - 100);
    // ...and the island has read it (it reads the scroll once a frame).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(page.getByRole('region', { name: 'Add to Cart', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeDisabled();
  });

  test('is not shown on wider screens', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await openProduct(page, '/p/S1074/');
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    await expect(page.getByText('Product Details')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Add to Cart', exact: true })).toHaveCount(0);
  });
});

/** Each dialog of the widget (and the form with its errors), opened on a product page. */
const DIALOG_CASES: { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'the product form, the store pickup info and the added-to-cart dialog',
    open: async (page) => {
      await openProduct(page, '/p/S1074/');
      await axe(page, 'product form');
      await page.getByRole('button', { name: 'How store pickup works' }).click();
      await expect(page.getByRole('dialog', { name: 'Buy Online…Pick Up in Store!' })).toBeVisible();
      await axe(page, 'store pickup info');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
      await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
      await axe(page, 'added to cart');
    },
  },
  {
    name: 'the store error and the store-only pick-up info',
    open: async (page) => {
      await openProduct(page, '/p/S1223/');
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expect(page.getByText('Please select a store to continue.')).toBeVisible();
      await axe(page, 'store error');
      await page.getByRole('button', { name: 'Why store pickup only?' }).click();
      await expect(page.getByRole('dialog', { name: 'In-Store Pick-Up Only' })).toBeVisible();
      await axe(page, 'store-only info');
    },
  },
  {
    name: 'the shipping restrictions',
    open: async (page) => {
      await openProduct(page, '/p/S1302/');
      await page.getByRole('button', { name: 'Shipping Restrictions' }).click();
      await expect(page.getByRole('dialog', { name: 'Shipping Restrictions' })).toBeVisible();
      await axe(page, 'shipping restrictions');
    },
  },
  {
    name: 'the gift card form with its errors',
    open: async (page) => {
      await openProduct(page, '/p/S1326/');
      await page.getByRole('combobox', { name: 'Amount' }).selectOption({ label: 'Custom Amount' });
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expect(page.getByText('Please enter the recipient’s name.')).toBeVisible();
      await axe(page, 'gift card errors');
    },
  },
  {
    name: 'the add-to-list and added-to-list dialogs',
    open: async (page) => {
      await signInAs(page.request, 'teacher@example.com');
      await openProduct(page, '/p/S1074/');
      await page.getByRole('button', { name: 'Add to List' }).click();
      const list = page.getByRole('dialog', { name: 'Add to List or Registry' });
      await expect(list.getByRole('radio', { name: 'Classroom Wish List' })).toBeChecked();
      await axe(page, 'add to list');
      await list.getByRole('button', { name: 'Add' }).click();
      await expect(page.getByRole('dialog', { name: 'Added to List' })).toBeVisible();
      await axe(page, 'added to list');
    },
  },
];

async function axe(page: Page, what: string) {
  const violations = await axeViolations(page);
  // Rule, nodes and the first failure summary: enough to act on when it fails.
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${String(n.target)} (${n.failureSummary ?? ''})`).join('; ')}`),
    what,
  ).toEqual([]);
}

for (const width of [1280, 375]) {
  for (const c of DIALOG_CASES) {
    test(`axe finds no violation at ${width} px: ${c.name}`, async ({ page }) => {
      test.setTimeout(60_000);
      // The header's eyebrow carousel starts paused under reduced motion; otherwise axe can catch one of its
      // messages mid-fade (a contrast failure of the header's, at a random moment).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      await c.open(page);
    });
  }
}
