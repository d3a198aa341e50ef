/**
 * Paint timing in e2e tests, at Lighthouse's phone size: the Largest Contentful Paint entries and the layout
 * shifts a page reports. Entries arrive after the paint that caused them; each reader first paints a control
 * that must be reported, so every entry caused earlier is in the list it returns.
 */
import { expect, type Page } from '@playwright/test';

/** An LCP entry of the page: its time, its element's id, and whether the element is in the light DOM. */
export type LcpEntry = { t: number; id: string; light: boolean };
/** A layout shift (not after input): its time and score. */
export type Shift = { t: number; value: number };

/** `widgetsAt`: when the first marker got a state (data-widget-state), that is when a widget first touched the page. */
type Recorded = { lcp: LcpEntry[]; shifts: Shift[]; widgetsAt?: number };

/** Records every LCP entry and layout shift of the pages this test opens, at 412x823. */
export async function recordPaints(page: Page): Promise<void> {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const w = window as unknown as Recorded;
    w.lcp = [];
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) w.lcp.push({ t: e.startTime, id: e.element?.id ?? '', light: !!e.element });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shifts.push({ t: e.startTime, value: e.value });
    }).observe({ type: 'layout-shift', buffered: true });
    const states = new MutationObserver(() => {
      w.widgetsAt = performance.now();
      states.disconnect();
    });
    states.observe(document, { subtree: true, attributeFilter: ['data-widget-state'] });
  });
}

/** The LCP entries so far, after a control: a large paragraph painted now (left out of the list). */
export async function lcpEntriesAfterControl(page: Page): Promise<LcpEntry[]> {
  await page.evaluate(() => {
    const p = document.createElement('p');
    p.id = 'lcp-control';
    p.style.cssText = 'position:fixed;inset:0;margin:0;font-size:40px;background:#fff;color:#000';
    p.textContent = 'Control paragraph '.repeat(30);
    document.body.append(p);
  });
  const entries = () => page.evaluate(() => (window as unknown as Recorded).lcp);
  await expect.poll(async () => (await entries()).some((e) => e.id === 'lcp-control')).toBe(true);
  return (await entries()).filter((e) => e.id !== 'lcp-control');
}

/**
 * The entries a page recorded before a control shift: the page's main content is pushed down now, and `read`
 * (run in the page) is polled until it lists an entry from then on. Entries arrive after the frame that caused
 * them, so every earlier one is in the list by then.
 */
export async function entriesBeforeControlShift<T extends { t: number }>(page: Page, read: () => T[]): Promise<T[]> {
  const before = await page.evaluate(() => {
    const t = performance.now();
    const pad = document.createElement('div');
    pad.style.height = '200px';
    document.querySelector('main')!.prepend(pad);
    return t;
  });
  const entries = () => page.evaluate(read);
  await expect.poll(async () => (await entries()).some((s) => s.t >= before)).toBe(true);
  return (await entries()).filter((s) => s.t < before);
}

/**
 * The layout shifts the widgets could have caused so far, after a control: the page's main content pushed down now
 * (left out of the list). A shift before any marker had a state is the host page's own, while it was still being
 * parsed (the listing's server-rendered sort controls, pushed right by an auto margin, moved a few pixels when the
 * parser had not yet reached the controls after them: once in about ten loads), and is left out too.
 */
export const shiftsAfterControl = (page: Page): Promise<Shift[]> =>
  entriesBeforeControlShift(page, () => {
    const w = window as unknown as Recorded;
    return w.shifts.filter((s) => s.t >= (w.widgetsAt ?? 0));
  });
