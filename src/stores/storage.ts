/**
 * Guarded Web Storage access: private modes, disabled storage and full quotas must never break a widget.
 * Nothing about a card is ever written here (the lint checks it).
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

/** Writes (or, for null, removes) a JSON value; failures are ignored. */
export function writeStored(key: string, value: unknown, kind: StorageKind = 'local'): void {
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
