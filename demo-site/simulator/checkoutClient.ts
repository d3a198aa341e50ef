/**
 * For the simulator's own tests: a fetch that sends what the checkout widget's client sends with every checkout
 * call (checkout spec section 7), so a test of something else need not repeat it: the Is-Furniture header,
 * howMany -1 and start 0 (in a POST's JSON body, or a GET's query), and on a whole apply contact and delivery the
 * widget's isCheckoutPage, sortProperties, validateContactInfo and useShippingAddress. A field the test sets
 * itself is kept. Tests of those rules (routes/checkoutRequest.test.ts) use the plain fetch.
 */
import type { InProcessFetch } from './inProcessFetch';

const CHECKOUT = /\/order\/purchase\/(CheckoutActor|ShippingActor|PaymentActor|BillingActor|CommitOrderActor)\/|\/CouponActor\/|\/CountryStateActor\//;

export function checkoutClient(f: InProcessFetch): InProcessFetch {
  const fn = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!CHECKOUT.test(path)) return f(input, init);
    const headers = new Headers(init.headers);
    if (!headers.has('Is-Furniture')) headers.set('Is-Furniture', 'false');
    if ((init.method ?? 'GET') === 'GET') {
      const url = new URL(path, 'http://x');
      if (!/CountryStateActor/.test(path))
        for (const [k, v] of [
          ['howMany', '-1'],
          ['start', '0'],
        ])
          if (!url.searchParams.has(k!)) url.searchParams.set(k!, v!);
      return f(url.pathname + url.search, { ...init, headers });
    }
    let body = init.body;
    if (typeof body === 'string' && body.startsWith('{')) {
      // Written before the test's own fields (the last of a repeated key wins), and never re-serialized: the
      // body's _dynSessConf is a long that JSON.parse would round.
      const json = JSON.parse(body) as Record<string, unknown>;
      const delivery =
        path.endsWith('/applyContactAndDelivery') && json.updateShippingMethod === undefined
          ? { isCheckoutPage: true, sortProperties: 'lastName,firstName', validateContactInfo: true, useShippingAddress: true }
          : {};
      const head = JSON.stringify({ howMany: -1, start: 0, ...delivery }).slice(0, -1);
      body = body === '{}' ? head + '}' : head + ',' + body.slice(1);
    }
    return f(input, { ...init, headers, body });
  }) as InProcessFetch;
  fn.cookies = f.cookies;
  fn.log = f.log;
  return fn;
}
