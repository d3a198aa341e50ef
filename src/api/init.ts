/**
 * The initialisation data (spec section 3, Initialisation response), once per page for every widget that
 * needs it: authPages (pages that need sign-in), the chat address, feature config. A missing or invalid init
 * block gives one console error naming the field, and a typed failure, so each widget that needs it shows its
 * error state instead of silently working without it.
 */
import { array, boolean, optional, string, type, unknown, type Infer, type Struct } from 'superstruct';
import { request } from './pageClient';
import { safeValidate } from '../validation/struct';

export const InitStruct = type({
  authPages: array(string()),
  chatInfo: optional(type({ talkativeURL: optional(string()) })),
  featureConfig: optional(type({ rewardsEnabled: optional(boolean()) })),
});
export type InitData = Infer<typeof InitStruct>;

export type InitResult = { ok: true; data: InitData } | { ok: false; message: string };

/** The one init call of the page: what every caller gets, and the answer as it came for the parts other widgets read. */
let flight: Promise<{ result: InitResult; raw: unknown }> | null = null;
/** Each widget part read from the answer, once (so a part that is unusable is said once, too). */
let parts = new WeakMap<object, Promise<unknown>>();

/** Why an init answer is unusable, naming the field; null when it is fine. */
export function initProblem(data: unknown): string | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return `the init data is missing (the answer is ${data === '' || data === undefined ? 'empty' : JSON.stringify(data).slice(0, 60)})`;
  const [err] = safeValidate(data, InitStruct, { coerce: true });
  if (!err) return null;
  const field = err.path.join('.') || '(root)';
  return err.value === undefined
    ? `the init data has no "${field}" (expected ${err.type})`
    : `the init data's "${field}" should be ${err.type === 'array' ? 'an array' : `a ${err.type}`}, but is ${JSON.stringify(err.value)?.slice(0, 60)}`;
}

function call(): Promise<{ result: InitResult; raw: unknown }> {
  // The raw answer is read (schema unknown) so that the error can name the field that is wrong.
  flight ??= request('init', { schema: unknown() }).then((r) => {
    // A call that failed is asked again by the next caller (an answer that came but is unusable is not).
    if (!r.ok) {
      flight = null;
      parts = new WeakMap<object, Promise<unknown>>();
    }
    const problem = r.ok ? initProblem(r.data) : `the init data is missing (the init call failed: ${r.kind}${r.message ? `, ${r.message}` : ''})`;
    const raw = r.ok ? r.data : undefined;
    if (problem === null) return { result: { ok: true, data: InitStruct.create(raw) }, raw };
    console.error(`[storefront-widgets] ${problem}; widgets that need it (sign-in pages, live chat) show their error state.`);
    return { result: { ok: false, message: problem }, raw };
  });
  return flight;
}

/** The init data of this page: one call and one answer for every caller, one console error when it is unusable. */
export const loadInit = (): Promise<InitResult> => call().then((f) => f.result);

/**
 * The part of this page's init data that `widget` reads (tomTomInfo, recsInfo, payPalInfo, ...), from the
 * same one call: `part` is checked against the answer as it came, so a widget's part is usable even when a
 * field the platform needs (authPages) is not. Null when the call failed, or, with one console error naming
 * the widget and the field, when the part is not what `part` expects.
 */
export function loadInitPart<T>(widget: string, part: Struct<T, unknown>): Promise<T | null> {
  let p = parts.get(part) as Promise<T | null> | undefined;
  if (!p) {
    p = call().then(({ raw }) => {
      if (raw === undefined || raw === null || typeof raw !== 'object') return null;
      const [err, value] = safeValidate(raw, part, { coerce: true });
      if (!err) return value;
      console.error(`[storefront-widgets] ${widget}: the init data's "${err.path.join('.')}" is not usable (expected ${err.type}, got ${JSON.stringify(err.value)?.slice(0, 60)}).`);
      return null;
    });
    parts.set(part, p);
  }
  return p;
}

/** For tests: forget the answer. */
export function resetInit(): void {
  flight = null;
  parts = new WeakMap<object, Promise<unknown>>();
}
