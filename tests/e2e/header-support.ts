/**
 * Shared helpers of the browser tests: sign in through the real login call or the header's flyout, switch the
 * simulator's header state, seed a cart and a signed-in session through the test-only endpoints, run axe, and
 * the checkout page's landmarks (its three spec files share them).
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ENDPOINTS } from '../../src/api/endpoints';
import { axeViolations } from './support/axe';

export const PASSWORD = 'Classroom2026!';

/** Signs this browser context in with the login call (the page's cookie session becomes signed in). */
export async function signInAs(request: APIRequestContext, email: string): Promise<void> {
  const conf = (await (await request.get(`${ENDPOINTS.sessionConfirmation.path}?format=string`)).json()) as { sessionConfirmationNumber: string };
  const res = await request.post(ENDPOINTS.login.path, {
    headers: { 'content-type': 'application/json' },
    data: `{"login":${JSON.stringify(email)},"password":${JSON.stringify(PASSWORD)},"userType":"b2c-user","staySignedIn":false,"sessionRestored":false,"currentURL":"/","_dynSessConf":${conf.sessionConfirmationNumber}}`,
  });
  const body = (await res.json()) as { status?: string; formError?: boolean };
  if (body.status !== 'OK') throw new Error(`login failed for ${email}: ${JSON.stringify(body)}`);
}

export const setChat = (request: APIRequestContext, online: boolean | null) => request.post('/rest/__test/chat', { data: { online } });
export const setRewardsDown = (request: APIRequestContext, down: boolean) => request.post('/rest/__test/rewards', { data: { down } });

/** The header island's root, for scoping queries. */
export async function openHeaderPage(page: Page, path = '/__test/header'): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
}

/** Signs the GSA (contracted) account in through the header's Account flyout; returns the Government Account notice, once shown. */
export async function signInGsaFromFlyout(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('button', { name: 'Sign In' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByRole('textbox', { name: /email/i }).fill('gsa@example.com');
  await signIn.getByLabel(/password/i).first().fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  const notice = page.getByRole('dialog', { name: 'Government Account' });
  await expect(notice).toBeVisible();
  return notice;
}

/** Whether the focused element (looking into shadow roots) lies inside `container`: a dialog keeps focus. */
export const holdsFocus = (container: Locator) =>
  container.evaluate((d) => {
    let el = (d.getRootNode() as ShadowRoot | Document).activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return !!el && d.contains(el);
  });

export { axeViolations };

// ---- Carts and sessions through the simulator's test-only endpoints (same context: the session cookie applies).

/** A teacher with saved addresses, a saved card and saved gift cards. */
export const MARIA = { id: 'pr100001', email: 'teacher@example.com', firstName: 'Maria', lastName: 'Lopez' };
/** A school account: pay on account, tax exempt. */
export const LINDA = { id: 'pr100003', email: 'school@example.com', firstName: 'Linda', lastName: 'Nguyen' };
/** Ready-to-Use Easel Paper - Green, $27.99 (GSA $24.63), shipped. */
export const SHIP = { catalogRefId: 'S1002', quantity: 1 };

/** Replaces this browser's cart with `lines`. */
export async function fillCart(page: Page, lines: object[]): Promise<void> {
  expect((await page.request.post('/rest/__test/cart', { data: { lines } })).ok()).toBe(true);
}

/** Signs this browser's session in as `who` without the login call. */
export async function signInSession(page: Page, who: typeof MARIA): Promise<void> {
  expect((await page.request.post('/rest/__test/session', { data: { signIn: who } })).ok()).toBe(true);
}

// ---- The checkout page (/checkout-page).

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
  return summaryBox(page).locator('.sw-checkout__lines .sw-checkout__line').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
}

export interface AddressInput { first: string; last: string; address1: string; city: string; state: string; zip: string; phone: string; country?: string }

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

/** A stand-in for the browser's payment sheet (Chromium here has no pay service): it answers a token at once. */
export const stubPaymentSheet = (page: Page) =>
  page.addInitScript(() => {
    (window as unknown as Record<string, unknown>).PaymentRequest = class {
      show() {
        return Promise.resolve({ methodName: 'https://google.com/pay', details: { token: 'DEMO-TOKEN' }, payerEmail: 'sheet@example.com', complete: () => Promise.resolve() });
      }
    };
  });
