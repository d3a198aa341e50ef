/**
 * The initialisation data (spec section 3, Initialisation response), once per page for every widget that
 * needs it: authPages (pages that need sign-in), the chat address, feature config. A missing or invalid init
 * block gives one console error naming the field, and a typed failure, so each widget that needs it shows its
 * error state instead of silently working without it.
 */
import { array, boolean, optional, string, type, unknown, type Infer } from 'superstruct';
import { request } from './pageClient';

export const InitStruct = type({
  authPages: array(string()),
  chatInfo: optional(type({ talkativeURL: optional(string()) })),
  featureConfig: optional(type({ rewardsEnabled: optional(boolean()) })),
});
export type InitData = Infer<typeof InitStruct>;

export type InitResult = { ok: true; data: InitData } | { ok: false; message: string };

let flight: Promise<InitResult> | null = null;

/** Why an init answer is unusable, naming the field; null when it is fine. */
export function initProblem(data: unknown): string | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return `the init data is missing (the answer is ${data === '' || data === undefined ? 'empty' : JSON.stringify(data).slice(0, 60)})`;
  const [err] = InitStruct.validate(data, { coerce: true });
  if (!err) return null;
  const field = err.path.join('.') || '(root)';
  return err.value === undefined
    ? `the init data has no "${field}" (expected ${err.type})`
    : `the init data's "${field}" should be ${err.type === 'array' ? 'an array' : `a ${err.type}`}, but is ${JSON.stringify(err.value)?.slice(0, 60)}`;
}

/** The init data of this page: one call and one answer for every caller, one console error when it is unusable. */
export function loadInit(): Promise<InitResult> {
  // The raw answer is read (schema unknown) so that the error can name the field that is wrong.
  flight ??= request('init', { schema: unknown() }).then((r): InitResult => {
    const problem = r.ok ? initProblem(r.data) : `the init data is missing (the init call failed: ${r.kind}${r.message ? `, ${r.message}` : ''})`;
    if (problem === null) return { ok: true, data: InitStruct.create(r.ok ? r.data : undefined) };
    console.error(`[storefront-widgets] ${problem}; widgets that need it (sign-in pages, live chat) show their error state.`);
    return { ok: false, message: problem };
  });
  return flight;
}

/** For tests: forget the answer. */
export function resetInit(): void {
  flight = null;
}
