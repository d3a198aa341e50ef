/** The checkout page (/checkout-page) in the browser tests: opening it, its landmarks, forms and payment sheet. */
import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';

/** Opens the checkout and waits for the island and `landmark` (by default the Order Summary heading). */
export async function openCheckout(page: Page, landmark: Locator = page.getByRole('heading', { name: 'Order Summary' })): Promise<void> {
  await page.goto('/checkout-page');
  // A busy machine can take longer than the default 7 s to load a page's chunks and the order.
  await expect(page.locator('[data-widget="checkout"]')).toHaveAttribute('data-widget-state', 'ready', { timeout: 15_000 });
  await expect(landmark).toBeVisible({ timeout: 15_000 });
}

/** Axe's violations inside the checkout island. */
export const checkoutAxe = (page: Page) => axeViolations(page, '[data-widget="checkout"]');

export const contact = (page: Page) => page.getByRole('region', { name: 'Contact & Delivery' });
export const payment = (page: Page) => page.getByRole('region', { name: 'Payment' });
export const express = (page: Page) => page.getByRole('region', { name: 'Express Checkout' });
export const summaryBox = (page: Page) => page.getByRole('region', { name: 'Order Summary' });
/** The mini item list, a section of its own after the order summary (spec section 10). */
export const itemList = (page: Page) => page.getByRole('region', { name: 'Items in Your Order' });
export const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Order' });
/** The order confirmation page's heading. */
export const confirmation = (page: Page) => page.getByRole('heading', { level: 1, name: 'Thank you for your order!' });

/**
 * Submit Order after an express payment (the pay service's stand-in sheet): the call says paymentMethod
 * express, and the confirmation page names the provider.
 */
export async function submitExpressOrder(page: Page, provider: string): Promise<void> {
  const submitSent = page.waitForRequest((r) => r.url().endsWith('/rest/model/atg/commerce/order/purchase/CommitOrderActor/commitOrder'));
  await submitButton(page).click();
  expect((await submitSent).postDataJSON()).toMatchObject({ paymentMethod: 'express' });
  await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('main').getByText(provider, { exact: true })).toBeVisible();
}

/** The amount of one line of the order summary (on phones the summary is collapsed behind a button: it is opened first). */
export async function summaryLine(page: Page, label: string): Promise<Locator> {
  const toggle = summaryBox(page).getByRole('button', { name: /^Order Summary/ });
  if ((await toggle.count()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  return summaryBox(page)
    .locator('.sw-checkout__lines .sw-checkout__line')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

export interface AddressInput {
  first: string;
  last: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  country?: string;
}

/** Types an address into the form in `form` (the contact section, or the payment section's billing address). */
export async function fillAddress(form: Locator, a: AddressInput): Promise<void> {
  if (a.country) await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: a.country });
  await form.getByRole('textbox', { name: 'First Name' }).fill(a.first);
  await form.getByRole('textbox', { name: 'Last Name' }).fill(a.last);
  await form.getByRole('textbox', { name: 'Street Address' }).fill(a.address1);
  await form.getByRole('textbox', { name: 'City' }).fill(a.city);
  await form.getByRole('combobox', { name: a.country === 'Canada' ? 'Province' : 'State' }).selectOption(a.state);
  await form.getByRole('textbox', { name: a.country === 'Canada' ? 'Postal Code' : 'ZIP Code' }).fill(a.zip);
  await form.getByRole('textbox', { name: 'Phone Number' }).fill(a.phone);
}

/** A guest's contact and delivery (Jordan Reyes, 350 5th Ave, New York, NY 10118), saved: the section collapses. */
export async function guestDelivery(page: Page, email = 'guest@example.com'): Promise<void> {
  const c = contact(page);
  await c.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await fillAddress(c, { first: 'Jordan', last: 'Reyes', address1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118', phone: '2125550100' });
  await c.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(c.getByRole('button', { name: 'Edit Contact & Delivery' })).toBeVisible();
}

/** Types a new card into the payment section. */
export async function fillCard(page: Page, card: { number: string; expiry: string; cvv: string; name: string }): Promise<void> {
  const p = payment(page);
  await p.getByRole('textbox', { name: 'Card Number' }).fill(card.number);
  await p.getByRole('textbox', { name: 'Expiry Date (MM/YY)' }).fill(card.expiry);
  await p.getByRole('textbox', { name: 'Security Code (CVV)' }).fill(card.cvv);
  await p.getByRole('textbox', { name: 'Name on Card' }).fill(card.name);
}

/** A stand-in for the browser's payment sheet (Chromium here has no pay service): it answers a token at once. */
export const stubPaymentSheet = (page: Page) =>
  page.addInitScript(() => {
    (window as unknown as Record<string, unknown>).PaymentRequest = class {
      show() {
        return Promise.resolve({ methodName: 'https://google.com/pay', details: { token: 'DEMO-TOKEN' }, payerEmail: 'sheet@example.com', complete: () => Promise.resolve() });
      }
    };
  });
