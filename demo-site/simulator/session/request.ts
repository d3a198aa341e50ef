/** A request's fields (parsed once) and the session confirmation number every state-changing call must carry. */
import type { Context } from 'hono';
import { getSession, stateOf } from './store';

/**
 * The request's fields: JSON body, form body (urlencoded or multipart) and query, merged (body wins).
 * Parsed once per request. A raw `_dynSessConf` long in a JSON body is kept exact as a string.
 */
export function readBody(c: Context): Promise<Record<string, unknown>> {
  const st = stateOf(c);
  st.body ??= (async () => {
    const out: Record<string, unknown> = { ...c.req.query() };
    const type = c.req.header('content-type') ?? '';
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return out;
    try {
      if (type.includes('application/json')) {
        const text = await c.req.raw.clone().text();
        const m = /"_dynSessConf"\s*:\s*"?(-?\d+)"?/.exec(text);
        st.rawDynSess = m ? m[1]! : null;
        const parsed: unknown = text ? JSON.parse(text) : {};
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) Object.assign(out, parsed);
        if (m) out._dynSessConf = m[1];
      } else if (type.includes('form')) {
        const form = await c.req.raw.clone().formData();
        for (const [k, v] of form.entries()) if (typeof v === 'string') out[k] = v;
      }
    } catch {
      out.__malformed = true;
    }
    return out;
  })();
  return st.body;
}

/** The `_dynSessConf` the request carries (body, form or query), exactly as sent, or null. */
export async function sentDynSess(c: Context): Promise<string | null> {
  const body = await readBody(c);
  const v = body._dynSessConf;
  if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return v.trim();
  if (typeof v === 'number') return null; // lost precision on the way: it cannot match
  return null;
}

/**
 * For every call that changes state: answers HTTP 409 with a plain-text body when `_dynSessConf` is missing
 * or does not match the session's number; returns null when it is good (go on).
 */
export async function requireDynSess(c: Context): Promise<Response | null> {
  const session = getSession(c);
  const sent = await sentDynSess(c);
  if (sent !== null) {
    try {
      if (BigInt(sent) === session.dynSessConf) return null;
    } catch {
      // not a number: stale
    }
  }
  return c.text(sent === null ? 'Missing session confirmation number (_dynSessConf).' : 'Stale session confirmation number (_dynSessConf).', 409);
}

/**
 * The variant some calls use instead of a 409 (store selection, recommendation product info): when
 * `_dynSessConf` is missing or stale, answer HTTP 200 `{ stringSessionConfirmationNumber: "<current>" }`
 * (the client stores it and replays once); returns null when the number is good.
 */
export async function requireDynSessOrString(c: Context): Promise<Response | null> {
  const session = getSession(c);
  const sent = await sentDynSess(c);
  if (sent !== null && /^-?\d+$/.test(sent) && BigInt(sent) === session.dynSessConf) return null;
  return c.json({ stringSessionConfirmationNumber: session.dynSessConf.toString() });
}

/**
 * A state-changing endpoint: answers the plain-text 409 when `_dynSessConf` is missing or stale, otherwise
 * runs the handler with the request's fields (JSON, form or query, parsed once).
 */
export function stateChanging(handler: (c: Context, body: Record<string, unknown>) => Response | Promise<Response>): (c: Context) => Promise<Response> {
  return async (c) => (await requireDynSess(c)) ?? handler(c, await readBody(c));
}
