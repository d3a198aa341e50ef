import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetInit } from '../api/init';
import { setClientFetch } from '../api/pageClient';
import { loadPayPal, loadPayPalConfig, paypalQuery, type PayPalNamespace } from './paypal';
import { resetExternalScripts } from './externalScript';

const json = (v: unknown) => new Response(JSON.stringify(v), { status: 200, headers: { 'content-type': 'application/json' } });
let init: unknown;

beforeEach(() => {
  resetInit();
  resetExternalScripts();
  setClientFetch(async () => json(init));
});
afterEach(() => {
  setClientFetch(null);
  delete window.paypal;
  document.querySelectorAll('script').forEach((s) => s.remove());
});

describe('PayPal, one module for the cart and the checkout', () => {
  it("reads the wallet's configuration from the init data's payPalInfo", async () => {
    init = { authPages: [], payPalInfo: { 'client-id': 'demo', intent: 'authorize', sdkUrl: '/static/paypal-stand-in.js' } };
    expect(await loadPayPalConfig('cart')).toEqual({ 'client-id': 'demo', intent: 'authorize', sdkUrl: '/static/paypal-stand-in.js' });
  });

  it('no payPalInfo is null; an unusable one is one console error naming the widget', async () => {
    init = { authPages: [] };
    expect(await loadPayPalConfig('checkout')).toBeNull();
    resetInit();
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    init = { authPages: [], payPalInfo: { 'client-id': 7 } };
    expect(await loadPayPalConfig('checkout')).toBeNull();
    expect(err).toHaveBeenCalledTimes(1);
    expect(String(err.mock.calls[0]![0])).toMatch(/^\[storefront-widgets\] checkout: the init data's "payPalInfo.client-id" is not usable/);
  });

  it("puts the client configuration in the script's query as the provider expects it, buttons only", () => {
    expect(paypalQuery({ 'client-id': 'demo', 'disable-funding': 'card,credit', intent: 'authorize' })).toEqual({
      'client-id': 'demo',
      'disable-funding': 'card,credit',
      intent: 'authorize',
      components: 'buttons',
    });
    expect(paypalQuery({ 'client-id': 'demo' })).toEqual({ 'client-id': 'demo', components: 'buttons' });
  });

  it('a namespace already on the page (the other widget loaded it) is used without the configuration or a script', async () => {
    const api: PayPalNamespace = { Buttons: vi.fn() };
    window.paypal = api;
    init = { authPages: [] };
    expect(await loadPayPal('checkout')).toBe(api);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('no configuration or no script address is null and one console error naming the widget; a refused address adds no script', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    init = { authPages: [] };
    expect(await loadPayPal('cart')).toBeNull();
    resetInit();
    init = { authPages: [], payPalInfo: { 'client-id': 'demo' } };
    expect(await loadPayPal('checkout')).toBeNull();
    expect(err.mock.calls.map((c) => String(c[0]))).toEqual([
      '[storefront-widgets] cart: PayPal has no client configuration or script address (init data payPalInfo).',
      '[storefront-widgets] checkout: PayPal has no client configuration or script address (init data payPalInfo).',
    ]);
  });

  it('a script address from a marker is refused, naming the widget, even one on an allowed origin', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    init = { authPages: [], payPalInfo: { 'client-id': 'demo', sdkUrl: '/static/paypal/sdk.js' } };
    for (const marker of ['javascript:alert(1)', '/static/replay/recorder.js']) expect(await loadPayPal('cart', marker)).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(err.mock.calls.map((c) => String(c[0]))).toEqual([
      '[storefront-widgets] cart: the PayPal script "javascript:alert(1)" from the marker is refused: script addresses come from the host config and the init data only.',
      '[storefront-widgets] cart: the PayPal script "/static/replay/recorder.js" from the marker is refused: script addresses come from the host config and the init data only.',
    ]);
  });

  it('a named element in content is not the wallet: <form id="paypal"> with a Buttons field is passed over and the script is asked for', async () => {
    const form = Object.assign(document.createElement('form'), { id: 'paypal', innerHTML: '<input name="Buttons">' });
    (form as unknown as Record<string, unknown>).Buttons = form.querySelector('input');
    // Chromium shows named elements through an object on window's prototype chain; happy-dom has none, so the
    // test puts the form there itself.
    const proto = Object.getPrototypeOf(window) as object;
    Object.defineProperty(proto, 'paypal', { value: form, writable: true, configurable: true });
    const added: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void added.push(...(nodes as HTMLScriptElement[])));
    try {
      init = { authPages: [], payPalInfo: { 'client-id': 'demo', sdkUrl: '/static/paypal/sdk.js' } };
      const got = loadPayPal('checkout');
      await vi.waitFor(() => expect(added).toHaveLength(1));
      expect(added[0]!.src).toContain('/static/paypal/sdk.js');
      const api: PayPalNamespace = { Buttons: vi.fn() };
      window.paypal = api;
      added[0]!.onload!(new Event('load'));
      expect(await got).toBe(api);
    } finally {
      delete (proto as Record<string, unknown>).paypal;
    }
  });
});
