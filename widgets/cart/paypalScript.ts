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

/** The script's address with the client configuration in its query. */
export function paypalScriptUrl(base: string, config: PayPalConfig): string {
  const url = new URL(base, location.href);
  url.searchParams.set('client-id', config['client-id']);
  if (config['disable-funding']) url.searchParams.set('disable-funding', config['disable-funding']);
  if (config.intent) url.searchParams.set('intent', config.intent);
  url.searchParams.set('components', 'buttons');
  return url.href;
}

/** Adds the script once and resolves its namespace, or null (logged) when it is refused or cannot be loaded. */
export function loadPayPalScript(src: string): Promise<PayPalNamespace | null> {
  // The key is the checkout's too: the page gets one PayPal script whichever widget asks first.
  return loadExternalScript('cart', src, { key: 'paypal', name: 'PayPal script', nonceAttribute: 'data-csp-nonce', ready: () => (window.paypal?.Buttons ? window.paypal : null) });
}
