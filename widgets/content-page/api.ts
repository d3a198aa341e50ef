/** The content page's call: the web contents call of src/api (pathKey, productId or searchTerm, rcs; retried up to 2 times). */
import { unknown } from 'superstruct';
import { webContents, type WebContentsQuery } from '../../src/api';
import { toItems, type ContentItem } from './tree';

/** The items of a content path, or null (after one console error) when they cannot be read. */
export async function loadContentItems(query: WebContentsQuery, signal?: AbortSignal): Promise<ContentItem[] | null> {
  // Read raw (schema unknown): toItems keeps only objects, and each renderer checks the fields it reads.
  const r = await webContents(query, { signal, schema: unknown() });
  if (r.ok) return toItems(r.data);
  if (!signal?.aborted) console.error(`[storefront-widgets] content-page: the content of "${query.pathKey}" could not be loaded (${r.kind}); the page's own content stays.`);
  return null;
}
