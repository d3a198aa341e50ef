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

/** Luhn check of a string of digits. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Whether a text holds a card number: a run of 13-19 digits (spaces or dashes between them allowed) passing Luhn. */
export function looksLikeCardNumber(text: string): boolean {
  for (const run of text.match(/\d(?:[ -]?\d)*/g) ?? []) {
    const digits = run.replace(/[ -]/g, '');
    if (digits.length >= 13 && digits.length <= 19 && luhn(digits)) return true;
  }
  return false;
}

/** Why a key or value must not be stored, or null. Numbers under 15 digits (timestamps) are not card numbers. */
function cardDataProblem(key: string, value: unknown, depth = 0): string | null {
  if (CARD_KEY.test(key.replace(/[\s.-]/g, ''))) return `key "${key}" names card data`;
  if (depth > 20) return null;
  if (typeof value === 'string') return looksLikeCardNumber(value) ? 'a value looks like a card number' : null;
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) >= 1e14 && looksLikeCardNumber(String(Math.abs(value))) ? 'a value looks like a card number' : null;
  if (Array.isArray(value)) {
    for (const v of value) {
      const p = cardDataProblem('', v, depth + 1);
      if (p) return p;
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const p = cardDataProblem(k, v, depth + 1);
      if (p) return p;
    }
  }
  return null;
}

/**
 * Writes (or, for null, removes) a JSON value; storage failures are ignored. Throws (a programming error,
 * never a storage failure) when the key or value looks like card data: card data is never stored.
 */
export function writeStored(key: string, value: unknown, kind: StorageKind = 'local'): void {
  const problem = cardDataProblem(key, value);
  if (problem) throw new Error(`[storefront-widgets] card data is never stored: ${problem} (storage key "${key}")`);
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
