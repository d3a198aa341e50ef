/**
 * The reviews' behaviour (storefront spec sections 2, 7 and 9): the first page loads at mount; the shopper
 * pages through the reviews, and each move asks for its page and sends focus and scroll back to the reviews'
 * heading (the legacy page jumps to its reviews anchor). `reviewsStep` is pure; createModel runs its calls.
 * A page asked for replaces the one on its way (key 'page'): a slow answer to an older page is dropped.
 */
import type { Failed } from '../../src/api';
import type { Next } from '../../src/mount';

export interface Review {
  id: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  title: string;
  /** Plain text: rendered as text, never as HTML. */
  text: string;
  nickname: string;
  location: string;
  /** ISO date (YYYY-MM-DD), or empty. */
  date: string;
}

export type ReviewsAnswer = { kind: 'page'; rating: number; count: number; reviews: Review[] } | Failed;

/** What the reviews ask of the outside world (calls.ts in the page, fakePorts in model tests). */
export interface ReviewsCalls {
  loadReviews: (input: { productId: string; start: number; howMany: number }, signal: AbortSignal) => Promise<ReviewsAnswer>;
}

export interface ReviewsState {
  productId: string;
  pageSize: number;
  /** The page shown, or asked for while `status` is 'loading' (1-based). */
  page: number;
  status: 'loading' | 'ready' | 'error';
  /** Why the last call failed. */
  failed: 'timeout' | 'unavailable' | null;
  /** The summary, known once a first answer has come (null before). */
  summary: { rating: number; count: number } | null;
  reviews: Review[];
  /** Counts the shopper's page moves: the view takes focus and scroll to the heading on each. */
  jumps: number;
}

export type ReviewsAction = { type: 'pageAsked'; page: number } | { type: 'retried' } | { type: 'pageAnswered'; page: number; result: ReviewsAnswer };

export type ReviewsNext = Next<ReviewsState, ReviewsAction, ReviewsCalls>;

/** How many pages the reviews take (at least 1). */
export const pageCount = (s: ReviewsState): number => Math.max(1, Math.ceil((s.summary?.count ?? 0) / s.pageSize));

const ask = (s: ReviewsState): ReviewsNext => ({
  state: s,
  effects: [
    { type: 'request', call: 'loadReviews', input: { productId: s.productId, start: (s.page - 1) * s.pageSize, howMany: s.pageSize }, key: 'page', done: { type: 'pageAnswered', page: s.page } },
  ],
});

/** The first state: page 1 on its way. */
export const startReviews = (productId: string, pageSize: number): ReviewsNext => ask({ productId, pageSize, page: 1, status: 'loading', failed: null, summary: null, reviews: [], jumps: 0 });

export function reviewsStep(s: ReviewsState, a: ReviewsAction): ReviewsNext {
  switch (a.type) {
    case 'pageAsked': {
      const page = Math.min(pageCount(s), Math.max(1, Math.trunc(a.page)));
      if (page === s.page && s.status !== 'error') return { state: { ...s, jumps: s.jumps + 1 } };
      return ask({ ...s, page, status: 'loading', failed: null, jumps: s.jumps + 1 });
    }
    case 'retried':
      return ask({ ...s, status: 'loading', failed: null });
    case 'pageAnswered': {
      // The driver drops an older call's answer; this guards a page the model has moved on from all the same.
      if (a.page !== s.page || s.status !== 'loading') return { state: s };
      const r = a.result;
      if (r.kind === 'failed') return { state: { ...s, status: 'error', failed: r.timeout ? 'timeout' : 'unavailable' } };
      return { state: { ...s, status: 'ready', summary: { rating: r.rating, count: r.count }, reviews: r.reviews } };
    }
  }
}
