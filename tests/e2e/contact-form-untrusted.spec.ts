// Issue 27: a contact form whose apiURL a careless or hostile editor set (a data: URL, another host, a local
// address on another port, or the same from the content call) runs nothing: no <script> with that address, no
// request to it, the data: script's flag stays unset. The console says which widget refused which address, and
// the shopper sees the form's failure dialog. The page is tests/pages/contact-form-untrusted.html.
import { expect, test, type Page } from './support/test';
import { watchPage } from './support/page-watch';

const PAGE = '/__test/contact-form-untrusted';
const WEB_CONTENTS = '/rest/model/ll/content/WebContentActor/webContents';
const DATA_URL = 'data:text/javascript,window.swPwned=1;//';

/** Console errors of the page, from before it loads. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return errors;
}

/** Requests the page made to addresses that start with `prefix`. */
function requestsTo(page: Page, prefix: string): string[] {
  const urls: string[] = [];
  page.on('request', (r) => r.url().startsWith(prefix) && urls.push(r.url()));
  return urls;
}

/** The page's script elements whose address starts with `prefix`. */
const scriptsFrom = (page: Page, prefix: string) => page.evaluate((p) => [...document.scripts].map((s) => s.src).filter((src) => src.startsWith(p)), prefix);

async function submitValid(page: Page, trigger: string, title: string) {
  await page.getByRole('button', { name: trigger }).click();
  const dialog = page.getByRole('dialog', { name: title });
  const f = (name: string) => dialog.getByRole('textbox', { name });
  await f('First Name').fill('Dana');
  await f('Last Name').fill('Lee');
  await f('Phone Number').fill('3105551234');
  await f('Zip/Postal Code').fill('90745');
  await f('Email Address').fill('dana@lincoln.k12.ca.us');
  await f('Message').fill('Please call me.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

const cases = [
  { trigger: 'Contact (data URL)', title: 'Data URL form', apiURL: DATA_URL, prefix: 'data:', why: 'data: scripts are not loaded' },
  {
    trigger: 'Contact (other host)',
    title: 'Other host form',
    apiURL: 'https://evil.example/x',
    prefix: 'https://evil.example',
    why: 'https://evil.example/x is not under the allowed script sources for its purpose',
  },
  { trigger: 'Contact (other port)', title: 'Other port form', apiURL: 'http://127.0.0.2:9/x', prefix: 'http://127.0.0.2', why: 'http: scripts are not loaded' },
];

for (const c of cases) {
  test(`a marker's apiURL ${c.apiURL} runs nothing, says why in the console, and the shopper sees the failure dialog`, async ({ page }) => {
    const watch = await watchPage(page);
    const errors = consoleErrors(page);
    const requested = requestsTo(page, c.prefix);
    await page.goto(PAGE);
    await submitValid(page, c.trigger, c.title);
    const failure = page.getByRole('alertdialog', { name: 'Something Went Wrong' });
    await expect(failure).toContainText('We could not send your request. Please try again later.');
    expect(await page.evaluate(() => 'swPwned' in window)).toBe(false);
    expect(await scriptsFrom(page, c.prefix)).toEqual([]);
    expect(requested).toEqual([]);
    expect(errors.filter((e) => e.includes('contact-form:') && e.includes(JSON.stringify(c.apiURL)))).toEqual([
      expect.stringContaining(`[storefront-widgets] contact-form: the form service script ${JSON.stringify(c.apiURL)} is refused: ${c.why}`),
    ]);
    // What the shopper typed is not in the console.
    expect(errors.join('\n')).not.toContain('dana@lincoln');
    expect(await watch.csp()).toEqual([]);
    // What was typed stays behind the dialog.
    await failure.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog', { name: c.title }).getByRole('textbox', { name: 'First Name' })).toHaveValue('Dana');
  });
}

test("an apiURL naming a script of the store's own origin that is not under the form service's prefix adds no script", async ({ page, baseURL }) => {
  const errors = consoleErrors(page);
  const requested = requestsTo(page, `${baseURL}/static/replay/`);
  await page.goto(PAGE);
  await submitValid(page, 'Contact (same-origin script)', 'Same-origin script form');
  await expect(page.getByRole('alertdialog', { name: 'Something Went Wrong' })).toContainText('We could not send your request. Please try again later.');
  expect(await scriptsFrom(page, `${baseURL}/static/replay/`)).toEqual([]);
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => 'SessionReplayRecorder' in window)).toBe(false);
  expect(errors.filter((e) => e.includes('contact-form:'))).toEqual([
    expect.stringContaining(
      `[storefront-widgets] contact-form: the form service script "/static/replay/recorder.js" is refused: ${baseURL}/static/replay/recorder.js is not under the allowed script sources for its purpose`,
    ),
  ]);
});

test('an apiURL of data: from the content call (pathKey) runs nothing either', async ({ page }) => {
  const errors = consoleErrors(page);
  // The content call answers a form whose service address is a data: URL (the fault is this session's only).
  const content = { contents: [{ mainContent: [{ formTitle: 'Content form', formId: 't-content', apiURL: DATA_URL }] }] };
  await page.request.post('/rest/__test/faults', { data: { path: WEB_CONTENTS, status: 200, body: JSON.stringify(content) } });
  await page.goto(PAGE);
  await submitValid(page, 'Contact (from content)', 'Content form');
  await expect(page.getByRole('alertdialog', { name: 'Something Went Wrong' })).toBeVisible();
  expect(errors.filter((e) => e.includes(`contact-form: the form service script ${JSON.stringify(DATA_URL)} is refused`))).toHaveLength(1);
  expect(await page.evaluate(() => 'swPwned' in window)).toBe(false);
  expect(await scriptsFrom(page, 'data:')).toEqual([]);
});
