/**
 * Project rules for oxlint (loaded through `jsPlugins` in .oxlintrc.json), for what the built-in rules
 * cannot say:
 *  - project/import-boundaries: a widget never imports another widget; src/, loader/ and demo-site/
 *    never import widgets/; no demo-site/simulator file imports the client's endpoint table
 *    (src/api/endpoints.ts): the simulator writes the spec's paths itself, so a wrong client path fails a
 *    test. Relative specifiers are resolved against the importing file, so `../other-widget/x` is caught
 *    at any depth.
 *  - project/no-fixed-sleep: tests wait for a condition (web-first assertions, expect.poll) or move a
 *    fake clock (page.clock, vi.useFakeTimers); never `waitForTimeout(...)` nor a promise around
 *    `setTimeout`.
 *  - project/no-html-string: no `innerHTML` / `outerHTML` assignment, `insertAdjacentHTML` or
 *    `document.write`; render with React, server HTML goes through src/ui/SafeHtml (DOMPurify).
 *  - project/no-field-pattern: no email, postal-code or phone pattern (a regex literal or `new RegExp`)
 *    outside src/validation, where each field rule is written once.
 *  - project/no-query-truthy: in tests, no `expect(getBy…(…)).toBeTruthy()` nor `expect(await findBy…(…))…`
 *    (or toBeDefined, not.toBeNull, toBeInTheDocument): getBy throws and findBy rejects when nothing matches, so the assertion itself cannot fail; assert what the shopper sees
 *    (toBeVisible, toHaveTextContent, toHaveAccessibleName…).
 *  - project/no-inline-import-type: no `import('./x').T` type naming a project file; write `import type { T }
 *    from './x'` at the top instead, where import/no-cycle sees the edge (an inline import() type is invisible to
 *    it: two stores once imported each other so).
 *  - project/layers: src/ is in layers, each importing only from the layers before it (type imports too):
 *    validation -> config -> platform -> api -> stores -> events -> integrations -> ui -> runtime (src/runtime.ts,
 *    the shared runtime's one entry) -> mount. A lazy chunk of src (listed in the rule's `lazyChunks` option) is
 *    a consumer like a widget: it may import src/runtime.ts.
 *  - project/no-lazy-cycle: no circle through an `import()`: the module a file imports lazily must not import that
 *    file back, statically or as a type, at any depth (import/no-cycle does not follow import(); session replay's
 *    lazy chunk and its switch once imported each other so).
 *  - project/lazy-chunk-runtime: a lazy chunk (a module imported with `import()`) that reaches any module of the
 *    shared runtime imports src/runtime.ts, the runtime's one entry. esbuild splits shared code by which entries
 *    reach each file: a lazy chunk reaching only part of the runtime splits the runtime's chunks (bytes for every
 *    shopper); one that imports the entry reaches all of it, as every widget does through defineWidget.
 *  - project/view-imports: a widget view (a .tsx file under widgets/, not a test) imports no calls: not its widget's
 *    `calls`, `api` or any `*Calls` module, nor src/api; from src/stores only `$` stores, useStore and types (a store's
 *    setters and loaders are the model's effects). Through src/runtime, the same names of src/api and src/stores.
 *    A view reads its calls with useCalls() (src/mount/calls.tsx); widgets not yet converted are listed in
 *    .oxlintrc.json.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Project-relative, '/'-separated path of an absolute file. */
const rel = (abs) => relative(ROOT, abs).split(sep).join('/');

/** The widget folder a project-relative path lies in (`widgets/<name>/...`), or null. */
const widgetOf = (p) => {
  const m = /^widgets\/([^/]+)\//.exec(p);
  return m ? m[1] : null;
};

const importBoundaries = {
  meta: { type: 'problem', docs: { description: 'Import boundaries between widgets, src, loader and demo-site' } },
  create(context) {
    const from = rel(context.filename);
    const fromWidget = widgetOf(from);
    const shipped = /^(src|loader|demo-site)\//.test(from);
    const simulator = from.startsWith('demo-site/simulator/');
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      if (!spec.startsWith('.')) return;
      const target = rel(join(dirname(context.filename), spec));
      const toWidget = widgetOf(target + '/');
      if (toWidget && fromWidget && toWidget !== fromWidget) {
        context.report({
          node: source,
          message: `widget "${fromWidget}" imports widget "${toWidget}": a widget never imports another; ask for its UI with openWidget(name) from src/mount, share code through src/`,
        });
      } else if (toWidget && shipped) {
        context.report({ node: source, message: `${from.split('/')[0]}/ imports widgets/${toWidget}: src/, loader/ and demo-site/ never import a widget` });
      }
      if (simulator && /^src\/api\/endpoints(\.ts)?$/.test(target)) {
        context.report({ node: source, message: "the simulator writes the spec's endpoint paths itself (demo-site/simulator/paths.ts); it never imports the client's endpoint table" });
      }
    };
    return {
      ImportDeclaration: (n) => check(n, n.source),
      ExportNamedDeclaration: (n) => check(n, n.source),
      ExportAllDeclaration: (n) => check(n, n.source),
      ImportExpression: (n) => check(n, n.source),
    };
  },
};

/** The layers of src/, in order: a file imports only from its own layer and the ones before it. */
export const LAYERS = ['validation', 'config', 'platform', 'api', 'stores', 'events', 'integrations', 'ui', 'runtime', 'mount'];

/** The layer of a project-relative path: the folder under src/, or 'runtime' for src/runtime.ts; null outside src/. */
const layerOf = (p) => {
  const m = /^src\/([^/]+?)(?:\.tsx?)?(?:\/|$)/.exec(p);
  return m ? m[1] : null;
};

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'src/ in layers: a layer imports only from the layers before it' },
    schema: [{ type: 'object', properties: { lazyChunks: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
  },
  create(context) {
    const from = rel(context.filename);
    const fromLayer = layerOf(from);
    if (!fromLayer) return {};
    const lazyChunks = new Set(context.options?.[0]?.lazyChunks ?? []);
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = rel(join(dirname(context.filename), source.value));
      const toLayer = layerOf(target);
      if (!toLayer || toLayer === fromLayer) return;
      const at = LAYERS.indexOf(fromLayer);
      const to = LAYERS.indexOf(toLayer);
      if (at < 0 || to < 0) {
        context.report({ node: source, message: `src/${at < 0 ? fromLayer : toLayer} is no layer of src (${LAYERS.join(' -> ')}): put the module in one` });
      } else if (to > at && !(toLayer === 'runtime' && lazyChunks.has(from))) {
        context.report({ node: source, message: `${fromLayer} imports ${toLayer}: a layer imports only from the layers before it (${LAYERS.join(' -> ')}); move the shared part down or hand it in` });
      }
    };
    return {
      ImportDeclaration: (n) => check(n.source),
      ExportNamedDeclaration: (n) => check(n.source),
      ExportAllDeclaration: (n) => check(n.source),
      ImportExpression: (n) => check(n.source),
    };
  },
};

/** The name a call is made to: `setTimeout(...)`, `window.setTimeout(...)`, `page.waitForTimeout(...)`. */
const calleeName = (callee) => {
  if (!callee) return null;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') return callee.property.name;
  return null;
};

/** Whether a subtree contains a call to setTimeout (the body of a Promise executor). */
const callsSetTimeout = (node, depth = 0) => {
  if (!node || typeof node !== 'object' || depth > 40) return false;
  if (node.type === 'CallExpression' && calleeName(node.callee) === 'setTimeout') return true;
  for (const key of Object.keys(node)) {
    if (key === 'parent') continue;
    const v = node[key];
    if (Array.isArray(v)) {
      if (v.some((c) => c && typeof c.type === 'string' && callsSetTimeout(c, depth + 1))) return true;
    } else if (v && typeof v.type === 'string' && callsSetTimeout(v, depth + 1)) return true;
  }
  return false;
};

const noFixedSleep = {
  meta: { type: 'problem', docs: { description: 'No fixed sleeps in tests' } },
  create(context) {
    return {
      CallExpression(n) {
        if (calleeName(n.callee) === 'waitForTimeout') {
          context.report({ node: n, message: 'no fixed sleep: wait for a condition (web-first assertion, expect.poll) or move page.clock' });
        }
      },
      NewExpression(n) {
        if (n.callee.type === 'Identifier' && n.callee.name === 'Promise' && callsSetTimeout(n.arguments[0])) {
          context.report({
            node: n,
            message: 'no fixed sleep (a promise around setTimeout): wait for a condition (expect.poll, web-first assertion) or use a fake clock (page.clock, vi.useFakeTimers)',
          });
        }
      },
      ImportDeclaration(n) {
        if (n.source.value === 'node:timers/promises' || n.source.value === 'timers/promises') {
          context.report({ node: n, message: 'no fixed sleep: timers/promises is not used in tests' });
        }
      },
    };
  },
};

const noHtmlString = {
  meta: { type: 'problem', docs: { description: 'No HTML string insertion' } },
  create(context) {
    const msg = 'no HTML string insertion: render with React; server HTML goes through src/ui/SafeHtml (DOMPurify)';
    return {
      AssignmentExpression(n) {
        const l = n.left;
        if (l.type === 'MemberExpression' && !l.computed && l.property.type === 'Identifier' && (l.property.name === 'innerHTML' || l.property.name === 'outerHTML')) {
          context.report({ node: n, message: msg });
        }
      },
      CallExpression(n) {
        const name = calleeName(n.callee);
        if (name === 'insertAdjacentHTML') context.report({ node: n, message: msg });
        if ((name === 'write' || name === 'writeln') && n.callee.type === 'MemberExpression' && n.callee.object.type === 'Identifier' && n.callee.object.name === 'document') {
          context.report({ node: n, message: msg });
        }
      },
    };
  },
};

/** What makes a pattern an email, postal-code or phone rule: an @, a 5-digit zip, a Canadian letter-digit-letter, 3+3 alphanumerics, a 10- or 15-digit phone. */
const FIELD_PATTERNS = [
  [/@/, 'an email pattern'],
  [/\\d\{5\}/, 'a zip code pattern'],
  [/\[A-Za-z\]\\d\[A-Za-z\]|\{3\} \?\[/i, 'a postal code pattern'],
  [/\\d\{10\}|\\d\{1,15\}|\\d\{3\}\\\)/, 'a phone pattern'],
];

/** The kind of field rule a regex source is, or null. */
export const fieldPatternKind = (source) => FIELD_PATTERNS.find(([re]) => re.test(source))?.[1] ?? null;

const noFieldPattern = {
  meta: { type: 'problem', docs: { description: 'Email, postal-code and phone patterns live in src/validation' } },
  create(context) {
    const report = (node, source) => {
      const kind = typeof source === 'string' ? fieldPatternKind(source) : null;
      if (kind) context.report({ node, message: `${kind} outside src/validation: use the field rule from src/validation (email, postalCode, phone), where each is written once` });
    };
    return {
      Literal(n) {
        if (n.regex) report(n, n.regex.pattern);
      },
      NewExpression(n) {
        if (n.callee.type === 'Identifier' && n.callee.name === 'RegExp' && n.arguments[0]?.type === 'Literal') report(n, n.arguments[0].value);
      },
      CallExpression(n) {
        if (n.callee.type === 'Identifier' && n.callee.name === 'RegExp' && n.arguments[0]?.type === 'Literal') report(n, n.arguments[0].value);
      },
    };
  },
};

const noQueryTruthy = {
  meta: { type: 'problem', docs: { description: 'No assertion that cannot fail on a getBy query' } },
  create(context) {
    const EMPTY = new Set(['toBeTruthy', 'toBeDefined', 'toBeNull', 'toBeInTheDocument']);
    return {
      CallExpression(n) {
        const m = n.callee;
        if (m.type !== 'MemberExpression' || m.property.type !== 'Identifier' || !EMPTY.has(m.property.name)) return;
        // expect(q).toBeTruthy() or expect(q).not.toBeNull()
        let target = m.object;
        if (target.type === 'MemberExpression' && target.property.type === 'Identifier' && target.property.name === 'not') target = target.object;
        if (target.type !== 'CallExpression' || calleeName(target.callee) !== 'expect') return;
        // expect(await findBy…(…)) as well: findBy rejects when nothing matches in time
        let q = target.arguments[0];
        if (q && q.type === 'AwaitExpression') q = q.argument;
        const name = q && q.type === 'CallExpression' ? calleeName(q.callee) : null;
        if (name && /^(get|find)(All)?By[A-Z]/.test(name)) {
          context.report({
            node: n,
            message: `expect(${name}(…)).${m.property.name}() cannot fail (${name} throws when nothing matches): assert what the shopper sees (toBeVisible, toHaveTextContent, toHaveAccessibleName…)`,
          });
        }
      },
    };
  },
};

/** Globals with one owner module each: the page's wallet namespace and script elements. */
const SCRIPT_OWNER = 'src/integrations/externalScript.ts';
const GLOBAL_OWNERS = { paypal: 'src/integrations/paypal.ts' };
const WINDOWS = new Set(['window', 'globalThis', 'self']);

const noScriptGlobal = {
  meta: { type: 'problem', docs: { description: 'Script elements and wallet globals are touched by their one module only' } },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const owns = (owner) => file.endsWith('/' + owner);
    return {
      CallExpression(n) {
        const c = n.callee;
        const arg = n.arguments[0];
        if (c.type !== 'MemberExpression' || c.property.type !== 'Identifier' || c.property.name !== 'createElement') return;
        if (arg?.type !== 'Literal' || typeof arg.value !== 'string' || arg.value.toLowerCase() !== 'script' || owns(SCRIPT_OWNER)) return;
        context.report({
          node: n,
          message: `createElement('script') outside ${SCRIPT_OWNER}: use loadExternalScript from src/integrations (nonce, allowed origins, one flight, retry after a failure)`,
        });
      },
      MemberExpression(n) {
        // (window as …).paypal and window['paypal' as never] too
        const bare = (e) => (e.type === 'TSAsExpression' || e.type === 'TSSatisfiesExpression' || e.type === 'TSNonNullExpression' || e.type === 'ParenthesizedExpression' ? bare(e.expression) : e);
        const object = bare(n.object);
        const property = bare(n.property);
        if (object.type !== 'Identifier' || !WINDOWS.has(object.name)) return;
        const name = property.type === 'Identifier' && !n.computed ? property.name : property.type === 'Literal' ? property.value : null;
        const owner = typeof name === 'string' ? GLOBAL_OWNERS[name] : undefined;
        if (owner && !owns(owner)) context.report({ node: n, message: `${object.name}.${name} outside ${owner}: use that module (one single flight, one type for the namespace)` });
      },
    };
  },
};

/** The project files a file imports (static, re-exports, types; not import()), resolved, cached per lint run. */
const importsCache = new Map();
const resolveFile = (base) => ['', '.ts', '.tsx', '/index.ts', '/index.tsx', '.mjs', '.js'].map((e) => base + e).find((f) => existsSync(f) && statSync(f).isFile()) ?? null;
const staticImports = (file) => {
  let out = importsCache.get(file);
  if (out) return out;
  out = [];
  importsCache.set(file, out);
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return out;
  }
  for (const m of text.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s*['"](\.[^'"]+)['"]|^\s*import\s*['"](\.[^'"]+)['"]/gm)) {
    const target = resolveFile(resolve(dirname(file), m[1] ?? m[2]));
    if (target) out.push(target);
  }
  return out;
};

/** The files esbuild reaches from a file: value imports only (`import type`/`export type` are erased). */
const valueImportsCache = new Map();
const valueImports = (file) => {
  let out = valueImportsCache.get(file);
  if (out) return out;
  out = [];
  valueImportsCache.set(file, out);
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return out;
  }
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'";]*?\bfrom\s*['"](\.[^'"]+)['"]|^\s*import\s*['"](\.[^'"]+)['"]/gm)) {
    if (m[2]) continue;
    const target = resolveFile(resolve(dirname(file), m[3] ?? m[4]));
    if (target) out.push(target);
  }
  return out;
};
const RUNTIME_ENTRY = join(ROOT, 'src/runtime.ts');
/** A module of re-exports only (a layer's index): the build marks it side-effect free, so esbuild binds past it. */
const REEXPORT = /^\s*export\s+(?:\*(?:\s+as\s+\w+)?|type\s*\{[^}]*\}|\{[^}]*\})\s*from\s*['"][^'"]+['"];?\s*$/;
const reexportsOnly = (file) => {
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const statements = code
    .split(/;\s*\n|\n(?=\s*export\b)/)
    .map((t) => t.trim())
    .filter(Boolean);
  return statements.length > 0 && statements.every((t) => REEXPORT.test(t));
};
/** The files reached from `start`; with `pastIndexes` false, the walk stops at re-export-only modules. */
const closureOf = (start, pastIndexes = true) => {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    if (!pastIndexes && file !== start && file !== RUNTIME_ENTRY && reexportsOnly(file)) continue;
    for (const next of valueImports(file)) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
};
let runtimeFiles = null;

const lazyChunkRuntime = {
  meta: { type: 'problem', docs: { description: 'A lazy chunk imports the shared runtime through src/runtime.ts' } },
  create(context) {
    return {
      ImportExpression(n) {
        const spec = n.source?.type === 'Literal' ? n.source.value : null;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const start = resolveFile(resolve(dirname(resolve(context.filename)), spec));
        if (!start || start === RUNTIME_ENTRY) return;
        runtimeFiles ??= closureOf(RUNTIME_ENTRY);
        // The entry counts only when reached without passing an index, which esbuild may bind past; any
        // runtime file counts however it is reached.
        if (closureOf(start, false).has(RUNTIME_ENTRY)) return;
        const reached = closureOf(start);
        const part = [...reached].find((f) => runtimeFiles.has(f));
        if (part) {
          context.report({
            node: n.source,
            message: `the lazy chunk ${spec} reaches ${rel(part)} of the shared runtime but not src/runtime.ts: import the runtime from src/runtime.ts, or esbuild splits the runtime's chunks (bytes for every shopper)`,
          });
        }
      },
    };
  },
};

const noLazyCycle = {
  meta: { type: 'problem', docs: { description: 'No import circle through an import()' } },
  create(context) {
    const self = resolve(context.filename);
    return {
      ImportExpression(n) {
        const spec = n.source?.type === 'Literal' ? n.source.value : null;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const start = resolveFile(resolve(dirname(self), spec));
        if (!start) return;
        const seen = new Set([start]);
        const queue = [start];
        while (queue.length) {
          const file = queue.shift();
          if (file === self) {
            context.report({ node: n.source, message: `import('${spec}') closes a circle: that module imports this file back (statically or as a type); move what both need into a third module` });
            return;
          }
          for (const next of staticImports(file)) {
            if (seen.has(next)) continue;
            seen.add(next);
            queue.push(next);
          }
        }
      },
    };
  },
};

/** The value names a module's index exports (`export { a, b as c, type T } from …`), read once from its file. */
const indexExports = (file) => {
  const names = new Set();
  for (const m of readFileSync(join(ROOT, file), 'utf8').matchAll(/^export\s+\{([^}]*)\}/gm)) {
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name && !part.trim().startsWith('type ')) names.add(name);
    }
  }
  return names;
};
let runtimeNames = null;
/** What a view may not take from src/runtime: src/api's values and src/stores' values but its $ stores and useStore. */
const forbiddenThroughRuntime = () => (runtimeNames ??= new Set([...indexExports('src/api/index.ts'), ...[...indexExports('src/stores/index.ts')].filter((n) => !viewMayRead(n))]));
/** A name a view may import from src/stores: a store ($name) or useStore. */
const viewMayRead = (name) => name.startsWith('$') || name === 'useStore';

const viewImports = {
  meta: { type: 'problem', docs: { description: 'A view imports no calls and no store setters: it reads calls through useCalls()' } },
  create(context) {
    const at = dirname(context.filename);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.') || node.importKind === 'type' || node.exportKind === 'type') return;
      const specifiers = node.specifiers ?? [];
      const values = specifiers.filter((x) => x.importKind !== 'type' && x.exportKind !== 'type');
      if (specifiers.length && !values.length) return;
      const target = rel(join(at, spec)).replace(/\.tsx?$/, '');
      const last = target.split('/').pop();
      const why = 'a view renders and dispatches; it reads its calls with useCalls() from src/mount (the widget hands them to defineWidget({ calls }))';
      if (target.startsWith('widgets/') && (last === 'calls' || last === 'api' || last.endsWith('Calls'))) {
        context.report({ node: node.source, message: `a view imports ${spec}: ${why}` });
        return;
      }
      if (/^src\/api(\/|$)/.test(target)) {
        context.report({ node: node.source, message: `a view imports src/api: ${why}` });
        return;
      }
      const stores = /^src\/stores(\/|$)/.test(target);
      if (!stores && target !== 'src/runtime') return;
      for (const x of values.length ? values : [node]) {
        const name = x.type === 'ImportSpecifier' || x.type === 'ExportSpecifier' ? ((x.imported ?? x.local)?.name ?? (x.imported ?? x.local)?.value) : null;
        const refused = name === null || (stores ? !viewMayRead(name) : forbiddenThroughRuntime().has(name));
        if (refused) {
          context.report({
            node: x,
            message: `a view imports ${name ?? 'the whole module'} from ${stores ? 'src/stores' : 'src/runtime'}: a view reads a store ($name with useStore) and types; setting or loading one is an effect of the widget's model`,
          });
        }
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** The specifier of an inline import() type (`import('./x').T`, `typeof import('./x')`), across AST versions. */
const importTypeSpecifier = (n) => {
  const a = n.source ?? n.argument ?? n.parameter;
  const v = a?.literal?.value ?? a?.value;
  return typeof v === 'string' ? v : null;
};

const noInlineImportType = {
  meta: { type: 'problem', docs: { description: 'Types from project files are imported at the top, where import/no-cycle sees them' } },
  create(context) {
    return {
      TSImportType(n) {
        const spec = importTypeSpecifier(n);
        if (spec && spec.startsWith('.')) {
          context.report({
            node: n,
            message: `inline import('${spec}') type: write \`import type { … } from '${spec}'\` at the top, so import/no-cycle sees the edge (it does not see an inline import() type)`,
          });
        }
      },
    };
  },
};

export default {
  meta: { name: 'project' },
  rules: {
    'import-boundaries': importBoundaries,
    layers,
    'no-fixed-sleep': noFixedSleep,
    'no-html-string': noHtmlString,
    'no-field-pattern': noFieldPattern,
    'no-query-truthy': noQueryTruthy,
    'no-script-global': noScriptGlobal,
    'view-imports': viewImports,
    'no-lazy-cycle': noLazyCycle,
    'lazy-chunk-runtime': lazyChunkRuntime,
    'no-inline-import-type': noInlineImportType,
  },
};
