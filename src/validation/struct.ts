/**
 * superstruct's validate and is, never throwing. superstruct writes the value it refuses into its message with a
 * template literal, which throws for an object whose own `toString` is null or not a function; a JSON answer, a
 * marker's JSON props or a value read back from storage can hold one (`{"toString": null}`). Such a value is
 * refused like any other wrong value, not a crash. Every check of data from outside goes through these.
 */
import { StructError, validate, type Struct } from 'superstruct';

type Options = { coerce?: boolean; mask?: boolean };

export function safeValidate<T, S>(value: unknown, struct: Struct<T, S>, options?: Options): [StructError, undefined] | [undefined, T] {
  try {
    return validate(value, struct, options);
  } catch {
    // The failure names where the unprintable value is, as superstruct's own failures do.
    const path = unprintableAt(value) ?? [];
    const bad = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], value);
    const failure = { value: bad, key: path.at(-1), type: struct.type, refinement: undefined, message: 'Expected a plain value, but received an object that cannot be printed', path, branch: [value] };
    return [new StructError(failure, function* () {}), undefined];
  }
}

/** The path to the first value inside `v` that cannot be turned into a string (depth-first, its contents before itself). */
function unprintableAt(v: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (v === null || typeof v !== 'object' || path.length > 32) return null;
  for (const [k, x] of Object.entries(v)) {
    const found = unprintableAt(x, [...path, Array.isArray(v) ? Number(k) : k]);
    if (found) return found;
  }
  try {
    // What superstruct's template literal does with it (typed as a string: the question is only whether it throws).
    String(v as unknown as string);
    return null;
  } catch {
    return path;
  }
}

export const safeIs = <T, S>(value: unknown, struct: Struct<T, S>): value is T => !safeValidate(value, struct)[0];
