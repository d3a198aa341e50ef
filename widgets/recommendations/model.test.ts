// @vitest-environment node
// The carousel's rules, and the carousel's and the card's flows (storefront spec sections 7 and 9) driven through
// their models with fake calls and a fake clock: no React, no mocked modules.
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import {
  addStep,
  carouselReducer,
  maxIndex,
  MODAL_BREAKPOINTS,
  recommendationsStep,
  showArrows,
  slices,
  slidesPerView,
  startAdd,
  startRecommendations,
  stepOf,
  type CarouselState,
  type RecommendationsCalls,
  type RecommendationsQuery,
} from './model';
import type { Outcome, RecommendedProduct } from './product';
import { inView, ratingView, truncate } from './selectors';

describe('slides per view (spec section 9: 375 px 2.1, 768 px 3.25, 992 px 4, 1560 px 5)', () => {
  it.each([
    [320, 2.1],
    [375, 2.1],
    [414, 2.1],
    [767, 2.1],
    [768, 3.25],
    [991, 3.25],
    [992, 4],
    [1280, 4],
    [1559, 4],
    [1560, 5],
    [2560, 5],
  ])('%i px shows %f cards', (width, perView) => {
    expect(slidesPerView(width)).toBe(perView);
  });

  it('moves by the group at each width (2 at 375 px, 3 at 768 px), never more than a slice of 5', () => {
    expect([375, 768, 992, 1560, 3000].map((w) => stepOf(w))).toEqual([2, 3, 4, 5, 5]);
  });
});

describe('slides per view in the added-to-cart modal (spec section 9: "In the added-to-cart modal: 2.15, 4.55, 4, 4")', () => {
  it.each([
    [320, 2.15],
    [375, 2.15],
    [767, 2.15],
    [768, 4.55],
    [991, 4.55],
    [992, 4],
    [1280, 4],
    [1560, 4],
    [2560, 4],
  ])('%i px shows %f cards', (width, perView) => {
    expect(slidesPerView(width, MODAL_BREAKPOINTS)).toBe(perView);
  });

  it("moves by the cards that fit whole, and the view follows the modal's table", () => {
    expect([375, 768, 992, 1560].map((w) => stepOf(w, MODAL_BREAKPOINTS))).toEqual([2, 4, 4, 4]);
    expect(maxIndex(12, 1560, MODAL_BREAKPOINTS)).toBe(8);
    const s = carouselReducer({ index: 0, count: 12, width: 1560, table: MODAL_BREAKPOINTS }, { type: 'next' });
    expect(s.index).toBe(4);
    expect(inView(s)).toEqual({ from: 5, to: 8, total: 12 });
  });
});

describe('slices of 5 and the arrows rule', () => {
  it('cuts the products into slices of 5, the last one shorter', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(slices(items).map((s) => s.length)).toEqual([5, 5, 2]);
    expect(slices([])).toEqual([]);
  });

  it('shows the arrows when a slice has 4 or more products, and never in the list layout under 415 px', () => {
    expect(showArrows(3, 1280)).toBe(false);
    expect(showArrows(4, 1280)).toBe(true);
    expect(showArrows(12, 1280)).toBe(true);
    expect(showArrows(12, 414)).toBe(false);
    expect(showArrows(12, 415)).toBe(true);
  });
});

describe('carousel reducer', () => {
  const at = (width: number, count = 12): CarouselState => ({ index: 0, count, width });

  it('Next and Previous move by a slice of the view and stop at the ends', () => {
    let s = at(1280);
    s = carouselReducer(s, { type: 'next' });
    expect(s.index).toBe(4);
    expect(inView(s)).toEqual({ from: 5, to: 8, total: 12 });
    s = carouselReducer(s, { type: 'next' });
    expect(s.index).toBe(8);
    s = carouselReducer(s, { type: 'next' });
    expect(s.index).toBe(8); // the last four are in view
    s = carouselReducer(s, { type: 'previous' });
    expect(s.index).toBe(4);
    s = carouselReducer(carouselReducer(s, { type: 'previous' }), { type: 'previous' });
    expect(s.index).toBe(0);
  });

  it('at 1560 px a step is a whole slice of 5; at 375 px two cards', () => {
    expect(carouselReducer(at(1560), { type: 'next' }).index).toBe(5);
    expect(carouselReducer(at(375), { type: 'next' }).index).toBe(2);
    expect(maxIndex(12, 375)).toBe(10);
  });

  it('brings a focused card wholly into view with the least move', () => {
    const s = { index: 4, count: 12, width: 1280 };
    expect(carouselReducer(s, { type: 'focused', index: 5 })).toBe(s);
    expect(carouselReducer(s, { type: 'focused', index: 8 }).index).toBe(5);
    expect(carouselReducer(s, { type: 'focused', index: 2 }).index).toBe(2);
    expect(carouselReducer(s, { type: 'focused', index: 11 }).index).toBe(8);
  });

  it('follows a swipe or a focused card, within range, and keeps the index in range on resize', () => {
    let s = carouselReducer(at(1280), { type: 'scrolled', index: 3 });
    expect(s.index).toBe(3);
    expect(carouselReducer(s, { type: 'scrolled', index: 3 })).toBe(s);
    expect(carouselReducer(s, { type: 'scrolled', index: 40 }).index).toBe(8);
    s = carouselReducer({ ...s, index: 8 }, { type: 'resized', width: 1600 });
    expect(s.index).toBe(7);
    expect(carouselReducer(s, { type: 'loaded', count: 3 })).toEqual({ index: 0, count: 3, width: 1600 });
  });
});

describe('card text', () => {
  it('truncates names at 20 characters with an ellipsis', () => {
    expect(truncate('Washable Paint Cups')).toBe('Washable Paint Cups');
    expect(truncate('Fluorescent Tempera Paint Set')).toBe('Fluorescent Tempera…');
    expect(truncate('Exactly twenty chars')).toBe('Exactly twenty chars');
  });

  it('shows the rating with one decimal and fills the stars at 20 px per point', () => {
    expect(ratingView(4.56, 411)).toEqual({ text: '4.6', fillPx: 91.2, count: 411 });
    expect(ratingView(4, 3)).toEqual({ text: '4.0', fillPx: 80, count: 3 });
    expect(ratingView(7, 3)?.fillPx).toBe(100);
    expect(ratingView(0, 0)).toBeNull();
    expect(ratingView(4.5, 0)).toBeNull();
  });
});

const product = (n: number): RecommendedProduct => ({ productId: `P${n}`, skuId: `S${n}`, seoURL: `/p/S${n}/`, name: `Product ${n}` });
const ok = (n: number, title = 'You May Also Like'): Outcome => ({ kind: 'ok', title, campaign: null, products: Array.from({ length: n }, (_, i) => product(i + 1)) });
const ITEM_PAGE: RecommendationsQuery = { variant: 'engine', placement: 'item_page.rr1', productId: 'P1001', title: 'You May Also Like' };

/** A carousel whose view has asked for `query` (as it does on mount). */
function carousel(query = ITEM_PAGE) {
  const io = fakePorts<RecommendationsCalls>();
  const model = createModel(recommendationsStep, startRecommendations(), io.ports);
  model.start();
  model.dispatch({ type: 'asked', query });
  /** What the shopper is shown: skeletons, nothing at all, or the heading and the cards. */
  const shown = () => {
    const o = model.get().outcome;
    if (!o) return 'loading';
    if (o.kind !== 'ok') return 'nothing';
    return `${o.title}: ${o.products.map((p) => p.name).join(', ')}`;
  };
  const calls = (name: keyof RecommendationsCalls) => io.calls.filter((c) => c.call === name).map((c) => c.input);
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
  const io = fakePorts<RecommendationsCalls>();
  const model = createModel(addStep, startAdd(product(1), 'We could not add this item.'), io.ports);
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
    expect(io.calls).toEqual([{ call: 'addToCart', input: { product: product(1), failed: 'We could not add this item.' } }]);
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
