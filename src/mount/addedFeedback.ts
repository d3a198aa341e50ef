/**
 * The feedback of an Add to Cart button after a success (storefront spec sections 4 and 9: "Fade-out begins
 * after 2 s; label returns and button re-enables after 5 s"), as the two timer effects of a widget model. Every
 * button that adds to the cart (the product page's, a recommendation card's) times it with this.
 */
import type { Effect } from '../platform/createModel';

export const ADDED_FADE_MS = 2000;
export const ADDED_RESET_MS = 5000;

/** The fade and reset timers, under `key` (`key/fade`, `key/reset`): a new add under the same key replaces them. */
export const addedFeedback = <A, C>(key: string, fade: A, reset: A): Effect<A, C>[] => [
  { type: 'timer', key: `${key}/fade`, ms: ADDED_FADE_MS, done: fade },
  { type: 'timer', key: `${key}/reset`, ms: ADDED_RESET_MS, done: reset },
];
