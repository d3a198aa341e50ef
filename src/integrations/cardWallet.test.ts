// @vitest-environment node
// Storefront spec section 7: "A card-wallet script is loaded when googlePayEnabled, not on iOS and no gate flag."
import { describe, expect, it } from 'vitest';
import { featuresOf } from '../stores/features';
import { isIOS, wantsCardWallet } from './cardWallet';

const CHROME = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36', platform: 'Linux x86_64', maxTouchPoints: 0 };
const IPHONE = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  platform: 'iPhone',
  maxTouchPoints: 5,
};
// iPadOS asks for desktop pages: a Mac's user agent and platform, but a touch screen.
const IPAD_AS_MAC = { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15', platform: 'MacIntel', maxTouchPoints: 5 };
const MAC = { ...IPAD_AS_MAC, maxTouchPoints: 0 };

/** The page's flags: the store turns googlePayEnabled on; the host config may set others. */
const flags = (host: Record<string, boolean> = {}) => featuresOf({ featureToggles: { googlePayEnabled: true }, storeConfig: {} }, host);

describe('the card-wallet script (storefront spec section 7)', () => {
  it('is loaded when googlePayEnabled is on, the browser is not iOS and the gate flag is not set', () => {
    expect(wantsCardWallet(flags(), CHROME)).toBe(true);
    expect(wantsCardWallet(flags(), MAC)).toBe(true);
  });

  it('not when googlePayEnabled is off (the host config turns it off over the store)', () => {
    expect(wantsCardWallet(flags({ googlePayEnabled: false }), CHROME)).toBe(false);
    expect(wantsCardWallet(featuresOf({ featureToggles: {}, storeConfig: {} }), CHROME)).toBe(false);
  });

  it('not on iOS: an iPhone, or an iPad that asks for desktop pages', () => {
    expect(isIOS(IPHONE)).toBe(true);
    expect(isIOS(IPAD_AS_MAC)).toBe(true);
    expect(wantsCardWallet(flags(), IPHONE)).toBe(false);
    expect(wantsCardWallet(flags(), IPAD_AS_MAC)).toBe(false);
  });

  it('not when the gate flag is set (the host config, or the store)', () => {
    expect(wantsCardWallet(flags({ cardWalletGate: true }), CHROME)).toBe(false);
    expect(wantsCardWallet(featuresOf({ featureToggles: { googlePayEnabled: true, cardWalletGate: true }, storeConfig: {} }), CHROME)).toBe(false);
  });
});
