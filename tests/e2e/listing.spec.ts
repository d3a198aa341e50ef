import { expect, test, type APIRequestContext, type Page } from './support/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/session';

interface Menu {
  name: string;
  displayName: string;
  refinements: { label: string; count: number; link: string }[];
}
interface Answer {
  resultTotalCount: number;
  guidedNavigation: (Menu & { facets?: Menu[] })[];
  resultList: { name: string; skus: { price: number }[] }[];
}

/** The simulator's filtered listing for an address (the same cookie session as the page). */
async function simulator(request: APIRequestContext, href: string): Promise<Answer> {
  const body = (await (await request.get(href, { headers: { accept: 'application/json' } })).json()) as { mainContent?: Answer[]; contents?: Answer[] };
  return (body.mainContent ?? body.contents)![0]!;
}
const refinement = (a: Answer, facet: string, label: string) => a.guidedNavigation.find((f) => f.name === facet)!.refinements.find((r) => r.label === label)!;
/** A value of one menu of the 'Product Options' collection. */
const option = (a: Answer, menu: string, label: string) =>
  a.guidedNavigation
    .find((f) => f.name === 'options')!
    .facets!.find((m) => m.displayName === menu)!
    .refinements.find((r) => r.label === label)!;
const ART_INTRO = 'Crayons, paints, paper and craft kits that let every young artist create.';
/** Text on screen (the server-rendered page stays in the light DOM, unshown, once the widget has taken over). */
const shown = (page: Page, text: string) => page.getByText(text).filter({ visible: true });

const axe = (page: Page) => axeViolations(page, '[data-widget="listing"]');

/** Opens a listing and waits until the widget has taken over from the server-rendered page. */
async function open(page: Page, path = '/products/art/') {
  await page.goto(path);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  // The server page's GET form (its Apply button) is the no-JS fallback, gone once the widget shows.
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  // A full page load would lose this.
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
}
const samePage = (page: Page) => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);
const title = (page: Page) => page.getByRole('heading', { level: 1 });
const results = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 2 });
const facets = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

/** The name of the focused element, through shadow roots. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return (a?.getAttribute('aria-label') ?? a?.textContent ?? '').trim();
  });
async function tabTo(page: Page, name: RegExp) {
  for (let i = 0; i < 250; i++) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`no focusable element named ${name}`);
}

test.describe('listing at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('filters, sorts and pages without a full page load; every state has its URL and Back restores the earlier one', async ({ page }) => {
    await open(page);
    const start = await simulator(page.request, '/products/art/');
    await expect(title(page)).toHaveText(`Art & Craft Supplies (${start.resultTotalCount} Items)`);

    // A level-1 category.
    const paint = refinement(start, 'category', 'Paint & Brushes');
    await facets(page)
      .getByRole('link', { name: `Paint & Brushes (${paint.count})` })
      .click();
    await expect(page).toHaveURL(/\/products\/art\/N\/paint\/$/);
    await expect(title(page)).toHaveText(`Art & Craft Supplies (${paint.count} Items)`);
    await expect(results(page)).toHaveCount(paint.count);
    // Its level-2 children show under it.
    await expect(facets(page).getByRole('button', { name: 'Hide Paint & Brushes categories' })).toHaveAttribute('aria-expanded', 'true');

    // A second facet: Ship Item (the availability facet).
    const afterPaint = await simulator(page.request, '/products/art/N/paint/');
    const ship = refinement(afterPaint, 'availability', 'shipOrderSku');
    await facets(page)
      .getByRole('button', { name: `Ship Item (${ship.count})` })
      .click();
    await expect(page).toHaveURL(/\/products\/art\/N\/paint\+ship\/$/);
    await expect(title(page)).toHaveText(`Art & Craft Supplies (${ship.count} Items)`);
    const crumbs = page.getByRole('list', { name: 'Selected filters' });
    await expect(crumbs.getByRole('link')).toHaveText(['Paint & Brushes ×', 'Ship Item ×', 'Clear All']);
    expect(await samePage(page)).toBe(true);

    // Drop the category: Ship Item alone pages.
    await crumbs.getByRole('link', { name: 'Remove Paint & Brushes' }).click();
    await expect(page).toHaveURL(/\/products\/art\/N\/ship\/$/);
    const shipOnly = await simulator(page.request, '/products/art/N/ship/');
    expect(shipOnly.resultTotalCount).toBeGreaterThan(24);
    await expect(title(page)).toHaveText(`Art & Craft Supplies (${shipOnly.resultTotalCount} Items)`);

    // Sort by Price - Low: the simulator's order, lowest price first.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price - Low' });
    await expect(page).toHaveURL(/\/products\/art\/N\/ship\/\?Ns=priceLow$/);
    const low = await simulator(page.request, '/products/art/N/ship/?Ns=priceLow');
    const prices = low.resultList.map((p) => Math.min(...p.skus.map((s) => s.price)));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect(results(page)).toHaveText(low.resultList.map((p) => p.name));
    const pageOne = await results(page).allTextContents();

    // Page 2.
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/products\/art\/N\/ship\/\?Ns=priceLow&page=2$/);
    await expect(page.getByText(`Showing 25-${shipOnly.resultTotalCount} of ${shipOnly.resultTotalCount}`)).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // Back: the exact earlier state, and its scroll position (restored after 600 ms).
    await page.goBack();
    await expect(page).toHaveURL(/\/products\/art\/N\/ship\/\?Ns=priceLow$/);
    await expect(results(page)).toHaveText(pageOne);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priceLow');
    await expect(page.getByText(`Showing 1-24 of ${shipOnly.resultTotalCount}`)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    // Further back: the filters come back too.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/products\/art\/N\/paint\+ship\/$/);
    await expect(crumbs.getByRole('link')).toHaveText(['Paint & Brushes ×', 'Ship Item ×', 'Clear All']);
    await page.goForward();
    await expect(page).toHaveURL(/\/products\/art\/N\/ship\/$/);
    expect(await samePage(page)).toBe(true);
  });

  test('grid or list is the view parameter; the items-per-page dropdown offers 24, 48 and 96', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'List' }).click();
    await expect(page).toHaveURL(/\?view=list$/);
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    const perPage = page.getByRole('combobox', { name: 'Items per page' });
    await expect(perPage.locator('option')).toHaveText(['24', '48', '96']);
    await perPage.selectOption('48');
    await expect(page).toHaveURL(/\?view=list&Nrpp=48$/);
    await expect(results(page)).toHaveCount(36);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await page.goBack();
    await expect(results(page)).toHaveCount(24);
  });

  test('a listing of 24 items or fewer has no items-per-page dropdown', async ({ page }) => {
    await open(page, '/products/art/N/paint/');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Items per page' })).toHaveCount(0);
  });

  test('a failed fetch is logged and leaves the page as it was', async ({ page }) => {
    await open(page);
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    await page.route('**/products/art/N/paint/', (route) => (route.request().resourceType() === 'fetch' ? route.abort() : route.continue()));
    await facets(page)
      .getByRole('link', { name: /^Paint & Brushes/ })
      .click();
    await expect.poll(() => errors.some((e) => e.includes('listing') && e.includes('/products/art/N/paint/'))).toBe(true);
    await expect(page).toHaveURL(/\/products\/art\/$/);
    await expect(title(page)).toHaveText('Art & Craft Supplies (36 Items)');
    await expect(results(page)).toHaveCount(24);
    await expect(page.locator('body')).not.toHaveClass(/\bsw-route-loading\b/);
  });

  test('a route-loading state is set on the page while the listing moves to a new address, and cleared when it is shown (spec section 4)', async ({ page }) => {
    await open(page);
    const body = page.locator('body');
    await expect(body).not.toHaveClass(/\bsw-route-loading\b/);
    // The answer is held until the page has been seen loading.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/products/art/N/paint/', async (route) => {
      if (route.request().resourceType() === 'fetch') await held;
      await route.continue();
    });
    await facets(page)
      .getByRole('link', { name: /^Paint & Brushes/ })
      .click();
    await expect(body).toHaveClass(/\bsw-route-loading\b/);
    await expect(page.getByRole('list', { name: 'Results' })).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page).toHaveURL(/\/products\/art\/N\/paint\/$/);
    await expect(body).not.toHaveClass(/\bsw-route-loading\b/);
    await expect(page.getByRole('list', { name: 'Results' })).not.toHaveAttribute('aria-busy', 'true');
  });

  test("Store Pickup without a store asks for the store finder ('store-finder', context 'listing')", async ({ page }) => {
    await open(page);
    await page.evaluate(() => {
      const w = window as unknown as { StorefrontWidgets: { open: (n: string, p?: unknown) => Promise<boolean> }; __opened: unknown[] };
      w.__opened = [];
      const real = w.StorefrontWidgets.open.bind(w.StorefrontWidgets);
      w.StorefrontWidgets.open = (n, p) => (w.__opened.push([n, p]), real(n, p));
    });
    await expect(facets(page).getByRole('button', { name: 'Select Store' })).toBeVisible();
    await facets(page).getByRole('button', { name: 'Store Pickup (0)' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __opened: unknown[] }).__opened)).toEqual([['store-finder', { context: 'listing' }]]);
    await expect(page).toHaveURL(/\/products\/art\/$/);
  });

  test('with a store: Store Pickup counts its stock, shows the store, and the pickup and ship ids swap in the /N/ segment', async ({ page }) => {
    // Maria Lopez's selected store is Carson (ST001).
    await signInAs(page.request, 'teacher@example.com');
    await open(page, '/products/art/N/paint/');
    const answer = await simulator(page.request, '/products/art/N/paint/');
    const pickup = refinement(answer, 'availability', 'inStoreSku');
    const ship = refinement(answer, 'availability', 'shipOrderSku');
    await expect(facets(page).getByRole('button', { name: 'Change store, Carson, CA' })).toBeVisible();
    await facets(page)
      .getByRole('button', { name: `Store Pickup (${pickup.count})` })
      .click();
    await expect(page).toHaveURL(/\/products\/art\/N\/paint\+pickup\/$/);
    await expect(title(page)).toHaveText(`Art & Craft Supplies (${pickup.count} Items)`);
    await expect(facets(page).getByRole('button', { name: /^Store Pickup/ })).toHaveAttribute('aria-pressed', 'true');
    await facets(page)
      .getByRole('button', { name: `Ship Item (${ship.count})` })
      .click();
    await expect(page).toHaveURL(/\/products\/art\/N\/paint\+ship\/$/);
    await expect(facets(page).getByRole('button', { name: /^Store Pickup/ })).toHaveAttribute('aria-pressed', 'false');
    // The pickup info dialog.
    await facets(page).getByRole('button', { name: 'About store pickup' }).click();
    await expect(page.getByRole('dialog', { name: 'Buy Online…Pick Up in Store!' })).toBeVisible();
  });

  test("Store Pickup with no store opens the store finder; after choosing one the counts match the simulator's stock", async ({ page }) => {
    await open(page);
    await facets(page).getByRole('button', { name: 'Store Pickup (0)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Store' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Zip Code' }).fill('90745');
    await dialog.getByRole('textbox', { name: 'Zip Code' }).press('Enter');
    await dialog
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Carson', exact: true }) })
      .getByRole('button', { name: 'Make Your Store' })
      .click();
    await expect(dialog).toBeHidden();
    const answer = await simulator(page.request, '/products/art/');
    const pickup = refinement(answer, 'availability', 'inStoreSku');
    expect(pickup.count).toBeGreaterThan(0);
    await expect(facets(page).getByRole('button', { name: `Store Pickup (${pickup.count})` })).toBeVisible();
    await expect(facets(page).getByRole('button', { name: 'Change store, Carson, CA' })).toBeVisible();
    // Now Store Pickup filters by that store's stock.
    await facets(page)
      .getByRole('button', { name: `Store Pickup (${pickup.count})` })
      .click();
    await expect(page).toHaveURL(/\/products\/art\/N\/pickup\/$/);
    await expect(title(page)).toHaveText(`Art & Craft Supplies (${pickup.count} Items)`);
    expect(await samePage(page)).toBe(true);
  });

  test('a Store Pickup count of 0 says no items are eligible for store pickup, with or without a store (spec sections 2 and 8)', async ({ page }) => {
    const noPickup = facets(page)
      .getByRole('status')
      .filter({ hasText: /no items are eligible for store pickup/i });
    // Furniture is shipped only: no store can hand it over.
    await open(page, '/products/furniture/');
    await expect(facets(page).getByRole('button', { name: 'Select Store' })).toBeVisible();
    await expect(facets(page).getByRole('button', { name: 'Store Pickup (0)' })).toBeVisible();
    await expect(noPickup).toBeVisible();

    // A store chosen through the store finder: still 0 for furniture, still the message.
    await facets(page).getByRole('button', { name: 'Store Pickup (0)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Store' });
    await dialog.getByRole('textbox', { name: 'Zip Code' }).fill('90503');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await dialog
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Torrance', exact: true }) })
      .getByRole('button', { name: 'Make Your Store' })
      .click();
    await expect(dialog).toBeHidden();
    await expect(facets(page).getByRole('button', { name: 'Change store, Torrance, CA' })).toBeVisible();
    const furniture = refinement(await simulator(page.request, '/products/furniture/'), 'availability', 'inStoreSku');
    expect(furniture?.count ?? 0).toBe(0);
    await expect(facets(page).getByRole('button', { name: 'Store Pickup (0)' })).toBeVisible();
    await expect(noPickup).toBeVisible();

    // Where that store has stock, no message.
    const art = refinement(await simulator(page.request, '/products/art/'), 'availability', 'inStoreSku');
    expect(art.count).toBeGreaterThan(0);
    await open(page, '/products/art/');
    await expect(facets(page).getByRole('button', { name: `Store Pickup (${art.count})` })).toBeVisible();
    await expect(facets(page).getByText(/no items are eligible for store pickup/i)).toHaveCount(0);
  });

  test('a GSA user sees no availability facet', async ({ page }) => {
    await signInAs(page.request, 'gsa@example.com');
    await open(page);
    await expect(facets(page).getByRole('heading', { name: 'Category' })).toBeVisible();
    await expect(facets(page).getByRole('heading', { name: 'Availability' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Ship Item|^Store Pickup/ })).toHaveCount(0);
  });

  test('search results filter by category in the /N/ segment and keep Ntt', async ({ page }) => {
    await open(page, '/search/?Ntt=crayons');
    await expect(title(page)).toHaveText(/^Search results for “crayons” \(\d+ Items\)$/);
    await facets(page)
      .getByRole('link', { name: /^Art & Craft Supplies/ })
      .click();
    await expect(page).toHaveURL(/\/search\/N\/art\/\?Ntt=crayons$/);
    await expect(page.getByRole('list', { name: 'Selected filters' }).getByRole('link', { name: 'Remove Art & Craft Supplies' })).toBeVisible();
  });

  test('the keyboard alone filters and pages', async ({ page }) => {
    // Tabbing through the header and two dozen product cards, one key at a time.
    test.slow();
    await open(page);
    await page.locator('body').focus();
    await tabTo(page, /^Page 2$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/art\/\?page=2$/);
    await expect(page.getByText('Showing 25-36 of 36')).toBeVisible();
    await page.locator('body').focus();
    await tabTo(page, /^Grades K-5/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/art\/N\/g-grades-k-5\/$/);
    await expect(title(page)).toHaveText(/\(12 Items\)/);
    expect(await samePage(page)).toBe(true);
    // The 'Filter Items' analytics event.
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer?.filter((e) => e.event === 'Filter Items'))).toEqual([
      { event: 'Filter Items', filterType: 'Grade/Age', filterValue: 'Grades K-5' },
    ]);
  });

  test('a Grade-Age listing is titled by its label alone, without the count a strict category shows', async ({ page }) => {
    await open(page, '/products/grade-age/grades-k-2/');
    const start = await simulator(page.request, '/products/grade-age/grades-k-2/');
    await expect(title(page)).toHaveText('Grades K-2');
    await expect(shown(page, `Showing 1-24 of ${start.resultTotalCount}`)).toBeVisible();
    // Its categories are filtered to those with results; choosing one keeps the label and narrows the count.
    const math = refinement(start, 'category', 'Math');
    await facets(page)
      .getByRole('link', { name: `Math (${math.count})` })
      .click();
    await expect(page).toHaveURL(/\/products\/grade-age\/grades-k-2\/N\/math\/$/);
    await expect(title(page)).toHaveText('Grades K-2');
    await expect(results(page)).toHaveCount(math.count);
    await expect(page.getByRole('list', { name: 'Selected filters' }).getByRole('link', { name: 'Remove Math' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    expect(await samePage(page)).toBe(true);
  });

  test('an assortment is titled by its label; the intro under the title follows the category chosen', async ({ page }) => {
    await open(page, '/sale/');
    await expect(title(page)).toHaveText('Sale');
    await expect(shown(page, 'Limited-time savings on classroom favorites.')).toBeVisible();
    await facets(page)
      .getByRole('link', { name: /^Art & Craft Supplies \(\d+\)$/ })
      .click();
    await expect(page).toHaveURL(/\/sale\/N\/art\/$/);
    await expect(title(page)).toHaveText('Sale');
    await expect(shown(page, ART_INTRO)).toBeVisible();
    await expect(shown(page, 'Limited-time savings on classroom favorites.')).toHaveCount(0);
    await page.goBack();
    await expect(shown(page, 'Limited-time savings on classroom favorites.')).toBeVisible();
    await expect(shown(page, ART_INTRO)).toHaveCount(0);
    expect(await samePage(page)).toBe(true);
  });

  test('the other facet menus filter too: a colour swatch in Product Options, then Shop By', async ({ page }) => {
    await open(page);
    await expect(shown(page, ART_INTRO)).toBeVisible();
    const start = await simulator(page.request, '/products/art/');
    const options = facets(page).getByRole('region', { name: 'Product Options' });
    await expect(options.getByRole('heading', { level: 3 })).toHaveText(['Color', 'Pack']);
    const red = option(start, 'Color', 'Red');
    await options.getByRole('link', { name: `Red (${red.count})` }).click();
    await expect(page).toHaveURL(/\/products\/art\/N\/o-color-red\/$/);
    await expect(title(page)).toHaveText(`Art & Craft Supplies (${red.count} Items)`);
    await expect(results(page)).toHaveCount(red.count);
    await expect(options.getByRole('link', { name: `Red (${red.count})` })).toHaveAttribute('aria-current', 'true');

    const reds = await simulator(page.request, '/products/art/N/o-color-red/');
    const fresh = refinement(reds, 'shopBy', 'Rated 4 Stars & Up');
    await facets(page)
      .getByRole('region', { name: 'Shop By' })
      .getByRole('link', { name: `Rated 4 Stars & Up (${fresh.count})` })
      .click();
    await expect(page).toHaveURL(/\/products\/art\/N\/o-color-red\+d-top-rated\/$/);
    await expect(title(page)).toHaveText(`Art & Craft Supplies (${fresh.count} Items)`);
    await expect(page.getByRole('list', { name: 'Selected filters' }).getByRole('link')).toHaveText(['Red ×', 'Rated 4 Stars & Up ×', 'Clear All']);
    expect(await axe(page)).toEqual([]);
    expect(await samePage(page)).toBe(true);
  });

  test('the category facet starts with the assortment link, its name in bold with its count (spec section 2)', async ({ page }) => {
    await open(page);
    const cat = (await simulator(page.request, '/products/art/')).guidedNavigation.find((f) => f.name === 'category')! as unknown as { assortmentName: string; assortmentRecsCount: number };
    const category = facets(page).getByRole('region', { name: 'Category' });
    const assortment = category.getByRole('link', { name: `${cat.assortmentName} (${cat.assortmentRecsCount})`, exact: true });
    await expect(category.getByRole('link').first()).toHaveAccessibleName(`${cat.assortmentName} (${cat.assortmentRecsCount})`);
    const weight = await assortment.getByText(cat.assortmentName, { exact: true }).evaluate((el) => Number(getComputedStyle(el).fontWeight));
    expect(weight).toBeGreaterThanOrEqual(700);
    // It lists the category's sale items, without a page load.
    await assortment.click();
    await expect(title(page)).toHaveText('Sale');
    await expect(results(page)).toHaveCount(Math.min(24, cat.assortmentRecsCount));
    expect(await samePage(page)).toBe(true);
  });

  test('the category facet has the main category link after the assortment: current until a category is chosen, then back to the whole category (spec section 2)', async ({ page }) => {
    await open(page);
    const cat = (await simulator(page.request, '/products/art/')).guidedNavigation.find((f) => f.name === 'category')!;
    const display = (cat as unknown as { mainCategoryDisplay: string }).mainCategoryDisplay;
    const category = facets(page).getByRole('region', { name: 'Category' });
    const main = category.getByRole('link', { name: display, exact: true });
    await expect(category.getByRole('link').nth(1)).toHaveAccessibleName(display);
    await expect(main).toHaveAttribute('aria-current', 'true');
    const level1 = cat.refinements[0]!;
    await category.getByRole('link', { name: `${level1.label} (${level1.count})` }).click();
    await expect(page).toHaveURL((u) => u.pathname === level1.link);
    await expect(main).not.toHaveAttribute('aria-current', 'true');
    await main.click();
    await expect(page).toHaveURL((u) => u.pathname === '/products/art/');
    await expect(main).toHaveAttribute('aria-current', 'true');
    await expect(title(page)).toHaveText(`Art & Craft Supplies (${(await simulator(page.request, '/products/art/')).resultTotalCount} Items)`);
    expect(await samePage(page)).toBe(true);
  });

  test('axe finds no violation in the listing', async ({ page }) => {
    await open(page);
    expect(await axe(page)).toEqual([]);
    await facets(page)
      .getByRole('link', { name: /^Paint & Brushes/ })
      .click();
    await expect(page.getByRole('list', { name: 'Selected filters' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});

test.describe('listing at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the filter panel opens, drills into a group, clears it, and 'View {n} Results' shows n results", async ({ page }) => {
    await open(page);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filter (0)' }).click();
    const panel = page.getByRole('dialog', { name: 'Art & Craft Supplies' });
    await expect(panel).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/\bsw-filter-open\b/);
    await expect(panel.getByText('All', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Clear All Filters' })).toBeVisible();
    expect(await axe(page)).toEqual([]);

    // Price: Under $10.
    const start = await simulator(page.request, '/products/art/');
    const under10 = refinement(start, 'price', 'Under $10');
    await panel.getByRole('button', { name: 'Price' }).click();
    await panel.getByRole('link', { name: `Under $10 (${under10.count})` }).click();
    await expect(page).toHaveURL(/\/products\/art\/N\/p-0-10\/$/);
    await expect(panel.getByRole('button', { name: `View ${under10.count} Results` })).toBeVisible();

    // Back to All, into Grade/Age, choose one, then clear it.
    await panel.getByRole('button', { name: 'Price, Back to All' }).click();
    await panel.getByRole('button', { name: 'Grade/Age' }).click();
    await expect(panel.getByRole('button', { name: 'Grade/Age, Back to All' })).toBeVisible();
    const grade = (await simulator(page.request, '/products/art/N/p-0-10/')).guidedNavigation.find((f) => f.name === 'grade')!.refinements[0]!;
    await panel.getByRole('link', { name: `${grade.label} (${grade.count})` }).click();
    await expect(panel.getByRole('button', { name: `View ${grade.count} Results` })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Clear Grade/Age Filters' }).click();
    await expect(page).toHaveURL(/\/products\/art\/N\/p-0-10\/$/);
    await panel.getByRole('button', { name: `View ${under10.count} Results` }).click();
    await expect(panel).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/\bsw-filter-open\b/);
    await expect(results(page)).toHaveCount(under10.count);
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  });

  test('choosing a group in the filter panel scrolls the list to its top; the title returns to All', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Filter (0)' }).click();
    const panel = page.getByRole('dialog', { name: 'Art & Craft Supplies' });
    await expect(panel).toBeVisible();
    // The shopper had read far down the list before.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const listTop = () => page.evaluate(() => Math.round(document.querySelector('[data-widget="listing"]')!.getBoundingClientRect().top) + 0);
    await expect.poll(listTop).toBeLessThan(-500);
    await panel.getByRole('button', { name: 'Price' }).click();
    await expect(panel.getByRole('button', { name: 'Price, Back to All' })).toBeVisible();
    await expect.poll(listTop).toBe(0);
    await panel.getByRole('button', { name: 'Price, Back to All' }).click();
    await expect(panel.getByText('All', { exact: true })).toBeVisible();
  });

  test("on search results the panel's Clear on All goes back to the search's first address, not to the server's clear-all (spec section 4)", async ({ page }) => {
    await open(page, '/search/?Ntt=crayons');
    // A sort, then a category: the server's clear-all address keeps the sort; the search's first address has none.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price - Low' });
    await expect(page).toHaveURL(/\/search\/\?Ntt=crayons&Ns=priceLow$/);
    await page.getByRole('button', { name: 'Filter (0)' }).click();
    const panel = page.getByRole('dialog', { name: '"crayons" results' });
    await panel.getByRole('button', { name: 'Category' }).click();
    await panel.getByRole('link', { name: /^Art & Craft Supplies/ }).click();
    await expect(page).toHaveURL(/\/search\/N\/art\/\?Ntt=crayons&Ns=priceLow$/);
    await panel.getByRole('button', { name: 'Category, Back to All' }).click();
    await panel.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/search\/\?Ntt=crayons$/);
    await expect(page.getByRole('button', { name: 'Filter (0)' })).toBeVisible();
    expect(await samePage(page)).toBe(true);
  });

  test('the panel drills into Product Options and filters by a colour', async ({ page }) => {
    await open(page);
    const start = await simulator(page.request, '/products/art/');
    const blue = option(start, 'Color', 'Blue');
    await page.getByRole('button', { name: 'Filter (0)' }).click();
    const panel = page.getByRole('dialog', { name: 'Art & Craft Supplies' });
    await panel.getByRole('button', { name: 'Product Options' }).click();
    await expect(panel.getByRole('button', { name: 'Product Options, Back to All' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Color' })).toBeVisible();
    await panel.getByRole('link', { name: `Blue (${blue.count})` }).click();
    await expect(page).toHaveURL(/\/products\/art\/N\/o-color-blue\/$/);
    await expect(panel.getByRole('button', { name: `View ${blue.count} Results` })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Clear Product Options Filters' }).click();
    await expect(page).toHaveURL(/\/products\/art\/$/);
    await expect(panel.getByRole('button', { name: `View ${start.resultTotalCount} Results` })).toBeVisible();
  });

  test('a click outside the panel closes it; Store Availability is the mobile label', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Filter (0)' }).click();
    const panel = page.getByRole('dialog', { name: 'Art & Craft Supplies' });
    await panel.getByRole('button', { name: 'Availability' }).click();
    await expect(panel.getByRole('button', { name: 'Store Availability (0)' })).toBeVisible();
    await page.mouse.click(365, 400);
    await expect(panel).toBeHidden();
  });

  test('24 items at most on mobile with enhanced type-ahead (on in the demo store): no items-per-page dropdown, Nrpp above 24 asks for 24', async ({ page }) => {
    await page.goto('/products/art/?Nrpp=96');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Items per page' })).toHaveCount(0);
    await expect(results(page)).toHaveCount(24);
    await expect(page).toHaveURL(/\/products\/art\/$/);
  });

  test('with enhanced type-ahead turned off a phone keeps the items per page the address asks for, and offers the choice', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as Record<string, unknown>).StorefrontWidgetsConfig = { features: { enhancedTypeAheadEnabled: false } };
    });
    const answer = await simulator(page.request, '/products/art/?Nrpp=48');
    expect(answer.resultTotalCount).toBeGreaterThan(24);
    await page.goto('/products/art/?Nrpp=48');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(results(page)).toHaveCount(Math.min(48, answer.resultTotalCount));
    await expect(page).toHaveURL(/\/products\/art\/\?Nrpp=48$/);
    // Not capped, so the shopper can go back to 24 on the phone too.
    const perPage = page.getByRole('combobox', { name: 'Items per page' });
    await expect(perPage).toHaveValue('48');
    await perPage.selectOption('24');
    await expect(results(page)).toHaveCount(24);
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered listing still lists, filters and pages through products', async ({ page }) => {
    await page.goto('/products/art/');
    await expect(page.getByText('Showing 1-24 of 36')).toBeVisible();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('Showing 25-36 of 36')).toBeVisible();
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('link', { name: /^Paint & Brushes/ })
      .click();
    await expect(page).toHaveURL(/\/products\/art\/N\/paint\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\(9 items\)/);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price - Low' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/products\/art\/N\/paint\/\?Ns=priceLow$/);
    // Clear All drops the filters and keeps the sort.
    await page.getByRole('link', { name: 'Clear All' }).click();
    await expect(page).toHaveURL(/\/products\/art\/\?Ns=priceLow$/);
  });

  test('on a wide screen the keyboard meets the filters before the results, as they are on screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/products/art/');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(filters).toBeVisible();
    // The filters are the left column, beside the results.
    expect((await filters.boundingBox())!.x).toBeLessThan((await sort.boundingBox())!.x);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).focus();
    const links = filters.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(20);
    for (let i = 0; i < count; i++) {
      await page.keyboard.press('Tab');
      await expect(links.nth(i)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(sort).toBeFocused();
  });

  test('on a phone the filters open from a button under the title, next in the keyboard order, and filter', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/products/art/');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const open = page.getByRole('button', { name: 'Filters', exact: true });
    // Closed, the filters take no room: the first products are in view.
    await expect(filters).toBeHidden();
    await expect(page.getByRole('heading', { level: 2 }).getByRole('link').first()).toBeInViewport();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Tab');
    await expect(open).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(filters).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(filters.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(filters.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(filters).toBeHidden();
    await open.click();
    await filters.getByRole('link', { name: /^Paint & Brushes/ }).click();
    await expect(page).toHaveURL(/\/products\/art\/N\/paint\/$/);
  });

  test('the server-rendered Grade-Age listing has its label, and the colour menu of Product Options filters', async ({ page }) => {
    await page.goto('/products/');
    await page.getByRole('list', { name: 'Shop by Grade/Age' }).getByRole('link', { name: 'Grades K-2' }).click();
    await expect(page).toHaveURL(/\/products\/grade-age\/grades-k-2\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grades K-2');
    await page.goto('/products/art/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Art & Craft Supplies (36 items)');
    await expect(page.getByText(ART_INTRO)).toBeVisible();
    const red = option(await simulator(page.request, '/products/art/'), 'Color', 'Red');
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('link', { name: `Red (${red.count})` })
      .click();
    await expect(page).toHaveURL(/\/products\/art\/N\/o-color-red\/$/);
    await expect(page.getByText(`Showing 1-${red.count} of ${red.count}`)).toBeVisible();
  });
});
