/** Signing a session in and out: the profile, and the access and refresh tokens. */
import type { Context } from 'hono';
import { randomBytes } from 'node:crypto';
import { getSession, getStore, guestProfile, invalidateSession, peekSession } from './store';
import type { Profile, Session, SessionStore, Tokens } from './types';

/** Issues fresh tokens to a session (sign-in, refresh). Returns the token response as the spec has it. */
export function issueTokens(store: SessionStore, session: Session): { access_token: string; refresh_token: string; expires_in: number } {
  if (session.tokens) {
    store.accessTokens.delete(session.tokens.access_token);
    store.refreshTokens.delete(session.tokens.refresh_token);
  }
  const ttl = store.options.tokenTtlSeconds ?? 3600;
  const tokens: Tokens = { access_token: 'at_' + randomBytes(16).toString('hex'), refresh_token: 'rt_' + randomBytes(16).toString('hex'), expiresAt: Date.now() + ttl * 1000 };
  session.tokens = tokens;
  store.accessTokens.set(tokens.access_token, { sessionId: session.id, expiresAt: tokens.expiresAt });
  store.refreshTokens.set(tokens.refresh_token, session.id);
  return { access_token: tokens.access_token, refresh_token: tokens.refresh_token, expires_in: ttl };
}

/** Drops a session's tokens (logout, invalidation). */
export function revokeTokens(store: SessionStore, session: Session): void {
  if (!session.tokens) return;
  store.accessTokens.delete(session.tokens.access_token);
  store.refreshTokens.delete(session.tokens.refresh_token);
  session.tokens = null;
}

/**
 * Signs a profile into the request's session: loginStatus loggedIn, securityStatus 4, fresh tokens.
 * Returns the token response ({ access_token, refresh_token, expires_in }) to include in the login answer.
 */
export function signIn(c: Context, profile: Partial<Profile> & { id: string; email: string }): { access_token: string; refresh_token: string; expires_in: number } {
  const session = getSession(c);
  session.profile = { ...guestProfile(), ...profile, loginStatus: 'loggedIn', securityStatus: Math.max(4, profile.securityStatus ?? 4) };
  // The order the profile had when its last session expired comes back (when this session's cart is empty).
  const kept = getStore(c).keptOrders.get(profile.id);
  if (kept && session.cart.items.length === 0) {
    getStore(c).keptOrders.delete(profile.id);
    session.cart = kept.cart;
    Object.assign(session.data, kept.data);
  }
  return issueTokens(getStore(c), session);
}

/** Signs the session out: a new guest session (new JSESSIONID and confirmation number), tokens revoked. */
export function signOut(c: Context): Session {
  const old = peekSession(c);
  if (old) revokeTokens(getStore(c), old);
  return invalidateSession(c);
}
