// @vitest-environment node
// The linter's project rules catch what they promise: probe files (removed afterwards) that break each
// rule, linted with the project's own config (npm run lint).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const tag = `zz-lint-probe-${process.pid}`;
const FIELD_PATTERNS = [
  `export const email = /^[^\\s@]+@[^\\s@]+\\.[a-z]{2,}$/i;`,
  `export const zip = /^\\d{5}(-\\d{4})?$/;`,
  `export const ca = /^[A-Za-z]\\d[A-Za-z] ?\\d[A-Za-z]\\d$/;`,
  `export const phone = /^\\d{10}$/;`,
  `export const intl = new RegExp('^\\\\d{1,15}$');`,
  ``,
].join('\n');
// A view's imports: six refused (its calls module, its api module, a *Calls module, src/api, a store's setter from
// src/stores and src/api's request through src/runtime); a type from its calls module, useCalls, a $ store with
// useStore and a config function through src/runtime are not. Put together so this file does not hold them itself.
const VIEW_IMPORTS = [
  `import { ${'probe'}Calls } from './calls';`,
  `import type { ProbeCalls } from './calls';`,
  `import { probeApi } from './api';`,
  `import { viewCall } from './viewCalls';`,
  `import { ENDPOINTS } from '../../../src/api';`,
  `import { $session, setSelectedStore, useStore, type SessionInfo } from '../../../src/stores';`,
  `import { $cart, getHostConfig, request } from '../../../src/runtime';`,
  `import { useCalls } from '../../../src/mount';`,
  `export type Probe = [ProbeCalls, SessionInfo];`,
  `export const probe = [probeCalls, probeApi, viewCall, ENDPOINTS, $session, setSelectedStore, useStore, $cart, getHostConfig, request, useCalls];`,
  ``,
].join('\n');
const files: Record<string, string> = {
  [`widgets/${tag}-a/deep/x.tsx`]: [
    `import { b } from '../../${tag}-b/b';`,
    `export async function f(x: Array<any>): Promise<number> { return b + x.length; }`,
    `export function g(): void {`,
    `  f([]);`,
    `  void fetch('/x');`,
    `  localStorage.setItem('k', 'v');`,
    `  document.body.innerHTML = '<b>x</b>';`,
    `}`,
    ``,
  ].join('\n'),
  [`widgets/${tag}-b/b.ts`]: `export const b = 1;\n`,
  [`src/${tag}.ts`]: `import { b } from '../widgets/${tag}-b/b';\nexport const c = b;\n`,
  [`demo-site/simulator/${tag}.ts`]: `import { ENDPOINTS } from '../../src/api/endpoints';\nexport const p = ENDPOINTS.login.path;\n`,
  // The probe that breaks the no-fixed-sleep rule is kept outside tests/, where such code must never stand.
  [`tests/${tag}/sleep.spec.ts`]: readFileSync(join(root, 'scripts/lint-probes/fixed-sleep.txt'), 'utf8'),
  // Field patterns: five in a widget (email, US zip, Canadian postal code, two phones) are refused; the same in
  // src/validation, their home, are not; a quantity or gift-card pattern is no field pattern.
  [`widgets/${tag}-a/fields.ts`]: FIELD_PATTERNS + `export const qty = /^\\d{1,3}$/;\nexport const gift = /^\\d{16}$/;\n`,
  [`src/validation/${tag}.ts`]: FIELD_PATTERNS,
  // Assertions on a getBy or an awaited findBy query that cannot fail: six refused; a real matcher, or a truthy check on a value, are
  // not. The probe's lines are put together here so this file does not itself hold the pattern it probes.
  [`tests/${tag}/queries.test.tsx`]: [
    `import { screen } from '@testing-library/react';`,
    `import { expect, it } from 'vitest';`,
    `it('probe', async () => {`,
    `  expect(screen.${'getBy'}Role('button')).${'toBe'}Truthy();`,
    `  expect(screen.${'getAll'}ByText('x')).${'toBe'}Defined();`,
    `  expect(screen.${'getBy'}LabelText('y')).not.${'toBe'}Null();`,
    `  expect(await screen.${'findBy'}Text('z')).${'toBe'}Truthy();`,
    `  expect(await screen.${'findAll'}ByRole('row')).${'toBe'}Defined();`,
    `  expect(screen.${'getBy'}Text('w')).${'toBeIn'}TheDocument();`,
    `  expect(screen.getByRole('button')).toBeVisible();`,
    `  expect(screen.getByRole('button').getAttribute('aria-describedby')).${'toBe'}Truthy();`,
    `});`,
    ``,
  ].join('\n'),
  // Script elements and the wallet's namespace outside their modules: five refused; a div or another global are not.
  [`widgets/${tag}-a/scripts.ts`]: [
    `export function h(): unknown {`,
    `  const s = document.createElement('script');`,
    `  const t = document.createElement('SCRIPT');`,
    `  const d = document.createElement('div');`,
    `  const w = (window as { paypal?: unknown }).paypal ?? window['paypal' as never];`,
    `  return [s, t, d, w, window.location.href, globalThis.paypal];`,
    `}`,
    ``,
  ].join('\n'),
  // Requests and timers in a widget view: five refused; the same calls in the widget's .ts files (its model's
  // calls) or in a view's test are not. The calls are put together so this file does not hold them itself.
  [`widgets/${tag}-a/deep/View.tsx`]: VIEW_IMPORTS,
  [`widgets/${tag}-a/deep/Other.tsx`]: `export const probe = [${'setTimeout'}, window.${'setInterval'}];\n`,
  [`widgets/${tag}-a/deep/viewModel.ts`]: VIEW_IMPORTS,
  [`widgets/${tag}-a/deep/View.test.tsx`]: VIEW_IMPORTS,
  [`widgets/${tag}-a/deep/calls.ts`]: `export interface ProbeCalls { x(): void }\nexport const probeCalls: ProbeCalls = { x: () => undefined };\n`,
  [`widgets/${tag}-a/deep/api.ts`]: `export const probeApi = 1;\n`,
  [`widgets/${tag}-a/deep/viewCalls.ts`]: `export const viewCall = 1;\n`,
  // Layers: a store importing the mount layer and (a type) from ui is refused twice; its import of api, a layer
  // before it, is not. An integration importing the runtime entry is refused (only a listed lazy chunk may).
  [`src/stores/${tag}.ts`]: [
    `import { request } from '../api';`,
    `import { defineWidget } from '../mount';`,
    `import type { ButtonProps } from '../ui';`,
    `export const probe = [request, defineWidget];`,
    `export type Probe = ButtonProps;`,
    ``,
  ].join('\n'),
  [`src/integrations/${tag}.ts`]: `import { getHostConfig } from '../runtime';\nexport const probe = getHostConfig;\n`,
  // A circle inside src/ (where the layer rule cannot see one: both files are in one layer).
  [`src/platform/${tag}-cycle-a.ts`]: `import type { B } from './${tag}-cycle-b';\nexport type A = { b?: B };\n`,
  [`src/platform/${tag}-cycle-b.ts`]: `import { a } from './${tag}-cycle-c';\nimport type { A } from './${tag}-cycle-a';\nexport type B = { a?: A };\nexport const b = a;\n`,
  [`src/platform/${tag}-cycle-c.ts`]: `import type { B } from './${tag}-cycle-b';\nexport const a = 1;\nexport type C = B;\n`,
  // A circle through import(): the lazy module imports its loader back as a type (import/no-cycle misses it).
  [`src/integrations/${tag}-switch.ts`]: `export type Run = () => void;\nexport const load = () => ${'import'}('./${tag}-lazy');\n`,
  [`src/integrations/${tag}-lazy.ts`]: `import type { Run } from './${tag}-switch';\nexport const run: Run = () => undefined;\n`,
  // Lazy chunks: one that reaches a part of the shared runtime (src/ui) without its entry is refused where it is
  // imported; one that imports src/runtime.ts, or none of the runtime, is not.
  [`widgets/${tag}-a/deep/loadParts.ts`]: [
    `export const part = () => ${'import'}('./LazyPart');`,
    `export const whole = () => ${'import'}('./LazyWhole');`,
    `export const plain = () => ${'import'}('./LazyPlain');`,
    ``,
  ].join('\n'),
  [`widgets/${tag}-a/deep/LazyPart.ts`]: `export { Button } from '../../../src/ui';\n`,
  [`widgets/${tag}-a/deep/LazyWhole.ts`]: `export { Button } from '../../../src/runtime';\n`,
  [`widgets/${tag}-a/deep/LazyPlain.ts`]: `export const plain = 1;\n`,
  [`demo-site/${tag}-cycle-a.ts`]: `import type { B } from './${tag}-cycle-b';\nexport type A = { b?: B };\n`,
  [`demo-site/${tag}-cycle-b.ts`]: `import type { A } from './${tag}-cycle-a';\nexport type B = { a?: A };\n`,
  // The same circle through inline import() types, which import/no-cycle does not see: each refused where it stands.
  [`demo-site/${tag}-inline-a.ts`]: `export type A = { b?: ${'import'}('./${tag}-inline-b').B };\n`,
  [`demo-site/${tag}-inline-b.ts`]: `export type B = { a?: ${'import'}('./${tag}-inline-a').A; all?: typeof ${'import'}('./${tag}-inline-a') };\n`,
};

interface Diagnostic {
  code: string;
  filename: string;
}

function lint(): Diagnostic[] {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  let out: string;
  try {
    out = execFileSync(join(root, 'node_modules/.bin/oxlint'), ['-f', 'json', ...Object.keys(files)], { cwd: root, encoding: 'utf8' });
  } catch (e) {
    out = (e as { stdout: string }).stdout; // findings make oxlint exit 1
  }
  return (JSON.parse(out) as { diagnostics: Diagnostic[] }).diagnostics;
}

afterAll(() => {
  for (const path of Object.keys(files)) rmSync(join(root, path), { force: true });
  for (const dir of [`widgets/${tag}-a`, `widgets/${tag}-b`, `tests/${tag}`]) rmSync(join(root, dir), { recursive: true, force: true });
});

describe('npm run lint', () => {
  const found = lint();
  const codes = (file: string) => found.filter((d) => d.filename.endsWith(file)).map((d) => d.code);

  it('catches a widget importing another widget, src importing a widget, the simulator importing the client endpoint table', () => {
    expect(codes('deep/x.tsx')).toContain('project(import-boundaries)');
    expect(codes(`src/${tag}.ts`)).toContain('project(import-boundaries)');
    expect(codes(`simulator/${tag}.ts`)).toContain('project(import-boundaries)');
  });

  it('catches any inside a generic argument, a floating promise, fetch and storage outside src/api and src/stores, HTML strings', () => {
    const x = codes('deep/x.tsx');
    for (const code of ['typescript(no-explicit-any)', 'typescript(no-floating-promises)', 'eslint(no-restricted-globals)', 'project(no-html-string)']) expect(x).toContain(code);
    expect(x.filter((c) => c === 'eslint(no-restricted-globals)')).toHaveLength(2);
  });

  it('catches an email, postal-code or phone pattern outside src/validation, and only there', () => {
    expect(codes(`${tag}-a/fields.ts`).filter((c) => c === 'project(no-field-pattern)')).toHaveLength(5);
    expect(codes(`src/validation/${tag}.ts`)).not.toContain('project(no-field-pattern)');
  });

  it('catches an assertion on a getBy or awaited findBy query that cannot fail, and only those', () => {
    expect(codes('queries.test.tsx').filter((c) => c === 'project(no-query-truthy)')).toHaveLength(6);
  });

  it('catches a script element or the wallet namespace touched outside their one module', () => {
    expect(codes(`${tag}-a/scripts.ts`).filter((c) => c === 'project(no-script-global)')).toHaveLength(5);
  });

  it('catches a view importing calls (its calls, api or *Calls module, src/api) or a store setter, and only in a view', () => {
    const refused = (file: string) => codes(file).filter((c) => c === 'project(view-imports)');
    expect(refused('deep/View.tsx')).toHaveLength(6);
    expect(refused('deep/viewModel.ts')).toHaveLength(0);
    expect(refused('deep/View.test.tsx')).toHaveLength(0);
    expect(codes('deep/Other.tsx').filter((c) => c === 'eslint(no-restricted-globals)')).toHaveLength(2);
  });

  it('the widgets not yet converted to useCalls() are listed by folder, each an existing widget; the converted error page is held to the rule', () => {
    const config = readFileSync(join(root, '.oxlintrc.json'), 'utf8');
    const off = /"files": \[([^\]]*)\],\s*"rules": \{ "project\/view-imports": "off" \}/.exec(config);
    const folders = [...(off?.[1] ?? '').matchAll(/"widgets\/([^/"]+)\/\*\*"/g)].map((m) => m[1]!);
    for (const name of folders) expect(existsSync(join(root, 'widgets', name, 'meta.ts')), name).toBe(true);
    expect(folders).not.toContain('error-page');
  });

  it('catches a lazy chunk that reaches part of the shared runtime without importing src/runtime.ts, and only that one', () => {
    const refused = found.filter((d) => d.filename.endsWith('deep/loadParts.ts') && d.code === 'project(lazy-chunk-runtime)');
    expect(refused).toHaveLength(1);
  });

  it('catches an import from a later layer of src, type imports too, and only those', () => {
    expect(codes(`src/stores/${tag}.ts`).filter((c) => c === 'project(layers)')).toHaveLength(2);
    expect(codes(`src/integrations/${tag}.ts`).filter((c) => c === 'project(layers)')).toHaveLength(1);
  });

  it('catches fixed sleeps in tests and import circles made of type imports, in src/ too', () => {
    expect(codes('sleep.spec.ts').filter((c) => c === 'project(no-fixed-sleep)')).toHaveLength(2);
    expect(codes(`demo-site/${tag}-cycle-a.ts`)).toContain('import(no-cycle)');
    expect(codes(`src/platform/${tag}-cycle-a.ts`)).toContain('import(no-cycle)');
    expect(codes(`src/platform/${tag}-cycle-c.ts`)).toContain('import(no-cycle)');
    expect(codes(`${tag}-switch.ts`)).toContain('project(no-lazy-cycle)');
    expect(codes(`${tag}-lazy.ts`)).not.toContain('project(no-lazy-cycle)');
  });

  it('catches an inline import() type of a project file (a circle import/no-cycle would not see)', () => {
    expect(codes(`${tag}-inline-a.ts`).filter((c) => c === 'project(no-inline-import-type)')).toHaveLength(1);
    expect(codes(`${tag}-inline-b.ts`).filter((c) => c === 'project(no-inline-import-type)')).toHaveLength(2);
  });
});
