import { $profileId, $session, detectSite, signedOut } from '../../src/stores';
import { request } from '../../src/api';
import { sitePaths } from '../../src/site';
import { logout, type Call } from './api';

export interface SignOutOptions {
  /** Where the page goes afterwards (default: location.assign). */
  navigate?: (url: string) => void;
  call?: Call;
}

/**
 * Logs out (the logout call), clears the session state in this tab and every other tab (tokens, profile id,
 * session info), then goes to the site's home (/, or /furniture on the furniture store). If the logout call fails, the server session is invalidated instead,
 * and the page still signs out: the user asked to leave.
 */
export async function signOut(options: SignOutOptions = {}): Promise<void> {
  const profileId = $profileId.get() ?? $session.get().info?.profile.id ?? null;
  const r = await logout({ profileId, furniture: detectSite() === 'furniture' }, options.call);
  if (!r.ok) {
    console.error(`[storefront-widgets] account: the logout call failed (${r.kind}); invalidating the session instead.`);
    const inv = options.call ? await options.call('invalidateSession', { body: {} }) : await request('invalidateSession', { body: {} });
    if (!inv.ok) console.error(`[storefront-widgets] account: invalidating the session failed too (${inv.kind}).`);
  }
  // Clears tokens and tells the other tabs synchronously; its guest refetch is not waited for: we leave.
  void signedOut();
  (options.navigate ?? ((url: string) => location.assign(url)))(sitePaths().signOut);
}
