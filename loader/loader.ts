/**
 * The script-tag entry, on every page: a 1.5 KB brotli budget, so it is written for size and does only what must
 * come first. It checks that it is its own tag, makes `window.StorefrontWidgets` (on() and off() work at once),
 * and after the page's first paint asks, in parallel, for manifest.json, switches.json and the loader's core
 * (loader/core.ts, a hashed file named in this one at build time, with its SRI hash), which then finds the
 * markers, decides the switches and mounts the widgets. No React in here. With `data-debug` on the script tag,
 * the runtime (not this file) logs mounts, unmounts and events.
 *
 * Nothing is fetched before the page's first paint (see the end of this file), unless the page asks for a
 * widget itself (mount(), open(), chunk()).
 */
import type { LoaderApi, ManifestFile, StorefrontEventHandler } from '../src/mount/contract';
import type { StorefrontEventMap, StorefrontEventName } from '../src/events/eventMap';
import type { core as Core } from './core';

declare const __VERSION__: string;
/** The core's file (relative to this one) and its SRI hash: the build writes them in. */
declare const __CORE_FILE__: string, __CORE_SRI__: string;

((w: Window & { StorefrontWidgets?: LoaderApi }, d: Document) => {
  // A second copy of the script (CMS pages love to include things twice) must do nothing. An own property only:
  // a named element in content (<div id="StorefrontWidgets">) shows on window too, and must not stop the loader.
  if (Object.hasOwn(w, 'StorefrontWidgets')) return;
  // The tag gives the chunks' base, the API base and the nonce, so it must be our own: content can shadow
  // document.currentScript with a named element (<img name="currentScript" data-api-base="https://evil.example/">).
  const me = d.currentScript;
  const log = console.error;
  if (!(me instanceof HTMLScriptElement && /\/loader\.js([?#]|$)/.test(me.src))) return log('[storefront-widgets] loader.js: document.currentScript is not its tag, nothing is done', me);
  const s = me.src;
  const nonce = me.nonce;
  const url = (f: string) => new URL(f, s).href;
  // One listener per handler function, whatever the event (so off() finds what on() added).
  const handlers = new WeakMap<object, EventListener>();
  const wrap = <K extends StorefrontEventName>(fn: StorefrontEventHandler<K>) =>
    handlers.get(fn) || handlers.set(fn, (e) => fn((e as CustomEvent<StorefrontEventMap[K]>).detail, e as CustomEvent<StorefrontEventMap[K]>)).get(fn)!;
  // A JS file, asked for once by a modulepreload with its SRI hash and the page's nonce (the core loads widgets'
  // files with this too); rejects when it fails.
  const p = (f: ManifestFile) =>
    new Promise<void>((onload, no) =>
      d.head.append(Object.assign(d.createElement('link'), { rel: 'modulepreload', href: url(f.file), integrity: f.integrity, nonce, onload, onerror: () => no(Error(f.file + ' failed')) })),
    );
  const boot: Parameters<typeof Core>[3] = { s, nonce, cfg: { ...me.dataset }, p };
  // The core, once; a failure is retried once, then forgotten (the next call tries again) and said once.
  let c: Promise<() => void> | undefined;
  let painted: unknown;
  const f = { file: __CORE_FILE__, integrity: __CORE_SRI__ };
  const core = () =>
    (c ||= p(f)
      .catch(() => p(f))
      .then(() => import(url(f.file)))
      .then((m: { core: typeof Core }) => m.core(w, d, api, boot))
      .catch((e) => Promise.reject(log('[storefront-widgets] loader.js: could not load its core', e, (c = undefined)))));
  // Until the core is in, the calls that need it wait for it; the core then puts its own in their place. When the
  // core cannot load, open() resolves false and scan(), mount() and unmount() do nothing, after the error above.
  const later =
    (k: 'scan' | 'mount' | 'unmount' | 'open' | 'chunk', or?: () => unknown) =>
    (...a: unknown[]): Promise<never> => {
      // After the first paint, the page's start comes first (it runs once): a core that failed then is in now.
      const r = core().then((start) => (painted && start(), (api[k] as (...a: unknown[]) => unknown)(...a)));
      return (or ? r.catch(or) : r) as Promise<never>;
    };
  const no = () => false;
  const api: LoaderApi = {
    version: __VERSION__,
    scan: later('scan', no),
    mount: later('mount', no),
    unmount: later('unmount', no),
    open: later('open', no),
    chunk: later('chunk'),
    on: (event, fn) => d.addEventListener('storefront:' + event, wrap(fn)),
    off: (event, fn) => d.removeEventListener('storefront:' + event, wrap(fn)),
  };
  w.StorefrontWidgets = api;
  // The page's own content paints first: the manifest, the switches and the core are asked for only after the
  // first paint (a 'paint' entry, buffered, so a late-running loader sees one that is past), or after 3 s on a
  // page with nothing to paint. Until then no widget file is asked for, so the widgets' requests and tasks never
  // compete with the host page's first paint (on a slow phone they took its bandwidth; Lighthouse's simulated LCP
  // of the home page went from 1.3 s without widgets to 3.4 s with them, and is 1.5 s with this wait).
  // The setTimeout's third argument is only there to start the observer in the same expression.
  void new Promise((go) => setTimeout(go, 3000, new PerformanceObserver(go).observe({ type: 'paint', buffered: true }))).then(() => {
    // With the core, unless the page asked for it already (then the core asks for them when it needs them).
    if (!c) boot.g = ['manifest.json', 'switches.json'].map((f) => fetch(url(f)));
    painted = 1;
    core().then((start) => start(), no);
  });
})(window, document);
