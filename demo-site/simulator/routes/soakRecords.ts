/**
 * Test-only hooks of the soak harness (tests/soak).
 *
 * Records, read without going through the commerce paths (the fault switch never touches /rest/__test/), so a
 * check after a fault sees the server's truth and not another fault:
 * - GET /rest/__test/soak/cart: the session's cart lines (sku, name, quantity, pickup or ship) and sign-in state;
 * - GET /rest/__test/soak/faults: the session's faults still armed, with their hits.
 *
 * Sabotage, to prove that the soak's invariants catch a defect (option `soakBreak`, never on by default):
 * - 'drop-line-on-500': a cart call answered 500 by the fault switch also drops the cart's last line;
 * - 'replay-after-success': an add to cart that succeeded is run a second time, as a client replaying it would.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { findSku } from '../../data';
import { getSession, getStore, peekSession } from '../session';
import type { RouteModule, SimulatorOptions } from '../types';

const CART_CALLS = ['/addItemToOrder', '/updateItemQuantity', '/removeItemFromOrder'];
const REPLAYED = 'x-soak-replayed';

/** Before the session core: it acts on the answer, once every later middleware and route has run. */
export const soakSabotage: RouteModule = (app: Hono, options: SimulatorOptions) => {
  const kind = options.test === true ? options.soakBreak : undefined;
  if (kind !== 'drop-line-on-500' && kind !== 'replay-after-success') return;
  const sabotage: MiddlewareHandler = async (c, next) => {
    const isCartCall = c.req.method === 'POST' && CART_CALLS.some((p) => c.req.path.endsWith(p));
    const copy = isCartCall && kind === 'replay-after-success' && !c.req.header(REPLAYED) ? c.req.raw.clone() : null;
    await next();
    if (!isCartCall) return;
    if (kind === 'drop-line-on-500' && c.res.status === 500) peekSession(c)?.cart.items.pop();
    if (copy && c.res.status === 200 && c.req.path.endsWith('/addItemToOrder')) {
      const headers = new Headers(copy.headers);
      headers.set(REPLAYED, '1');
      await app.fetch(new Request(copy, { headers }));
    }
  };
  app.use('/rest/*', sabotage);
};

export const soakRecordRoutes: RouteModule = (app: Hono, options: SimulatorOptions) => {
  if (options.test !== true) return;
  app.get('/rest/__test/soak/cart', (c) => {
    const s = getSession(c);
    const lines = s.cart.items.map((l) => ({
      catalogRefId: l.catalogRefId,
      name: findSku(l.catalogRefId)?.displayName ?? l.catalogRefId,
      quantity: l.quantity,
      pickup: l.instorePickUpOpted === true,
    }));
    return c.json({ sessionId: s.id, loginStatus: s.profile.loginStatus, lines });
  });
  app.get('/rest/__test/soak/faults', (c) => {
    const id = getSession(c).id;
    return c.json({
      faults: getStore(c)
        .faults.list()
        .filter((f) => f.sessionId === id),
    });
  });
};
