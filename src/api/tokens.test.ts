import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartTab } from '../stores/session';
import { $profileId, $tokens, clearTokens, saveTokenResponse, tokenStore, PROFILE_ID_KEY, TOKENS_KEY } from './tokens';

const TOKENS = { access_token: 'at_secret', refresh_token: 'rt_secret', expires_in: 60 };

/** Every key and value of a storage area, so a token under any key would show. */
const everything = (s: Storage): string => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i)!)}`).join('\n');

/** Another tab of the same browser, on the channel the stores use. */
const otherTab = () => new BroadcastChannel('storefront-widgets');

afterEach(() => {
  clearTokens();
  localStorage.clear();
  sessionStorage.clear();
});

describe('where tokens are kept', () => {
  it('without "Keep me signed in": memory and this tab\'s sessionStorage, nothing in localStorage', () => {
    const before = Date.now();
    saveTokenResponse(TOKENS, { staySignedIn: false });
    $profileId.set('p1');
    expect($tokens.get()).toMatchObject({ accessToken: 'at_secret', refreshToken: 'rt_secret' });
    const saved = JSON.parse(sessionStorage.getItem(TOKENS_KEY)!);
    expect(saved).toMatchObject({ accessToken: 'at_secret', refreshToken: 'rt_secret' });
    expect(saved.expiresAt).toBeGreaterThanOrEqual(before + 60_000);
    expect(JSON.parse(sessionStorage.getItem(PROFILE_ID_KEY)!)).toBe('p1');
    expect(everything(localStorage)).not.toMatch(/at_secret|rt_secret|p1/);
  });

  it('with "Keep me signed in": localStorage (every tab, across restarts), nothing in sessionStorage', () => {
    saveTokenResponse(TOKENS, { staySignedIn: true });
    $profileId.set('p1');
    expect(JSON.parse(localStorage.getItem(TOKENS_KEY)!)).toMatchObject({ accessToken: 'at_secret', refreshToken: 'rt_secret' });
    expect(JSON.parse(localStorage.getItem(PROFILE_ID_KEY)!)).toBe('p1');
    expect(everything(sessionStorage)).not.toMatch(/at_secret|rt_secret/);
  });

  it('a later sign-in without the box moves them out of localStorage', () => {
    saveTokenResponse(TOKENS, { staySignedIn: true });
    $profileId.set('p1');
    saveTokenResponse({ ...TOKENS, access_token: 'at_2' }, { staySignedIn: false });
    expect(everything(localStorage)).not.toMatch(/at_|rt_secret|p1/);
    expect(JSON.parse(sessionStorage.getItem(TOKENS_KEY)!).accessToken).toBe('at_2');
    expect(JSON.parse(sessionStorage.getItem(PROFILE_ID_KEY)!)).toBe('p1');
  });

  it('a refreshed token stays in the area the shopper chose', () => {
    saveTokenResponse(TOKENS, { staySignedIn: false });
    $tokens.set({ accessToken: 'at_refreshed', refreshToken: 'rt_secret', expiresAt: 1 });
    expect(JSON.parse(sessionStorage.getItem(TOKENS_KEY)!).accessToken).toBe('at_refreshed');
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
  });
});

describe('signing out', () => {
  it.each([true, false])('clears both areas and memory (staySignedIn %s)', (staySignedIn) => {
    saveTokenResponse(TOKENS, { staySignedIn });
    $profileId.set('p1');
    clearTokens({ everyTab: true });
    expect($tokens.get()).toBeNull();
    expect($profileId.get()).toBeNull();
    expect(everything(localStorage) + everything(sessionStorage)).not.toMatch(/at_secret|rt_secret|p1/);
  });

  it('tells the other tabs, which forget their own sessionStorage tokens', async () => {
    const tab = otherTab();
    const heard: unknown[] = [];
    tab.onmessage = (e) => heard.push(e.data);
    saveTokenResponse(TOKENS, { staySignedIn: false });
    clearTokens({ everyTab: true });
    await vi.waitFor(() => expect(heard).toContainEqual({ type: 'signed-out' }));
    // This tab receiving the same message from another tab.
    saveTokenResponse(TOKENS, { staySignedIn: false });
    tab.postMessage({ type: 'signed-out' });
    await vi.waitFor(() => expect($tokens.get()).toBeNull());
    expect(sessionStorage.getItem(TOKENS_KEY)).toBeNull();
    tab.close();
  });

  it('a malformed cross-tab message is ignored: the shopper stays signed in, nothing throws', async () => {
    saveTokenResponse(TOKENS, { staySignedIn: false });
    const tab = otherTab();
    const heard: unknown[] = [];
    const off = cartTab.on((m) => heard.push(m));
    for (const bad of [null, 'signed-out', { type: 'signed-out!' }, { type: 7 }, { type: 'cart', cartQty: 'many' }, { type: 'store', store: { id: 1 } }, { type: 'activity' }]) tab.postMessage(bad);
    tab.postMessage({ type: 'cart', cartQty: 3 }); // arrives after the malformed ones
    await vi.waitFor(() => expect(heard).toEqual([{ cartQty: 3 }]));
    expect($tokens.get()?.accessToken).toBe('at_secret');
    off();
    tab.close();
  });
});

describe('reading tokens back from storage', () => {
  it('picks up a login or logout that another tab made with "Keep me signed in" (storage event)', () => {
    localStorage.setItem(TOKENS_KEY, JSON.stringify({ accessToken: 'x', refreshToken: 'y', expiresAt: 1 }));
    window.dispatchEvent(new StorageEvent('storage', { key: TOKENS_KEY }));
    expect($tokens.get()?.accessToken).toBe('x');
    localStorage.removeItem(TOKENS_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKENS_KEY }));
    expect($tokens.get()).toBeNull();
  });

  it("another tab's login does not move this tab's tokens, nor delete the other tab's", () => {
    saveTokenResponse(TOKENS, { staySignedIn: false });
    localStorage.setItem(TOKENS_KEY, JSON.stringify({ accessToken: 'other', refreshToken: 'y', expiresAt: 1 }));
    window.dispatchEvent(new StorageEvent('storage', { key: TOKENS_KEY }));
    expect($tokens.get()?.accessToken).toBe('at_secret');
    expect(JSON.parse(localStorage.getItem(TOKENS_KEY)!).accessToken).toBe('other');
  });

  it.each([
    ['not JSON', '{not json'],
    ['a string', '"at_secret"'],
    ['a missing refresh token', '{"accessToken":"x","expiresAt":1}'],
    ['an expiry that is text', '{"accessToken":"x","refreshToken":"y","expiresAt":"soon"}'],
    ['an empty access token', '{"accessToken":"","refreshToken":"y","expiresAt":1}'],
  ])('ignores a malformed stored value (%s)', (_name, raw) => {
    localStorage.setItem(TOKENS_KEY, raw);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKENS_KEY }));
    expect($tokens.get()).toBeNull();
  });
});

describe("the client's view of the tokens", () => {
  it('counts every change, a sign-out as much as a sign-in, so a refresh that finished after one is dropped', () => {
    const start = tokenStore.generation!();
    saveTokenResponse({ access_token: 'at_1', refresh_token: 'rt_1', expires_in: 3600 });
    const signedIn = tokenStore.generation!();
    expect(signedIn).toBeGreaterThan(start);
    clearTokens();
    expect(tokenStore.generation!()).toBeGreaterThan(signedIn);
  });
});
