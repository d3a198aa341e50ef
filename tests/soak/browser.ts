/**
 * What the soak watches in a shopper's tabs: the commerce calls in flight and how each one ended, uncaught page
 * errors, the console, and what the page shows when a call fails (read through shadow roots).
 */
import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';

/** The client's timeout in the soak (host config `timeoutMs`): a delay fault waits longer than this. */
export const CLIENT_TIMEOUT_MS = 4000;

export interface CallEvent {
  path: string;
  method: string;
  at: number;
  /** The HTTP status, or null when the request failed (dropped, aborted at the client's timeout). */
  status: number | null;
}

/** Background calls that never settle (the chat status is polled every second) or belong to the harness. */
const BACKGROUND = /\/ChatActor\/|\/__test\//;
const isCommerce = (url: URL, resourceType: string) =>
  (url.pathname.startsWith('/rest/') || ((resourceType === 'fetch' || resourceType === 'xhr') && !url.pathname.startsWith('/widgets/'))) && !BACKGROUND.test(url.pathname);

export interface Watch {
  calls: CallEvent[];
  pageErrors: string[];
  consoleText: string[];
  /** Commerce calls sent and not yet answered. */
  inFlight: Set<Request>;
}

/** Before any page of the context loads: a short client timeout, kept when the page sets its own host config. */
export async function prepareContext(context: BrowserContext): Promise<void> {
  await context.addInitScript((timeoutMs: number) => {
    let config: Record<string, unknown> = { timeoutMs };
    Object.defineProperty(window, 'StorefrontWidgetsConfig', {
      configurable: true,
      get: () => config,
      set: (v: Record<string, unknown>) => {
        config = { ...v, timeoutMs };
      },
    });
  }, CLIENT_TIMEOUT_MS);
}

export function watchPage(page: Page, watch: Watch): void {
  const origin = (u: string) => {
    try {
      return new URL(u);
    } catch {
      return null;
    }
  };
  // A closed tab's calls will never be answered to it.
  page.on('close', () => {
    for (const r of watch.inFlight) if (frameOf(r)?.page() === page) watch.inFlight.delete(r);
  });
  page.on('pageerror', (e) => watch.pageErrors.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => watch.consoleText.push(m.text()));
  page.on('request', (r) => {
    const u = origin(r.url());
    if (u && isCommerce(u, r.resourceType())) watch.inFlight.add(r);
  });
  page.on('requestfinished', (r) => {
    const u = origin(r.url());
    if (!u || !isCommerce(u, r.resourceType())) return;
    watch.inFlight.delete(r);
    void r
      .response()
      .then((res) => watch.calls.push({ path: u.pathname, method: r.method(), at: Date.now(), status: res?.status() ?? null }))
      .catch(() => undefined);
  });
  page.on('requestfailed', (r) => {
    const u = origin(r.url());
    if (!u || !isCommerce(u, r.resourceType())) return;
    watch.inFlight.delete(r);
    watch.calls.push({ path: u.pathname, method: r.method(), at: Date.now(), status: null });
  });
}

/** Waits until no commerce call of the shopper has been in flight for a quarter of a second (at most `ms`). */
export async function settle(watch: Watch, ms = 15_000): Promise<void> {
  let quietSince = Date.now();
  const quiet = () => {
    if (watch.inFlight.size > 0) quietSince = Date.now();
    return Date.now() - quietSince >= 250;
  };
  await expect
    .poll(quiet, { timeout: ms, intervals: [50] })
    .toBe(true)
    .catch(() => undefined);
}

/**
 * What the page tells the shopper about a failure, through shadow roots: alerts with text, status or live regions
 * saying that something failed, fields marked invalid, disabled buttons saying unavailable, islands in their
 * error state. Null when there is nothing.
 */
export function noticesInPage(): string[] | null {
  const FAILURE = /sorry|could not|couldn.t|can.t|cannot|unable|try again|unavailable|went wrong|problem|not available|took too long|error|failed/i;
  const out: string[] = [];
  const visit = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) visit(el.shadowRoot);
      const role = el.getAttribute('role');
      const live = role === 'alert' || role === 'status' || el.hasAttribute('aria-live');
      const invalid = el.getAttribute('aria-invalid') === 'true';
      const disabled = el.tagName === 'BUTTON' && (el as HTMLButtonElement).disabled;
      const broken = el.getAttribute('data-widget-state') === 'error';
      // Only the elements that can say something are read: reading every element's text (each one's whole subtree)
      // took 8.3 ms a look on a product page here, against 0.5 ms, ten looks a second while a step waits.
      if (!(live || invalid || disabled || broken) || !(el as HTMLElement).checkVisibility?.()) continue;
      const text = (el.textContent ?? '').trim();
      if (role === 'alert' && text) out.push(text);
      else if ((role === 'status' || el.hasAttribute('aria-live')) && FAILURE.test(text)) out.push(text);
      else if (invalid) out.push(`invalid field ${el.getAttribute('aria-label') ?? el.id}`);
      else if (disabled && FAILURE.test(text)) out.push(text);
      else if (broken && text) out.push(`island error: ${text.slice(0, 80)}`);
    }
  };
  visit(document);
  // A form error the page moved focus to: the focused control's description (what a screen reader reads on focus).
  let focused: Element | null = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  const root = focused?.getRootNode() as Document | ShadowRoot | undefined;
  for (const id of (focused?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)) {
    const said = root?.getElementById(id);
    const text = (said?.textContent ?? '').trim();
    if (said?.checkVisibility() && FAILURE.test(text)) out.push(`focused field: ${text}`);
  }
  return out.length ? out : null;
}

/** Islands left in their error state with nothing to read. */
export function silentErrorIslands(): string[] {
  return [...document.querySelectorAll('[data-widget-state="error"]')].filter((el) => !((el.shadowRoot?.textContent ?? '') + el.textContent).trim()).map((el) => el.getAttribute('data-widget') ?? '?');
}

/**
 * Every value the page keeps (local and session storage, cookies), its address and its analytics layer, each named
 * by where it is (a broken invariant says where, never the value).
 */
export function storedText(): [string, string][] {
  const parts: [string, string][] = [
    ['the address', location.href],
    ['a cookie', document.cookie],
    ['the analytics layer', JSON.stringify((window as { dataLayer?: unknown }).dataLayer ?? [])],
  ];
  for (const [name, store] of [
    ['localStorage', localStorage],
    ['sessionStorage', sessionStorage],
  ] as const)
    for (let i = 0; i < store.length; i++) parts.push([`${name} "${store.key(i)}"`, `${store.key(i)}=${store.getItem(store.key(i)!)}`]);
  return parts;
}

const frameOf = (r: Request) => {
  try {
    return r.frame();
  } catch {
    return null;
  }
};
