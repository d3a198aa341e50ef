import { axeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';
import { existsSync } from 'node:fs';
import { fillCart } from './support/cart';
import { signInAs } from './support/session';

// Paths written out (not imported from the client's endpoint table), so a wrong client path fails here.
const UPDATE = '/rest/model/atg/commerce/order/purchase/CartModifierActor/updateItemQuantity';
const INIT = '/rest/model/ll/commerce/init/InitActor/initData';

const PAPER = { catalogRefId: 'S1002', name: 'Ready-to-Use Easel Paper - Green' }; // $27.99
const PASTELS = { catalogRefId: 'S1005', name: 'Chubby Oil Pastels - Single' }; // $18.99 on sale

async function openCart(page: Page): Promise<void> {
  await page.goto('/shopping-cart/');
  await expect(page.locator('[data-widget="cart"]')).toHaveAttribute('data-widget-state', 'ready');
}

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });
const calls = async (page: Page, path: string): Promise<number> => {
  const { counts } = (await (await page.request.get('/rest/__test/requests')).json()) as { counts: Record<string, number> };
  return counts[`POST ${path}`] ?? 0;
};
const axe = (page: Page) => axeViolations(page, '[data-widget="cart"]');

test.describe('cart at 1280', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('two products in the cart: the stepper raises one, one update call once the shopper stops, total and header count follow (other tabs too)', async ({ page, context }) => {
    // The add-to-cart widget is built in parallel; the cart is filled through the test endpoint.
    await fillCart(page, [
      { catalogRefId: PAPER.catalogRefId, quantity: 1 },
      { catalogRefId: PASTELS.catalogRefId, quantity: 1 },
    ]);
    await openCart(page);
    await expect(page.getByRole('heading', { name: 'Items (2)' })).toBeVisible();
    await expect(summary(page)).toContainText('Estimated Total$55.93');
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await page.request.delete('/rest/__test/requests');

    const plus = page.getByRole('button', { name: `Increase quantity, ${PAPER.name}` });
    await plus.click();
    const first = Date.now();
    await plus.click();
    // The widget waits 600 ms after the last press; on a stalled machine the gap itself may exceed it.
    const gap = Date.now() - first;
    await expect(page.getByRole('textbox', { name: `Quantity, ${PAPER.name}` })).toHaveValue('3');
    // 3 x 27.99 + 18.99 = 102.96, over $79: shipping is free.
    await expect(summary(page)).toContainText('Estimated Total$102.96');
    await expect(summary(page)).toContainText('Estimated ShippingFREE');
    await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
    const n = await calls(page, UPDATE);
    if (gap < 500) expect(n).toBe(1);
    else expect([1, 2]).toContain(n);
  });

  test('two products added from their pages are in the cart; the stepper raises one and the header follows', async ({ page }) => {
    // Runs once the add-to-cart widget is on this branch (built in parallel); the other tests fill the cart directly.
    test.skip(!existsSync('widgets/add-to-cart/index.ts'), 'the add-to-cart widget has not landed yet');
    for (const [path, option, value] of [
      ['/p/S1002/', 'Color', 'Green'],
      ['/p/S1005/', 'Pack', 'Single'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('[data-widget="add-to-cart"]')).toHaveAttribute('data-widget-state', 'ready');
      await page.getByRole('combobox', { name: option }).selectOption({ label: value });
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
    }
    await page.getByRole('dialog', { name: 'Added to Cart' }).getByRole('link', { name: 'View Cart' }).click();
    await expect(page).toHaveURL(/\/shopping-cart\/$/);
    await expect(page.getByRole('heading', { name: 'Items (2)' })).toBeVisible();
    await expect(page.getByRole('link', { name: PAPER.name })).toBeVisible();
    await expect(page.getByRole('link', { name: PASTELS.name })).toBeVisible();
    await page.getByRole('button', { name: `Increase quantity, ${PASTELS.name}` }).click();
    await expect(summary(page)).toContainText('Subtotal$65.97');
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  });

  test('Checkout right after a press sends the waiting change first', async ({ page }) => {
    await fillCart(page, [{ catalogRefId: PAPER.catalogRefId, quantity: 1 }]);
    await openCart(page);
    await page.getByRole('button', { name: `Increase quantity, ${PAPER.name}` }).click();
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await page.waitForURL('**/checkout-page');
    const cart = (await (await page.request.get('/rest/model/atg/commerce/order/purchase/CartModifierActor/cartSummary')).json()) as { allLines: { quantity: number }[] };
    expect(cart.allLines[0]!.quantity).toBe(2);
  });

  test('set to 0, the trash icon removes the line (no update call for 0)', async ({ page }) => {
    await fillCart(page, [
      { catalogRefId: PAPER.catalogRefId, quantity: 1 },
      { catalogRefId: PASTELS.catalogRefId, quantity: 1 },
    ]);
    await openCart(page);
    await page.request.delete('/rest/__test/requests');
    const minus = page.getByRole('button', { name: `Decrease quantity, ${PASTELS.name}` });
    await minus.click();
    await expect(page.getByRole('textbox', { name: `Quantity, ${PASTELS.name}` })).toHaveValue('0');
    await expect(minus).toBeDisabled();
    await page.getByRole('button', { name: `Remove ${PASTELS.name}` }).click();
    await expect(page.getByRole('link', { name: PASTELS.name })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: `${PASTELS.name} was removed from your cart.` })).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Items (1)' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    expect(await calls(page, UPDATE)).toBe(0);
  });

  test('a quantity above the stock gives the server message and the old quantity back; a failed call explains too', async ({ page }) => {
    await fillCart(page, [{ catalogRefId: PAPER.catalogRefId, quantity: 2 }]);
    await openCart(page);
    const box = page.getByRole('textbox', { name: `Quantity, ${PAPER.name}` });
    await box.fill('999');
    await box.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(/^We're sorry, only \d+ of Ready-to-Use Easel Paper - Green are available\. Please lower the quantity\.$/);
    await expect(box).toHaveValue('2');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(summary(page)).toContainText('Subtotal$55.98');

    await page.request.post('/rest/__test/faults', { data: { path: UPDATE, status: 500, times: 1 } });
    await box.fill('3');
    await box.blur();
    await expect(page.getByRole('alert')).toHaveText('We could not update this item right now. Your previous quantity is back. Please try again.');
    await expect(box).toHaveValue('2');
    await page.getByRole('button', { name: `Increase quantity, ${PAPER.name}` }).click();
    await expect(summary(page)).toContainText('Subtotal$83.97');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('promo codes: SAVE10 applies with its discount, unknown and empty codes give their errors, revoke removes it', async ({ page }) => {
    await fillCart(page, [{ catalogRefId: PAPER.catalogRefId, quantity: 1 }]);
    await openCart(page);
    const code = page.getByRole('textbox', { name: 'Enter promo code' });
    const apply = page.getByRole('button', { name: 'Apply' });
    await apply.click();
    await expect(page.getByText('Please enter a valid code.')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');

    await code.fill('nope-99');
    await expect(code).toHaveValue('nope99');
    await apply.click();
    await expect(page.getByText('Sorry, NOPE99 is not a valid promo code. Please check the code and try again.')).toBeVisible();
    await expect(code).toHaveValue('nope99');

    await code.fill('SAVE10');
    await apply.click();
    const applied = page.getByRole('list', { name: 'Applied promotions' });
    await expect(applied).toContainText('SAVE10');
    await expect(applied).toContainText('10% off your order');
    await expect(applied).toContainText('-$2.80');
    await expect(summary(page)).toContainText('Discounts-$2.80');
    await expect(code).toHaveValue('');

    await code.fill('BIG50');
    await apply.click();
    await expect(page.getByText('Spend $472.01 more to get $50 off with BIG50.')).toBeVisible();

    await page.getByRole('button', { name: 'Remove promo code SAVE10' }).click();
    await expect(applied).not.toContainText('SAVE10');
    await expect(summary(page)).not.toContainText('Discounts');

    await code.fill('SPRING24');
    await apply.click();
    await expect(page.getByText('Sorry, the promo code SPRING24 has expired.')).toBeVisible();
  });

  test('a GSA user sees no promo box and no rewards points', async ({ page }) => {
    await signInAs(page.request, 'gsa@example.com');
    await fillCart(page, [{ catalogRefId: PAPER.catalogRefId, quantity: 1 }]);
    await openCart(page);
    await expect(summary(page)).toContainText('Estimated Total');
    await expect(page.getByRole('textbox', { name: 'Enter promo code' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Promo Code' })).toHaveCount(0);
    await expect(summary(page)).not.toContainText('rewards points');
    await expect(page.getByRole('button', { name: 'PayPal Checkout' })).toHaveCount(0);
  });

  test('PayPal: Loading PayPal... until the configuration is there, then the stand-in completes and lands on /checkout-page', async ({ page }) => {
    await fillCart(page, [{ catalogRefId: PAPER.catalogRefId, quantity: 1 }]);
    await page.request.post('/rest/__test/faults', { data: { path: INIT, delayMs: 1500, times: 1 } });
    await openCart(page);
    await expect(page.getByText('Loading PayPal...')).toBeVisible();
    const scripts = () => page.evaluate(() => [...document.querySelectorAll('script[src*="paypal"]')].map((s) => ({ src: (s as HTMLScriptElement).src, nonce: (s as HTMLScriptElement).nonce })));
    await page.getByRole('button', { name: 'PayPal Checkout' }).click();
    await expect(page.getByText('Loading PayPal...')).toHaveCount(0);
    const [script] = await scripts();
    expect(script!.src).toMatch(/\/static\/paypal\/sdk\.js\?client-id=demo-paypal-client&disable-funding=credit%2Ccard&intent=authorize&components=buttons$/);
    expect(script!.nonce).not.toBe('');
    const wallet = page.getByRole('dialog', { name: 'PayPal (demo)' });
    await wallet.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.waitForURL('**/checkout-page');
    const { conversions, paypal } = (await (await page.request.get('/rest/__test/conversions')).json()) as { conversions: { productIds: string[] }[]; paypal: { approved: boolean } };
    expect(paypal.approved).toBe(true);
    expect(conversions[0]!.productIds).toEqual(['P1002']);
  });

  test('PayPal errors are logged and shown: a refused Apply PayPal, and a wallet script that cannot load', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await fillCart(page, [{ catalogRefId: PAPER.catalogRefId, quantity: 1 }]);
    const refusal = '{"formError":true,"formExceptions":[{"propertyPath":"","localizedMessage":"PayPal is resting. Please try again later.","errorCode":"x"}]}';
    await page.request.post('/rest/__test/faults', { data: { path: '/rest/model/atg/commerce/order/purchase/PurchaseActor/applyPayPalLight', status: 200, body: refusal, times: 1 } });
    await openCart(page);
    await page.getByRole('button', { name: 'PayPal Checkout' }).click();
    await expect(page.getByRole('alert')).toHaveText('PayPal is resting. Please try again later.');
    await expect(page.getByRole('dialog', { name: 'PayPal (demo)' })).toHaveCount(0);
    expect(errors.some((e) => e.includes('PayPal form error: PayPal is resting.'))).toBe(true);
    expect(errors.some((e) => e.includes('PayPal error'))).toBe(true);

    await page.route('**/static/paypal/**', (route) => route.abort());
    await openCart(page);
    await expect(page.getByRole('alert')).toHaveText('PayPal is not available right now. Please check out with another payment method.');
    await expect(page.getByRole('button', { name: 'Checkout', exact: true })).toBeEnabled();
    expect(errors.some((e) => e.includes('the PayPal script could not be loaded from'))).toBe(true);
  });

  test('a cart over 8000 does not offer PayPal; an order needing a shipping quote says why', async ({ page }) => {
    await fillCart(page, [{ catalogRefId: 'S1047', quantity: 77 }]); // 77 x 104.99 = 8084.23
    await openCart(page);
    await expect(summary(page)).toContainText('Estimated Total$8,084.23');
    await expect(page.getByText('PayPal is available for orders up to $8,000.00.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'PayPal Checkout' })).toHaveCount(0);
    expect(await page.evaluate(() => document.querySelectorAll('script[src*="paypal"]').length)).toBe(0);

    await fillCart(page, [{ catalogRefId: 'S1289', quantity: 1 }]); // furniture shipped by freight
    await openCart(page);
    await expect(page.getByText('Since this order requires a shipping quote, PayPal is not an available payment option.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'PayPal Checkout' })).toHaveCount(0);
  });

  test('the empty cart says so and links to shopping', async ({ page }) => {
    await fillCart(page, []);
    await openCart(page);
    await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Checkout', exact: true })).toHaveCount(0);
  });

  test('unavailable lines stand apart with their reason and leave Checkout disabled when nothing else is left', async ({ page }) => {
    await fillCart(page, [{ catalogRefId: 'S1026', quantity: 1 }]);
    await openCart(page);
    await expect(page.getByRole('heading', { name: 'Unavailable Items' })).toBeVisible();
    await expect(page.getByText("We're sorry, this item is currently sold out online.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Checkout', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Remove Fluorescent Watercolor Set - Purple' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
  });

  test('pickup: with a selected store the line switches to it; rewards points show', async ({ page }) => {
    await page.request.post('/rest/__test/cart-flags', { data: { selectedStoreId: 'ST001' } });
    await fillCart(page, [{ catalogRefId: PASTELS.catalogRefId, quantity: 1 }]);
    await openCart(page);
    await expect(summary(page)).toContainText('You will earn 57 rewards points with this order.');
    await page.getByRole('radio', { name: 'Pick Up in Store' }).click();
    await expect(page.getByText('Pick up at Carson, CA')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Pick Up in Store' })).toBeChecked();
    await page.getByRole('radio', { name: 'Ship to Me' }).click();
    await expect(page.getByRole('radio', { name: 'Ship to Me' })).toBeChecked();
    await expect(page.getByText('Pick up at Carson, CA')).toHaveCount(0);
  });

  test("pickup without a store opens the store finder; the store chosen there becomes the line's pickup store", async ({ page }) => {
    await fillCart(page, [{ catalogRefId: PASTELS.catalogRefId, quantity: 1 }]);
    await openCart(page);
    await page.getByRole('radio', { name: 'Pick Up in Store' }).click();
    const finder = page.getByRole('dialog', { name: 'Find Another Store' });
    await expect(finder).toBeVisible();
    const zip = finder.getByRole('textbox', { name: 'Zip Code' });
    await zip.fill('90745');
    await zip.press('Enter');
    await finder
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Carson', exact: true }) })
      .getByRole('button', { name: 'Make Your Store' })
      .click();
    await expect(finder).toBeHidden();
    await expect(page.getByText('Pick up at Carson, CA')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Pick Up in Store' })).toBeChecked();
  });

  test('pickup without a store asks the store finder (or says to select a store when it cannot open)', async ({ page }) => {
    await fillCart(page, [{ catalogRefId: PASTELS.catalogRefId, quantity: 1 }]);
    await openCart(page);
    await page.evaluate(() => {
      const w = window as unknown as { __opened: unknown[]; StorefrontWidgets: { open: (n: string, p?: unknown) => Promise<boolean> } };
      w.__opened = [];
      const real = w.StorefrontWidgets.open.bind(w.StorefrontWidgets);
      w.StorefrontWidgets.open = (name, props) => (w.__opened.push({ name, props }), name === 'store-finder' ? Promise.resolve(false) : real(name, props));
    });
    // The choice stays with the server's answer: the radio is clicked, not checked.
    await page.getByRole('radio', { name: 'Pick Up in Store' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select a store to continue.');
    await expect(page.getByRole('radio', { name: 'Ship to Me' })).toBeChecked();
    expect(await page.evaluate(() => (window as unknown as { __opened: unknown[] }).__opened)).toEqual([{ name: 'store-finder', props: { context: 'cart', skuId: 'S1005' } }]);
  });

  test('axe: no violation in the cart at 1280', async ({ page }) => {
    await fillCart(page, [
      { catalogRefId: PAPER.catalogRefId, quantity: 1 },
      { catalogRefId: PASTELS.catalogRefId, quantity: 1 },
      { catalogRefId: 'S1026', quantity: 1 },
    ]);
    await openCart(page);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Please enter a valid code.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'PayPal Checkout' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    // Applied promotions and a qualifier message shown as the code's form error.
    await page.getByRole('textbox', { name: 'Enter promo code' }).fill('SAVE10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('textbox', { name: 'Enter promo code' }).fill('BIG50');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toContainText('more to get $50 off with BIG50.');
    expect(await axe(page)).toEqual([]);
  });

  test('keyboard only: change a quantity, apply a code and reach checkout', async ({ page }) => {
    await fillCart(page, [{ catalogRefId: PAPER.catalogRefId, quantity: 1 }]);
    await openCart(page);
    const tabTo = async (name: string) => {
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          let a: Element | null = document.activeElement;
          while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
          return (
            a?.getAttribute('aria-label') ||
            a?.textContent?.trim() ||
            (a?.id && a.getRootNode() instanceof ShadowRoot ? ((a.getRootNode() as ShadowRoot).querySelector(`label[for="${a.id}"]`)?.textContent ?? '') : '')
          );
        });
        if (focused === name) return;
      }
      throw new Error(`Tab never reached ${name}`);
    };
    await tabTo(`Increase quantity, ${PAPER.name}`);
    await page.keyboard.press('Enter');
    await expect(summary(page)).toContainText('Subtotal$55.98');
    await tabTo('Enter promo code');
    await page.keyboard.type('SAVE10');
    await page.keyboard.press('Enter');
    await expect(summary(page)).toContainText('Discounts-$5.60');
    await tabTo('Checkout');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/checkout-page');
  });
});

test.describe('cart at 375', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('axe: no violation at 375, with the registry-address dialog open; declining keeps the wallet closed, confirming opens it, cancel returns to the cart', async ({ page }) => {
    await fillCart(page, [
      { catalogRefId: PAPER.catalogRefId, quantity: 1 },
      { catalogRefId: PASTELS.catalogRefId, quantity: 2 },
    ]);
    await page.request.post('/rest/__test/cart-flags', { data: { registryOrder: true, clearListWarning: true } });
    await openCart(page);
    expect(await axe(page)).toEqual([]);

    const paypal = page.getByRole('button', { name: 'PayPal Checkout' });
    await paypal.click();
    const registry = page.getByRole('dialog', { name: 'Registry Address' });
    await expect(registry).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await registry.getByRole('button', { name: 'Cancel' }).click();
    await expect(registry).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'PayPal (demo)' })).toHaveCount(0);
    await expect(paypal).toBeFocused();
    expect(await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'payPalCheckoutInitiatedEvent').length)).toBe(1);

    await paypal.click();
    await page.getByRole('dialog', { name: 'Registry Address' }).getByRole('button', { name: 'Continue to PayPal' }).click();
    await page.getByRole('dialog', { name: 'Your List Will Be Cleared' }).getByRole('button', { name: 'Continue to PayPal' }).click();
    const wallet = page.getByRole('dialog', { name: 'PayPal (demo)' });
    await wallet.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'PayPal checkout was cancelled. Your cart is unchanged.' })).toBeAttached();
    await expect(page).toHaveURL(/\/shopping-cart\/$/);
    await expect(summary(page)).toContainText('Subtotal$65.97');
  });
});
