/**
 * The order confirmation page: the redirect target of a submitted order (checkout spec section 2). The legacy
 * server renders it from the order the commerce backend returns for the shopper's session; only the card's
 * type and last four digits ever reach it. /furniture/order-confirmation is the furniture store's copy.
 */
import type { Context, Hono } from 'hono';
import type { DemoEnv } from '../types';
import { html } from '../html';
import { PATHS } from '../simulator/paths';
import { breadcrumbs, money } from './components';
import { layout } from './layout';

interface ConfirmedOrder {
  orderId: string;
  email: string;
  items: { name: string; sku: string; quantity: number; amount: number }[];
  total: number;
  shipping: number | string;
  tax: number;
  shippingAddress: { firstName: string; lastName: string; address1: string; address2?: string; city: string; state: string; postalCode: string } | null;
  payment: { label: string };
  taxExempt?: boolean;
}

async function readOrder(c: Context<DemoEnv>, simulator: Hono, orderId: string): Promise<ConfirmedOrder | null> {
  try {
    const url = new URL(PATHS.orderConfirmation, c.req.url);
    url.searchParams.set('orderId', orderId);
    const res = await simulator.fetch(new Request(url, { headers: { cookie: c.req.header('cookie') ?? '' } }));
    const d = res.ok ? ((await res.json()) as { order?: ConfirmedOrder }) : null;
    return d?.order ?? null;
  } catch {
    return null;
  }
}

async function confirmationPage(c: Context<DemoEnv>, simulator: Hono, site: 'school' | 'furniture'): Promise<Response> {
  const order = await readOrder(c, simulator, c.req.query('orderId') ?? '');
  const home = site === 'furniture' ? '/furniture' : '/';
  const a = order?.shippingAddress;
  const body = order
    ? html`${breadcrumbs([{ label: 'Home', url: home }, { label: 'Order Confirmation' }])}
        <h1>Thank you for your order!</h1>
        <section class="confirmation" aria-labelledby="order-title">
          <h2 id="order-title" class="section-title">Order number ${order.orderId}</h2>
          <p>We sent a confirmation to <strong>${order.email}</strong>.</p>
          <ul aria-label="Items ordered">
            ${order.items.map((i) => html`<li><strong>${i.name}</strong> · Item # ${i.sku.replace(/^S/, 'LL')} · Qty ${i.quantity} · ${money(i.amount)}</li>`)}
          </ul>
          <dl class="totals">
            <dt>Shipping</dt>
            <dd>${typeof order.shipping === 'number' ? (order.shipping ? money(order.shipping) : 'FREE') : order.shipping}</dd>
            <dt>Tax</dt>
            <dd>${order.taxExempt ? 'Tax exempt' : money(order.tax)}</dd>
            <dt class="total">Order Total</dt>
            <dd class="total">${money(order.total)}</dd>
          </dl>
          ${
            a
              ? html`<h3>Shipping to</h3>
                  <p>${a.firstName} ${a.lastName}<br />${a.address1}${a.address2 ? html`, ${a.address2}` : ''}<br />${a.city}, ${a.state} ${a.postalCode}</p>`
              : ''
          }
          <h3>Payment</h3>
          <p>${order.payment.label}</p>
          <p><a class="btn-primary" href="${home}">Continue Shopping</a></p>
        </section>`
    : html`<h1>We could not find that order.</h1>
        <p>If you just placed it, check your email for the confirmation, or call 1-800-778-4456.</p>
        <p><a class="btn-primary" href="${home}">Continue Shopping</a></p>`;
  return c.html(layout({ title: 'Order Confirmation', nonce: c.get('nonce'), pageType: 'content', site, body, path: c.req.path }), order ? 200 : 404);
}

export function registerConfirmationPage(app: Hono<DemoEnv>, simulator: Hono): void {
  for (const path of ['/order-confirmation', '/order-confirmation/']) app.get(path, (c) => confirmationPage(c, simulator, 'school'));
  for (const path of ['/furniture/order-confirmation', '/furniture/order-confirmation/']) app.get(path, (c) => confirmationPage(c, simulator, 'furniture'));
}
