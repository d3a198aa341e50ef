import { expect, test, testIf, type Page } from './support/test';
import { fillCart, SHIP } from './support/cart';
import {
  checkoutAxe as axe,
  confirmation,
  contact,
  express,
  fillAddress,
  fillCard,
  guestDelivery,
  openCheckout as openCheckoutUntil,
  payment,
  stubPaymentSheet,
  submitButton,
  submitExpressOrder,
} from './support/checkout';
import { tabTo } from './support/focus';
import { LINDA, MARIA, signInSession } from './support/session';

/**
 * The checkout, part 2 (card, saved card, pay on account, billing, submit, confirmation) on /checkout-page
 * against the simulator. The card, server and confirmation wording is ours (the spec shows none); numbers,
 * lengths and rules are the spec's. Carts and sign-ins come from the test-only endpoints; orders are counted
 * at the server through GET /rest/__test/orders. Every scenario at 1280 px; at 375 px the card paid through to the
 * confirmation and the card's field messages (the other rules do not change with the width).
 */

const BILLING = '/rest/model/atg/commerce/order/purchase/BillingActor/applyBilling';
const SUBMIT = '/rest/model/atg/commerce/order/purchase/CommitOrderActor/commitOrder';
const VISA = '4111111111111111';

/** The orders placed in this session, counted at the server (one retry: a kept-alive socket the server just closed resets). */
async function orders(page: Page): Promise<{ count: number; submits: number }> {
  const get = async () => (await (await page.request.get('/rest/__test/orders')).json()) as { count: number; submits: number };
  return get().catch(get);
}

/** The checkout, ready once its payment section shows. */
const openCheckout = (page: Page) => openCheckoutUntil(page, payment(page));

/**
 * A signed-in shopper's checkout with the easel paper: her saved default address used as it is (it becomes the
 * billing address too), the section collapsed; returns the payment section.
 */
async function savedAddressThenPayment(page: Page) {
  await fillCart(page, [SHIP]);
  await openCheckout(page);
  await contact(page).getByRole('button', { name: 'Save & Continue' }).click();
  await expect(contact(page).getByRole('button', { name: 'Edit Contact & Delivery' })).toBeVisible();
  return payment(page);
}

for (const width of [1280, 375]) {
  test.describe(`checkout payment at ${width} px`, () => {
    // Its business rule does not change with the width: declared at 1280 px only.
    const wide = testIf(width === 1280);
    test.use({ viewport: { width, height: 900 } });

    test('a guest pays by card and reaches the confirmation page showing the order', async ({ page }) => {
      test.slow();
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      // Nothing typed yet: Submit Order waits for the payment section.
      await expect(submitButton(page)).toBeDisabled();
      expect(await axe(page)).toEqual([]);
      await guestDelivery(page);
      const p = payment(page);
      await expect(p.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
      // The delivery address is the billing address unless the shopper says otherwise.
      await expect(p.getByRole('checkbox', { name: 'Use my delivery address as my billing address' })).toBeChecked();
      // The card type shows as the shopper types.
      await p.getByRole('textbox', { name: 'Card Number' }).pressSequentially('4111');
      await expect(p.getByText('Card type: Visa')).toBeVisible();
      await p.getByRole('textbox', { name: 'Card Number' }).fill('5555 5555-5555 4444');
      await expect(p.getByRole('textbox', { name: 'Card Number' })).toHaveValue('5555555555554444');
      await expect(p.getByText('Card type: Mastercard')).toBeVisible();
      await fillCard(page, { number: VISA, expiry: '0829', cvv: '123', name: 'Jordan Reyes' });
      await expect(p.getByRole('textbox', { name: 'Expiry Date (MM/YY)' })).toHaveValue('08/29');
      await expect(submitButton(page)).toBeEnabled();
      expect(await axe(page)).toEqual([]);

      const billingSent = page.waitForRequest((r) => r.url().endsWith(BILLING));
      const submitSent = page.waitForRequest((r) => r.url().endsWith(SUBMIT));
      await submitButton(page).click();
      const billing = (await billingSent).postDataJSON() as Record<string, unknown>;
      // Apply billing: the last 4 digits, expiry, name and cvv; the address NOT_VALIDATED; never the number.
      expect(billing).toMatchObject({
        howMany: -1,
        start: 0,
        method: 'edit',
        paymentMethod: 'newCreditCard',
        lastFourDigits: '1111',
        expirationMonth: '08',
        expirationYear: '2029',
        cardHolderName: 'Jordan Reyes',
        creditCardType: 'Visa',
        billingAddress: { avsStatus: 'NOT_VALIDATED', sameAsShip: true, postalCode: '10118', phoneNumber: '2125550100' },
      });
      expect(JSON.stringify(billing)).not.toContain(VISA);
      const submit = await submitSent;
      const body = submit.postDataJSON() as Record<string, unknown>;
      expect(submit.headers()['idempotency-key']).toBeTruthy();
      expect(body).toMatchObject({
        instructions: '',
        giftItemFrom: '',
        providerNumber: '',
        siteNumber: '',
        customOrderDropdownValue: '',
        idempotencyKey: submit.headers()['idempotency-key'],
        billingAddress: { avsStatus: 'NOT_VALIDATED' },
      });

      await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
      await expect(page).toHaveURL(/\/order-confirmation\?orderId=/);
      const orderId = new URL(page.url()).searchParams.get('orderId')!;
      await expect(page.getByRole('heading', { name: `Order number ${orderId}` })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('guest@example.com');
      await expect(page.getByRole('list', { name: 'Items ordered' })).toContainText('Ready-to-Use Easel Paper - Green');
      await expect(page.getByRole('main')).toContainText('Visa ending in 1111');
      // The order id waits in the browser for the confirmation's analytics.
      const stored = await page.evaluate(() => sessionStorage.getItem('sw:lastOrder'));
      expect(JSON.parse(stored!)).toMatchObject({ orderId, analytics: { items: [{ sku: 'S1002', quantity: 1 }] } });
      expect((await orders(page)).count).toBe(1);
    });

    test('a wrong CVV length, an expired date and an unknown card type show their messages; nothing is sent', async ({ page }) => {
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      await guestDelivery(page);
      const p = payment(page);
      await fillCard(page, { number: VISA, expiry: '01/20', cvv: '12', name: 'Jordan Reyes' });
      await submitButton(page).click();
      const cvv = p.getByRole('textbox', { name: 'Security Code (CVV)' });
      await expect(cvv).toHaveAccessibleDescription(/Please enter the 3-digit security code\./);
      await expect(p.getByRole('textbox', { name: 'Expiry Date (MM/YY)' })).toHaveAccessibleDescription('This card has expired. Please check the date or use another card.');
      // Focus goes to the first field to fix.
      await expect(p.getByRole('textbox', { name: 'Expiry Date (MM/YY)' })).toBeFocused();
      expect(await axe(page)).toEqual([]);
      // American Express: 15 digits and a 4-digit code.
      await p.getByRole('textbox', { name: 'Card Number' }).fill('378282246310005');
      await expect(p.getByText('Card type: American Express')).toBeVisible();
      await cvv.fill('123');
      await p.getByRole('textbox', { name: 'Expiry Date (MM/YY)' }).fill('13/29');
      await submitButton(page).click();
      await expect(cvv).toHaveAccessibleDescription(/Please enter the 4-digit security code\./);
      await expect(p.getByRole('textbox', { name: 'Expiry Date (MM/YY)' })).toHaveAccessibleDescription('Please enter the expiry date as MM/YY, with a month from 01 to 12.');
      await p.getByRole('textbox', { name: 'Card Number' }).fill('9111111111111111');
      await submitButton(page).click();
      await expect(p.getByRole('textbox', { name: 'Card Number' })).toHaveAccessibleDescription('We accept Visa, Mastercard, American Express and Discover. Please check the card number.');
      await p.getByRole('textbox', { name: 'Card Number' }).fill('411111111111');
      await submitButton(page).click();
      await expect(p.getByRole('textbox', { name: 'Card Number' })).toHaveAccessibleDescription(/Please enter all 16 digits of the card number\./);
      expect(await axe(page)).toEqual([]);
      expect((await orders(page)).submits).toBe(0);
    });

    wide("a declined card shows the server's message and keeps everything typed but the CVV", async ({ page }) => {
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      await guestDelivery(page);
      const p = payment(page);
      // A billing address of its own this time: it must survive the refusal too.
      await p.getByRole('checkbox', { name: 'Use my delivery address as my billing address' }).uncheck();
      await fillAddress(p, { first: 'Pat', last: 'Reyes', address1: '88 Pine St', city: 'Seattle', state: 'WA', zip: '98101', phone: '2065550117' });
      await expect(p.getByRole('textbox', { name: 'Attention (optional)' })).toHaveCount(0);
      await fillCard(page, { number: '4000000000000002', expiry: '08/29', cvv: '123', name: 'Pat Reyes' });
      await submitButton(page).click();
      const number = p.getByRole('textbox', { name: 'Card Number' });
      await expect(number).toHaveAccessibleDescription(/Your card was declined\. Please check the card details or use another card\./);
      await expect(p.getByRole('alert').filter({ hasText: 'There is a problem with your payment.' })).toBeVisible();
      await expect(number).toBeFocused();
      await expect(number).toHaveValue('4000000000000002');
      await expect(p.getByRole('textbox', { name: 'Expiry Date (MM/YY)' })).toHaveValue('08/29');
      await expect(p.getByRole('textbox', { name: 'Name on Card' })).toHaveValue('Pat Reyes');
      await expect(p.getByRole('textbox', { name: 'Street Address' })).toHaveValue('88 Pine St');
      await expect(p.getByRole('textbox', { name: 'Security Code (CVV)' })).toHaveValue('');
      // The CVV is asked again: Submit waits for it.
      await expect(submitButton(page)).toBeDisabled();
      expect(await axe(page)).toEqual([]);
      // An expired card by the issuer's word: the message sits on the expiry date.
      await number.fill('4000000000000069');
      await p.getByRole('textbox', { name: 'Security Code (CVV)' }).fill('123');
      await submitButton(page).click();
      await expect(p.getByRole('textbox', { name: 'Expiry Date (MM/YY)' })).toHaveAccessibleDescription(
        'Your card issuer reports this card as expired. Please check the expiry date or use another card.',
      );
      expect((await orders(page)).count).toBe(0);
    });

    wide('a signed-in shopper pays with a saved card', async ({ page }) => {
      await signInSession(page, MARIA);
      const p = await savedAddressThenPayment(page);
      await expect(p.getByRole('radio', { name: 'Saved card' })).toBeChecked();
      const saved = p.getByRole('radio', { name: 'Visa •••• 1111, expires 08/2029' });
      await expect(saved).toBeChecked();
      expect(await axe(page)).toEqual([]);
      await expect(submitButton(page)).toBeDisabled();
      await p.getByRole('textbox', { name: 'Security Code (CVV)' }).fill('321');
      await expect(submitButton(page)).toBeEnabled();
      const sent = page.waitForRequest((r) => r.url().endsWith(SUBMIT));
      await submitButton(page).click();
      // The card's owner is the signed-in profile (spec section 3, credit card form: ownerId).
      expect((await sent).postDataJSON()).toMatchObject({
        paymentMethod: 'existingCreditCard',
        repositoryId: 'card100001',
        ownerId: MARIA.id,
        billingAddress: { sameAsShip: true, firstName: 'Maria', avsStatus: 'NOT_VALIDATED' },
      });
      await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('main')).toContainText('Visa ending in 1111');
      await expect(page.getByRole('main')).toContainText('teacher@example.com');
    });

    wide('a signed-in shopper saves a new card as the default (checkout spec section 3: savePayment, saveAsDefault); the next checkout starts on it', async ({ page }) => {
      await signInSession(page, MARIA);
      const p = await savedAddressThenPayment(page);
      await p.getByRole('radio', { name: 'Credit or debit card' }).check();
      await fillCard(page, { number: '5555555555554444', expiry: '09/30', cvv: '123', name: 'Maria Lopez' });
      const makeDefault = p.getByRole('checkbox', { name: 'Make this my default card' });
      // Only a card that is kept can be the default.
      await expect(makeDefault).toHaveCount(0);
      await p.getByRole('checkbox', { name: 'Save this card to my account' }).check();
      await makeDefault.check();
      expect(await axe(page)).toEqual([]);
      const sent = page.waitForRequest((r) => r.url().endsWith(SUBMIT));
      await submitButton(page).click();
      expect((await sent).postDataJSON()).toMatchObject({ paymentMethod: 'newCreditCard', savePayment: true, saveAsDefault: true });
      await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
      await expect((await savedAddressThenPayment(page)).getByRole('radio', { name: 'Mastercard •••• 4444, expires 09/2030' })).toBeChecked();
    });

    wide('a school account pays on account with a PO number, tax exempt; a credit-hold message shows sanitized', async ({ page }) => {
      test.slow();
      await signInSession(page, LINDA);
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      await contact(page).getByRole('button', { name: 'Save & Continue' }).click();
      await expect(contact(page).getByRole('button', { name: 'Edit Contact & Delivery' })).toBeVisible();
      const p = payment(page);
      await expect(p.getByRole('radio', { name: 'Pay on account (PO)' })).toBeChecked();
      await expect(p.getByRole('textbox', { name: 'School or Institution', exact: true })).toHaveValue('Lincoln Unified School District');
      await expect(p.getByText('Tax exempt: this order is not taxed.')).toBeVisible();
      await expect(submitButton(page)).toBeDisabled();
      expect(await axe(page)).toEqual([]);
      // The other options of this account, each checked by axe.
      await p.getByRole('radio', { name: 'Pay on account with a card' }).check();
      await expect(p.getByRole('textbox', { name: 'Card Number' })).toBeVisible();
      await expect(p.getByRole('textbox', { name: 'PO Number' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await p.getByRole('radio', { name: 'PayPal' }).check();
      // PayPal replaces Submit with the wallet's button.
      await expect(submitButton(page)).toHaveCount(0);
      // The tax-exempt status shows whatever the payment (checkout spec section 6).
      await expect(p.getByText('Tax exempt: this order is not taxed.')).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await p.getByRole('radio', { name: 'Pay on account (PO)' }).check();

      await p.getByRole('textbox', { name: 'PO Number' }).fill('HOLD-0000');
      await submitButton(page).click();
      const alert = page.getByRole('alert').filter({ hasText: 'credit hold' });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('link', { name: '1-800-778-4456' })).toHaveAttribute('href', 'tel:18007784456');
      await expect(alert.locator('img')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      expect(await axe(page)).toEqual([]);

      await p.getByRole('textbox', { name: 'PO Number' }).fill('PO-2026-0042');
      const sent = page.waitForRequest((r) => r.url().endsWith(SUBMIT));
      await submitButton(page).click();
      expect((await sent).postDataJSON()).toMatchObject({
        paymentMethod: 'onAccount',
        poNumber: 'PO-2026-0042',
        companyName: 'Lincoln Unified School District',
        accountNumber: 'LL-ACCT-204815',
        taxExempt: true,
      });
      await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('main')).toContainText('Pay on account, PO PO-2026-0042');
      await expect(page.getByRole('main')).toContainText('Tax exempt');
      expect((await orders(page)).count).toBe(1);
    });

    wide('PayPal through the stand-in completes: the PayPal option replaces Submit Order, the approval places the order', async ({ page }) => {
      test.slow();
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      await guestDelivery(page);
      const p = payment(page);
      await p.getByRole('radio', { name: 'PayPal' }).check();
      // The wallet's button replaces Submit Order (the express section at the top keeps its own).
      await expect(submitButton(page)).toHaveCount(0);
      const payButton = page.locator('.sw-checkout__submit').getByRole('button', { name: 'PayPal Checkout' });
      await expect(payButton).toBeVisible({ timeout: 15_000 });
      await expect(p.getByRole('textbox', { name: 'Card Number' })).toHaveCount(0);
      expect(await axe(page)).toEqual([]);
      const billing: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith(BILLING)) billing.push(r.url());
      });
      const submitSent = page.waitForRequest((r) => r.url().endsWith(SUBMIT));
      await payButton.click();
      const dialog = page.getByRole('dialog', { name: 'PayPal (demo)' });
      await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
      // The approval is the shopper's submit: submit order goes out with the wallet's method and an idempotency key, no card data.
      const submit = await submitSent;
      const body = submit.postDataJSON() as Record<string, unknown>;
      expect(submit.headers()['idempotency-key']).toBeTruthy();
      expect(body).toMatchObject({ paymentMethod: 'paypalOption', idempotencyKey: submit.headers()['idempotency-key'] });
      for (const k of ['creditCardNumber', 'cardVerificationNumber', 'billingAddress']) expect(body).not.toHaveProperty(k);
      await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
      await expect(page).toHaveURL(/\/order-confirmation\?orderId=/);
      await expect(page.getByRole('main').getByText('PayPal', { exact: true })).toBeVisible();
      expect(billing).toEqual([]);
      expect((await orders(page)).count).toBe(1);
    });

    wide('PayPal express at the top: the payment section shows the PayPal payment, no card fields; Submit Order places the order', async ({ page }) => {
      test.slow();
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      await expect(submitButton(page)).toBeDisabled();
      await express(page).getByRole('button', { name: 'PayPal Checkout' }).click();
      await page.getByRole('dialog', { name: 'PayPal (demo)' }).getByRole('button', { name: 'Pay with PayPal' }).click();
      const p = payment(page);
      await expect(p.getByText('Paid with PayPal. No card details are needed.')).toBeVisible();
      await expect(p.getByRole('textbox', { name: 'Card Number' })).toHaveCount(0);
      await expect(p.getByRole('textbox', { name: 'Street Address' })).toHaveCount(0);
      // The payer's address and email completed contact and delivery: nothing else is needed.
      await expect(submitButton(page)).toBeEnabled();
      expect(await axe(page)).toEqual([]);
      const submitSent = page.waitForRequest((r) => r.url().endsWith(SUBMIT));
      await submitButton(page).click();
      const body = (await submitSent).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ paymentMethod: 'paypalOption' });
      expect(body).not.toHaveProperty('billingAddress');
      await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('main').getByText('PayPal', { exact: true })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('payer@example.com');
      expect((await orders(page)).count).toBe(1);
    });

    wide('browser pay at the top, then Submit Order: the order is paid by the pay service (method express)', async ({ page }) => {
      test.slow();
      await stubPaymentSheet(page);
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      await express(page).getByRole('button', { name: 'Pay with Google Pay' }).click();
      await expect(payment(page).getByText('Paid with Google Pay. No card details are needed.')).toBeVisible();
      await expect(submitButton(page)).toBeEnabled();
      expect(await axe(page)).toEqual([]);
      await submitExpressOrder(page, 'Google Pay');
      expect((await orders(page)).count).toBe(1);
    });

    wide('an order covered by gift cards needs no other payment: Submit Order is ready at once', async ({ page }) => {
      await fillCart(page, [SHIP]);
      expect((await page.request.post('/rest/__test/checkout', { data: { giftCards: [{ number: '6006492222222222', balance: 150 }] } })).ok()).toBe(true);
      await openCheckout(page);
      await guestDelivery(page);
      const p = payment(page);
      await expect(p.getByText('no other payment is needed')).toBeVisible();
      await expect(p.getByRole('textbox', { name: 'Card Number' })).toHaveCount(0);
      await expect(submitButton(page)).toBeEnabled();
      expect(await axe(page)).toEqual([]);
      const billing: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith(BILLING)) billing.push(r.url());
      });
      await submitButton(page).click();
      await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('main')).toContainText('Gift card');
      expect(billing).toEqual([]);
      expect((await orders(page)).count).toBe(1);
    });
  });
}

test.describe('one order per submit', () => {
  test('a double click on Submit places one order (counted at the server)', async ({ page }) => {
    await fillCart(page, [SHIP]);
    await openCheckout(page);
    await guestDelivery(page);
    await fillCard(page, { number: VISA, expiry: '08/29', cvv: '123', name: 'Jordan Reyes' });
    await submitButton(page).dblclick();
    await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
    expect(await orders(page)).toMatchObject({ count: 1 });
  });

  test('a submit that times out tells the shopper the order may have been placed; the retry places one order: the server answers the first again', async ({ page }) => {
    test.slow();
    await page.addInitScript(() => {
      (window as { StorefrontWidgetsConfig?: object }).StorefrontWidgetsConfig = { timeoutMs: 2500 };
    });
    await fillCart(page, [SHIP]);
    await openCheckout(page);
    await guestDelivery(page);
    await fillCard(page, { number: VISA, expiry: '08/29', cvv: '123', name: 'Jordan Reyes' });
    // The order is placed at once, but its answer is held back past the client's timeout.
    await page.request.post('/rest/__test/orders', { data: { answerDelayMs: 4000 } });
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(SUBMIT)) keys.push(r.headers()['idempotency-key'] ?? '');
    });
    await submitButton(page).click();
    // While the submit runs, the button is busy and refuses clicks.
    await expect(submitButton(page)).toHaveAttribute('aria-disabled', 'true');
    // Not a bare "try again": the order may exist, and the shopper is told so.
    await expect(page.getByRole('alert').filter({ hasText: 'may have been placed' })).toHaveText(
      'We did not hear back about your order, so it may have been placed. Please check your email for an order confirmation before you submit again; submitting again from this page will not place a second order.',
      { timeout: 10_000 },
    );
    // Everything typed is still there; the spinner is gone.
    await expect(payment(page).getByRole('textbox', { name: 'Card Number' })).toHaveValue(VISA);
    await expect(submitButton(page)).toBeEnabled();
    await submitButton(page).click();
    await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    await expect.poll(async () => (await orders(page)).submits, { timeout: 10_000 }).toBe(2);
    expect((await orders(page)).count).toBe(1);
  });

  test('a 409 on submit is replayed with a fresh number and places one order', async ({ page }) => {
    await fillCart(page, [SHIP]);
    await openCheckout(page);
    await guestDelivery(page);
    await fillCard(page, { number: VISA, expiry: '08/29', cvv: '123', name: 'Jordan Reyes' });
    await page.request.post('/rest/__test/faults', { data: { path: SUBMIT, status: 409, times: 1 } });
    await submitButton(page).click();
    await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
    expect((await orders(page)).count).toBe(1);
  });
});

test('after the order no storage, cookie, URL, console line or dataLayer entry holds the card number or CVV, nor does the draft', async ({ page, context }) => {
  test.slow();
  const NUMBER = '5555555555554444';
  const CVV = '737';
  const consoleLines: string[] = [];
  page.on('console', (m) => consoleLines.push(m.text()));
  const urls: string[] = [];
  page.on('framenavigated', (f) => urls.push(f.url()));
  page.on('request', (r) => urls.push(r.url()));
  await fillCart(page, [SHIP]);
  await openCheckout(page);
  await guestDelivery(page);
  await fillCard(page, { number: NUMBER, expiry: '08/29', cvv: CVV, name: 'Jordan Reyes' });
  await payment(page)
    .getByRole('textbox', { name: 'Order Instructions (optional)' })
    .or(page.getByRole('textbox', { name: 'Order Instructions (optional)' }))
    .fill('Leave at the front office');

  const everywhere = async () =>
    page.evaluate(() => {
      const dump = (s: Storage) =>
        Object.keys(s)
          .map((k) => `${k}=${s.getItem(k)}`)
          .join('\n');
      return {
        local: dump(localStorage),
        session: dump(sessionStorage),
        cookie: document.cookie,
        url: location.href,
        dataLayer: JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? []),
        draft: sessionStorage.getItem('sw:checkout:draft') ?? '',
      };
    });
  // While typed (the draft follows every change): the draft holds the address but no card data.
  await expect.poll(async () => (await everywhere()).draft).toContain('350 5th Ave');
  const before = await everywhere();
  for (const v of Object.values(before)) {
    expect(v).not.toContain(NUMBER);
    expect(v).not.toMatch(new RegExp(`\\b${CVV}\\b`));
  }
  // A card error, reported to analytics, carries field names only.
  await payment(page).getByRole('textbox', { name: 'Security Code (CVV)' }).fill('73');
  await submitButton(page).click();
  await expect(payment(page).getByRole('textbox', { name: 'Security Code (CVV)' })).toHaveAttribute('aria-invalid', 'true');
  const layer = (await everywhere()).dataLayer;
  expect(layer).toContain('"step":"payment"');
  expect(layer).toContain('cvv');
  // Bounded by anything but letters and digits: a random hex id (profileId 'g1ce73c2...') holds '73' by chance.
  expect(layer).not.toMatch(/(^|[^0-9a-z])73([^0-9a-z]|$)/i);
  await payment(page).getByRole('textbox', { name: 'Security Code (CVV)' }).fill(CVV);
  await submitButton(page).click();
  await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });

  const after = await everywhere();
  const cookies = JSON.stringify(await context.cookies());
  for (const [where, v] of Object.entries({ ...after, layerBefore: layer, cookies, console: consoleLines.join('\n'), urls: urls.join('\n') })) {
    expect(v, where).not.toContain(NUMBER);
    expect(v, where).not.toContain(NUMBER.slice(0, 12));
    expect(v, where).not.toMatch(new RegExp(`(^|[^0-9a-z])${CVV}([^0-9a-z]|$)`, 'i'));
  }
  // The draft is gone once the order is placed.
  expect(after.draft).toBe('');
});

test('the keyboard alone completes an order', async ({ page }) => {
  test.slow();
  await fillCart(page, [SHIP]);
  await openCheckout(page);
  const c = contact(page);
  // Start in the email field, then only Tab, typing, Space and Enter.
  await c.getByRole('textbox', { name: 'Email Address' }).focus();
  await page.keyboard.type('keys@example.com');
  const typeInto = async (name: string, text: string, region = c) => {
    await tabTo(page, region.getByRole('textbox', { name }), 40);
    await page.keyboard.type(text);
  };
  await typeInto('First Name', 'Kay');
  await typeInto('Last Name', 'Board');
  await typeInto('Street Address', '350 5th Ave');
  await typeInto('City', 'New York');
  // The state select: type to choose.
  await tabTo(page, c.getByRole('combobox', { name: 'State' }));
  await page.keyboard.type('New York');
  await typeInto('ZIP Code', '10118');
  await typeInto('Phone Number', '2125550100');
  await tabTo(page, c.getByRole('button', { name: 'Save & Continue' }));
  await page.keyboard.press('Enter');
  await expect(c.getByRole('button', { name: 'Edit Contact & Delivery' })).toBeVisible();
  const p = payment(page);
  await typeInto('Card Number', VISA, p);
  await typeInto('Expiry Date (MM/YY)', '0829', p);
  await typeInto('Security Code (CVV)', '123', p);
  await typeInto('Name on Card', 'Kay Board', p);
  await tabTo(page, submitButton(page), 30);
  await page.keyboard.press('Enter');
  await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
});
