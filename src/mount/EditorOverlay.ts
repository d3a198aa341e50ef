/**
 * The editor overlay (a lazy chunk, fetched only when src/mount/startEditorOverlay turns it on): an outline
 * and a small label on every marker of the page, and a non-modal panel that lists them, reachable by Tab,
 * with a button per marker that scrolls to it. It renders in a shadow root of its own, so the host's CSS
 * cannot break it and its CSS cannot reach the host. It follows the page live: markers added or removed,
 * states set by the loader and the runtime, errors reported by `storefront:widget-error`.
 *
 * Plain DOM, and nothing imported from the runtime at run time (what it needs is handed over by
 * startEditorOverlay): an import of React or of a runtime module would make esbuild split the shared
 * runtime chunk by who reaches each module, which every shopper would pay for (+1.2 KB measured with React).
 */
import type { adoptCss } from './adoptCss';
import type { Manifest, WidgetErrorDetail } from './contract';
import { labelHead, markerLabel } from './overlayModel';

type Widgets = Pick<Manifest, 'widgets'>;

const CSS = `
:host { all: initial; }
.sw-ov { font: 13px/1.4 system-ui, sans-serif; color: #111; }
.sw-ov-layer { position: fixed; inset: 0; overflow: hidden; pointer-events: none; z-index: 2147483646; }
.sw-ov-box { position: absolute; box-sizing: border-box; min-height: 4px; outline: 2px dashed #4338ca; outline-offset: -2px; }
.sw-ov-box--error { outline: 3px solid #b00020; }
.sw-ov-box--picked { outline: 4px solid #000; }
.sw-ov-tag { position: absolute; top: 0; left: 0; max-width: 100%; box-sizing: border-box; padding: 1px 6px; background: #312e81; color: #fff; font: 12px/1.4 system-ui, sans-serif; white-space: pre-line; }
.sw-ov-box--error .sw-ov-tag { background: #8c001a; }
.sw-ov-panel { position: fixed; right: 8px; bottom: 8px; z-index: 2147483647; box-sizing: border-box; width: min(24rem, calc(100vw - 16px)); max-height: 45vh; overflow: auto; background: #fff; border: 2px solid #312e81; border-radius: 6px; box-shadow: 0 4px 16px rgb(0 0 0 / 25%); }
.sw-ov-bar { position: sticky; top: 0; display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 6px 10px; background: #312e81; color: #fff; }
.sw-ov-bar h2 { margin: 0; font-size: 14px; }
.sw-ov button { font: inherit; min-height: 32px; padding: 2px 10px; border: 1px solid #312e81; border-radius: 4px; background: #fff; color: #312e81; cursor: pointer; }
.sw-ov button:focus-visible { outline: 3px solid #000; outline-offset: 2px; }
.sw-ov-list { margin: 0; padding: 0; list-style: none; }
.sw-ov-item { display: grid; grid-template-columns: 1fr auto; gap: 2px 8px; padding: 6px 10px; border-top: 1px solid #ccc; }
.sw-ov-item p { margin: 0; grid-column: 1; }
.sw-ov-item button { grid-column: 2; grid-row: 1 / span 9; align-self: start; }
.sw-ov-head { font-weight: 600; }
.sw-ov-item--error .sw-ov-head, .sw-ov-note { color: #b00020; }
.sw-ov-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;

/** An element with a class and children (text is set as text, never parsed). */
const h = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: (Node | string)[]): HTMLElementTagNameMap[K] => {
  const el = document.createElement(tag);
  el.className = className;
  el.append(...children);
  return el;
};

/** What the runtime hands over (see the note at the top). */
export interface OverlayDeps {
  /** The islands' errors so far, by marker; the runtime keeps filling it. */
  errors: ReadonlyMap<Element | null, WidgetErrorDetail>;
  /** The loader's nonce, for the stylesheet where constructed sheets are missing. */
  nonce: string;
  adoptCss: typeof adoptCss;
  /** `storefront:`. */
  eventPrefix: string;
  /** The build's manifest (known names, default load conditions); undefined if it cannot be read. */
  manifest?: Promise<Widgets | undefined>;
}

interface Parts {
  box: HTMLDivElement;
  tag: HTMLSpanElement;
  item: HTMLLIElement;
  head: HTMLParagraphElement;
  load: HTMLParagraphElement;
  notes: HTMLDivElement;
  which: HTMLSpanElement;
}

/** The build's manifest sits beside the loader; this chunk is in its chunks/ folder. */
const readManifest = (): Promise<Widgets | undefined> =>
  // oxlint-disable-next-line eslint/no-restricted-globals -- a static file of the build, not a commerce call: src/api is for the store's endpoints
  fetch(new URL('../manifest.json', import.meta.url)).then(
    (r) => (r.ok ? (r.json() as Promise<Widgets>) : undefined),
    () => undefined,
  );

/** Puts the overlay on the page (once per page). Returns the function that takes it away. */
export function showEditorOverlay({ errors, nonce, adoptCss, eventPrefix, manifest = readManifest() }: OverlayDeps): () => void {
  if (document.querySelector('[data-sw-editor-overlay]')) return () => {};
  const host = document.createElement('div');
  host.dataset.swEditorOverlay = '';
  const shadow = host.attachShadow({ mode: 'open' });
  adoptCss(shadow, [CSS], nonce);

  const title = h('h2', '');
  title.id = 'sw-ov-title';
  const toggle = h('button', '', 'Hide list');
  toggle.type = 'button';
  toggle.setAttribute('aria-expanded', 'true');
  toggle.setAttribute('aria-controls', 'sw-ov-list');
  const list = h('ol', 'sw-ov-list');
  list.id = 'sw-ov-list';
  list.setAttribute('aria-labelledby', 'sw-ov-title');
  toggle.onclick = () => {
    list.hidden = !list.hidden;
    toggle.setAttribute('aria-expanded', String(!list.hidden));
    toggle.textContent = list.hidden ? 'Show list' : 'Hide list';
  };
  const panel = h('aside', 'sw-ov-panel', h('div', 'sw-ov-bar', title, toggle), list);
  panel.setAttribute('aria-labelledby', 'sw-ov-title');
  // The outlines repeat the panel's text over the page: hidden from assistive technology, which reads the panel.
  const layer = h('div', 'sw-ov-layer');
  layer.setAttribute('aria-hidden', 'true');
  shadow.append(h('div', 'sw-ov', layer, panel));

  const parts = new Map<HTMLElement, Parts>();
  let man: Widgets | undefined;
  let picked: Element | null = null;
  const sized = new ResizeObserver(() => schedule());

  const partsOf = (el: HTMLElement): Parts => {
    let p = parts.get(el);
    if (p) return p;
    const which = h('span', 'sw-ov-hidden');
    const go = h('button', '', 'Go to', which);
    go.type = 'button';
    go.onclick = () => {
      el.scrollIntoView({ block: 'center' });
      picked = el;
      schedule();
    };
    const tag = h('span', 'sw-ov-tag');
    p = { box: h('div', '', tag), tag, head: h('p', 'sw-ov-head'), load: h('p', ''), notes: h('div', ''), which, item: h('li', '') };
    p.item.append(p.head, p.load, p.notes, go);
    layer.append(p.box);
    sized.observe(el);
    parts.set(el, p);
    return p;
  };

  const update = () => {
    const markers = Array.from(document.querySelectorAll<HTMLElement>('[data-widget]'));
    title.textContent = `Widget markers (${markers.length})`;
    markers.forEach((el, i) => {
      const p = partsOf(el);
      const label = markerLabel({ name: el.dataset.widget ?? '', state: el.getAttribute('data-widget-state'), load: el.dataset.load, error: errors.get(el) }, man);
      const head = labelHead(label);
      p.head.textContent = head;
      p.load.textContent = `Load: ${label.load}`;
      p.notes.replaceChildren(...label.notes.map((n) => h('p', 'sw-ov-note', n)));
      p.which.textContent = ` marker ${i + 1}, ${label.name}`;
      p.item.className = `sw-ov-item sw-ov-item--${label.state}`;
      p.tag.textContent = [`${head} (load: ${label.load})`, ...label.notes].join('\n');
      p.box.className = `sw-ov-box sw-ov-box--${label.state}${el === picked ? ' sw-ov-box--picked' : ''}`;
      const r = el.getBoundingClientRect();
      Object.assign(p.box.style, { top: `${r.top}px`, left: `${r.left}px`, width: `${r.width}px`, height: `${r.height}px` });
      // Moved only when out of place: moving the item that holds focus would drop it.
      if (list.children[i] !== p.item) list.insertBefore(p.item, list.children[i] ?? null);
    });
    const live = new Set(markers);
    for (const [el, p] of parts)
      if (!live.has(el)) {
        p.box.remove();
        p.item.remove();
        sized.unobserve(el);
        parts.delete(el);
      }
  };

  // One update per frame, however many changes came in it.
  let frame = 0;
  const schedule = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      update();
    });
  };
  const mo = new MutationObserver(schedule);
  mo.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-widget', 'data-widget-state', 'data-load'] });
  const opts = { capture: true, passive: true };
  document.addEventListener(eventPrefix + 'widget-error', schedule);
  addEventListener('scroll', schedule, opts);
  addEventListener('resize', schedule, opts);
  void manifest.then((m) => {
    man = m;
    schedule();
  });
  update();
  document.body.append(host);
  return () => {
    mo.disconnect();
    sized.disconnect();
    cancelAnimationFrame(frame);
    document.removeEventListener(eventPrefix + 'widget-error', schedule);
    removeEventListener('scroll', schedule, opts);
    removeEventListener('resize', schedule, opts);
    host.remove();
  };
}
