/**
 * The eyebrow's content pages ("See details"), used by the lazy HeaderExtras chunk only. The call itself
 * (`readContentPage` in api.ts) is handed in by the bar: a lazy chunk that imported src/api would make
 * esbuild split the shared runtime chunk in two (bytes on every page).
 */
import type { ApiResult } from '../../src/api';

export interface ContentPageText {
  title: string;
  paragraphs: string[];
}

const pageCache = new Map<string, Promise<ContentPageText | null>>();

/** Finds the first content block with text in nested contents / mainContent / content (how the CMS nests pages). */
export function findPageText(node: unknown, depth = 0): ContentPageText | null {
  if (!node || typeof node !== 'object' || depth > 8) return null;
  if (Array.isArray(node)) {
    for (const n of node) {
      const hit = findPageText(n, depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  const o = node as Record<string, unknown>;
  const paragraphs = Array.isArray(o.paragraphs) ? o.paragraphs.filter((p): p is string => typeof p === 'string') : typeof o.text === 'string' ? [o.text] : [];
  if (paragraphs.length) return { title: typeof o.title === 'string' ? o.title : '', paragraphs };
  for (const key of ['contents', 'mainContent', 'content']) {
    const hit = findPageText(o[key], depth + 1);
    if (hit) return hit;
  }
  return null;
}

/** A content page for an eyebrow modal, cached per path for the page's life. */
export function loadContentPage(path: string, read: (pathKey: string) => Promise<ApiResult<unknown>>): Promise<ContentPageText | null> {
  let p = pageCache.get(path);
  if (!p) {
    p = read(path).then((r) => {
      const text = r.ok ? findPageText(r.data) : null;
      if (!text) pageCache.delete(path);
      return text;
    });
    pageCache.set(path, p);
  }
  return p;
}

/** For tests: forget the pages loaded. */
export function resetContentPages(): void {
  pageCache.clear();
}
