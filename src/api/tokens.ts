/**
 * Tokens and the profile id. The bearer and refresh tokens are as good as the shopper's password on a shared
 * classroom computer, so they live in memory and in this tab's sessionStorage (a reload keeps the shopper
 * signed in, closing the tab forgets them) unless the shopper ticked "Keep me signed in": then localStorage,
 * shared by every tab and kept across restarts. Sign-out clears both areas in every tab: sessionStorage is
 * per tab, so the other tabs are told by a cross-tab message; a change of localStorage arrives by the
 * storage event. Values read back from storage are validated; anything malformed counts as absent.
 */
import { atom } from 'nanostores';
import { nonempty, number, string, type } from 'superstruct';
import type { StoredTokens, TokenStore } from './client';
import { readStored, writeStored, type StorageKind } from '../platform/storage';
import { tabMessage } from '../platform/tabs';
import { safeIs } from '../validation/struct';

export const TOKENS_KEY = 'sw:tokens';
export const PROFILE_ID_KEY = 'sw:profileId';

const StoredTokensStruct = type({ accessToken: nonempty(string()), refreshToken: string(), expiresAt: number() });
const ProfileIdStruct = nonempty(string());

const other = (kind: StorageKind): StorageKind => (kind === 'local' ? 'session' : 'local');

/** What storage holds: this tab's sessionStorage first (a sign-in of this tab), then the shared localStorage. */
function load(): { tokens: StoredTokens | null; profileId: string | null; area: StorageKind } {
  for (const area of ['session', 'local'] as const) {
    const t = readStored(TOKENS_KEY, area);
    if (safeIs(t, StoredTokensStruct)) {
      const id = readStored(PROFILE_ID_KEY, area);
      return { tokens: { accessToken: t.accessToken, refreshToken: t.refreshToken, expiresAt: t.expiresAt }, profileId: safeIs(id, ProfileIdStruct) ? id : null, area };
    }
  }
  // A recognised (not signed-in) shopper may have a profile id alone.
  for (const area of ['session', 'local'] as const) {
    const id = readStored(PROFILE_ID_KEY, area);
    if (safeIs(id, ProfileIdStruct)) return { tokens: null, profileId: id, area };
  }
  return { tokens: null, profileId: null, area: 'session' };
}

const initial = load();
/** Where this tab keeps them: 'local' only after a sign-in with "Keep me signed in" (or one found there). */
let area: StorageKind = initial.area;

/** The bearer tokens of a signed-in user (null for guests). */
export const $tokens = atom<StoredTokens | null>(initial.tokens);
/** The stored profile id, sent with every call. */
export const $profileId = atom<string | null>(initial.profileId);

/** Set while taking values from storage: they are there already, and must not be moved between areas. */
let loading = false;
/** Writes a value to the current area and removes it from the other, so a token is never in both. */
const persist = (key: string, value: unknown) => {
  if (loading) return;
  writeStored(key, value, area);
  writeStored(key, null, other(area));
};
$tokens.listen((t) => persist(TOKENS_KEY, t));
$profileId.listen((id) => persist(PROFILE_ID_KEY, id));

/** Takes what storage holds now (another tab changed localStorage). */
function reload(): void {
  const now = load();
  loading = true;
  try {
    area = now.area;
    $tokens.set(now.tokens);
    $profileId.set(now.profileId);
  } finally {
    loading = false;
  }
}

/** Forgets tokens and profile id in this tab, in both areas. */
function forget(): void {
  $tokens.set(null);
  $profileId.set(null);
  for (const kind of ['local', 'session'] as const) {
    writeStored(TOKENS_KEY, null, kind);
    writeStored(PROFILE_ID_KEY, null, kind);
  }
  area = 'session';
}

/** A sign-out: every tab forgets its tokens (sessionStorage is per tab). */
const signedOutTab = tabMessage('signed-out', {});
/** The session timer of some tab expired the session: every tab forgets its tokens, and its timer goes home. */
export const sessionExpiredTab = tabMessage('session-expired', {});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === TOKENS_KEY || e.key === PROFILE_ID_KEY || e.key === null) reload();
  });
  signedOutTab.on(forget);
  // An expired session signs the shopper out too, even in a tab without a session timer.
  sessionExpiredTab.on(forget);
}

export interface SaveOptions {
  /** "Keep me signed in" was ticked: localStorage (every tab, across restarts) rather than this tab's sessionStorage. */
  staySignedIn?: boolean;
}

/** Stores tokens from a token response ({ access_token, refresh_token, expires_in seconds }). */
export function saveTokenResponse(t: { access_token: string; refresh_token: string; expires_in: number }, options: SaveOptions = {}): void {
  area = options.staySignedIn ? 'local' : 'session';
  $tokens.set({ accessToken: t.access_token, refreshToken: t.refresh_token, expiresAt: Date.now() + t.expires_in * 1000 });
  // The profile id follows the tokens into their area.
  persist(PROFILE_ID_KEY, $profileId.get());
}

/**
 * Forgets tokens and profile id (logout, failed refresh, expired session). `everyTab` (sign-out) tells the
 * other tabs to forget theirs too.
 */
export function clearTokens(options: { everyTab?: boolean } = {}): void {
  forget();
  if (options.everyTab) signedOutTab.post({});
}

/** Moves on every change of the tokens, whoever makes it (the client drops a refresh that finished after one). */
let generation = 0;
$tokens.listen(() => void generation++);

/** The commerce client's view of these stores. */
export const tokenStore: TokenStore = {
  get: () => $tokens.get(),
  set: (t) => $tokens.set(t),
  profileId: () => $profileId.get(),
  generation: () => generation,
};
