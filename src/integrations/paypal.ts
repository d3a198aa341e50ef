/**
 * PayPal, once for every widget (the cart's express button and the checkout's wallets): the wallet's types and
 * `window.paypal`, its client configuration from the init data (payPalInfo, through the page's one init call),
 * and its script, loaded once per page whichever widget asks first, through the one script loader
 * (src/integrations/externalScript: the origin allowlist, single flight, the loader's nonce as `nonce` and as the
 * provider's `data-csp-nonce`, so it runs under a strict CSP).
 */
import { nullable, optional, string, type, type Infer } from 'superstruct';
import { loadInitPart } from '../api/init';
import { loadExternalScript } from './externalScript';
import { vendorGlobal } from './vendorGlobal';

export interface PayPalButtonsOptions {
  onClick?(data: unknown, actions: { resolve(): Promise<unknown>; reject(): Promise<unknown> }): unknown;
  createOrder(data?: unknown, actions?: unknown): Promise<string>;
  onApprove(data: { orderID: string; payerID?: string | null }, actions?: unknown): Promise<void>;
  onCancel?(data?: { orderID?: string }): void;
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

const PayPalConfigStruct = type({ 'client-id': string(), 'disable-funding': optional(string()), intent: optional(string()), sdkUrl: optional(string()) });
export type PayPalConfig = Infer<typeof PayPalConfigStruct>;
const PayPalInit = type({ payPalInfo: optional(nullable(PayPalConfigStruct)) });

/** The wallet's client configuration from the init data (payPalInfo), or null (said once, naming `widget`). */
export async function loadPayPalConfig(widget: string): Promise<PayPalConfig | null> {
  return (await loadInitPart(widget, PayPalInit))?.payPalInfo ?? null;
}

/** The client configuration as the provider expects it in the script's query. */
export function paypalQuery(config: PayPalConfig): Record<string, string> {
  const q: Record<string, string> = { 'client-id': config['client-id'] };
  if (config['disable-funding']) q['disable-funding'] = config['disable-funding'];
  if (config.intent) q.intent = config.intent;
  q.components = 'buttons';
  return q;
}

/** The wallet's namespace if its script is on the page already (loaded by this widget or another), else null. */
export const pagePayPal = (): PayPalNamespace | null => vendorGlobal<PayPalNamespace>('paypal', ['Buttons']);

/**
 * The wallet's namespace for `widget`: the one on the page already (the other widget's, or an earlier mount's),
 * else its script from the configuration's sdkUrl, added once, with the client configuration in its query.
 * Null, with one console error naming `widget`, when there is no configuration or address, or the script is
 * refused or cannot be loaded. `markerScript` is a script address a marker gave: script addresses come from the
 * host config and the init data only, so one from content is refused, whatever it names.
 */
export async function loadPayPal(widget: string, markerScript?: string): Promise<PayPalNamespace | null> {
  if (markerScript) {
    console.error(`[storefront-widgets] ${widget}: the PayPal script ${JSON.stringify(markerScript)} from the marker is refused: script addresses come from the host config and the init data only.`);
    return null;
  }
  const here = pagePayPal();
  if (here) return here;
  const config = await loadPayPalConfig(widget);
  const base = config?.sdkUrl;
  if (!config || !base) {
    console.error(`[storefront-widgets] ${widget}: PayPal has no client configuration or script address (init data payPalInfo).`);
    return null;
  }
  // The query goes on after the allowlist check (an unparseable address is refused, not thrown).
  return loadExternalScript(widget, base, { key: 'paypal', name: 'PayPal script', purpose: 'wallet', nonceAttribute: 'data-csp-nonce', params: paypalQuery(config), ready: pagePayPal });
}
