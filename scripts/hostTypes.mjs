/**
 * dist/storefront-widgets.d.ts: the types a host page's own scripts use (`window.StorefrontWidgets`, the
 * `storefront:*` events, `window.StorefrontWidgetsConfig`, each widget's props). Nothing in it is written by
 * hand here:
 *   - the API and the events are the TypeScript declarations of src/mount/contract.ts and
 *     src/events/eventMap.ts (the code's own types: the loader implements them and `emit` checks every event
 *     against them), emitted by the tsc CLI (TypeScript 7 has no compiler API) and joined into one module;
 *   - each widget's props and the host config are written from their superstruct schemas, the ones that
 *     validate them at run time.
 * esbuild.config.mjs calls writeHostTypes; tests/types checks a sample host script against the result.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create, is } from 'superstruct';

/** The modules whose declarations are published, in order; they may import only each other. */
export const API_MODULES = ['src/events/eventMap.ts', 'src/mount/contract.ts'];

const tscBin = (root) => join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** Runs the tsc CLI; returns its output, or throws with it. */
export function runTsc(root, args, cwd = root) {
  try {
    return execFileSync(process.execPath, [tscBin(root), ...args], { cwd, encoding: 'utf8', stdio: 'pipe' });
  } catch (e) {
    const err = new Error(`tsc ${args.join(' ')} failed:\n${e.stdout ?? ''}${e.stderr ?? ''}`);
    err.output = `${e.stdout ?? ''}${e.stderr ?? ''}`;
    throw err;
  }
}

/** The declarations of API_MODULES as one module's text (their imports of each other dropped). */
export function apiDeclarations(root) {
  const out = mkdtempSync(join(tmpdir(), 'sw-dts-'));
  try {
    runTsc(root, [
      '--ignoreConfig',
      '--declaration',
      '--emitDeclarationOnly',
      '--strict',
      '--skipLibCheck',
      '--target',
      'es2022',
      '--module',
      'esnext',
      '--moduleResolution',
      'bundler',
      '--lib',
      'es2023,dom',
      '--types',
      '',
      '--rootDir',
      join(root, 'src'),
      '--outDir',
      out,
      ...API_MODULES.map((m) => join(root, m)),
    ]);
    const inside = new Set(API_MODULES.map((m) => m.replace(/^src\//, '').replace(/\.ts$/, '')));
    return API_MODULES.map((m) => {
      const dts = readFileSync(join(out, m.replace(/^src\//, '').replace(/\.ts$/, '.d.ts')), 'utf8');
      return dts
        .split('\n')
        .filter((line) => {
          const from = /^(?:import|export) .* from '([^']+)';$/.exec(line)?.[1];
          if (!from) return line !== 'export {};';
          const target = join(m, '..', from).replace(/^src\//, '');
          if (!inside.has(target)) throw new Error(`${m} imports ${from}: a published module may import only ${API_MODULES.join(', ')}`);
          return false;
        })
        .join('\n')
        .trim();
    }).join('\n\n');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const SAMPLES = [
  { t: 'string', v: 'x' },
  { t: 'number', v: 1 },
  { t: 'boolean', v: true },
  { t: 'Record<string, string>', v: { k: 'x' } },
  { t: 'string[]', v: ['x'] },
];

/** For a struct that does not show its parts (union, record): the sample types it accepts. */
const probe = (accepts) =>
  SAMPLES.filter((s) => accepts(s.v))
    .map((s) => s.t)
    .join(' | ') || 'unknown';

const optional = (s) => {
  if (is(undefined, s)) return true;
  try {
    return create(undefined, s) !== undefined;
  } catch {
    return false;
  }
};

const key = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));

/** A superstruct struct as a TypeScript type (what it accepts once coerced). */
export function structToTs(s, indent = '') {
  const base = (() => {
    switch (s.type) {
      case 'string':
        return 'string';
      case 'number':
      case 'integer':
        return 'number';
      case 'boolean':
        return 'boolean';
      case 'literal':
        return JSON.stringify(s.schema);
      case 'enums':
        return Object.values(s.schema)
          .map((v) => JSON.stringify(v))
          .join(' | ');
      case 'array': {
        if (!s.schema) return 'unknown[]';
        const t = structToTs(s.schema, indent);
        return /[ |&]/.test(t) && !t.startsWith('{') ? `(${t})[]` : `${t}[]`;
      }
      case 'object':
      case 'type':
        return objectToTs(s.schema, indent);
      case 'record':
        return `Record<string, ${probe((v) => is({ k: v }, s))}>`;
      case 'unknown':
      case 'any':
        return 'unknown';
      // A host hook (performanceConsent): called with nothing; what it answers is read as documented per key.
      case 'func':
        return '() => unknown';
      default:
        return probe((v) => is(v, s));
    }
  })();
  return s.type !== 'unknown' && s.type !== 'any' && is(null, s) ? `${base} | null` : base;
}

/** An object schema's entries as a TypeScript object type; `doc` adds a JSDoc line per member. */
export function objectToTs(entries, indent = '', doc = () => '') {
  const inner = indent + '  ';
  const members = Object.entries(entries ?? {}).map(([k, s]) => `${doc(k, s, inner)}${inner}${key(k)}${optional(s) ? '?' : ''}: ${structToTs(s, inner)};`);
  return members.length ? `{\n${members.join('\n')}\n${indent}}` : 'Record<string, never>';
}

const attribute = (name) => 'data-' + name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

const propDoc = (k, s, indent) => {
  let d;
  try {
    d = create(undefined, s);
  } catch {
    d = undefined;
  }
  return `${indent}/** Marker attribute \`${attribute(k)}\`${d === undefined ? '' : `; default ${JSON.stringify(d)}`}. */\n`;
};

const pascal = (name) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());

/**
 * The whole .d.ts. `api`: apiDeclarations(); `widgets`: [{ name, props (struct), openable, aliases }]
 * (shipped widgets only); `config`: { key: struct } of window.StorefrontWidgetsConfig.
 */
export function hostTypes({ api, widgets, config, version }) {
  const sorted = [...widgets].sort((a, b) => a.name.localeCompare(b.name));
  const props = sorted.map((w) => {
    const doc = `/** Props of \`data-widget="${w.name}"\` (marker attributes or its JSON child)${w.openable ? ` and of \`open('${w.name}', props)\`` : ''}. */`;
    const body = objectToTs(w.props.schema, '', propDoc);
    return body.startsWith('{') ? `${doc}\nexport interface ${pascal(w.name)}Props ${body}` : `${doc}\nexport type ${pascal(w.name)}Props = ${body};`;
  });
  const byName = sorted.map((w) => `  ${JSON.stringify(w.name)}: ${pascal(w.name)}Props;`);
  const openable = sorted
    .filter((w) => w.openable)
    .flatMap((w) => [
      `  ${JSON.stringify(w.name)}: ${pascal(w.name)}Props;`,
      ...Object.entries(w.aliases ?? {}).map(
        ([alias, implied]) =>
          `  ${JSON.stringify(alias)}: Omit<${pascal(w.name)}Props, ${
            Object.keys(implied)
              .map((k) => JSON.stringify(k))
              .join(' | ') || 'never'
          }>;`,
      ),
    ]);
  const configMembers = Object.entries(config).map(([k, s]) => `  ${key(k)}?: ${structToTs(s, '  ')};`);
  return `/**
 * Types for a host page's own scripts: window.StorefrontWidgets, the storefront:* events on document,
 * window.StorefrontWidgetsConfig and each widget's props. Storefront Widgets ${version}.
 * Generated by the build (scripts/hostTypes.mjs) from the code; do not edit.
 */

${api}

${props.join('\n\n')}

/** Each widget's props, by the name in \`data-widget\`. */
export interface StorefrontWidgetProps {
${byName.join('\n')}
}

/** What \`StorefrontWidgets.open(name, props)\` accepts: the widgets that open as dialogs, and their aliases. */
export interface StorefrontOpenProps {
${openable.join('\n')}
}

/** \`window.StorefrontWidgetsConfig\`, set before the loader script. Every key is optional. */
export interface StorefrontWidgetsConfig {
${configMembers.join('\n')}
}

declare global {
  interface Window {
    /** Set by loader.js; undefined until it has run. */
    StorefrontWidgets?: StorefrontWidgetsApi<StorefrontOpenProps>;
    StorefrontWidgetsConfig?: StorefrontWidgetsConfig;
  }
  interface DocumentEventMap extends StorefrontDocumentEventMap {}
}
`;
}

/** Writes outFile from the code under root. */
export function writeHostTypes(root, outFile, { widgets, config, version }) {
  writeFileSync(outFile, hostTypes({ api: apiDeclarations(root), widgets, config, version }));
}
