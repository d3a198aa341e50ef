/**
 * Guarded Web Storage access: private modes, disabled storage and full quotas must never break a widget.
 * Nothing about a card is ever written here: writeStored throws on a key or value that looks like card
 * data (a 13-19 digit number passing the Luhn check, or a key named like a card number or CVV).
 */

export type StorageKind = 'local' | 'session';

function area(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage ?? null : globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Reads and JSON-parses a key; null when absent, unreadable or not JSON. */
export function readStored(key: string, kind: StorageKind = 'local'): unknown {
  try {
    const v = area(kind)?.getItem(key);
    return v == null ? null : (JSON.parse(v) as unknown);
  } catch {
    return null;
  }
}

/** Key names that hold card data: card number, PAN, CVV / CVC / card verification, security code. */
const CARD_KEY = /card_?(number|num|no)\b|cardnumber|creditcard|\bpan\b|cvv|cvc|cardverification|securitycode/i;

/** Whether a text holds a card number: a run of 13-19 digits (spaces or dashes between them allowed) passing Luhn. */
export function looksLikeCardNumber(text: string): boolean {
  return (text.match(/\d(?:[ -]?\d)*/g) ?? []).some((run) => {
    const d = run.replace(/\D/g, '');
    let sum = 0;
    for (let i = 0; i < d.length; i++) {
      const n = +d[d.length - 1 - i]!;
      sum += i % 2 ? (n > 4 ? n * 2 - 9 : n * 2) : n;
    }
    return d.length > 12 && d.length < 20 && sum % 10 == 0;
  });
}

/** Whether a key or value looks like card data. Numbers under 15 digits (timestamps) are not card numbers. */
const isCardData = (key: string, v: unknown, depth = 0): boolean =>
  CARD_KEY.test(key.replace(/[\s._-]/g, '')) ||
  (typeof v == 'string'
    ? looksLikeCardNumber(v)
    : typeof v == 'number'
      ? Math.abs(v) >= 1e14 && looksLikeCardNumber(String(Math.abs(v)))
      : depth < 20 && !!v && typeof v == 'object' && Object.entries(v).some(([k, x]) => isCardData(Array.isArray(v) ? '' : k, x, depth + 1)));

/**
 * Writes (or, for null, removes) a JSON value; storage failures are ignored. Throws (a programming error,
 * never a storage failure) when the key or value looks like card data: card data is never stored.
 */
export function writeStored(key: string, value: unknown, kind: StorageKind = 'local'): void {
  if (isCardData(key, value)) throw new Error(`[storefront-widgets] card data is never stored (storage key "${key}")`);
  try {
    const s = area(kind);
    if (value === null || value === undefined) s?.removeItem(key);
    else s?.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: state still lives in memory
  }
}

/** Removes every key starting with a prefix. */
export function removeStoredPrefix(prefix: string, kind: StorageKind = 'session'): void {
  try {
    const s = area(kind);
    if (!s) return;
    const keys: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k?.startsWith(prefix)) keys.push(k);
    }
    for (const k of keys) s.removeItem(k);
  } catch {
    // ignore
  }
}

/** The value of a cookie of the page, or null. */
export function readCookie(name: string): string | null {
  try {
    const m = new RegExp(`(?:^|;\\s*)${name.replace(/[^\w-]/g, '')}=([^;]*)`).exec(document.cookie);
    return m ? decodeURIComponent(m[1]!) : null;
  } catch {
    return null;
  }
}

/**
 * Sets a site-wide cookie (path /, SameSite Lax) for `maxAgeSeconds`. Like writeStored, it throws on card
 * data; a blocked cookie jar is ignored.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (isCardData(name, value)) throw new Error(`[storefront-widgets] card data is never stored (cookie "${name}")`);
  try {
    document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${Math.round(maxAgeSeconds)}; path=/; SameSite=Lax`;
  } catch {
    // cookies disabled
  }
}
