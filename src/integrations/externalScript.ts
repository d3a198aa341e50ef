/**
 * The one way a widget adds a `<script>` to the page (PayPal, live chat, the recommendations engine, JSONP).
 * Under the page's `'strict-dynamic'` CSP a script the runtime adds runs whatever its address, so the address
 * is the only gate: https only (http only from the page's own origin, for development), under one of the
 * origin-and-path prefixes allowed for the script's purpose (`StorefrontWidgetsConfig.scriptSources`), and never
 * `data:`, `blob:` or `javascript:`. A whole origin is too wide a gate: any script the store serves (an upload,
 * the replay recorder, another JSONP endpoint) would pass as the contact form's service. A refused address adds
 * nothing and is reported once, naming the widget and the address, and the caller shows its unavailable state.
 */
import { ENDPOINTS } from '../api/endpoints';
import { apiBase, getHostConfig, getNonce } from '../config';
import type { ScriptPurpose } from '../config/hostConfig';

const PREFIX = '[storefront-widgets] ';

/** Why an address is refused, or the address to load (as the browser would resolve it). */
export type ScriptVerdict = { ok: true; href: string } | { ok: false; why: string };

const originOf = (value: string, base?: string): string | null => {
  try {
    const o = new URL(value, base).origin;
    return o === 'null' ? null : o;
  } catch {
    return null;
  }
};

/**
 * Whether `url` is under `prefix` (an origin, or an origin and a path): the same origin, and the prefix's path
 * itself or below it as a whole segment (`/rest/forms` admits `/rest/forms/x`, never `/rest/forms-old/x`).
 */
const isUnder = (url: URL, prefix: string): boolean => {
  try {
    const p = new URL(prefix);
    return p.origin === url.origin && (url.pathname === p.pathname || url.pathname.startsWith(p.pathname.replace(/\/?$/, '/')));
  } catch {
    return false;
  }
};

/**
 * The allowlist decision, pure: `raw` resolved against `page` (the page's URL), then checked against `allowed`,
 * a list of origins or origin-and-path prefixes. What is checked is the parsed URL, which is also what is
 * loaded, so spaces, tabs, case, `user@host` and `/prefix/../elsewhere` tricks cannot make the check and the
 * browser see two different addresses.
 */
export function scriptVerdict(raw: string, page: string, allowed: readonly string[]): ScriptVerdict {
  let url: URL;
  try {
    if (!raw.trim()) throw Error();
    url = new URL(raw, page);
  } catch {
    return { ok: false, why: 'it is not a valid address' };
  }
  const pageOrigin = originOf(page);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && url.origin === pageOrigin)) {
    return { ok: false, why: `${url.protocol} scripts are not loaded (https only; http only from this page's origin)` };
  }
  // A user name in a script address is only ever a disguise (https://allowed.example@evil.example).
  if (url.username || url.password) return { ok: false, why: 'the address carries a user name or password' };
  // The parser has resolved dot segments; an encoded slash, backslash or dot is left for a server to decode into
  // a path outside the prefix.
  if (/%(2f|5c|2e)/i.test(url.pathname)) return { ok: false, why: 'its path hides an encoded slash or dot' };
  if (!allowed.some((p) => isUnder(url, p))) return { ok: false, why: `${url.origin}${url.pathname} is not under the allowed script sources for its purpose (scriptSources)` };
  return { ok: true, href: url.href };
}

/** The purpose of the scripts a widget adds when its call names none; a widget not here adds none without one. */
const PURPOSE_OF: Record<string, ScriptPurpose> = { header: 'chat', recommendations: 'recommendations', 'contact-form': 'form', cart: 'wallet', checkout: 'wallet', 'session-replay': 'replay' };

let warnedOrigins = false;

/**
 * Where scripts of `purpose` may come from: the host's `scriptSources[purpose]`, set; else, for the contact form's
 * service, the folder of its endpoint on the commerce API (`/rest/forms/`), and for the others (addresses that
 * come from the host config and the init data only) the page's, the commerce API's and the CDN's origins, or the
 * origins of the deprecated `scriptOrigins` when a store still sets it.
 */
export function scriptSources(purpose: ScriptPurpose): string[] {
  const cfg = getHostConfig();
  const configured = cfg.scriptSources?.[purpose];
  if (configured) return configured;
  const api = new URL(apiBase() || '/', location.href);
  if (purpose !== 'form' && cfg.scriptOrigins) {
    if (!warnedOrigins) console.warn('[storefront-widgets] StorefrontWidgetsConfig.scriptOrigins is deprecated: set scriptSources, a list of origin-and-path prefixes per purpose.');
    warnedOrigins = true;
    return cfg.scriptOrigins;
  }
  if (purpose === 'form') return [new URL((getHostConfig().endpoints?.contactForm ?? ENDPOINTS.contactForm.path).replace(/[^/]*$/, ''), api).href];
  // The runtime's chunks sit beside the loader, so this module's own URL has the CDN's origin.
  return [location.origin, api.origin, originOf(import.meta.url)].filter((o): o is string => !!o);
}

export type ScriptOutcome = 'loaded' | 'failed' | 'refused';

export interface AddScriptOptions {
  /** What the console calls it ('PayPal script'); 'script' by default. */
  name?: string;
  /** A provider that reads the nonce from its own attribute (PayPal: `data-csp-nonce`) gets it there too. */
  nonceAttribute?: string;
  /** Removed from the page once it has run or failed (JSONP answers); library scripts stay. */
  transient?: boolean;
  /** Query parameters added after the address is checked, so a refusal never logs them (a JSONP request's fields). */
  params?: Record<string, string>;
  /** Which allowlist applies (scriptSources); by default the widget's own (the contact form's is 'form'). */
  purpose?: ScriptPurpose;
}

/** The address to load, or null after one console error naming the widget, the address and why. */
function allowedHref(widget: string, url: string, options: AddScriptOptions): string | null {
  const purpose = options.purpose ?? PURPOSE_OF[widget];
  const verdict = purpose ? scriptVerdict(url, location.href, scriptSources(purpose)) : { ok: false as const, why: 'no script purpose is known for this widget' };
  if (verdict.ok) {
    const u = new URL(verdict.href);
    for (const [k, v] of Object.entries(options.params ?? {})) u.searchParams.set(k, v);
    return u.href;
  }
  console.error(`${PREFIX}${widget}: the ${options.name ?? 'script'} ${JSON.stringify(url)} is refused: ${verdict.why}.`);
  return null;
}

function inject(widget: string, href: string, options: AddScriptOptions): Promise<ScriptOutcome> {
  return new Promise((resolve) => {
    const s = document.createElement('script');
    const nonce = getNonce();
    if (nonce) {
      s.nonce = nonce;
      if (options.nonceAttribute) s.setAttribute(options.nonceAttribute, nonce);
    }
    s.async = true;
    const end = (outcome: ScriptOutcome) => {
      if (outcome === 'failed' || options.transient) s.remove();
      resolve(outcome);
    };
    s.onload = () => end('loaded');
    s.onerror = () => {
      console.error(`${PREFIX}${widget}: the ${options.name ?? 'script'} could not be loaded from ${href}.`);
      end('failed');
    };
    s.src = href;
    document.head.append(s);
  });
}

/**
 * Adds one script for `url` with the loader's nonce, if the allowlist lets it; every call adds its own element
 * (JSONP asks each time). A refusal or a failed load is logged, naming the widget. Never rejects.
 */
export function addScript(widget: string, url: string, options: AddScriptOptions = {}): Promise<ScriptOutcome> {
  const href = allowedHref(widget, url, options);
  return href ? inject(widget, href, options) : Promise.resolve('refused');
}

export interface ExternalScriptOptions<T> extends AddScriptOptions {
  /** The interface the script defines on the page; when it is already there, nothing is added. */
  ready: () => T | null | undefined;
  /** Callers that want the same library share one flight under one key (the cart's and checkout's PayPal). */
  key?: string;
}

const flights = new Map<string, Promise<unknown>>();

/**
 * A library script, once per page: resolves its interface, or null (logged) when it is refused, fails or
 * defines nothing. Each caller's address is checked before it joins a flight; a failed flight is forgotten,
 * so the next ask tries again.
 */
export function loadExternalScript<T>(widget: string, url: string, options: ExternalScriptOptions<T>): Promise<T | null> {
  const href = allowedHref(widget, url, options);
  if (!href) return Promise.resolve(null);
  const have = options.ready();
  if (have) return Promise.resolve(have);
  const key = options.key ?? href;
  let flight = flights.get(key) as Promise<T | null> | undefined;
  if (!flight) {
    flight = inject(widget, href, options).then((outcome) => {
      const api = options.ready() ?? null;
      if (outcome === 'loaded' && !api) console.error(`${PREFIX}${widget}: the ${options.name ?? 'script'} from ${href} loaded but did not set up its interface.`);
      if (!api) flights.delete(key);
      return api;
    });
    flights.set(key, flight);
  }
  return flight;
}

/** For tests: forget every flight. */
export function resetExternalScripts(): void {
  flights.clear();
}
