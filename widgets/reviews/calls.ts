/**
 * The reviews' calls: the widget's one call, a page of a product's reviews with its rating summary, on the endpoint table's
 * `productReviews` path (the spec lists a reviews endpoint without its path). Never rejects.
 */
import { array, number, optional, string, type } from 'superstruct';
import { request } from '../../src/api';
import type { ReviewsAnswer, ReviewsCalls } from './model';

const text = optional(string());

const ReviewsAnswerStruct = type({
  rating: number(),
  reviewCount: number(),
  reviews: array(type({ id: string(), rating: number(), title: text, text, nickname: text, location: text, submittedAt: text })),
});

/** Reviews `start` (0-based) to `start + howMany` of a product, newest first. */
export async function loadReviews(input: { productId: string; start: number; howMany: number }, signal?: AbortSignal): Promise<ReviewsAnswer> {
  const r = await request('productReviews', { query: input, schema: ReviewsAnswerStruct, signal });
  if (!r.ok) return { kind: 'failed', timeout: r.kind === 'timeout' };
  return {
    kind: 'page',
    rating: r.data.rating,
    count: r.data.reviewCount,
    reviews: r.data.reviews.map((x) => ({ id: x.id, rating: x.rating, title: x.title ?? '', text: x.text ?? '', nickname: x.nickname ?? '', location: x.location ?? '', date: x.submittedAt ?? '' })),
  };
}

/** The model's ports in the page. */
export const reviewsCalls: ReviewsCalls = { loadReviews };
