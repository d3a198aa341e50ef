/**
 * The purchase path as a shopper walks it, written once for every engine (firefox.test.ts, webkit.test.ts):
 * by role and accessible name, native clicks and keys, the specs' own texts. Carts and sign-ins a flow does
 * not test itself come from the simulator's test API (POST /rest/__test/cart, /rest/__test/session).
 */
import { expect, it } from 'vitest';
import type { EngineContext, VIEWPORTS } from './support/harness';
import type { Shopper } from './support/shopper';
import { until } from './support/until';

export const PASSWORD = 'Classroom2026!';
const MARIA = { id: 'pr100001', email: 'teacher@example.com', firstName: 'Maria', lastName: 'Lopez' };
/** Ready-to-Use Easel Paper - Green, $27.99, shipped. */
const PAPER = { catalogRefId: 'S1002', quantity: 1 };

/** Scrolls every widget marker into view (some load when visible) and waits until each is ready. */
async function allWidgetsReady(s: Shopper): Promise<void> {
  const markers = s.locator('[data-widget]');
  const n = await markers.count();
  for (let i = 0; i < n; i++) await s.driver.eval(`document.querySelectorAll('[data-widget]')[${i}].scrollIntoView({ block: 'center', behavior: 'instant' })`);
  let states: { widget: string; state: string | null }[] = [];
  await until(
    () => `every widget ready, none failed; saw ${JSON.stringify(states)}`,
    async () => {
      states = await s.markers();
      return states.every((m) => m.state === 'ready') || undefined;
    },
  );
  expect(states.filter((m) => m.state === 'error')).toEqual([]);
}

/** Opens the header's Account menu (on a phone, inside the menu drawer). */
async function openAccount(s: Shopper): Promise<void> {
  await s.getByRole('button', { name: 'Account' }).click();
}

async function signInFromHeader(s: Shopper): Promise<void> {
  await openAccount(s);
  await s.getByRole('button', { name: 'Sign In' }).click();
  const dialog = s.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByRole('textbox', { name: 'Email Address' }).fill(MARIA.email);
  await dialog.locator('input[type="password"]').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await dialog.gone();
}

export function shopperFlows(ctx: EngineContext, viewport: keyof typeof VIEWPORTS): void {
  it("the home page's widgets reach ready, and the type-ahead finds crayons", async () => {
    const s = ctx.shopper();
    await s.goto('/');
    await s.ready('type-ahead');
    const box = s.getByRole('combobox', { name: 'Search' });
    const list = s.getByRole('listbox', { name: 'Search suggestions' });
    await box.type('cray');
    await list.getByRole('group', { name: 'Products' }).getByRole('option').first().hasText('Crayons');
    const suggestion = list.getByRole('group', { name: 'Suggestions' }).getByRole('option', { name: 'crayons' });
    await suggestion.click();
    await s.waitForURL('/search/?Ntt=crayons', (u) => u.pathname === '/search/' && u.searchParams.get('Ntt') === 'crayons');
    await s.getByRole('combobox', { name: 'Search' }).hasValue('crayons');
    await s.goto('/');
    await allWidgetsReady(s);
  });

  it('signs in and out from the header', async () => {
    const s = ctx.shopper();
    // Not the home page: signing out goes there.
    await s.goto('/products/art/');
    await s.ready('header');
    await signInFromHeader(s);
    await openAccount(s);
    await s.getByRole('heading', { name: 'Welcome, Maria!' }).visible();
    await s.getByRole('button', { name: 'Sign Out' }).click();
    await s.waitForURL('/', (u) => u.pathname === '/');
    // Loaded again by the driver: after a navigation the page starts itself (the sign-out's location.assign),
    // Firefox's WebDriver BiDi can refuse every read of the new document to the driver's scripts ("Security
    // Manager vetoed action" on <body> and every element, for as long as the test waits; a new browser context
    // reads it at once). A fresh load reads the signed-out state as a shopper coming back to the home page would.
    await s.goto('/');
    await s.ready('header');
    await openAccount(s);
    await s.getByRole('button', { name: 'Sign In' }).visible();
    await s.getByRole('heading', { name: 'Welcome, Maria!' }).gone();
  });

  it('chooses a store in the store finder', async () => {
    const s = ctx.shopper();
    await s.goto('/stores/locator');
    await s.ready('store-finder');
    // The spec's title: 'Find Store' on phones, 'Find Another Store' elsewhere.
    const finder = s.getByRole('region', { name: s.phone ? 'Find Store' : 'Find Another Store' });
    await finder.getByRole('textbox', { name: 'Zip Code' }).fill('90745');
    await s.press('Enter');
    const list = finder.getByRole('list', { name: 'Stores near 90745' });
    const torrance = list.getByRole('listitem').withText('Torrance');
    await torrance.getByRole('button', { name: 'Make Your Store' }).click();
    await torrance.getByRole('button', { name: 'Your Store' }).visible();
  });

  it('checks a gift card balance', async () => {
    const s = ctx.shopper();
    await s.goto('/');
    await s.locator('footer [data-widget="balance-check"]').scrollIntoView();
    await s.ready('balance-check');
    await s.getByRole('contentinfo').getByRole('button', { name: 'Check Balance' }).click();
    const dialog = s.getByRole('dialog', { name: 'Check Balance' });
    await dialog.getByRole('textbox', { name: 'Gift Card Number' }).fill('6006492222222222');
    await dialog.getByRole('textbox', { name: 'Authorization Number' }).fill('5678');
    await dialog.getByRole('button', { name: 'Check Balance' }).click();
    await dialog.getByRole('status').hasExactText('Your gift card balance is $150.00');
  });

  it('adds a product with an option, changes its quantity and applies a promo code in the cart, and checks out as a guest with a card', async () => {
    const s = ctx.shopper();
    await s.goto('/p/S1002/');
    await s.ready('add-to-cart');
    const color = s.getByRole('combobox', { name: 'Color' });
    await color.selectOption('Yellow');
    await s.waitForURL('/p/S1002-2/', (u) => u.pathname === '/p/S1002-2/');
    // On a phone a page scrolled past half its height repeats the button in a sticky bar: the main one is first.
    await s.getByRole('button', { name: 'Add to Cart' }).first().click();
    const added = s.getByRole('dialog', { name: 'Added to Cart' });
    await added.getByText('Ready-to-Use Easel Paper - Yellow').visible();
    await added.getByRole('link', { name: 'View Cart' }).click();

    await s.waitForURL('/shopping-cart/', (u) => u.pathname === '/shopping-cart/');
    await s.ready('cart');
    const summary = s.getByRole('complementary', { name: 'Order Summary' });
    await s.getByRole('button', { name: 'Increase quantity, Ready-to-Use Easel Paper - Yellow' }).click();
    await summary.hasText('Subtotal $55.98');
    await s.getByRole('textbox', { name: 'Enter promo code' }).fill('SAVE10');
    await s.getByRole('button', { name: 'Apply' }).click();
    await s.getByRole('list', { name: 'Applied promotions' }).hasText('SAVE10');
    await summary.hasText('Discounts -$5.60');
    await s.getByRole('button', { name: 'Checkout' }).click();

    await s.waitForURL('/checkout-page', (u) => u.pathname === '/checkout-page');
    await s.ready('checkout');
    const contact = s.getByRole('region', { name: 'Contact & Delivery' });
    await contact.getByRole('textbox', { name: 'Email Address' }).fill('guest@example.com');
    await contact.getByRole('textbox', { name: 'First Name' }).fill('Jordan');
    await contact.getByRole('textbox', { name: 'Last Name' }).fill('Reyes');
    await contact.getByRole('textbox', { name: 'Street Address' }).fill('350 5th Ave');
    await contact.getByRole('textbox', { name: 'City' }).fill('New York');
    await contact.getByRole('combobox', { name: 'State' }).selectOption('NY');
    await contact.getByRole('textbox', { name: 'ZIP Code' }).fill('10118');
    await contact.getByRole('textbox', { name: 'Phone Number' }).fill('2125550100');
    await contact.getByRole('button', { name: 'Save & Continue' }).click();
    await contact.getByRole('button', { name: 'Edit Contact & Delivery' }).visible();

    const payment = s.getByRole('region', { name: 'Payment' });
    await payment.getByRole('textbox', { name: 'Card Number' }).fill('4111111111111111');
    await payment.getByText('Card type: Visa').visible();
    await payment.getByRole('textbox', { name: 'Expiry Date (MM/YY)' }).fill('0829');
    await payment.getByRole('textbox', { name: 'Expiry Date (MM/YY)' }).hasValue('08/29');
    await payment.getByRole('textbox', { name: 'Security Code (CVV)' }).fill('123');
    await payment.getByRole('textbox', { name: 'Name on Card' }).fill('Jordan Reyes');
    await s.getByRole('button', { name: 'Submit Order' }).click();

    // Billing, submit and the confirmation page's load in a row: as the Chromium e2e, twice the usual wait.
    await s.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).visible(30_000);
    const orderId = (await s.waitForURL('/order-confirmation?orderId=…', (u) => u.pathname === '/order-confirmation' && u.searchParams.has('orderId'))).searchParams.get('orderId');
    await s.getByRole('heading', { name: `Order number ${orderId}` }).visible();
    await s.getByRole('list', { name: 'Items ordered' }).hasText('Ready-to-Use Easel Paper - Yellow');
    await s.getByRole('main').hasText('Visa ending in 1111');
    expect(await s.call<{ count: number }>('GET', '/rest/__test/orders')).toMatchObject({ count: 1 });
  });

  if (viewport !== 'desktop') return;

  it('offers the wallets this engine has: browser pay only with Payment Request, Apple Pay only with ApplePaySession', async () => {
    const s = ctx.shopper();
    await s.call('POST', '/rest/__test/cart', { lines: [PAPER] });
    await s.goto('/checkout-page');
    await s.ready('checkout');
    const has = await s.driver.eval<{ paymentRequest: boolean; applePay: boolean }>(`({ paymentRequest: typeof PaymentRequest === 'function', applePay: typeof ApplePaySession === 'function' })`);
    // What the engine itself has (Firefox ESR: Payment Request off by default; WebKitGTK: neither is built in).
    expect(has).toEqual({ firefox: { paymentRequest: false, applePay: false }, webkit: { paymentRequest: false, applePay: false } }[ctx.engine]);
    const express = s.getByRole('region', { name: 'Express Checkout' });
    await express.getByRole('button', { name: 'PayPal Checkout' }).visible();
    expect(await express.getByRole('button', { name: 'Pay with Google Pay' }).count()).toBe(has.paymentRequest ? 1 : 0);
    expect(await express.getByRole('button', { name: 'Pay with Apple Pay' }).count()).toBe(has.applePay ? 1 : 0);
  });

  it('keyboard only: checks a gift card balance from the footer, and focus returns to the trigger', async () => {
    const s = ctx.shopper();
    await s.goto('/');
    await s.ready('balance-check');
    const trigger = s.getByRole('contentinfo').getByRole('button', { name: 'Check Balance' });
    await trigger.visible();
    // Backwards from the end of the page: the footer is at the end of the tab order.
    await s.tabTo('Check Balance', { back: true });
    await trigger.focused();
    await s.press('Enter');
    const dialog = s.getByRole('dialog', { name: 'Check Balance' });
    await dialog.getByRole('textbox', { name: 'Gift Card Number' }).focused();
    await s.type('6006491111111111');
    await s.press('Tab');
    await dialog.getByRole('textbox', { name: 'Authorization Number' }).focused();
    await s.type('1234');
    await s.press('Enter');
    await dialog.getByRole('status').hasExactText('Your gift card balance is $25.00');
    await s.press('Escape');
    await dialog.gone();
    await trigger.focused();
  });

  // Signing in from the keyboard must leave focus in the header: from <body> Firefox's next Tab went from where
  // the dialog had been, at the end of the page, into the browser's toolbar.
  it('keyboard only: signs in from the header', async () => {
    const s = ctx.shopper();
    await s.goto('/');
    await s.ready('header');
    // The header shows its server fallback until its data is in; the shopper starts once the real one is up.
    await s.getByRole('button', { name: 'Account' }).visible();
    await s.tabTo('Account');
    await s.press('Enter');
    await s.tabTo('Sign In');
    await s.press('Enter');
    const dialog = s.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByRole('textbox', { name: 'Email Address' }).focused();
    await s.type(MARIA.email);
    await s.tabTo('Password');
    await s.type(PASSWORD);
    await s.press('Enter');
    await dialog.gone();
    // Back on the Account button (its flyout's Sign In is gone): the shopper goes on from there.
    await s.getByRole('button', { name: 'Account' }).focused();
    await s.press('Enter');
    await s.getByRole('heading', { name: 'Welcome, Maria!' }).visible();
  });
}
