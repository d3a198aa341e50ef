/**
 * The commerce simulator: a web-standard fetch handler (Hono) that speaks the store's ATG Commerce
 * contract. The demo server mounts it for the browser; unit tests call `simulator.fetch(request)`
 * in-process, so tests talk to the real contract rather than to hand-written mocks.
 *
 * Each area registers its routes in its own module under demo-site/simulator/routes/ and is listed
 * in ROUTES below.
 */
import { Hono } from 'hono';
import { registerAccount } from './routes/account';
import { addToCartRoutes } from './routes/addToCart';
import { registerCart } from './routes/cart';
import { buildCheckoutResponse, checkoutRoutes, orderOf, respond } from './routes/checkout';
import { checkoutPaymentsRoutes } from './routes/checkoutPayments';
import { paymentRoutes } from './routes/payment';
import { registerCatalog } from './routes/catalog';
import { registerContact } from './routes/contact';
import { registerContent } from './routes/content';
import { registerGeo } from './routes/geo';
import { registerRecommendations } from './routes/recommendations';
import { registerListing } from './routes/listing';
import { productEmailRoutes } from './routes/productEmail';
import { headerRoutes } from './routes/header';
import { registerStores } from './routes/stores';
import { giftCardRoutes } from './routes/giftcard';
import { searchRoutes } from './routes/search';
import { sessionCore, sessionRoutes } from './routes/session';
import { registerReviews } from './routes/reviews';
import { registerSessionReplay } from './routes/sessionReplay';
import { registerVideo } from './routes/video';
import { soakRecordRoutes, soakSabotage } from './routes/soakRecords';
import type { RouteModule, SimulatorOptions } from './types';

// Route modules import these types from './types' (importing '../app' from a route is an import circle).
export type { RouteModule, SimulatorApp, SimulatorOptions } from './types';

// sessionCore first (after the soak's test-only sabotage, which is off unless asked and acts once the answer is made): its middleware gives every
// later route its session and the fault switch.
const ROUTES: RouteModule[] = [
  // Test-only, off unless asked: the soak's deliberate defects act on answers, after every later module has run.
  soakSabotage,
  sessionCore,
  sessionRoutes,
  // Demo storefront data: content, catalog, stores, geocoding, cart summary.
  registerContent,
  registerCatalog,
  registerStores,
  registerGeo,
  // Checkout (before the cart: promo codes claimed on the checkout page are answered there).
  checkoutRoutes,
  // Checkout part 2: gift cards, rewards, express payments (checkout.ts's order helpers injected).
  (app, options) => checkoutPaymentsRoutes(app, options, { orderOf, respond: (c, s) => respond(c, s), displayTotal: (s) => buildCheckoutResponse(s).orderSummary.displayTotal }),
  // Checkout part 2: apply billing, submit order (idempotent), order confirmation.
  paymentRoutes,
  registerCart,
  // Header: rewards, chat status.
  headerRoutes,
  // Sign-in, registration, sign-out and forgot password.
  registerAccount,
  // Gift card balance.
  giftCardRoutes,
  // Add to cart (product, gift card, registry) and user lists.
  addToCartRoutes,
  // Type-ahead suggest, flyout and the search redirect lookup.
  searchRoutes,
  // Recommendation placements (the demo engine) and recommendation product info.
  registerRecommendations,
  // The filtered listing: every listing page's address answered as JSON.
  registerListing,
  // Email sign-up (footer, lightbox) and the Contact a Rep form service (JSONP).
  registerContact,
  // Send product email (share a product).
  productEmailRoutes,
  // Product videos: a product's video media records and the video search.
  registerVideo,
  // Product reviews: a product's rating summary and its reviews, a page at a time.
  registerReviews,
  // Session replay: Get IP and delete a recorder session.
  registerSessionReplay,
  // Test-only records of carts and armed faults for the soak harness.
  soakRecordRoutes,
];

/** Creates a fresh simulator (its own sessions and data), ready for `app.fetch` or mounting. */
export function createSimulator(options: SimulatorOptions = {}): Hono {
  const app = new Hono();
  app.get('/rest/health', (c) => c.json({ status: 'OK' }));
  for (const register of ROUTES) register(app, options);
  return app;
}
