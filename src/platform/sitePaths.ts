/**
 * Where things are on the storefront (spec section 2, Routes), in one place for every widget: home (the
 * furniture store's home is /furniture), where sign-out and session expiry land, the account home, the cart
 * and checkout, and the page type a path belongs to.
 */
import { detectSite, type Site } from '../config/site';

/** Fixed routes of the storefront. */
export const ROUTES = {
  account: '/my-account/',
  cart: '/shopping-cart/',
  checkout: '/checkout-page',
  rewards: '/rewards',
  allStores: '/stores/locator?landingpage=slpViewAllStores&viewAll=true',
} as const;

/** The home of a site: / or /furniture. */
export const homePath = (site: Site = detectSite()): string => (site === 'furniture' ? '/furniture' : '/');

/** Where the logo goes: / or /furniture/ (the spec's route table). */
export const logoPath = (site: Site = detectSite()): string => (site === 'furniture' ? '/furniture/' : '/');

export interface SitePaths {
  home: string;
  logo: string;
  /** Where the page goes after sign-out: the site's home. */
  signOut: string;
  /** Where the page goes when the session expires: the site's home. */
  sessionExpired: string;
  account: string;
  cart: string;
  checkout: string;
}

/** Every path of a site (default: this page's site). */
export function sitePaths(site: Site = detectSite()): SitePaths {
  const home = homePath(site);
  // The furniture store's cart and checkout live under /furniture: its shoppers stay in their store.
  const prefix = site === 'furniture' ? '/furniture' : '';
  return { home, logo: logoPath(site), signOut: home, sessionExpired: home, account: ROUTES.account, cart: prefix + ROUTES.cart, checkout: prefix + ROUTES.checkout };
}

/** Whether a path is a home page (/, /furniture, /furniture/). */
export const isHomePath = (path: string): boolean => /^\/(furniture\/?)?$/i.test(path);

/**
 * The page type analytics reports for a path (spec section 2: product, listing, home; cart, checkout; the
 * furniture store's sections under /furniture are typed as the same pages of the main store). A path of no
 * other type is a content page. 'not found' is not a path's type: the page's own answer says it (pageLoad).
 */
export function pageTypeOf(path: string): string {
  const p = path.toLowerCase().replace(/^\/furniture(?=\/.)/, '');
  if (isHomePath(p)) return 'home';
  if (/^\/(p|s)\//.test(p)) return 'product';
  if (p.startsWith('/shopping-cart')) return 'cart';
  if (p.startsWith('/checkout')) return 'checkout';
  if (p.startsWith('/search') || p.includes('/products') || p.includes('/n/') || p.startsWith('/sale')) return 'listing';
  return 'content';
}
