// The platform: the account widget loaded only when opened, one download per file, lazy chunks with SRI and
// a retry message, and open() that resolves false (never rejects) and retries after a failure.
import { readFileSync } from 'node:fs';
import type { Manifest } from '../../src/mount/contract';
import { expect, test, type Page, type Request } from './support/test';

const manifest = JSON.parse(readFileSync('dist-test/manifest.json', 'utf8')) as Manifest & Required<Pick<Manifest, 'chunks' | 'loaderCore'>>;
const account = manifest.widgets.account!;
const lazyChunkFile = Object.keys(manifest.chunks).find((f) => /Extra-/.test(f))!;

/** Every request of the page under /widgets/, by path. */
function recordWidgetRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (r: Request) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/widgets/')) counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  return counts;
}

const widgetPath = (file: string) => '/widgets/' + file;

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('the account widget', () => {
  test('a page that never opens a dialog never downloads the account widget; opening one downloads it once', async ({ page }) => {
    const counts = recordWidgetRequests(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect.poll(() => counts.get('/widgets/manifest.json')).toBe(1);
    expect(counts.get(widgetPath(account.entry)) ?? 0).toBe(0);

    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    // A second open is answered by the island that is already there.
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
    expect(counts.get(widgetPath(account.entry))).toBe(1);
  });

  test('StorefrontWidgets.open opens each dialog by its name, and by the account name with a view', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
    for (const [name, props, title] of [
      ['sign-in', undefined, 'Sign In'],
      ['create-account', undefined, 'Create Account'],
      ['forgot-password', undefined, 'Forgot Password'],
      ['account', { view: 'create-account', contracted: true }, 'Create a Government (Contracted) Account'],
    ] as const) {
      expect(await page.evaluate(([n, p]) => window.StorefrontWidgets!.open(n, p), [name, props] as const)).toBe(true);
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('signing in through StorefrontWidgets.open updates the header without a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
    expect(await page.evaluate(() => window.StorefrontWidgets!.open('sign-in'))).toBe(true);
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByRole('textbox', { name: 'Email Address' }).fill('teacher@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('Classroom2026!');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Maria!' })).toBeVisible();
  });

  test('open() of a widget whose files fail resolves false (no rejection) and logs why; the next open() loads it', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/');
    await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
    const entry = widgetPath(account.entry);
    let served = 0;
    await page.route('**' + entry, (route) => (served++, route.fulfill({ status: 503, body: 'down' })));
    const first = await page.evaluate(() =>
      window.StorefrontWidgets!.open('sign-in').then(
        (v) => `resolved ${v}`,
        (e: Error) => `rejected ${e.message}`,
      ),
    );
    expect(first).toBe('resolved false');
    expect(served).toBe(2); // the one retry
    expect(errors.some((e) => e.includes('[storefront-widgets] account: could not load its code'))).toBe(true);
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0);

    await page.unroute('**' + entry);
    expect(await page.evaluate(() => window.StorefrontWidgets!.open('sign-in'))).toBe(true);
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  });

  test('open() of an unknown name resolves false', async ({ page }) => {
    await page.goto('/__test/loader-basic');
    expect(await page.evaluate(() => window.StorefrontWidgets!.open('no-such-widget'))).toBe(false);
  });
});

test.describe('one download per file', () => {
  test('with the cache disabled, each widget file is requested exactly once', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const counts = recordWidgetRequests(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await expect(page.locator('[data-widget="header"]')).toHaveAttribute('data-widget-state', 'ready');
    const expected = new Set(['/widgets/loader.js', '/widgets/manifest.json', '/widgets/switches.json', widgetPath(manifest.loaderCore.file)]);
    for (const name of ['header', 'account']) for (const f of [...manifest.widgets[name]!.js, ...manifest.widgets[name]!.css]) expected.add(widgetPath(f.file));
    for (const path of expected) expect(counts.get(path), path).toBe(1);
    // And nothing else was asked twice.
    expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
  });
});

test.describe('lazy chunks', () => {
  const chunk = widgetPath(lazyChunkFile);

  test('a lazy chunk is fetched only when asked for, with its integrity and the page nonce', async ({ page }) => {
    const counts = recordWidgetRequests(page);
    await page.goto('/__test/lazy');
    await expect(page.locator('#lazy')).toHaveAttribute('data-widget-state', 'ready');
    expect(counts.get(chunk) ?? 0).toBe(0);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(page.getByText('Lazy part: hello')).toBeVisible();
    expect(counts.get(chunk)).toBe(1);
    const link = page.locator(`link[rel="modulepreload"][href$="${lazyChunkFile}"]`);
    await expect(link).toHaveAttribute('integrity', manifest.chunks[lazyChunkFile]!.find((f) => f.file === lazyChunkFile)!.integrity);
    expect(await link.evaluate((l) => (l as HTMLLinkElement).nonce)).not.toBe('');
  });

  test('a lazy chunk answered with 500 is retried once, then shows its retry message while the rest works; Retry loads it', async ({ page }) => {
    await page.goto('/__test/lazy');
    let served = 0;
    await page.route('**' + chunk, (route) => (served++, route.fulfill({ status: 500, body: 'error' })));
    await page.getByRole('button', { name: 'Show more' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This part of the page could not be loaded.');
    expect(served).toBe(2);
    // The rest of the widget works.
    await page.getByRole('button', { name: 'Clicked 0 times' }).click();
    await expect(page.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();

    await page.unroute('**' + chunk);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Lazy part: hello')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a lazy chunk whose bytes do not match its SRI hash never runs', async ({ page }) => {
    await page.goto('/__test/lazy');
    const original = readFileSync('dist-test/' + lazyChunkFile, 'utf8');
    let served = 0;
    await page.route('**' + chunk, (route) => (served++, route.fulfill({ status: 200, contentType: 'text/javascript', body: original + '\n// tampered' })));
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(page.getByRole('alert')).toContainText('This part of the page could not be loaded.');
    expect(served).toBe(2);
    expect(await page.evaluate(() => (window as unknown as { lazyDemoRan?: number }).lazyDemoRan ?? 0)).toBe(0);
    await expect(page.getByText('Lazy part: hello')).toHaveCount(0);
  });
});

test('no file under demo-site/ imports from widgets/', async () => {
  const { execSync } = await import('node:child_process');
  const hits = execSync('grep -rlE "from \'([.][.]/)+widgets/|import\\(\'([.][.]/)+widgets/" demo-site || true', { encoding: 'utf8' }).trim();
  expect(hits).toBe('');
});
