/**
 * Session replay's two calls (storefront spec section 7: "Get IP; delete session-replay session | GET; POST
 * (fsUserId)"; paths not shown, so they follow the store's `/rest/model/...` actor convention).
 *  - GET PATHS.replayIp answers `{ ip }`: the caller's address as the server sees it (the first
 *    X-Forwarded-For hop, else the demo's 127.0.0.1).
 *  - POST PATHS.deleteReplaySession with `{ fsUserId }` deletes that recorder session: `{ deleted: true,
 *    fsUserId }`, kept in the caller's session (`data.deletedReplaySessions`) for tests; without an fsUserId a
 *    form error. The real store asks the replay vendor to delete the recording; the demo has no vendor.
 */
import type { Hono } from 'hono';
import { PATHS } from '../paths';
import { getSession, readBody } from '../session';
import type { RouteModule } from '../types';

export const registerSessionReplay: RouteModule = (app: Hono) => {
  app.get(PATHS.replayIp, (c) => c.json({ ip: c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1' }));
  app.post(PATHS.deleteReplaySession, async (c) => {
    const fsUserId = (await readBody(c)).fsUserId;
    if (typeof fsUserId !== 'string' || !fsUserId.trim()) {
      return c.json({ formError: true, formExceptions: [{ propertyPath: 'fsUserId', localizedMessage: 'fsUserId is required.', errorCode: 'missingRequiredValue' }] });
    }
    const data = getSession(c).data;
    data.deletedReplaySessions = [...((data.deletedReplaySessions as string[] | undefined) ?? []), fsUserId];
    return c.json({ deleted: true, fsUserId });
  });
};
