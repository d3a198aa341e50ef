/** The box's calls in the page: suggest and flyout, the recent lists, searching and following links, the focus. */
import type { RefObject } from 'react';
import { emit } from '../../src/events';
import { addRecentProduct, addRecentSearch, clearRecent } from '../../src/stores/recent';
import { deepActiveElement } from '../../src/ui';
import { fetchProducts, fetchSuggestions, lookupRedirect, nav } from './api';
import { createCache } from './cache';
import { followableLink } from './links';
import { goLocal } from './navigate';
import type { TaCalls, TermCache } from './taStep';

// Shared by every box on the page: a repeated term is answered without a request.
const answers = createCache<unknown>({ max: 80 });
export const termCache: TermCache = answers;

/** For tests: forget cached answers. */
export const clearTypeAheadCache = (): void => answers.clear();

/** Keeps an answer for the page ('store' effects of taStep). */
export const cacheAnswer = (key: string, value: unknown): void => answers.set(key, value);

/** The calls of the box whose root and input are `root` and `input`. */
export const taCalls = (root: RefObject<HTMLElement | null>, input: RefObject<HTMLInputElement | null>): TaCalls => ({
  suggest: fetchSuggestions,
  flyout: fetchProducts,
  logFailed: ({ what, term, message }) => console.error(`[storefront-widgets] type-ahead: ${what} for "${term}" failed:`, message),
  clearRecent,
  viewed: addRecentProduct,
  search: async ({ term, url, action }) => {
    addRecentSearch(term);
    emit('search', { term });
    // A term suggestion with its own url goes there (through the same link rule as redirects).
    const own = url ? followableLink(url) : null;
    if (own) return nav.go(own);
    // Encoded as the store's own search form does (space as '+').
    goLocal((await lookupRedirect(term)) ?? `${action}?${new URLSearchParams({ Ntt: term })}`);
  },
  open: (url) => void goLocal(url),
  focusInside: () => {
    const active = deepActiveElement();
    return !!active && !!root.current?.contains(active);
  },
  focusInput: () => input.current?.focus(),
});
