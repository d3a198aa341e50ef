/** `npm run demo`: the demo site on 127.0.0.1:4173 (PORT overrides). */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createDemoApp } from './app';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const app = createDemoApp({
  widgetsDir: process.env.WIDGETS_DIR ?? 'dist',
  testPages: process.env.SW_TEST_PAGES === '1',
  simulator: process.env.SW_SIM_OPTIONS ? JSON.parse(process.env.SW_SIM_OPTIONS) : {},
});

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Storefront Widgets demo: http://${host}:${info.port}/`);
}) as Server;
// An idle keep-alive connection stays open for a minute, not Node's 5 s. A client that sends on a connection
// just as the server closes it gets a reset (ECONNRESET), and a client without a browser's retry (the e2e tests'
// request context, which now lives as long as its worker, and scripts) fails. Browsers keep idle connections for
// longer than 5 s too.
server.keepAliveTimeout = 60_000;
