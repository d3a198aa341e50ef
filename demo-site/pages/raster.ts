/**
 * The demo's generated pictures (product, category and banner images) served as PNG, rendered once per server
 * from the same SVG drawings with resvg and kept in memory.
 *
 * Why not the SVG itself: Chromium gives every SVG image its own isolated document, built on the page's main
 * thread when the image arrives. A listing of 24 products spent 170-375 ms of main-thread time on that
 * (traced here in the e2e browser, unthrottled), several times the widgets' own script time, so every page's
 * Total Blocking Time measured the demo's pictures rather than the widgets. A real store serves its product
 * photos and banners as JPEG or PNG, which the browser decodes off the main thread; these stand-ins now do too.
 *
 * The logos and icons under /static/images (the header's logo and icons, the footer's badges and social icons,
 * the review stars) are PNG as well, drawn from their SVG files at their own size: their 16-17 SVG documents
 * still cost every page 50-105 ms of main-thread time (traced at 412 px, unthrottled: 3 loads each of the home,
 * listing and product pages), in tasks of up to 33 ms, which a 4x slower phone turns into most of a page's
 * Total Blocking Time. A legacy storefront's icons are PNG sprites as often as not; the SVG files stay the source
 * and still answer at their own names.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import type { Context } from 'hono';

/**
 * The drawings name Arial; resvg gets a metric-compatible font file from the machine (Liberation Sans, else
 * DejaVu Sans). Given one file instead of the system's list, it renders in 40 ms rather than 280 ms. A machine
 * with neither still gets the pictures, without their text (every picture's words are also in its alt text).
 */
const FONT_DIRS = ['/usr/share/fonts/truetype/liberation', '/usr/share/fonts/truetype/dejavu'];
const FONT_FILES = [
  ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf', 'LiberationSerif-Bold.ttf'],
  ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSerif-Bold.ttf'],
];
const FAMILIES = [
  ['Liberation Sans', 'Liberation Serif'],
  ['DejaVu Sans', 'DejaVu Serif'],
];

let fonts: { regular?: string; bold?: string; serifBold?: string; family?: string; serifFamily?: string } | undefined;
function findFonts(): NonNullable<typeof fonts> {
  if (fonts) return fonts;
  fonts = {};
  const found = (f: string | undefined) => (f && existsSync(f) ? f : undefined);
  for (const [i, dir] of FONT_DIRS.entries()) {
    const [regular, bold, serifBold] = FONT_FILES[i]!.map((f) => `${dir}/${f}`);
    if (regular && existsSync(regular)) {
      const serif = found(serifBold);
      fonts = { regular, bold: found(bold), serifBold: serif, family: FAMILIES[i]![0], serifFamily: serif ? FAMILIES[i]![1] : FAMILIES[i]![0] };
      break;
    }
  }
  return fonts;
}

const cache = new Map<string, Promise<Buffer>>();

/** The PNG of an SVG drawing, rendered (and the drawing made or read) the first time its key is asked for. */
export function pngOf(key: string, drawing: () => string, zoom = 1): Promise<Buffer> {
  let png = cache.get(key);
  if (!png) {
    const svg = drawing();
    const f = findFonts();
    // Only the faces the drawing uses: each font file given costs its parsing on every render.
    const bold = /font-weight="bold"/.test(svg);
    const serif = /font-family="[^"]*(Georgia|serif")/.test(svg);
    const files = [f.regular, bold ? f.bold : undefined, bold && serif ? f.serifBold : undefined].filter((x): x is string => !!x);
    const family = f.family ?? 'sans-serif';
    png = renderAsync(svg, {
      ...(zoom === 1 ? {} : { fitTo: { mode: 'zoom' as const, value: zoom } }),
      font: { loadSystemFonts: false, fontFiles: files, defaultFontFamily: family, sansSerifFamily: family, serifFamily: f.serifFamily ?? family },
    }).then((img) => img.asPng());
    // A failed render is not kept: the next request tries again.
    png.catch(() => cache.delete(key));
    cache.set(key, png);
  }
  return png;
}

const CACHE = 'public, max-age=86400';

const pngResponse = async (c: Context, key: string, drawing: () => string, zoom = 1): Promise<Response> => {
  try {
    const png = await pngOf(key, drawing, zoom);
    return c.body(new Uint8Array(png), 200, { 'content-type': 'image/png', 'cache-control': CACHE });
  } catch (e) {
    console.error('demo: could not render', key, e);
    return c.text('Could not render this picture', 500);
  }
};

/**
 * The drawings drawn at twice their size: the logos, whose small lettering a phone's screen (2-3 device pixels to
 * the CSS pixel) would otherwise show blurred. Every place that shows them gives their size (the header's CSS and
 * the fallback's width and height, the rewards logo's width and height), so the larger picture takes the same box.
 */
export const DRAWN_AT_2X = new Set(['logo', 'rewards-logo']);

/**
 * `/static/images/name.png`: the PNG of `name.svg` in `dir` (the demo's public images), at the drawing's own size
 * (twice it for DRAWN_AT_2X); null when there is no such drawing (the static files answer instead: a 404).
 */
export async function staticImagePng(c: Context, dir: string, file: string): Promise<Response | null> {
  const name = /^([a-z0-9-]+)\.png$/.exec(file)?.[1];
  if (!name) return null;
  const key = `/static/images/${file}`;
  const path = join(dir, `${name}.svg`);
  // The drawing's file is looked for and read only until its PNG is rendered: after that it answers from memory.
  if (!cache.has(key) && !existsSync(path)) return null;
  return pngResponse(c, key, () => readFileSync(path, 'utf8'), DRAWN_AT_2X.has(name) ? 2 : 1);
}

/**
 * A generated picture's response: `name.png` as PNG (what the demo's pages and data link to), `name.svg` as the
 * drawing itself (and so is a bare name, as before); 404 for an unknown name.
 */
export async function pictureResponse(c: Context, file: string, draw: (name: string) => string | undefined): Promise<Response> {
  const m = /^(.+?)(?:\.(png|svg))?$/.exec(file);
  const svg = m ? draw(m[1]!) : undefined;
  if (!m || !svg) return c.text('Not found', 404);
  if (m[2] !== 'png') return c.body(svg, 200, { 'content-type': 'image/svg+xml', 'cache-control': CACHE });
  return pngResponse(c, c.req.path, () => svg);
}
