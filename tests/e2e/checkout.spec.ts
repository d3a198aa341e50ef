import { expect, test, testIf } from './support/test';
import { fillCart, SHIP } from './support/cart';
import { checkoutAxe as axe, contact, fillAddress, itemList, openCheckout, summaryBox, summaryLine } from './support/checkout';
import { tabTo } from './support/focus';
import { MARIA, signInAs, signInGsaFromFlyout, signInSession } from './support/session';

/**
 * The checkout widget, part 1 (contact and delivery, store pickup, registry from-name, promo, order summary),
 * on /checkout-page against the simulator. Carts are filled with the test-only cart endpoint, signed-in
 * shoppers through the test session endpoint. Every scenario runs at 1280 px; at 375 px, those whose layout
 * matters there (the main flow, the keyboard, the address suggestions, the saved addresses), the others' rules not
 * changing with the width. Axe looks at the checkout island in each state it reaches.
 */

// SHIP: Ready-to-Use Easel Paper - Green, $27.99 (GSA $24.63).
const PICKUP = { catalogRefId: 'S1002-2', quantity: 1, instorePickUpOpted: true, locationId: 'ST001' }; // Yellow, $27.99 at Carson
const APPLY_DELIVERY = '/rest/model/atg/commerce/order/purchase/ShippingActor/applyContactAndDelivery';
const APPLY_PICKUP = '/rest/model/atg/commerce/order/purchase/ShippingActor/applyPickupInfo';
const DETAILS = '/rest/model/atg/commerce/order/purchase/CheckoutActor/checkoutDetails';

for (const width of [1280, 375]) {
  test.describe(`checkout at ${width} px`, () => {
    // Its business rule does not change with the width: declared at 1280 px only.
    const wide = testIf(width === 1280);
    test.use({ viewport: { width, height: 900 } });

    test('a guest with a shipped and a pickup item: server field error, then "did you mean", accepted; the section collapses and the totals follow the new zip', async ({ page }) => {
      // The longest scenario (four axe runs, eight calls): three times the default time on a busy machine.
      test.slow();
      await fillCart(page, [SHIP, PICKUP]);
      await openCheckout(page);
      expect(await axe(page)).toEqual([]);
      await expect(await summaryLine(page, 'Shipping')).toHaveText('TBD');
      // No estimate zip yet: the order's tax (the pickup item's, 7.25 % at the Carson store) shows all the same.
      await expect(await summaryLine(page, 'Tax')).toHaveText('$2.03');
      await expect(await summaryLine(page, 'Total')).toHaveText('$58.01');
      // Both groups, their header text, pickup shown as FREE, thumbnails at width 64, the service phone.
      await expect(summaryBox(page).getByRole('group', { name: 'Ship to Address' })).toBeVisible();
      const pickupGroup = summaryBox(page).getByRole('group', { name: 'Pick Up in Store: Carson' });
      await expect(pickupGroup.getByText('FREE')).toBeVisible();
      await expect(itemList(page).getByRole('listitem').first().locator('img')).toHaveAttribute('src', /wid=64/);
      await expect(summaryBox(page).getByRole('link', { name: '1-800-778-4456' })).toBeVisible();

      await contact(page).getByRole('textbox', { name: 'Email Address' }).fill('guest@example.com');
      await contact(page)
        .getByRole('checkbox', { name: /email me special offers/ })
        .check();
      await fillAddress(contact(page), { first: 'Jordan', last: 'Reyes', address1: 'PO Box 12', city: 'New York', state: 'NY', zip: '10001', phone: '2125550100' });
      await expect(contact(page).getByRole('textbox', { name: 'Phone Number' })).toHaveValue('(212) 555-0100');

      const first = page.waitForRequest((r) => r.url().endsWith(APPLY_DELIVERY));
      await contact(page).getByRole('button', { name: 'Save & Continue' }).click();
      const sent = await first;
      // Checkout calls send Is-Furniture, howMany -1 and start 0; the phone goes as digits.
      expect(sent.headers()['is-furniture']).toBe('false');
      const body = sent.postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ howMany: -1, start: 0, phoneNumber: '2125550100', email: 'guest@example.com', emailOptIn: true, userShopFor: 'all', avsStatus: 'NOT_VALIDATED' });
      // Apply contact and delivery's own fields (spec section 7): a checkout-page call, the saved addresses sorted
      // by last name then first name (section 9), a guest's contact to be checked, the address as the shipping one.
      // The simulator refuses the call without them (a form error naming the field), so the P.O. Box error below is
      // only reached when they are right.
      expect(body).toMatchObject({ isCheckoutPage: true, sortProperties: 'lastName,firstName', validateContactInfo: true, useShippingAddress: true, isNewAddress: true, active: false });

      const street = contact(page).getByRole('textbox', { name: 'Street Address' });
      await expect(street).toHaveAccessibleDescription("We can't deliver to a P.O. Box. Please enter a street address.");
      await expect(street).toBeFocused();
      expect(await axe(page)).toEqual([]);
      // The error went to analytics by step, without anything typed.
      const layer = JSON.stringify(await page.evaluate(() => window.dataLayer ?? []));
      expect(layer).toContain('"step":"shipping"');
      expect(layer).toContain('address1');
      expect(layer).not.toContain('PO Box');
      expect(layer).not.toContain('guest@example.com');

      await street.fill('350 Fifth Ave');
      await contact(page).getByRole('button', { name: 'Save & Continue' }).click();
      const hint = contact(page).getByRole('group', { name: 'Did you mean this address?' });
      await expect(hint).toContainText('350 5th Ave');
      await expect(hint).toContainText('New York, NY 10118');
      await expect(hint.getByRole('button', { name: 'Use Suggested Address' })).toBeFocused();
      expect(await axe(page)).toEqual([]);
      await hint.getByRole('button', { name: 'Use Suggested Address' }).click();

      await expect(contact(page).getByRole('button', { name: 'Edit Contact & Delivery' })).toBeVisible();
      await expect(contact(page).getByRole('textbox')).toHaveCount(0);
      await expect(contact(page)).toContainText('350 5th Ave');
      await expect(contact(page)).toContainText('New York, NY 10118');
      // NY zone: $8.95 + $2.00; tax: 4 % of $27.99 + $10.95 in NY, 7.25 % of $27.99 at the Carson store.
      await expect(await summaryLine(page, 'Estimated Shipping')).toHaveText('$10.95');
      await expect(await summaryLine(page, 'Estimated Tax')).toHaveText('$3.59');
      await expect(await summaryLine(page, 'Total')).toHaveText('$70.52');
      await expect(summaryBox(page).getByText('Estimated for ZIP 10118').first()).toBeVisible();
      expect(await axe(page)).toEqual([]);
      // The shipping method: Express is $19.95 + $2.00 for the zone, and the tax follows it.
      const methods = page.getByRole('region', { name: 'Shipping Method' });
      await expect(methods.getByRole('radio', { name: /Standard/ })).toBeChecked();
      await methods.getByRole('radio', { name: /Express/ }).check();
      await expect(methods.getByRole('radio', { name: /Express/ })).toHaveAccessibleName(/\$21\.95/);
      await expect(await summaryLine(page, 'Estimated Shipping')).toHaveText('$21.95');
      await expect(await summaryLine(page, 'Estimated Tax')).toHaveText('$4.03');
      await expect(await summaryLine(page, 'Total')).toHaveText('$81.96');
      expect(JSON.stringify(await page.evaluate(() => window.dataLayer ?? []))).toContain('newsletterSubscription');
    });

    wide("before a delivery address, the chosen store's zip gives Estimated Shipping from estimatedShipping while the order's charge is still TBD", async ({ page }) => {
      await fillCart(page, [SHIP]);
      await page.request.post('/rest/__test/cart-flags', { data: { selectedStoreId: 'ST001' } });
      const details = page.waitForResponse((r) => r.url().includes(DETAILS));
      await openCheckout(page);
      const r = (await (await details).json()) as { checkoutResponse: { estimatedShipping: number; orderSummary: { orderShippingCharge: unknown } } };
      // The simulator sends the two apart, so the line shows which one it reads.
      expect(r.checkoutResponse.estimatedShipping).toBe(8.95);
      expect(r.checkoutResponse.orderSummary.orderShippingCharge).toBe('tbd');
      await expect(await summaryLine(page, 'Estimated Shipping')).toHaveText('$8.95');
      // Carson, CA: 7.25 % of $27.99 + $8.95.
      await expect(await summaryLine(page, 'Estimated Tax')).toHaveText('$2.68');
      await expect(summaryBox(page).getByText('Estimated for ZIP 90745')).toHaveCount(2);
      expect(await axe(page)).toEqual([]);
    });

    test('a signed-in shopper sees the email with Log out and picks a saved address from the list sorted by last, then first name', async ({ page }) => {
      await signInSession(page, MARIA);
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      await expect(contact(page)).toContainText('Signed in as teacher@example.com');
      await expect(contact(page).getByRole('button', { name: 'Log out' })).toBeVisible();
      const saved = contact(page).getByRole('group', { name: 'Saved Addresses' });
      await expect(saved.getByRole('radio')).toHaveCount(3);
      const names = await saved.getByRole('radio').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).labels?.[0]?.textContent ?? ''));
      expect(names.map((n) => n.replace('Default', '').trim())).toEqual(['Ana Alvarez', 'Daniel Lopez', 'Maria Lopez']);
      await expect(saved.getByRole('radio', { name: /Maria Lopez/ })).toBeChecked();
      expect(await axe(page)).toEqual([]);

      await saved.getByRole('radio', { name: /Daniel Lopez/ }).check();
      // "active (make default)" (spec section 3): the shopper makes the chosen address the default.
      await contact(page).getByRole('checkbox', { name: 'Make this my default address' }).check();
      const chosen = page.waitForRequest((r) => r.url().endsWith(APPLY_DELIVERY));
      await contact(page).getByRole('button', { name: 'Save & Continue' }).click();
      // A signed-in shopper's contact is the profile's: nothing to validate.
      expect((await chosen).postDataJSON()).toMatchObject({
        isSelectAddress: true,
        addressId: 'addr100011',
        active: true,
        isCheckoutPage: true,
        sortProperties: 'lastName,firstName',
        validateContactInfo: false,
        useShippingAddress: true,
        howMany: -1,
        start: 0,
      });
      await expect(contact(page).getByRole('button', { name: 'Edit Contact & Delivery' })).toBeVisible();
      await expect(contact(page)).toContainText('2230 W Jefferson Blvd');
      await expect(summaryBox(page).getByText('Estimated for ZIP 90018').first()).toBeAttached();

      // Edit reopens the book; Edit of one address opens it in the form, and Add a New Address an empty one.
      await contact(page).getByRole('button', { name: 'Edit Contact & Delivery' }).click();
      // Daniel Lopez is the default now (the store kept it), and the only one.
      await expect(saved.getByRole('radio', { name: /Daniel Lopez.*Default/ })).toBeVisible();
      await expect(saved.getByText('Default', { exact: true })).toHaveCount(1);
      await contact(page).getByRole('button', { name: 'Edit address of Ana Alvarez' }).click();
      await expect(contact(page).getByRole('textbox', { name: 'Street Address' })).toHaveValue('88 Pine St');
      await expect(contact(page).getByRole('textbox', { name: 'Phone Number' })).toHaveValue('(206) 555-0117');
      expect(await axe(page)).toEqual([]);
      await contact(page).getByRole('button', { name: 'Back to Saved Addresses' }).click();
      await contact(page).getByRole('button', { name: 'Add a New Address' }).click();
      await expect(contact(page).getByRole('textbox', { name: 'Street Address' })).toHaveValue('');
    });

    wide('a pickup-only order with no extra payment asks who picks it up (name and a US/CA phone) and saves it', async ({ page }) => {
      await fillCart(page, [PICKUP]);
      // Gift cards cover the order: no extra payment is required (part 2 applies them for real).
      await page.request.post('/rest/__test/checkout', { data: { giftCards: [{ number: '6006492222222222', balance: 150 }] } });
      await openCheckout(page);
      const pickup = page.getByRole('region', { name: 'Store Pickup' });
      await expect(pickup).toContainText('Pick up at Carson');
      const who = pickup.getByRole('group', { name: 'Who will pick up this order?' });
      await expect(who).toBeVisible();
      await expect(contact(page)).toContainText('Nothing in this order ships');
      expect(await axe(page)).toEqual([]);

      await pickup.getByRole('button', { name: 'Save Pickup Info' }).click();
      await expect(who.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription('Please enter a first name.');
      await expect(who.getByRole('textbox', { name: 'First Name' })).toBeFocused();
      await expect(who.getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription('Please enter a phone number.');
      // The pickup info's form error goes to analytics as the 'delivery' step (spec section 7).
      const layer = JSON.stringify(await page.evaluate(() => window.dataLayer ?? []));
      expect(layer).toMatch(/"step":"delivery","fields":"firstName,lastName,phoneNumber"/);
      expect(await axe(page)).toEqual([]);

      await who.getByRole('textbox', { name: 'First Name' }).fill('Sam');
      await who.getByRole('textbox', { name: 'Last Name' }).fill("O'Neil");
      await who.getByRole('textbox', { name: 'Phone Number' }).fill('31055501');
      await pickup.getByRole('button', { name: 'Save Pickup Info' }).click();
      await expect(who.getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription('Please enter a 10-digit phone number.');
      await who.getByRole('textbox', { name: 'Phone Number' }).fill('310-555-0142');
      const req = page.waitForRequest((r) => r.url().endsWith(APPLY_PICKUP));
      await pickup.getByRole('button', { name: 'Save Pickup Info' }).click();
      expect((await req).postDataJSON()).toMatchObject({ firstName: 'Sam', lastName: "O'Neil", phoneNumber: '3105550142', updateStorePickupInfo: true, applyGiftCard: false, howMany: -1, start: 0 });
      await expect(pickup).toContainText("Pickup person: Sam O'Neil, (310) 555-0142");
      await expect(pickup.getByRole('button', { name: 'Edit Store Pickup' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      // Pickup shipping reads FREE.
      await expect(await summaryLine(page, 'Shipping')).toHaveText('FREE');
    });

    wide('a registry order shows the from-name panel; the anonymous toggle clears the name', async ({ page }) => {
      await fillCart(page, [SHIP]);
      await page.request.post('/rest/__test/checkout', { data: { registry: true } });
      await openCheckout(page);
      await expect(contact(page).getByRole('group', { name: 'how should your name appear to the recipient', exact: true })).toHaveCount(0);
      await contact(page).getByRole('radio', { name: "Ship to Ms. Rivera's registry address (Austin, TX)" }).check();
      const panel = contact(page).getByRole('group', { name: 'how should your name appear to the recipient', exact: true });
      await expect(panel).toBeVisible();
      await expect(contact(page)).toContainText('This order is a gift to Ms. Rivera');
      expect(await axe(page)).toEqual([]);

      await contact(page).getByRole('textbox', { name: 'Email Address' }).fill('aunt@example.com');
      await contact(page).getByRole('button', { name: 'Save & Continue' }).click();
      await expect(panel.getByRole('textbox', { name: 'From' })).toHaveAccessibleDescription('Please enter your name as the recipient should see it.');
      await panel.getByRole('textbox', { name: 'From' }).fill('Aunt Jo 2');
      await contact(page).getByRole('button', { name: 'Save & Continue' }).click();
      await expect(panel.getByRole('textbox', { name: 'From' })).toHaveAccessibleDescription(/Please use letters, spaces/);
      await panel.getByRole('textbox', { name: 'From' }).fill('Aunt Jo');
      await panel.getByRole('checkbox', { name: 'Send anonymously' }).check();
      await expect(panel.getByRole('textbox', { name: 'From' })).toHaveValue('');
      await expect(panel.getByRole('textbox', { name: 'From' })).toBeDisabled();
      expect(await axe(page)).toEqual([]);
      await contact(page).getByRole('button', { name: 'Save & Continue' }).click();
      await expect(contact(page).getByRole('button', { name: 'Edit Contact & Delivery' })).toBeVisible();
      await expect(contact(page)).toContainText("Ship to Ms. Rivera's registry address (Austin, TX)");
      await expect(contact(page)).toContainText('Send anonymously');
    });

    wide('a reload in the middle keeps what was typed', async ({ page }) => {
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      await contact(page).getByRole('textbox', { name: 'Email Address' }).fill('keep@example.com');
      await fillAddress(contact(page), { first: 'Riley', last: 'Chen', address1: '742 Evergreen Ter', city: 'Springfield', state: 'IL', zip: '62704', phone: '2175550199' });
      await page.getByRole('textbox', { name: 'Promo Code' }).fill('save-10!');
      await expect(page.getByRole('textbox', { name: 'Promo Code' })).toHaveValue('save10');
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
      await expect(contact(page).getByRole('textbox', { name: 'Email Address' })).toHaveValue('keep@example.com');
      await expect(contact(page).getByRole('textbox', { name: 'Street Address' })).toHaveValue('742 Evergreen Ter');
      await expect(contact(page).getByRole('combobox', { name: 'State' })).toHaveValue('IL');
      await expect(contact(page).getByRole('textbox', { name: 'Phone Number' })).toHaveValue('(217) 555-0199');
      await expect(page.getByRole('textbox', { name: 'Promo Code' })).toHaveValue('save10');
    });

    wide('a server error keeps everything typed; a stale confirmation number is replayed by the client', async ({ page }) => {
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      await contact(page).getByRole('textbox', { name: 'Email Address' }).fill('retry@example.com');
      await fillAddress(contact(page), { first: 'Riley', last: 'Chen', address1: '742 Evergreen Ter', city: 'Springfield', state: 'IL', zip: '62704', phone: '2175550199' });
      await page.request.post('/rest/__test/faults', { data: { path: APPLY_DELIVERY, status: 500, times: 1 } });
      await contact(page).getByRole('button', { name: 'Save & Continue' }).click();
      await expect(contact(page).getByRole('alert')).toHaveText(/We could not save your changes right now/);
      await expect(contact(page).getByRole('textbox', { name: 'Street Address' })).toHaveValue('742 Evergreen Ter');
      expect(await axe(page)).toEqual([]);
      // The server's number changes under the page: the client gets a 409, a fresh number, and replays once.
      await page.request.post('/rest/__test/session', { data: { dynSessConf: '4242' } });
      await page.request.delete('/rest/__test/requests');
      await contact(page).getByRole('button', { name: 'Save & Continue' }).click();
      await expect(contact(page).getByRole('button', { name: 'Edit Contact & Delivery' })).toBeVisible();
      const counts = (await (await page.request.get('/rest/__test/requests')).json()) as { counts: Record<string, number> };
      expect(counts.counts[`POST ${APPLY_DELIVERY}`]).toBe(2);
    });

    wide('an empty cart goes to /shopping-cart/', async ({ page }) => {
      await fillCart(page, []);
      await page.goto('/checkout-page');
      await expect(page).toHaveURL(/\/shopping-cart\/$/);
    });

    wide('a Canadian address validates with the CA postal and phone patterns', async ({ page }) => {
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      await contact(page).getByRole('textbox', { name: 'Email Address' }).fill('canada@example.com');
      await fillAddress(contact(page), { country: 'Canada', first: 'Émile', last: 'Tremblay', address1: '24 Sussex Dr', city: 'Ottawa', state: 'ON', zip: '12345', phone: '61355501' });
      await contact(page).getByRole('button', { name: 'Save & Continue' }).click();
      const postal = contact(page).getByRole('textbox', { name: 'Postal Code' });
      await expect(postal).toHaveAccessibleDescription('Please enter a postal code like K1A 0B1.');
      await expect(postal).toBeFocused();
      await expect(contact(page).getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription(/^Please enter a 10-digit phone number\./);
      expect(await axe(page)).toEqual([]);
      await postal.fill('K1A 0B1');
      await contact(page).getByRole('textbox', { name: 'Phone Number' }).fill('6135550123');
      await expect(contact(page).getByRole('textbox', { name: 'Phone Number' })).toHaveValue('(613) 555-0123');
      await contact(page).getByRole('button', { name: 'Save & Continue' }).click();
      await expect(contact(page).getByRole('button', { name: 'Edit Contact & Delivery' })).toBeVisible();
      await expect(contact(page)).toContainText('Ottawa, ON K1A 0B1 CA');
    });

    test('the keyboard alone completes contact and delivery (with an address suggestion)', async ({ page }) => {
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      const c = contact(page);
      await c.getByRole('textbox', { name: 'Email Address' }).focus();
      await page.keyboard.type('keys@example.com');
      // Tab follows the section's reading order: the opt-in, a returning customer's Sign In (after the contact
      // fields, before the address), then the address from its country.
      const optIn = c.getByRole('checkbox', { name: /email me special offers/ });
      await tabTo(page, optIn);
      await page.keyboard.press('Space');
      await expect(optIn).toBeChecked();
      await tabTo(page, c.getByRole('button', { name: 'Sign In', exact: true }));
      await tabTo(page, c.getByRole('combobox', { name: 'Country' }));
      await tabTo(page, c.getByRole('textbox', { name: 'First Name' }));
      await page.keyboard.type('Kim');
      await tabTo(page, c.getByRole('textbox', { name: 'Last Name' }));
      await page.keyboard.type('Park');
      await tabTo(page, c.getByRole('textbox', { name: 'Street Address' }));
      await page.keyboard.type('20750 S Ava');
      const suggestion = c.getByRole('button', { name: '20750 S Avalon Blvd, Carson, CA 90745' });
      await expect(suggestion).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(suggestion).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(c.getByRole('textbox', { name: 'City' })).toHaveValue('Carson');
      await expect(c.getByRole('combobox', { name: 'State' })).toHaveValue('CA');
      await expect(c.getByRole('textbox', { name: 'ZIP Code' })).toHaveValue('90745');
      await c.getByRole('textbox', { name: 'Phone Number' }).focus();
      await page.keyboard.type('3105550142');
      await page.keyboard.press('Enter');
      // The section collapses and focus moves to its Edit button.
      await expect(c.getByRole('button', { name: 'Edit Contact & Delivery' })).toBeFocused();
      await expect(c).toContainText('20750 S Avalon Blvd');
    });

    test('address suggestions belong to the street field: they move nothing, another field or Escape closes them, typing brings them back, a click on one fills the address', async ({ page }) => {
      await fillCart(page, [SHIP]);
      await openCheckout(page);
      const c = contact(page);
      const street = c.getByRole('textbox', { name: 'Street Address' });
      const list = c.getByRole('list', { name: 'Address suggestions' });
      const city = c.getByRole('textbox', { name: 'City' });
      // Where City sits on the page (not in the viewport: typing scrolls the street field into view).
      const top = () => city.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const cityAt = await top();
      await street.fill('20750 S Ava');
      await expect(list).toBeVisible();
      // The list lies over the fields below: nothing in the form moves when it comes.
      expect(await top()).toBe(cityAt);
      await city.click();
      await expect(list).toBeHidden();
      await street.fill('20750 S Aval');
      await expect(list).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(street).toBeFocused();
      await page.keyboard.press('Backspace');
      await expect(list).toBeVisible();
      await list.getByRole('button', { name: '20750 S Avalon Blvd, Carson, CA 90745' }).click();
      await expect(list).toBeHidden();
      await expect(city).toHaveValue('Carson');
      await expect(c.getByRole('combobox', { name: 'State' })).toHaveValue('CA');
      await expect(c.getByRole('textbox', { name: 'ZIP Code' })).toHaveValue('90745');
    });

    wide('a promo code applies on checkout (hasPromoApplied), an empty one says so, and it can be removed', async ({ page }) => {
      await fillCart(page, [SHIP, PICKUP]);
      await openCheckout(page);
      const promo = page.getByRole('region', { name: 'Promo Code' });
      await promo.getByRole('button', { name: 'Apply' }).click();
      await expect(promo.getByRole('textbox', { name: 'Promo Code' })).toHaveAccessibleDescription('Please enter a valid code.');
      await promo.getByRole('textbox', { name: 'Promo Code' }).fill('NOPE1');
      await promo.getByRole('button', { name: 'Apply' }).click();
      await expect(promo.getByRole('textbox', { name: 'Promo Code' })).toHaveAccessibleDescription('The promo code you entered is not valid.');
      await promo.getByRole('textbox', { name: 'Promo Code' }).fill('SAVE10');
      await promo.getByRole('button', { name: 'Apply' }).click();
      await expect(promo).toContainText('10% off your order');
      await expect(await summaryLine(page, 'Discount')).toHaveText('-$5.60');
      expect(await axe(page)).toEqual([]);
      await promo.getByRole('button', { name: 'Remove promo code SAVE10' }).click();
      await expect(promo).not.toContainText('10% off your order');
      const layer = JSON.stringify(await page.evaluate(() => window.dataLayer ?? []));
      expect(layer).toContain('"step":"applyPromoCode"');
      expect(layer).not.toContain('NOPE1');
    });

    wide('the account-deleted dialog opens on the checkout page (the header has it)', async ({ page }) => {
      await fillCart(page, [SHIP]);
      await page.goto('/checkout-page?profile-deleted=true');
      await expect(page.getByRole('dialog', { name: 'Your Account Has Been Deleted' })).toBeVisible();
    });
  });
}

test.describe('checkout summary on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('collapses with the total in its header and opens with the keyboard', async ({ page }) => {
    await fillCart(page, [SHIP, PICKUP]);
    await openCheckout(page);
    const toggle = summaryBox(page).getByRole('button', { name: 'Order Summary Total $58.01' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(summaryBox(page).getByText('Merchandise Subtotal')).toBeHidden();
    // The mini item list is a section of its own, in view while the summary is collapsed, after it in the page.
    await expect(itemList(page).getByRole('listitem')).toHaveCount(2);
    await expect(itemList(page).getByRole('listitem').first()).toBeVisible();
    const [summaryTop, itemsTop] = await Promise.all([summaryBox(page).boundingBox(), itemList(page).boundingBox()]);
    expect(itemsTop!.y).toBeGreaterThan(summaryTop!.y);
    expect(await axe(page)).toEqual([]);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(summaryBox(page).getByText('Merchandise Subtotal')).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });

  test('on a desktop the summary is always open, with no toggle', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await fillCart(page, [SHIP]);
    await openCheckout(page);
    await expect(summaryBox(page).getByRole('button', { name: /^Order Summary/ })).toHaveCount(0);
    await expect(summaryBox(page).getByText('Merchandise Subtotal')).toBeVisible();
  });
});

test('an expired access token is refreshed by the client and the save goes through (401 recovery)', async ({ page }) => {
  const signed = (await (await page.request.post('/rest/__test/session', { data: { signIn: MARIA } })).json()) as { tokens: { access_token: string; refresh_token: string; expires_in: number } };
  const t = signed.tokens;
  await page.addInitScript((v) => localStorage.setItem('sw:tokens', v), JSON.stringify({ accessToken: t.access_token, refreshToken: t.refresh_token, expiresAt: Date.now() + t.expires_in * 1000 }));
  await fillCart(page, [SHIP]);
  await openCheckout(page);
  // The counts are cleared before the token expires: a refresh that the header's polling makes in between is counted.
  await page.request.delete('/rest/__test/requests');
  await page.request.post('/rest/__test/session', { data: { expireAccessToken: true } });
  await contact(page)
    .getByRole('radio', { name: /Ana Alvarez/ })
    .check();
  const sent = page.waitForRequest((r) => r.url().endsWith(APPLY_DELIVERY));
  await contact(page).getByRole('button', { name: 'Save & Continue' }).click();
  expect((await sent).headers().authorization).toMatch(/^Bearer /);
  await expect(contact(page).getByRole('button', { name: 'Edit Contact & Delivery' })).toBeVisible();
  await expect(contact(page)).toContainText('88 Pine St');
  const counts = (await (await page.request.get('/rest/__test/requests')).json()) as { counts: Record<string, number> };
  // The header's polling may meet the expired token first: one refresh or two, never none.
  expect(counts.counts['POST /rest/model/ll/commerce/oauth/TokenActor/refreshToken']).toBeGreaterThanOrEqual(1);
});

test('a GSA user sees GSA-marked prices and no promo code box', async ({ page }) => {
  await signInAs(page.request, 'gsa@example.com');
  await fillCart(page, [SHIP]);
  await openCheckout(page);
  const item = itemList(page).getByRole('listitem').filter({ hasText: 'Ready-to-Use Easel Paper - Green' });
  await expect(item).toContainText('GSA price');
  await expect(item).toContainText('$24.63');
  await expect(page.getByRole('region', { name: 'Promo Code' })).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
});

test('signing in as a GSA user on the checkout page shows the government notice; Continue stays on checkout with GSA prices', async ({ page }) => {
  await fillCart(page, [SHIP]);
  await openCheckout(page);
  await expect(page.getByRole('region', { name: 'Promo Code' })).toBeVisible();
  await (await signInGsaFromFlyout(page)).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout-page$/);
  await expect(contact(page)).toContainText('Signed in as gsa@example.com');
  await expect(itemList(page).getByRole('listitem').filter({ hasText: 'Easel Paper' })).toContainText('GSA price');
  await expect(page.getByRole('region', { name: 'Promo Code' })).toHaveCount(0);
});

test('the checkout details call carries howMany -1, start 0 and Is-Furniture', async ({ page }) => {
  await fillCart(page, [SHIP]);
  const req = page.waitForRequest((r) => r.url().includes(DETAILS));
  await page.goto('/checkout-page');
  const r = await req;
  const url = new URL(r.url());
  expect(url.searchParams.get('howMany')).toBe('-1');
  expect(url.searchParams.get('start')).toBe('0');
  expect(r.headers()['is-furniture']).toBe('false');
});

test('Log out at checkout is the account sign-out: a failed logout call still signs out (the session is invalidated) and lands on the home page as a guest', async ({ page }) => {
  await signInSession(page, MARIA);
  await fillCart(page, [SHIP]);
  await openCheckout(page);
  await page.request.post('/rest/__test/faults', { data: { path: '/rest/model/atg/userprofiling/ProfileActor/logout', status: 500, times: 1 } });
  const invalidated = page.waitForRequest((r) => r.url().endsWith('/rest/model/ll/commerce/session/SessionActor/invalidateSession'));
  await contact(page).getByRole('button', { name: 'Log out' }).click();
  await invalidated;
  await page.waitForURL((u) => u.pathname === '/');
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Maria!' })).toHaveCount(0);
});

test("the page's sections come in the spec's order (section 2: express checkout, contact and delivery, store pickup, gift card, rewards, payment, shipping, promo code, order summary, mini item list, submit)", async ({
  page,
}) => {
  // A signed-in shopper with rewards points and a shipped and a pickup item: every section shows.
  await signInSession(page, MARIA);
  await fillCart(page, [SHIP, PICKUP]);
  await openCheckout(page, page.getByRole('region', { name: 'Payment' }));
  const island = page.locator('[data-widget="checkout"]');
  // The regions' names in document order (each section is labelled by its heading).
  const names = await island
    .getByRole('region')
    .evaluateAll((els) => els.map((el) => (el.getRootNode() as Document | ShadowRoot).getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? ''));
  expect(names).toEqual(['Express Checkout', 'Contact & Delivery', 'Store Pickup', 'Gift Card', 'Rewards', 'Payment', 'Shipping Method', 'Promo Code', 'Order Summary', 'Items in Your Order']);
  // Submit Order comes after the mini item list.
  const after = await itemList(page).evaluate(
    (items, submit) => !!(items.compareDocumentPosition(submit as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    await page.getByRole('button', { name: 'Submit Order' }).elementHandle(),
  );
  expect(after).toBe(true);
});
