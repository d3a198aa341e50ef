// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { carouselReducer, inView, maxIndex, MODAL_BREAKPOINTS, ratingView, showArrows, slices, slidesPerView, stepOf, truncate, type CarouselState } from './model';

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

  it('moves by the cards that fit whole, and the view follows the modal\'s table', () => {
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
