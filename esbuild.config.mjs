/**
 * The build.
 *   node esbuild.config.mjs          -> dist/       (what ships: loader, widgets, manifest)
 *   node esbuild.config.mjs --test   -> dist-test/  (the same plus the test-only widgets under tests/widgets
 *                                                    and the bench baseline; never shipped)
 * Both also bundle the demo server to build/demo-server.mjs.
 *
 * Widgets: one entry per widgets/<name>/index.ts (the test widgets of tests/widgets/ keep an index.tsx), ESM with code splitting, minified, content-hashed
 * names. dist/manifest.json lists, per widget, every JS chunk its entry needs (the static-import closure)
 * and its CSS, each with a sha384 SRI hash, plus its default load condition. dist/loader.js keeps a
 * stable name; everything else is immutable.
 */
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { rewriteLazyImports } from './scripts/lazyChunks.mjs';
import { writeHostTypes } from './scripts/hostTypes.mjs';
import { writeWidgetDocs } from './scripts/widget-docs.mjs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const test = process.argv.includes('--test');
const outdir = join(root, test ? 'dist-test' : 'dist');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

const widgetDirs = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .map((d) => ({ d, entry: ['index.ts', 'index.tsx'].map((f) => join(dir, d.name, f)).find((f) => existsSync(f)) }))
        .filter(({ d, entry }) => d.isDirectory() && entry)
        .map(({ d, entry }) => ({ name: d.name, entry, meta: join(dir, d.name, 'meta.ts') }))
    : [];

const widgets = [...widgetDirs(join(root, 'widgets')), ...(test ? widgetDirs(join(root, 'tests/widgets')) : [])];
const names = new Set();
for (const w of widgets) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(w.name)) throw new Error(`widget folder "${w.name}" is not kebab-case`);
  if (names.has(w.name)) throw new Error(`two widgets are named "${w.name}"`);
  if (!existsSync(w.meta)) throw new Error(`${relative(root, w.entry)} needs a meta.ts beside it: export const meta = defineMeta({ name, description, props, defaultLoad }) (src/mount/meta.ts)`);
  names.add(w.name);
}

/** Chunks at least this large get V8's compile-everything hint (see below). */
const EAGER_COMPILE_MIN_BYTES = 100_000;

const shared = {
  bundle: true,
  minify: true,
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"', __VERSION__: JSON.stringify(pkg.version) },
  legalComments: 'none',
  logLevel: 'warning',
};

/**
 * A widget's `description` is for the widget catalog and widgets.json, which the build reads from meta.ts
 * in Node (readDeclarations). The browser never reads it, so the browser bundles leave it out: a sentence
 * of a few hundred bytes per widget that every shopper would otherwise download.
 */
const DESCRIPTION = /^[ \t]*description:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"),[ \t]*\n/m;
const stripDescriptions = {
  name: 'strip-meta-descriptions',
  setup(b) {
    b.onLoad({ filter: /[\\/]meta\.ts$/ }, (args) => ({ contents: readFileSync(args.path, 'utf8').replace(DESCRIPTION, ''), loader: 'ts' }));
  },
};

/**
 * React DOM's five module-level sentinel errors (values it throws and recognises by identity) are made without the
 * Error constructor: a stack captured while React DOM's module runs made V8, under a DevTools client, re-parse the
 * whole library in the task that evaluates it (docs/decisions/react-sentinel-errors.md). They stay objects with
 * Error.prototype and React's message. The build fails if React DOM stops declaring them exactly this way.
 */
const REACT_SENTINEL_ERRORS = {
  HydrationMismatchException: 519,
  SuspenseException: 460,
  SuspenseyCommitException: 474,
  SuspenseActionException: 542,
  SelectiveHydrationException: 461,
};
const reactSentinelErrors = {
  name: 'react-dom-sentinel-errors',
  setup(b) {
    b.onLoad({ filter: /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/ }, (args) => {
      let text = readFileSync(args.path, 'utf8');
      for (const [name, code] of Object.entries(REACT_SENTINEL_ERRORS)) {
        const from = `${name} = Error(formatProdErrorMessage(${code}))`;
        if (text.split(from).length !== 2) throw new Error(`react-dom-client.production.js no longer declares "${from}" once: update REACT_SENTINEL_ERRORS in esbuild.config.mjs`);
        text = text.replace(from, `${name} = sentinelError(formatProdErrorMessage(${code}))`);
      }
      const helper = 'function sentinelError(message) { var error = Object.create(Error.prototype); error.message = message; return error; }\n';
      return { contents: text.replace('"use strict";', '"use strict";\n' + helper), loader: 'js' };
    });
  },
};

/**
 * A module made only of re-exports (src/runtime.ts, a layer's index) does nothing when it is imported, so the
 * bundle may skip it: marked side-effect free, esbuild binds each import to the module that declares it instead
 * of keeping the re-exporting module as an empty shared chunk that every importer would fetch.
 */
const REEXPORT = /^\s*export\s+(?:\*(?:\s+as\s+\w+)?|type\s*\{[^}]*\}|\{[^}]*\})\s*from\s*['"][^'"]+['"];?\s*$/;
const reexportsOnlyCache = new Map();
const reexportsOnly = (path) => {
  if (!reexportsOnlyCache.has(path)) {
    const code = readFileSync(path, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const statements = code
      .split(/;\s*\n|\n(?=\s*export\b)/)
      .map((t) => t.trim())
      .filter(Boolean);
    reexportsOnlyCache.set(path, statements.length > 0 && statements.every((t) => REEXPORT.test(t)));
  }
  return reexportsOnlyCache.get(path);
};
const reexportModules = {
  name: 're-export-modules-side-effect-free',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, async (args) => {
      if (args.pluginData === 're-export-check') return undefined;
      const r = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 're-export-check' });
      if (r.errors.length || !/[\\/]src[\\/].*\.ts$/.test(r.path) || /[\\/]src[\\/]runtime\.ts$/.test(r.path) || !reexportsOnly(r.path)) return undefined;
      return { path: r.path, sideEffects: false };
    });
  },
};

const sri = (file) => 'sha384-' + createHash('sha384').update(readFileSync(file)).digest('base64');

/**
 * Reads each widget's declaration (name, default load, description, props) from its meta.ts: plain data
 * and its props schema, never the widget itself (no component, React or CSS is bundled or run here).
 */
/** Each widget's props struct (by name), kept from readDeclarations for the published types. */
const propStructs = new Map();

async function readDeclarations() {
  const metaDir = join(root, 'build', test ? 'meta-test' : 'meta');
  rmSync(metaDir, { recursive: true, force: true });
  const { metafile } = await build({
    ...shared,
    minify: false,
    entryPoints: Object.fromEntries(widgets.map((w) => [w.name, w.meta])),
    outdir: metaDir,
    format: 'esm',
    platform: 'node',
    splitting: true,
    outExtension: { '.js': '.mjs' },
    packages: 'external',
    metafile: true,
  });
  for (const [out, info] of Object.entries(metafile.outputs)) {
    const code = Object.keys(info.inputs).find((i) => !i.endsWith('.ts'));
    if (code) throw new Error(`${out}: a widget's meta.ts reaches ${code}; it may import only its schema and src/mount/props or src/mount/meta`);
    for (const imp of info.imports) {
      if (imp.external && imp.path !== 'superstruct')
        throw new Error(`${out}: a widget's meta.ts imports ${imp.path}; it may import only superstruct, its schema and src/mount/props or src/mount/meta`);
    }
  }
  const { describeProps } = await import(pathToFileURL(join(root, 'build', 'describe-props.mjs')).href);
  const out = {};
  for (const w of widgets) {
    const mod = await import(pathToFileURL(join(metaDir, `${w.name}.mjs`)).href + `?t=${Date.now()}`);
    const def = mod.meta;
    if (!def) throw new Error(`${w.meta} must export \`meta\` made by defineMeta()`);
    if (def.name !== w.name) throw new Error(`${w.entry} declares name "${def.name}" but its folder is "${w.name}"`);
    propStructs.set(w.name, def.props);
    out[w.name] = {
      name: def.name,
      description: def.description ?? '',
      defaultLoad: def.defaultLoad,
      openable: !!def.openable,
      aliases: def.aliases ?? {},
      props: describeProps(def.props),
      testOnly: !w.entry.startsWith(join(root, 'widgets')),
    };
  }
  return out;
}

async function main() {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });

  // The props describer is used by the build (and the widget catalog) in Node.
  await build({
    ...shared,
    minify: false,
    entryPoints: [join(root, 'src/mount/describeProps.ts')],
    outfile: join(root, 'build/describe-props.mjs'),
    format: 'esm',
    platform: 'node',
    packages: 'external',
  });
  const declarations = await readDeclarations();

  const result = await build({
    ...shared,
    entryPoints: Object.fromEntries(widgets.map((w) => [w.name, w.entry])),
    outdir,
    format: 'esm',
    splitting: true,
    metafile: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file' },
    plugins: [stripDescriptions, reactSentinelErrors, reexportModules],
  });

  // The UI primitives' stylesheet is shared by every widget: one file, listed first in each widget's CSS.
  const uiCss = await build({ ...shared, entryPoints: { ui: join(root, 'src/ui/ui.css') }, outdir, entryNames: '[name]-[hash]', metafile: true });
  const uiCssFile = Object.keys(uiCss.metafile.outputs).find((p) => p.endsWith('.css'));

  const outputs = result.metafile.outputs;
  const rel = (p) => relative(outdir, join(root, p)).split('\\').join('/');
  // Lazy chunks: a widget's import() of its own module goes through the loader (SRI, nonce, retry); done
  // before any hash is taken, since it changes the importing files.
  const lazy = rewriteLazyImports(root, outputs, rel);
  // V8's explicit compile hint on the large chunks (React DOM's): compiled off the main thread while the file
  // streams in (docs/decisions/compile-hints.md). Small files are not streamed, so they are left alone. Done before
  // any hash is taken; other engines ignore the comment.
  for (const [outPath, out] of Object.entries(outputs)) {
    if (!outPath.endsWith('.js') || out.bytes < EAGER_COMPILE_MIN_BYTES) continue;
    const file = join(root, outPath);
    writeFileSync(file, '//# allFunctionsCalledOnLoad\n' + readFileSync(file, 'utf8'));
  }
  const manifest = { version: pkg.version, widgets: {}, aliases: {}, chunks: {} };
  /** A file's static-import closure, dependencies first (post-order), the file itself last. */
  const staticClosure = (start) => {
    const seen = new Set();
    const order = [];
    const visit = (p) => {
      if (seen.has(p)) return;
      seen.add(p);
      for (const imp of outputs[p]?.imports ?? []) if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
      order.push(p);
    };
    visit(start);
    return order;
  };
  for (const [outPath, out] of Object.entries(outputs)) {
    if (!out.entryPoint || !outPath.endsWith('.js')) continue;
    const w = widgets.find((x) => relative(root, x.entry).split('\\').join('/') === out.entryPoint);
    if (!w) continue;
    // Static-import closure: everything the entry needs before it can run, fetched all at once. Listed
    // dependencies first (post-order), the entry last: the loader runs them in that order, one per task.
    const js = staticClosure(outPath).map((p) => ({ file: rel(p), integrity: sri(join(root, p)) }));
    for (const [alias, props] of Object.entries(declarations[w.name].aliases)) {
      if (names.has(alias) || manifest.aliases[alias]) throw new Error(`the alias "${alias}" of ${w.name} is already a widget or alias name`);
      manifest.aliases[alias] = { widget: w.name, props };
    }
    const css = [uiCssFile, out.cssBundle].filter(Boolean).map((p) => ({ file: rel(p), integrity: sri(join(root, p)) }));
    manifest.widgets[w.name] = { entry: rel(outPath), js, css, load: declarations[w.name].defaultLoad };
  }
  for (const chunk of lazy) {
    manifest.chunks[rel(chunk)] = staticClosure(chunk).map((p) => ({ file: rel(p), integrity: sri(join(root, p)) }));
  }
  // Its core (loader/core.ts) is a hashed module like the chunks, asked for by the loader after the first paint with
  // the manifest; the loader names it and its SRI hash, written in here (docs/decisions/loader-budget.md).
  const browsers = shared.target.filter((t) => !t.startsWith('es'));
  const loaderCore = await build({
    ...shared,
    target: browsers,
    entryPoints: { 'loader-core': join(root, 'loader/core.ts') },
    outdir: join(outdir, 'chunks'),
    entryNames: '[name]-[hash]',
    format: 'esm',
    metafile: true,
  });
  const coreFile = Object.keys(loaderCore.metafile.outputs)[0];
  // Also in the manifest, for the tools that look for it (the budgets, the release); the loader has it built in.
  manifest.loaderCore = { file: rel(coreFile), integrity: sri(join(root, coreFile)) };
  writeFileSync(join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 1));
  writeFileSync(join(outdir, 'widgets.json'), JSON.stringify(declarations, null, 1));
  // Every widget on, for every shopper: the operator's live control starts empty (docs/host.md, switches). The loader
  // reads it on every page; without the file, browsers would log a 404 on every page.
  writeFileSync(join(outdir, 'switches.json'), '{ "off": [], "rollout": {} }\n');

  // The loader is a classic script. Its source is one self-calling function with no imports or exports, so
  // the 'esm' format prints it as it is (the 'iife' format would wrap it once more and add "use strict"), and
  // its target is the browsers themselves (no es2020 floor), so `||=` and friends stay short: bytes count here.
  await build({
    ...shared,
    target: browsers,
    // Two strings (an object would become a global variable of this classic script).
    define: { ...shared.define, __CORE_FILE__: JSON.stringify(manifest.loaderCore.file), __CORE_SRI__: JSON.stringify(manifest.loaderCore.integrity) },
    entryPoints: [join(root, 'loader/loader.ts')],
    outfile: join(outdir, 'loader.js'),
    format: 'esm',
  });
  if (/\bexport\b|^import\b/m.test(readFileSync(join(outdir, 'loader.js'), 'utf8'))) throw new Error('loader.js must not import or export: it is a classic script');

  if (test) {
    // The bench baseline: the same trivial widget mounted with a bare createRoot per marker.
    await build({ ...shared, entryPoints: [join(root, 'bench/baseline.tsx')], outfile: join(outdir, 'bench/baseline.js'), format: 'esm' });
  }

  await build({
    ...shared,
    minify: false,
    entryPoints: [join(root, 'demo-site/server.ts')],
    outfile: join(root, 'build/demo-server.mjs'),
    format: 'esm',
    platform: 'node',
    packages: 'external',
    loader: { '.css': 'text' },
    define: { __VERSION__: JSON.stringify(pkg.version) },
  });

  if (!test) {
    // Types for host pages' scripts (not loaded by browsers): the API and events from the code's declarations,
    // widget props and host config from their schemas (scripts/hostTypes.mjs).
    await build({
      ...shared,
      minify: false,
      entryPoints: [join(root, 'src/config/hostConfig.ts')],
      outfile: join(root, 'build/host-config.mjs'),
      format: 'esm',
      platform: 'node',
      packages: 'external',
    });
    const { HOST_CONFIG_KEYS } = await import(pathToFileURL(join(root, 'build', 'host-config.mjs')).href + `?t=${Date.now()}`);
    const shipped = Object.values(declarations).filter((d) => !d.testOnly);
    writeHostTypes(root, join(outdir, 'storefront-widgets.d.ts'), {
      version: pkg.version,
      widgets: shipped.map((d) => ({ name: d.name, props: propStructs.get(d.name), openable: d.openable, aliases: d.aliases })),
      config: Object.fromEntries(Object.entries(HOST_CONFIG_KEYS).map(([k, v]) => [k, v.struct])),
    });
    // The widget pages of docs/widgets/, from each widget's meta, schema and messages (scripts/widget-docs.mjs).
    const pages = await writeWidgetDocs(root);
    if (pages.length) console.log(`docs/widgets: updated ${pages.join(', ')} (commit them)`);
  }

  console.log(`built ${Object.keys(manifest.widgets).length} widgets into ${relative(root, outdir)}/`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
