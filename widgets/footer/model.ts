/**
 * The footer's behaviour (createModel runs its effects): the footer content is asked for once (the header's
 * call, shared: src/api loadHeaderFooter); until it arrives the page's own footer shows, and it stays when the
 * content cannot be read. The year of the copyright line is the clock's at the start. On phones each link block
 * is an accordion, closed at first; `toggled` opens or closes one (the view shows them all open on wider screens).
 */
import type { Next } from '../../src/platform/createModel';
import type { FooterContent } from './content';

/** What the footer asks of the outside world (calls.ts in the page, fakePorts in model tests). */
export interface FooterCalls {
  /** The footer content, or null when it cannot be read (the call logs why). */
  content(input: undefined, signal: AbortSignal): Promise<FooterContent | null>;
}

export interface FooterState {
  phase: 'loading' | 'ready' | 'failed';
  content: FooterContent | null;
  /** The current year (the copyright line's). */
  year: number;
  /** The link blocks open on phones, by index. */
  open: readonly number[];
}

export type FooterEvent = { type: 'answered'; result: FooterContent | null } | { type: 'toggled'; block: number };

export type FooterNext = Next<FooterState, FooterEvent, FooterCalls>;

/** The first state at `now` (ms since the epoch, the page's clock), and the content call. */
export const startFooter = (now: number): FooterNext => ({
  state: { phase: 'loading', content: null, year: new Date(now).getFullYear(), open: [] },
  effects: [{ type: 'request', call: 'content', input: undefined, key: 'content', done: { type: 'answered' } }],
});

export function footerStep(s: FooterState, e: FooterEvent): FooterNext {
  if (e.type === 'answered') return { state: s.phase === 'loading' ? { ...s, phase: e.result ? 'ready' : 'failed', content: e.result } : s };
  if (!s.content?.blocks[e.block]) return { state: s };
  return { state: { ...s, open: s.open.includes(e.block) ? s.open.filter((b) => b !== e.block) : [...s.open, e.block] } };
}
