// @vitest-environment node
// The eyebrow's reducer, and its flows (storefront spec section 2: 'a single message is static; several rotate in
// a carousel that starts after 3 seconds'; 'eyebrow modals read content pages (cached)'; section 9: eyebrow start
// 3000 ms) driven through its model with fake calls and a fake clock: no React, no mocked modules.
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../src/api';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { EYEBROW_INTERVAL_MS, eyebrowReducer, eyebrowStep, initialEyebrow, rotates, startEyebrow, type EyebrowAction, type EyebrowCalls, type EyebrowState } from './eyebrowModel';

const run = (s: EyebrowState, ...actions: EyebrowAction[]) => actions.reduce(eyebrowReducer, s);

describe('eyebrow carousel', () => {
  it('keeps a single message static', () => {
    const s = initialEyebrow(1, false);
    expect(rotates(s)).toBe(false);
    expect(run(s, { type: 'tick' }, { type: 'next' }).index).toBe(0);
  });

  it('rotates several messages on each tick and wraps around', () => {
    const s = initialEyebrow(3, false);
    expect(rotates(s)).toBe(true);
    expect(run(s, { type: 'tick' }).index).toBe(1);
    expect(run(s, { type: 'tick' }, { type: 'tick' }, { type: 'tick' }).index).toBe(0);
  });

  it('stops on pause and resumes on play', () => {
    const paused = run(initialEyebrow(3, false), { type: 'pause' }, { type: 'tick' }, { type: 'tick' });
    expect(paused.index).toBe(0);
    expect(rotates(paused)).toBe(false);
    expect(run(paused, { type: 'play' }, { type: 'tick' }).index).toBe(1);
  });

  it('holds while hovered or focused without changing the pause choice', () => {
    const held = run(initialEyebrow(2, false), { type: 'hold', held: true }, { type: 'tick' });
    expect(held.index).toBe(0);
    expect(held.paused).toBe(false);
    expect(run(held, { type: 'hold', held: false }, { type: 'tick' }).index).toBe(1);
  });

  it('starts paused under reduced motion, and still lets the shopper step through messages', () => {
    const s = initialEyebrow(3, true);
    expect(rotates(s)).toBe(false);
    expect(run(s, { type: 'tick' }).index).toBe(0);
    expect(run(s, { type: 'next' }).index).toBe(1);
    expect(run(s, { type: 'prev' }).index).toBe(2);
  });

  it('keeps the index in range when the messages change', () => {
    const s = run(initialEyebrow(3, false), { type: 'next' }, { type: 'next' }, { type: 'messages', count: 2 });
    expect(s.index).toBe(1);
    expect(run(s, { type: 'messages', count: 0 }).index).toBe(0);
  });
});

const MESSAGES = ['First', 'Second', 'Third'];
const page = (title: string): ApiResult<unknown> => ({ ok: true, data: { contents: [{ content: { title, paragraphs: ['Text.'] } }] } }) as ApiResult<unknown>;
const failed = { ok: false, kind: 'http', status: 500, message: 'down' } as unknown as ApiResult<unknown>;

function eyebrow(count = 3, reducedMotion = false) {
  const io = fakePorts<EyebrowCalls>();
  const model = createModel(eyebrowStep, startEyebrow(count, reducedMotion), io.ports);
  model.start();
  /** The message on show. */
  const shown = () => MESSAGES[model.get().index];
  const pages = () => io.calls.filter((c) => c.call === 'page').map((c) => c.input);
  /** The details dialog's title as read: the page's answer, or 'loading'. */
  const dialog = () => {
    const s = model.get();
    if (!s.details) return 'closed';
    if (s.page === 'loading') return `${s.details.title}: loading`;
    return `${s.details.title}: ${s.page.ok ? (s.page.data as { contents: { content: { title: string } }[] }).contents[0]!.content.title : 'not available'}`;
  };
  return { io, model, shown, pages, dialog };
}

describe('eyebrow model: rotation', () => {
  it('a single message is static: no timer', async () => {
    const { io, shown } = eyebrow(1);
    expect(io.timers()).toBe(0);
    await io.advance(10_000);
    expect(shown()).toBe('First');
  });

  it('several rotate, the first move after 3000 ms, then every 3000 ms, wrapping around', async () => {
    const { io, shown } = eyebrow();
    await io.advance(EYEBROW_INTERVAL_MS - 1);
    expect(shown()).toBe('First');
    await io.advance(1);
    expect(shown()).toBe('Second');
    await io.advance(EYEBROW_INTERVAL_MS);
    expect(shown()).toBe('Third');
    await io.advance(EYEBROW_INTERVAL_MS);
    expect(shown()).toBe('First');
  });

  it('under reduced motion it starts paused; Play starts it, the first move 3000 ms later', async () => {
    const { io, model, shown } = eyebrow(3, true);
    expect(io.timers()).toBe(0);
    await io.advance(10_000);
    expect(shown()).toBe('First');
    model.dispatch({ type: 'play' });
    await io.advance(EYEBROW_INTERVAL_MS - 1);
    expect(shown()).toBe('First');
    await io.advance(1);
    expect(shown()).toBe('Second');
  });

  it('Pause stops it; hovering or focusing holds it, and it moves again 3000 ms after being let go', async () => {
    const { io, model, shown } = eyebrow();
    await io.advance(1000);
    model.dispatch({ type: 'pause' });
    expect(io.timers()).toBe(0);
    await io.advance(10_000);
    expect(shown()).toBe('First');
    model.dispatch({ type: 'play' });
    model.dispatch({ type: 'hold', held: true });
    await io.advance(10_000);
    expect(shown()).toBe('First');
    model.dispatch({ type: 'hold', held: false });
    await io.advance(EYEBROW_INTERVAL_MS);
    expect(shown()).toBe('Second');
  });

  it("the shopper's Previous and Next move at once and leave the rotation's beat alone", async () => {
    const { io, model, shown } = eyebrow();
    await io.advance(1000);
    model.dispatch({ type: 'next' });
    expect(shown()).toBe('Second');
    model.dispatch({ type: 'prev' });
    model.dispatch({ type: 'prev' });
    expect(shown()).toBe('Third');
    expect(io.timers()).toBe(1);
    await io.advance(EYEBROW_INTERVAL_MS - 1000);
    expect(shown()).toBe('First');
  });

  it('down to one message it stops; the rotation goes when the island goes', async () => {
    const { io, model } = eyebrow();
    model.dispatch({ type: 'messages', count: 1 });
    expect(io.timers()).toBe(0);
    const other = eyebrow();
    other.model.stop();
    expect(other.io.timers()).toBe(0);
  });
});

describe("eyebrow model: 'See details'", () => {
  it('opening a message reads its content page; the dialog shows loading until it is in', async () => {
    const { io, model, pages, dialog } = eyebrow();
    model.dispatch({ type: 'detailsOpened', path: '/help/shipping/', title: 'Free shipping' });
    expect(pages()).toEqual(['/help/shipping/']);
    expect(dialog()).toBe('Free shipping: loading');
    await io.next('page').answer(page('Shipping'));
    expect(dialog()).toBe('Free shipping: Shipping');
    model.dispatch({ type: 'detailsClosed' });
    expect(dialog()).toBe('closed');
  });

  it('a page read before is not read again (cached); one that failed is', async () => {
    const { io, model, pages, dialog } = eyebrow();
    model.dispatch({ type: 'detailsOpened', path: '/help/shipping/', title: 'Free shipping' });
    await io.next('page').answer(page('Shipping'));
    model.dispatch({ type: 'detailsClosed' });
    model.dispatch({ type: 'detailsOpened', path: '/help/shipping/', title: 'Free shipping' });
    expect(dialog()).toBe('Free shipping: Shipping');
    model.dispatch({ type: 'detailsOpened', path: '/help/returns/', title: 'Easy returns' });
    await io.next('page').answer(failed);
    expect(dialog()).toBe('Easy returns: not available');
    model.dispatch({ type: 'detailsOpened', path: '/help/returns/', title: 'Easy returns' });
    expect(pages()).toEqual(['/help/shipping/', '/help/returns/', '/help/returns/']);
  });

  it("race: a slow page for a dialog closed and left, arriving after the next one's, is ignored", async () => {
    const { io, model, dialog } = eyebrow();
    model.dispatch({ type: 'detailsOpened', path: '/help/shipping/', title: 'Free shipping' });
    const older = io.next('page');
    model.dispatch({ type: 'detailsClosed' });
    model.dispatch({ type: 'detailsOpened', path: '/help/returns/', title: 'Easy returns' });
    const newer = io.pending.find((p) => p !== older)!;
    await newer.answer(page('Returns'));
    await older.answer(page('Shipping'));
    expect(dialog()).toBe('Easy returns: Returns');
  });
});
