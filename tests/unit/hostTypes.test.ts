// @vitest-environment node
/**
 * The generator of dist/storefront-widgets.d.ts (scripts/hostTypes.mjs): a host script that uses a widget or an
 * event as the code declares it compiles against the generated types, and the same script fails tsc when the
 * code says otherwise (a prop's type, an event's name). tsc is the real CLI, on a temp folder.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { array, boolean, defaulted, enums, literal, nullable, number, optional, record, string, type, union } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDeclarations, hostTypes, runTsc, structToTs, type StructLike } from '../../scripts/hostTypes.mjs';
import { numberProp, stringProp } from '../../src/mount/props';

const root = process.cwd();
let api = '';
const dirs: string[] = [];

beforeAll(() => {
  api = apiDeclarations(root);
}, 30_000);
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const HOST = `
void window.StorefrontWidgets?.open('gift-card', { amount: 5, note: 'for you' });
window.StorefrontWidgets?.on('cart-updated', (detail) => console.log(detail.cartQty));
document.addEventListener('storefront:cart-updated', (e) => console.log(e.detail.cartId));
`;

/** tsc's errors for HOST against types generated from `widgetProps` and `declarations`; '' when it compiles. */
function check(widgetProps: StructLike, declarations = api): string {
  const dir = mkdtempSync(join(tmpdir(), 'sw-host-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'storefront-widgets.d.ts'), hostTypes({ api: declarations, widgets: [{ name: 'gift-card', props: widgetProps, openable: true }], config: {}, version: 'test' }));
  writeFileSync(join(dir, 'host.ts'), HOST);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: 'es2022', lib: ['es2023', 'dom'], types: [] }, files: ['storefront-widgets.d.ts', 'host.ts'] }),
  );
  try {
    runTsc(root, ['-p', dir]);
    return '';
  } catch (e) {
    return (e as Error & { output: string }).output;
  }
}

describe('host types', () => {
  it('a host script that matches the code compiles', () => {
    expect(check(type({ amount: numberProp(), note: optional(stringProp()) }))).toBe('');
  }, 30_000);

  it('fails tsc when a prop the host passes as a number is a string in the widget schema', () => {
    const out = check(type({ amount: stringProp(), note: optional(stringProp()) }));
    expect(out).toMatch(/host\.ts\(2,\d+\): error TS2322: Type 'number' is not assignable to type 'string'/);
  }, 30_000);

  it('fails tsc when the code renames an event the host listens to', () => {
    const renamed = api.replace(/'cart-updated'/g, "'cart-changed'");
    expect(renamed).not.toBe(api);
    const out = check(type({ amount: numberProp(), note: optional(stringProp()) }), renamed);
    expect(out).toMatch(/host\.ts\(3,\d+\): error TS2345: Argument of type '"cart-updated"'/);
    expect(out).toMatch(/host\.ts\(4,\d+\): error TS2339: Property 'detail' does not exist on type 'Event'/);
  }, 30_000);

  it('writes superstruct structs as TypeScript types', () => {
    expect(structToTs(string())).toBe('string');
    expect(structToTs(numberProp())).toBe('number');
    expect(structToTs(enums(['a', 'b']))).toBe('"a" | "b"');
    expect(structToTs(literal('x'))).toBe('"x"');
    expect(structToTs(array(union([string(), number()])))).toBe('(string | number)[]');
    expect(structToTs(record(string(), boolean()))).toBe('Record<string, boolean>');
    expect(structToTs(nullable(string()))).toBe('string | null');
    expect(structToTs(type({ a: string(), b: defaulted(number(), 1), c: optional(boolean()) }))).toBe('{\n  a: string;\n  b?: number;\n  c?: boolean;\n}');
  });
});
