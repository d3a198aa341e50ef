/**
 * Reading a content tree: the web contents answer (or an inline tree) to a list of items, and the small
 * rules the items follow (storefront spec sections 2, 3 and 9). Pure functions; every field is checked
 * where it is read, since the tree is the server's (or an editor's) and may be anything.
 */
import { linkHref } from '../../src/platform';

/** One content item as it arrives: an object with a type (`@type`, or `type`). */
export type ContentItem = Record<string, unknown>;

/** Spacer sizes (spec section 9). */
export const SPACER_SIZES = [15, 30, 45, 60] as const;
/** Banner image size (spec section 9). */
export const BANNER_WIDTH = 1500;
export const BANNER_HEIGHT = 170;
/** Default chiclet corner radius (spec section 9). */
export const CHICLET_RADIUS = '4px';
/** Images of the first items load eagerly (spec section 9: the first 4); the rest lazily. */
export const EAGER_IMAGES = 4;
/** The breakpoints of a chiclet's comma lists: xs, sm, md, lg. */
export const BREAKPOINTS = ['xs', 'sm', 'md', 'lg'] as const;

const isObj = (v: unknown): v is ContentItem => !!v && typeof v === 'object' && !Array.isArray(v);

/** The item's content type, or '' when it has none. */
export function itemType(item: unknown): string {
  if (!isObj(item)) return '';
  const t = item['@type'] ?? item.type ?? item.contentType;
  return typeof t === 'string' ? t.trim() : '';
}

/**
 * The items of a web contents answer or an inline tree: `{ contents: [{ mainContent: [items] }] }` (how the
 * CMS nests a page), `{ contents: [items] }`, `{ mainContent: [items] }`, or a bare array.
 */
export function toItems(raw: unknown, depth = 0): ContentItem[] {
  if (depth > 4) return [];
  // A slot (the CMS's mainContent holder, typed or not) or an untyped wrapper is opened; an item is kept.
  const slot = (o: ContentItem) => Array.isArray(o.mainContent) || !itemType(o);
  if (Array.isArray(raw)) return raw.flatMap((r) => (Array.isArray(r) || (isObj(r) && slot(r)) ? toItems(r, depth + 1) : isObj(r) ? [r] : []));
  if (!isObj(raw)) return [];
  if (!slot(raw)) return [raw];
  for (const key of ['mainContent', 'contents', 'content']) {
    const v = raw[key];
    if (Array.isArray(v) || isObj(v)) return toItems(Array.isArray(v) ? v : [v], depth + 1);
  }
  return [];
}

/** A child list of an item (`contents`, or another key), items only. */
export const children = (item: ContentItem, key = 'contents'): ContentItem[] => {
  const v = item[key];
  return Array.isArray(v) ? v.filter(isObj) : [];
};

/** A string field ('' when missing or not text). Numbers are read as text. */
export const str = (item: ContentItem, key: string): string => {
  const v = item[key];
  return typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
};

/** A boolean field: true, 'true'; false, 'false'; otherwise the fallback. */
export const flag = (item: ContentItem, key: string, fallback: boolean): boolean => {
  const v = item[key];
  return v === true || v === 'true' ? true : v === false || v === 'false' ? false : fallback;
};

/** A list of strings (an array, or one string). */
export const strings = (item: ContentItem, key: string): string[] => {
  const v = item[key];
  const list = Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
  return list.filter((s): s is string => typeof s === 'string' && !!s.trim()).map((s) => s.trim());
};

/** A list of objects. */
export const objects = (item: ContentItem, key: string): ContentItem[] => {
  const v = item[key];
  return Array.isArray(v) ? v.filter(isObj) : [];
};

/** A spacer's size: one of 15, 30, 45, 60; anything else is read as the nearest of them. */
export function spacerSize(v: unknown): (typeof SPACER_SIZES)[number] {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number.parseFloat(v) : Number.NaN;
  if (!Number.isFinite(n)) return 30;
  return SPACER_SIZES.reduce((best, s) => (Math.abs(s - n) < Math.abs(best - n) ? s : best), SPACER_SIZES[0]);
}

const LENGTH = /^\d{1,4}(\.\d{1,3})?(px|rem|em|%)?$/;

/** A CSS length from the content ('40' or '40px'), or null. */
export function cssLength(v: unknown): string | null {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!LENGTH.test(s)) return null;
  return /\d$/.test(s) ? s + 'px' : s;
}

/**
 * A chiclet's comma list of heights or font sizes for xs, sm, md and lg ('40,48,56,64'): one length per
 * breakpoint, a missing one taking the size before it. Null when there is no valid first value.
 */
export function perBreakpoint(v: unknown): string[] | null {
  const parts = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : typeof v === 'number' ? [v] : [];
  const out: string[] = [];
  for (let i = 0; i < BREAKPOINTS.length; i++) {
    const len = parts[i] === undefined ? null : cssLength(parts[i]);
    const prev = out[i - 1];
    if (len) out.push(len);
    else if (prev) out.push(prev);
    else return null;
  }
  return out;
}

const COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|(rgb|hsl)a?\([\d\s.,%/]{5,40}\))$/i;

/** A CSS colour from the content, or null (anything that is not plainly a colour is refused). */
export const cssColor = (v: unknown): string | null => (typeof v === 'string' && COLOR.test(v.trim()) ? v.trim() : null);

/**
 * A chiclet's colours: `defaultColors` as 'text,background' (or `{ text, background }`), and
 * `backgroundFlavor` as its background when it is a colour.
 */
export function chicletColors(item: ContentItem): { text: string | null; background: string | null } {
  const d = item.defaultColors;
  let text: string | null = null;
  let background: string | null = null;
  if (typeof d === 'string') {
    const [t, b] = d.split(',');
    text = cssColor(t);
    background = cssColor(b);
  } else if (isObj(d)) {
    text = cssColor(d.text ?? d.color);
    background = cssColor(d.background ?? d.backgroundColor);
  }
  return { text, background: cssColor(item.backgroundFlavor) ?? background };
}

/** Only links the shopper can follow safely: site paths by the URL rule of src/platform, and http(s) addresses. */
export const safeHref = (v: unknown): string | undefined => linkHref(v);

/** Only image addresses that are site paths, http(s) or data images. */
export function safeSrc(v: unknown): string | undefined {
  const s = typeof v === 'string' ? v.trim() : '';
  if (/^data:image\/(png|gif|jpeg|webp);/i.test(s)) return s;
  return safeHref(s);
}

/** One `fill` for every widget (src/config). */
export { fill } from '../../src/config';

/**
 * A content item as data-* attributes of a delegated widget's marker: its text, number and boolean fields,
 * camelCase keys in kebab-case (`formTitle` as `data-form-title`). The type and the loader's own keys stay out.
 */
export function markerAttributes(item: ContentItem, skip: readonly string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(item)) {
    if (k.startsWith('@') || ['type', 'contentType', 'widget', 'widgetState', ...skip].includes(k) || !/^[a-z][a-zA-Z0-9]*$/.test(k)) continue;
    if (typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))) out['data-' + k.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())] = String(v);
  }
  return out;
}
