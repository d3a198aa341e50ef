/**
 * The host bridge: every widget event is a DOM CustomEvent on `document` named `storefront:<name>`,
 * so a host page can listen without our code (`document.addEventListener('storefront:cart-updated', ...)`)
 * or through `StorefrontWidgets.on`. Analytics events go to `window.dataLayer`.
 */
import { isDebug } from '../config/runtime';
import { withoutCardData } from '../platform/storage';
import type { StorefrontEventMap, StorefrontEventName } from './eventMap';

export const EVENT_PREFIX = 'storefront:';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Dispatches `storefront:<name>` on document with `detail` (typed by StorefrontEventMap, which hosts see). */
export function emit<K extends StorefrontEventName>(name: K, detail: StorefrontEventMap[K]): void {
  if (isDebug()) console.debug(`${EVENT_PREFIX}${name}`, detail);
  document.dispatchEvent(new CustomEvent(EVENT_PREFIX + name, { detail }));
}

/** Listens to `storefront:<name>`; returns the function that stops listening. */
export function on<K extends StorefrontEventName>(name: K, fn: (detail: StorefrontEventMap[K], event: CustomEvent<StorefrontEventMap[K]>) => void): () => void {
  const handler = (e: Event) => fn((e as CustomEvent<StorefrontEventMap[K]>).detail, e as CustomEvent<StorefrontEventMap[K]>);
  document.addEventListener(EVENT_PREFIX + name, handler);
  return () => document.removeEventListener(EVENT_PREFIX + name, handler);
}

/**
 * Pushes an analytics event to `window.dataLayer`. Callers never pass card numbers or CVVs; as the last line
 * of defence `track` leaves out any field named like one (or a password) and any value, at any depth, that
 * looks like a card number (a search term, a form value): analytics goes to third parties.
 */
export function track(event: string, data: Record<string, unknown> = {}): void {
  const named: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) {
    if (/card.?number|cvv|verification|creditcard|password/i.test(k)) continue;
    named[k] = v;
  }
  const safe = (withoutCardData(named) ?? {}) as Record<string, unknown>;
  (window.dataLayer ??= []).push({ event, ...safe });
  if (isDebug()) console.debug(`[storefront-widgets] analytics ${event}`, safe);
}
