/**
 * The text of the eyebrow's content pages ("See details"), used by the lazy HeaderExtras chunk only. The call
 * (`readContentPage` in api.ts) and its cache are the bar's (the eyebrow's model): a lazy chunk that imported
 * src/api would make esbuild split the shared runtime chunk in two (bytes on every page).
 */

export interface ContentPageText {
  title: string;
  paragraphs: string[];
}

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
