/** What the content page shows, from its state and the marker's props. */
import type { WebContentsQuery } from '../../src/api';
import type { ContentPageState, Sanitize } from './model';
import type { ContentPagePropsType } from './schema';
import type { ContentItem } from './tree';

/**
 * The tree to render, once both the items and the sanitizer are in; null while the marker's own content (the
 * server-rendered page) shows: before then, and when the items cannot be read or are none.
 */
export const shownTree = (s: ContentPageState): { items: ContentItem[]; sanitize: Sanitize } | null => (s.items?.length && s.sanitize ? { items: s.items, sanitize: s.sanitize } : null);

/** The web contents question of the marker: its pathKey (the page's path by default), with its product or search term. */
export const contentQuery = ({ pathKey, productId, searchTerm }: ContentPagePropsType, pagePath: string): WebContentsQuery => ({
  pathKey: pathKey || pagePath,
  ...(productId ? { productId } : searchTerm ? { searchTerm } : {}),
});
