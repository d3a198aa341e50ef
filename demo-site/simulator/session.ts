/**
 * The simulator's session core, shared by every area of the simulator. Its parts, by concept: the session's
 * data (session/types), the store and each request's session (session/store), a request's fields and
 * confirmation number (session/request), ATG-shaped answers (session/answers), sign-in and tokens
 * (session/auth), and the session info payload (session/info).
 *
 * Like the real ATG backend, each browser gets a `JSESSIONID` cookie session (kept in memory, one store
 * per simulator instance), and every state-changing call must carry the session confirmation number
 * `_dynSessConf`, a signed 64-bit long that is usually beyond 2^53 (so it is kept as a bigint here and
 * written into JSON as a raw integer literal, never through a JS number).
 *
 * Typical use in a route module:
 *
 * ```ts
 * app.post('/rest/model/.../doThing', async (c) => {
 *   const stale = await requireDynSess(c);      // 409 text/plain when missing or stale
 *   if (stale) return stale;
 *   const session = getSession(c);              // profile, cart, selectedStore, tokens, data
 *   const body = await readBody(c);             // JSON, form or query fields, parsed once
 *   if (!body.email) return formErrors(c, [{ propertyPath: 'email', localizedMessage: 'Please enter an email address.' }]);
 *   return longJson(c, { ok: true });
 * });
 * ```
 */
export * from './session/types';
export * from './session/store';
export * from './session/request';
export * from './session/answers';
export * from './session/auth';
export * from './session/info';
