/**
 * Layout shifts in e2e tests (issue 34): every shift a page reports without recent input, each with the
 * elements that moved. An element inside an island is named through its shadow host, and an element the
 * browser no longer names (removed since, or in a shadow tree) by what is now at the place it moved to.
 */
import { expect, type Page } from '@playwright/test';
import { entriesBeforeControlShift } from './paint';

/** One element that moved: where it was and where it is now (the parts inside the viewport). */
export type ShiftSource = { node: string; from: string; to: string };
/** A layout shift: its time, score and the elements that moved. */
export type LayoutShift = { t: number; value: number; sources: ShiftSource[] };

type Recorded = { __layoutShifts: LayoutShift[] };

/** Records the layout shifts of every page this test opens, from the first paint on (buffered). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Recorded;
    w.__layoutShifts = [];
    const describe = (node: Node | null): string => {
      const parts: string[] = [];
      for (let n: Node | null = node; n && n !== document; n = n.parentNode ?? (n as ShadowRoot).host ?? null) {
        if (!(n instanceof Element)) continue;
        const widget = n.getAttribute('data-widget');
        const cls = typeof n.className === 'string' && n.className ? '.' + n.className.trim().split(/\s+/)[0] : '';
        parts.unshift(n.localName + (n.id && !n.id.startsWith('_r_') ? '#' + n.id : '') + cls + (widget ? `[data-widget=${widget}]` : ''));
        if (n.localName === 'body') break;
      }
      return parts.join(' > ');
    };
    /** The innermost element at a point, looking into open shadow roots. */
    const deepAt = (x: number, y: number): Element | null => {
      let el = document.elementFromPoint(x, y);
      while (el?.shadowRoot) {
        const inner = el.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === el) break;
        el = inner;
      }
      return el;
    };
    const rect = (r: DOMRectReadOnly) => (r.width && r.height ? `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}` : 'out of view');
    type Attribution = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Attribution[] })[]) {
        if (e.hadRecentInput) continue;
        w.__layoutShifts.push({
          t: Math.round(e.startTime),
          value: e.value,
          sources: e.sources.map((s) => {
            const r = s.currentRect.height ? s.currentRect : s.previousRect;
            const node = s.node?.isConnected ? describe(s.node) : `(now at that place) ${describe(deepAt(r.x + 1, r.y + 1))}`;
            return { node, from: rect(s.previousRect), to: rect(s.currentRect) };
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Waits until every island that has started is on screen (ready, its server fallback gone) and `required`
 * islands are among them, then until the page's layout holds still between two looks.
 */
export async function waitForSettledIslands(page: Page, required: string[]): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((names) => {
          const waiting: string[] = [];
          for (const el of document.querySelectorAll<HTMLElement>('[data-widget]')) {
            const state = el.getAttribute('data-widget-state');
            const name = el.dataset.widget ?? '';
            if (state === 'loading' || el.hasAttribute('data-widget-fallback') || (names.includes(name) && state !== 'ready'))
              waiting.push(`${name}: ${el.hasAttribute('data-widget-fallback') ? 'fallback' : (state ?? 'not started')}`);
          }
          return waiting;
        }, required),
      { message: 'islands still loading or showing their fallback', timeout: 15_000 },
    )
    .toEqual([]);
  // The islands' boxes, the page's height and every image's state: the same twice in a row.
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() =>
          JSON.stringify([
            document.documentElement.scrollHeight,
            Array.from(document.querySelectorAll('[data-widget], main, footer'), (el) => {
              const r = el.getBoundingClientRect();
              return [r.y, r.height];
            }),
            Array.from(document.images, (i) => i.complete),
          ]),
        );
        const same = now === last;
        last = now;
        return same;
      },
      { message: 'the page layout keeps changing', intervals: [200], timeout: 10_000 },
    )
    .toBe(true);
}

/** The layout shifts so far, before a control shift (see entriesBeforeControlShift). */
export const layoutShiftsAfterControl = (page: Page): Promise<LayoutShift[]> => entriesBeforeControlShift(page, () => (window as unknown as Recorded).__layoutShifts);

/** A report of shifts for a failure message: each shift's time and score, and what moved. */
export const describeShifts = (shifts: LayoutShift[]): string =>
  shifts.map((s) => `  at ${s.t} ms, ${s.value.toFixed(4)}:\n${s.sources.map((x) => `    ${x.node}: ${x.from} -> ${x.to}`).join('\n')}`).join('\n');
