/**
 * Marker props: `data-*` attributes (camelCased by the dataset API) and an optional child
 * `<script type="application/json">`, validated and coerced by the widget's superstruct schema.
 * Attribute values are strings, so the prop structs below coerce "3" to 3 and "true" to true, and leave
 * anything they cannot read untouched so the error message shows what the editor actually wrote.
 */
import { boolean as sBoolean, coerce, integer as sInteger, number as sNumber, string as sString, enums as sEnums, type Struct, type StructError } from 'superstruct';
import { safeValidate } from '../validation/struct';
import type { PropProblem } from '../events/eventMap';

const NUMERIC = /^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

/** A number prop: "3.5" -> 3.5. */
export const numberProp = (): Struct<number, null> => coerce(sNumber(), sString(), (s) => (NUMERIC.test(s) ? Number(s) : s));

/** An integer prop: "3" -> 3. */
export const integerProp = (): Struct<number, null> => coerce(sInteger(), sString(), (s) => (NUMERIC.test(s) ? Number(s) : s));

/**
 * A boolean prop: "true", "false", and a bare attribute (`data-open`, value "") as true.
 * Anything else is left as the string, so validation names it.
 */
export const booleanProp = (): Struct<boolean, null> =>
  coerce(sBoolean(), sString(), (s) => {
    const v = s.trim().toLowerCase();
    return v === '' || v === 'true' ? true : v === 'false' ? false : s;
  });

/** A string prop, trimmed. */
export const stringProp = (): Struct<string, null> => coerce(sString(), sString(), (s) => s.trim());

/** One of fixed values. */
export const enumProp = <T extends string>(values: readonly T[]): Struct<T, { [K in T]: K }> => sEnums(values as T[]) as unknown as Struct<T, { [K in T]: K }>;

/** dataset keys that belong to the loader, not to the widget. */
const RESERVED = new Set(['widget', 'load', 'widgetState']);

export const toAttribute = (key: string): string => 'data-' + key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

/** One invalid prop: where it was written, what it should be, what it is (the editor overlay lists these). */
export type { PropProblem } from '../events/eventMap';

export type PropsResult<P> = { ok: true; props: P } | { ok: false; message: string; problems: PropProblem[] };

/** Reads the raw props of a marker: its JSON child (if any) overlaid by its data-* attributes. */
export function readRawProps(el: HTMLElement): { raw: Record<string, unknown>; fromJson: Set<string>; jsonError?: string } {
  const raw: Record<string, unknown> = {};
  const fromJson = new Set<string>();
  let jsonError: string | undefined;
  const script = el.querySelector(':scope > script[type="application/json"]');
  if (script) {
    try {
      const parsed: unknown = JSON.parse(script.textContent || '{}');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        for (const [k, v] of Object.entries(parsed)) {
          raw[k] = v;
          fromJson.add(k);
        }
      } else jsonError = 'the <script type="application/json"> child must hold a JSON object';
    } catch (e) {
      jsonError = `the <script type="application/json"> child is not valid JSON (${(e as Error).message})`;
    }
  }
  // Attributes rather than el.dataset: same camelCase keys, and bare attributes (value "") survive everywhere.
  for (const { name, value } of Array.from(el.attributes)) {
    if (!name.startsWith('data-')) continue;
    const k = name.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (RESERVED.has(k)) continue;
    raw[k] = value;
    fromJson.delete(k);
  }
  return { raw, fromJson, jsonError };
}

/** A short description of the marker for messages: `<div data-widget="x" id="y">`. */
export function describeMarker(el: HTMLElement): string {
  const id = el.id ? ` id="${el.id}"` : '';
  return `<${el.tagName.toLowerCase()} data-widget="${el.dataset.widget ?? ''}"${id}>`;
}

function propProblems(error: StructError, fromJson: Set<string>): PropProblem[] {
  return error.failures().map((f) => {
    const key = String(f.path[0] ?? '');
    const where = !key ? 'props' : fromJson.has(key) ? `JSON prop "${f.path.join('.')}"` : `attribute ${toAttribute(key)}${f.path.length > 1 ? ' (' + f.path.slice(1).join('.') + ')' : ''}`;
    const got = f.value === undefined ? 'nothing' : JSON.stringify(f.value);
    // superstruct's messages read "Expected X, but received: Y"; keep the expectation, state the given value ourselves.
    const expected = f.message.replace(/,? but received:? .*$/s, '').replace(/^Expected /, '');
    return { where, expected, got };
  });
}

/** Validates raw props with a widget's schema; the message names the widget, marker, attribute, expectation and value. */
export function parseProps<P>(widget: string, el: HTMLElement | null, raw: Record<string, unknown>, schema: Struct<P, unknown>, fromJson = new Set<string>()): PropsResult<P> {
  const [error, value] = safeValidate(raw, schema, { coerce: true });
  if (!error) return { ok: true, props: value as P };
  const marker = el ? ` on ${describeMarker(el)}` : '';
  const problems = propProblems(error, fromJson);
  return {
    ok: false,
    message: `[storefront-widgets] ${widget}: invalid props${marker}, so it was not mounted. ${problems.map((p) => `${p.where}: expected ${p.expected}, got ${p.got}`).join('; ')}.`,
    problems,
  };
}

/** Reads and validates the props of a marker. */
export function readMarkerProps<P>(widget: string, el: HTMLElement, schema: Struct<P, unknown>): PropsResult<P> {
  const { raw, fromJson, jsonError } = readRawProps(el);
  if (jsonError)
    return {
      ok: false,
      message: `[storefront-widgets] ${widget}: invalid props on ${describeMarker(el)}, so it was not mounted: ${jsonError}.`,
      // Not a prop's problem: the overlay shows the message.
      problems: [],
    };
  return parseProps(widget, el, raw, schema, fromJson);
}
