import { expect, test, type Page } from './support/test';
import { fillCart, SHIP } from './support/cart';
import { contact, openCheckout } from './support/checkout';

/**
 * A card number typed into the wrong box (issue 27, item 5): the box survives it, and the number is never
 * stored, sent to analytics, or sent anywhere in a request.
 */

const CARD = '4111 1111 1111 1111';
// The card's digits however they were grouped or encoded (spaces as '+' or %20, dashes).
const CARD_ANYWHERE = /4111(?:[\s+-]|%20)?1111(?:[\s+-]|%20)?1111(?:[\s+-]|%20)?1111/;

/** Every request this page makes, as its URL and body. */
function recordRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => sent.push(`${r.method()} ${r.url()} ${r.postData() ?? ''}`));
  return sent;
}

/** What the page keeps or reports: both storages, every cookie (HttpOnly ones included) and window.dataLayer. */
async function keptByThePage(page: Page): Promise<string> {
  const inPage = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie, layer: window.dataLayer ?? [] }));
  return inPage + JSON.stringify(await page.context().cookies());
}

test('a card number typed into the checkout promo box and applied leaves the checkout working and is kept, tracked and sent nowhere', async ({ page }) => {
  const sent = recordRequests(page);
  await fillCart(page, [SHIP]);
  await openCheckout(page);
  const promo = page.getByRole('region', { name: 'Promo Code' });
  const code = promo.getByRole('textbox', { name: 'Promo Code' });
  await code.fill(CARD);
  await promo.getByRole('button', { name: 'Apply' }).click();

  // The promo's own invalid-code message (storefront spec section 5), not the island's error state.
  await expect(code).toHaveAccessibleDescription('Please enter a valid code.');
  await expect(page.locator('[data-widget="checkout"]')).toHaveAttribute('data-widget-state', 'ready');
  // The shopper goes on: the contact form takes an email, and a real code still applies.
  const email = contact(page).getByRole('textbox', { name: 'Email Address' });
  await email.fill('guest@example.com');
  await expect(email).toHaveValue('guest@example.com');
  await code.fill('SAVE10');
  await promo.getByRole('button', { name: 'Apply' }).click();
  await expect(promo).toContainText('10% off your order');

  expect(await keptByThePage(page)).not.toMatch(CARD_ANYWHERE);
  expect(sent.filter((r) => CARD_ANYWHERE.test(r))).toEqual([]);
});

test('a card number typed into the search box is never sent for suggestions, searched, kept or tracked', async ({ page }) => {
  const sent = recordRequests(page);
  // Every search term the type-ahead sent: the suggest path's term and the flyout's and search's Ntt.
  const terms: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    const term = url.searchParams.get('Ntt') ?? /\/suggest\/Ntt\/([^/]*)/.exec(url.pathname)?.[1];
    if (term !== undefined) terms.push(decodeURIComponent(term));
  });
  await page.request.get('/rest/__test/session');
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeEditable();

  // Read off the card in a pause after the first group: that short start is asked for, as any term is.
  const firstGroup = page.waitForRequest((r) => r.url().includes('/TypeAheadActor/suggest/') && r.url().includes('4111'));
  await box.pressSequentially('4111');
  await firstGroup;
  await box.pressSequentially(' 1111 1111 1111');
  await box.press('Enter');

  await expect(page.getByRole('alert')).toHaveText('For your security, card numbers are not searched. Please enter a search term.');
  await expect(box).toHaveValue(CARD);
  await expect(page).toHaveURL(/\/$/);

  // A later term is asked for as usual; by the time its request goes, any request for the card would have.
  const later = page.waitForRequest((r) => r.url().includes('/TypeAheadActor/suggest/') && r.url().includes('glue'));
  await box.fill('glue');
  await later;
  expect(terms).toContain('4111');
  expect(terms).toContain('glue');
  // Not the number, nor the 13 digits or more of it that would be most of it.
  expect(terms.filter((t) => t.replace(/\D/g, '').length >= 13)).toEqual([]);
  expect(sent.filter((r) => CARD_ANYWHERE.test(r))).toEqual([]);
  expect(await keptByThePage(page)).not.toMatch(CARD_ANYWHERE);
});
