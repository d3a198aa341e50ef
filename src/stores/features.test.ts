import { afterEach, describe, expect, it } from 'vitest';
import { resetHostConfig } from '../config';
import { $features, featuresOf } from './features';
import { $session, normalizeSessionInfo, resetSession, SessionInfoStruct } from './session';

const info = (featureToggles: Record<string, boolean>, storeConfig: Record<string, boolean> = {}) => ({ featureToggles, storeConfig });

describe('featuresOf: host config, then the session info (toggles or store config), then the default', () => {
  it.each<[string, ReturnType<typeof info> | null, Record<string, boolean>, boolean]>([
    ['off before the session is known', null, {}, false],
    ['on when the feature toggle says so', info({ bopisEnabled: true }), {}, true],
    ['on when the store config says so', info({}, { bopisEnabled: true }), {}, true],
    ['on when either says so', info({ bopisEnabled: false }, { bopisEnabled: true }), {}, true],
    ['off when neither says so', info({}, {}), {}, false],
    ['off when the toggle says false', info({ bopisEnabled: false }), {}, false],
    ['the host config turns it off over the session', info({ bopisEnabled: true }, { bopisEnabled: true }), { bopisEnabled: false }, false],
    ['the host config turns it on before the session is known', null, { bopisEnabled: true }, true],
  ])('store pickup: %s', (_name, i, host, on) => {
    expect(featuresOf(i, host).bopisEnabled).toBe(on);
  });

  it('rewards, store-only items, wallets and every other spec flag follow the same rule', () => {
    const f = featuresOf(info({ rewardsEnabled: true, googlePayEnabled: true }, { enableStoreOnlyItems: true, applePayEnabled: true }), { googlePayEnabled: false });
    expect(f).toMatchObject({ rewardsEnabled: true, enableStoreOnlyItems: true, applePayEnabled: true, googlePayEnabled: false, furnitureTabEnabled: false, sapPriceEnabled: false });
  });

  it('the session-expiry dialog is on unless the store or the host says false', () => {
    expect(featuresOf(null).showSessionExpireModal).toBe(true);
    expect(featuresOf(info({}, {})).showSessionExpireModal).toBe(true);
    expect(featuresOf(info({}, { showSessionExpireModal: false })).showSessionExpireModal).toBe(false);
    expect(featuresOf(info({}, {}), { showSessionExpireModal: false }).showSessionExpireModal).toBe(false);
  });
});

describe('$features', () => {
  afterEach(() => {
    resetSession();
    delete window.StorefrontWidgetsConfig;
    resetHostConfig();
  });

  const sessionWith = (raw: Record<string, unknown>) => {
    const [, v] = SessionInfoStruct.validate(raw, { coerce: true });
    $session.set({ status: 'ready', info: normalizeSessionInfo(raw, v!), error: null });
  };

  it('follows the session info as it arrives ("true" strings included)', () => {
    sessionWith({ featureToggles: {} });
    expect($features.get().rewardsEnabled).toBe(false);
    sessionWith({ featureToggles: { rewardsEnabled: 'true' }, bopisEnabled: true });
    expect($features.get()).toMatchObject({ rewardsEnabled: true, bopisEnabled: true });
  });

  it("lets the host page's features setting win", () => {
    window.StorefrontWidgetsConfig = { features: { rewardsEnabled: false } };
    resetHostConfig();
    sessionWith({ featureToggles: { rewardsEnabled: true } });
    expect($features.get().rewardsEnabled).toBe(false);
  });
});
