/**
 * The loader's core: everything after the script tag's first steps. loader.js (the tag) asks for this module
 * after the page's first paint, with SRI and the nonce, in parallel with manifest.json and switches.json, so it
 * costs no round trip of its own; it then hands it the API object, which this fills in. Written for size, like
 * the tag: it is on every page (docs/decisions/loader-budget.md).
 *
 * Finds `[data-widget]` markers, decides each widget's arm (switches), waits for each marker's load condition,
 * loads every file a widget needs in parallel (from the build manifest, with SRI and the page's nonce), then hands
 * the marker to the widget's own mount(). Types of the manifest and of the mount contract live in
 * src/mount/contract.ts.
 *
 * One download per file, even with the HTTP cache off: a JS file is asked for once, by a
 * `<link rel="modulepreload" integrity nonce>`; the browser keeps the checked module in its module map,
 * and the import() that follows runs it from there. import() comes only after every file of the widget
 * has loaded, because a module whose SRI check failed would otherwise be fetched again by import(),
 * without the check. CSS is read once as text (fetch with integrity) and adopted into shadow roots.
 */
import type { LoaderApi, Manifest, ManifestFile, MountContext, Switches, WidgetModule } from '../src/mount/contract';
import type { WidgetArm } from '../src/events/eventMap';

/** What the tag hands over: its own settings, its file loader, and the manifest and switches it asked for. */
export interface Boot extends MountContext {
  /** The tag's src: every file is relative to it. */
  s: string;
  /** Asks for one JS file (modulepreload with SRI and the nonce); rejects when it fails. */
  p: (f: ManifestFile) => Promise<void>;
  /** manifest.json and switches.json, asked for by the tag with this module; used once. */
  g?: Promise<Response>[];
}

/** Fills in the API's scan, mount, unmount, open and chunk; returns the page's start (after the first paint). */
export const core = (w: Window & { scheduler?: { yield?: () => Promise<void> } }, d: Document, api: LoaderApi, b: Boot) => {
  const STATE = 'data-widget-state';
  const ctx: MountContext = { nonce: b.nonce, cfg: b.cfg };
  type Rec = { x?: () => void; u?: () => void };
  const recs = new Map<Element, Rec>();
  const arms: Record<string, WidgetArm> = {};
  // In-flight and finished file loads, and module imports (by entry file). A failed one is forgotten, so the
  // next mount or open() tries again.
  const files: Record<string, Promise<string | void>> = {};
  const mods: Record<string, Promise<[WidgetModule, string[]]>> = {};
  const url = (f: string) => new URL(f, b.s).href;
  const forget = <T>(p: Promise<T>, drop: () => void) => p.catch((e) => (drop(), Promise.reject(e)));
  // Lets the browser run other tasks (input, paint) before going on: scheduler.yield() where the browser has it
  // (a page's fake timers, or timers throttled in a background tab, do not hold it up), else a timeout.
  const tick = (): Promise<unknown> => w.scheduler?.yield?.() ?? new Promise((r) => setTimeout(r));

  let man: Promise<Manifest> | undefined;
  // A file fetched as text (the manifest, CSS), with its integrity when known; an HTTP error rejects. The tag's
  // own requests for the manifest and the switches are used once.
  const text = (f: string, integrity?: string, r = fetch(url(f), { integrity })) => r.then((r) => (r.ok ? r.text() : Promise.reject(Error(f + ' ' + r.status))));

  // Switches: the host config's, then switches.json's (the operator's live control, so its rollout percent wins);
  // off where either says off. A bad shape counts for nothing (the runtime's config check reports the host's).
  const sws: unknown[] = [Object.hasOwn(w, 'StorefrontWidgetsConfig') && w.StorefrontWidgetsConfig];
  const ok = (s: unknown): s is Switches => !!s && Array.isArray((s as Switches).off || []) && Object.values((s as Switches).rollout || {}).every((p) => p >= 0 && 100 >= p);
  // The shopper's bucket for a widget, 0-99: a hash (FNV-1a's, from 0: the id is random already) of the widget's
  // name and a random id kept in a first-party cookie (one year, the same in every tab), so each widget's rollout
  // reaches other shoppers. In is below the percent: raising it only adds shoppers.
  const bucket = (name: string) => {
    let id = /(?:^|; )sw_id=(\w+)/.exec(d.cookie)?.[1];
    if (!id) d.cookie = `sw_id=${(id = Math.random().toString(36).slice(2))};path=/;max-age=31536000;samesite=lax`;
    let h = 0;
    for (const c of id + name) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
    return (h >>> 0) % 100;
  };
  const arm = (name: string): WidgetArm => {
    let off: unknown, p: number | undefined;
    for (const s of sws)
      if (ok(s)) {
        off ||= s.off?.includes(name);
        p = s.rollout?.[name] ?? p;
      }
    return off ? 'off' : p! >= 0 && bucket(name) >= p! ? 'rollout-out' : 'on';
  };
  // switches.json is read with the manifest, in parallel (no round trip of its own). Missing is fine; malformed is
  // refused, with one console error.
  const manifest = () => {
    const g = b.g || [];
    b.g = undefined;
    return (man ||= forget(
      Promise.all([
        text('manifest.json', undefined, g[0]).then(JSON.parse),
        text('switches.json', undefined, g[1])
          .then((t) => (ok((t = JSON.parse(t))) ? sws.push(t) : Promise.reject(t)), tick)
          .catch((e) => console.error('[storefront-widgets] switches.json: malformed, ignored', e)),
      ]).then((a) => a[0]),
      () => (man = undefined),
    )) as Promise<Manifest>;
  };

  const fail = (el: Element | null, name: string, message: string) => {
    el?.setAttribute(STATE, 'error');
    console.error(`[storefront-widgets] ${name}: ${message}`, el);
    d.dispatchEvent(new CustomEvent('storefront:widget-error', { detail: { widget: name, element: el, message } }));
  };
  const none = (el: Element | null, name: string) => fail(el, name, `there is no widget named "${name}"`);
  const broken = (el: Element | null, name: string, e: Error) => fail(el, name, `could not load its code (${e.message})`);

  // One request per file; a failure is retried once. The retry asks for the same URL: browsers do not keep
  // a failed module fetch, and another URL (a cache-busting query) would make a second copy of a shared module.
  const once = (f: ManifestFile): Promise<string | void> => (f.file.endsWith('.css') ? text(f.file, f.integrity) : b.p(f));
  // A task of its own for each file's request (see tick): asking for them all at once was one task of 25 ms
  // here for the listing page's 25 files (100 ms at Lighthouse's 4x CPU), most of it the browser starting each
  // modulepreload.
  const get = (f: ManifestFile) =>
    (files[f.file] ||= forget(
      tick()
        .then(() => once(f))
        .catch(() => once(f)),
      () => delete files[f.file],
    ));

  /**
   * Loads files (all at once), then imports the module: the entry of a widget, or a lazy chunk. Once per
   * module (forgotten after a failure, like a file): every marker of a widget waits on the same promise, so
   * they all reach the runtime in one go, and the runtime mounts them in a few small tasks (src/mount).
   */
  const load = (js: ManifestFile[], main: string, css: ManifestFile[] = []) =>
    (mods[main] ||= forget(
      Promise.all([Promise.all(css.map(get)), ...js.map(get)]).then(([c]) =>
        js
          // One module per task, dependencies first (the build lists them so): the browser would otherwise run
          // the whole graph (React and the runtime with the widget) in one long task that blocks input.
          // The list ends with the module itself, so the last import is the one asked for.
          .reduce((p, f) => p.then(tick).then(() => import(url(f.file))), tick())
          .then((mod) => [mod, c as string[]] as [WidgetModule, string[]]),
      ),
      () => delete mods[main],
    ));

  const wait = (el: HTMLElement, how: string, go: () => void): (() => void) | void => {
    if (how == 'idle') {
      // Safari has no requestIdleCallback: a short timeout stands in. Cancelled by a flag (fewer bytes).
      let on = 1;
      (w.requestIdleCallback || ((f: () => void) => setTimeout(f, 200)))(() => on && go(), { timeout: 2000 });
      return () => (on = 0);
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
      const off = () => (q.onchange = null);
      (q.onchange = () => q.matches && (off(), go()))();
      return off;
    }
    if (how != 'eager') return fail(el, el.dataset.widget!, `data-load="${how}" is not eager, idle, visible, interaction or media:()`);
    go();
  };

  const mount = (el: HTMLElement, now?: boolean) => {
    const name = el.dataset.widget!;
    if (recs.has(el) || !name) return;
    const rec: Rec = {};
    recs.set(el, rec);
    // A failure leaves the marker in the error state and out of the records, so mount(el) can try again.
    const bad = (e: Error) => (recs.get(el) == rec && recs.delete(el), broken(el, name, e));
    manifest().then((man) => {
      const m = man.widgets[name];
      if (!m) return none(el, name);
      if (recs.get(el) != rec) return;
      // Switched off, or outside its rollout: the marker keeps the server's markup.
      if ((arms[name] = arm(name)) != 'on') return el.setAttribute(STATE, 'off');
      rec.x = wait(el, now ? 'eager' : el.dataset.load || m.load, () => {
        el.setAttribute(STATE, 'loading');
        load(m.js, m.entry, m.css).then(([mod, css]) => {
          // The marker may have been removed while its files were on the way. The runtime sets the
          // marker's state: ready once rendered, error for invalid props or a render error.
          if (recs.get(el) == rec) rec.u = mod.widget.mount(el, { ...ctx, css }) || undefined;
        }, bad);
      }) as Rec['x'];
    }, bad);
  };

  const unmount = (el: Element) => {
    const rec = recs.get(el);
    if (!rec) return;
    recs.delete(el);
    rec.x?.();
    rec.u?.();
    el.removeAttribute(STATE);
  };

  const each = (root: ParentNode | Node, fn: (el: HTMLElement) => void) => {
    // Text and comment nodes have neither.
    if ((root as HTMLElement).dataset?.widget) fn(root as HTMLElement);
    (root as Element).querySelectorAll?.<HTMLElement>('[data-widget]').forEach(fn);
  };

  const scan = (root: ParentNode = d) => each(root, (el) => mount(el));

  Object.assign(api, {
    scan,
    mount: (el: HTMLElement) => mount(el, true),
    unmount,
    // Resolves true or false, never rejects; every false comes with a console error saying why. A widget that is
    // off for this shopper does not open either.
    open: (name: string, props?: Record<string, unknown>) =>
      manifest()
        .then((man) => {
          const a = man.aliases?.[name];
          if (a) {
            props = { ...props, ...a.props };
            name = a.widget;
          }
          const m = man.widgets[name];
          if (!m) return (none(null, name), false);
          if (arm(name) != 'on') return (fail(null, name, 'is switched off for this shopper'), false);
          return load(m.js, m.entry, m.css).then(([mod, css]) => mod.widget.open(props, { ...ctx, css }));
        })
        .catch((e: Error) => (broken(null, name, e), false)),
    // An unknown file rejects (reading the list of undefined): the widget's lazyChunk shows its retry message.
    chunk: (file: string) => manifest().then((man) => load(man.chunks![file]!, file).then(([mod]) => mod)),
  });

  // The page's start, after its first paint, once. Waits for the parser first, so a marker's JSON props child is
  // there when the marker is read.
  let started: unknown;
  const start = (): unknown => {
    if (started) return;
    if (d.readyState == 'loading') return d.addEventListener('DOMContentLoaded', start, { once: true });
    started = 1;
    scan();
    // The arms of this page's widgets, once, for the store's analytics to compare: after the markers' own
    // decisions (their callbacks on the manifest came first). A copy: later markers do not change what was sent.
    manifest().then(() => {
      const detail = { arms: { ...arms } };
      (w.dataLayer ||= []).push({ event: 'widgetArms', ...detail });
      d.dispatchEvent(new CustomEvent('storefront:widget-arms', { detail }));
    }, tick);
    // Markers added later mount; removed ones unmount. A move is a removal and an insertion in the
    // same batch: the marker is still connected when we look, so it is neither unmounted nor remounted.
    new MutationObserver((ms) =>
      ms.forEach((m) => {
        m.removedNodes.forEach((n) => each(n, (el) => el.isConnected || unmount(el)));
        m.addedNodes.forEach((n) => n.isConnected && scan(n as ParentNode));
      }),
    ).observe(d.documentElement, { childList: true, subtree: true });
  };
  return start;
};
