/**
 * Which links from the store's answers a widget follows (a type-ahead suggestion's own url, the search
 * redirect lookup's link, a content link): a path on this site, an absolute link to this site (reduced to its path by
 * the safe-path rule), or an absolute link to a host the page configured
 * (`StorefrontWidgetsConfig.redirectHosts`), followed as it is. Anything else (another host,
 * `javascript:`, `//host`) is not followed.
 */
import { getHostConfig } from '../config';
import { cleanUrlInput, pageOrigin, safeLocalPath as sharedSafeLocalPath } from './safeLocalPath';

/**
 * The safe-path rule of src/platform for a link from the store's answers: `raw` as a path (with query and hash)
 * on this origin, or null. A relative link ("products/art/") is read from the site root.
 */
export function contentLocalPath(raw: string, origin: string | undefined = pageOrigin()): string | null {
  // Cleaned first, as the browser would, so `java\tscript:` or `\t//host` is read as what it is.
  const t = cleanUrlInput(raw);
  if (t === null) return null;
  return sharedSafeLocalPath(/^[a-z][a-z0-9+.-]*:|^[/\\]/i.test(t) ? t : '/' + t, origin);
}

/** Where to go for a link from the store's content, or null when it must not be followed. */
export function followableLink(raw: string, origin: string = location.origin, hosts: readonly string[] = getHostConfig().redirectHosts ?? []): string | null {
  const local = contentLocalPath(raw, origin);
  if (local) return local;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const allowed = hosts.some((h) => h.toLowerCase() === url.host.toLowerCase() || h.toLowerCase() === url.hostname.toLowerCase());
  return allowed ? url.href : null;
}

/**
 * The href of a link built from server, content or storage data: a path of this site by the URL rule (an
 * absolute URL on this origin becomes its path), an explicit http(s) URL to another site as it is (the shopper
 * sees where it goes, as with any link in the store's content), or undefined: render no link. Never a
 * disguised `/.//host`, `javascript:` or `data:`. Navigations the page makes by itself use followableLink.
 */
export function linkHref(raw: unknown, origin: string = location.origin): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const t = cleanUrlInput(raw);
  if (!t) return undefined;
  if (/^[/\\]/.test(t)) return sharedSafeLocalPath(t, origin) ?? undefined;
  if (!/^https?:\/\//i.test(t)) return undefined;
  let url: URL;
  try {
    url = new URL(t);
  } catch {
    return undefined;
  }
  if (url.origin === origin) return sharedSafeLocalPath(url.href, origin) ?? undefined;
  return url.username || url.password ? undefined : url.href;
}
