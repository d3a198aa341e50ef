/**
 * A shopper's view of a page, the same over both engine drivers: locators by role and accessible name (through
 * open shadow roots, like the Chromium e2e's getByRole), native clicks and keys, and assertions that poll the
 * page until a deadline (no sleeps). A locator is a query, run again at every attempt, never a stale element.
 */
import type { Driver, Key, Viewport } from './drivers';
import type { Step } from './inPage';
import { until } from './until';

interface Info {
  name: string;
  description: string;
  text: string;
  value: string | null;
  checked: boolean;
  disabled: boolean;
  focused: boolean;
  attrs: Record<string, string>;
}

type Name = string | RegExp;
interface RoleOptions {
  name?: Name;
  level?: number;
}

const toStep = (role: string, o: RoleOptions = {}): Step => ({
  role,
  ...(typeof o.name === 'string' ? { name: o.name } : {}),
  ...(o.name instanceof RegExp ? { nameRe: [o.name.source, o.name.flags] as [string, string] } : {}),
  ...(o.level === undefined ? {} : { level: o.level }),
});
const show = (steps: Step[]) =>
  steps
    .map((s) =>
      [s.role ?? s.css ?? '*', s.name !== undefined ? `"${s.name}"` : s.nameRe ? `/${s.nameRe[0]}/` : '', s.text ? `text "${s.text}"` : '', s.nth === undefined ? '' : `#${s.nth}`]
        .filter(Boolean)
        .join(' '),
    )
    .join(' > ');

export class Locator {
  constructor(
    readonly shopper: Shopper,
    readonly steps: Step[],
  ) {}

  private get query() {
    return `__swEngines.findAll(${JSON.stringify(this.steps)})`;
  }
  getByRole(role: string, o?: RoleOptions): Locator {
    return new Locator(this.shopper, [...this.steps, toStep(role, o)]);
  }
  getByText(text: string): Locator {
    return new Locator(this.shopper, [...this.steps, { text, innermost: true }]);
  }
  locator(css: string): Locator {
    return new Locator(this.shopper, [...this.steps, { css }]);
  }
  /** Only the matches whose text includes `text`. */
  withText(text: string): Locator {
    const last = this.steps.at(-1)!;
    return new Locator(this.shopper, [...this.steps.slice(0, -1), { ...last, text }]);
  }
  nth(n: number): Locator {
    const last = this.steps.at(-1)!;
    return new Locator(this.shopper, [...this.steps.slice(0, -1), { ...last, nth: n }]);
  }
  first(): Locator {
    return this.nth(0);
  }
  /** The query in words, for a failure's message. */
  get label(): string {
    return show(this.steps);
  }

  /** What the query finds now, in words. */
  async found(): Promise<string> {
    const where = await this.shopper.driver.eval<string>('location.href').catch(() => '?');
    const what = await this.shopper.driver.eval<string>(`__swEngines.summary(${this.query})`).catch((e: unknown) => String(e));
    return `${what}; at ${where}`;
  }
  count(): Promise<number> {
    return this.shopper.driver.eval<number>(`${this.query}.length`);
  }
  /** What the one matching element says now, or undefined while there is not exactly one. */
  async peek(): Promise<Info | undefined> {
    return (await this.shopper.driver.eval<Info | null>(`(() => { const f = ${this.query}; return f.length === 1 ? __swEngines.describe(f[0]) : null; })()`)) ?? undefined;
  }
  /** Waits for exactly one visible match and returns what it says. */
  info(timeout?: number): Promise<Info> {
    return until(
      async () => `expected one element for ${this.label} (${await this.found()})`,
      () => this.peek(),
      timeout,
    );
  }
  /** Waits until the one match's info satisfies `ok`; `what` says what was expected. */
  async expect(what: string, ok: (i: Info) => boolean, timeout?: number): Promise<Info> {
    let seen: Info | undefined;
    return until(
      async () =>
        `${this.label}: expected ${what}; saw ${seen ? JSON.stringify({ name: seen.name, text: seen.text.slice(0, 300), value: seen.value, description: seen.description, focused: seen.focused, disabled: seen.disabled }) : 'no single element'} (${await this.found()})`,
      async () => {
        seen = await this.peek();
        return seen && ok(seen) ? seen : undefined;
      },
      timeout,
    );
  }

  visible(timeout?: number) {
    return this.info(timeout);
  }
  async gone(timeout?: number): Promise<void> {
    await until(
      async () => `${this.label} still shown (${await this.found()})`,
      async () => ((await this.count()) === 0 ? true : undefined),
      timeout,
    );
  }
  /** The text includes `text` (white space aside: boxes put none between their words and a line break). */
  hasText(text: Name) {
    const squeeze = (t: string) => t.replace(/\s+/g, '');
    return this.expect(`text ${text}`, (i) => (typeof text === 'string' ? squeeze(i.text).includes(squeeze(text)) : text.test(i.text)));
  }
  hasExactText(text: string) {
    return this.expect(`text "${text}"`, (i) => i.text === text);
  }
  hasValue(value: string) {
    return this.expect(`value "${value}"`, (i) => i.value === value);
  }
  hasDescription(d: Name) {
    return this.expect(`description ${d}`, (i) => (typeof d === 'string' ? i.description === d : d.test(i.description)));
  }
  focused() {
    return this.expect('focus', (i) => i.focused);
  }
  enabled() {
    return this.expect('enabled', (i) => !i.disabled);
  }
  checked() {
    return this.expect('checked', (i) => i.checked);
  }
  hasAttr(name: string, value: string) {
    return this.expect(`${name}="${value}"`, (i) => i.attrs[name] === value);
  }

  /**
   * A native click at the centre of the one enabled match, once nothing covers it there and it stands still.
   * The click is checked to have reached the element: an engine can drop the first input to a page that has
   * only just loaded (WebKitGTK under Xvfb, now and then), and a shopper whose click did nothing clicks again.
   */
  async click(): Promise<void> {
    await this.enabled();
    for (let attempt = 1; ; attempt++) {
      let seen = '';
      const at = await until(
        () => `${this.label}: a click at its centre lands on ${seen}`,
        async () => {
          const p = await this.shopper.driver.eval<{ x: number; y: number; hits: boolean; on: string } | null>(
            `(() => { const f = ${this.query}; return f.length === 1 ? __swEngines.clickPoint(f[0]) : null; })()`,
          );
          seen = p?.on ?? 'no single element';
          return p?.hits ? p : undefined;
        },
      );
      await this.shopper.driver.clickAt(at.x, at.y);
      // A click that navigated leaves no armed flag behind: that counts as arrived.
      const arrived = await until(
        () => 'the click to arrive',
        async () => (await this.shopper.driver.eval<boolean>('window.__swClick?.done !== false').catch(() => true)) || undefined,
        2_000,
      ).catch(() => false);
      if (arrived) return;
      if (attempt === 3) throw new Error(`${this.label}: three clicks at (${at.x}, ${at.y}) never reached it`);
    }
  }
  /** Clicks into the field, selects what it holds and types `text` over it with native keys. */
  async fill(text: string): Promise<void> {
    await this.click();
    await this.shopper.driver.eval(`${this.query}[0].select()`);
    if (text) await this.shopper.driver.type(text);
    else await this.shopper.driver.press('Backspace');
  }
  /** Focuses the field with a click, then types with native keys. */
  async type(text: string): Promise<void> {
    await this.click();
    await this.shopper.driver.type(text);
  }
  /** Picks the option with this label in a native <select>, as a shopper's choice does (input and change events). */
  async selectOption(label: string): Promise<void> {
    await this.enabled();
    const done = await this.shopper.driver.eval<boolean>(`(() => {
      const s = ${this.query}[0];
      const o = Array.from(s.options).find((o) => o.label.trim() === ${JSON.stringify(label)} || o.value === ${JSON.stringify(label)});
      if (!o) return false;
      s.focus();
      s.value = o.value;
      s.dispatchEvent(new Event('input', { bubbles: true }));
      s.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    })()`);
    if (!done) throw new Error(`${this.label}: no option "${label}"`);
  }
  async scrollIntoView(): Promise<void> {
    await this.info();
    await this.shopper.driver.eval(`${this.query}[0].scrollIntoView({ block: 'center', behavior: 'instant' })`);
  }
}

export class Shopper {
  constructor(
    readonly driver: Driver,
    readonly base: string,
    readonly viewport: Viewport,
  ) {}

  get phone() {
    return this.viewport.width < 768;
  }
  getByRole(role: string, o?: RoleOptions): Locator {
    return new Locator(this, [toStep(role, o)]);
  }
  getByText(text: string): Locator {
    return new Locator(this, [{ text, innermost: true }]);
  }
  locator(css: string): Locator {
    return new Locator(this, [{ css }]);
  }
  marker(name: string): Locator {
    return this.locator(`[data-widget="${name}"]`);
  }
  /** Waits until every marker of `widget` on the page is ready (scrolled to first: some load when visible). */
  async ready(widget: string): Promise<void> {
    const sel = JSON.stringify(`[data-widget="${widget}"]`);
    await this.driver.eval(`document.querySelector(${sel})?.scrollIntoView({ block: 'center', behavior: 'instant' })`);
    let states: (string | null)[] = [];
    await until(
      () => `${widget} ready; its markers say ${JSON.stringify(states)}`,
      async () => {
        states = await this.driver.eval<(string | null)[]>(`Array.from(document.querySelectorAll(${sel}), (m) => m.getAttribute('data-widget-state'))`);
        return states.length > 0 && states.every((st) => st === 'ready') ? true : undefined;
      },
    );
  }
  async goto(path: string): Promise<void> {
    await this.driver.goto(new URL(path, this.base).href);
  }
  async url(): Promise<URL> {
    return new URL(await this.driver.eval<string>('location.href'));
  }
  /** Waits until the page's address satisfies `ok`. */
  async waitForURL(what: string, ok: (u: URL) => boolean): Promise<URL> {
    let last = '';
    return until(
      () => `expected the address ${what}; at ${last}`,
      async () => {
        const u = await this.url();
        last = u.href;
        return ok(u) ? u : undefined;
      },
    );
  }
  press(key: Key) {
    return this.driver.press(key);
  }
  type(text: string) {
    return this.driver.type(text);
  }
  /** The accessible name of what has keyboard focus now ('' when focus is outside the page, in the browser's own UI). */
  focusedName(): Promise<string> {
    return this.driver.eval<string>(`(() => { const a = document.hasFocus() && __swEngines.deepActive(); return a ? __swEngines.describe(a).name : ''; })()`);
  }
  /** Presses Tab (or Shift+Tab) until the focused element's accessible name is `name`, as a keyboard shopper does. */
  async tabTo(name: Name, { max = 60, back = false } = {}): Promise<void> {
    const seen: string[] = [];
    for (let i = 0; i < max; i++) {
      await this.press(back ? 'Shift+Tab' : 'Tab');
      const now = await this.focusedName();
      seen.push(now);
      if (typeof name === 'string' ? now === name : name.test(now)) return;
    }
    throw new Error(`Tab never reached ${name}; focus went through: ${seen.join(' | ')}`);
  }
  /** A call to the simulator from the page (its session cookie applies), e.g. the test API's seeded carts. */
  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    if ((await this.url().catch(() => undefined))?.origin !== new URL(this.base).origin) await this.goto('/rest/health');
    return this.driver.eval<T>(
      `fetch(${JSON.stringify(path)}, { method: ${JSON.stringify(method)}, headers: { 'content-type': 'application/json' }, ${body === undefined ? '' : `body: ${JSON.stringify(JSON.stringify(body))}`} }).then((r) => r.json())`,
    );
  }
  /** Every widget marker on the page with its loader state. */
  markers(): Promise<{ widget: string; state: string | null }[]> {
    return this.driver.eval(`Array.from(document.querySelectorAll('[data-widget]')).map((m) => ({ widget: m.getAttribute('data-widget'), state: m.getAttribute('data-widget-state') }))`);
  }
}
