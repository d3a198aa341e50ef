// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDemoApp, ROOT } from './app';
import { LOADER_TAG } from './pages/layout';

// A widgets folder with a sibling whose name starts like it ('dist' and 'dist-test'), and a symlink out.
const base = mkdtempSync(join(tmpdir(), 'sw-static-'));
const widgetsDir = join(base, 'dist');
mkdirSync(widgetsDir);
mkdirSync(join(base, 'dist-secret'));
writeFileSync(join(widgetsDir, 'loader.js'), 'export const loader = 1;\n');
writeFileSync(join(base, 'dist-secret', 'key.txt'), 'SIBLING-SECRET');
writeFileSync(join(base, 'secret.txt'), 'PARENT-SECRET');
symlinkSync(join(base, 'secret.txt'), join(widgetsDir, 'link.txt'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const app = createDemoApp({ widgetsDir });
const get = (path: string) => app.fetch(new Request(`http://127.0.0.1${path}`));

const PACKAGE_JSON = readFileSync(join(ROOT, 'package.json'), 'utf8');
const SECRETS = [PACKAGE_JSON.slice(0, 80), 'SIBLING-SECRET', 'PARENT-SECRET'];

describe('demo server static files', () => {
  it('serves files inside their folder', async () => {
    expect((await get('/widgets/loader.js')).status).toBe(200);
    expect(await (await get('/widgets/loader.js')).text()).toContain('loader');
    expect((await get('/static/favicon.svg')).status).toBe(200);
  });

  it.each([
    '/static/..%2F..%2Fpackage.json',
    '/static/..%2f..%2fpackage.json',
    '/static/%2e%2e/%2e%2e/package.json',
    '/static/%2E%2E%2F%2E%2E%2Fpackage.json',
    '/static/..%5C..%5Cpackage.json',
    '/static/..\\..\\package.json',
    '/static/%252e%252e%252f%252e%252e%252fpackage.json',
    '/static/..%252F..%252Fpackage.json',
    '/static/%2F..%2F..%2Fpackage.json',
    '/static/images/..%2F..%2F..%2Fpackage.json',
    '/static/..%2F..%2Fpackage.json%00.svg',
    '/static/%E0%A4%A',
    '/widgets/..%2F..%2F..%2Fpackage.json',
    '/widgets/..%2Fdist-secret%2Fkey.txt',
    '/widgets/%2e%2e/dist-secret/key.txt',
    '/widgets/..%2Fsecret.txt',
    '/widgets/link.txt',
    '/static/../../package.json',
  ])('%s is refused (400 or 404) and never answers a file outside the folder', async (path) => {
    const res = await get(path);
    expect([400, 404]).toContain(res.status);
    const body = await res.text();
    for (const secret of SECRETS) expect(body).not.toContain(secret);
  });
});

describe('the host page alone (the Lighthouse baseline)', () => {
  it('leaves the loader tag out when asked with X-Demo-Widgets: off, and only then; the page is otherwise the same', async () => {
    const page = (headers: Record<string, string> = {}) => app.fetch(new Request('http://127.0.0.1/p/S1002/', { headers }));
    const withWidgets = await page();
    const alone = await page({ 'x-demo-widgets': 'off' });
    expect(alone.status).toBe(200);
    expect(alone.headers.get('content-security-policy')).toContain("'nonce-");
    const [a, b] = [await withWidgets.text(), await alone.text()];
    expect(a).toMatch(/<script src="\/widgets\/loader\.js" async nonce="[^"]+" data-site="school"><\/script>/);
    expect(b).not.toContain('/widgets/loader.js');
    // The rest of the page: the same markers and fallbacks (nonces differ per response).
    const strip = (html: string) => html.replace(LOADER_TAG, '').replace(/nonce="[^"]+"/g, '');
    expect(strip(b)).toBe(strip(a));
    expect(b).toContain('data-widget="add-to-cart"');
    expect(await (await page({ 'x-demo-widgets': 'on' })).text()).toContain('/widgets/loader.js');
  });
});

describe('switches.json', () => {
  it('is served beside the loader with its short cache, like loader.js and manifest.json', async () => {
    writeFileSync(join(widgetsDir, 'switches.json'), '{ "off": ["checkout"] }');
    const res = await get('/widgets/switches.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('cache-control')).toBe((await get('/widgets/loader.js')).headers.get('cache-control'));
    expect(await res.json()).toEqual({ off: ['checkout'] });
  });

  it('is set per browser in test mode (a cookie scopes it), never cached there, and only there', async () => {
    const test = createDemoApp({ widgetsDir, testPages: true });
    const set = async (body: string, cookie?: string) => test.fetch(new Request('http://127.0.0.1/__test/switches', { method: 'POST', body, headers: cookie ? { cookie } : {} }));
    const read = (cookie?: string) => test.fetch(new Request('http://127.0.0.1/widgets/switches.json', { headers: cookie ? { cookie } : {} }));
    const cookie = (await set('{ "off": [')).headers.get('set-cookie')!.split(';')[0]!;
    const mine = await read(cookie);
    expect([mine.status, await mine.text(), mine.headers.get('cache-control')]).toEqual([200, '{ "off": [', 'no-store']);
    // Another browser gets the folder's file.
    const theirs = await read();
    expect([theirs.status, await theirs.json(), theirs.headers.get('cache-control')]).toEqual([200, { off: ['checkout'] }, 'no-store']);
    expect((await set('none', cookie)).status).toBe(204);
    expect((await read(cookie)).status).toBe(404);
    expect((await app.fetch(new Request('http://127.0.0.1/__test/switches', { method: 'POST', body: '{}' }))).status).toBe(404);
  });
});
