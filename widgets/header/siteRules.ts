/** Page-level rules of the header, pure: account-deleted flag, government notice target, analytics labels. */

export const PROFILE_DELETED_PARAM = 'profile-deleted';

/** Whether the address asks for the account-deleted dialog (`?profile-deleted=true`). */
export const hasProfileDeletedFlag = (search: string): boolean => new URLSearchParams(search).get(PROFILE_DELETED_PARAM) === 'true';

/** The address without the account-deleted flag (path, other parameters and hash kept). */
export function withoutProfileDeletedFlag(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(PROFILE_DELETED_PARAM);
  return url.pathname + url.search + url.hash;
}

/** Where the government-user notice's Continue goes: back to checkout, to the cart, or home. */
export function gsaNoticeTarget(path: string, site: 'school' | 'furniture' = 'school'): string {
  if (/checkout/i.test(path)) return '/checkout-page';
  if (/shopping-cart/i.test(path)) return '/shopping-cart/';
  return site === 'furniture' ? '/furniture/' : '/';
}

/** The analytics label of a shopper: the rewards tier (signed-in members at security 4+), 'Signed In', or 'Guest'. */
export function analyticsUserType(p: { loginStatus: string; securityStatus: number; isRewardsMember: boolean; currentTier?: string }): string {
  if (p.loginStatus !== 'loggedIn') return 'Guest';
  if (p.isRewardsMember && p.securityStatus >= 4) return p.currentTier || 'VIP';
  return 'Signed In';
}

/** The page type the page-load event reports. */
export function pageTypeOf(path: string): string {
  const p = path.toLowerCase();
  if (p === '/' || p === '/furniture' || p === '/furniture/') return 'home';
  if (/^\/(p|s)\//.test(p)) return 'product';
  if (p.startsWith('/shopping-cart')) return 'cart';
  if (p.startsWith('/checkout')) return 'checkout';
  if (p.startsWith('/search') || p.includes('/products') || p.includes('/n/') || p.startsWith('/sale')) return 'listing';
  return 'content';
}
