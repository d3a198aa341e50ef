/**
 * The two engines' drivers behind one small interface, so that every flow is written once.
 *
 * Firefox ESR: puppeteer-core over WebDriver BiDi (Firefox's own remote agent; no geckodriver, which no package
 * registry here ships). WebKitGTK: WebDriver classic, spoken over fetch to Debian's WebKitWebDriver, which starts
 * MiniBrowser in automation mode under Xvfb (WebKitWebDriver 2.50 has no BiDi, and no client library adds
 * anything a dozen HTTP calls do not). Elements are found in the page by the same script in both
 * (`inPage.ts`: role and accessible name through open shadow roots); clicks and keys are the engine's native
 * input (WebDriver actions, BiDi input) at the point a shopper would click, so focus, hit testing and key handling are
 * the engine's own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { buildSync } from 'esbuild';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { freePort } from './freePort';
import { until } from './until';

export type EngineName = 'firefox' | 'webkit';
export interface Viewport {
  width: number;
  height: number;
}

/** Keys a test presses, by their W3C names. */
export type Key = 'Enter' | 'Tab' | 'Shift+Tab' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight' | 'Backspace' | 'Space' | 'Home' | 'End';

export interface Driver {
  readonly engine: EngineName;
  /** The browser's product and version, as the engine reports it. */
  readonly version: string;
  /** A new shopper on `origin`: no cookies, no storage, the page at `viewport` (the layout viewport's CSS size). */
  fresh(viewport: Viewport, origin: string): Promise<void>;
  goto(url: string): Promise<void>;
  /** The value of `expr`, a JavaScript expression evaluated in the page with `window.__swEngines` installed. */
  eval<T>(expr: string): Promise<T>;
  /** A native click (mouse down and up) at (x, y) in the viewport's CSS pixels. */
  clickAt(x: number, y: number): Promise<void>;
  /** Native key presses typing `text` into the focused element. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  close(): Promise<void>;
}

let library: string | undefined;
/** The in-page query script, bundled once per run. */
function inPageScript(): string {
  library ??= buildSync({
    entryPoints: [new URL('./inPage.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2020',
  }).outputFiles[0]!.text;
  return library;
}
/** The library's installation, once per document (a page's CSP does not apply to a driver's scripts). */
const install = () => `if (!window.__swEngines) {${inPageScript()}}\n`;
/** A script whose completion value is `expr`'s, for BiDi's evaluate. */
const expression = (expr: string) => `${install()};(${expr})`;
/** A function body returning `expr`'s value, for WebDriver classic's execute. */
const functionBody = (expr: string) => `${install()}return (${expr});`;
/**
 * `expr`'s value (a promise's, once settled) as `{ value }` when the document has the library already, else
 * `{ missing: true }`: the engine then parses the library (17 KB) once per document, not at every poll.
 */
const quick = (expr: string) => `(window.__swEngines ? Promise.resolve(${expr}).then((value) => ({ value })) : { missing: true })`;
type Quick<T> = { value?: T; missing?: true } | null;

// ---------------------------------------------------------------------------------------------------------
// Firefox ESR over WebDriver BiDi

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

class FirefoxDriver implements Driver {
  readonly engine = 'firefox';
  private context?: BrowserContext;
  private page?: Page;
  constructor(
    private readonly browser: Browser,
    readonly version: string,
  ) {}

  private get p(): Page {
    if (!this.page) throw new Error('no page: call fresh() first');
    return this.page;
  }
  async fresh(viewport: Viewport) {
    // A new browser context (a BiDi user context): its own cookies and storage.
    await this.context?.close();
    this.context = await this.browser.createBrowserContext();
    this.page = await this.context.newPage();
    await this.page.setViewport(viewport);
  }
  async goto(url: string) {
    await this.p.goto(url, { waitUntil: 'load' });
  }
  async eval<T>(expr: string): Promise<T> {
    const r = (await this.p.evaluate(quick(expr))) as Quick<T>;
    if (r?.missing) return (await this.p.evaluate(expression(expr))) as T;
    return r?.value as T;
  }
  async clickAt(x: number, y: number) {
    await this.p.mouse.click(x, y);
  }
  async type(text: string) {
    await this.p.keyboard.type(text);
  }
  async press(key: Key) {
    if (key === 'Shift+Tab') {
      await this.p.keyboard.down('Shift');
      await this.p.keyboard.press('Tab');
      await this.p.keyboard.up('Shift');
    } else await this.p.keyboard.press(key === 'Space' ? ' ' : key);
  }
  async close() {
    await this.browser.close();
  }
}

async function launchFirefox(): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      // No first-run pages, update checks or telemetry pings: the suite talks to 127.0.0.1 only.
      'browser.shell.checkDefaultBrowser': false,
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
      'signon.rememberSignons': false,
    },
  });
  return new FirefoxDriver(browser, await browser.version());
}

// ---------------------------------------------------------------------------------------------------------
// WebKitGTK over WebDriver classic

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** MiniBrowser ships in the WebKitGTK library package, under the multiarch directory. */
export const miniBrowser = (): string | undefined =>
  process.env.MINIBROWSER_PATH ??
  readdirSync('/usr/lib')
    .map((d) => `/usr/lib/${d}/webkit2gtk-4.1/MiniBrowser`)
    .find((p) => existsSync(p));

const WD_KEYS: Record<string, string> = {
  Enter: '\uE007',
  Tab: '\uE004',
  Escape: '\uE00C',
  Backspace: '\uE003',
  Space: ' ',
  Home: '\uE011',
  End: '\uE010',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Shift: '\uE008',
};

class WebKitDriver implements Driver {
  readonly engine = 'webkit';
  version = '';
  private session?: string;
  constructor(
    private readonly base: string,
    private readonly proc: ChildProcess,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { value: T & { error?: string; message?: string } };
    if (!res.ok) throw new Error(`WebKitWebDriver ${method} ${path}: ${json.value.error}: ${json.value.message}`);
    return json.value;
  }
  private s(path: string) {
    if (!this.session) throw new Error('no session: call fresh() first');
    return `/session/${this.session}${path}`;
  }

  async fresh(viewport: Viewport, origin: string) {
    // One MiniBrowser per run (a new one costs about 2 s): a new shopper is the same window with the site's
    // cookies and storage cleared, left on a blank page.
    if (this.session) {
      if ((await this.call<string>('GET', this.s('/url'))).startsWith(origin)) {
        await this.eval('(localStorage.clear(), sessionStorage.clear())');
        await this.call('DELETE', this.s('/cookie'));
      }
    } else {
      const created = await this.call<{ sessionId: string; capabilities: { browserName: string; browserVersion: string } }>('POST', '/session', {
        // Full screen: no toolbar, whose width would keep the window wider than a phone.
        capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: miniBrowser(), args: ['--automation', '--full-screen'] } } },
      });
      this.session = created.sessionId;
      this.version = `WebKitGTK ${created.capabilities.browserVersion} (${created.capabilities.browserName})`;
    }
    await this.call('POST', this.s('/url'), { url: 'about:blank' });
    await this.call('POST', this.s('/window/rect'), viewport);
    const inner = await this.eval<Viewport>('({ width: innerWidth, height: innerHeight })');
    if (inner.width !== viewport.width || inner.height !== viewport.height) {
      throw new Error(`WebKitGTK's page is ${inner.width}x${inner.height}, not ${viewport.width}x${viewport.height}`);
    }
  }
  async goto(url: string) {
    await this.call('POST', this.s('/url'), { url });
  }
  async eval<T>(expr: string): Promise<T> {
    const r = await this.call<Quick<T>>('POST', this.s('/execute/sync'), { script: `return ${quick(expr)};`, args: [] });
    if (r?.missing) return this.call<T>('POST', this.s('/execute/sync'), { script: functionBody(expr), args: [] });
    return r?.value as T;
  }
  async clickAt(x: number, y: number) {
    // Pointer actions at a point, not Element Click: WebKitWebDriver's hit test for Element Click does not see
    // through shadow roots (it reports every click on a widget's button as intercepted by the island's host).
    await this.call('POST', this.s('/actions'), {
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', origin: 'viewport', x, y, duration: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
    await this.call('DELETE', this.s('/actions'));
  }
  private async keys(actions: { type: 'keyDown' | 'keyUp'; value: string }[]) {
    await this.call('POST', this.s('/actions'), { actions: [{ type: 'key', id: 'keyboard', actions }] });
    await this.call('DELETE', this.s('/actions'));
  }
  async type(text: string) {
    await this.keys(
      [...text].flatMap((value) => [
        { type: 'keyDown' as const, value },
        { type: 'keyUp' as const, value },
      ]),
    );
  }
  async press(key: Key) {
    const names = key === 'Shift+Tab' ? ['Shift', 'Tab'] : [key];
    const codes = names.map((n) => WD_KEYS[n]!);
    await this.keys([...codes.map((value) => ({ type: 'keyDown' as const, value })), ...codes.reverse().map((value) => ({ type: 'keyUp' as const, value }))]);
  }
  async close() {
    if (this.session) await this.call('DELETE', `/session/${this.session}`).catch(() => undefined);
    // xvfb-run leads its own process group (Xvfb, WebKitWebDriver, MiniBrowser): end exactly that group.
    if (this.proc.pid) {
      try {
        process.kill(-this.proc.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

async function launchWebKit(): Promise<Driver> {
  if (!miniBrowser()) throw new Error('MiniBrowser not found: install libwebkit2gtk-4.1-0 (with webkit2gtk-driver), or set MINIBROWSER_PATH');
  const port = await freePort();
  // Without accelerated compositing: under Xvfb it is Mesa's software GL, which took a third of WebKit's CPU in
  // this suite (65 against 44 core-seconds for the WebKit flows); the pages' layout, events and focus are the same.
  const env = { ...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: '1' };
  const proc = spawn('xvfb-run', ['-a', '-s', '-screen 0 1600x1200x24', WEBKIT_DRIVER, `--port=${port}`], { detached: true, stdio: 'ignore', env });
  const base = `http://127.0.0.1:${port}`;
  await until(
    () => 'WebKitWebDriver did not start (is xvfb-run installed?)',
    async () => (proc.exitCode === null && (await fetch(`${base}/status`)).ok) || undefined,
    20_000,
  ).catch((e: unknown) => {
    if (proc.pid) process.kill(-proc.pid, 'SIGTERM');
    throw e;
  });
  return new WebKitDriver(base, proc);
}

export const ENGINES: Record<EngineName, () => Promise<Driver>> = { firefox: launchFirefox, webkit: launchWebKit };
