/** The demo site's server-rendered pages. */
import type { Hono } from 'hono';
import type { DemoEnv } from '../app';
import { html } from '../html';
import { layout } from './layout';

export interface PageDeps {
  simulator: Hono;
}

export function registerPages(app: Hono<DemoEnv>, _deps: PageDeps): void {
  app.get('/', (c) =>
    c.html(
      layout({
        title: 'Home',
        nonce: c.get('nonce'),
        pageType: 'home',
        body: html`<section class="hero"><h1>Inspiring Minds. Building Classrooms.</h1><p>Classroom supplies, learning materials and furniture for teachers, schools and families.</p></section>`,
      }),
    ),
  );

  app.notFound((c) =>
    c.html(
      layout({
        title: 'Page not found',
        nonce: c.get('nonce'),
        pageType: 'not-found',
        body: html`<section class="error-page"><h1>Oops! This Page Is on a Field Trip.</h1><p>Click the links below to continue shopping.</p><p><a href="/">Home</a></p></section>`,
      }),
      404,
    ),
  );
}
