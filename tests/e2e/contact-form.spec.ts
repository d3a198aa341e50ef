// Contact a Rep / B2B request access (storefront spec sections 2-5, 7-9), on the demo contact page, by role.
import { axeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';
import { watchPage } from './support/page-watch';

const SERVICE = '/rest/forms/contact-a-rep';

async function openForm(page: Page) {
  await page.goto('/help/contact-us/');
  const trigger = page.getByRole('main').getByRole('button', { name: 'Contact a Rep' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Contact a Rep' });
  await expect(dialog).toBeVisible();
  const f = (name: string) => dialog.getByRole('textbox', { name });
  return {
    trigger,
    dialog,
    fname: f('First Name'),
    lname: f('Last Name'),
    phone: f('Phone Number'),
    zip: f('Zip/Postal Code'),
    email: f('Email Address'),
    message: f('Message'),
    submit: dialog.getByRole('button', { name: 'Send Request' }),
    cancel: dialog.getByRole('button', { name: 'Cancel' }),
  };
}

async function fillValid(form: Awaited<ReturnType<typeof openForm>>, email = 'principal@lincoln.k12.ca.us') {
  await form.fname.fill('Dana');
  await form.lname.fill("O'Neil");
  await form.phone.fill('3105551234');
  await form.zip.fill('90745');
  await form.email.fill(email);
  await form.message.fill('We would like a quote for 30 <b>classroom</b> tables.');
}

const serviceRequests = (page: Page) => {
  const urls: URL[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname === SERVICE) urls.push(u);
  });
  return urls;
};

test.describe('contact-form widget', () => {
  // The next test in this worker reuses the browser context (playwright.config.ts), and a reset between tests
  // leaves granted permissions in place: the clipboard permissions one test grants are taken back after each.
  test.afterEach(async ({ context }) => {
    await context.clearPermissions();
  });

  test("says 'All fields are required'; an empty submit shows each field's message and sends nothing", async ({ page }) => {
    const sent = serviceRequests(page);
    const form = await openForm(page);
    await expect(form.dialog.getByText('All fields are required', { exact: true })).toBeVisible();
    await form.submit.click();
    await expect(form.fname).toHaveAccessibleDescription('Please enter a first name.');
    await expect(form.lname).toHaveAccessibleDescription('Please enter a last name.');
    await expect(form.phone).toHaveAccessibleDescription('Please enter a phone number.');
    await expect(form.zip).toHaveAccessibleDescription('Please enter Zip/Postal Code.');
    await expect(form.email).toHaveAccessibleDescription('Please enter an email address');
    await expect(form.message).toHaveAccessibleDescription(/Please enter a message\./);
    await expect(form.fname).toBeFocused();
    expect(sent).toHaveLength(0);
  });

  test('formats the phone as (xxx) xxx-xxxx, refuses pasted letters and takes pasted digits', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const form = await openForm(page);
    await form.phone.pressSequentially('310555');
    await expect(form.phone).toHaveValue('(310) 555');
    await form.phone.pressSequentially('1234999');
    await expect(form.phone).toHaveValue('(310) 555-1234');
    await form.phone.fill('');
    await page.evaluate(() => navigator.clipboard.writeText('call 310 555 1234'));
    await form.phone.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(form.phone).toHaveValue('');
    await expect(form.phone).toHaveAccessibleDescription('Only digits can be pasted here.');
    await page.evaluate(() => navigator.clipboard.writeText('3105551234'));
    await page.keyboard.press('ControlOrMeta+V');
    await expect(form.phone).toHaveValue('(310) 555-1234');
    await expect(form.phone).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('the keyboard alone sends it through JSONP under the strict CSP: the success dialog, the callback removed', async ({ page }) => {
    const watch = await watchPage(page);
    const sent = serviceRequests(page);
    await page.goto('/help/contact-us/');
    await page.getByRole('main').getByRole('button', { name: 'Contact a Rep' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Contact a Rep' });
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toBeFocused();
    for (const text of ['Dana', 'Lee', '3105551234', '90745', 'dana@lincoln.k12.ca.us']) {
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type('Please call me about <script>x</script>furniture.');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Send Request' })).toBeFocused();
    await page.keyboard.press('Enter');
    const done = page.getByRole('dialog', { name: 'Thank You!' });
    await expect(done).toContainText('Your request has been sent. A representative will contact you within one business day.');
    expect(sent).toHaveLength(1);
    const q = sent[0]!.searchParams;
    expect(Object.fromEntries(['fname', 'lname', 'phoneNo', 'zipCode', 'email', 'message', 'formId'].map((k) => [k, q.get(k)]))).toEqual({
      fname: 'Dana',
      lname: 'Lee',
      phoneNo: '3105551234',
      zipCode: '90745',
      email: 'dana@lincoln.k12.ca.us',
      message: 'Please call me about xfurniture.',
      formId: 'b2b-request-access',
    });
    expect(Number(q.get('timestamp'))).toBeGreaterThan(Date.now() - 60_000);
    const callback = q.get('callback')!;
    expect(callback).toMatch(/^[A-Za-z_$][\w$]*$/);
    expect(await page.evaluate((name) => name in window, callback)).toBe(false);
    expect(await page.locator(`script[src*="${SERVICE}"]`).count()).toBe(0);
    await page.keyboard.press('Enter');
    await expect(done).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: 'Contact a Rep' })).toBeFocused();
    expect(await watch.csp()).toEqual([]);
    expect(await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'contact-form'))).toEqual([{ event: 'contact-form', formId: 'b2b-request-access', result: 'success' }]);
  });

  test("the service's error answer shows the failure dialog; what was typed stays", async ({ page }) => {
    const form = await openForm(page);
    await fillValid(form, 'error@example.com');
    await form.submit.click();
    const failure = page.getByRole('alertdialog', { name: 'Something Went Wrong' });
    await expect(failure).toContainText('Sorry, we could not send your request right now. Please try again, or call us at 1-800-778-4456.');
    await failure.getByRole('button', { name: 'OK' }).click();
    await expect(failure).toHaveCount(0);
    await expect(form.email).toHaveValue('error@example.com');
    await expect(form.phone).toHaveValue('(310) 555-1234');
  });

  test('a failing service (HTTP 500) shows the failure dialog', async ({ page }) => {
    const form = await openForm(page);
    await page.request.post('/rest/__test/faults', { data: { path: SERVICE, status: 500 } });
    await fillValid(form);
    await form.submit.click();
    await expect(page.getByRole('alertdialog', { name: 'Something Went Wrong' })).toBeVisible();
  });

  test('a silent service shows the failure dialog after the 15 s wait', async ({ page }) => {
    await page.clock.install();
    const form = await openForm(page);
    await fillValid(form, 'slow@example.com');
    await form.submit.click();
    await expect(form.submit).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(14_000);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.clock.runFor(1_500);
    await expect(page.getByRole('alertdialog', { name: 'Something Went Wrong' })).toBeVisible();
  });

  test('Cancel (or close) resets the errors and keeps what was typed', async ({ page }) => {
    const form = await openForm(page);
    await form.fname.fill('Dana');
    await form.submit.click();
    await expect(form.lname).toHaveAttribute('aria-invalid', 'true');
    await form.cancel.click();
    await expect(form.dialog).toHaveCount(0);
    await form.trigger.click();
    await expect(form.lname).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.dialog.getByText('Please enter a last name.')).toHaveCount(0);
    await expect(form.fname).toHaveValue('Dana');
    await form.submit.click();
    await expect(form.lname).toHaveAttribute('aria-invalid', 'true');
    await form.dialog.getByRole('button', { name: 'Close' }).click();
    await form.trigger.click();
    await expect(form.lname).not.toHaveAttribute('aria-invalid', 'true');
  });

  for (const width of [1280, 375]) {
    test(`axe finds no violation at ${width} px with the form, its messages, and each result dialog`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      const form = await openForm(page);
      expect(await axeViolations(page)).toEqual([]);
      await form.submit.click();
      await expect(form.fname).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page)).toEqual([]);
      await fillValid(form, 'error@example.com');
      await form.submit.click();
      const failure = page.getByRole('alertdialog', { name: 'Something Went Wrong' });
      await expect(failure).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await failure.getByRole('button', { name: 'OK' }).click();
      await form.email.fill('dana@lincoln.k12.ca.us');
      await form.submit.click();
      await expect(page.getByRole('dialog', { name: 'Thank You!' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
