/**
 * The header and footer content (storefront spec section 7: Header/footer, GET), once per page for every
 * widget that reads it: the header's menu and the error page's 'Explore Categories' both come from it. A
 * failed call is not kept: the next caller asks again.
 */
import { unknown } from 'superstruct';
import { request } from './pageClient';
import type { ApiResult } from './result';

let flight: Promise<ApiResult<unknown>> | null = null;

/** The raw answer (each widget validates the part it reads), one request for all callers. */
export function loadHeaderFooter(): Promise<ApiResult<unknown>> {
  return (flight ??= request('headerFooter', { schema: unknown() }).then((r) => {
    if (!r.ok) flight = null;
    return r;
  }));
}

/** For tests: forget the answer. */
export function resetHeaderFooter(): void {
  flight = null;
}
