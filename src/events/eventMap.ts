/**
 * Every `storefront:<name>` event and its `detail`: the one list `emit` accepts, `StorefrontWidgets.on` types,
 * and dist/storefront-widgets.d.ts publishes for host pages (scripts/hostTypes.mjs). Types only, and no
 * imports, so the build can emit this file's declarations as they are. A detail's fields are what the host
 * may rely on: the code's own types must fit them (emit checks every call).
 */

/** `storefront:cart-updated`: the cart summary after a change (count, ids). */
export interface CartUpdatedDetail {
  cartId: string;
  cartQty: number;
  orderId: string;
  encryptedOrderId: string;
}

/** The shopper's store, as `storefront:store-selected` reports it. */
export interface StorefrontStore {
  id: string;
  name: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  address1: string;
  phoneNumber: string;
  hours: string[];
  seoUrl: string;
}

/** The signed-in shopper, as `storefront:login` reports it. */
export interface StorefrontProfile {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  loginStatus: 'guest' | 'recognized' | 'loggedIn';
}

/** One invalid marker prop: where, what was expected, what was given. */
export interface PropProblem {
  /** `attribute data-max-items`, `JSON prop "count"`, or `props` for the whole set. */
  where: string;
  /** superstruct's expectation, e.g. `an integer` or `a string`. */
  expected: string;
  /** The value given, as JSON, or `nothing`. */
  got: string;
}

/** `storefront:widget-error`'s detail, as the loader and the runtime send it. */
export interface WidgetErrorDetail {
  widget: string;
  element: Element | null;
  message: string;
  /** Invalid props (the runtime's check of a marker's props), one entry each: where, what was expected, what was given. */
  problems?: PropProblem[];
}

/** Long frames (or long tasks) that ran a file, and the time its scripts took in them. */
export interface LongTaskFigures {
  count: number;
  totalMs: number;
}

/** What went wrong in a widget: counts by kind, never a message or a value. */
export type MetricsErrorKind = 'load' | 'unknown' | 'props' | 'render' | 'script';

/** One widget's figures on one page view (`storefront:metrics`). Times in milliseconds, sizes in bytes. */
export interface IslandMetrics {
  /** Its islands that rendered from markers (0 for a widget only opened by name, or one whose islands all failed to load). */
  count: number;
  /**
   * The first of them: from the loader asking for the widget's code (its marker found, or its load condition met) to
   * its first render committed. Null when none rendered, or the browser listed none of its files.
   */
  mountMs: number | null;
  /** Bytes of its own files (its entry and its CSS), as transferred (or as stored, from the HTTP cache). */
  bytes: number;
  /**
   * Long animation frames in which the widget's own files started scripts (its module, its listeners and timers), and
   * those scripts' time; its rendering runs inside React, whose time is `shared`'s.
   */
  longTasks: LongTaskFigures;
  /** Interactions (taps, clicks, key presses) inside its islands: how many, the longest, the 75th percentile. */
  interactions: { count: number; maxMs: number; p75Ms: number };
  errors: Partial<Record<MetricsErrorKind, number>>;
}

/** `storefront:metrics`: one page view's field figures per widget, sent once when the page is hidden. */
export interface MetricsDetail {
  /** The page's path (no query, no fragment). */
  page: string;
  islands: Record<string, IslandMetrics>;
  /** The loader, the manifest and the files two or more widgets load (React, the runtime, lazy chunks): bytes, long frames, script errors. */
  shared: { bytes: number; longTasks: LongTaskFigures; errors: number };
  /** Long tasks where the browser has no Long Animation Frames: they name no script, so no widget. */
  unattributed?: LongTaskFigures;
}

/** A host's renderer of a content type: an HTML string (sanitized), a DOM node, or nothing. */
export type HostRenderer = (item: Record<string, unknown>) => string | Node | null | undefined;

/** `StorefrontWidgets.contentTypes`, announced by `storefront:content-types-ready` (the content-page widget). */
export interface ContentTypesApi {
  register: (type: string, renderer: HostRenderer) => void;
  unregister: (type: string) => void;
  /** The names of the registered types. */
  types: () => string[];
}

/** A widget's arm for this shopper: loaded, switched off, or outside its rollout (both keep the server's markup). */
export type WidgetArm = 'on' | 'off' | 'rollout-out';

/** Each event's name (without the `storefront:` prefix) and its detail. */
export interface StorefrontEventMap {
  'cart-updated': CartUpdatedDetail;
  'store-selected': { store: StorefrontStore | null };
  login: { profile: StorefrontProfile | null };
  logout: Record<string, never>;
  'session-expired': { signedIn: boolean };
  search: { term: string };
  'widget-mounted': { widget: string; element: Element };
  'widget-error': WidgetErrorDetail;
  /** Once per page view: the arm of each widget with a marker on the page (also pushed to dataLayer as `widgetArms`). */
  'widget-arms': { arms: Record<string, WidgetArm> };
  'content-types-ready': ContentTypesApi;
  metrics: MetricsDetail;
}

export type StorefrontEventName = keyof StorefrontEventMap;

/** The same events as `document` sees them: `storefront:cart-updated` -> CustomEvent<CartUpdatedDetail>. */
export type StorefrontDocumentEventMap = { [K in StorefrontEventName as `storefront:${K}`]: CustomEvent<StorefrontEventMap[K]> };
