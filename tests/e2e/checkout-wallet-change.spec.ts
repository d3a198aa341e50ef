import { expect, test, testIf, type Page } from './support/test';
import { fillCart, SHIP } from './support/cart';
import { checkoutAxe as axe, confirmation, express, guestDelivery, openCheckout, payment, stubPaymentSheet, submitButton, submitExpressOrder } from './support/checkout';

/**
 * After an express wallet has paid, the payment section offers a way back to the other payment methods: "Use
 * a different payment method". The contract (checkout spec section 7) has no call that removes an express
 * payment, so the checkout sets it aside on its side and apply billing at submit replaces it at the server.
 * Nothing the shopper typed is lost; focus lands on the chosen payment option. At 1280 px, with axe; at 375 px the PayPal change by keyboard.
 */

const BILLING = '/rest/model/atg/commerce/order/purchase/BillingActor/applyBilling';
const SUBMIT = '/rest/model/atg/commerce/order/purchase/CommitOrderActor/commitOrder';
const VISA = '4111111111111111';
const PAID_PAYPAL = 'Paid with PayPal. No card details are needed.';
const PAID_GOOGLE = 'Paid with Google Pay. No card details are needed.';
const READY_PAYPAL = 'Your PayPal payment is ready. Review your order, then submit it.';

const otherMethod = (page: Page) => payment(page).getByRole('button', { name: 'Use a different payment method' });
const checkoutPayment = async (page: Page) => ((await (await page.request.get('/rest/__test/checkout-payments')).json()) as { payment: Record<string, unknown> | null }).payment;
const placed = async (page: Page) => (await (await page.request.get('/rest/__test/orders')).json()) as { count: number; orders: { payment: { method: string; label: string } }[] };

for (const width of [1280, 375]) {
  test.describe(`changing an express payment at ${width} px`, () => {
    // Its business rule does not change with the width: declared at 1280 px only.
    const wide = testIf(width === 1280);
    test.use({ viewport: { width, height: 900 } });

    test('after PayPal express has paid, "Use a different payment method" (keyboard) brings the card back with what was typed; the order is placed by card', async ({ page }) => {
      test.slow();
      await fillCart(page, [SHIP]);
      await openCheckout(page, payment(page));
      await guestDelivery(page);
      const p = payment(page);
      // The shopper starts on a card, then pays with PayPal at the top instead.
      await p.getByRole('textbox', { name: 'Card Number' }).fill(VISA);
      await p.getByRole('textbox', { name: 'Expiry Date (MM/YY)' }).fill('0829');
      await p.getByRole('textbox', { name: 'Name on Card' }).fill('Jordan Reyes');
      await express(page).getByRole('button', { name: 'PayPal Checkout' }).click();
      await page.getByRole('dialog', { name: 'PayPal (demo)' }).getByRole('button', { name: 'Pay with PayPal' }).click();
      await expect(p.getByText(PAID_PAYPAL)).toBeVisible();
      await expect(express(page).getByRole('status').last()).toHaveText(READY_PAYPAL);
      await expect(p.getByRole('textbox', { name: 'Card Number' })).toHaveCount(0);
      expect(await checkoutPayment(page)).toMatchObject({ paymentMethod: 'paypalOption', paymentProvider: 'PayPal' });
      expect(await axe(page)).toEqual([]);

      // By keyboard: Enter on the button.
      await otherMethod(page).focus();
      await page.keyboard.press('Enter');
      await expect(p.getByText(PAID_PAYPAL)).toHaveCount(0);
      await expect(otherMethod(page)).toHaveCount(0);
      await expect(express(page).getByText(READY_PAYPAL)).toHaveCount(0);
      // The payment options are back, focus on the chosen one; the arrow keys move between them.
      const cardOption = p.getByRole('radio', { name: 'Credit or debit card' });
      await expect(cardOption).toBeChecked();
      await expect(cardOption).toBeFocused();
      await expect(p.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'PayPal' })).toBeVisible();
      // Nothing typed was lost.
      await expect(p.getByRole('textbox', { name: 'Card Number' })).toHaveValue(VISA);
      await expect(p.getByRole('textbox', { name: 'Expiry Date (MM/YY)' })).toHaveValue('08/29');
      await expect(p.getByRole('textbox', { name: 'Name on Card' })).toHaveValue('Jordan Reyes');
      await expect(p.getByRole('checkbox', { name: 'Use my delivery address as my billing address' })).toBeChecked();
      // A card again needs its security code before Submit Order is ready.
      await expect(submitButton(page)).toBeDisabled();
      expect(await axe(page)).toEqual([]);
      await p.getByRole('textbox', { name: 'Security Code (CVV)' }).fill('123');
      await expect(submitButton(page)).toBeEnabled();

      const billingSent = page.waitForRequest((r) => r.url().endsWith(BILLING));
      const submitSent = page.waitForRequest((r) => r.url().endsWith(SUBMIT));
      await submitButton(page).click();
      // Apply billing with the card replaces the wallet's payment at the server; submit sends the card.
      expect((await billingSent).postDataJSON()).toMatchObject({ method: 'edit', paymentMethod: 'newCreditCard', lastFourDigits: '1111' });
      expect((await submitSent).postDataJSON()).toMatchObject({ paymentMethod: 'newCreditCard' });
      await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('main')).toContainText('Visa ending in 1111');
      await expect(page.getByRole('main').getByText('PayPal', { exact: true })).toHaveCount(0);
      const o = await placed(page);
      expect(o.count).toBe(1);
      expect(o.orders[0]!.payment).toMatchObject({ method: 'newCreditCard', label: 'Visa ending in 1111' });
    });

    wide('browser pay set aside stays aside after a reload; paying again with browser pay shows the new payment', async ({ page }) => {
      test.slow();
      await stubPaymentSheet(page);
      await fillCart(page, [SHIP]);
      await openCheckout(page, payment(page));
      const p = payment(page);
      await express(page).getByRole('button', { name: 'Pay with Google Pay' }).click();
      await expect(p.getByText(PAID_GOOGLE)).toBeVisible();
      await expect(submitButton(page)).toBeEnabled();
      await otherMethod(page).click();
      await expect(p.getByRole('radio', { name: 'Credit or debit card' })).toBeFocused();
      await expect(p.getByText(PAID_GOOGLE)).toHaveCount(0);
      await expect(submitButton(page)).toBeDisabled();
      // The server still holds the pay service's payment (no call removes it) until apply billing replaces it.
      expect(await checkoutPayment(page)).toMatchObject({ paymentMethod: 'express', paymentProvider: 'GooglePay' });
      await p.getByRole('textbox', { name: 'Name on Card' }).fill('Sam Lee');

      await page.reload();
      await expect(page.locator('[data-widget="checkout"]')).toHaveAttribute('data-widget-state', 'ready', { timeout: 15_000 });
      await expect(p.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
      await expect(p.getByText(PAID_GOOGLE)).toHaveCount(0);
      await expect(submitButton(page)).toBeDisabled();

      // Paying with the pay service again: that new payment is shown and used.
      await express(page).getByRole('button', { name: 'Pay with Google Pay' }).click();
      await expect(p.getByText(PAID_GOOGLE)).toBeVisible();
      await expect(otherMethod(page)).toBeVisible();
      await expect(submitButton(page)).toBeEnabled();
      expect(await axe(page)).toEqual([]);
      await submitExpressOrder(page, 'Google Pay');
    });
  });
}
