import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBase, fill, getHostConfig, messagesFor, parseHostConfig, resetHostConfig } from './hostConfig';
import { setRuntime } from './runtime';

afterEach(() => {
  delete window.StorefrontWidgetsConfig;
  resetHostConfig();
  setRuntime({ nonce: '', cfg: {} });
});

describe('the commerce API base', () => {
  it("is the host config's apiBase when it is given, whatever the tag's data-api-base says", () => {
    setRuntime({ nonce: '', cfg: { apiBase: 'https://evil.example/' } });
    window.StorefrontWidgetsConfig = { apiBase: '/' };
    resetHostConfig();
    expect(apiBase()).toBe('/');
  });

  it("is the tag's data-api-base without a host config apiBase, and the page's origin ('') without either", () => {
    resetHostConfig();
    setRuntime({ nonce: '', cfg: { apiBase: 'https://api.example/' } });
    expect(apiBase()).toBe('https://api.example/');
    setRuntime({ nonce: '', cfg: {} });
    expect(apiBase()).toBe('');
  });
});

describe('host config', () => {
  it('keeps valid keys', () => {
    const report = vi.fn();
    expect(parseHostConfig({ apiBase: '/api/', site: 'furniture', features: { rewardsEnabled: true } }, report)).toEqual({
      apiBase: '/api/',
      site: 'furniture',
      features: { rewardsEnabled: true },
    });
    expect(report).not.toHaveBeenCalled();
  });

  it('drops a bad key with one message naming it and its expected shape, keeping the others', () => {
    const report = vi.fn();
    const cfg = parseHostConfig({ site: 'garden', apiBase: '/x/' }, report);
    expect(cfg).toEqual({ apiBase: '/x/' });
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toContain('StorefrontWidgetsConfig.site should be "school" or "furniture", but is "garden"');
  });

  it('takes off and rollout (the loader applies them), and refuses a percent outside 0-100 or a name that is not in a list', () => {
    const report = vi.fn();
    expect(parseHostConfig({ off: ['checkout'], rollout: { cart: 10, header: 0, footer: 100 } }, report)).toEqual({ off: ['checkout'], rollout: { cart: 10, header: 0, footer: 100 } });
    expect(report).not.toHaveBeenCalled();
    expect(parseHostConfig({ off: 'checkout', rollout: { cart: 110 } }, report)).toEqual({});
    expect(report.mock.calls.map((c) => c[0])).toEqual([
      '[storefront-widgets] window.StorefrontWidgetsConfig.off should be a list of widget names, e.g. ["checkout"], but is "checkout"; the default is used.',
      '[storefront-widgets] window.StorefrontWidgetsConfig.rollout should be an object of widget name -> percent of shoppers from 0 to 100, e.g. { "cart": 10 }, but is {"cart":110}; the default is used.',
    ]);
  });

  it('metricsUrl is a path or an http(s) URL, metricsSampleRate a number from 0 to 1; anything else is dropped with its message', () => {
    const report = vi.fn();
    expect(parseHostConfig({ metricsUrl: '/metrics/beacon', metricsSampleRate: 0 }, report)).toEqual({ metricsUrl: '/metrics/beacon', metricsSampleRate: 0 });
    expect(parseHostConfig({ metricsUrl: 'https://rum.example/collect', metricsSampleRate: 1 }, report)).toEqual({ metricsUrl: 'https://rum.example/collect', metricsSampleRate: 1 });
    expect(report).not.toHaveBeenCalled();
    expect(parseHostConfig({ metricsUrl: 'javascript:alert(1)', metricsSampleRate: 1.5 }, report)).toEqual({});
    expect(report.mock.calls.map((c) => c[0] as string)).toEqual([
      expect.stringContaining('StorefrontWidgetsConfig.metricsUrl should be a path or an http(s) URL'),
      expect.stringContaining('StorefrontWidgetsConfig.metricsSampleRate should be a number from 0 to 1, but is 1.5'),
    ]);
  });

  it('names unknown keys and non-object configs', () => {
    const report = vi.fn();
    parseHostConfig({ endpoint: {} }, report);
    expect(report.mock.calls[0]![0]).toContain('StorefrontWidgetsConfig.endpoint is not a known setting');
    parseHostConfig('yes', report);
    expect(report.mock.calls[1]![0]).toContain('must be an object');
  });

  it('applies message overrides for a widget, ignoring unknown message keys', () => {
    window.StorefrontWidgetsConfig = { messages: { 'balance-check': { title: 'Gift Card Balance', nope: 'x' } } };
    expect(messagesFor('balance-check', { title: 'Check Balance', submit: 'Check' })).toEqual({ title: 'Gift Card Balance', submit: 'Check' });
    expect(getHostConfig().messages).toBeDefined();
  });

  it('scriptSources takes, per purpose, a list of origins or origin-and-path prefixes; anything else is dropped with one message', () => {
    const report = vi.fn();
    const good = { form: ['https://www.example.com/rest/forms/'], wallet: ['https://www.paypal.com/sdk/js', 'https://pay.example:8443'], chat: [], replay: ['http://localhost:4000/static/replay/'] };
    expect(parseHostConfig({ scriptSources: good }, report)).toEqual({ scriptSources: good });
    expect(report).not.toHaveBeenCalled();
    for (const bad of [
      { wallet: ['www.paypal.com'] },
      { wallet: ['data:text/javascript,1'] },
      { form: ['https://a.example/x?y=1'] },
      { form: ['https://user@a.example/'] },
      { chat: ['https://a.example', 7] },
      { scripts: ['https://a.example'] },
      ['https://www.paypal.com'],
    ]) {
      expect(parseHostConfig({ scriptSources: bad }, report)).toEqual({});
    }
    expect(report).toHaveBeenCalledTimes(7);
    expect(report.mock.calls[0]![0]).toContain('StorefrontWidgetsConfig.scriptSources should be { form?, wallet?, chat?, recommendations?, replay? }, lists of URL prefixes');
  });

  it("the earlier versions' origin-only scriptOrigins is still read (origins only; a path is refused with its message)", () => {
    const report = vi.fn();
    expect(parseHostConfig({ scriptOrigins: ['https://www.paypal.com'] }, report)).toEqual({ scriptOrigins: ['https://www.paypal.com'] });
    expect(parseHostConfig({ scriptOrigins: ['https://www.paypal.com/sdk/js'] }, report)).toEqual({});
    expect(report.mock.calls[0]![0]).toContain('StorefrontWidgetsConfig.scriptOrigins should be a list of origins');
  });
});

describe('fill (the one placeholder filler of every widget)', () => {
  it('fills each {key} with its value, numbers too, every time it appears', () => {
    expect(fill('Items ({count}) for {name}; {count} in all', { count: 3, name: 'Maria' })).toBe('Items (3) for Maria; 3 in all');
  });

  it('leaves a placeholder without a value as written, and an override that drops a placeholder just drops it', () => {
    expect(fill('Remove {name} from {list}', { name: 'Crayons' })).toBe('Remove Crayons from {list}');
    expect(fill('Removed', { name: 'Crayons' })).toBe('Removed');
  });
});
