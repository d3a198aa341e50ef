/**
 * The one rule for a link or redirect target that came from storage, a server answer, content or the address
 * bar: only a path of this site is followed. The value is normalised the way a browser's URL parser would
 * (tabs and newlines dropped anywhere, C0 controls and spaces trimmed at both ends, `\` read as `/`, dot
 * segments including `%2e` resolved) and the check is made on that result, with the path percent-decoded
 * too (a server or proxy that decodes `%2F`/`%5C` must not see `//host` either). The output is rebuilt from
 * the parsed URL, never the raw input, and never starts with `//` or `/\`: no stored or served value can
 * turn a widget into an open redirect.
 */

/** A base no real page has: a path resolved against it that leaves it was never a path of this site. */
const BASE = 'https://sw-local.invalid';
const MAX_LENGTH = 2048;

/** The page's origin, when there is a page (tests and workers may have none). */
export const pageOrigin = (): string | undefined => {
  const o = typeof location === 'undefined' ? undefined : location.origin;
  return o && o !== 'null' ? o : undefined;
};

/**
 * The value as the URL parser reads it before parsing: every tab, CR and LF removed, leading and trailing C0
 * controls and spaces trimmed. Null when a control character remains (no legitimate link carries one, and
 * parsers disagree on them).
 */
export function cleanUrlInput(value: string): string | null {
  // eslint-disable-next-line no-control-regex
  const v = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(v) ? null : v;
}

/** ASCII percent-escapes decoded until nothing changes (so `%252F` is caught too); null if it never settles. */
function decodeAscii(path: string): string | null {
  let cur = path;
  for (let i = 0; i < 8; i++) {
    const next = cur.replace(/%([0-7][0-9a-f])/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (next === cur) return cur;
    cur = next;
  }
  return null;
}

/** Whether a parsed pathname is a path of this site both as the browser reads it and once percent-decoded. */
function isLocalPathname(pathname: string): boolean {
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return false;
  const decoded = decodeAscii(pathname);
  // eslint-disable-next-line no-control-regex
  if (decoded === null || /[\u0000-\u001f\u007f]/.test(decoded)) return false;
  const slashed = decoded.replace(/\\/g, '/');
  if (slashed.startsWith('//')) return false;
  let again: URL;
  try {
    again = new URL(slashed, BASE);
  } catch {
    return false;
  }
  return again.origin === BASE && !again.pathname.startsWith('//');
}

/**
 * The value as a same-origin path (`/a/b?c#d`), normalised, or null when it is not one. A relative value
 * (`products/`, `?q`) is refused. An absolute http(s) URL is accepted only when it has exactly `origin`'s
 * origin (by default the page's own), and is reduced to its path.
 */
export function safeLocalPath(value: unknown, origin: string | undefined = pageOrigin()): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  const v = cleanUrlInput(value);
  if (!v) return null;
  // A path is read against a base no page has; an absolute URL must carry exactly the given origin.
  const isPath = v.startsWith('/') || v.startsWith('\\');
  const expected = isPath ? BASE : /^https?:/i.test(v) ? origin : undefined;
  if (!expected) return null;
  let url: URL;
  try {
    url = isPath ? new URL(v, BASE) : new URL(v);
  } catch {
    return null;
  }
  if (url.origin !== expected || url.username || url.password) return null;
  if (!isLocalPathname(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** Whether a value is a same-origin path (see safeLocalPath); use safeLocalPath's output to follow it. */
export const isSafeLocalPath = (value: unknown, origin?: string): value is string => safeLocalPath(value, origin) !== null;
