/**
 * Byte sizes of the build, shared by the budget test (npm test) and the bench report.
 * "Shared chunks" are the files that two or more widgets load (React and the runtime: src/mount, src/ui,
 * src/api, src/stores, and the UI stylesheet); a widget's own cost is the brotli size of the JS and CSS
 * only it loads: what a page that already has another widget pays for adding this one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }).length;
export const gzip = (buf) => gzipSync(buf, { level: 9 }).length;

/** Sizes of dist (or another build folder): loader, shared chunks, and per widget. */
export function measure(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, 'manifest.json'), 'utf8'));
  const size = (file) => {
    const buf = readFileSync(join(distDir, file));
    return { raw: buf.length, gzip: gzip(buf), brotli: brotli(buf) };
  };
  const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
  const zero = { raw: 0, gzip: 0, brotli: 0 };
  const widgets = Object.entries(manifest.widgets);
  const closures = widgets.map(([, w]) => new Set([...w.js, ...w.css].map((f) => f.file)));
  const uses = new Map();
  for (const c of closures) for (const f of c) uses.set(f, (uses.get(f) ?? 0) + 1);
  const shared = [...uses].filter(([, n]) => n > 1).map(([f]) => f);
  const sharedSet = new Set(shared);
  const out = {
    loader: size('loader.js'),
    /** The loader's core, which loader.js names and asks for after the first paint, with the manifest. */
    loaderCore: size(manifest.loaderCore.file),
    shared: { files: shared, ...shared.map(size).reduce(add, zero) },
    widgets: {},
    /** With a single widget nothing is shared yet, and own sizes include the runtime. */
    widgetCount: widgets.length,
  };
  for (const [name, w] of widgets) {
    const own = w.js.filter((f) => !sharedSet.has(f.file)).map((f) => f.file);
    const js = own.map(size).reduce(add, zero);
    const css = w.css
      .filter((f) => !sharedSet.has(f.file))
      .map((f) => size(f.file))
      .reduce(add, zero);
    const total = [...w.js, ...w.css].map((f) => size(f.file)).reduce(add, zero);
    out.widgets[name] = { files: [...own, ...w.css.filter((f) => !sharedSet.has(f.file)).map((f) => f.file)], js, css, own: add(js, css), total };
  }
  return out;
}
