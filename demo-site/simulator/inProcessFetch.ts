/**
 * A `fetch` that calls a simulator in-process with a small cookie jar, so a unit test's client keeps its
 * JSESSIONID like a browser does. One jar per call of inProcessFetch = one browser.
 *
 * Tests using it run in the node environment (`// @vitest-environment node`): happy-dom's Request and
 * Response drop Cookie and Set-Cookie headers, as browsers do, so no session could survive there.
 */
import type { Hono } from 'hono';

export interface InProcessFetch {
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /** The cookies this "browser" holds. */
  cookies: Map<string, string>;
  /** Every request it sent, in order ("METHOD path"). */
  log: string[];
}

export function inProcessFetch(app: Hono, origin = 'http://127.0.0.1'): InProcessFetch {
  const cookies = new Map<string, string>();
  const log: string[] = [];
  const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(typeof input === 'string' && input.startsWith('/') ? origin + input : input, init);
    const headers = new Headers(req.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const sent = new Request(req, { headers });
    if (cookies.size && !sent.headers.has('cookie')) throw new Error('inProcessFetch: this Request drops Cookie headers; run the test with // @vitest-environment node');
    if (sent.signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    log.push(`${sent.method} ${new URL(sent.url).pathname}`);
    const res = await new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      sent.signal.addEventListener('abort', onAbort, { once: true });
      Promise.resolve(app.fetch(sent))
        .then(resolve, reject)
        .finally(() => sent.signal.removeEventListener('abort', onAbort));
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      if (eq > 0) cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
    return res;
  }) as InProcessFetch;
  fn.cookies = cookies;
  fn.log = log;
  return fn;
}
