/**
 * The fault switch: off unless a test asks. A fault makes matching requests answer an HTTP status
 * (500, 409, 401...), wait first, answer malformed JSON, or drop the connection. Tests set faults in
 * the browser through the test-only endpoint (`POST /rest/__test/faults`, scoped to the caller's
 * session unless `global: true`) or in-process through `getSimulatorControl(app).faults`.
 */
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';

export interface FaultSpec {
  /** Request path to match: exact, or a prefix when it ends with `*` (e.g. `/rest/model/ll/*`). */
  path: string;
  /** HTTP method to match (any when left out). */
  method?: string;
  /** Answer with this status (the body is `body`, plain text). */
  status?: number;
  body?: string;
  /** Wait this long first; alone, the request then proceeds normally. */
  delayMs?: number;
  /** Run the request at once and hold its answer back this long (the store has acted when the client gives up). */
  holdMs?: number;
  /** Answer 200 with a body that is not valid JSON. */
  malformed?: boolean;
  /** Drop the connection (the client sees a network error). */
  drop?: boolean;
  /** How many matching requests it affects (default: every one until cleared). */
  times?: number;
  /** Limit to one session (JSESSIONID); the test endpoint fills it from the caller's cookie. */
  sessionId?: string;
}

interface ActiveFault extends FaultSpec {
  id: number;
  hits: number;
}

export interface FaultSwitch {
  /** Adds a fault; returns its id. */
  add(spec: FaultSpec): number;
  /** Removes one fault, or all (of one session when given). */
  clear(id?: number, sessionId?: string): void;
  /** The active faults. */
  list(): readonly (FaultSpec & { id: number; hits: number })[];
}

export function createFaultSwitch(): FaultSwitch & { match(method: string, path: string, sessionId: string | undefined): ActiveFault | null } {
  let faults: ActiveFault[] = [];
  let next = 1;
  return {
    add(spec) {
      const f = { ...spec, id: next++, hits: 0 };
      faults.push(f);
      return f.id;
    },
    clear(id, sessionId) {
      faults = faults.filter((f) => (id !== undefined ? f.id !== id : sessionId !== undefined ? f.sessionId !== sessionId : false));
    },
    list: () => faults,
    match(method, path, sessionId) {
      for (const f of faults) {
        if (f.method && f.method.toUpperCase() !== method) continue;
        if (f.sessionId && f.sessionId !== sessionId) continue;
        const hit = f.path.endsWith('*') ? path.startsWith(f.path.slice(0, -1)) : path === f.path;
        if (!hit) continue;
        f.hits++;
        if (f.times !== undefined && f.hits >= f.times) faults = faults.filter((x) => x !== f);
        return f;
      }
      return null;
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Applies the first matching fault; the test endpoints themselves are never affected. */
export function faultMiddleware(faults: ReturnType<typeof createFaultSwitch>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.startsWith('/rest/__test/')) return next();
    const f = faults.match(c.req.method, c.req.path, getCookie(c, 'JSESSIONID'));
    if (!f) return next();
    if (f.holdMs) {
      await next();
      await sleep(f.holdMs);
      return;
    }
    if (f.delayMs) await sleep(f.delayMs);
    if (f.drop) {
      // A body that errors mid-stream: the server resets the connection, fetch() rejects.
      const body = new ReadableStream({
        start(ctrl) {
          ctrl.error(new Error('connection dropped by the fault switch'));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    }
    if (f.malformed) return c.body('{"formError": false, "order": {', 200, { 'content-type': 'application/json; charset=utf-8' });
    if (f.status) return c.body(f.body ?? `Fault: HTTP ${f.status}`, f.status as 500, { 'content-type': 'text/plain; charset=utf-8' });
    return next();
  };
}
