/**
 * The demo's landing page assembled from content items (the content-page widget reads its tree from the web
 * contents call), and the 1500x170 banner images its items show.
 */
import type { Context, Hono } from 'hono';
import type { DemoEnv } from '../types';
import { escapeHtml, html, raw } from '../html';
import { BANNERS, LANDING_PATH } from '../data';
import { layout } from './layout';
import { pictureResponse } from './raster';

/** A banner image (1500x170, storefront spec section 9), drawn at request time. */
export function bannerSvg(name: string): string | undefined {
  const b = BANNERS[name];
  if (!b) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1500 170" width="1500" height="170"><rect width="1500" height="170" fill="${b.color}"/><circle cx="1380" cy="30" r="120" fill="#fff" opacity=".12"/><circle cx="1240" cy="160" r="70" fill="#fff" opacity=".1"/><text x="60" y="88" font-size="58" font-family="Arial, sans-serif" font-weight="bold" fill="#fff">${escapeHtml(b.headline)}</text><text x="62" y="135" font-size="32" font-family="Arial, sans-serif" fill="#fff">${escapeHtml(b.sub)}</text></svg>`;
}

/** An inline tree (the marker's JSON child): no call is made for it. */
const INLINE_TREE = {
  contents: [
    { '@type': 'EyebrowMessage', messages: [{ text: 'Questions about back-to-school orders? Call 1-800-778-4456, Mon-Fri 5 am-6 pm PT.', linkText: 'Contact Us', href: '/help/contact-us/' }] },
  ],
};

function landingPage(c: Context<DemoEnv>): Response | Promise<Response> {
  const body = html`<div data-widget="content-page" data-path-key="${LANDING_PATH}" class="content-page-slot">
      <section class="content-page">
        <h1>Back to School</h1>
        <p>Everything your classroom needs for the first day and beyond: centers, seating, storage and supplies.</p>
        <p><a class="btn-primary" href="/sale/">Shop the Sale</a> <a class="btn-secondary" href="/products/">Shop All Products</a></p>
      </section>
    </div>
    <div data-widget="content-page" class="content-page-slot">
      <script type="application/json">
        ${raw(JSON.stringify(INLINE_TREE).replace(/</g, '\\u003c'))}
      </script>
    </div>`;
  return c.html(layout({ title: 'Back to School', nonce: c.get('nonce'), body, path: LANDING_PATH }));
}

export function registerLandingPages(app: Hono<DemoEnv>): void {
  app.get('/images/banners/:file', (c) => pictureResponse(c, c.req.param('file'), bannerSvg));
  app.get(LANDING_PATH, landingPage);
  app.get(LANDING_PATH.slice(0, -1), landingPage);
}
