/**
 * The sign-in-required pages (init data `authPages`): on such a page a shopper below security status 4 gets
 * the sign-in dialog (the account widget, opened by name). This is page-level behaviour, so the runtime
 * runs it once per page whatever widgets the page has; it used to live in the header.
 */
import { loadInit } from '../api/init';
import { $session } from '../stores';
import { openWidget } from './openWidget';

const norm = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();

/** Whether a path is one of the sign-in-required pages for this security level. */
export function needsSignIn(path: string, authPages: readonly string[], securityStatus: number): boolean {
  if (securityStatus >= 4) return false;
  const p = norm(path);
  return authPages.some((a) => typeof a === 'string' && norm(a) === p);
}

let started = false;

/**
 * Starts the gate (once per page; every island's mount calls it). The dialog opens when the session is known
 * and the page needs a higher security status, and again if the status drops later (a session that expired).
 */
export function startAuthPagesGate(): void {
  // It opens the dialog through the loader: without one on the page (unit tests) there is nothing to do.
  if (started || typeof window === 'undefined' || !window.StorefrontWidgets) return;
  started = true;
  void loadInit().then((init) => {
    const pages = init.ok ? init.data.authPages : [];
    if (!pages.length) return;
    let needed = false;
    $session.subscribe((s) => {
      if (s.status !== 'ready') return;
      const now = needsSignIn(location.pathname, pages, s.info?.profile.securityStatus ?? 0);
      if (now && !needed) void openWidget('sign-in', undefined, 'runtime');
      needed = now;
    });
  });
}
