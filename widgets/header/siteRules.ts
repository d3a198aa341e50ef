/**
 * Page-level rules of the header, pure: account-deleted flag, government notice target. Used by the lazy
 * HeaderExtras chunk, so it imports nothing at run time (see HeaderExtras.tsx).
 */
import type { SitePaths } from '../../src/platform';

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
export function gsaNoticeTarget(path: string, paths: Pick<SitePaths, 'checkout' | 'cart' | 'logo'>): string {
  if (/checkout/i.test(path)) return paths.checkout;
  if (/shopping-cart/i.test(path)) return paths.cart;
  return paths.logo;
}
