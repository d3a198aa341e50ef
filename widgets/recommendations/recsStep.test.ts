// @vitest-environment node
// The carousel's and the card's flows (storefront spec sections 7 and 9) driven through their models with fake
// calls and a fake clock: no React, no mocked modules.
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/mount/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import type { Outcome, RecsProduct } from './api';
import { addStep, recsStep, startAdd, startRecs, type AddCalls, type RecsCalls, type RecsQuery } from './recsStep';

const product = (n: number): RecsProduct => ({ productId: `P${n}`, skuId: `S${n}`, seoURL: `/p/S${n}/`, name: `Product ${n}` });
const ok = (n: number, title = 'You May Also Like'): Outcome => ({ kind: 'ok', title, campaign: null, products: Array.from({ length: n }, (_, i) => product(i + 1)) });
const ITEM_PAGE: RecsQuery = { variant: 'engine', placement: 'item_page.rr1', productId: 'P1001', title: 'You May Also Like' };

/** A carousel whose view has asked for `query` (as it does on mount). */
function carousel(query = ITEM_PAGE) {
  const io = fakePorts<RecsCalls>();
  const model = createModel(recsStep, startRecs(), io.ports);
  model.start();
  model.dispatch({ type: 'asked', query });
  /** What the shopper is shown: skeletons, nothing at all, or the heading and the cards. */
  const shown = () => {
    const o = model.get().outcome;
    if (!o) return 'loading';
    if (o.kind !== 'ok') return 'nothing';
    return `${o.title}: ${o.products.map((p) => p.name).join(', ')}`;
  };
  const calls = (name: keyof RecsCalls) => io.calls.filter((c) => c.call === name).map((c) => c.input);
  return { io, model, shown, calls };
}

describe('recommendations model: the products', () => {
  it('asks once for the placement and shows skeletons until the answer, then the heading and the products', async () => {
    const { io, shown, calls } = carousel();
    expect(shown()).toBe('loading');
    expect(calls('load')).toEqual([ITEM_PAGE]);
    await io.next('load').answer(ok(3, 'Customers Also Bought'));
    expect(shown()).toBe('Customers Also Bought: Product 1, Product 2, Product 3');
    expect(calls('load')).toHaveLength(1);
  });

  it('an empty or failed placement shows nothing', async () => {
    const empty = carousel();
    await empty.io.next('load').answer({ kind: 'empty' });
    expect(empty.shown()).toBe('nothing');
    const failed = carousel();
    await failed.io.next('load').answer({ kind: 'failed', why: 'product info failed (http 500)' });
    expect(failed.shown()).toBe('nothing');
  });

  it('new props ask again, with skeletons until their answer', async () => {
    const { io, model, shown, calls } = carousel();
    await io.next('load').answer(ok(2));
    model.dispatch({ type: 'asked', query: { ...ITEM_PAGE, productId: 'P2002' } });
    expect(shown()).toBe('loading');
    expect(calls('load')).toEqual([ITEM_PAGE, { ...ITEM_PAGE, productId: 'P2002' }]);
    await io.next('load').answer(ok(1, 'For P2002'));
    expect(shown()).toBe('For P2002: Product 1');
  });

  it('a slow answer to an older question, arriving after the newer one, is ignored', async () => {
    const { io, model, shown } = carousel();
    const older = io.next('load');
    model.dispatch({ type: 'asked', query: { ...ITEM_PAGE, productId: 'P2002' } });
    expect(older.signal.aborted).toBe(true);
    const newer = io.pending.find((p) => p !== older)!;
    await newer.answer(ok(1, 'For P2002'));
    await older.answer(ok(5, 'For P1001'));
    expect(shown()).toBe('For P2002: Product 1');
  });

  it('after the island goes, a late answer changes nothing', async () => {
    const { io, model, shown } = carousel();
    model.stop();
    await io.next('load').answer(ok(2));
    expect(shown()).toBe('loading');
  });
});

describe('recommendations model: Previous and Next', () => {
  it('sends each move to analytics 200 ms after it, in order, with its placement', async () => {
    const { io, model, calls } = carousel();
    await io.next('load').answer(ok(10));
    model.dispatch({ type: 'moved', data: { action: 'next', placement: 'item_page.rr1' } });
    await io.advance(100);
    model.dispatch({ type: 'moved', data: { action: 'previous', placement: 'item_page.rr1' } });
    await io.advance(200 - 101);
    expect(calls('moved')).toEqual([]);
    await io.advance(1);
    expect(calls('moved')).toEqual([{ action: 'next', placement: 'item_page.rr1' }]);
    await io.advance(100);
    expect(calls('moved')).toEqual([
      { action: 'next', placement: 'item_page.rr1' },
      { action: 'previous', placement: 'item_page.rr1' },
    ]);
  });

  it('a move whose 200 ms have not passed when the island goes is not sent', async () => {
    const { io, model, calls } = carousel();
    await io.next('load').answer(ok(10));
    model.dispatch({ type: 'moved', data: { action: 'next', placement: 'recently-viewed' } });
    model.stop();
    await io.advance(200);
    expect(calls('moved')).toEqual([]);
  });
});

function card() {
  const io = fakePorts<AddCalls>();
  const model = createModel(addStep, startAdd(), io.ports);
  model.start();
  /** The button as the shopper reads it, and the message under it. */
  const button = () => {
    const { phase, error } = model.get();
    const label = phase === 'added' || phase === 'fading' ? 'Added To Cart' : 'Add to Cart';
    return `${label}${phase === 'busy' ? ' (busy)' : ''}${phase === 'fading' ? ' (fading)' : ''}${error ? ` | ${error}` : ''}`;
  };
  const click = () => model.dispatch({ type: 'clicked' });
  return { io, model, button, click };
}

describe("recommendation card model: 'Add to Cart'", () => {
  it("adds one at a time, shows 'Added To Cart', fades it at 2 s and offers Add to Cart again at 5 s", async () => {
    const { io, button, click } = card();
    click();
    expect(button()).toBe('Add to Cart (busy)');
    click();
    expect(io.calls).toEqual([{ call: 'addToCart', input: null }]);
    await io.next('addToCart').answer(null);
    expect(button()).toBe('Added To Cart');
    click();
    expect(io.calls).toHaveLength(1);
    await io.advance(2000 - 1);
    expect(button()).toBe('Added To Cart');
    await io.advance(1);
    expect(button()).toBe('Added To Cart (fading)');
    await io.advance(5000 - 2000 - 1);
    expect(button()).toBe('Added To Cart (fading)');
    await io.advance(1);
    expect(button()).toBe('Add to Cart');
    click();
    expect(io.calls).toHaveLength(2);
  });

  it('a refused add shows its message; the next try clears it', async () => {
    const { io, button, click } = card();
    click();
    await io.next('addToCart').answer('Only 2 left in stock.');
    expect(button()).toBe('Add to Cart | Only 2 left in stock.');
    click();
    expect(button()).toBe('Add to Cart (busy)');
    await io.next('addToCart').answer(null);
    expect(button()).toBe('Added To Cart');
  });

  it('the timers go with the card', async () => {
    const { io, model, button, click } = card();
    click();
    await io.next('addToCart').answer(null);
    model.stop();
    expect(io.timers()).toBe(0);
    await io.advance(5000);
    expect(button()).toBe('Added To Cart');
  });
});
