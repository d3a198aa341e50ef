/**
 * One-off, mechanical: moves the widgets' imports of src/site and of the four moved modules to their layers, and
 * makes the lazy chunks import the shared runtime from src/runtime. Run from the project root:
 *   node scripts/widget-import-paths.mjs
 * It edits files under widgets/ and tests/widgets/ in place; run it again after a merge (it is idempotent).
 */
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = process.cwd();
const PLATFORM = new Set([
  'safeLocalPath',
  'isSafeLocalPath',
  'ROUTES',
  'homePath',
  'logoPath',
  'sitePaths',
  'isHomePath',
  'pageTypeOf',
  'SitePaths',
  'followableLink',
  'contentLocalPath',
  'linkHref',
]);
const INTEGRATIONS = new Set([
  'loadPayPal',
  'PayPalNamespace',
  'PayPalButtonsOptions',
  'addScript',
  'loadExternalScript',
  'scriptVerdict',
  'scriptSources',
  'resetExternalScripts',
  'ScriptVerdict',
  'ScriptOutcome',
  'AddScriptOptions',
  'ExternalScriptOptions',
  'vendorGlobal',
]);
const MOVED = { 'src/mount/createModel': 'src/platform/createModel', 'src/stores/storage': 'src/platform/storage' };
for (const f of ['safeLocalPath', 'schedulerYield', 'nextTask', 'privatePage', 'sitePaths', 'followableLink']) MOVED['src/site/' + f] = 'src/platform/' + f;
for (const f of ['vendorGlobal', 'externalScript', 'scriptInventory', 'paypal', 'cardWallet', 'SessionReplay', 'sessionReplayModel', 'startSessionReplay'])
  MOVED['src/site/' + f] = 'src/integrations/' + f;
/** Comments that name the old places. */
const COMMENTS = [
  [/src\/site\/(safeLocalPath|schedulerYield|nextTask|privatePage|sitePaths|followableLink)\b/g, 'src/platform/$1'],
  [/src\/site\/(vendorGlobal|externalScript|scriptInventory|paypal|cardWallet|SessionReplay|sessionReplayModel|startSessionReplay)\b/g, 'src/integrations/$1'],
  [/src\/site (linkHref|followableLink)/g, 'src/platform $1'],
  [/(rule of |runtime's rule \()src\/site\b/g, '$1src/platform'],
  [/link rule \(src\/site\b/g, 'link rule (src/platform'],
];
/** Lazy chunks (a widget's import() of its own module) and the runtime indexes they import. */
const LAZY = new Set([
  'widgets/header/MobileDrawer.tsx',
  'widgets/header/SiteDialogs.tsx',
  'widgets/checkout/Payment.tsx',
  'widgets/checkout/ExpressWallets.tsx',
  'widgets/checkout/AddressBook.tsx',
  'widgets/cart/PayPalExpress.tsx',
  'widgets/add-to-cart/RegistryGiftDialog.tsx',
]);
const RUNTIME_INDEXES = new Set(['src/config', 'src/platform', 'src/api', 'src/stores', 'src/events', 'src/integrations', 'src/ui', 'src/site']);

const files = [];
const walk = (d) => {
  if (!existsSync(d)) return;
  for (const f of readdirSync(d)) {
    const p = join(d, f);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.tsx?$/.test(f)) files.push(relative(root, p));
  }
};
walk('widgets');
walk('tests/widgets');

const IMPORT = /^(import|export) (type )?\{([^}]*)\} from '(\.[^']+)';\n/gm;
const specOf = (file, target) => {
  let s = relative(dirname(file), target).split('\\').join('/');
  return s.startsWith('.') ? s : './' + s;
};
const names = (list, typeOnly) =>
  list
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map((x) => (typeOnly && !x.startsWith('type ') ? 'type ' + x : x));
const bare = (n) => n.replace(/^type /, '').split(/\s+as\s+/)[0];
const line = (file, target, specs) => `import { ${specs.join(', ')} } from '${specOf(file, target)}';\n`;
const typeOnlyLine = (file, target, specs) =>
  specs.every((s) => s.startsWith('type ')) ? `import type { ${specs.map((s) => s.slice(5)).join(', ')} } from '${specOf(file, target)}';\n` : line(file, target, specs);

let changed = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const runtime = [];
  let first = true;
  let out = text.replace(IMPORT, (whole, kind, type, list, spec) => {
    const target = relative(root, resolve(dirname(file), spec))
      .split('\\')
      .join('/');
    if (LAZY.has(file) && RUNTIME_INDEXES.has(target)) {
      runtime.push(...names(list, !!type));
      if (!first) return '';
      first = false;
      return '\u0000RUNTIME\u0000';
    }
    if (MOVED[target]) return whole.replace(`'${spec}'`, `'${specOf(file, MOVED[target])}'`);
    if (target !== 'src/site') return whole;
    const all = names(list, !!type);
    if (kind === 'export') {
      if (all.every((n) => PLATFORM.has(bare(n)))) return whole.replace(`'${spec}'`, `'${specOf(file, 'src/platform')}'`);
      throw new Error(`${file}: re-exports from src/site other than src/platform's`);
    }
    const unknown = all.filter((n) => !PLATFORM.has(bare(n)) && !INTEGRATIONS.has(bare(n)));
    if (unknown.length) throw new Error(`${file}: ${unknown.join(', ')} is in neither src/platform nor src/integrations`);
    const p = all.filter((n) => PLATFORM.has(bare(n)));
    const i = all.filter((n) => INTEGRATIONS.has(bare(n)));
    return (p.length ? typeOnlyLine(file, 'src/platform', p) : '') + (i.length ? typeOnlyLine(file, 'src/integrations', i) : '');
  });
  if (runtime.length) out = out.replace('\u0000RUNTIME\u0000', typeOnlyLine(file, 'src/runtime', [...new Set(runtime)]));
  // Any other quoted path of a moved file (vi.mock, import()).
  out = out.replace(/(['"])(\.\.?\/[^'"\n]*)\1/g, (whole, q, spec) => {
    const target = relative(root, resolve(dirname(file), spec))
      .split('\\')
      .join('/');
    return MOVED[target] ? q + specOf(file, MOVED[target]) + q : whole;
  });
  for (const [from, to] of COMMENTS) out = out.replace(from, to);
  if (out !== text) {
    writeFileSync(file, out);
    changed++;
  }
}
console.log(`rewrote imports in ${changed} files`);
