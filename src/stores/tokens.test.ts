import { describe, expect, it } from 'vitest';
import { $profileId, $tokens, clearTokens, saveTokenResponse, PROFILE_ID_KEY, TOKENS_KEY } from './tokens';

describe('tokens', () => {
  it('persist to localStorage with an expiry from expires_in, and clear', () => {
    const before = Date.now();
    saveTokenResponse({ access_token: 'a', refresh_token: 'r', expires_in: 60 });
    const saved = JSON.parse(localStorage.getItem(TOKENS_KEY)!);
    expect(saved).toMatchObject({ accessToken: 'a', refreshToken: 'r' });
    expect(saved.expiresAt).toBeGreaterThanOrEqual(before + 60_000);
    $profileId.set('p1');
    expect(JSON.parse(localStorage.getItem(PROFILE_ID_KEY)!)).toBe('p1');
    clearTokens();
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
    expect(localStorage.getItem(PROFILE_ID_KEY)).toBeNull();
  });

  it('pick up a login or logout made in another tab (storage event)', () => {
    localStorage.setItem(TOKENS_KEY, JSON.stringify({ accessToken: 'x', refreshToken: 'y', expiresAt: 1 }));
    window.dispatchEvent(new StorageEvent('storage', { key: TOKENS_KEY }));
    expect($tokens.get()?.accessToken).toBe('x');
    localStorage.removeItem(TOKENS_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKENS_KEY }));
    expect($tokens.get()).toBeNull();
  });

  it('ignore a corrupt stored value', () => {
    localStorage.setItem(TOKENS_KEY, '{not json');
    window.dispatchEvent(new StorageEvent('storage', { key: TOKENS_KEY }));
    expect($tokens.get()).toBeNull();
  });
});
