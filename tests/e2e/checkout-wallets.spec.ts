import { expect, test, testIf, type Page } from './support/test';
import { fillCart, SHIP } from './support/cart';
import { checkoutAxe as axe, contact, express, openCheckout, summaryLine } from './support/checkout';
import { MARIA, signInSession } from './support/session';

/**
 * Checkout part 2, the shopper's other ways to pay: gift cards (by number and authorization, saved gift cards
 * as checkboxes, remove, the notice when they cover the order), rewards bucks, and express checkout (PayPal
 * through the demo site's stand-in, the phone-maker's and the browser's pay services, stubbed where Chromium
 * has no such service), shown only when no promo or registry restriction applies. Every scenario at 1280 px,
 * with axe on the checkout island in each state; at 375 px the gift card form and the phone-maker's pay button.
 */

const MANY = { catalogRefId: 'S1002', quantity: 10 }; // $279.90
const COVERED = 'Your gift cards cover the order total. No extra payment is needed.';

const giftCards = (page: Page) => page.getByRole('region', { name: 'Gift Card' });
const rewards = (page: Page) => page.getByRole('region', { name: 'Rewards' });
const money = (t: string | null) => Number((t ?? '').replace(/[$,]/g, ''));

for (const width of [1280, 375]) {
  test.describe(`checkout wallets at ${width} px`, () => {
    // Its business rule does not change with the width: declared at 1280 px only.
    const wide = testIf(width === 1280);
    test.use({ viewport: { width, height: 900 } });

    test('gift card entry: required and pattern messages, a wrong pair marks both fields; a card covering the order leaves nothing to pay, and Remove takes it off', async ({ page }) => {
      test.slow();
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      const gc = giftCards(page);
      const number = gc.getByRole('textbox', { name: 'Gift Card Number' });
      const auth = gc.getByRole('textbox', { name: 'Authorization Number' });
      await gc.getByRole('button', { name: 'Apply Gift Card' }).click();
      await expect(number).toHaveAccessibleDescription(/Please enter gift card #\./);
      await expect(auth).toHaveAccessibleDescription(/Please enter the auth #\./);
      await expect(number).toHaveAttribute('aria-invalid', 'true');
      expect(await axe(page)).toEqual([]);
      // Digits only, at most 16 and 4: letters and separators fall away.
      await number.fill('6006-4922 abc');
      await expect(number).toHaveValue('60064922');
      await auth.fill('12345');
      await expect(auth).toHaveValue('1234');
      await gc.getByRole('button', { name: 'Apply Gift Card' }).click();
      await expect(number).toHaveAccessibleDescription(/16 digits/);
      await expect(number).toHaveAttribute('aria-invalid', 'true');
      await number.fill('6006492222222222');
      await auth.fill('9999');
      await gc.getByRole('button', { name: 'Apply Gift Card' }).click();
      await expect(number).toHaveAccessibleDescription(/not valid/);
      await expect(auth).toHaveAccessibleDescription(/not valid/);
      // What was typed stays after the server's refusal.
      await expect(number).toHaveValue('6006492222222222');
      await auth.fill('5678');
      await gc.getByRole('button', { name: 'Apply Gift Card' }).click();
      await expect(gc.getByRole('status')).toHaveText(COVERED);
      // Nothing left to pay: no express checkout either.
      await expect(express(page)).toHaveCount(0);
      await expect(gc.getByText(/Gift card ending in 2222: \$\d+\.\d\d applied/)).toBeVisible();
      await expect(number).toHaveValue('');
      await expect(await summaryLine(page, 'Total')).toHaveText('$0.00');
      await expect(await summaryLine(page, 'Gift Cards')).toHaveText(/^-\$\d+\.\d\d$/);
      // No other payment is needed: the order's payment step is ready at the server.
      const details = await (await page.request.get('/rest/model/atg/commerce/order/purchase/CheckoutActor/checkoutDetails?howMany=-1&start=0', { headers: { 'Is-Furniture': 'false' } })).json();
      expect(details.checkoutResponse.additionalPaymentRequired).toBe(false);
      expect(details.checkoutResponse.checkoutSteps.paymentMethod.readyForSubmit).toBe(true);
      expect(await axe(page)).toEqual([]);
      await gc.getByRole('button', { name: 'Remove gift card ending in 2222' }).click();
      await expect(gc.getByText(/Gift card ending in 2222/)).toHaveCount(0);
      await expect(gc.getByRole('status')).toHaveText('');
      await expect(await summaryLine(page, 'Total')).toHaveText('$27.99');
      await expect(express(page)).toBeVisible();
    });

    wide('a signed-in shopper: a saved gift card checkbox applies and removes; rewards bucks apply and remove, the summary follows', async ({ page }) => {
      test.slow();
      await signInSession(page, MARIA);
      await fillCart(page, [MANY]);
      await openCheckout(page);
      const gc = giftCards(page);
      const saved = gc.getByRole('group', { name: 'Your saved gift cards' });
      const first = saved.getByRole('checkbox', { name: 'Gift card ending in 1111 ($25.00 balance)' });
      await expect(first).not.toBeChecked();
      const total0 = money(await (await summaryLine(page, 'Total')).textContent());
      await first.check();
      await expect(first).toBeChecked();
      await expect(await summaryLine(page, 'Gift Cards')).toHaveText('-$25.00');
      await expect(await summaryLine(page, 'Total')).toHaveText('$' + (total0 - 25).toFixed(2));
      await expect(gc.getByRole('status')).toHaveText('');
      expect(await axe(page)).toEqual([]);
      await first.uncheck();
      await expect(first).not.toBeChecked();
      await expect(await summaryLine(page, 'Gift Cards')).toHaveCount(0);

      const r = rewards(page);
      await expect(r.getByText('You have 1,250 points and $10.00 in Rewards bucks.')).toBeVisible();
      await r.getByRole('button', { name: 'Apply $10.00 Rewards Bucks' }).click();
      await expect(r.getByText('$10.00 in Rewards bucks applied to this order.')).toBeVisible();
      await expect(await summaryLine(page, 'Rewards')).toHaveText('-$10.00');
      await expect(await summaryLine(page, 'Total')).toHaveText('$' + (total0 - 10).toFixed(2));
      expect(await axe(page)).toEqual([]);
      await r.getByRole('button', { name: 'Remove Rewards Bucks' }).click();
      await expect(await summaryLine(page, 'Rewards')).toHaveCount(0);
      await expect(await summaryLine(page, 'Total')).toHaveText('$' + total0.toFixed(2));
    });

    wide('PayPal express checkout through the stand-in: approval, then the refreshed details carry the payment and the payer address', async ({ page }) => {
      test.slow();
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      const ex = express(page);
      // Express checkout is the first section, with the OR divider.
      await expect(page.locator('[data-widget="checkout"]').getByRole('heading', { level: 2 }).first()).toHaveText('Express Checkout');
      await expect(ex.getByText('OR', { exact: true })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      // Checkout calls send howMany -1 and start 0 (spec section 7), the wallet's calls too.
      const paging = { howMany: -1, start: 0 };
      const applySent = page.waitForRequest((r) => r.url().endsWith('/PurchaseActor/applyPayPalLight'));
      const expressSent = page.waitForRequest((r) => r.url().endsWith('/PurchaseActor/doExpressCheckout'));
      await ex.getByRole('button', { name: 'PayPal Checkout' }).click();
      const dialog = page.getByRole('dialog', { name: 'PayPal (demo)' });
      await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
      await expect(ex.getByRole('status').last()).toHaveText('Your PayPal payment is ready. Review your order, then submit it.');
      expect((await applySent).postDataJSON()).toMatchObject({ ...paging, isPaypalFromCheckout: true });
      expect((await expressSent).postDataJSON()).toMatchObject(paging);
      // The checkout details were refreshed: the payer's address and email completed contact and delivery.
      await expect(contact(page).getByText('payer@example.com')).toBeVisible();
      const payments = await (await page.request.get('/rest/__test/checkout-payments')).json();
      expect(payments.payment).toMatchObject({ paymentMethod: 'paypalOption', paymentProvider: 'PayPal' });
      expect(await axe(page)).toEqual([]);
    });

    wide('cancelling in the PayPal window reloads the checkout page, nothing is paid', async ({ page }) => {
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      await express(page).getByRole('button', { name: 'PayPal Checkout' }).click();
      const reloaded = page.waitForEvent('load');
      await page.getByRole('dialog', { name: 'PayPal (demo)' }).getByRole('button', { name: 'Cancel' }).click();
      await reloaded;
      await expect(page.locator('[data-widget="checkout"]')).toHaveAttribute('data-widget-state', 'ready', { timeout: 15_000 });
      await expect(express(page).getByRole('button', { name: 'PayPal Checkout' })).toBeVisible();
      expect((await (await page.request.get('/rest/__test/checkout-payments')).json()).payment).toBeNull();
    });

    wide('server failures: a PayPal express checkout that fails shows the payment solution error; a gift card call that fails keeps what was typed', async ({ page }) => {
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      const fault = (path: string) => page.request.post('/rest/__test/faults', { data: { path, status: 500, times: 1 } });
      expect((await fault('/rest/model/atg/commerce/order/purchase/PurchaseActor/doExpressCheckout')).ok()).toBe(true);
      await express(page).getByRole('button', { name: 'PayPal Checkout' }).click();
      await page.getByRole('dialog', { name: 'PayPal (demo)' }).getByRole('button', { name: 'Pay with PayPal' }).click();
      await expect(express(page).getByRole('alert')).toHaveText('We could not complete your payment with PayPal. Please try again or choose another payment method.');
      expect(await axe(page)).toEqual([]);
      expect((await fault('/rest/model/atg/commerce/order/purchase/PaymentActor/applyGiftCard')).ok()).toBe(true);
      const gc = giftCards(page);
      await gc.getByRole('textbox', { name: 'Gift Card Number' }).fill('6006491111111111');
      await gc.getByRole('textbox', { name: 'Authorization Number' }).fill('1234');
      await gc.getByRole('button', { name: 'Apply Gift Card' }).click();
      await expect(gc.getByRole('alert')).toBeVisible();
      await expect(gc.getByRole('textbox', { name: 'Gift Card Number' })).toHaveValue('6006491111111111');
      await expect(gc.getByRole('textbox', { name: 'Authorization Number' })).toHaveValue('1234');
      // The next try goes through.
      await gc.getByRole('button', { name: 'Apply Gift Card' }).click();
      await expect(gc.getByText('Gift card ending in 1111: $25.00 applied')).toBeVisible();
    });

    wide('express checkout is hidden when a promo code is applied, for a list that checkout clears, and for a registry order', async ({ page }) => {
      // Five page loads: more than the default time on a busy machine.
      test.slow();
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      await expect(express(page)).toBeVisible();
      const promo = page.getByRole('region', { name: 'Promo Code' });
      await promo.getByRole('textbox', { name: 'Promo Code' }).fill('SAVE10');
      await promo.getByRole('button', { name: 'Apply' }).click();
      await expect(promo.getByText('SAVE10')).toBeVisible();
      await expect(express(page)).toHaveCount(0);
      expect(await axe(page)).toEqual([]);
      await promo.getByRole('button', { name: 'Remove promo code SAVE10' }).click();
      await expect(express(page)).toBeVisible();
      // A cart from a shopping list that checking out clears (a list restriction).
      expect((await page.request.post('/rest/__test/cart-flags', { data: { clearListWarning: true } })).ok()).toBe(true);
      await openCheckout(page);
      await expect(express(page)).toHaveCount(0);
      expect((await page.request.post('/rest/__test/cart-flags', { data: { clearListWarning: false } })).ok()).toBe(true);
      await openCheckout(page);
      await expect(express(page)).toBeVisible();
      expect((await page.request.post('/rest/__test/checkout', { data: { registry: true } })).ok()).toBe(true);
      await openCheckout(page);
      await expect(express(page)).toHaveCount(0);
      expect(await axe(page)).toEqual([]);
    });

    wide('browser pay: hidden without the Payment Request API; with it, a payment refreshes the details; a declined one shows the payment solution error', async ({ page }) => {
      test.slow();
      await fillCart(page, [SHIP]);
      await page.addInitScript(() => {
        const w = window as unknown as Record<string, unknown>;
        const mode = sessionStorage.getItem('pr-mode');
        if (mode === 'none') {
          delete w.PaymentRequest;
          return;
        }
        if (mode === 'host-off') w.StorefrontWidgetsConfig = { features: { googlePayEnabled: false } };
        // A stand-in for the browser's payment sheet: answers a token at once ('DECLINE' when asked to).
        w.PaymentRequest = class {
          show() {
            return Promise.resolve({
              methodName: 'https://google.com/pay',
              details: { token: mode === 'decline' ? 'DECLINE' : 'DEMO-TOKEN' },
              payerEmail: 'sheet@example.com',
              complete: () => Promise.resolve(),
            });
          }
        };
      });
      await page.goto('/');
      await page.evaluate(() => sessionStorage.setItem('pr-mode', 'none'));
      await openCheckout(page);
      await expect(express(page).getByRole('button', { name: 'PayPal Checkout' })).toBeVisible();
      await expect(express(page).getByRole('button', { name: 'Pay with Google Pay' })).toHaveCount(0);
      // Chromium has no phone-maker pay API: that button is not there either.
      await expect(express(page).getByRole('button', { name: 'Pay with Apple Pay' })).toHaveCount(0);
      // The API is there but the page turns googlePayEnabled off (host features win over the store's toggle).
      await page.evaluate(() => sessionStorage.setItem('pr-mode', 'host-off'));
      await openCheckout(page);
      await expect(express(page).getByRole('button', { name: 'PayPal Checkout' })).toBeVisible();
      await expect(express(page).getByRole('button', { name: 'Pay with Google Pay' })).toHaveCount(0);
      await page.evaluate(() => sessionStorage.setItem('pr-mode', 'decline'));
      await openCheckout(page);
      await express(page).getByRole('button', { name: 'Pay with Google Pay' }).click();
      await expect(express(page).getByRole('alert')).toHaveText('We could not complete your payment with Google Pay. Please try again or choose another payment method.');
      expect(await axe(page)).toEqual([]);
      await page.evaluate(() => sessionStorage.setItem('pr-mode', 'ok'));
      await openCheckout(page);
      const paySent = page.waitForRequest((r) => r.url().endsWith('/PaymentActor/applyExpressPayment'));
      await express(page).getByRole('button', { name: 'Pay with Google Pay' }).click();
      await expect(express(page).getByRole('status').last()).toHaveText('Your Google Pay payment is ready. Review your order, then submit it.');
      // A checkout call: howMany -1 and start 0 (spec section 7).
      expect((await paySent).postDataJSON()).toMatchObject({ howMany: -1, start: 0, paymentProvider: 'GooglePay' });
      await expect(contact(page).getByText('sheet@example.com')).toBeVisible();
    });

    test('the phone-maker pay button shows where its API exists and pays through it', async ({ page }) => {
      await fillCart(page, [SHIP]);
      await page.addInitScript(() => {
        // A stand-in for the phone-maker's session: merchant validation, then an authorized payment.
        class Session {
          static STATUS_SUCCESS = 0;
          static STATUS_FAILURE = 1;
          static canMakePayments() {
            return true;
          }
          onvalidatemerchant: ((e: { validationURL: string }) => void) | null = null;
          onpaymentauthorized: ((e: unknown) => void) | null = null;
          oncancel: (() => void) | null = null;
          completeMerchantValidation() {
            this.onpaymentauthorized?.({ payment: { token: { paymentData: 'DEMO-APPLE' }, shippingContact: { emailAddress: 'phone@example.com' } } });
          }
          completePayment() {}
          abort() {}
          begin() {
            this.onvalidatemerchant?.({ validationURL: 'https://apple-pay.example/validate' });
          }
        }
        (window as unknown as Record<string, unknown>).ApplePaySession = Session;
      });
      // The store's applePayEnabled off: not offered, though the API is there.
      await page.request.post('/rest/__test/session', { data: { storeConfig: { applePayEnabled: false } } });
      await openCheckout(page);
      await expect(express(page).getByRole('button', { name: 'PayPal Checkout' })).toBeVisible();
      await expect(express(page).getByRole('button', { name: 'Pay with Apple Pay' })).toHaveCount(0);
      await page.request.post('/rest/__test/session', { data: { storeConfig: { applePayEnabled: true } } });
      await openCheckout(page);
      const button = express(page).getByRole('button', { name: 'Pay with Apple Pay' });
      await expect(button).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await button.click();
      await expect(express(page).getByRole('status').last()).toHaveText('Your Apple Pay payment is ready. Review your order, then submit it.');
      await expect(contact(page).getByText('phone@example.com')).toBeVisible();
    });

    wide('a guest sees no rewards section', async ({ page }) => {
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      await expect(giftCards(page)).toBeVisible();
      await expect(rewards(page)).toHaveCount(0);
    });
  });
}

test('the keyboard alone: a gift card by number, a saved gift card, rewards bucks, and PayPal', async ({ page }) => {
  test.slow();
  await signInSession(page, MARIA);
  await fillCart(page, [MANY]);
  await openCheckout(page);
  const gc = giftCards(page);
  const number = gc.getByRole('textbox', { name: 'Gift Card Number' });
  await number.focus();
  await page.keyboard.type('6006491111111111');
  await page.keyboard.press('Tab');
  await expect(gc.getByRole('textbox', { name: 'Authorization Number' })).toBeFocused();
  await page.keyboard.type('1234');
  await page.keyboard.press('Enter');
  await expect(gc.getByText('Gift card ending in 1111: $25.00 applied')).toBeVisible();
  const second = gc.getByRole('checkbox', { name: 'Gift card ending in 2222 ($150.00 balance)' });
  await second.focus();
  await page.keyboard.press('Space');
  await expect(second).toBeChecked();
  // The apply call answers before the card can be taken off again (the checkbox is busy meanwhile).
  await expect(gc.getByText('Gift card ending in 2222: $150.00 applied')).toBeVisible();
  await expect(second).toHaveAttribute('aria-busy', 'false');
  await page.keyboard.press('Space');
  await expect(second).not.toBeChecked();
  const apply = rewards(page).getByRole('button', { name: 'Apply $10.00 Rewards Bucks' });
  // Unavailable while the gift card's removal runs (one wallet call at a time), as the shopper sees it.
  await expect(apply).toBeEnabled();
  await apply.focus();
  await page.keyboard.press('Enter');
  await expect(await summaryLine(page, 'Rewards')).toHaveText('-$10.00');
  const paypal = express(page).getByRole('button', { name: 'PayPal Checkout' });
  await paypal.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(express(page).getByRole('status').last()).toHaveText('Your PayPal payment is ready. Review your order, then submit it.');
});

test('the card-wallet script is loaded on the checkout page when googlePayEnabled is on, and not when it is off (storefront spec section 7)', async ({ page }) => {
  await fillCart(page, [SHIP]);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/static/card-wallet/wallet.js') asked.push(r.url());
  });
  // On: the store turns googlePayEnabled on (Chromium on Linux is not iOS; no gate flag).
  const loaded = page.waitForRequest((r) => new URL(r.url()).pathname === '/static/card-wallet/wallet.js');
  await openCheckout(page);
  await loaded;
  await expect.poll(() => page.evaluate(() => (window as unknown as { cardWalletStandIn?: boolean }).cardWalletStandIn)).toBe(true);
  // Off: the page turns googlePayEnabled off (host features win over the store's toggle).
  await page.addInitScript(() => {
    (window as unknown as Record<string, unknown>).StorefrontWidgetsConfig = { features: { googlePayEnabled: false } };
  });
  asked.length = 0;
  await openCheckout(page);
  await expect(express(page).getByRole('button', { name: 'PayPal Checkout' })).toBeVisible();
  // The session info (the store's toggles) has come and every call of the page has answered.
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});
