/**
 * `window.StorefrontWidgetsConfig`, set by the host page before the loader. Validated key by key:
 * a bad key gives one console error naming the key and the expected shape, and only that key falls
 * back to its default, so one typo never takes the other settings (or any widget) down.
 */
import { array, boolean, enums, func, number, object, optional, record, refine, string, type Infer, type Struct } from 'superstruct';
import { getScriptSettings } from './runtime';
import { safeIs } from '../validation/struct';
import { FIELD_MESSAGES, isFieldRule, type FieldRule } from '../validation/fieldMessages';

/** `https://host[:port][/path]` (or http): an origin, or an origin and a path prefix; no user, query or fragment. */
const isSource = (value: string): boolean => {
  if (/[\\?#\s]/.test(value)) return false;
  try {
    const u = new URL(value);
    const rest = value.slice(u.origin.length);
    return /^https?:$/.test(u.protocol) && !u.username && !u.password && value.toLowerCase().startsWith(u.origin.toLowerCase()) && (rest === '' || rest.startsWith('/'));
  } catch {
    return false;
  }
};
const sources = optional(array(refine(string(), 'script source', isSource)));

/** What a widget may add a script for; each purpose has its own allowlist (scriptSources). */
export type ScriptPurpose = 'form' | 'wallet' | 'chat' | 'recommendations' | 'replay';

/** Every key of the host config: its struct and the shape its error message names (also the published type). */
export const HOST_CONFIG_KEYS = {
  apiBase: { struct: string(), shape: 'a URL or path string, e.g. "/"' },
  site: { struct: enums(['school', 'furniture']), shape: '"school" or "furniture"' },
  endpoints: { struct: record(string(), string()), shape: 'an object of endpoint name -> path string' },
  features: { struct: record(string(), boolean()), shape: 'an object of feature name -> true/false' },
  /** The widgets' text: see HostMessages. A `fields` key that names no shared rule refuses the whole setting, loudly. */
  messages: {
    struct: refine(record(string(), record(string(), string())), 'field rules', (v) => Object.keys(v.fields ?? {}).every(isFieldRule)) as Struct<HostMessages, null>,
    shape: `an object of widget name -> { message key -> text }, and "fields" -> { rule -> text } for the rules every form shares (${Object.keys(FIELD_MESSAGES).join(', ')})`,
  },
  timeoutMs: { struct: number(), shape: 'a number of milliseconds' },
  /** Hosts whose absolute links from the store's content (search redirects, suggestion links) are followed as they are. */
  redirectHosts: { struct: array(string()), shape: 'a list of host names, e.g. ["www.example.org"]' },
  /**
   * Where the widgets may add scripts from, per purpose: the contact form's JSONP service (form), PayPal and the
   * card wallet (wallet), live chat, the recommendations engine, the session-replay recorder. Each entry is an
   * origin and a path prefix; a purpose that is set is its whole list (defaults: src/integrations/externalScript).
   */
  /**
   * Earlier versions' origin-only allowlist, still read so that a store that set it keeps its wallet and chat: the
   * origins stand for every purpose but the contact form's (which keeps its endpoint's folder) where scriptSources
   * does not set one. Deprecated: a console warning asks for scriptSources.
   */
  scriptOrigins: {
    struct: array(refine(string(), 'origin', (v) => isSource(v) && !/^https?:\/\/[^/]+\/./i.test(v))),
    shape: 'a list of origins (scheme and host, no path), e.g. ["https://www.paypal.com"]',
  },
  scriptSources: {
    struct: object({ form: sources, wallet: sources, chat: sources, recommendations: sources, replay: sources }),
    shape: '{ form?, wallet?, chat?, recommendations?, replay? }, lists of URL prefixes',
  },
  /**
   * True on a page the server answers as not found (its 404 page): page analytics then type it 'not found' in
   * every browser. Without it the page's own HTTP status is read where the browser gives it (Chromium, Firefox).
   */
  notFound: { struct: boolean(), shape: 'true or false' },
  /**
   * The global the store's analytics tag sets up when it is ready (e.g. "_satellite"): the page-load event waits
   * for it, looked for every 250 ms (storefront and checkout spec: page-load analytics once the hook is ready).
   */
  analyticsHook: { struct: refine(string(), 'global name', (v) => /^[A-Za-z_$][\w$]*$/.test(v)), shape: 'the name of a global, e.g. "_satellite"' },
  /**
   * Whether the shopper's performance consent is active, for session replay (src/integrations/SessionReplay): asked 1 s and
   * 2 s after the page starts and again whenever the host dispatches `storefront:consent-changed` on document.
   */
  performanceConsent: { struct: func(), shape: 'a function' },
  /**
   * Widgets this page never loads: their markers keep the server's markup (`data-widget-state="off"`). The loader
   * applies it, with switches.json's `off` beside the manifest (off where either says so; docs/host.md, switches).
   */
  off: { struct: array(string()), shape: 'a list of widget names, e.g. ["checkout"]' },
  /**
   * Per widget, the share of shoppers (0-100) who get it; the others keep the server's markup. switches.json's
   * percent for the same widget wins (it is the operator's live control).
   */
  rollout: {
    struct: record(
      string(),
      refine(number(), 'percent', (v) => v >= 0 && v <= 100),
    ),
    shape: 'an object of widget name -> percent of shoppers from 0 to 100, e.g. { "cart": 10 }',
  },
  debug: { struct: boolean(), shape: 'true or false' },
  /**
   * Lets `?sw-debug=1` in the page's address turn on the editor overlay (as `data-debug` on the script tag does).
   * Off unless a host opts in: a shopper who adds the parameter sees nothing.
   */
  allowDebugParam: { struct: boolean(), shape: 'true or false' },
  /** Where each sampled page view's field metrics are sent (one navigator.sendBeacon): a path, or an http(s) URL. */
  metricsUrl: { struct: refine(string(), 'URL', (v) => /^(\/|https?:\/\/)/.test(v)), shape: 'a path or an http(s) URL' },
  /** The share of page views measured (field metrics' event and beacon), from 0 to 1; default 1. */
  metricsSampleRate: { struct: refine(number(), 'rate', (v) => v >= 0 && v <= 1), shape: 'a number from 0 to 1' },
  session: {
    struct: object({
      firstSessionResetTime: optional(number()),
      maxSessionExpiryTime: optional(number()),
      sessionExpiryAlertTime: optional(number()),
    }),
    shape: '{ firstSessionResetTime?, maxSessionExpiryTime?, sessionExpiryAlertTime? } in seconds',
  },
};

/**
 * `messages`: the text a host changes without a release. `fields` holds the shared field rules' texts
 * (src/validation/fieldMessages), each shown by every form that checks the rule; every other key is a widget's
 * name and holds that widget's own texts, which win over `fields` in that widget alone. For example
 * `{ fields: { 'email.invalid': 'Check the email address.' }, 'contact-form': { formTitle: 'Ask Us' } }`.
 */
export type HostMessages = { fields?: Partial<Record<FieldRule, string>> } & Record<string, Record<string, string>>;

type Keys = typeof HOST_CONFIG_KEYS;
export type HostConfig = { [K in keyof Keys]?: Infer<Keys[K]['struct']> };

declare global {
  interface Window {
    StorefrontWidgetsConfig?: unknown;
  }
}

let cached: HostConfig | undefined;

/** Validates a raw host config; reports each bad key once and drops it. */
export function parseHostConfig(raw: unknown, report: (message: string) => void = console.error): HostConfig {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    report('[storefront-widgets] window.StorefrontWidgetsConfig must be an object; it is ignored.');
    return {};
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const spec = (HOST_CONFIG_KEYS as unknown as Record<string, { struct: Struct<unknown, unknown>; shape: string } | undefined>)[key];
    if (!spec) {
      report(`[storefront-widgets] window.StorefrontWidgetsConfig.${key} is not a known setting (known: ${Object.keys(HOST_CONFIG_KEYS).join(', ')}); it is ignored.`);
      continue;
    }
    if (!safeIs(value, spec.struct)) {
      report(`[storefront-widgets] window.StorefrontWidgetsConfig.${key} should be ${spec.shape}, but is ${JSON.stringify(value)}; the default is used.`);
      continue;
    }
    out[key] = value;
  }
  return out as HostConfig;
}

/** The host config of this page, validated once. */
export function getHostConfig(): HostConfig {
  // An own property only: a named element in content (<form id="StorefrontWidgetsConfig">) shows on window too.
  return (cached ??= parseHostConfig(typeof window === 'undefined' || !Object.hasOwn(window, 'StorefrontWidgetsConfig') ? undefined : window.StorefrontWidgetsConfig));
}

/**
 * The commerce API's base: the host config's apiBase, else the script tag's data-api-base ('' is the page's
 * origin). The config wins: it is the host's own script, while the tag's attributes are only as trustworthy as
 * the tag the loader found.
 */
export const apiBase = (): string => getHostConfig().apiBase ?? getScriptSettings().apiBase ?? '';

/** For tests: forget the cached config. */
export function resetHostConfig(): void {
  cached = undefined;
}

/**
 * A widget's user-facing text with the host's overrides applied. `fields` names the keys that show a shared field
 * rule's message: they take the host's `messages.fields` text for that rule, unless the widget's own override
 * says otherwise.
 */
export function messagesFor<T extends Record<string, string>>(widget: string, defaults: T, fields: Partial<Record<keyof T, FieldRule>> = {}): T {
  const all = getHostConfig().messages;
  const overrides = all?.[widget] ?? {};
  const out: Record<string, string> = { ...defaults };
  for (const [k, rule] of Object.entries(fields) as [string, FieldRule][]) out[k] = all?.fields?.[rule] ?? FIELD_MESSAGES[rule];
  for (const k of Object.keys(overrides)) if (k in defaults) out[k] = overrides[k]!;
  return out as T;
}

/**
 * Fills a message's `{key}` placeholders from `values`. A placeholder without a value stays as written, so a
 * missing value shows in the text (and in a test) rather than leaving a silent gap.
 */
export const fill = (text: string, values: Record<string, string | number>): string => text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
