/**
 * Which links from the store's answers the type-ahead follows (a suggestion's own url, the search
 * redirect lookup's link): a path on this site, an absolute link to this site (reduced to its path by
 * the safe-path rule), or an absolute link to a host the page configured
 * (`StorefrontWidgetsConfig.redirectHosts`), followed as it is. Anything else (another host,
 * `javascript:`, `//host`) is not followed.
 */
import { getHostConfig } from '../../src/config';

/**
 * The safe-path rule: `raw` resolved against this page's origin, as a path (with query and hash) on that
 * origin, or null. A local stand-in until the shared `safeLocalPath` of src lands.
 */
export function safeLocalPath(raw: string, origin: string = location.origin): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim(), origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return null;
  const path = url.pathname + url.search + url.hash;
  return /^\/(?![/\\])/.test(path) ? path : null;
}

/** Where to go for a link from the store's content, or null when it must not be followed. */
export function followableLink(raw: string, origin: string = location.origin, hosts: readonly string[] = getHostConfig().redirectHosts ?? []): string | null {
  const local = safeLocalPath(raw, origin);
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
