/**
 * A shopper: one browser context (its cookie session), one to three tabs, and what the shopper believes --
 * the cart lines they meant, whether they are signed in, the orders they placed and the last total they saw.
 * Each step acts the way a person does through the page (roles and names, real clicks and keys) and tells what
 * the shopper saw: it worked, or a message.
 */
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { ENDPOINTS } from '../../src/api/endpoints';
import { CLIENT_TIMEOUT_MS, noticesInPage, prepareContext, settle, watchPage, type Watch } from './browser';
import { PRODUCTS, type FaultPlan, type Step } from './plan';

export const PASSWORD = 'Classroom2026!';
const EMAIL = 'teacher@example.com';
export const CARD = { number: '4111111111111111', expiry: '08/29', cvv: '987', name: 'Jordan Reyes' };

/** The commerce call each step's fault is put on. */
export const FAULT_PATHS = {
  search: `${ENDPOINTS.typeAheadSuggest.path.replace('{term}', '')}*`,
  listing: '/products/*',
  add: ENDPOINTS.addToCart.path,
  quantity: ENDPOINTS.updateCartQuantity.path,
  remove: ENDPOINTS.removeCartItem.path,
  promo: ENDPOINTS.claimCoupon.path,
  signIn: ENDPOINTS.login.path,
  shipping: ENDPOINTS.applyShipping.path,
  billing: ENDPOINTS.applyBilling.path,
  submit: ENDPOINTS.submitOrder.path,
  midSubmit: ENDPOINTS.submitOrder.path,
} as const;

/** What the shopper saw when the step's action ended. */
export type Seen = 'ok' | 'message' | 'nothing' | 'skipped';

/** Whether `locator` is shown within a few seconds (an island renders before it is revealed). */
export const shown = (locator: Locator, ms = 5000): Promise<boolean> =>
  locator
    .first()
    .waitFor({ state: 'visible', timeout: ms })
    .then(() => true)
    .catch(() => false);

export const lineKey = (sku: string, pickup: boolean) => `${sku}|${pickup ? 'pickup' : 'ship'}`;

export interface Belief {
  lines: Map<string, number>;
  signedIn: boolean;
  /** Orders the shopper saw confirmed, with the total they were shown before each submit. */
  orders: { orderId: string | null; total: number | null }[];
  /** The total the page showed just before the last Submit Order. */
  lastShownTotal: number | null;
}

/** What the step is about to change: the cart line and the quantity the shopper means it to have. */
export interface Intent {
  key: string;
  to: number;
}

export class Shopper {
  intent: Intent | null = null;
  /** When the last failure notice was first seen (ms since the epoch). */
  noticeAt = 0;
  /**
   * When the page was last looked at and showed neither the notice nor success, before the notice was seen: the
   * notice came after this. On a loaded machine looks can be seconds apart, so lateness is proven by this time.
   */
  quietAt = 0;
  noticeText = '';
  readonly watch: Watch = { calls: [], pageErrors: [], consoleText: [], inFlight: new Set() };
  readonly belief: Belief = { lines: new Map(), signedIn: false, orders: [], lastShownTotal: null };
  tabs: Page[] = [];
  active = 0;

  private constructor(
    readonly context: BrowserContext,
    readonly tabCount: number,
  ) {}

  static async open(browser: Browser, baseURL: string, tabCount: number): Promise<Shopper> {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    await prepareContext(context);
    const s = new Shopper(context, tabCount);
    // The store every pickup goes to, chosen before the journey (the store finder is not on the path under test).
    await s.post('/rest/__test/cart-flags', { selectedStoreId: 'ST001' });
    for (let i = 0; i < tabCount; i++) await s.newTab();
    return s;
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => undefined);
  }

  get page(): Page {
    return this.tabs[this.active]!;
  }

  async newTab(path = '/'): Promise<Page> {
    const page = await this.context.newPage();
    watchPage(page, this.watch);
    this.tabs.push(page);
    await this.goto(page, path);
    return page;
  }

  /** The harness's own calls: test endpoints only, which the fault switch never touches. */
  async post(path: string, data: object): Promise<unknown> {
    const r = await this.context.request.post(path, { data });
    return r.json();
  }
  async get<T>(path: string): Promise<T> {
    return (await this.context.request.get(path)).json() as Promise<T>;
  }

  async goto(page: Page, path: string): Promise<void> {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await this.ready(page);
  }

  /**
   * Every eager island of the page has settled (ready or error), every ready island is shown (its shadow root is
   * attached when it is revealed), and no call is in flight.
   */
  async ready(page: Page): Promise<void> {
    await page.waitForFunction(
      () => {
        const islands = [...document.querySelectorAll('[data-widget]')];
        const eager = islands.filter((el) => el.getAttribute('data-load') === 'eager' || el.getAttribute('data-widget') === 'header');
        return eager.every((el) => /ready|error/.test(el.getAttribute('data-widget-state') ?? '')) && islands.every((el) => el.getAttribute('data-widget-state') !== 'ready' || el.shadowRoot);
      },
      null,
      { timeout: 20_000 },
    );
    await settle(this.watch);
  }

  /** Puts the step's fault on its call, scoped to this shopper's session. */
  async arm(path: string, f: FaultPlan): Promise<void> {
    if (f.call === 'midSubmit') {
      await this.post('/rest/__test/orders', { answerDelayMs: CLIENT_TIMEOUT_MS + 700 });
      return;
    }
    const spec: Record<string, unknown> = { path, times: f.times, method: path === FAULT_PATHS.listing || path === FAULT_PATHS.search ? 'GET' : 'POST' };
    // The store acts at once and its answer comes after the client gave up: whether it acted is then knowable.
    if (f.kind === 'timeout') spec.holdMs = CLIENT_TIMEOUT_MS + 700;
    else if (f.kind === 'malformed') spec.malformed = true;
    else if (f.kind === 'drop') spec.drop = true;
    else spec.status = Number(f.kind);
    await this.post('/rest/__test/faults', spec);
  }

  async disarm(): Promise<void> {
    await this.context.request.delete('/rest/__test/faults');
    await this.post('/rest/__test/orders', { answerDelayMs: 0 });
  }

  /** Waits for `success` (visible, or true) or a failure notice on the page; says which the shopper saw. */
  async outcome(success: Locator | (() => Promise<boolean>), ms = CLIENT_TIMEOUT_MS * 2 + 4000): Promise<Seen> {
    const page = this.page;
    const worked =
      typeof success === 'function'
        ? success
        : () =>
            success
              .first()
              .isVisible()
              .catch(() => false);
    const now = async (): Promise<Seen | 'pending'> => {
      const lookedAt = Date.now();
      if (await worked()) return 'ok';
      const notices = await page.evaluate(noticesInPage).catch(() => null);
      if (!notices) {
        this.quietAt = lookedAt;
        return 'pending';
      }
      this.noticeAt = Date.now();
      this.noticeText = notices.join(' | ');
      return 'message';
    };
    let seen = 'pending' as Seen | 'pending';
    await expect
      .poll(async () => (seen = await now()), { timeout: ms, intervals: [100] })
      .not.toBe('pending')
      .catch(() => undefined);
    if (seen !== 'message') return seen === 'pending' ? 'nothing' : seen;
    // A message may be the last word before a success (a field error cleared by a replay): the calls decide.
    await settle(this.watch);
    return (await worked()) ? 'ok' : 'message';
  }

  headerCount(page: Page): Locator {
    return page.getByRole('link', { name: /^Cart, \d+ items?$/ });
  }

  async shownCount(page: Page): Promise<number | null> {
    const name = await this.headerCount(page)
      .first()
      .getAttribute('aria-label')
      .catch(() => null);
    const text =
      name ??
      (await this.headerCount(page)
        .first()
        .textContent()
        .catch(() => null));
    const m = /(\d+)/.exec(text ?? '');
    return m ? Number(m[1]) : null;
  }

  // --- steps -------------------------------------------------------------------------------------------------

  async home(): Promise<Seen> {
    await this.goto(this.page, '/');
    return 'ok';
  }

  async search(step: Extract<Step, { kind: 'search' }>): Promise<Seen> {
    const page = this.page;
    const box = page.getByRole('combobox', { name: 'Search' });
    if (!(await box.isVisible())) await this.goto(page, '/');
    await box.click();
    await box.fill('');
    await box.pressSequentially(step.term, { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    const seen = await this.outcome(list);
    if (seen === 'ok' && step.pick) {
      const product = list.getByRole('group', { name: 'Products' }).getByRole('option').first();
      if (await product.isVisible()) {
        await product.click();
        await page.waitForURL(/\/p\//);
        await this.ready(page);
      }
    }
    return seen;
  }

  async listing(step: Extract<Step, { kind: 'listing' }>): Promise<Seen> {
    const page = this.page;
    await this.goto(page, step.path);
    const facets = page.getByRole('complementary', { name: 'Filters' });
    const link = facets.getByRole('link').first();
    if (!(await link.isVisible().catch(() => false))) return 'skipped';
    const before = await page.getByRole('heading', { level: 1 }).textContent();
    await link.click();
    const changed = page.getByRole('heading', { level: 1 }).filter({ hasNotText: before ?? '' });
    return this.outcome(changed);
  }

  async add(step: Extract<Step, { kind: 'add' }>): Promise<Seen> {
    const product = PRODUCTS[step.product]!;
    const page = this.page;
    await this.goto(page, product.path);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).waitFor();
    if (product.option) await page.getByRole('combobox', { name: product.option.name }).selectOption({ label: product.option.label });
    await page.getByRole('combobox', { name: 'Quantity' }).selectOption(String(step.quantity));
    const mode = page.getByRole('radio', { name: step.pickup ? 'Store Pickup' : 'Ship Item' });
    if (!(await mode.isEnabled())) return 'skipped';
    await mode.check();
    const key = lineKey(product.sku, step.pickup);
    this.intent = { key, to: (this.belief.lines.get(key) ?? 0) + step.quantity };
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Added to Cart' });
    const seen = await this.outcome(dialog);
    if (seen === 'ok') {
      this.belief.lines.set(key, this.intent.to);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    // Told it may have been added, the shopper looks at the cart first, and believes what it shows.
    if (seen === 'message' && /may have been added/.test(this.noticeText)) {
      await this.goto(page, '/shopping-cart/');
      const name = (await this.get<{ lines: { catalogRefId: string; name: string; pickup: boolean }[] }>('/rest/__test/soak/cart')).lines.find((l) => lineKey(l.catalogRefId, l.pickup) === key)?.name;
      const box = page.getByRole('textbox', { name: `Quantity, ${name ?? '?'}` });
      if (name && (await shown(box)) && Number(await box.inputValue()) === this.intent.to) {
        this.belief.lines.set(key, this.intent.to);
        return 'ok';
      }
    }
    return seen;
  }

  /** Opens the cart page unless the tab shows it already; the line `n` (modulo the cart's lines), or on a second try of the step the line of the first (null when gone). */
  private async cartLine(n: number): Promise<{ name: string; key: string } | null> {
    const page = this.page;
    if (!page.url().endsWith('/shopping-cart/')) await this.goto(page, '/shopping-cart/');
    const { lines } = await this.get<{ lines: { catalogRefId: string; name: string; pickup: boolean }[] }>('/rest/__test/soak/cart');
    const all = lines.map((l) => ({ name: l.name, key: lineKey(l.catalogRefId, l.pickup) }));
    // Trying again, the shopper means the same line as the first time (or finds it gone).
    if (this.intent) return all.find((l) => l.key === this.intent!.key) ?? null;
    return all.length ? all[n % all.length]! : null;
  }

  async quantity(step: Extract<Step, { kind: 'quantity' }>): Promise<Seen> {
    const again = this.intent;
    const line = await this.cartLine(step.line);
    if (!line) return 'skipped';
    const page = this.page;
    const box = page.getByRole('textbox', { name: `Quantity, ${line.name}` });
    if (!(await shown(box))) return 'skipped';
    const from = Number(await box.inputValue());
    // The first try was done after all: the cart shows the quantity the shopper wanted.
    if (again && from === again.to) {
      this.belief.lines.set(again.key, again.to);
      return 'ok';
    }
    const to = from + step.delta;
    if (to < 1 || to > 9) return 'skipped';
    // The cart sends the change once the shopper stops pressing (a debounce): wait for it to go and be answered.
    this.intent = { key: line.key, to };
    // A message already on the page (another line's store limit, say) is not this change's answer.
    const before = new Set((await page.evaluate(noticesInPage)) ?? []);
    const sent = page.waitForRequest((r) => r.url().endsWith(FAULT_PATHS.quantity), { timeout: 10_000 }).catch(() => null);
    await page.getByRole('button', { name: `${step.delta > 0 ? 'Increase' : 'Decrease'} quantity, ${line.name}` }).click();
    if (!(await sent)) return 'nothing';
    await settle(this.watch);
    const notice = await page.evaluate(noticesInPage);
    if (notice) this.noticeAt = Date.now();
    if (!notice?.some((n) => !before.has(n)) && Number(await box.inputValue()) === to) {
      this.belief.lines.set(line.key, to);
      return 'ok';
    }
    return notice ? 'message' : 'nothing';
  }

  async remove(step: Extract<Step, { kind: 'remove' }>): Promise<Seen> {
    const again = this.intent;
    const line = await this.cartLine(step.line);
    if (!line && again) {
      // The first try was done after all: the line is gone.
      this.belief.lines.delete(again.key);
      return 'ok';
    }
    if (!line) return 'skipped';
    const page = this.page;
    // The trash button shows once the quantity is 0 (which sends nothing by itself).
    const box = page.getByRole('textbox', { name: `Quantity, ${line.name}` });
    if (!(await shown(box))) return 'skipped';
    await box.fill('0');
    await box.press('Tab');
    const button = page.getByRole('button', { name: `Remove ${line.name}` });
    if (!(await shown(button))) return 'skipped';
    this.intent = { key: line.key, to: 0 };
    await button.click();
    const gone = page.getByRole('status').filter({ hasText: `${line.name} was removed from your cart.` });
    const seen = await this.outcome(gone);
    if (seen === 'ok') this.belief.lines.delete(line.key);
    return seen;
  }

  async promo(): Promise<Seen> {
    const page = this.page;
    if (!page.url().endsWith('/shopping-cart/')) await this.goto(page, '/shopping-cart/');
    const code = page.getByRole('textbox', { name: 'Enter promo code' });
    if (!(await shown(code))) return 'skipped';
    if (await page.getByRole('button', { name: 'Remove promo code SAVE10' }).isVisible()) return 'skipped';
    await code.fill('SAVE10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    return this.outcome(page.getByRole('button', { name: 'Remove promo code SAVE10' }));
  }

  async signIn(): Promise<Seen> {
    if (this.belief.signedIn) return 'skipped';
    const page = this.page;
    const account = page.getByRole('button', { name: 'Account', exact: true });
    await account.click();
    const flyout = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`);
    // A sign-in whose answer came after the client gave up was done at the store: the page may show it already.
    await shown(flyout.getByRole('button', { name: /^Sign (In|Out)$/ }), 10_000);
    if (await flyout.getByRole('button', { name: 'Sign Out' }).isVisible()) {
      await page.keyboard.press('Escape');
      this.belief.signedIn = true;
      return 'ok';
    }
    await flyout.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByRole('textbox', { name: /email/i }).fill(EMAIL);
    await dialog
      .getByLabel(/password/i)
      .first()
      .fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    const seen = await this.outcome(async () => !(await dialog.isVisible()));
    if (seen === 'ok') this.belief.signedIn = true;
    else await page.keyboard.press('Escape');
    return seen;
  }
}
