/**
 * Product reviews (storefront spec sections 2 and 7: the product page's reviews and rating, and the endpoint
 * table's reviews call, whose path and payload the spec does not show). GET PATHS.productReviews with
 * `productId`, `start` (0-based offset) and `howMany` (1 to 50, default 10), ATG's paging words (the coupon
 * call's), answers the product's rating summary and one page of its seeded reviews, newest first:
 * `{ productId, rating, reviewCount, start, howMany, reviews: [{ id, rating, title, text, nickname, location,
 * submittedAt }] }`. An unknown product answers 404.
 */
import type { Hono } from 'hono';
import { findProduct, reviewsOf } from '../../data';
import { PATHS } from '../paths';
import type { RouteModule } from '../types';

export const REVIEWS_PAGE_DEFAULT = 10;
export const REVIEWS_PAGE_MAX = 50;

const whole = (v: string | undefined, fallback: number): number => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isInteger(n) ? n : fallback;
};

export const registerReviews: RouteModule = (app: Hono) => {
  app.get(PATHS.productReviews, (c) => {
    const product = findProduct(c.req.query('productId') ?? '');
    if (!product) return c.json({ formError: true, formExceptions: [{ localizedMessage: 'This product is no longer available.' }] }, 404);
    const howMany = Math.min(REVIEWS_PAGE_MAX, Math.max(1, whole(c.req.query('howMany'), REVIEWS_PAGE_DEFAULT)));
    const start = Math.max(0, whole(c.req.query('start'), 0));
    const all = reviewsOf(product);
    return c.json({ productId: product.id, rating: product.rating, reviewCount: all.length, start, howMany, reviews: all.slice(start, start + howMany) });
  });
};
