/**
 * Writes docs/widgets/<name>.md for every widget, and docs/widgets/README.md (the catalog), from each widget's
 * meta.ts, schema.ts and messages.ts only: the pages say what the code validates and shows, so they cannot drift.
 * A widget's hand-written notes (docs/widgets/notes/<name>.md, optional) are appended as they are.
 *   node scripts/widget-docs.mjs          writes the pages (npm run build runs it)
 *   node scripts/widget-docs.mjs --check  exits 1 when a page is missing or differs
 */
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { validate } from 'superstruct';

const SOURCES = ['meta', 'schema', 'messages'];

/** The widget folders: every folder of widgets/ with a meta.ts. */
export function widgetNames(root) {
  const dir = join(root, 'widgets');
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'meta.ts')))
    .map((d) => d.name)
    .sort();
}

/** Bundles each widget's three modules for Node (one entry per widget) and imports them. */
async function loadWidgets(root, names) {
  // A folder per run: the build and a test may generate at the same time.
  const out = join(root, 'build', `widget-docs-${process.pid}-${Date.now()}`);
  const entry = (name) =>
    SOURCES.filter((s) => existsSync(join(root, 'widgets', name, `${s}.ts`)))
      .map((s) => `export * as ${s} from ${JSON.stringify(join(root, 'widgets', name, `${s}.ts`))};`)
      .join('\n');
  await build({
    entryPoints: Object.fromEntries(names.map((n) => [n, `widget:${n}`])),
    plugins: [
      {
        name: 'widget-entries',
        setup(b) {
          b.onResolve({ filter: /^widget:/ }, (args) => ({ path: args.path.slice('widget:'.length), namespace: 'widget' }));
          b.onLoad({ filter: /.*/, namespace: 'widget' }, (args) => ({ contents: entry(args.path), resolveDir: root, loader: 'js' }));
        },
      },
    ],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    outdir: out,
    outExtension: { '.js': '.mjs' },
    define: { __VERSION__: '"docs"', 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const modules = new Map();
  try {
    for (const name of names) modules.set(name, await import(pathToFileURL(join(out, `${name}.mjs`)).href));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return modules;
}

/** Escapes text for a Markdown table cell. */
const cell = (text) =>
  String(text)
    .replace(/[\\`*_[\]<>|]/g, '\\$&')
    .replace(/\r?\n/g, '<br>');
/** A code span for a table cell (a pipe must be escaped even inside one). */
const code = (text) => '`' + String(text).replace(/`/g, "'").replace(/\|/g, '\\|') + '`';
/** Markdown written in the code's JSDoc, for a table cell. */
const prose = (text) => String(text).replace(/\|/g, '\\|');
const attribute = (key) => 'data-' + key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

/** A value that passes the struct's type (for probing its refinements), or undefined when none is known. */
function sample(s) {
  if (s.type === 'string') return 'a';
  if (s.type === 'number' || s.type === 'integer') return 1;
  if (s.type === 'boolean') return true;
  if (s.type === 'enums') return Object.keys(s.schema ?? {})[0];
  return undefined;
}

/** Probe values that break a struct's limits (length, range, pattern), never its type. */
function probes(s) {
  if (s.type === 'string') return ['', ' ', 'a', 'a'.repeat(100_001)];
  if (s.type === 'number' || s.type === 'integer') return [-1e9, 0, 1e9];
  if (s.type === 'array') {
    const one = s.schema ? sample(s.schema) : undefined;
    return one === undefined ? [[]] : [[], Array.from({ length: 10_001 }, () => one)];
  }
  return [];
}

/** A refinement's message, short: superstruct's size message as "length 0 to 40", others as written. */
function limitText(message) {
  const m = message.replace(/,? but received[\s\S]*$/, '');
  const between = /with a length between `(\d+)` and `(\d+)`/.exec(m);
  if (between) return between[1] === between[2] ? `length ${between[1]}` : `length ${between[1]} to ${between[2]}`;
  const range = /(greater|less) than (or equal to )?`([^`]+)`/.exec(m);
  if (range) return `${range[1] === 'greater' ? '>' : '<'}${range[2] ? '=' : ''} ${range[3]}`;
  return m;
}

/** The limits a struct's refinements put on a value, found by validating probe values. */
function limitsOf(s) {
  const found = new Set();
  for (const value of probes(s)) {
    const [error] = validate(value, s, { coerce: true });
    for (const f of error?.failures() ?? []) if (f.refinement && f.path.length === 0) found.add(limitText(f.message));
  }
  return [...found];
}

/** The shape of a struct for people: `string`, `'a' \| 'b'`, `{ label: string, note?: string }`, `string[]`. */
function shapeOf(s) {
  if (s.type === 'enums')
    return Object.keys(s.schema ?? {})
      .map((v) => `'${v}'`)
      .join(' | ');
  if ((s.type === 'type' || s.type === 'object') && s.schema) {
    const keys = Object.entries(s.schema).map(([k, v]) => `${k}${validate(undefined, v)[0] ? '' : '?'}: ${shapeOf(v)}`);
    return `{ ${keys.join(', ')} }`;
  }
  if (s.type === 'array') return s.schema ? `${shapeOf(s.schema)}[]` : 'array';
  return s.type;
}

/** Limits of an object's keys, one level down (a JSON prop's fields): `label: length 1 to 80`. */
function nestedLimits(s) {
  if (!((s.type === 'type' || s.type === 'object') && s.schema)) return [];
  return Object.entries(s.schema).flatMap(([k, v]) => limitsOf(v).map((l) => `${k}: ${l}`));
}

/** JSDoc text before `anchor` in `text` (the nearest /** … *\/ directly above it), as one line. */
function docBefore(text, anchor) {
  const at = text.search(anchor);
  if (at < 0) return '';
  const head = text.slice(0, at).replace(/\s+$/, '');
  if (!head.endsWith('*/')) return '';
  const start = head.lastIndexOf('/**');
  if (start < 0) return '';
  return head
    .slice(start + 3, -2)
    .split('\n')
    .map((l) => l.replace(/^\s*\*\s?/, '').trim())
    .filter(Boolean)
    .join(' ');
}

/** The props schema's source: the text of its `export const` in schema.ts, and its JSDoc. */
function schemaSource(root, name, schemaModule, props) {
  const file = join(root, 'widgets', name, 'schema.ts');
  if (!schemaModule || !existsSync(file)) return { intro: '', text: '' };
  const exportName = Object.keys(schemaModule).find((k) => schemaModule[k] === props);
  if (!exportName) return { intro: '', text: '' };
  const all = readFileSync(file, 'utf8');
  const anchor = new RegExp(`export const ${exportName}\\b`);
  const from = all.search(anchor);
  const rest = all.slice(from + 1);
  const end = rest.search(/\nexport /);
  return { intro: docBefore(all, anchor), text: all.slice(from, end < 0 ? undefined : from + 1 + end) };
}

/** The marker's props as table rows, with the rules that span props (an object-level refinement). */
function propRows(meta, source) {
  const props = meta.props;
  const keys = props.schema && typeof props.schema === 'object' ? Object.entries(props.schema) : [];
  const crossRules = new Map();
  const [error] = validate({}, props, { coerce: true });
  for (const f of error?.failures() ?? []) if (f.refinement && f.path.length === 0) crossRules.set(f.refinement, f.message);
  return keys.map(([key, s]) => {
    const [missing, value] = validate(undefined, s, { coerce: true });
    const defaultValue = missing ? undefined : value;
    const optional = !missing;
    const limits = [...limitsOf(s), ...nestedLimits(s)];
    if (crossRules.has(key)) limits.push(crossRules.get(key));
    const json = s.type === 'type' || s.type === 'object' || s.type === 'array' || s.type === 'unknown';
    return {
      attribute: json ? `(JSON) ${key}` : attribute(key),
      prop: key,
      type: shapeOf(s),
      default: defaultValue === undefined ? (optional ? '' : 'required') : JSON.stringify(defaultValue),
      limits: limits.join('; '),
      about: docBefore(source.text, new RegExp(`\\n\\s*${key}\\s*:`)),
    };
  });
}

/**
 * The keys of messages.ts that show a shared field rule (`key: 'email.invalid'` in the map it gives fieldTexts()),
 * read from its source: the map is the module's own, and the host's `messages.fields` reaches those keys.
 */
function sharedRules(root, name) {
  const file = join(root, 'widgets', name, 'messages.ts');
  if (!existsSync(file)) return new Map();
  const source = readFileSync(file, 'utf8');
  const maps = [...source.matchAll(/fieldTexts\(\s*(\w+)\s*\)/g)].map((m) => new RegExp(`const ${m[1]}\\s*=\\s*\\{([^}]*)\\}`).exec(source)?.[1] ?? '');
  for (const m of source.matchAll(/fieldTexts\(\s*\{([^}]*)\}/g)) maps.push(m[1]);
  return new Map(maps.flatMap((body) => [...body.matchAll(/(\w+)\s*:\s*['"](\w+\.\w+)['"]/g)].map((m) => [m[1], m[2]])));
}

/** Every message of messages.ts: each exported object of strings named …MESSAGES, key by key, with its shared rule. */
function messageRows(messagesModule, rules) {
  if (!messagesModule) return [];
  const rows = [];
  for (const [exportName, value] of Object.entries(messagesModule)) {
    if (!exportName.endsWith('MESSAGES') || !value || typeof value !== 'object') continue;
    for (const [key, text] of Object.entries(value)) if (typeof text === 'string') rows.push({ key, text, rule: rules.get(key) ?? '' });
  }
  return rows;
}

/** One widget's page. */
export function widgetPage(root, name, mod) {
  const meta = mod.meta?.meta;
  if (!meta) throw new Error(`widgets/${name}/meta.ts must export \`meta\` made by defineMeta()`);
  const source = schemaSource(root, name, mod.schema, meta.props);
  const rows = propRows(meta, source);
  const messages = messageRows(mod.messages, sharedRules(root, name));
  const required = rows
    .filter((r) => r.default === 'required' && r.attribute.startsWith('data-'))
    .map((r) => ` ${r.attribute}="…"`)
    .join('');
  const lines = [
    `<!-- Generated by scripts/widget-docs.mjs from widgets/${name}/meta.ts, schema.ts and messages.ts (npm run build). Edit those files, or docs/widgets/notes/${name}.md, not this page. -->`,
    '',
    `# ${name}`,
    '',
    meta.description ?? '',
    '',
    '| | |',
    '|---|---|',
    `| Marker | ${code(`<div data-widget="${name}"${required}></div>`)} |`,
    `| Default load | ${code(meta.defaultLoad)} (a marker's ${code('data-load')} overrides it) |`,
    `| Opens by name | ${meta.openable ? `yes: ${code(`StorefrontWidgets.open('${name}', props?)`)}` : 'no'} |`,
  ];
  const aliases = Object.entries(meta.aliases ?? {});
  if (aliases.length) lines.push(`| Other names for ${code('open()')} | ${aliases.map(([a, p]) => `${code(a)} (${code(JSON.stringify(p))})`).join(', ')} |`);
  lines.push('', '## Marker attributes', '');
  if (source.intro) lines.push(source.intro, '');
  if (!rows.length) lines.push('None.');
  else {
    lines.push('Attributes are `data-*` (camelCased into props); (JSON) props go in the marker\'s `<script type="application/json">` child, which may also carry any other prop.', '');
    lines.push('| attribute | prop | type | default | limits | about |', '|---|---|---|---|---|---|');
    for (const r of rows)
      lines.push(`| ${code(r.attribute)} | ${code(r.prop)} | ${code(r.type)} | ${r.default === 'required' ? 'required' : r.default ? code(r.default) : ''} | ${cell(r.limits)} | ${prose(r.about)} |`);
  }
  lines.push('', '## Messages', '');
  if (!messages.length) lines.push('None.');
  else {
    lines.push(`A host overrides any of these with ${code(`StorefrontWidgetsConfig.messages['${name}']`)} (see [host config](../host.md#host-config)).`);
    if (messages.some((m) => m.rule))
      lines.push(`A key with a shared rule shows that rule's text, which ${code("messages.fields['<rule>']")} changes in every form at once; the widget's own key wins in this widget.`);
    lines.push('');
    if (messages.some((m) => m.rule)) {
      lines.push('| key | default text | shared rule |', '|---|---|---|');
      for (const m of messages) lines.push(`| ${code(m.key)} | ${cell(m.text)} | ${m.rule ? code(m.rule) : ''} |`);
    } else {
      lines.push('| key | default text |', '|---|---|');
      for (const m of messages) lines.push(`| ${code(m.key)} | ${cell(m.text)} |`);
    }
  }
  const notes = join(root, 'docs', 'widgets', 'notes', `${name}.md`);
  if (existsSync(notes)) lines.push('', readFileSync(notes, 'utf8').trim());
  return lines.join('\n') + '\n';
}

/** The catalog: one line per widget. */
function indexPage(names, modules) {
  const lines = [
    "<!-- Generated by scripts/widget-docs.mjs from each widget's meta.ts (npm run build). -->",
    '',
    '# Widgets',
    '',
    'One page per widget, generated from its code: its marker attributes, default load condition and every message a host may override. How markers work in general: [editors.md](../editors.md).',
    '',
    '| widget | default load | opens by name | what it is |',
    '|---|---|---|---|',
  ];
  for (const name of names) {
    const meta = modules.get(name).meta.meta;
    lines.push(`| [${name}](${name}.md) | ${code(meta.defaultLoad)} | ${meta.openable ? 'yes' : ''} | ${cell(meta.description ?? '')} |`);
  }
  return lines.join('\n') + '\n';
}

/** Every generated page: path relative to the root -> text. */
export async function renderWidgetDocs(root) {
  const names = widgetNames(root);
  const modules = await loadWidgets(root, names);
  const pages = new Map([['docs/widgets/README.md', indexPage(names, modules)]]);
  for (const name of names) pages.set(`docs/widgets/${name}.md`, widgetPage(root, name, modules.get(name)));
  return pages;
}

/** Writes the pages that changed and removes the page of a widget that is gone; returns the paths it touched. */
export async function writeWidgetDocs(root) {
  const pages = await renderWidgetDocs(root);
  const dir = join(root, 'docs', 'widgets');
  mkdirSync(dir, { recursive: true });
  const touched = stalePages(root, pages);
  for (const path of touched) {
    const text = pages.get(path);
    if (text === undefined) rmSync(join(root, path));
    else writeFileSync(join(root, path), text);
  }
  return touched;
}

/** The pages that are missing or differ from `pages`, and pages in docs/widgets/ that no widget writes. */
export function stalePages(root, pages) {
  const stale = [...pages].filter(([path, text]) => !existsSync(join(root, path)) || readFileSync(join(root, path), 'utf8') !== text).map(([path]) => path);
  const dir = join(root, 'docs', 'widgets');
  const extra = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.md') && !pages.has(`docs/widgets/${f}`))
        .map((f) => `docs/widgets/${f}`)
    : [];
  return [...stale, ...extra];
}

const self = fileURLToPath(import.meta.url);
if (process.argv[1] === self) {
  const root = dirname(dirname(self));
  if (process.argv.includes('--check')) {
    const stale = stalePages(root, await renderWidgetDocs(root));
    if (stale.length) {
      console.error(`stale widget pages (run node scripts/widget-docs.mjs): ${stale.join(', ')}`);
      process.exit(1);
    }
  } else {
    const touched = await writeWidgetDocs(root);
    console.log(touched.length ? `docs/widgets: updated ${touched.join(', ')} (commit them)` : 'docs/widgets: every page is current');
  }
}
