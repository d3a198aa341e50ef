/** The access token's refresh, and the tokens of a client that is given no store. */
import type { StoredTokens, TokenStore } from './clientTypes';
import { formBody } from './http';
import type { ApiError } from './result';

/** What a sent call answered. */
export interface Sent {
  res: Response;
  text: string;
}

export const memoryTokens = (): TokenStore => {
  let t: StoredTokens | null = null;
  return { get: () => t, set: (v) => void (t = v), profileId: () => null };
};

/**
 * The refresh, one flight at a time. `post` sends the refresh form to the token endpoint, or gives null when
 * that endpoint is not on the API origin: a refresh token is as good as a sign-in, it goes there or nowhere.
 * Resolves whether the call may go on with tokens.
 */
export function tokenRefresher(tokens: TokenStore, clientId: string, post: (form: URLSearchParams) => Promise<Sent | ApiError> | null): () => Promise<boolean> {
  let flight: Promise<boolean> | null = null;
  return () =>
    (flight ??= (async () => {
      const t = tokens.get();
      if (!t) return false;
      const generation = () => tokens.generation?.() ?? `${tokens.get()?.accessToken} ${tokens.get()?.refreshToken}`;
      const before = generation();
      const sent = post(formBody({ client_id: clientId, refresh_token: t.refreshToken, grant_type: 'refresh_token' }));
      if (!sent) return false;
      const got = await sent;
      // The shopper signed out or in meanwhile: these tokens are not theirs any more, and the call goes on with
      // whatever is stored now (false would clear a new sign-in's tokens).
      if (generation() !== before) return !!tokens.get();
      if ('ok' in got || !got.res.ok) return false;
      try {
        const d = JSON.parse(got.text) as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown };
        if (typeof d.access_token !== 'string' || typeof d.expires_in !== 'number') return false;
        tokens.set({ accessToken: d.access_token, refreshToken: typeof d.refresh_token === 'string' ? d.refresh_token : t.refreshToken, expiresAt: Date.now() + d.expires_in * 1000 });
        return true;
      } catch {
        return false;
      }
    })().finally(() => (flight = null)));
}
