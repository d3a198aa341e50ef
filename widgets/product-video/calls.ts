/**
 * The widget's one call: the video media records of a product (`productId`) or of a video search (`Ntt`), on the
 * endpoint table's `videos` path (the spec does not show it). Never rejects: a failure is null, logged.
 */
import { request } from '../../src/api';
import type { ProductVideoCalls } from './model';
import { parseVideoRecords, VideosAnswer, type Video } from './schema';

export async function loadVideos(query: { productId: string } | { Ntt: string }, signal?: AbortSignal): Promise<Video[] | null> {
  const r = await request('videos', { query, schema: VideosAnswer, signal });
  if (r.ok) return parseVideoRecords(r.data);
  if (!signal?.aborted) console.error(`[storefront-widgets] product-video: videos not loaded (${r.kind}).`);
  return null;
}

/** The widget's calls in the page. */
export const productVideoCalls: ProductVideoCalls = { loadVideos };
