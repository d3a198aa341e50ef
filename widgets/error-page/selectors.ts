/** What the error page shows, from its state and the site. */
import { homePath } from '../../src/platform';
import type { Site } from '../../src/stores';
import type { CategoryLink, ErrorPageState } from './model';

export interface ErrorPageView {
  /** The Home action's address, and where Go Back goes when there is no page to go back to. */
  home: string;
  /** The 'Explore Categories' links; the block is left out when there are none. */
  links: CategoryLink[];
}

export const errorPageView = (s: ErrorPageState, site: Site): ErrorPageView => ({ home: homePath(site), links: s.links });

/** Go Back: the browser's history when the shopper came from a page (a referrer and an entry before this one). */
export const canGoBack = (historyLength: number, referrer: string): boolean => historyLength > 1 && !!referrer;
