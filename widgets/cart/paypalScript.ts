/**
 * Loads the wallet's button script once, only when a cart offers PayPal: from the configured address
 * (init data payPalInfo.sdkUrl, or the marker's data-paypal-script), with the client configuration in its
 * query as the provider expects (client-id, disable-funding, intent, components=buttons), through the one
 * script loader (src/site/externalScript): the origin allowlist, and the loader's nonce (as `nonce` and as the
 * provider's `data-csp-nonce`), so it runs under the strict CSP.
 */
import { loadExternalScript } from '../../src/site';
import type { PayPalConfig } from './api';

export interface PayPalButtonsOptions {
  onClick?(data: unknown, actions: { resolve(): Promise<unknown>; reject(): Promise<unknown> }): unknown;
  createOrder(data: unknown, actions: unknown): Promise<string>;
  onApprove(data: { orderID: string; payerID?: string | null }, actions: unknown): Promise<void>;
  onCancel?(data: { orderID?: string }): void;
  onError?(err: unknown): void;
}

export interface PayPalNamespace {
  Buttons(options: PayPalButtonsOptions): { render(el: HTMLElement | string): Promise<void>; close?(): Promise<void>; isEligible?(): boolean };
}

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

/** The client configuration as the provider expects it in the script's query. */
export function paypalQuery(config: PayPalConfig): Record<string, string> {
  const q: Record<string, string> = { 'client-id': config['client-id'] };
  if (config['disable-funding']) q['disable-funding'] = config['disable-funding'];
  if (config.intent) q.intent = config.intent;
  q.components = 'buttons';
  return q;
}

/** Adds the script once and resolves its namespace, or null (logged) when it is refused or cannot be loaded. */
export function loadPayPalScript(base: string, config: PayPalConfig): Promise<PayPalNamespace | null> {
  // The query goes on after the allowlist check (an unparseable address is refused, not thrown). The key is the
  // checkout's too: the page gets one PayPal script whichever widget asks first.
  return loadExternalScript('cart', base, { key: 'paypal', name: 'PayPal script', nonceAttribute: 'data-csp-nonce', params: paypalQuery(config), ready: () => (window.paypal?.Buttons ? window.paypal : null) });
}
