/**
 * Loads the wallet's button script once, only when a cart offers PayPal: from the configured address
 * (init data payPalInfo.sdkUrl, or the marker's data-paypal-script), with the client configuration in its
 * query as the provider expects (client-id, disable-funding, intent, components=buttons), and with the
 * loader's nonce (as `nonce` and as the provider's `data-csp-nonce`), so it runs under the strict CSP.
 */
import { getNonce } from '../../src/config';
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

let flight: Promise<PayPalNamespace | null> | null = null;

/** Adds the script once and resolves its namespace, or null (logged) when it cannot be loaded. */
export function loadPayPalScript(src: string): Promise<PayPalNamespace | null> {
  if (window.paypal?.Buttons) return Promise.resolve(window.paypal);
  flight ??= new Promise<PayPalNamespace | null>((resolve) => {
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    const nonce = getNonce();
    if (nonce) {
      s.nonce = nonce;
      s.setAttribute('data-csp-nonce', nonce);
    }
    s.onload = () => resolve(window.paypal?.Buttons ? window.paypal : null);
    s.onerror = () => {
      s.remove();
      resolve(null);
    };
    document.head.append(s);
  }).then((api) => {
    if (!api) {
      flight = null;
      console.error(`[storefront-widgets] cart: the PayPal script could not be loaded from ${src}.`);
    }
    return api;
  });
  return flight;
}
