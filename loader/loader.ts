/**
 * The script-tag entry. Finds `[data-widget]` markers, waits for each marker's load condition,
 * loads every file a widget needs in parallel (from the build manifest, with SRI and the page's nonce),
 * then hands the marker to the widget's own mount(). No React in here: this file has a 1.5 KB brotli
 * budget, so it is written for size. Types of the manifest and of the mount contract live in
 * src/mount/contract.ts.
 *
 * One download per file, even with the HTTP cache off: a JS file is asked for once, by a
 * `<link rel="modulepreload" integrity nonce>`; the browser keeps the checked module in its module map,
 * and the import() that follows runs it from there. import() comes only after every file of the widget
 * has loaded, because a module whose SRI check failed would otherwise be fetched again by import(),
 * without the check. CSS is read once as text (fetch with integrity) and adopted into shadow roots.
 */
import type { LoaderApi, Manifest, ManifestFile, ManifestWidget, MountContext, WidgetModule } from '../src/mount/contract';

declare const __VERSION__: string;

((w: Window & { StorefrontWidgets?: LoaderApi; scheduler?: { yield?: () => Promise<void> } }, d: Document) => {
  // A second copy of the script (CMS pages love to include things twice) must do nothing.
  if (w.StorefrontWidgets) return;
  const me = d.currentScript as HTMLScriptElement | null;
  const src = me ? me.src : location.href;
  const ctx: MountContext = { nonce: me?.nonce || '', cfg: { ...me?.dataset } };
  const debug = me?.hasAttribute('data-debug');
  const STATE = 'data-widget-state';
  const P = 'storefront:';
  type Rec = { x?: () => void; u?: () => void };
  const recs = new Map<Element, Rec>();
  // In-flight and finished loads. A failed one is forgotten, so the next mount or open() tries again.
  const mods: Record<string, Promise<[WidgetModule, string[]]>> = {};
  const files: Record<string, Promise<string | void>> = {};
  const handlers = new WeakMap<object, Record<string, EventListener>>();
  const url = (f: string) => new URL(f, src).href;
  const log = (m: string, el?: Element) => debug && console.debug(P + ' ' + m, el || '');
  const forget = <T>(p: Promise<T>, drop: () => void) => p.catch((e) => (drop(), Promise.reject(e)));

  let man: Promise<Manifest> | undefined;
  const manifest = () =>
    (man ||= forget(
      fetch(url('manifest.json')).then((r) => (r.ok ? r.json() : Promise.reject(Error('manifest.json answered ' + r.status)))),
      () => (man = undefined),
    ));

  const fail = (el: Element | null, name: string, message: string) => {
    el?.setAttribute(STATE, 'error');
    console.error(`[storefront-widgets] ${name}: ${message}`, el || '');
    d.dispatchEvent(new CustomEvent(P + 'widget-error', { detail: { widget: name, element: el, message } }));
  };

  // One request per file; a failure is retried once. The retry asks for the same URL: browsers do not keep
  // a failed module fetch, and another URL (a cache-busting query) would make a second copy of a shared module.
  const once = (f: ManifestFile): Promise<string | void> =>
    f.file.endsWith('.css')
      ? fetch(url(f.file), { integrity: f.integrity }).then((r) => (r.ok ? r.text() : Promise.reject(Error(f.file + ' answered ' + r.status))))
      : new Promise<void>((ok, no) => {
          const l = d.createElement('link');
          l.rel = 'modulepreload';
          l.href = url(f.file);
          l.integrity = f.integrity;
          l.nonce = ctx.nonce;
          l.onload = () => ok();
          l.onerror = () => (l.remove(), no(Error(f.file + ' did not load or failed its integrity check')));
          d.head.append(l);
        });
  const get = (f: ManifestFile) => (files[f.file] ||= forget(once(f).catch(() => once(f)), () => delete files[f.file]));

  /** Loads files (all at once), then imports the module: the entry of a widget, or a lazy chunk. */
  const load = (js: ManifestFile[], main: string, css: ManifestFile[] = []) =>
    Promise.all([Promise.all(css.map(get)), ...js.map(get)]).then(([c]) => import(url(main)).then((mod) => [mod, c as string[]] as [WidgetModule, string[]]));

  const loadWidget = (name: string, m: ManifestWidget) => (mods[name] ||= forget(load(m.js, m.entry, m.css), () => delete mods[name]));

  // Islands mount one per task, so a page of many widgets never blocks the main thread in one long task.
  const queue: (() => void)[] = [];
  let draining = 0;
  const later = (fn: () => void) => {
    queue.push(fn);
    if (!draining++)
      (async () => {
        for (let fn; (fn = queue.shift()); ) {
          fn();
          await (w.scheduler?.yield ? w.scheduler.yield() : new Promise((r) => setTimeout(r)));
        }
        draining = 0;
      })();
  };

  const wait = (el: HTMLElement, how: string, go: () => void): (() => void) | void => {
    if (how == 'idle') {
      const ric = w.requestIdleCallback as typeof requestIdleCallback | undefined;
      const id = ric ? ric(go, { timeout: 2000 }) : (setTimeout(go, 200) as unknown as number);
      return () => (ric ? cancelIdleCallback(id) : clearTimeout(id));
    }
    if (how == 'visible') {
      // The margin starts the load before the marker scrolls into view.
      const io = new IntersectionObserver((es) => es.some((e) => e.isIntersecting) && (io.disconnect(), go()), { rootMargin: '300px' });
      io.observe(el);
      return () => io.disconnect();
    }
    if (how == 'interaction') {
      const evs = ['pointerdown', 'focusin', 'keydown'];
      const off = () => evs.map((e) => el.removeEventListener(e, h));
      const h = () => (off(), go());
      evs.map((e) => el.addEventListener(e, h));
      return off;
    }
    if (how.startsWith('media:')) {
      const q = matchMedia(how.slice(6));
      const off = () => q.removeEventListener('change', h);
      const h = () => q.matches && (off(), go());
      q.addEventListener('change', h);
      return h(), off;
    }
    if (how != 'eager') return fail(el, el.dataset.widget!, `data-load="${how}" is not one of eager, idle, visible, interaction, media:(query)`);
    go();
  };

  const mount = (el: HTMLElement, now?: boolean) => {
    const name = el.dataset.widget!;
    if (recs.has(el) || !name) return;
    const rec: Rec = {};
    recs.set(el, rec);
    // A failure leaves the marker in the error state and out of the records, so mount(el) can try again.
    const bad = (e: Error, what: string) => (recs.get(el) == rec && recs.delete(el), fail(el, name, `could not load ${what} (${e.message})`));
    manifest().then(
      (man) => {
        const m = man.widgets[name];
        if (!m) return fail(el, name, `there is no widget named "${name}"`);
        if (recs.get(el) != rec) return;
        rec.x = wait(el, now ? 'eager' : el.dataset.load || m.load, () => {
          el.setAttribute(STATE, 'loading');
          loadWidget(name, m).then(
            ([mod, css]) =>
              later(() => {
                // The marker may have been removed while its files were on the way.
                if (recs.get(el) != rec) return;
                const u = mod.widget.mount(el, { ...ctx, css });
                if (!u) return el.setAttribute(STATE, 'error');
                rec.u = u;
                if (el.getAttribute(STATE) == 'loading') el.setAttribute(STATE, 'ready');
                log('mounted ' + name, el);
              }),
            (e) => bad(e, 'its code'),
          );
        }) as Rec['x'];
      },
      (e) => bad(e, 'the widget manifest'),
    );
  };

  const unmount = (el: Element) => {
    const rec = recs.get(el);
    if (!rec) return;
    recs.delete(el);
    rec.x?.();
    rec.u?.();
    el.removeAttribute(STATE);
    log('unmounted', el);
  };

  const each = (root: ParentNode | Node, fn: (el: HTMLElement) => void) => {
    if (!(root instanceof Element || root instanceof Document)) return;
    if (root instanceof HTMLElement && root.dataset.widget) fn(root);
    root.querySelectorAll<HTMLElement>('[data-widget]').forEach(fn);
  };

  const scan = (root: ParentNode = d) => each(root, (el) => mount(el));

  const api: LoaderApi = {
    version: __VERSION__,
    scan,
    mount: (el) => mount(el, true),
    unmount,
    // Resolves true or false, never rejects; every false comes with a console error saying why.
    open: (name, props) =>
      manifest()
        .then((man) => {
          const a = man.aliases?.[name];
          if (a) (props = { ...props, ...a.props }), (name = a.widget);
          const m = man.widgets[name];
          if (!m) return fail(null, name, `cannot open: there is no widget named "${name}"`), false;
          return loadWidget(name, m).then(([mod, css]) =>
            mod.widget.open ? mod.widget.open(props, { ...ctx, css }) : (fail(null, name, 'this widget cannot be opened as a dialog'), false),
          );
        })
        .catch((e: Error) => (fail(null, name, 'could not be opened (' + e.message + ')'), false)),
    chunk: (file) =>
      manifest().then((man) => {
        const js = man.chunks?.[file];
        return js ? load(js, file).then(([mod]) => mod) : Promise.reject(Error('no chunk ' + file + ' in the manifest'));
      }),
    on(event, fn) {
      const h = (handlers.get(fn) || {}) as Record<string, EventListener>;
      handlers.set(fn, h);
      d.addEventListener(P + event, (h[event] = (e) => fn((e as CustomEvent).detail, e as CustomEvent)));
    },
    off(event, fn) {
      const h = handlers.get(fn)?.[event];
      if (h) d.removeEventListener(P + event, h);
    },
  };
  w.StorefrontWidgets = api;
  manifest().catch(() => {});

  const start = () => {
    scan();
    // Markers added later mount; removed ones unmount. A move is a removal and an insertion in the
    // same batch: the marker is still connected when we look, so it is neither unmounted nor remounted.
    new MutationObserver((ms) =>
      ms.forEach((m) => {
        m.removedNodes.forEach((n) => each(n, (el) => el.isConnected || unmount(el)));
        m.addedNodes.forEach((n) => n.isConnected && scan(n as ParentNode));
      }),
    ).observe(d.documentElement, { childList: true, subtree: true });
  };
  // Wait for the parser so a marker's JSON props child is there when the marker is read.
  d.readyState == 'loading' ? d.addEventListener('DOMContentLoaded', start) : start();
})(window, document);
