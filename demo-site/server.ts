/** `npm run demo`: the demo site on 127.0.0.1:4173 (PORT overrides). */
import { serve } from '@hono/node-server';
import { createDemoApp } from './app';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const app = createDemoApp({
  widgetsDir: process.env.WIDGETS_DIR ?? 'dist',
  testPages: process.env.SW_TEST_PAGES === '1',
  simulator: process.env.SW_SIM_OPTIONS ? JSON.parse(process.env.SW_SIM_OPTIONS) : {},
});

serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Storefront Widgets demo: http://${host}:${info.port}/`);
});
