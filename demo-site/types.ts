/**
 * Types shared by the demo server (demo-site/app.ts) and its page modules. Pages import them from here,
 * never from '../app', which imports every page module (an import circle).
 */

/** The demo app's Hono environment: each request carries its CSP nonce. */
export type DemoEnv = { Variables: { nonce: string } };
