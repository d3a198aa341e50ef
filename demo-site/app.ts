/**
 * The demo site: server-rendered legacy-looking pages with widget markers, the built widgets under
 * /widgets/, and the commerce simulator under /rest/. Every HTML response carries a strict
 * Content-Security-Policy with a fresh nonce, which the loader reuses for anything it adds.
 */
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createSimulator, type SimulatorOptions } from './simulator/app';
import { LOADER_TAG } from './pages/layout';
import { staticImagePng } from './pages/raster';
import { registerPages } from './pages/routes';
import { registerReleases } from './releases';
import type { DemoEnv } from './types';

// Page modules import DemoEnv from './types' (importing '../app' from a page is an import circle).
export type { DemoEnv } from './types';

/** The repository root (this file is one level down, bundled or not). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface DemoOptions {
  /** Folder of the built widgets (dist, or dist-test for the test widgets). */
  widgetsDir?: string;
  /** Serve tests/pages/*.html under /__test/ (end-to-end tests only). */
  testPages?: boolean;
  simulator?: SimulatorOptions;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.html': 'text/html; charset=utf-8',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // The demo product video (demo-site/public/video) and its captions.
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** The cookie that scopes a test's switches.json to its browser context. */
const TEST_SWITCHES = 'sw_test_switches';

type Encoded = { raw: Buffer; br?: Buffer; gzip?: Buffer; mtime: number };
const fileCache = new Map<string, Encoded>();

/** Reads a file, compressed once per version for the encodings a browser accepts. */
function readEncoded(file: string): Encoded {
  const mtime = statSync(file).mtimeMs;
  const hit = fileCache.get(file);
  if (hit && hit.mtime === mtime) return hit;
  const raw = readFileSync(file);
  const entry: Encoded = { raw, mtime };
  if (/\.(js|mjs|css|json|svg|html|txt)$/.test(file) && raw.length > 256) {
    entry.br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    entry.gzip = gzipSync(raw, { level: 9 });
  }
  fileCache.set(file, entry);
  return entry;
}

/**
 * The file of `dir` that a URL path (still percent-encoded, as after the route prefix) names: 'bad' when
 * the path could leave the folder or is malformed, null when there is no such file. Decoded exactly once;
 * what is left must be plain names: no '.' or '..' segment (however it was encoded: '..%2F', '%2e%2e/'), no
 * backslash (a separator on Windows), no '%' (a second encoding, '%252e%252e%252f'), no NUL, no empty segment.
 * Then the resolved file, symlinks followed, must still be inside the folder ('dist-test' is not in 'dist').
 */
export function staticFile(dir: string, encodedPath: string): { file: string } | 'bad' | null {
  let path: string;
  try {
    path = decodeURIComponent(encodedPath);
  } catch {
    return 'bad';
  }
  if (/[\\%\0]/.test(path) || path.split('/').some((seg) => seg === '' || seg === '.' || seg === '..')) return 'bad';
  const root = resolve(dir);
  const file = resolve(root, path);
  if (!inside(root, file)) return 'bad';
  if (!existsSync(file) || !statSync(file).isFile()) return null;
  return inside(realpathSync(root), realpathSync(file)) ? { file } : 'bad';
}

const inside = (root: string, file: string): boolean => {
  const rel = relative(root, file);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
};

/**
 * Serves a file from a folder, compressed, with the given caching. `encodedPath` is the URL path below the
 * folder's prefix, not yet percent-decoded; a path that could leave the folder is a 400, a missing file a 404.
 */
export function serveFile(c: Context, dir: string, encodedPath: string, cacheControl: string): Response {
  const found = staticFile(dir, encodedPath);
  if (found === 'bad') return c.text('Bad request', 400);
  if (found === null) return c.text('Not found', 404);
  const { file } = found;
  const enc = readEncoded(file);
  const accept = c.req.header('accept-encoding') ?? '';
  const headers: Record<string, string> = {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
    'x-content-type-options': 'nosniff',
    // Widgets may be served from a CDN on another origin: fetch() with integrity needs CORS.
    'access-control-allow-origin': '*',
  };
  let body: Buffer = enc.raw;
  if (enc.br && /\bbr\b/.test(accept)) {
    body = enc.br;
    headers['content-encoding'] = 'br';
  } else if (enc.gzip && /\bgzip\b/.test(accept)) {
    body = enc.gzip;
    headers['content-encoding'] = 'gzip';
  }
  return new Response(new Uint8Array(body), { headers });
}

/** The strict policy: scripts only by nonce (and what they load), no inline styles, no eval. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * A test page (tests/pages/<name>.html): a whole document is served as written; any other file is the inside
 * of tests/pages/_layout.html (viewport, the legacy and test-page styles, the loader), its `<head>…</head>`
 * joining the layout's head and the rest becoming the body.
 */
function testPage(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (text.startsWith('<!DOCTYPE html>')) return text;
  const parts = /^<head>\n([\s\S]*?)<\/head>\n([\s\S]*)$/.exec(text);
  if (!parts) throw new Error(`${file}: a test page is a whole document or starts with <head>…</head>`);
  const layout = readFileSync(join(ROOT, 'tests/pages/_layout.html'), 'utf8');
  return layout.replace('{{head}}\n', () => parts[1]!).replace('{{body}}\n', () => parts[2]!);
}

/** Per-response nonce, readable by page handlers as c.get('nonce'). */

export function createDemoApp(options: DemoOptions = {}): Hono<DemoEnv> {
  const widgetsDir = resolve(ROOT, options.widgetsDir ?? 'dist');
  const app = new Hono<DemoEnv>();

  app.use('*', async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('nonce', nonce);
    await next();
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      // The page as its server renders it, without the widgets (the loader tag left out): the Lighthouse bench's
      // baseline (LIGHTHOUSE_HOST_ONLY), what the host page costs on its own. Asked for with a request header, so
      // that the page's address, and what its server renders for it, stay the same.
      if (c.req.header('x-demo-widgets') === 'off') {
        const page = (await c.res.text()).replace(LOADER_TAG, '');
        const headers = new Headers(c.res.headers);
        headers.delete('content-length');
        c.res = new Response(page, { status: c.res.status, headers });
      }
      c.res.headers.set('content-security-policy', contentSecurityPolicy(nonce));
      c.res.headers.set('referrer-policy', 'strict-origin-when-cross-origin');
      c.res.headers.set('x-content-type-options', 'nosniff');
    }
  });

  // Switches a test set for its own browser (scoped by a cookie, so parallel tests do not see each other's): the
  // body to serve as switches.json, or null for none (404).
  const testSwitches = new Map<string, string | null>();
  if (options.testPages) {
    app.post('/__test/switches', async (c) => {
      const key = getCookie(c, TEST_SWITCHES) ?? randomBytes(8).toString('hex');
      const body = await c.req.text();
      testSwitches.set(key, body === 'none' ? null : body);
      setCookie(c, TEST_SWITCHES, key, { path: '/' });
      return c.body(null, 204);
    });
    // Never cached here: a test changes it between page views, and the browser's cache does not know the cookie.
    app.get('/widgets/switches.json', (c) => {
      const key = getCookie(c, TEST_SWITCHES);
      if (key === undefined || !testSwitches.has(key)) return serveFile(c, widgetsDir, 'switches.json', 'no-store');
      const body = testSwitches.get(key);
      return body == null ? c.text('Not found', 404, { 'cache-control': 'no-store' }) : c.body(body, 200, { 'content-type': TYPES['.json']!, 'cache-control': 'no-store' });
    });
  }

  // The loader, the manifest and the switches keep stable names: short cache (an operator's switch reaches
  // shoppers within a minute). Hashed files never change: cache forever.
  app.get('/widgets/*', (c) => {
    const path = c.req.path.slice('/widgets/'.length);
    const stable = path === 'loader.js' || path === 'manifest.json' || path === 'switches.json' || path === 'widgets.json';
    return serveFile(c, widgetsDir, path, stable ? 'public, max-age=60' : 'public, max-age=31536000, immutable');
  });
  // The logos and icons as PNG, drawn from their SVG files (pages/raster.ts says why); any other file below.
  app.get('/static/images/:file', async (c, next) => {
    const png = await staticImagePng(c, join(ROOT, 'demo-site/public/images'), c.req.param('file'));
    if (png) return png;
    await next();
  });
  app.get('/static/*', (c) => serveFile(c, join(ROOT, 'demo-site/public'), c.req.path.slice('/static/'.length), 'public, max-age=300'));

  const simulator = createSimulator(options.simulator);
  app.all('/rest/*', (c) => simulator.fetch(c.req.raw));
  app.all('/data/*', (c) => simulator.fetch(c.req.raw));
  // /search answers the type-ahead's redirect lookup as JSON (Accept: application/json); a browser gets the results page.
  app.get('/search', (c, next) => (/json/.test(c.req.header('accept') ?? '') ? simulator.fetch(c.req.raw) : next()));
  // Listing pages answer the filtered listing call (the clicked facet link, Accept: application/json) as JSON.
  const listingJson = (c: Context, next: () => Promise<void>) => (/json/.test(c.req.header('accept') ?? '') ? simulator.fetch(c.req.raw) : next());
  for (const path of ['/products/*', '/sale/', '/sale/*', '/search/', '/search/*']) app.get(path, listingJson);

  if (options.testPages) {
    app.get('/__test/:name', (c) => {
      const file = join(ROOT, 'tests/pages', c.req.param('name').replace(/[^a-z0-9-]/g, '') + '.html');
      if (!existsSync(file)) return c.text('Not found', 404);
      const body = testPage(file).replaceAll('{{nonce}}', c.get('nonce'));
      return c.html(body, 200, { 'cache-control': 'no-store' });
    });
    // Cached like loader.js: with no-store the baseline alone re-downloaded and recompiled its bundle (no V8
    // code cache) on every run of the mount benchmark, while the loader's files came from the cache.
    app.get('/__bench/baseline.js', (c) => serveFile(c, widgetsDir, 'bench/baseline.js', 'public, max-age=60'));
    // Releases side by side, one replacing another under an open page (tests/e2e/release.spec.ts).
    registerReleases(app, resolve(ROOT, 'test-results/releases'), serveFile, LOADER_TAG);
  }

  registerPages(app, { simulator, widgetsDir, testPages: !!options.testPages });
  return app;
}
