/** The demo site's server-rendered pages. */
import type { Hono } from 'hono';
import type { DemoEnv } from '../types';
import { registerConfirmationPage } from './confirmation';
import { notFoundPage, registerInfoPages } from './info';
import { registerLandingPages } from './landing';
import { registerMetricsPage } from './metrics';
import { registerShopPages } from './shop';
import { registerVideoPages } from './videos';
import { registerWidgetCatalog } from './widgetCatalog';

export interface PageDeps {
  simulator: Hono;
  /** The folder of the built widgets (its widgets.json feeds the widget catalog). */
  widgetsDir?: string;
  /** Test mode: the catalog may list the test-only widgets (?test-widgets=1). */
  testPages?: boolean;
}

export function registerPages(app: Hono<DemoEnv>, deps: PageDeps): void {
  registerShopPages(app);
  registerVideoPages(app);
  registerLandingPages(app);
  registerWidgetCatalog(app, deps.widgetsDir ?? 'dist', !!deps.testPages);
  registerConfirmationPage(app, deps.simulator);
  registerMetricsPage(app);
  // Last: its catch-all serves the content pages and falls through to not-found.
  registerInfoPages(app, deps.simulator);
  app.notFound(notFoundPage);
}
