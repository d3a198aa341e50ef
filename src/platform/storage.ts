/**
 * Guarded Web Storage access: private modes, disabled storage and full quotas must never break a widget.
 * Nothing about a card is ever written here: writeStored and writeCookie refuse (never throw) a key or value
 * that looks like card data (a card number passing the Luhn check, or a key named like a card number or CVV).
 */

export type StorageKind = 'local' | 'session';

function area(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? (globalThis.localStorage ?? null) : (globalThis.sessionStorage ?? null);
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
const isCardKey = (key: string): boolean => CARD_KEY.test(key.replace(/[\s._-]/g, ''));

// A run of digits with single spaces or dashes between them, as card numbers are typed; a leading '+' is kept
// to recognise an international phone number (+49 30 1234 5678), which is never a card.
const DIGIT_RUN = /\+?\d(?:[ -]?\d)*/g;
// ISO/IEC 7812: a payment card starts with 2-6 (Mastercard 2-series, Amex / Diners / JCB, Visa, Mastercard,
// Discover / UnionPay / Maestro). Leaving 0, 1, 7, 8 and 9 out keeps millisecond and microsecond timestamps
// (1...), UPC / EAN codes (0...) and ISBN-13s (978...) from being taken for cards.
const CARD_FIRST_DIGIT = /^[2-6]/;

/**
 * Whether some digit string of the text, read from the start of a group of a digit run over whole groups
 * ("4111 1111 1111 1111 2027": from each group on, one group more at a time), passes `test`. Reading from each
 * group finds a card number typed with something after it (an expiry, a CVV) in the same run.
 */
function someCardCandidate(text: string, test: (digits: string) => boolean): boolean {
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    if (run.startsWith('+')) continue;
    const groups = run.split(/[ -]/);
    for (let i = 0; i < groups.length; i++) {
      if (!CARD_FIRST_DIGIT.test(groups[i]!)) continue;
      let digits = '';
      for (let j = i; j < groups.length && digits.length < 20; j++) {
        digits += groups[j];
        if (test(digits)) return true;
      }
    }
  }
  return false;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const n = +digits[digits.length - 1 - i]!;
    sum += i % 2 ? (n > 4 ? n * 2 - 9 : n * 2) : n;
  }
  return sum % 10 === 0;
}

/**
 * Whether a text holds a payment card number: 13-19 digits starting with 2-6 (spaces or dashes between them
 * allowed) that pass the Luhn check. Timestamps, order ids, phone numbers, 12- or 20-digit runs are not cards.
 */
export function looksLikeCardNumber(text: string): boolean {
  return someCardCandidate(text, (d) => d.length >= 13 && d.length <= 19 && passesLuhn(d));
}

/**
 * Whether a text holds a card number or enough of one to matter: 13 or more digits starting with 2-6, Luhn
 * or not. For text on its way out as the shopper types it (search suggestions): the 13 digits typed before
 * the last ones of a 16-digit card are not sent either.
 */
export function mayHoldCardNumber(text: string): boolean {
  return someCardCandidate(text, (d) => d.length >= 13);
}

/**
 * The text with every card number in it masked as the store displays one: four bullets and its last four
 * digits (storefront spec section 5), for free text that must still go out (a message to a rep).
 */
export function maskCardNumbers(text: string): string {
  return text.replace(DIGIT_RUN, (run) => (looksLikeCardNumber(run) ? `••••${run.replace(/\D/g, '').slice(-4)}` : run));
}

/**
 * `value` without card data: card-shaped strings and numbers, and entries whose key is named like card data,
 * are left out at any depth (an array loses those items); `undefined` when the value itself is card data.
 * What holds none is returned as is (the same object), so `withoutCardData(v) !== v` says it held some.
 * Objects other than plain objects and arrays (a Date, a callback) are returned as they are.
 */
export function withoutCardData(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return looksLikeCardNumber(value) ? undefined : value;
  // Only a whole number can be a card number: the digits of 0.30000000000000004 after the point are not one.
  if (typeof value === 'number') return Number.isInteger(value) && looksLikeCardNumber(String(Math.abs(value))) ? undefined : value;
  if (!value || typeof value !== 'object') return value;
  // Deeper than any value we store or track: refused rather than half checked.
  if (depth > 32) return undefined;
  if (Array.isArray(value)) {
    const kept = value.map((x) => withoutCardData(x, depth + 1));
    return kept.some((x, i) => x !== value[i]) ? kept.filter((x) => x !== undefined) : value;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  let changed = false;
  const kept: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(value)) {
    const y = isCardKey(k) ? undefined : withoutCardData(x, depth + 1);
    if (y !== x) changed = true;
    if (y !== undefined) kept[k] = y;
  }
  return changed ? kept : value;
}

// One warning per key and page: a draft saved on every keystroke would otherwise warn on every keystroke.
const warned = new Set<string>();
function refuse(what: string): false {
  if (!warned.has(what)) {
    warned.add(what);
    // The key only, never the value: the value is the card number.
    console.warn(`[storefront-widgets] ${what} not stored: card data is never stored (older value removed)`);
  }
  return false;
}

/**
 * Writes (or, for null or undefined, removes) a JSON value. Returns whether the storage now holds exactly
 * this write: false when storage is unavailable or full (state then lives in memory only), or when the key
 * or value looks like card data. Card data is refused, never thrown: a card number typed into the wrong box
 * must not take a widget down. Never throws.
 */
export function writeStored(key: string, value: unknown, kind: StorageKind = 'local'): boolean {
  const s = area(kind);
  try {
    if (value === null || value === undefined) {
      s?.removeItem(key);
      return !!s;
    }
    const json = JSON.stringify(value);
    if (json === undefined) return false;
    // Checked as it will be read back (plain JSON), so nothing a toJSON or a class hides gets past.
    const stored: unknown = JSON.parse(json);
    if (isCardKey(key) || withoutCardData(stored) !== stored) {
      // The refused write removes the key rather than keeping its older value: what is stored stands for
      // what the shopper last typed, and an older draft or list restored later would silently bring back
      // text they had since changed. Nothing at all is the honest record of a value we may not keep.
      s?.removeItem(key);
      return refuse(`storage key "${key}"`);
    }
    s?.setItem(key, json);
    return !!s;
  } catch {
    // storage full or disabled, or a value JSON cannot hold (a cycle, a BigInt): state still lives in memory
    return false;
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

/** A cookie's lifetime when its writer names none: 365 days (storefront spec section 9, 'default cookie key 365'). */
export const DEFAULT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Sets a site-wide cookie (path /, SameSite Lax) for `maxAgeSeconds` (365 days unless given). Returns whether it was set. Like
 * writeStored, it refuses card data without throwing (and removes the cookie, for the same reason); a
 * blocked cookie jar is ignored.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds: number = DEFAULT_COOKIE_MAX_AGE): boolean {
  const refused = isCardKey(name) || looksLikeCardNumber(value);
  try {
    if (!refused) document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${Math.round(maxAgeSeconds)}; path=/; SameSite=Lax`;
    // A date in the past, not max-age=0: some cookie jars (happy-dom's among them) keep a cookie that expires in this very millisecond.
    else if (readCookie(name) !== null) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
  } catch {
    return false;
  }
  return refused ? refuse(`cookie "${name}"`) : true;
}
