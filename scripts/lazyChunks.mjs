/**
 * Build step: a widget's `import()` of one of its own modules becomes a lazy chunk loaded by the loader.
 * esbuild prints such an import as `import("./chunks/Name-HASH.js")` (relative to the importing file); this
 * rewrites each one to `StorefrontWidgets.chunk("chunks/Name-HASH.js")` (relative to the loader), so the
 * chunk and what it needs are fetched with their SRI hashes and the page's nonce, and retried once.
 * Returns the output paths of the lazy chunks (the manifest lists each with its files).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export function rewriteLazyImports(root, outputs, rel) {
  const chunks = new Set();
  for (const [outPath, out] of Object.entries(outputs)) {
    // One record per import() expression: the same module may be imported in several places.
    const dynamic = [...new Map((out.imports ?? []).filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => [i.path, i])).values()];
    if (!dynamic.length || !outPath.endsWith('.js')) continue;
    const file = join(root, outPath);
    let code = readFileSync(file, 'utf8');
    for (const imp of dynamic) {
      if (!outputs[imp.path]) continue;
      if (outputs[imp.path].cssBundle) throw new Error(`${imp.path}: a lazy chunk cannot bring its own CSS; import the CSS from the widget's entry`);
      let spec = relative(dirname(outPath), imp.path).split('\\').join('/');
      if (!spec.startsWith('.')) spec = './' + spec;
      const from = `import(${JSON.stringify(spec)})`;
      if (!code.includes(from)) throw new Error(`${outPath}: cannot find ${from} to route the lazy chunk through the loader`);
      code = code.split(from).join(`StorefrontWidgets.chunk(${JSON.stringify(rel(imp.path))})`);
      chunks.add(imp.path);
    }
    writeFileSync(file, code);
  }
  return [...chunks];
}
