/** Answers the ATG way: form errors as HTTP 200, and JSON whose longs are written exactly. */
import type { Context } from 'hono';
import type { FormException } from './types';

/** Answers form errors the ATG way: HTTP 200 `{ formError: true, formExceptions: [...] }`. */
export function formErrors(c: Context, list: FormException[], extra: Record<string, unknown> = {}): Response {
  return c.json({
    ...extra,
    formError: true,
    formExceptions: list.map((e) => ({ propertyPath: e.propertyPath ?? '', localizedMessage: e.localizedMessage, errorCode: e.errorCode ?? '' })),
  });
}

const LONG = '\u0000long:';

/** JSON text in which bigint values are written as raw integer literals (as a Java backend writes longs). */
export function stringifyWithLongs(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? LONG + v.toString() : v)).replace(/"\\u0000long:(-?\d+)"/g, '$1');
}

/** A JSON response that may hold bigint values, written exactly (see stringifyWithLongs). */
export function longJson(c: Context, value: unknown, status = 200): Response {
  return c.body(stringifyWithLongs(value), status as 200, { 'content-type': 'application/json; charset=utf-8' });
}
