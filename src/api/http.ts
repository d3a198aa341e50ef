/** How a call goes on the wire: its query, its form body, the session headers kept to the API origin, a failure. */
import type { FieldValue } from './clientTypes';
import type { ApiError } from './result';

/** Session headers are never handed to another origin, even when a caller passes them itself. */
const SESSION_HEADERS = /^(authorization|profileid|cookie)$/i;
export const withoutSessionHeaders = (headers: Record<string, string> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(headers ?? {}).filter(([k]) => !SESSION_HEADERS.test(k)));

/** The page's origin, or null outside a browser. */
export const pageOrigin = (): string | null => (typeof location !== 'undefined' && typeof location.origin === 'string' && location.origin !== 'null' ? location.origin : null);

export const fail = (kind: ApiError['kind'], message: string, status = 0): ApiError => ({ ok: false, kind, status, message }) as ApiError;

export function appendQuery(url: string, query: Record<string, FieldValue>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) q.append(k, String(v));
  const s = q.toString();
  return s ? url + (url.includes('?') ? '&' : '?') + s : url;
}

export function formBody(form: Record<string, FieldValue>): URLSearchParams {
  const f = new URLSearchParams();
  for (const [k, v] of Object.entries(form)) if (v !== undefined && v !== null) f.append(k, String(v));
  return f;
}
