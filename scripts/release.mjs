#!/usr/bin/env node
/**
 * npm run release -- "<one line: what changed>" [--version V] [--from DIR] [--out DIR] [--changelog FILE]
 *
 * Builds what ships (node esbuild.config.mjs -> dist/) and writes release/<version>/, the folder to publish at the
 * widgets' base URL as it is:
 *   loader.js, manifest.json            short cache (the page's one script tag, and what it reads first)
 *   storefront-widgets.d.ts, docs/      the host types and the widget pages of this version
 *   v/<version>/...                     every hashed file (widgets, chunks, CSS, assets): immutable, kept
 * The manifest names the files under v/<version>/, so a page keeps loading its own version's files after the next
 * release replaces loader.js and manifest.json: publishing adds a v/<version>/ folder and never deletes the last
 * ones (docs/host.md, "Releases"). switches.json is the operator's, not the release's: it is not written here.
 * A release folder is never overwritten. The line goes to CHANGELOG.md as `- <version> (<date>): <line>`.
 * --from DIR takes an existing build instead of building (the tests release dist-test under two versions).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const ROOT_FILES = new Set(['loader.js', 'manifest.json', 'storefront-widgets.d.ts']);
/** Build output that is not shipped: the Lighthouse bench's baseline, the catalog's list, and switches.json (the
 * operator's live file, which a release must never overwrite). */
const NOT_SHIPPED = new Set(['bench', 'widgets.json', 'switches.json']);

function parse(argv) {
  const o = { note: '', version: '', from: '', out: join(root, 'release'), changelog: join(root, 'CHANGELOG.md') };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) fail(`${a} needs a value`);
      return v;
    };
    if (a === '--version') o.version = value();
    else if (a === '--from') o.from = resolve(value());
    else if (a === '--out') o.out = resolve(value());
    else if (a === '--changelog') o.changelog = resolve(value());
    else if (a.startsWith('--')) fail(`unknown option ${a}`);
    else o.note = o.note ? `${o.note} ${a}` : a;
  }
  return o;
}

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

const opts = parse(process.argv.slice(2));
const version = opts.version || JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) fail(`"${version}" is not a version (x.y.z or x.y.z-tag)`);
const note = opts.note.replace(/\s+/g, ' ').trim();
if (!note) fail('say in one line what changed: npm run release -- "Checkout: the address book opens from the delivery step"');
const dest = join(opts.out, version);
if (existsSync(dest)) fail(`${dest} exists: a release is never overwritten (give the package a new version)`);

let from = opts.from;
if (!from) {
  const built = spawnSync(process.execPath, ['esbuild.config.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) fail('the build failed');
  from = join(root, 'dist');
}
if (!existsSync(join(from, 'manifest.json'))) fail(`${from} has no manifest.json: not a build`);

const hashed = `v/${version}`;
mkdirSync(join(dest, hashed), { recursive: true });
for (const entry of readdirSync(from)) {
  if (NOT_SHIPPED.has(entry)) continue;
  cpSync(join(from, entry), ROOT_FILES.has(entry) ? join(dest, entry) : join(dest, hashed, entry), { recursive: true });
}

// Every file the manifest names moves under v/<version>/; the lazy chunks keep their keys (the widgets ask by them).
const manifest = JSON.parse(readFileSync(join(from, 'manifest.json'), 'utf8'));
const moved = (f) => ({ ...f, file: `${hashed}/${f.file}` });
manifest.version = version;
for (const w of Object.values(manifest.widgets)) {
  w.entry = `${hashed}/${w.entry}`;
  w.js = w.js.map(moved);
  w.css = w.css.map(moved);
}
for (const [key, files] of Object.entries(manifest.chunks ?? {})) manifest.chunks[key] = files.map(moved);
// The loader names its core (a hashed file, with its SRI hash): this version's copy too.
const core = manifest.loaderCore?.file;
const loader = readFileSync(join(from, 'loader.js'), 'utf8');
if (!core || !loader.includes(JSON.stringify(core))) fail("the manifest and loader.js name no core: not this project's build");
writeFileSync(join(dest, 'loader.js'), loader.replace(JSON.stringify(core), JSON.stringify(`${hashed}/${core}`)));
manifest.loaderCore = moved(manifest.loaderCore);
const text = JSON.stringify(manifest, null, 1);
writeFileSync(join(dest, 'manifest.json'), text);
// The editor overlay reads the manifest beside its own chunk's folder: this version's copy.
writeFileSync(join(dest, hashed, 'manifest.json'), text);

if (existsSync(join(root, 'docs/widgets'))) cpSync(join(root, 'docs/widgets'), join(dest, 'docs/widgets'), { recursive: true });

const date = new Date().toISOString().slice(0, 10);
if (!existsSync(opts.changelog)) writeFileSync(opts.changelog, '# Changelog\n\nOne line per release (`npm run release`), newest last.\n\n');
appendFileSync(opts.changelog, `- ${version} (${date}): ${note}\n`);
console.log(`released ${version} into ${dest} (${Object.keys(manifest.widgets).length} widgets; hashed files under ${hashed}/)`);
