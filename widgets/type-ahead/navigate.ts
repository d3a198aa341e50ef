import { followableLink } from './links';

/**
 * Goes to a link from the store's answers or the shopper's recent products: a path of this site (the
 * safe-path rule) or a configured host (redirectHosts). Anything else is refused with a console error.
 */
export function goLocal(url: string, go: (url: string) => void): boolean {
  const target = followableLink(url);
  if (target === null) {
    console.error(`[storefront-widgets] type-ahead: refused to navigate to ${JSON.stringify(url)} (not a path of this site or a configured host).`);
    return false;
  }
  go(target);
  return true;
}
