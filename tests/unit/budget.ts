/**
 * Byte budgets read from a build manifest: brotli sizes (quality 11, as the demo server serves them) of a
 * widget's files, split into the chunks only this widget loads and the chunks it shares with other widgets.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface ManifestLike {
  widgets: Record<string, { js: { file: string }[]; css: { file: string }[] }>;
}

/** Reads dist/manifest.json (or dist-test); a clear error when the build has not run. */
export function readManifest(dir: 'dist' | 'dist-test' = 'dist'): ManifestLike {
  const file = join(ROOT, dir, 'manifest.json');
  if (!existsSync(file)) throw new Error(`${dir}/manifest.json is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(file, 'utf8')) as ManifestLike;
}

export const brotliSize = (bytes: Uint8Array | string): number => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export interface WidgetBytes {
  /** Files only this widget loads, with their brotli sizes. */
  own: { file: string; brotli: number }[];
  /** Files other widgets load too (the shared runtime: React, src/...). */
  shared: { file: string; brotli: number }[];
  ownTotal: number;
  sharedTotal: number;
  /** How many other widgets the manifest has (0: nothing can be shared yet). */
  others: number;
}

/** Brotli bytes of a widget's JS and CSS, own vs shared with any other widget of the same manifest. */
export function widgetBytes(name: string, dir: 'dist' | 'dist-test' = 'dist'): WidgetBytes {
  const manifest = readManifest(dir);
  const w = manifest.widgets[name];
  if (!w) throw new Error(`${dir}/manifest.json has no widget "${name}"`);
  const elsewhere = new Set<string>();
  for (const [other, o] of Object.entries(manifest.widgets)) if (other !== name) for (const f of [...o.js, ...o.css]) elsewhere.add(f.file);
  const sized = [...w.js, ...w.css].map((f) => ({ file: f.file, brotli: brotliSize(readFileSync(join(ROOT, dir, f.file))) }));
  const own = sized.filter((f) => !elsewhere.has(f.file));
  const shared = sized.filter((f) => elsewhere.has(f.file));
  const sum = (l: { brotli: number }[]) => l.reduce((n, f) => n + f.brotli, 0);
  return { own, shared, ownTotal: sum(own), sharedTotal: sum(shared), others: Object.keys(manifest.widgets).length - 1 };
}
