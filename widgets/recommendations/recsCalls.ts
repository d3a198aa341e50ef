/** The recommendations' calls in the page: the engine and product info (api.ts), the add to cart, analytics, the console. */
import { track } from '../../src/events';
import { addToCart, loadPlacement, loadRecentlyViewed, type RecsProduct } from './api';
import type { AddCalls, RecsCalls } from './recsStep';

export const recsCalls: RecsCalls = {
  /** A failure is logged once (the script loader has logged its own). */
  load: async (q) => {
    const recent = q.variant === 'recently-viewed';
    const o = await (recent ? loadRecentlyViewed(q.title, q.productId) : loadPlacement(q.placement ?? '', q.productId, q.title));
    if (o.kind === 'failed' && !o.logged) console.error(`[storefront-widgets] recommendations (${recent ? 'recently viewed' : q.placement}): ${o.why}; nothing is shown.`);
    return o;
  },
  moved: (data) => track('recommendationCarousel', data),
};

/** A card's calls: `failed` is the message shown when the add fails without one of its own. */
export const addCalls = (product: RecsProduct, failed: string): AddCalls => ({ addToCart: () => addToCart(product, failed) });
