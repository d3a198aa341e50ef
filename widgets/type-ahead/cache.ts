/** A small in-memory cache: least recently used entries go first, and entries expire. */
export interface Cache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  clear(): void;
  readonly size: number;
}

export interface CacheOptions {
  /** Most entries kept (default 50). */
  max?: number;
  /** Lifetime of an entry in ms (default 5 minutes). */
  ttlMs?: number;
  /** Clock (tests). */
  now?: () => number;
}

export function createCache<T>({ max = 50, ttlMs = 300_000, now = Date.now }: CacheOptions = {}): Cache<T> {
  // A Map keeps insertion order: re-inserting on read makes the first key the least recently used.
  const map = new Map<string, { v: T; at: number }>();
  return {
    get(key) {
      const e = map.get(key);
      if (!e) return undefined;
      map.delete(key);
      if (now() - e.at > ttlMs) return undefined;
      map.set(key, e);
      return e.v;
    },
    set(key, v) {
      map.delete(key);
      map.set(key, { v, at: now() });
      while (map.size > max) map.delete(map.keys().next().value as string);
    },
    clear: () => map.clear(),
    get size() {
      return map.size;
    },
  };
}

// The page's answers by term, shared by every box on the page: a repeated term is answered without a request.
const answers = createCache<unknown>({ max: 80 });
/** What the model reads (the 'store' effects write through cacheAnswer). */
export const termCache: { get(key: string): unknown } = answers;

/** Keeps an answer for the page ('store' effects of the model). */
export const cacheAnswer = (key: string, value: unknown): void => answers.set(key, value);

/** For tests: forget cached answers. */
export const clearTypeAheadCache = (): void => answers.clear();
