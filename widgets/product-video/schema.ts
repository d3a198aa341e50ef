/**
 * The product-video marker's props, and the video media record (storefront spec section 3) as the widget reads it
 * from the videos call.
 */
import { array, defaulted, nullable, number, optional, refine, string, type, union, unknown, type Infer } from 'superstruct';
import { safeValidate } from '../../src/validation/struct';
import { enumProp, stringProp } from '../../src/mount/props';
import { VIDEO_FILE_PATTERN } from './videoUrl';

export const ProductVideoProps = refine(
  type({
    /** `button`: the product page's 'Play Video' button; `results`: the video search-result list. */
    view: defaulted(enumProp(['button', 'results'] as const), 'button'),
    /** The product whose video the button plays (button view). */
    productId: optional(stringProp()),
    /** The search term of the results (results view); empty lists every video. */
    term: optional(stringProp()),
    /** The mp4 file pattern (spec section 9); `{baseContentUrl}` and `{repositoryId}` are filled from the record. */
    filePattern: defaulted(stringProp(), VIDEO_FILE_PATTERN),
    /** Prefix of the 'View Product' link before the record's seoUrl (the site's base; empty: the seoUrl as it is). */
    linkBase: defaulted(stringProp(), ''),
  }),
  'productId',
  (p) => p.view === 'results' || !!p.productId || 'required for the button view (data-product-id)',
);

export type ProductVideoPropsType = Infer<typeof ProductVideoProps>;

const text = optional(nullable(string()));
const grade = optional(nullable(union([string(), number()])));

/**
 * A video media record: name, description, minGrade, maxGrade, repositoryId, seoUrl, baseContentUrl,
 * mediaDisplayImage (spec section 3); `captionsUrl` (a WebVTT file) is this project's addition, read when present.
 */
export const VideoRecord = type({
  name: string(),
  description: text,
  minGrade: grade,
  maxGrade: grade,
  repositoryId: union([string(), number()]),
  seoUrl: text,
  baseContentUrl: string(),
  mediaDisplayImage: text,
  captionsUrl: text,
});

export interface Video {
  name: string;
  description: string;
  minGrade: string;
  maxGrade: string;
  repositoryId: string;
  seoUrl: string;
  baseContentUrl: string;
  mediaDisplayImage: string;
  captionsUrl: string;
}

/** The videos call's answer: `records` (one bad record is dropped, not the list). */
export const VideosAnswer = type({ records: optional(nullable(array(unknown()))) });

const str = (v: string | number | null | undefined): string => (v === null || v === undefined ? '' : String(v).trim());

/** The records of an answer that can be shown: valid, with a name and a base to play from. */
export function parseVideoRecords(answer: Infer<typeof VideosAnswer> | null | undefined): Video[] {
  const out: Video[] = [];
  for (const raw of answer?.records ?? []) {
    // A record superstruct cannot even print ({"toString": null}) is refused like any other: left out.
    const [err, r] = safeValidate(raw, VideoRecord);
    if (err || !r.name.trim() || !r.baseContentUrl.trim()) continue;
    out.push({
      name: r.name.trim(),
      description: str(r.description),
      minGrade: str(r.minGrade),
      maxGrade: str(r.maxGrade),
      repositoryId: str(r.repositoryId),
      seoUrl: str(r.seoUrl),
      baseContentUrl: r.baseContentUrl.trim(),
      mediaDisplayImage: str(r.mediaDisplayImage),
      captionsUrl: str(r.captionsUrl),
    });
  }
  return out;
}
