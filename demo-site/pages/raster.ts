/**
 * The demo's generated pictures (product, category and banner images) served as PNG, rendered once per server
 * from the same SVG drawings with resvg and kept in memory.
 *
 * Why not the SVG itself: Chromium gives every SVG image its own isolated document, built on the page's main
 * thread when the image arrives. A listing of 24 products spent 170-375 ms of main-thread time on that
 * (traced here in the e2e browser, unthrottled), several times the widgets' own script time, so every page's
 * Total Blocking Time measured the demo's pictures rather than the widgets. A real store serves its product
 * photos and banners as JPEG or PNG, which the browser decodes off the main thread; these stand-ins now do too.
 * The logos and icons under /static/images stay SVG, as a store's would.
 */
import { existsSync } from 'node:fs';
import { renderAsync } from '@resvg/resvg-js';
import type { Context } from 'hono';

/**
 * The drawings name Arial; resvg gets a metric-compatible font file from the machine (Liberation Sans, else
 * DejaVu Sans). Given one file instead of the system's list, it renders in 40 ms rather than 280 ms. A machine
 * with neither still gets the pictures, without their text (every picture's words are also in its alt text).
 */
const FONT_DIRS = ['/usr/share/fonts/truetype/liberation', '/usr/share/fonts/truetype/dejavu'];
const FONT_FILES = [
  ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf'],
  ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'],
];

let fonts: { regular?: string; bold?: string; family?: string } | undefined;
function findFonts(): NonNullable<typeof fonts> {
  if (fonts) return fonts;
  fonts = {};
  for (const [i, dir] of FONT_DIRS.entries()) {
    const [regular, bold] = FONT_FILES[i]!.map((f) => `${dir}/${f}`);
    if (regular && existsSync(regular)) {
      fonts = { regular, bold: bold && existsSync(bold) ? bold : undefined, family: i === 0 ? 'Liberation Sans' : 'DejaVu Sans' };
      break;
    }
  }
  return fonts;
}

const cache = new Map<string, Promise<Buffer>>();

/** The PNG of an SVG drawing, rendered the first time its key is asked for. */
export function pngOf(key: string, svg: string): Promise<Buffer> {
  let png = cache.get(key);
  if (!png) {
    const f = findFonts();
    // Only the faces the drawing uses: each font file given costs its parsing on every render.
    const files = [f.regular, /font-weight="bold"/.test(svg) ? f.bold : undefined].filter((x): x is string => !!x);
    png = renderAsync(svg, { font: { loadSystemFonts: false, fontFiles: files, defaultFontFamily: f.family ?? 'sans-serif', sansSerifFamily: f.family ?? 'sans-serif' } }).then((img) => img.asPng());
    // A failed render is not kept: the next request tries again.
    png.catch(() => cache.delete(key));
    cache.set(key, png);
  }
  return png;
}

const CACHE = 'public, max-age=86400';

/**
 * A generated picture's response: `name.png` as PNG (what the demo's pages and data link to), `name.svg` as the
 * drawing itself (and so is a bare name, as before); 404 for an unknown name.
 */
export async function pictureResponse(c: Context, file: string, draw: (name: string) => string | undefined): Promise<Response> {
  const m = /^(.+?)(?:\.(png|svg))?$/.exec(file);
  const svg = m ? draw(m[1]!) : undefined;
  if (!m || !svg) return c.text('Not found', 404);
  if (m[2] !== 'png') return c.body(svg, 200, { 'content-type': 'image/svg+xml', 'cache-control': CACHE });
  try {
    const png = await pngOf(c.req.path, svg);
    return c.body(new Uint8Array(png), 200, { 'content-type': 'image/png', 'cache-control': CACHE });
  } catch (e) {
    console.error('demo: could not render', c.req.path, e);
    return c.text('Could not render this picture', 500);
  }
}
