// @vitest-environment node
// The reviews' flows driven through their model with fake calls and a fake clock: no React, no mocked modules.
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { pageCount, reviewsStep, startReviews, type Review, type ReviewsAnswer, type ReviewsCalls } from './model';
import { starFill, STAR_PX_LARGE } from './selectors';

const review = (n: number): Review => ({ id: `R${n}`, rating: 4, title: `Review ${n}`, text: 'Good.', nickname: 'MsGarcia', location: 'Carson, CA', date: '2026-10-01' });
const page = (from: number, to: number, count = 28, rating = 3.5): ReviewsAnswer => ({ kind: 'page', rating, count, reviews: Array.from({ length: to - from + 1 }, (_, i) => review(from + i)) });
const titles = (reviews: Review[]) => reviews.map((r) => r.title);

function reviews(productId = 'P1031', pageSize = 10) {
  const io = fakePorts<ReviewsCalls>();
  const model = createModel(reviewsStep, startReviews(productId, pageSize), io.ports);
  model.start();
  return { io, model, s: () => model.get() };
}

describe('reviews model', () => {
  it('asks for the first page at start: the product, from 0, a page of reviews', () => {
    const { io, s } = reviews('P1031', 10);
    expect(io.calls).toEqual([{ call: 'loadReviews', input: { productId: 'P1031', start: 0, howMany: 10 } }]);
    expect(s().status).toBe('loading');
    expect(s().summary).toBeNull();
  });

  it('the first answer gives the summary, the reviews and the page count; nothing jumps', async () => {
    const { io, s } = reviews();
    await io.next('loadReviews').answer(page(1, 10));
    expect(s()).toMatchObject({ status: 'ready', page: 1, summary: { rating: 3.5, count: 28 }, jumps: 0 });
    expect(titles(s().reviews)).toEqual(Array.from({ length: 10 }, (_, i) => `Review ${i + 1}`));
    expect(pageCount(s())).toBe(3);
  });

  it('a page move asks for its reviews (start = (page - 1) x size) and jumps to the heading at once', async () => {
    const { io, model, s } = reviews();
    await io.next('loadReviews').answer(page(1, 10));
    model.dispatch({ type: 'pageAsked', page: 3 });
    expect(s()).toMatchObject({ status: 'loading', page: 3, jumps: 1 });
    expect(io.calls.at(-1)).toEqual({ call: 'loadReviews', input: { productId: 'P1031', start: 20, howMany: 10 } });
    // The page on screen stays until the next one arrives.
    expect(titles(s().reviews)[0]).toBe('Review 1');
    await io.next('loadReviews').answer(page(21, 28));
    expect(s()).toMatchObject({ status: 'ready', page: 3 });
    expect(titles(s().reviews)).toHaveLength(8);
  });

  it('a page outside 1..pages is held to the range', async () => {
    const { io, model, s } = reviews();
    await io.next('loadReviews').answer(page(1, 10));
    model.dispatch({ type: 'pageAsked', page: 9 });
    expect(s().page).toBe(3);
    await io.next('loadReviews').answer(page(21, 28));
    model.dispatch({ type: 'pageAsked', page: 0 });
    expect(s().page).toBe(1);
  });

  it('race: a slow answer for an older page that arrives after the newer page is ignored, and its call was aborted', async () => {
    const { io, model, s } = reviews();
    await io.next('loadReviews').answer(page(1, 10));
    model.dispatch({ type: 'pageAsked', page: 2 });
    model.dispatch({ type: 'pageAsked', page: 3 });
    const [older, newer] = io.pending;
    expect(older!.input).toMatchObject({ start: 10 });
    expect(older!.signal.aborted).toBe(true);
    await newer!.answer(page(21, 28));
    await older!.answer(page(11, 20));
    expect(s()).toMatchObject({ status: 'ready', page: 3, jumps: 2 });
    expect(titles(s().reviews)[0]).toBe('Review 21');
  });

  it('an answer to a page the model has left is dropped even when the driver lets it through', () => {
    const { state } = startReviews('P1', 10);
    const asked = reviewsStep({ ...state, status: 'ready', summary: { rating: 4, count: 30 } }, { type: 'pageAsked', page: 2 }).state;
    expect(reviewsStep(asked, { type: 'pageAnswered', page: 1, result: page(1, 10) }).state).toBe(asked);
  });

  it('a failed first page is an error with Try Again, which asks for the same page again', async () => {
    const { io, model, s } = reviews();
    await io.next('loadReviews').answer({ kind: 'failed', timeout: false });
    expect(s()).toMatchObject({ status: 'error', failed: 'unavailable', summary: null });
    model.dispatch({ type: 'retried' });
    expect(s().status).toBe('loading');
    expect(io.calls).toHaveLength(2);
    expect(io.calls[1]!.input).toEqual(io.calls[0]!.input);
    await io.next('loadReviews').answer(page(1, 10));
    expect(s().status).toBe('ready');
  });

  it('a timeout on a later page keeps the summary and tells the timeout apart; retry asks for that page', async () => {
    const { io, model, s } = reviews();
    await io.next('loadReviews').answer(page(1, 10));
    model.dispatch({ type: 'pageAsked', page: 2 });
    await io.next('loadReviews').answer({ kind: 'failed', timeout: true });
    expect(s()).toMatchObject({ status: 'error', failed: 'timeout', page: 2, summary: { count: 28 } });
    model.dispatch({ type: 'retried' });
    expect(io.calls.at(-1)!.input).toMatchObject({ start: 10 });
  });

  it('a product without reviews: rating 0, no reviews, one page', async () => {
    const { io, s } = reviews('P1001');
    await io.next('loadReviews').answer({ kind: 'page', rating: 0, count: 0, reviews: [] });
    expect(s()).toMatchObject({ status: 'ready', summary: { rating: 0, count: 0 }, reviews: [] });
    expect(pageCount(s())).toBe(1);
  });

  it('stopping aborts the page on its way; a late answer changes nothing', async () => {
    const { io, model, s } = reviews();
    const call = io.next('loadReviews');
    model.stop();
    expect(call.signal.aborted).toBe(true);
    await call.answer(page(1, 10));
    expect(s().status).toBe('loading');
    expect(io.timers()).toBe(0);
  });

  it('stars fill 20 px a point, 26 in the summary, held to 0..5', () => {
    expect(starFill(3.8)).toBe(76);
    expect(starFill(4.6, STAR_PX_LARGE)).toBe(119.6);
    expect(starFill(7)).toBe(100);
    expect(starFill(-1)).toBe(0);
  });
});
