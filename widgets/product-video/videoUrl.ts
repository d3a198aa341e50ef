/**
 * Where a video media record's files are (storefront spec section 9: "Video file pattern: tablet 480p, 1400k
 * mp4"). The record gives only `baseContentUrl`; the rendition the player loads is that base with the pattern's
 * suffix. A host whose media server names files otherwise sets the marker's `data-file-pattern` (placeholders
 * `{baseContentUrl}` and `{repositoryId}`), without a release.
 */

/** The spec's file pattern: the tablet rendition, 480p at 1400 kbit/s, as mp4. */
export const VIDEO_FILE_PATTERN = '{baseContentUrl}-tablet-480p-1400k.mp4';

/**
 * A media address the widget may load (a video, poster, image or captions file): a path on this site or an
 * http(s) URL. Anything else (`javascript:`, `data:`, `//host`, backslashes, control characters, a bare
 * relative path whose meaning depends on the page) is null.
 */
export function mediaUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const t = raw.trim();
  // oxlint-disable-next-line no-control-regex -- the characters it must refuse
  if (!t || t.length > 2048 || /[\u0000-\u001f\u007f\\\s]/.test(t)) return null;
  return /^https?:\/\/[^/]/i.test(t) || /^\/(?!\/)/.test(t) ? t : null;
}

/**
 * The mp4 address of a record by the file pattern: `{baseContentUrl}` is the record's base without trailing
 * slashes, `{repositoryId}` its id (URI-encoded). Null when the result is not a loadable address.
 */
export function videoFileUrl(record: { baseContentUrl: string; repositoryId: string }, pattern: string = VIDEO_FILE_PATTERN): string | null {
  const base = record.baseContentUrl.trim().replace(/\/+$/, '');
  if (!base) return null;
  return mediaUrl(pattern.replace(/\{(baseContentUrl|repositoryId)\}/g, (_m, k: string) => (k === 'repositoryId' ? encodeURIComponent(record.repositoryId) : base)));
}
