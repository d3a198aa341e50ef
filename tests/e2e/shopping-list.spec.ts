// Shopping lists (storefront spec sections 2 Other screens, 4 Shopping-list creation, 5 List name, 7 User lists)
// on the demo's Shopping Lists page, by role.
import { axeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';
import { PASSWORD, signInAs } from './support/session';

const PAGE = '/my-shoppinglist-page/';
const GET_LISTS = '/rest/model/atg/commerce/gifts/GiftlistActor/userLists';

async function openLists(page: Page) {
  await page.goto(PAGE);
  await expect(page.locator('[data-widget="shopping-list"]')).toHaveAttribute('data-widget-state', 'ready');
  const main = page.getByRole('main');
  return {
    main,
    name: main.getByRole('textbox', { name: 'List Name' }),
    privateRadio: main.getByRole('radio', { name: /^Private/ }),
    publicRadio: main.getByRole('radio', { name: /^Public/ }),
    create: main.getByRole('button', { name: 'Create List' }),
    lists: main.getByRole('region', { name: 'Your Lists' }).getByRole('listitem'),
  };
}

const events = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((e) => ({ event: e.event, listType: e.listType })));

test.describe('shopping-list widget (signed in)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page.request, 'teacher@example.com');
  });

  test('a name full of stripped characters is cleaned as typed; the created list shows the clean name from the get lists call', async ({ page }) => {
    const f = await openLists(page);
    await expect(f.lists.first()).toBeVisible();
    await expect(f.privateRadio).toBeChecked();
    await expect(f.publicRadio).not.toBeChecked();
    await f.name.pressSequentially('Science<>& Fair "Kit" #2 {Grade 3}');
    await expect(f.name).toHaveValue('Science Fair Kit #2 Grade 3');
    const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname === GET_LISTS && r.request().method() === 'GET');
    await f.create.click();
    await reloaded;
    await expect(f.main.getByRole('status').filter({ hasText: 'was created' })).toHaveText('Your list "Science Fair Kit #2 Grade 3" was created.');
    await expect(f.lists.filter({ hasText: 'Science Fair Kit #2 Grade 3' })).toHaveText(/Science Fair Kit #2 Grade 3\s*Private/);
    await expect(f.name).toHaveValue('');
    expect(await events(page)).toContainEqual({ event: 'createShoppingListStart', listType: 'private' });
  });

  test('a pasted name keeps only the allowed characters, at most 80; public is an option', async ({ page }) => {
    const f = await openLists(page);
    const pasted = '<b>Art</b> & Crafts [Room 12] ' + 'x'.repeat(100);
    await f.name.fill(pasted);
    // '/' is in the allowed set; '<', '>', '&' and '[ ]' are not.
    const expected = ('bArt/b  Crafts Room 12 ' + 'x'.repeat(100)).slice(0, 80);
    await expect(f.name).toHaveValue(expected);
    await f.publicRadio.check();
    await f.create.click();
    await expect(f.lists.filter({ hasText: 'bArt/b' })).toHaveText(/Public$/);
    expect(await events(page)).toContainEqual({ event: 'createShoppingListStart', listType: 'public' });
  });

  test('a stripped character typed mid-name leaves the caret where it was', async ({ page }) => {
    const f = await openLists(page);
    await f.name.pressSequentially('Art Crafts');
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('&<Fun> ');
    await expect(f.name).toHaveValue('Art Fun Crafts');
  });

  test("an empty name shows 'Please enter a list name.' and sends nothing; editing clears it", async ({ page }) => {
    const f = await openLists(page);
    let creates = 0;
    page.on('request', (r) => void (r.url().includes('GiftlistActor/createList') && creates++));
    await f.create.click();
    await expect(f.name).toHaveAccessibleDescription(/^Please enter a list name\./);
    await expect(f.name).toHaveAttribute('aria-invalid', 'true');
    await expect(f.name).toBeFocused();
    await f.name.fill('<>&');
    await f.create.click();
    await expect(f.name).toHaveAccessibleDescription(/^Please enter a list name\./);
    await f.name.pressSequentially('A');
    await expect(f.name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(f.name).not.toHaveAccessibleDescription(/Please enter a list name/);
    expect(creates).toBe(0);
  });

  test('the keyboard alone creates a public list', async ({ page }) => {
    const f = await openLists(page);
    await expect(f.lists.first()).toBeVisible();
    for (let i = 0; i < 80 && !(await f.name.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)); i++) await page.keyboard.press('Tab');
    await expect(f.name).toBeFocused();
    await page.keyboard.type('Keyboard <List>');
    await page.keyboard.press('Tab');
    await expect(f.privateRadio).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(f.publicRadio).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(f.create).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(f.lists.filter({ hasText: 'Keyboard List' })).toHaveText(/Public$/);
  });
});

test.describe('shopping-list widget (guest)', () => {
  test('a guest is asked to sign in; after signing in the form appears', async ({ page }) => {
    await page.goto(PAGE);
    // The page is sign-in-required (init data authPages): the account widget's dialog opens by itself.
    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await expect(signIn).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signIn).toBeHidden();
    const main = page.getByRole('main');
    await expect(main.getByText('Please sign in to create and see your shopping lists.')).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'List Name' })).toHaveCount(0);
    await main.getByRole('button', { name: 'Sign In' }).click();
    await expect(signIn).toBeVisible();
    await signIn.getByRole('textbox', { name: 'Email Address' }).fill('teacher@example.com');
    await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(signIn).toBeHidden();
    await expect(main.getByRole('textbox', { name: 'List Name' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Your Lists' }).getByRole('listitem').first()).toBeVisible();
  });
});

for (const width of [1280, 375]) {
  test(`shopping-list: axe finds no violation at ${width} px (guest, signed in, with the name's message and a created list)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(PAGE);
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await signInAs(page.request, 'teacher@example.com');
    const f = await openLists(page);
    await f.create.click();
    await expect(f.name).toHaveAttribute('aria-invalid', 'true');
    await expect(f.lists.first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await f.name.fill('Axe Check');
    await f.create.click();
    await expect(f.lists.filter({ hasText: 'Axe Check' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
