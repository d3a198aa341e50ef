/**
 * defineWidget(): turns a React component and a props schema into what the loader mounts.
 * Each island renders into an open shadow root on its marker, so the host page's CSS cannot reach the
 * widget and the widget's CSS cannot leak out; `--sw-*` custom properties still inherit in, which is
 * how a host themes widgets. The marker's light-DOM children (a no-JS fallback) are hidden by the
 * shadow root once the widget is up.
 */
import { startTransition, useLayoutEffect, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Struct } from 'superstruct';
// From the runtime entry, so that every island reaches the whole runtime (one chunk; see src/runtime.ts).
import { emit, getScriptSettings, isDebug, setRuntime, startHostBridge, startPageAnalytics } from '../runtime';
import { startSessionReplay } from '../integrations/startSessionReplay';
import type { LoadCondition, MountContext, WidgetRuntime } from './contract';
import { startAuthPagesGate } from './authPages';
import { adoptCss } from './adoptCss';
import { startEditorOverlay } from './startEditorOverlay';
import { noteMount, startFieldMetrics } from './startFieldMetrics';
import { takeOpener } from './opener';
import { parseProps, readMarkerProps } from './props';
import { scheduleMount } from './schedule';
import { IslandContext } from './island';
import { openHandlers } from './openRequests';
import { IslandErrorBoundary } from './IslandErrorBoundary';
import { WidgetCalls } from './calls';

export { useIsland, type IslandInfo } from './island';
export { useOpenRequests } from './openRequests';
export { IslandErrorBoundary } from './IslandErrorBoundary';

const STATE = 'data-widget-state';
/** On a host while its server fallback shows through the shadow root's slot (revealWhenReady). */
const FALLBACK = 'data-widget-fallback';

export interface WidgetDefinition<P> {
  /** The public name, the value of `data-widget` (kebab-case, stable). */
  name: string;
  /** The superstruct schema of the marker's props; use the coercing structs of src/mount/props. */
  props: Struct<P, unknown>;
  Component: ComponentType<P>;
  /** Load condition when the marker has no data-load. */
  defaultLoad: LoadCondition;
  /** One sentence for the widget catalog. */
  description?: string;
  /** Whether `StorefrontWidgets.open(name)` may open it as a dialog. */
  openable?: boolean;
  /**
   * Other names `StorefrontWidgets.open()` accepts for this widget, each with the props it implies (for example
   * `'sign-in': { view: 'sign-in' }`). The build lists them in the manifest, so the loader resolves them.
   */
  aliases?: Record<string, Record<string, string | number | boolean>>;
  /**
   * Keep showing the marker's server-rendered fallback until the widget calls `useIsland().ready()` (at the
   * latest after REVEAL_TIMEOUT_MS), so a widget whose first frame waits for data does not shift the page
   * twice (fallback -> empty shell -> full widget).
   */
  revealWhenReady?: boolean;
  /** The widget's calls (its calls.ts): its views read them with `useCalls()` (src/mount/calls). */
  calls?: object;
}

/** The longest a `revealWhenReady` island keeps its fallback up. */
export const REVEAL_TIMEOUT_MS = 4000;

export interface DefinedWidget<P> extends WidgetRuntime {
  definition: WidgetDefinition<P>;
}

/** Calls done() when the island's first render is committed, before the browser paints it (the tree is rendered once, so once). */
function Shown({ done }: { done: () => void }): null {
  useLayoutEffect(() => {
    done();
  }, [done]);
  return null;
}

/** Whether a marker shows content of its own while its widget renders: more than props, scripts or white space. */
const showsFallback = (host: HTMLElement): boolean =>
  [...host.childNodes].some((n) => (n instanceof Element ? !/^(SCRIPT|TEMPLATE|STYLE)$/.test(n.tagName) : n.nodeType === Node.TEXT_NODE && !!n.textContent?.trim()));

function renderIsland<P>(
  def: WidgetDefinition<P>,
  host: HTMLElement,
  props: P,
  ctx: MountContext,
  autoOpen: boolean,
  dispose: () => void,
  opener: Element | null = null,
  onShown: () => void = () => {},
): () => void {
  setRuntime(ctx);
  startHostBridge();
  startPageAnalytics();
  const container = document.createElement('div');
  container.className = 'sw-root';
  const site = getScriptSettings().site;
  if (site) container.dataset.site = site;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Where the island renders, hidden, while the marker's light-DOM fallback stays on screen (see below).
  let holder: HTMLElement | null = null;
  let slot: HTMLSlotElement | null = null;
  const intoShadow = (): ShadowRoot => {
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    shadow.replaceChildren();
    adoptCss(shadow, ctx.css ?? [], ctx.nonce);
    shadow.append(container);
    return shadow;
  };
  const ready = () => {
    clearTimeout(timer);
    if (holder) {
      // The shadow root goes on with the island in it: the fallback leaves and the widget arrives in one frame.
      intoShadow();
      holder.remove();
      holder = null;
    }
    container.hidden = false;
    host.removeAttribute(FALLBACK);
    slot?.remove();
    slot = null;
  };
  if (autoOpen) intoShadow();
  else {
    // The light-DOM fallback stays on screen while the island renders hidden beside it: in a transition, React
    // yields to the browser every few milliseconds, so no island's first render blocks the main thread in one long
    // task, and the page never shows an empty box meanwhile. The island is revealed when its first render is on
    // screen (Shown below), or for revealWhenReady when it calls ready().
    // On a first mount of a marker with a fallback, the marker gets no shadow root until then: the island renders
    // in a shadow root of its own inside a child that is never displayed. Attaching the marker's shadow root earlier
    // (with a slot to keep the fallback) takes the fallback out of the page's layout and puts it back: a second
    // style and layout pass over it (the listing's 24 server-rendered cards: 60-90 ms at 4x CPU slowdown).
    // A marker that already has one (a remount), or has nothing of its own to show, gets it at once, with a slot
    // for the fallback (for an empty marker, the hidden child would only be work: 200 empty markers of the mount
    // benchmark). The attribute lifts the host's reset of inherited styles (ui.css) meanwhile: a slotted fallback
    // inherits through the host, and with the reset it would lose the page's font and line height, change size,
    // and shift the page twice.
    if (host.shadowRoot || !showsFallback(host)) {
      slot = document.createElement('slot');
      intoShadow().prepend(slot);
    } else {
      holder = document.createElement('div');
      holder.style.setProperty('display', 'none', 'important');
      holder.attachShadow({ mode: 'open' }).append(container);
      host.append(holder);
    }
    container.hidden = true;
    host.setAttribute(FALLBACK, '');
    if (def.revealWhenReady) timer = setTimeout(ready, REVEAL_TIMEOUT_MS);
  }
  const root = createRoot(container, {
    onUncaughtError: (error) => console.error(`[storefront-widgets] ${def.name}:`, error),
    // The island's error boundary reports caught errors itself (once, with the widget's name).
    onCaughtError: () => {},
  });
  const Component = def.Component as ComponentType<object>;
  const tree = (
    <IslandContext.Provider value={{ name: def.name, host, autoOpen, opener, dispose, ready, keepFallback: () => clearTimeout(timer) }}>
      <IslandErrorBoundary name={def.name} host={host} onError={() => (slot || holder) && clearTimeout(timer)}>
        {def.calls ? (
          <WidgetCalls value={def.calls}>
            <Component {...(props as object)} />
          </WidgetCalls>
        ) : (
          <Component {...(props as object)} />
        )}
      </IslandErrorBoundary>
      <Shown
        done={() => {
          if (!def.revealWhenReady) ready();
          onShown();
          if (isDebug()) console.debug(`[storefront-widgets] ${def.name} mounted`, host);
          emit('widget-mounted', { widget: def.name, element: host });
        }}
      />
    </IslandContext.Provider>
  );
  // A dialog opened by name renders at once (a shopper asked for it).
  if (autoOpen) flushSync(() => root.render(tree));
  else startTransition(() => root.render(tree));
  startAuthPagesGate();
  startSessionReplay();
  return () => {
    if (isDebug()) console.debug(`[storefront-widgets] ${def.name} unmounted`, host);
    clearTimeout(timer);
    root.unmount();
    container.remove();
    holder?.remove();
    slot?.remove();
    host.removeAttribute(FALLBACK);
  };
}

/** Declares a widget. The chunk exports the result as `widget`. */
export function defineWidget<P>(def: WidgetDefinition<P>): DefinedWidget<P> {
  return {
    definition: def,
    name: def.name,
    defaultLoad: def.defaultLoad,
    mount(el, ctx) {
      startEditorOverlay(ctx);
      startFieldMetrics();
      const parsed = readMarkerProps(def.name, el, def.props);
      if (!parsed.ok) {
        console.error(parsed.message);
        el.setAttribute(STATE, 'error');
        emit('widget-error', { widget: def.name, element: el, message: parsed.message, problems: parsed.problems });
        return null;
      }
      // The first render waits its turn in the mount queue (small tasks, see schedule.ts); "ready" on the
      // marker means the widget's first render is on screen. A render error may already have set the error state.
      let unmount: (() => void) | undefined;
      const cancel = scheduleMount(() => {
        unmount = renderIsland(
          def,
          el,
          parsed.props,
          ctx,
          false,
          () => {},
          null,
          () => {
            if (el.getAttribute(STATE) === 'loading') el.setAttribute(STATE, 'ready');
            noteMount(def.name);
          },
        );
      });
      return () => {
        cancel();
        unmount?.();
      };
    },
    open(props, ctx) {
      startEditorOverlay(ctx);
      if (!def.openable) {
        console.error(`[storefront-widgets] ${def.name}: this widget cannot be opened as a dialog; place a marker instead.`);
        return false;
      }
      const handlers = openHandlers.get(def.name)?.filter((h) => !h.host || h.host.isConnected);
      const raw = (props && typeof props === 'object' ? props : {}) as Record<string, unknown>;
      const parsed = parseProps(def.name, null, raw, def.props);
      if (!parsed.ok) {
        console.error(parsed.message);
        return false;
      }
      const opener = takeOpener();
      const last = handlers?.[handlers.length - 1];
      if (last) {
        last.fn(raw, opener);
        return true;
      }
      const host = document.createElement('div');
      host.dataset.swOpened = def.name;
      document.body.append(host);
      let unmount = () => {};
      const dispose = () => {
        // Let the dialog finish closing (and return focus) before its island goes away.
        setTimeout(() => {
          unmount();
          host.remove();
        });
      };
      unmount = renderIsland(def, host, parsed.props, ctx, true, dispose, opener);
      return true;
    },
  };
}
