/**
 * The contract between the loader (no React, tiny) and a widget chunk, and the shape of
 * dist/manifest.json that the build writes and the loader reads. Types only.
 */
import type { PropProblem } from './props';

/** When a marker's code is loaded: `data-load` on the marker, or the widget's default. */
export type LoadCondition = 'eager' | 'idle' | 'visible' | 'interaction' | `media:${string}`;

export interface ManifestFile {
  /** Path relative to the loader's own URL. */
  file: string;
  /** Subresource-integrity hash, `sha384-...`. */
  integrity: string;
}

export interface ManifestWidget {
  /** The widget's entry chunk (also listed in `js`). */
  entry: string;
  /** Every JS chunk the widget needs: fetched in parallel, so there is no waterfall. */
  js: ManifestFile[];
  /** The widget's CSS, adopted into its shadow root before it renders. */
  css: ManifestFile[];
  /** The widget's default load condition. */
  load: LoadCondition;
}

export interface ManifestAlias {
  /** The widget that answers this name. */
  widget: string;
  /** Props the name implies (they win over the caller's). */
  props: Record<string, unknown>;
}

export interface Manifest {
  version: string;
  widgets: Record<string, ManifestWidget>;
  /** Other names `open()` accepts: `'sign-in'` is the account widget with `{ view: 'sign-in' }`. */
  aliases?: Record<string, ManifestAlias>;
  /**
   * Lazy chunks (a widget's `import()` of its own module, see `lazyChunk`), by file: every JS file the chunk
   * needs, itself included, with SRI hashes. Loaded only when the widget asks for the chunk.
   */
  chunks?: Record<string, ManifestFile[]>;
}

/** What the loader hands to a widget's mount(): the script tag's settings and the widget's CSS. */
export interface MountContext {
  /** The loader script's nonce, reused for anything added to the page. */
  nonce: string;
  /** The loader script tag's data-* attributes (apiBase, site, debug). */
  cfg: Record<string, string | undefined>;
  /** CSS texts of the widget, in manifest order. */
  css?: string[];
}

export interface WidgetRuntime {
  name: string;
  defaultLoad: LoadCondition;
  /** Mounts into the marker. Returns the unmount function, or null when the marker's props are invalid. */
  mount(el: HTMLElement, ctx: MountContext): (() => void) | null;
  /** Opens a modal widget (for `StorefrontWidgets.open`). False, after a console error, when it cannot. */
  open(props: unknown, ctx: MountContext): boolean;
}

export interface WidgetModule {
  widget: WidgetRuntime;
}

/** `storefront:widget-error`'s detail, as the loader and the runtime send it. */
export interface WidgetErrorDetail {
  widget: string;
  element: Element | null;
  message: string;
  /** Invalid props (the runtime's check of a marker's props), one entry each: where, what was expected, what was given. */
  problems?: PropProblem[];
}

export type EventHandler = (detail: unknown, event: CustomEvent) => void;

/** `window.StorefrontWidgets`. */
export interface LoaderApi {
  version: string;
  /** Finds and mounts markers under root (default: the document). Already-mounted markers are left alone. */
  scan(root?: ParentNode): void;
  /** Mounts one marker now, whatever its data-load. */
  mount(el: HTMLElement): void;
  /** Unmounts one marker: its React root, listeners and observers are released. */
  unmount(el: Element): void;
  /**
   * Opens a modal widget by name (or alias). Resolves true when it opened, false (with a console error saying
   * why) when it cannot: unknown name, files that failed to load, a widget that cannot be opened. Never rejects.
   */
  open(name: string, props?: Record<string, unknown>): Promise<boolean>;
  /**
   * Loads a lazy chunk listed in the manifest (its files in parallel, with SRI and the nonce) and resolves to
   * its module. Widgets do not call this themselves: the build turns their `import()` of their own module
   * into it (see `lazyChunk` in src/mount).
   */
  chunk(file: string): Promise<unknown>;
  /** Listens to a `storefront:<event>` event; the handler gets its detail. */
  on(event: string, fn: EventHandler): void;
  off(event: string, fn: EventHandler): void;
  debug?: boolean;
}

declare global {
  interface Window {
    StorefrontWidgets?: LoaderApi;
  }
}
