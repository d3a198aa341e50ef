/**
 * Test mode only: releases made by `npm run release` (scripts/release.mjs), served side by side as a store would
 * publish them, so that a test can replace one release by the next under an open page.
 *   /__release/widgets/loader.js, manifest.json   the current release's (short cache)
 *   /__release/widgets/v/<version>/...            every release's hashed files (immutable, all kept)
 *   /__release/<page path>                        the demo page, its script tag pointing at /__release/widgets/
 *   POST /__release/deploy { version }            makes that release the current one (a deploy)
 */
import type { Context, Hono } from 'hono';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DemoEnv } from './types';

type ServeFile = (c: Context, dir: string, encodedPath: string, cacheControl: string) => Response;

const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

export function registerReleases(app: Hono<DemoEnv>, dir: string, serveFile: ServeFile, loaderTag: RegExp): void {
  let current = '';

  app.post('/__release/deploy', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { version?: unknown };
    const version = typeof body.version === 'string' ? body.version : '';
    if (!VERSION.test(version) || !existsSync(join(dir, version, 'manifest.json'))) return c.json({ error: `no release ${version} in ${dir}` }, 404);
    current = version;
    return c.json({ current });
  });

  app.get('/__release/widgets/v/:version/*', (c) => {
    const version = c.req.param('version');
    if (!VERSION.test(version)) return c.text('Not found', 404);
    const below = c.req.path.slice(`/__release/widgets/v/${version}/`.length);
    return serveFile(c, join(dir, version, 'v', version), below, 'public, max-age=31536000, immutable');
  });
  // The operator's switches are not a release's: everything on.
  app.get('/__release/widgets/switches.json', (c) => c.json({ off: [], rollout: {} }, 200, { 'cache-control': 'public, max-age=60' }));
  app.get('/__release/widgets/:file{loader\\.js|manifest\\.json}', (c) => {
    if (!current) return c.text('No release is current', 404);
    // A store gives these a short cache (a minute); here none, so the page after a deploy is the next release's.
    return serveFile(c, join(dir, current), c.req.param('file'), 'no-cache');
  });

  app.get('/__release/*', async (c) => {
    const url = new URL(c.req.url);
    url.pathname = url.pathname.slice('/__release'.length) || '/';
    const res = await app.fetch(new Request(url, c.req.raw), c.env);
    if (!res.headers.get('content-type')?.startsWith('text/html')) return res;
    // The inner page has a nonce of its own; the outer middleware sets the policy of this response's nonce.
    const inner = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    let page = (await res.text()).replace(loaderTag, (tag) => tag.replace('/widgets/loader.js', '/__release/widgets/loader.js'));
    if (inner) page = page.replaceAll(`nonce="${inner}"`, `nonce="${c.get('nonce')}"`);
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    return new Response(page, { status: res.status, headers });
  });
}
