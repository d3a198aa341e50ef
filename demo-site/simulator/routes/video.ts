/**
 * Product videos (storefront spec sections 2, 3 and 9): the video media records of the demo catalog and the
 * call that lists them. The spec shows the record (name, description, minGrade, maxGrade, repositoryId, seoUrl,
 * baseContentUrl, mediaDisplayImage) but not the call's path ("held in configuration"); this project's default is
 * PATHS.videos, a GET with `productId` (a product's own videos, for its 'Play Video' button) or `Ntt` (the video
 * search results; empty gives every video). The answer is `{ totalNumRecs, records }`.
 *
 * Every record plays the demo's one generated clip (demo-site/public/video, made by scripts/make-demo-video.mjs):
 * its baseContentUrl is the clip's base, to which the client adds the file pattern (tablet 480p, 1400k mp4).
 * `captionsUrl` is this project's addition to the record (the spec shows no captions field); half the records
 * carry one, so the dialog's captions track can be seen both ways. `seoUrl` is the product page of the video.
 */
import type { Hono } from 'hono';
import { PATHS } from '../paths';
import type { RouteModule } from '../types';
import { categories, products, type Product } from '../../data';

export const VIDEO_CLIP_BASE = '/static/video/classroom-demo';
export const VIDEO_POSTER = '/static/video/classroom-demo-poster.jpg';
export const VIDEO_CAPTIONS = '/static/video/classroom-demo-captions.en.vtt';

export interface VideoRecord {
  name: string;
  description: string;
  minGrade: string;
  maxGrade: string;
  repositoryId: string;
  seoUrl: string;
  baseContentUrl: string;
  mediaDisplayImage: string;
  captionsUrl?: string;
}

/** "Grades PreK-2" -> ['PreK', '2']. */
const gradesOf = (p: Product): [string, string] => {
  const m = /(\w+)\s*-\s*(\w+)/.exec(p.grades);
  return m ? [m[1]!, m[2]!] : ['K', '12'];
};

/** The first two products of each category but gift cards: one video each (16 in the demo). */
const withVideo: { product: Product; record: VideoRecord }[] = categories
  .filter((c) => c.id !== 'gift-cards')
  .flatMap((c) => products.filter((p) => p.categoryId === c.id && !p.giftCard).slice(0, 2))
  .map((product, i) => {
    const [minGrade, maxGrade] = gradesOf(product);
    return {
      product,
      record: {
        name: `${product.name} in the Classroom`,
        description: `See how teachers use the ${product.name} with ${product.grades.replace(/^Grades/, 'grades')}.`,
        minGrade,
        maxGrade,
        repositoryId: `MV${product.id.replace(/^P/, '')}`,
        seoUrl: product.seoURL,
        baseContentUrl: VIDEO_CLIP_BASE,
        // The generated poster for the first video; the product's own picture for the others.
        mediaDisplayImage: i === 0 ? VIDEO_POSTER : product.skus[0]!.imageURL,
        ...(i % 2 === 0 ? { captionsUrl: VIDEO_CAPTIONS } : {}),
      },
    };
  });

/** Every video record, in the demo's order. */
export const VIDEO_RECORDS: readonly VideoRecord[] = withVideo.map((v) => v.record);

/** The videos of one product (none for most products). */
export const videosOfProduct = (productId: string): VideoRecord[] => withVideo.filter((v) => v.product.id === productId).map((v) => v.record);

/** The video search: records whose name or description holds every word of the term; an empty term gives all. */
export function searchVideos(term: string): VideoRecord[] {
  const words = term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return VIDEO_RECORDS.filter((r) => {
    const text = `${r.name} ${r.description}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

export const registerVideo: RouteModule = (app: Hono) => {
  app.get(PATHS.videos, (c) => {
    const productId = c.req.query('productId');
    const records = productId !== undefined ? videosOfProduct(productId) : searchVideos(c.req.query('Ntt') ?? '');
    return c.json({ totalNumRecs: records.length, records });
  });
};
