/**
 * The contract between the loader (no React, tiny) and a widget chunk, and the shape of
 * dist/manifest.json that the build writes and the loader reads. Types only. Its declarations and
 * src/events/eventMap's are published for host pages as dist/storefront-widgets.d.ts (scripts/hostTypes.mjs),
 * so it imports nothing else.
 */
import type { StorefrontEventMap, StorefrontEventName } from '../events/eventMap';

export type { WidgetErrorDetail } from '../events/eventMap';

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
  /** The loader's core (loader.js has it built in; listed here for tools: the budgets, the release). */
  loaderCore?: ManifestFile;
}

/**
 * Switches: `switches.json` beside the manifest (the operator's, read on every page view), and the same keys in
 * `window.StorefrontWidgetsConfig` (the host page's).
 */
export interface Switches {
  /** Widgets not loaded at all: their markers keep the server's markup. */
  off?: string[];
  /** Per widget, the share of shoppers (0-100) who get it; the others keep the server's markup. */
  rollout?: Record<string, number>;
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

/** A handler of `storefront:<event>`: it gets the event's detail, then the event. */
export type StorefrontEventHandler<K extends StorefrontEventName> = (detail: StorefrontEventMap[K], event: CustomEvent<StorefrontEventMap[K]>) => void;

/**
 * What `window.StorefrontWidgets` offers a host page. `Props` maps each widget (or alias) name to the props
 * `open()` takes; the published types fill it in from each widget's props schema.
 */
export interface StorefrontWidgetsApi<Props extends object = Record<string, Record<string, unknown>>> {
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
  open<K extends keyof Props & string>(name: K, props?: Props[K]): Promise<boolean>;
  /** Listens to a `storefront:<event>` event; the handler gets its detail. */
  on<K extends StorefrontEventName>(event: K, fn: StorefrontEventHandler<K>): void;
  off<K extends StorefrontEventName>(event: K, fn: StorefrontEventHandler<K>): void;
  /** The content-page widget's host content types, once that widget has loaded (`storefront:content-types-ready`). */
  contentTypes?: StorefrontEventMap['content-types-ready'];
}

/** `window.StorefrontWidgets`, as the loader makes it: the host's API plus what widgets use. */
export interface LoaderApi extends StorefrontWidgetsApi {
  /**
   * Loads a lazy chunk listed in the manifest (its files in parallel, with SRI and the nonce) and resolves to
   * its module. Widgets do not call this themselves: the build turns their `import()` of their own module
   * into it (see `lazyChunk` in src/mount).
   */
  chunk(file: string): Promise<unknown>;
  debug?: boolean;
}
