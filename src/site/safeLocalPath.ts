/**
 * The one rule for a link or redirect target that came from storage, a server answer or the address bar:
 * only a path of this site is followed. `//host`, `/\host`, `\\host`, any scheme (`javascript:`,
 * `https://other`) and anything with control characters are refused, so no stored or served value can turn
 * a widget into an open redirect.
 */

const BASE = 'http://sw-local.invalid';

/**
 * The value as a same-origin path (`/a/b?c#d`), or null when it is not one. An absolute URL is accepted only
 * when `origin` is given and it has exactly that origin (then its path is returned).
 */
export function safeLocalPath(value: unknown, origin?: string): string | null {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return null;
  // Browsers drop tabs and newlines inside URLs and treat '\' as '/': refuse both rather than guess.
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || c === 0x7f || c === 0x5c) return null;
  }
  let candidate = value;
  if (!value.startsWith('/')) {
    if (!origin || !/^https?:\/\//i.test(value)) return null;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (url.origin !== origin) return null;
    candidate = url.pathname + url.search + url.hash;
  }
  if (candidate.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return url.pathname + url.search + url.hash;
}

/** Whether a value is a same-origin path (see safeLocalPath). */
export const isSafeLocalPath = (value: unknown): value is string => safeLocalPath(value) !== null;
