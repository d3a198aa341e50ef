/**
 * The content page's calls: the web contents call of src/api (pathKey, productId or searchTerm, rcs; retried up
 * to 2 times) and the sanitizer chunk.
 */
import { unknown } from 'superstruct';
import { webContents, type WebContentsQuery } from '../../src/api';
import type { ContentPageCalls, Sanitize } from './model';
import { toItems, type ContentItem } from './tree';

/** The items of a content path, or null (after one console error) when they cannot be read. */
export async function loadContentItems(query: WebContentsQuery, signal?: AbortSignal): Promise<ContentItem[] | null> {
  // Read raw (schema unknown): toItems keeps only objects, and each renderer checks the fields it reads.
  const r = await webContents(query, { signal, schema: unknown() });
  if (r.ok) return toItems(r.data);
  if (!signal?.aborted) console.error(`[storefront-widgets] content-page: the content of "${query.pathKey}" could not be loaded (${r.kind}); the page's own content stays.`);
  return null;
}

let sanitizer: Promise<Sanitize> | null = null;

/** The content page's calls in the page. */
export const contentPageCalls: ContentPageCalls = {
  load: loadContentItems,
  /** The sanitizer chunk (DOMPurify), asked for once a page; if it cannot be loaded, server HTML is left out. */
  sanitizer: () =>
    (sanitizer ??= import('./ContentSanitizer').then(
      (mod) => mod.sanitizeHtml,
      (e: unknown) => {
        sanitizer = null;
        console.error('[storefront-widgets] content-page: the HTML sanitizer could not be loaded; HTML content is left out.', e);
        return () => null;
      },
    )),
};
