/** The checkout step of a journey: delivery, gift card, rewards, card or the PayPal stand-in, Submit Order. */
import type { Locator, Page } from '@playwright/test';
import type { Step } from './plan';
import { CARD, type Seen, type Shopper } from './shopper';

const GIFT_CARD = { number: '6006492222222222', pin: '5678' };
const GUEST = [
  ['Email Address', 'guest@example.com'],
  ['First Name', 'Jordan'],
  ['Last Name', 'Reyes'],
  ['Street Address', '350 5th Ave'],
  ['City', 'New York'],
  ['ZIP Code', '10118'],
  ['Phone Number', '2125550100'],
] as const;
const region = (page: Page, name: string) => page.getByRole('region', { name });
const money = (text: string | null) => (text ? Number(text.replace(/[^0-9.-]/g, '')) : NaN);

/** Fills the address fields `form` shows that are empty. */
async function fillShown(form: Locator): Promise<void> {
  for (const [name, value] of GUEST) {
    const box = form.getByRole('textbox', { name, exact: true });
    if ((await box.isVisible().catch(() => false)) && !(await box.inputValue())) await box.fill(value);
  }
  const state = form.getByRole('combobox', { name: 'State' });
  if ((await state.isVisible().catch(() => false)) && !(await state.inputValue())) await state.selectOption('NY');
}

/** The order total the page shows now (the summary's Total line). */
async function shownTotal(page: Page): Promise<number | null> {
  const line = region(page, 'Order Summary')
    .locator('.sw-checkout__lines .sw-checkout__line')
    .filter({ has: page.getByText('Total', { exact: true }) })
    .locator('dd');
  const n = money(
    await line
      .first()
      .textContent({ timeout: 3000 })
      .catch(() => null),
  );
  return Number.isFinite(n) ? n : null;
}

export async function checkout(s: Shopper, step: Extract<Step, { kind: 'checkout' }>): Promise<Seen> {
  if (![...s.belief.lines.values()].some((q) => q > 0)) return 'skipped';
  const page = s.page;
  await s.goto(page, '/checkout-page');
  const payment = region(page, 'Payment');
  // The checkout sends a shopper with an empty cart to the cart page (an order placed meanwhile took the cart).
  const empty = page.getByRole('heading', { name: 'Your cart is empty.' });
  const opened = await s.outcome(async () => (await payment.isVisible().catch(() => false)) || empty.isVisible().catch(() => false), 20_000);
  if (opened !== 'ok') return opened;
  if (await empty.isVisible().catch(() => false)) return 'skipped';

  const contact = region(page, 'Contact & Delivery');
  const edit = contact.getByRole('button', { name: 'Edit Contact & Delivery' });
  if (!(await edit.isVisible())) {
    // A cart of pickup items asks for the contact only: the fields shown are the ones filled.
    if (!s.belief.signedIn) await fillShown(contact);
    await contact.getByRole('button', { name: 'Save & Continue' }).click();
    const saved = await s.outcome(edit);
    if (saved !== 'ok') return saved;
  }

  if (step.giftCard && !s.belief.signedIn) {
    const gc = region(page, 'Gift Card');
    await gc.getByRole('textbox', { name: 'Gift Card Number' }).fill(GIFT_CARD.number);
    await gc.getByRole('textbox', { name: 'Authorization Number' }).fill(GIFT_CARD.pin);
    await gc.getByRole('button', { name: 'Apply Gift Card' }).click();
    const applied = await s.outcome(gc.getByText(/Gift card ending in 2222/));
    if (applied !== 'ok') return applied;
  }
  if (step.rewards && s.belief.signedIn) {
    const apply = region(page, 'Rewards').getByRole('button', { name: /^Apply .* Rewards Bucks$/ });
    if (await apply.isVisible().catch(() => false)) {
      await apply.click();
      const applied = await s.outcome(region(page, 'Rewards').getByRole('button', { name: 'Remove Rewards Bucks' }));
      if (applied !== 'ok') return applied;
    }
  }

  const confirmation = page.getByRole('heading', { level: 1, name: 'Thank you for your order!' });
  const total = await shownTotal(page);
  const needsPayment = total !== 0;
  // Paid with PayPal on an earlier try (the payment outlives a reload): the shopper only submits again.
  const paid = await payment
    .getByText(/^Paid with PayPal/)
    .isVisible()
    .catch(() => false);
  if (needsPayment && step.pay === 'paypal' && !paid) {
    await payment.getByRole('radio', { name: 'PayPal' }).check();
    const pay = page.locator('.sw-checkout__submit').getByRole('button', { name: 'PayPal Checkout' });
    const ready = await s.outcome(pay, 15_000);
    if (ready !== 'ok') return ready;
    s.belief.lastShownTotal = await shownTotal(page);
    await pay.click();
    await page.getByRole('dialog', { name: 'PayPal (demo)' }).getByRole('button', { name: 'Pay with PayPal' }).click();
  } else {
    if (needsPayment && !paid) {
      const card = payment.getByRole('radio', { name: 'Credit or debit card' });
      if (await card.isVisible().catch(() => false)) await card.check();
      const number = payment.getByRole('textbox', { name: 'Card Number' });
      if (await number.isVisible().catch(() => false)) {
        await number.fill(CARD.number);
        await payment.getByRole('textbox', { name: 'Expiry Date (MM/YY)' }).fill(CARD.expiry);
        await payment.getByRole('textbox', { name: 'Security Code (CVV)' }).fill(CARD.cvv);
        await payment.getByRole('textbox', { name: 'Name on Card' }).fill(CARD.name);
      }
      // A billing address of its own when there is no delivery address to use.
      await fillShown(payment);
    }
    s.belief.lastShownTotal = await shownTotal(page);
    await page.getByRole('button', { name: 'Submit Order' }).click();
  }
  const seen = await s.outcome(confirmation, 25_000);
  if (seen === 'ok') {
    const orderId = new URL(page.url()).searchParams.get('orderId');
    s.belief.orders.push({ orderId, total: s.belief.lastShownTotal });
    s.belief.lines.clear();
  }
  return seen;
}
