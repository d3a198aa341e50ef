/**
 * The video search results page (storefront spec section 2: the video player's search-result list): /videos/ lists
 * every product video, /videos/?Ntt=term the ones matching. The list inside the marker is the no-script fallback
 * (names and product links); the product-video widget replaces it with the results, each with 'Play Video' and
 * 'View Product'.
 */
import type { Context, Hono } from 'hono';
import type { DemoEnv } from '../types';
import { html } from '../html';
import { searchVideos } from '../simulator/routes/video';
import { breadcrumbs } from './components';
import { layout } from './layout';

function videosPage(c: Context<DemoEnv>): Response | Promise<Response> {
  const term = (c.req.query('Ntt') ?? '')
    .replace(/[^\p{L}\p{N} '-]/gu, '')
    .trim()
    .slice(0, 80);
  const found = searchVideos(term);
  const title = term ? `Videos for “${term}”` : 'Product Videos';
  const body = html`${breadcrumbs([{ label: 'Home', url: '/' }, { label: 'Videos' }])}
    <h1>${title} <span class="count">(${found.length} ${found.length === 1 ? 'video' : 'videos'})</span></h1>
    <form class="video-search" method="get" action="/videos/" role="search">
      <label for="video-term">Search videos</label>
      <input id="video-term" name="Ntt" type="search" value="${term}" maxlength="80" />
      <button type="submit" class="btn-small">Search</button>
    </form>
    <div data-widget="product-video" data-view="results" data-term="${term}" class="video-results-slot">
      ${
        found.length
          ? html`<ul class="video-fallback">
              ${found.map((v) => html`<li><a href="${v.seoUrl}">${v.name}</a></li>`)}
            </ul>`
          : html`<p>No videos match your search.</p>`
      }
    </div>`;
  return c.html(layout({ title, nonce: c.get('nonce'), body, path: '/videos/' }));
}

export function registerVideoPages(app: Hono<DemoEnv>): void {
  app.get('/videos', (c) => c.redirect('/videos/' + (new URL(c.req.url).search ?? ''), 301));
  app.get('/videos/', videosPage);
}
