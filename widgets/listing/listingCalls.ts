/** The listing's calls in the page: the filtered listing call, the page's history and scroll position, analytics, the store finder by name. */
import { track } from '../../src/events';
import { openWidget } from '../../src/mount';
import { fetchListing } from './api';
import type { ListingCalls } from './listingStep';

const SCROLL_KEY = 'swListingScroll';

/** The calls of the island in `host` (a new page of results scrolls the listing's top into view). */
export const listingCalls = (host: HTMLElement | undefined): ListingCalls => ({
  load: fetchListing,
  logFailed: ({ url, message }) => console.error(`[storefront-widgets] listing: the listing at ${url} could not be loaded:`, message),
  manualScroll: () => {
    history.scrollRestoration = 'manual';
  },
  pushAddress: (url) => {
    history.replaceState({ ...(history.state as object | null), [SCROLL_KEY]: window.scrollY }, '');
    history.pushState({ [SCROLL_KEY]: 0 }, '', url);
    // A new page of results starts at the top of the listing, not where the paging links were.
    const top = host?.getBoundingClientRect().top ?? 0;
    if (top < 0) window.scrollBy(0, top);
  },
  scrollToList: () => window.scrollBy(0, host?.getBoundingClientRect().top ?? -window.scrollY),
  replaceAddress: (url) => history.replaceState(history.state, '', url),
  scrollTo: (y) => window.scrollTo(0, y),
  filtered: (data) => track('Filter Items', data),
  openStoreFinder: () => void openWidget('store-finder', { context: 'listing' }, 'listing'),
});

/** The scroll position kept in a history entry's state (0 when none). */
export const scrollOf = (state: unknown): number => (state as Record<string, number> | null)?.[SCROLL_KEY] ?? 0;
