/**
 * Runs one journey and checks the invariants after every step against the simulator's own records:
 * - cart: the server's lines and quantities are the ones the shopper meant (a call that timed out may or may not
 *   have been done at the server: either is accepted, once);
 * - orders: at most one order per checkout, its total the last total shown, and one for every confirmation;
 * - notice: a failed call is followed within 2 s of its answer by something the shopper can see, or by a replay the
 *   spec allows (409, 401), or (a read) by a newer answer of the same call;
 * - page: no uncaught page error, no island in its error state without a word;
 * - card: no card number or CVV in storage, cookies, the address, the console or the analytics layer;
 * - tabs: the tabs of one shopper show the same cart count within 2 s, and after a sign-in all show it.
 */
import { expect, type Browser } from '@playwright/test';
import { settle, silentErrorIslands, storedText } from './browser';
import { checkout } from './checkout';
import type { FaultKind, Journey, Step } from './plan';
import { CARD, FAULT_PATHS, lineKey, Shopper, shown, type Seen } from './shopper';

export interface Failure {
  invariant: 'cart' | 'orders' | 'notice' | 'page' | 'card' | 'tabs' | 'stuck';
  detail: string;
  step: number;
}

export interface JourneyFigures {
  steps: number;
  faults: Partial<Record<FaultKind, number>>;
  survived: number;
  orders: number;
  linesChecked: number;
  /** Steps without a fault that showed neither success nor a message within their time (a slow machine). */
  unfinished: number;
  /** Why the journey stopped early, when it did. */
  stopped: string | null;
  failure: Failure | null;
}

const STRICT = !!process.env.SOAK_STRICT;
/** A journey that runs longer than this is stopped and reported (its shopper's context is closed). */
const JOURNEY_LIMIT_MS = 180_000;

/** Invariants whose breaking means something was lost or doubled. */
export const LOSSES = new Set<Failure['invariant']>(['cart', 'orders']);

type Orders = { count: number; orders: { orderId: string; total: number; due: number }[] };
type ServerCart = { lines: { catalogRefId: string; quantity: number; pickup: boolean }[] };

function faultPath(step: Step): string | null {
  if (!step.fault) return null;
  if (step.kind === 'checkout') return FAULT_PATHS[step.fault.call ?? 'submit'];
  return step.kind in FAULT_PATHS ? FAULT_PATHS[step.kind as keyof typeof FAULT_PATHS] : null;
}
const matches = (pattern: string, path: string) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);

async function act(s: Shopper, step: Step): Promise<Seen> {
  switch (step.kind) {
    case 'home':
      return s.home();
    case 'search':
      return s.search(step);
    case 'listing':
      return s.listing(step);
    case 'add':
      return s.add(step);
    case 'quantity':
      return s.quantity(step);
    case 'remove':
      return s.remove(step);
    case 'promo':
      return s.promo();
    case 'signIn':
      return s.signIn();
    case 'checkout':
      return checkout(s, step);
    case 'reload':
      await s.page.reload({ waitUntil: 'domcontentloaded' });
      await s.ready(s.page);
      return 'ok';
    case 'tab':
      s.active = step.tab % s.tabs.length;
      await s.page.bringToFront();
      return 'ok';
    case 'comeBack':
      return comeBack(s);
  }
}

/** The shopper gives up: closes every tab, and comes back later in a new one. */
async function comeBack(s: Shopper): Promise<Seen> {
  const old = s.tabs;
  s.tabs = [];
  s.active = 0;
  for (const t of old) await t.close();
  await s.newTab('/');
  for (let i = 1; i < s.tabCount; i++) await s.newTab('/');
  return 'ok';
}

/** Checks the "something visible" rule for the failures of the step's faulted call; null when it holds. */
function noticeFailure(s: Shopper, step: Step, path: string, from: number, seen: Seen): string | null {
  const kind = step.fault!.kind;
  const calls = s.watch.calls.filter((c) => c.at >= from && matches(path, c.path));
  const failedOf = (c: (typeof calls)[number]) => (c.status === null ? kind === 'drop' || kind === 'timeout' : kind === 'malformed' ? c.status === 200 : String(c.status) === kind);
  const failures = calls.filter(failedOf);
  const last = failures.at(-1);
  if (!last) return null;
  const later = calls.filter((c) => c.at >= last.at && c !== last && c.status !== null && c.status < 400 && !failures.includes(c));
  // A replay the spec allows (409 with a fresh number, 401 after a token refresh).
  if (seen === 'ok' && later.length && (kind === '409' || kind === '401')) return null;
  // A read whose result the shopper got all the same: a newer suggestion call, or the facet link followed as a page.
  if (seen === 'ok' && (path === FAULT_PATHS.search || path === FAULT_PATHS.listing)) return null;
  // The message may have led the shopper on (told to check the cart, they found the item there): it was shown.
  // Late only when the page was seen without it more than 2 s after the answer (looks are far apart under load).
  if (s.noticeAt && s.quietAt - last.at <= 2000) return null;
  if (s.noticeAt) return `the page still showed nothing ${s.quietAt - last.at} ms after the failed answer (${kind} on ${path}); the message came at ${s.noticeAt - last.at} ms`;
  return `nothing shown after ${kind} on ${path} (the shopper saw: ${seen})`;
}

export async function runJourney(browser: Browser, baseURL: string, journey: Journey, onStep?: (i: number, step: Step, seen: string) => void): Promise<JourneyFigures> {
  const fig: JourneyFigures = { steps: 0, faults: {}, survived: 0, orders: 0, linesChecked: 0, unfinished: 0, stopped: null, failure: null };
  const fail = (invariant: Failure['invariant'], detail: string, step: number) => {
    fig.failure ??= { invariant, detail, step };
  };
  let overdue = false;
  let opened: Shopper | null = null;
  const limit = setTimeout(() => {
    overdue = true;
    void opened?.close();
  }, JOURNEY_LIMIT_MS);
  try {
    const s = await Shopper.open(browser, baseURL, journey.tabs);
    opened = s;
    for (const [i, step] of journey.steps.entries()) {
      fig.steps++;
      const ordersBefore = await s.get<Orders>('/rest/__test/orders');
      const path = faultPath(step);
      const from = Date.now();
      s.intent = null;
      s.noticeAt = 0;
      s.quietAt = 0;
      if (step.fault && path) await s.arm(path, step.fault);
      let seen = await act(s, step);
      let hits = 0;
      if (step.fault && path) {
        const armed = (await s.get<{ faults: { hits: number; times?: number }[] }>('/rest/__test/soak/faults')).faults[0];
        hits = step.fault.call === 'midSubmit' ? Number(s.watch.calls.some((c) => c.at >= from && c.path === path)) : armed ? armed.hits : step.fault.times;
        if (hits > 0) {
          const kind = step.fault.call === 'midSubmit' ? 'timeout' : step.fault.kind;
          fig.faults[kind] = (fig.faults[kind] ?? 0) + 1;
          const notice = step.fault.call === 'midSubmit' ? null : noticeFailure(s, step, path, from, seen);
          if (notice) fail('notice', notice, i);
        }
        await s.disarm();
        if (seen !== 'ok' && seen !== 'skipped' && !fig.failure) {
          // The shopper read the message: tries again, reloads first, or gives up and comes back later.
          if (step.reaction === 'reload') await s.page.reload({ waitUntil: 'domcontentloaded' }).then(() => s.ready(s.page));
          if (step.reaction === 'leave') await comeBack(s);
          else seen = await act(s, step);
        }
      }
      // Neither success nor a message, with no fault of the soak's: the machine was too slow to tell (counted).
      if (seen === 'nothing') fig.unfinished++;
      await settle(s.watch);
      const acted = Date.now();
      // A call whose answer came too late for the shopper may or may not have been done at the server: a timeout, an
      // interrupted submit, or a step that showed nothing in its time (the request went out after the shopper's wait).
      const ambiguous = (hits > 0 && (step.fault?.kind === 'timeout' || step.fault?.call === 'midSubmit')) || seen === 'nothing';
      await check(s, step, i, fig, ordersBefore, ambiguous, fail);
      onStep?.(i, step, `${seen} (${acted - from} ms, checks ${Date.now() - acted} ms)`);
      if (fig.failure) {
        if (process.env.SOAK_SHOTS)
          for (const [n, tab] of s.tabs.entries()) await tab.screenshot({ path: `${process.env.SOAK_SHOTS}/seed-${journey.seed}-journey-${journey.index}-tab-${n}.png` }).catch(() => undefined);
        return fig;
      }
      if (hits > 0) fig.survived++;
    }
  } catch (e) {
    // The shopper could not go on (an action timed out on a starved machine, or the time limit): the journey stops
    // there; what it checked so far stands, and the run lists it (SOAK_STRICT makes it a failure).
    // SOAK_SHOTS=<folder>: what the shopper's tab showed when the journey stopped (and every tab when it broke).
    if (process.env.SOAK_SHOTS && opened?.tabs.length)
      await opened.page.screenshot({ path: `${process.env.SOAK_SHOTS}/seed-${journey.seed}-journey-${journey.index}.png`, fullPage: true }).catch(() => undefined);
    const why = overdue ? `the journey took longer than ${JOURNEY_LIMIT_MS / 1000} s` : `the harness could not go on: ${(e as Error).message.split('\n')[0]}`;
    if (STRICT) fail('stuck', why, fig.steps - 1);
    else fig.stopped = `step ${fig.steps - 1}: ${why}`;
  } finally {
    clearTimeout(limit);
    await opened?.close();
  }
  return fig;
}

async function check(
  s: Shopper,
  step: Step,
  i: number,
  fig: JourneyFigures,
  ordersBefore: Orders,
  ambiguous: boolean,
  fail: (inv: Failure['invariant'], d: string, step: number) => void,
): Promise<void> {
  // Orders: at most one per checkout, its total the last one shown; a confirmation means an order.
  const orders = await s.get<Orders>('/rest/__test/orders');
  const placed = orders.orders.slice(ordersBefore.count);
  fig.orders += placed.length;
  if (placed.length > 1) fail('orders', `${placed.length} orders for one checkout: ${placed.map((o) => o.orderId).join(', ')}`, i);
  for (const o of placed)
    if (s.belief.lastShownTotal !== null && Math.abs(o.due - s.belief.lastShownTotal) > 0.005)
      fail('orders', `order ${o.orderId} total ${o.due} but the shopper was last shown ${s.belief.lastShownTotal}`, i);
  const confirmed = s.belief.orders.length;
  if (step.kind === 'checkout' && placed.length === 0 && confirmed > fig.orders) fail('orders', 'a confirmation was shown with no order at the server', i);
  // An order the shopper did not see confirmed (its answer came too late) took the cart all the same.
  if (placed.length && ambiguous) s.belief.lines.clear();

  // Cart: the server's lines are the ones meant.
  const server = await s.get<ServerCart>('/rest/__test/soak/cart');
  const have = new Map<string, number>(server.lines.map((l) => [lineKey(l.catalogRefId, l.pickup), l.quantity]));
  if (ambiguous && s.intent) {
    const now = have.get(s.intent.key) ?? 0;
    if (now === s.intent.to || now === (s.belief.lines.get(s.intent.key) ?? 0)) {
      if (now) s.belief.lines.set(s.intent.key, now);
      else s.belief.lines.delete(s.intent.key);
    }
  }
  const keys = new Set([...have.keys(), ...s.belief.lines.keys()]);
  for (const k of keys) {
    fig.linesChecked++;
    const meant = s.belief.lines.get(k) ?? 0;
    const got = have.get(k) ?? 0;
    if (meant !== got) fail('cart', `line ${k}: the shopper meant ${meant}, the server holds ${got}`, i);
  }

  // The page: no uncaught error, no island in its error state without a word, no card data anywhere.
  if (s.watch.pageErrors.length) fail('page', `uncaught page error: ${s.watch.pageErrors[0]}`, i);
  // The CVV as a value of its own: not three digits inside a longer word or number, nor a stored time's
  // milliseconds (…T15:20:11.987Z): journey 131 of seed 56 broke on a 987 before any card was typed.
  const cvvIn = (text: string) => new RegExp(`(^|[^0-9A-Za-z])${CARD.cvv}([^0-9A-Za-z]|$)`).test(text.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, ''));
  for (const tab of s.tabs) {
    const silent = await tab.evaluate(silentErrorIslands).catch(() => []);
    if (silent.length) fail('page', `island in its error state with no message: ${silent.join(', ')}`, i);
    const stored = await tab.evaluate(storedText).catch(() => [] as [string, string][]);
    for (const [where, text] of stored) if (text.includes(CARD.number) || cvvIn(text)) fail('card', `the card ${text.includes(CARD.number) ? 'number' : 'CVV'} in ${where} of ${tab.url()}`, i);
  }
  const log = s.watch.consoleText.join('\n');
  if (log.includes(CARD.number) || cvvIn(log)) fail('card', 'card data in the console', i);

  // Tabs: every tab shows the active tab's cart count within 2 s.
  if (s.tabs.length > 1) await tabsAgree(s, step, i, fig, fail);
}

async function tabsAgree(s: Shopper, step: Step, i: number, fig: JourneyFigures, fail: (inv: Failure['invariant'], d: string, step: number) => void): Promise<void> {
  const want = await s.shownCount(s.page);
  const end = Date.now() + 2000;
  for (const tab of s.tabs) {
    if (tab === s.page) continue;
    let got = await s.shownCount(tab);
    await expect
      .poll(async () => (got = await s.shownCount(tab)), { timeout: Math.max(0, end - Date.now()), intervals: [100] })
      .toBe(want)
      .catch(() => undefined);
    if (got === want) continue;
    fail('tabs', `a tab shows ${got} items in the cart, the active tab ${want} (2 s later)`, i);
  }
  // After a sign-in, every tab's Account flyout offers Sign Out within 2 s.
  if (step.kind !== 'signIn' || !s.belief.signedIn) return;
  for (const tab of s.tabs) {
    if (tab === s.page) continue;
    // A look opens the flyout and reads it once it offers Sign In or Sign Out. The tab is behind only when a look
    // begun after the 2 s still offers Sign In (on a loaded machine one look can take longer than that).
    const look = async (): Promise<{ signedIn: boolean; at: number }> => {
      const at = Date.now();
      // The shopper switches to the tab to look at it (a tab in the background may not paint, and a click waits for it).
      await tab.bringToFront();
      const account = tab.getByRole('button', { name: 'Account', exact: true });
      await account.click();
      const flyout = tab.locator(`[id="${await account.getAttribute('aria-controls')}"]`);
      await shown(flyout.getByRole('button', { name: /^Sign (In|Out)$/ }), 10_000);
      const signedIn = await flyout.getByRole('button', { name: 'Sign Out' }).isVisible();
      await tab.keyboard.press('Escape');
      return { signedIn, at };
    };
    let last = { signedIn: false, at: 0 };
    await expect
      .poll(async () => (last = await look()).signedIn || last.at > end, { timeout: 30_000, intervals: [100] })
      .toBe(true)
      .catch(() => undefined);
    await s.page.bringToFront();
    if (!last.signedIn) fail('tabs', `a tab does not show the shopper signed in (${last.at - end + 2000} ms after the sign-in was checked)`, i);
  }
}
