/** What the product-video widget shows: the image loading rule, the grade range, the product link, the open player. */
import { contentLocalPath } from '../../src/platform';
import type { VideoState } from './model';
import type { Video } from './schema';

/** Spec section 9: the first 4 video records load their images eagerly, the rest lazily. */
export const EAGER_IMAGES = 4;
export const imageLoading = (index: number): 'eager' | 'lazy' => (index < EAGER_IMAGES ? 'eager' : 'lazy');

/** "PreK-2", "3" when both ends agree, one end alone, or '' when the record gives neither. */
export function gradeRange(v: Pick<Video, 'minGrade' | 'maxGrade'>): string {
  const { minGrade: lo, maxGrade: hi } = v;
  return lo && hi && lo !== hi ? `${lo}-${hi}` : lo || hi;
}

/** 'View Product': the record's seoUrl after the configured base, only when it is a path of this site. */
export const productHref = (video: Video, linkBase: string): string | null => (video.seoUrl ? contentLocalPath(linkBase.replace(/\/+$/, '') + '/' + video.seoUrl.replace(/^\/+/, '')) : null);

/** The record whose player is open, if any. */
export const playingVideo = (s: VideoState): Video | undefined => (s.playing === null ? undefined : s.videos[s.playing]);
