import { expect, test, testIf, type Page } from './support/test';
import { fillCart, SHIP } from './support/cart';
import { PASSWORD } from './support/session';
import { checkoutAxe as axe, confirmation, contact, express, fillAddress, fillCard, guestDelivery, openCheckout, payment, submitButton } from './support/checkout';

/**
 * The checkout's contact and delivery section for the spec's gift buyers and returning customers (checkout spec
 * sections 2, 3, 6 and 8), on /checkout-page against the simulator, at 1280 px with axe; at 375 px the refused Submit Order (messages on their fields, focus on the first).
 */

const APPLY_DELIVERY = '/rest/model/atg/commerce/order/purchase/ShippingActor/applyContactAndDelivery';
const SUBMIT = '/rest/model/atg/commerce/order/purchase/CommitOrderActor/commitOrder';
const PANEL = 'how should your name appear to the recipient';

for (const width of [1280, 375]) {
  test.describe(`checkout contact at ${width} px`, () => {
    // Its business rule does not change with the width: declared at 1280 px only.
    const wide = testIf(width === 1280);
    test.use({ viewport: { width, height: 900 } });

    wide('a clear-the-list gift buyer is asked how their name should appear to the recipient, and the order carries the from-name', async ({ page }) => {
      test.slow();
      await fillCart(page, [SHIP]);
      // The cart clears a shopping list (the cart's clear-list flag).
      await page.request.post('/rest/__test/cart-flags', { data: { clearListWarning: true } });
      await openCheckout(page, payment(page));
      const panel = contact(page).getByRole('group', { name: PANEL, exact: true });
      await expect(panel).toBeVisible();
      // A list restriction: no express checkout.
      await expect(express(page)).toHaveCount(0);
      expect(await axe(page)).toEqual([]);

      await contact(page).getByRole('textbox', { name: 'Email Address' }).fill('parent@example.com');
      await fillAddress(contact(page), { first: 'Jordan', last: 'Reyes', address1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118', phone: '2125550100' });
      await contact(page).getByRole('button', { name: 'Save & Continue' }).click();
      const from = panel.getByRole('textbox', { name: 'From' });
      await expect(from).toHaveAccessibleDescription('Please enter your name as the recipient should see it.');
      await expect(from).toBeFocused();
      await from.fill('The Reyes Family');
      await contact(page).getByRole('button', { name: 'Save & Continue' }).click();
      await expect(contact(page).getByRole('button', { name: 'Edit Contact & Delivery' })).toBeVisible();
      await expect(contact(page)).toContainText('From: The Reyes Family');

      await fillCard(page, { number: '4111111111111111', expiry: '0829', cvv: '123', name: 'Jordan Reyes' });
      const submitSent = page.waitForRequest((r) => r.url().endsWith(SUBMIT));
      await submitButton(page).click();
      expect((await submitSent).postDataJSON()).toMatchObject({ giftItemFrom: 'The Reyes Family' });
      await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
    });

    wide('a registry gift order carries the from-name the buyer typed in the panel (giftItemFrom) and is placed', async ({ page }) => {
      test.slow();
      await fillCart(page, [SHIP]);
      await page.request.post('/rest/__test/checkout', { data: { registry: true } });
      await openCheckout(page, payment(page));
      const c = contact(page);
      await c.getByRole('radio', { name: "Ship to Ms. Rivera's registry address (Austin, TX)" }).check();
      await c.getByRole('textbox', { name: 'Email Address' }).fill('aunt@example.com');
      await c.getByRole('group', { name: PANEL, exact: true }).getByRole('textbox', { name: 'From' }).fill('Aunt Jo');
      await c.getByRole('button', { name: 'Save & Continue' }).click();
      await expect(c.getByRole('button', { name: 'Edit Contact & Delivery' })).toBeVisible();
      await expect(c).toContainText('From: Aunt Jo');
      // The registry owner's address is not the buyer's: the card needs a billing address of its own.
      await fillCard(page, { number: '4111111111111111', expiry: '0829', cvv: '123', name: 'Jo Rivera' });
      await fillAddress(payment(page), { first: 'Jo', last: 'Rivera', address1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118', phone: '2125550100' });
      const submitSent = page.waitForRequest((r) => r.url().endsWith(SUBMIT));
      await submitButton(page).click();
      // Spec section 3: "a giftItemFrom value (the from-name) is sent with the order".
      expect((await submitSent).postDataJSON()).toMatchObject({ giftItemFrom: 'Aunt Jo' });
      await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
    });

    test('Submit Order refused on the delivery address, the email and the payment method: each message lands on its field, every one kept, and focus moves to the first', async ({ page }) => {
      test.slow();
      await fillCart(page, [SHIP]);
      await openCheckout(page, payment(page));
      await guestDelivery(page);
      await fillCard(page, { number: '4111111111111111', expiry: '0829', cvv: '123', name: 'Jordan Reyes' });
      // The store's own checks at commit refuse three fields, the ZIP with two messages.
      await page.request.post('/rest/__test/checkout', {
        data: {
          submitErrors: [
            { propertyPath: 'shippingAddress.postalCode', localizedMessage: 'We no longer deliver to this ZIP code.', errorCode: 'noDelivery' },
            { propertyPath: 'shippingAddress.postalCode', localizedMessage: 'Please choose another delivery address.', errorCode: 'noDelivery' },
            { propertyPath: 'email', localizedMessage: 'This email address cannot receive order mail.', errorCode: 'badEmail' },
            { propertyPath: 'paymentMethod', localizedMessage: 'This card cannot be used for this order.', errorCode: 'methodRefused' },
          ],
        },
      });
      await submitButton(page).click();
      const zip = contact(page).getByRole('textbox', { name: 'ZIP Code' });
      await expect(zip).toHaveAccessibleDescription('We no longer deliver to this ZIP code. Please choose another delivery address.');
      await expect(zip).toHaveAttribute('aria-invalid', 'true');
      await expect(contact(page).getByRole('textbox', { name: 'Email Address' })).toHaveAccessibleDescription(/This email address cannot receive order mail\./);
      await expect(payment(page).getByRole('radio', { name: 'Credit or debit card' })).toHaveAccessibleDescription('This card cannot be used for this order.');
      // The page's first refused field is the email (the form's order): it has focus.
      await expect(contact(page).getByRole('textbox', { name: 'Email Address' })).toBeFocused();
      // None of them is merged into the general alert.
      await expect(page.getByRole('alert').filter({ hasText: 'We no longer deliver' })).toHaveCount(0);
      // The form error went to analytics as the submitOrder step (spec section 7), by field names only.
      const layer = JSON.stringify(await page.evaluate(() => window.dataLayer ?? []));
      expect(layer).toMatch(/"step":"submitOrder","fields":"[^"]*postalCode[^"]*"/);
      expect(layer).not.toContain('We no longer deliver');
      expect(await axe(page)).toEqual([]);
      // Fixed and saved again, the order goes through.
      await contact(page).getByRole('textbox', { name: 'Email Address' }).fill('jordan@example.com');
      await zip.fill('10118');
      await contact(page).getByRole('button', { name: 'Save & Continue' }).click();
      await expect(contact(page).getByRole('button', { name: 'Edit Contact & Delivery' })).toBeVisible();
      // A refused payment asks for the CVV again.
      await payment(page).getByRole('textbox', { name: 'Security Code (CVV)' }).fill('123');
      await submitButton(page).click();
      await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
    });

    wide('a returning customer signs in from the contact section (the account sign-in, password and all); the checkout reads the order again as signed in', async ({ page }) => {
      test.slow();
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      const c = contact(page);
      // A guest's contact goes out with isGuestCheckout true.
      await guestDeliveryFor(page, c);
      await c.getByRole('button', { name: 'Edit Contact & Delivery' }).click();
      await expect(c.getByText('Returning customer?')).toBeVisible();
      expect(await axe(page)).toEqual([]);
      // By keyboard: Enter on Sign In.
      await c.getByRole('button', { name: 'Sign In', exact: true }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Sign In' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: /email/i }).fill('teacher@example.com');
      await dialog
        .getByLabel(/password/i)
        .first()
        .fill(PASSWORD);
      expect(await axe(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      await expect(dialog).toBeHidden();
      await expect(c).toContainText('Signed in as teacher@example.com');
      await expect(c.getByRole('button', { name: 'Log out' })).toBeVisible();
      // The Sign In that had focus back from the dialog is gone: focus is on the line saying who is signed in, not
      // on <body>, and the next Tab is its Log out.
      await expect(c.getByText('Signed in as teacher@example.com')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(c.getByRole('button', { name: 'Log out' })).toBeFocused();
      // The section stays as the shopper left it (open, the address as typed); saved again now, the contact goes
      // out with isGuestCheckout false.
      await expect(c.getByRole('textbox', { name: 'Street Address' })).toHaveValue('350 5th Ave');
      const sent = page.waitForRequest((r) => r.url().endsWith(APPLY_DELIVERY));
      await c.getByRole('button', { name: 'Save & Continue' }).click();
      expect((await sent).postDataJSON()).toMatchObject({ isGuestCheckout: false });
      expect(await axe(page)).toEqual([]);
    });
  });
}

/** A guest's delivery, checking that the call says isGuestCheckout true. */
async function guestDeliveryFor(page: Page, c: ReturnType<typeof contact>): Promise<void> {
  await c.getByRole('textbox', { name: 'Email Address' }).fill('teacher@example.com');
  await fillAddress(c, { first: 'Jordan', last: 'Reyes', address1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118', phone: '2125550100' });
  const sent = page.waitForRequest((r) => r.url().endsWith(APPLY_DELIVERY));
  await c.getByRole('button', { name: 'Save & Continue' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ isGuestCheckout: true, email: 'teacher@example.com' });
  await expect(c.getByRole('button', { name: 'Edit Contact & Delivery' })).toBeVisible();
}
