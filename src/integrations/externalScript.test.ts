import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetHostConfig, setRuntime } from '../config';
import { addScript, loadExternalScript, resetExternalScripts, scriptSources, scriptVerdict } from './externalScript';

const HTTP_PAGE = 'http://shop.example/p/1';
const HTTPS_PAGE = 'https://shop.example/p/1';
const ALLOWED = ['http://shop.example', 'https://shop.example', 'https://allowed.example', 'https://cdn.example'];

describe('the script allowlist decision', () => {
  it.each([
    ['an https origin in the list', 'https://allowed.example/sdk.js', HTTP_PAGE, 'https://allowed.example/sdk.js'],
    ['a path on an http page (development)', '/static/chat.js', HTTP_PAGE, 'http://shop.example/static/chat.js'],
    ["http from the page's own origin", 'http://shop.example/static/chat.js', HTTP_PAGE, 'http://shop.example/static/chat.js'],
    ['an uppercase scheme and host, as the browser spells it', 'HTTPS://ALLOWED.EXAMPLE/sdk.js', HTTP_PAGE, 'https://allowed.example/sdk.js'],
    ['surrounding whitespace, as the browser strips it', '  https://allowed.example/sdk.js\n', HTTP_PAGE, 'https://allowed.example/sdk.js'],
    ['protocol-relative to an allowed origin on an https page', '//allowed.example/sdk.js', HTTPS_PAGE, 'https://allowed.example/sdk.js'],
  ])('loads %s', (_, raw, page, href) => {
    expect(scriptVerdict(raw, page, ALLOWED)).toEqual({ ok: true, href });
  });

  it.each([
    ['http from another allowed origin', 'http://allowed.example/sdk.js', HTTP_PAGE, /http: scripts are not loaded/],
    ["http from the page's host on an https page", 'http://shop.example/x.js', HTTPS_PAGE, /http: scripts are not loaded/],
    ['an https origin not in the list', 'https://evil.example/x.js', HTTP_PAGE, /https:\/\/evil\.example\/x\.js is not under the allowed script sources/],
    ['another port of an allowed host', 'https://allowed.example:8443/x.js', HTTP_PAGE, /not under the allowed/],
    ['an allowed name as a subdomain of another host', 'https://allowed.example.evil.example/x.js', HTTP_PAGE, /not under the allowed/],
    ['a local address on another port', 'http://127.0.0.2:9/x', HTTP_PAGE, /http: scripts are not loaded/],
    ['data:', 'data:text/javascript,window.pwned=1', HTTP_PAGE, /data: scripts are not loaded/],
    ['DATA: in capitals', 'DATA:text/javascript,window.pwned=1', HTTP_PAGE, /data: scripts are not loaded/],
    ['blob: of an allowed origin', 'blob:https://allowed.example/1b2c', HTTP_PAGE, /blob: scripts are not loaded/],
    ['javascript:', 'javascript:alert(1)', HTTP_PAGE, /javascript: scripts are not loaded/],
    ['JaVaScRiPt: with a tab and newline inside', 'java\tscr\nipt:alert(1)', HTTP_PAGE, /javascript: scripts are not loaded/],
    ['protocol-relative to another host', '//evil.example/x.js', HTTPS_PAGE, /not under the allowed/],
    ['protocol-relative on an http page (http from another origin)', '//allowed.example/x.js', HTTP_PAGE, /http: scripts are not loaded/],
    ['an allowed origin as user name of another host', 'https://allowed.example@evil.example/x.js', HTTP_PAGE, /user name or password|not under the allowed/],
    ['a user name on an allowed host', 'https://allowed.example:pw@allowed.example/x.js', HTTP_PAGE, /user name or password/],
    ['leading whitespace before another host', ' https://evil.example/x.js', HTTP_PAGE, /not under the allowed/],
    ['an empty address', '', HTTP_PAGE, /not a valid address/],
    ['whitespace only', ' \t ', HTTP_PAGE, /not a valid address/],
    ['an unparseable address', 'https://[allowed.example/x.js', HTTP_PAGE, /not a valid address/],
  ])('refuses %s', (_, raw, page, why) => {
    const v = scriptVerdict(raw, page, ALLOWED);
    expect(v.ok).toBe(false);
    expect(v.ok ? '' : v.why).toMatch(why);
  });

  it('compares origins as the browser does, whatever the case or trailing slash of the list', () => {
    expect(scriptVerdict('https://allowed.example/x.js', HTTPS_PAGE, ['HTTPS://Allowed.Example/'])).toMatchObject({ ok: true });
    expect(scriptVerdict('https://allowed.example/x.js', HTTPS_PAGE, [])).toMatchObject({ ok: false });
  });
});

describe('origin-and-path prefixes', () => {
  const FORMS = ['https://shop.example/rest/forms/'];
  it.each([
    ['the prefix folder itself', 'https://shop.example/rest/forms/'],
    ['a path below it', 'https://shop.example/rest/forms/contact-a-rep'],
    ['a deeper path with a query', 'https://shop.example/rest/forms/b2b/request?x=1'],
    ['a relative path below it', '/rest/forms/contact-a-rep'],
  ])('admit %s', (_, raw) => {
    expect(scriptVerdict(raw, HTTPS_PAGE, FORMS).ok).toBe(true);
  });

  it.each([
    ['another script of the same origin', '/static/replay/recorder.js'],
    ['a sibling whose name starts like the folder', '/rest/forms-old/x'],
    ['a dot-dot climb out of the folder', '/rest/forms/../../static/replay/recorder.js'],
    ['an encoded dot-dot climb', '/rest/forms/%2e%2e/%2e%2e/static/replay/recorder.js'],
    ['an encoded slash', '/rest/forms/..%2f..%2fstatic/replay/recorder.js'],
    ['an encoded backslash', '/rest/forms/..%5c..%5cstatic/x.js'],
    ['the same path on another origin', 'https://evil.example/rest/forms/x'],
  ])('refuse %s', (_, raw) => {
    expect(scriptVerdict(raw, HTTPS_PAGE, FORMS).ok).toBe(false);
  });

  it('a prefix without a trailing slash is a whole segment: the path itself and below it', () => {
    const sdk = ['https://www.paypal.com/sdk/js'];
    expect(scriptVerdict('https://www.paypal.com/sdk/js?client-id=x', HTTPS_PAGE, sdk).ok).toBe(true);
    expect(scriptVerdict('https://www.paypal.com/sdk/jsx', HTTPS_PAGE, sdk).ok).toBe(false);
  });
});

describe('the allowed script sources', () => {
  afterEach(() => {
    delete window.StorefrontWidgetsConfig;
    resetHostConfig();
    setRuntime({ nonce: '', cfg: {} });
  });

  it("default, for a script the host config or init data names, to the page's origin and the commerce API's (data-api-base)", () => {
    setRuntime({ nonce: '', cfg: { apiBase: 'https://api.example/rest/' } });
    expect(scriptSources('chat')).toEqual([location.origin, 'https://api.example']);
    expect(scriptSources('wallet')).toEqual([location.origin, 'https://api.example']);
  });

  it("default, for the contact form's service, to the folder of its endpoint on the commerce API, or of the host's override", () => {
    setRuntime({ nonce: '', cfg: { apiBase: 'https://api.example/' } });
    expect(scriptSources('form')).toEqual(['https://api.example/rest/forms/']);
    window.StorefrontWidgetsConfig = { endpoints: { contactForm: '/services/jsonp/contact' } };
    resetHostConfig();
    expect(scriptSources('form')).toEqual(['https://api.example/services/jsonp/']);
  });

  it('are exactly the host config’s scriptSources for a purpose it sets; the others keep their defaults', () => {
    window.StorefrontWidgetsConfig = { scriptSources: { wallet: ['https://www.paypal.com/sdk/js'] } };
    expect(scriptSources('wallet')).toEqual(['https://www.paypal.com/sdk/js']);
    expect(scriptVerdict(`${location.origin}/x.js`, location.href, scriptSources('wallet')).ok).toBe(false);
    expect(scriptSources('chat')).toContain(location.origin);
  });

  it("a store that still sets the deprecated scriptOrigins keeps those origins for every purpose but the form's, with a warning", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setRuntime({ nonce: '', cfg: { apiBase: 'https://api.example/' } });
    window.StorefrontWidgetsConfig = { scriptOrigins: ['https://www.paypal.com'], scriptSources: { chat: ['https://chat.example/widget/'] } };
    resetHostConfig();
    expect(scriptSources('wallet')).toEqual(['https://www.paypal.com']);
    expect(scriptSources('chat')).toEqual(['https://chat.example/widget/']);
    expect(scriptSources('form')).toEqual(['https://api.example/rest/forms/']);
    expect(warn.mock.calls[0]![0]).toContain('scriptOrigins is deprecated');
  });
});

/** Captures the scripts added to the head instead of loading them; the test fires their load or error. */
function captureScripts() {
  const scripts: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void scripts.push(...(nodes as HTMLScriptElement[])));
  return scripts;
}

type Lib = { hello(): string };
const win = window as unknown as { testLib?: Lib };
const lib: Lib = { hello: () => 'hi' };
const ready = () => win.testLib;

describe('the script loader', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    setRuntime({ nonce: 'n0nce', cfg: {} });
  });
  afterEach(() => {
    delete win.testLib;
    resetExternalScripts();
    setRuntime({ nonce: '', cfg: {} });
  });

  it('asks once for callers of one library (one flight), with the nonce, and gives each the interface', async () => {
    const scripts = captureScripts();
    const a = loadExternalScript('cart', '/static/lib.js?a=1', { key: 'lib', nonceAttribute: 'data-csp-nonce', ready });
    const b = loadExternalScript('checkout', '/static/lib.js?b=2', { key: 'lib', nonceAttribute: 'data-csp-nonce', ready });
    expect(scripts).toHaveLength(1);
    const s = scripts[0]!;
    expect(s.src).toBe(`${location.origin}/static/lib.js?a=1`);
    expect(s.nonce).toBe('n0nce');
    expect(s.getAttribute('data-csp-nonce')).toBe('n0nce');
    win.testLib = lib;
    s.onload!(new Event('load'));
    expect(await a).toBe(lib);
    expect(await b).toBe(lib);
    expect(await loadExternalScript('header', '/static/lib.js?a=1', { key: 'lib', ready })).toBe(lib);
    expect(scripts).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a script that fails is removed and logged with the widget and address; the next ask tries again', async () => {
    const scripts = captureScripts();
    const first = loadExternalScript('header', '/static/chat.js', { name: 'live-chat script', ready });
    scripts[0]!.onerror!(new Event('error'));
    expect(await first).toBeNull();
    expect(errors).toHaveBeenCalledExactlyOnceWith(`[storefront-widgets] header: the live-chat script could not be loaded from ${location.origin}/static/chat.js.`);
    const again = loadExternalScript('header', '/static/chat.js', { name: 'live-chat script', ready });
    expect(scripts).toHaveLength(2);
    win.testLib = lib;
    scripts[1]!.onload!(new Event('load'));
    expect(await again).toBe(lib);
  });

  it('a script that loads without its interface gives null (logged) and is asked for again next time', async () => {
    const scripts = captureScripts();
    const first = loadExternalScript('recommendations', '/static/recs.js', { ready });
    scripts[0]!.onload!(new Event('load'));
    expect(await first).toBeNull();
    expect(String(errors.mock.calls[0]![0])).toMatch(/recommendations: the script from .*\/static\/recs\.js loaded but did not set up its interface/);
    void loadExternalScript('recommendations', '/static/recs.js', { ready });
    expect(scripts).toHaveLength(2);
  });

  it('a refused address adds nothing and says once which widget, which address and why; another widget still loads', async () => {
    const scripts = captureScripts();
    const bad = loadExternalScript('cart', 'data:text/javascript,window.testLib={}', { key: 'lib', name: 'PayPal script', ready });
    const good = loadExternalScript('checkout', '/static/lib.js', { key: 'lib', ready });
    expect(await bad).toBeNull();
    expect(errors).toHaveBeenCalledExactlyOnceWith(
      '[storefront-widgets] cart: the PayPal script "data:text/javascript,window.testLib={}" is refused: data: scripts are not loaded (https only; http only from this page\'s origin).',
    );
    expect(scripts.map((s) => s.src)).toEqual([`${location.origin}/static/lib.js`]);
    win.testLib = lib;
    scripts[0]!.onload!(new Event('load'));
    expect(await good).toBe(lib);
  });

  it('each addScript is its own request; its query is added after the check (a refusal never logs it); a transient one leaves the page', async () => {
    const added: HTMLScriptElement[] = [];
    const real = document.head.append.bind(document.head);
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      added.push(...(nodes as HTMLScriptElement[]));
      // In the page, without loading: happy-dom does not fetch it.
      for (const n of nodes) if (n instanceof HTMLScriptElement) n.removeAttribute('src');
      real(...nodes);
    });
    const one = addScript('contact-form', '/rest/forms/x?v=1', { transient: true, params: { email: 'dana@example.com', callback: 'cb1' } });
    const two = addScript('contact-form', '/rest/forms/x?v=1', { transient: true, params: { callback: 'cb2' } });
    expect(added).toHaveLength(2);
    expect(added.every((s) => s.isConnected)).toBe(true);
    added[0]!.onload!(new Event('load'));
    added[1]!.onerror!(new Event('error'));
    expect(await one).toBe('loaded');
    expect(await two).toBe('failed');
    expect(added.some((s) => s.isConnected)).toBe(false);

    const refused = await addScript('contact-form', 'https://evil.example/x', { params: { email: 'dana@example.com' } });
    expect(refused).toBe('refused');
    expect(added).toHaveLength(2);
    expect(errors).toHaveBeenLastCalledWith(expect.stringContaining('contact-form: the script "https://evil.example/x" is refused'));
    expect(String(errors.mock.lastCall![0])).not.toContain('dana');
  });
});
