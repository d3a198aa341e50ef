import { safeLocalPath } from '../../src/site';
import { nav } from './api';

/** Goes to a path of this site; a link that is not one (another host, a scheme) is refused with a console error. */
export function goLocal(url: string): boolean {
  const target = safeLocalPath(url, location.origin);
  if (target === null) {
    console.error(`[storefront-widgets] type-ahead: refused to navigate to ${JSON.stringify(url)} (not a path of this site).`);
    return false;
  }
  nav.go(target);
  return true;
}
