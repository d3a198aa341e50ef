/**
 * Tokens and the profile id. Persisted in localStorage (the spec's "when stored") so the bearer token and
 * profileId go with every call in every tab; a change in another tab arrives by the storage event.
 */
import { atom } from 'nanostores';
import type { StoredTokens, TokenStore } from '../api/client';
import { readStored, writeStored } from './storage';

export const TOKENS_KEY = 'sw:tokens';
export const PROFILE_ID_KEY = 'sw:profileId';

function readTokens(): StoredTokens | null {
  const v = readStored(TOKENS_KEY) as Partial<StoredTokens> | null;
  return v && typeof v.accessToken === 'string' && typeof v.refreshToken === 'string' && typeof v.expiresAt === 'number'
    ? { accessToken: v.accessToken, refreshToken: v.refreshToken, expiresAt: v.expiresAt }
    : null;
}
const readProfileId = (): string | null => {
  const v = readStored(PROFILE_ID_KEY);
  return typeof v === 'string' && v ? v : null;
};

/** The bearer tokens of a signed-in user (null for guests). */
export const $tokens = atom<StoredTokens | null>(readTokens());
/** The stored profile id, sent with every call. */
export const $profileId = atom<string | null>(readProfileId());

$tokens.listen((t) => writeStored(TOKENS_KEY, t));
$profileId.listen((id) => writeStored(PROFILE_ID_KEY, id));

if (typeof window !== 'undefined')
  window.addEventListener('storage', (e) => {
    if (e.key === TOKENS_KEY || e.key === null) $tokens.set(readTokens());
    if (e.key === PROFILE_ID_KEY || e.key === null) $profileId.set(readProfileId());
  });

/** Stores tokens from a token response ({ access_token, refresh_token, expires_in seconds }). */
export function saveTokenResponse(t: { access_token: string; refresh_token: string; expires_in: number }): void {
  $tokens.set({ accessToken: t.access_token, refreshToken: t.refresh_token, expiresAt: Date.now() + t.expires_in * 1000 });
}

/** Forgets tokens and profile id (logout, failed refresh). */
export function clearTokens(): void {
  $tokens.set(null);
  $profileId.set(null);
}

/** The commerce client's view of these stores. */
export const tokenStore: TokenStore = {
  get: () => $tokens.get(),
  set: (t) => $tokens.set(t),
  profileId: () => $profileId.get(),
};
