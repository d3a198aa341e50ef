/** Cart and checkout pages, content pages, the store list, the not-found page and the generated images. */
import type { Context, Hono } from 'hono';
import type { DemoEnv } from '../types';
import { html, raw } from '../html';
import { CONTACT_FORM_PATH } from '../simulator/routes/contact';
import { findContentPage, stores, STATE_NAMES } from '../data';
import { CART_PATHS, type buildCartSummary } from '../simulator/routes/cart';
import { PATHS } from '../simulator/paths';
import { breadcrumbs, money } from './components';
import { categoryImageSvg, productImageSvg } from './images';
import { pictureResponse } from './raster';
import { exploreCategories, layout } from './layout';

type CartSummary = ReturnType<typeof buildCartSummary>;

/** Reads the cart summary from the simulator with the shopper's cookies, as the legacy server would. */
async function readCart(c: Context<DemoEnv>, simulator: Hono): Promise<CartSummary | null> {
  try {
    const res = await simulator.fetch(new Request(new URL(CART_PATHS.summary, c.req.url), { headers: { cookie: c.req.header('cookie') ?? '' } }));
    return res.ok ? ((await res.json()) as CartSummary) : null;
  } catch {
    return null;
  }
}

async function cartPage(c: Context<DemoEnv>, simulator: Hono, site: 'school' | 'furniture' = 'school'): Promise<Response> {
  const cart = await readCart(c, simulator);
  const lines = cart?.allLines ?? [];
  const s = cart?.cartSummary;
  const body = html`${breadcrumbs([{ label: 'Home', url: '/' }, { label: 'Shopping Cart' }])}
    <h1>Shopping Cart</h1>
    <div data-widget="cart" data-load="eager" class="cart-slot">
      ${
        !cart || cart.isEmptyCart
          ? html`<section class="empty-state cart-empty">
              <h2 class="section-title">Your cart is empty.</h2>
              <p>Find something your classroom will love.</p>
              <p><a class="btn-primary" href="/">Continue Shopping</a></p>
            </section>`
          : html`<div class="cart">
              <section class="cart-lines" aria-labelledby="cart-items-title">
                <h2 id="cart-items-title" class="section-title">Items (${s?.itemCount ?? 0})</h2>
                <ul class="cart-list">
                  ${lines.map(
                    (l) =>
                      html`<li class="cart-line">
                        <img src="${l.imageURL}" alt="" width="96" height="96" />
                        <div>
                          <h3><a href="${l.seoURL}">${l.skuDisplayName}</a></h3>
                          <p>Item # ${l.catalogRefId.replace(/^S/, 'LL')} · Qty ${l.quantity}${l.instorePickUpOpted ? ' · Store pickup' : ' · Ship to me'}</p>
                        </div>
                        <p class="cart-line-price">${money(l.priceInfo.amount)}</p>
                      </li>`,
                  )}
                </ul>
              </section>
              <aside class="cart-summary" aria-labelledby="cart-summary-title">
                <h2 id="cart-summary-title" class="section-title">Order Summary</h2>
                ${cart.rewardsInfo.totalPoints > 0 ? html`<p class="cart-rewards">You will earn ${cart.rewardsInfo.totalPoints.toLocaleString('en-US')} rewards points with this order.</p>` : ''}
                <dl class="totals">
                  <dt>Subtotal</dt>
                  <dd>${money(s?.merchandiseSubtotal ?? 0)}</dd>
                  ${
                    s?.discountAmount
                      ? html`<dt>Discount</dt>
                          <dd>-${money(s.discountAmount)}</dd>`
                      : ''
                  }
                  <dt>Shipping</dt>
                  <dd>${s?.shipping ? money(s.shipping) : 'FREE'}</dd>
                  <dt class="total">Estimated Total</dt>
                  <dd class="total">${money(s?.total ?? 0)}</dd>
                </dl>
                ${s?.freeShippingMessage ? html`<p class="qualifier">${s.freeShippingMessage}</p>` : ''}
                <p><a class="btn-primary btn-block" href="/checkout-page">Checkout</a></p>
              </aside>
            </div>`
      }
    </div>
    <section class="cart-help" aria-labelledby="cart-help-title">
      <h2 id="cart-help-title" class="section-title">Have a gift card?</h2>
      <div data-widget="balance-check" data-label="Check your gift card balance" class="cart-balance">
        <p>You can apply gift cards at checkout. <a href="/help/contact-us/">Questions about a gift card?</a></p>
      </div>
    </section>
    <div data-widget="recommendations" data-placement="cart_page.rr1" class="recs-slot"></div>`;
  if (site === 'furniture') return c.html(layout({ title: 'Shopping Cart', nonce: c.get('nonce'), pageType: 'cart', body, site, path: '/furniture/shopping-cart/' }));
  return c.html(layout({ title: 'Shopping Cart', nonce: c.get('nonce'), pageType: 'cart', body, path: '/shopping-cart/' }));
}

/**
 * The furniture store's checkout copy (checkout spec section 1: "a furniture site variant changes styling and
 * some copy"; the spec does not say which copy). The furniture store's pages set it in their host config, the
 * SDK's way for a site's own wording (design.md section 3.9): the checkout's school wording speaks of classrooms,
 * the furniture store's of its space planners (as its home page does). The styling is the furniture token set
 * (data-site="furniture" on the loader tag).
 */
export const FURNITURE_CHECKOUT_COPY = {
  optIn: 'Yes, email me special offers, new furniture and space-planning ideas.',
  csPhone: 'Questions about your furniture? Talk to a space planner at',
};

function checkoutPage(c: Context<DemoEnv>, site: 'school' | 'furniture' = 'school'): Response | Promise<Response> {
  const body = html`<h1>Checkout</h1>
    <div data-widget="checkout" data-load="eager" class="checkout-slot">
      <section class="checkout-fallback" aria-labelledby="checkout-fallback-title">
        <h2 id="checkout-fallback-title" class="section-title">Secure checkout</h2>
        <p>Checkout needs JavaScript turned on in your browser. You can also order by phone at <a href="tel:18007784456">1-800-778-4456</a>, Mon-Fri 5 am-6 pm PT.</p>
        <p><a href="/shopping-cart/">Return to your cart</a></p>
      </section>
    </div>`;
  if (site === 'furniture')
    return c.html(
      layout({ title: 'Checkout', nonce: c.get('nonce'), pageType: 'checkout', body, site, path: '/furniture/checkout-page', config: { messages: { checkout: FURNITURE_CHECKOUT_COPY } } }),
    );
  return c.html(layout({ title: 'Checkout', nonce: c.get('nonce'), pageType: 'checkout', body, path: '/checkout-page' }));
}

function storesPage(c: Context<DemoEnv>): Response | Promise<Response> {
  const byState = new Map<string, typeof stores>();
  for (const s of [...stores].sort((a, b) => a.stateAddress.localeCompare(b.stateAddress) || a.name.localeCompare(b.name))) byState.set(s.state, [...(byState.get(s.state) ?? []), s]);
  const body = html`${breadcrumbs([{ label: 'Home', url: '/' }, { label: 'Store Locator' }])}
    <h1>Find a Lakeshore Store</h1>
    <div data-widget="store-finder" data-inline data-context="locator" data-load="eager" class="store-finder-slot"><p>Browse all ${stores.length} stores below, by state.</p></div>
    ${[...byState].map(
      ([state, list]) =>
        html`<section class="store-state" aria-labelledby="state-${state}">
          <h2 id="state-${state}" class="section-title">${STATE_NAMES[state] ?? state}</h2>
          <ul class="store-list">
            ${list.map(
              (s) =>
                html`<li class="store-card" id="store-${s.id}">
                  <h3>${s.name}</h3>
                  <p>${s.address1}<br />${s.city}, ${s.state} ${s.postalCode}</p>
                  <p><a href="tel:${s.phoneNumber.replace(/\D/g, '')}">${s.phoneNumber}</a></p>
                  <p class="store-hours">${s.hours.map((h, i) => html`${i ? html`<br />` : ''}${h}`)}</p>
                </li>`,
            )}
          </ul>
        </section>`,
    )}`;
  return c.html(layout({ title: 'Store Locator', nonce: c.get('nonce'), body, path: '/stores/locator' }));
}

/** The CMS's contact form content item on the contact page: Contact a Rep / B2B request access. */
const CONTACT_FORM_CONTENT = {
  formTitle: 'Contact a Rep',
  copyText: 'Buying for a school, district or organization? Tell us how to reach you and a representative will contact you within one business day.',
  submitBtnText: 'Send Request',
  apiURL: CONTACT_FORM_PATH,
  formId: 'b2b-request-access',
  submitAction: 'isPardotForm',
  isPardotForm: true,
  modalSuccessTitle: 'Thank You!',
  modalSuccessMessage: 'Your request has been sent. A representative will contact you within one business day.',
  errorMessage: 'Sorry, we could not send your request right now. Please try again, or call us at 1-800-778-4456.',
  enabled: true,
};

function contactRep() {
  return html`<section class="contact-rep" aria-labelledby="contact-rep-title">
    <h2 id="contact-rep-title" class="section-title">Schools and organizations</h2>
    <div data-widget="contact-form" class="contact-rep-slot">
      <script type="application/json">
        ${raw(JSON.stringify(CONTACT_FORM_CONTENT).replace(/</g, '\\u003c'))}
      </script>
      <p>To reach a representative, call <a href="tel:18007784456">1-800-778-4456</a>, Mon-Fri 5 am-6 pm PT.</p>
    </div>
  </section>`;
}

/**
 * Whether the shopper is signed in at the high security level that sign-in-required pages need (storefront
 * spec section 6: securityStatus 4 or higher), read from the simulator with the shopper's cookies, as the
 * legacy server renders each page for its session.
 */
async function signedIn(c: Context<DemoEnv>, simulator: Hono): Promise<boolean> {
  // No cookie, no session: a guest (and no guest session made for nothing).
  const cookie = c.req.header('cookie');
  if (!cookie) return false;
  try {
    const res = await simulator.fetch(new Request(new URL(PATHS.sessionInfo, c.req.url), { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' }));
    const info = res.ok ? ((await res.json()) as { profile?: { securityStatus?: unknown } }) : null;
    return Number(info?.profile?.securityStatus) >= 4;
  } catch {
    return false;
  }
}

async function contentPage(c: Context<DemoEnv>, simulator: Hono): Promise<Response | undefined> {
  const page = findContentPage(c.req.path);
  if (!page) return undefined;
  // The sign-in note is for shoppers who are not signed in: rendered hidden for one who is, and kept in step
  // with a sign-in or sign-out on the page (no reload) by the page's own script, through the widgets' events.
  const hideNote = page.auth ? await signedIn(c, simulator) : false;
  const body = html`${breadcrumbs([{ label: 'Home', url: '/' }, { label: page.title }])}
    <section class="content-page">
      <h1>${page.title}</h1>
      ${page.paragraphs.map((p) => html`<p>${p}</p>`)}
      ${page.auth ? html`<p class="content-note" data-signed-out-only ${hideNote ? raw('hidden') : ''}>Sign in to your account to see this page’s details.</p>` : ''}
      ${
        page.path === '/about/follow-us'
          ? html`<ul class="follow-list">
              ${['Facebook', 'Instagram', 'Pinterest', 'YouTube'].map((n) => html`<li id="${n.toLowerCase()}"><strong>${n}</strong>: @LakeshoreLearning</li>`)}
            </ul>`
          : ''
      }
      ${page.path === '/help/contact-us' ? contactRep() : ''}
      ${
        page.path === '/my-shoppinglist-page'
          ? html`<div data-widget="shopping-list" data-load="eager" class="shopping-list-slot">
              <p>Lists need JavaScript turned on in your browser. <a href="/my-account/">Go to your account</a></p>
            </div>`
          : ''
      }
      ${
        page.path === '/help/mobile-app'
          ? html`<ul class="follow-list">
              <li id="ios"><strong>iPhone and iPad</strong>: search for “Lakeshore Learning” in the App Store.</li>
              <li id="android"><strong>Android</strong>: search for “Lakeshore Learning” on Google Play.</li>
            </ul>`
          : ''
      }
    </section>`;
  return c.html(layout({ title: page.title, nonce: c.get('nonce'), body, path: c.req.path, scripts: page.auth ? ['signed-out-only.js'] : [] }));
}

/** The spec's error page (it covers not-found cases). */
export function notFoundPage(c: Context<DemoEnv>): Response | Promise<Response> {
  // Go Back without script: the referring page when it is one of ours.
  const referer = c.req.header('referer');
  const back = referer && new URL(referer, c.req.url).origin === new URL(c.req.url).origin ? new URL(referer).pathname + new URL(referer).search : '/';
  // The whole block is the error-page widget's no-JS fallback: the widget renders the same page itself.
  const body = html`<section class="error-page">
    <div data-widget="error-page">
      <h1 id="error-title">Oops! This Page Is on a Field Trip.</h1>
      <p>Click the links below to continue shopping.</p>
      <div class="error-actions">
        <p><a class="btn-primary" href="/">Home</a> <a class="btn-secondary" href="${c.req.path}">Refresh</a> <a class="btn-secondary" href="${back}">Go Back</a></p>
      </div>
      <h2 class="section-title">Explore Categories</h2>
      <ul class="explore-list">
        ${exploreCategories().map((cat) => html`<li><a href="${cat.url}">${cat.name}</a></li>`)}
      </ul>
    </div>
  </section>`;
  return c.html(layout({ title: 'Page Not Found', nonce: c.get('nonce'), pageType: 'not-found', body, path: c.req.path, config: { notFound: true } }), 404);
}

export function registerInfoPages(app: Hono<DemoEnv>, simulator: Hono): void {
  app.get('/images/products/:file', (c) => pictureResponse(c, c.req.param('file'), productImageSvg));
  app.get('/images/categories/:file', (c) => pictureResponse(c, c.req.param('file'), categoryImageSvg));
  app.get('/shopping-cart', (c) => cartPage(c, simulator));
  app.get('/shopping-cart/', (c) => cartPage(c, simulator));
  // The furniture store's cart: its checkout's cart-bound answers and its header's cart link come here.
  app.get('/furniture/shopping-cart', (c) => cartPage(c, simulator, 'furniture'));
  app.get('/furniture/shopping-cart/', (c) => cartPage(c, simulator, 'furniture'));
  app.get('/checkout-page', (c) => checkoutPage(c));
  app.get('/checkout-page/', (c) => checkoutPage(c));
  // The furniture store's checkout (its pages live under /furniture, as its order confirmation does).
  app.get('/furniture/checkout-page', (c) => checkoutPage(c, 'furniture'));
  app.get('/furniture/checkout-page/', (c) => checkoutPage(c, 'furniture'));
  app.get('/stores/locator', storesPage);
  app.get('/stores/locator/', storesPage);
  app.get('*', async (c, next) => (await contentPage(c, simulator)) ?? next());
}
