/**
 * Page-level analytics, once per page whatever widgets it has (it used to live in the header, so a page
 * without a header sent nothing): `pageLoad` when the session is known, and `Identify` for each signed-in
 * profile (a sign-in on this page or in another tab included).
 */
import { $shopper, detectSite, type Shopper } from '../stores';
import { pageTypeOf } from '../platform/sitePaths';
import { getHostConfig } from '../config/hostConfig';
import { track } from './events';

/** The analytics label of a shopper: the rewards tier (signed-in members at security 4+, VIP without one), 'Signed In', or 'Guest'. */
export function analyticsUserType(s: Pick<Shopper, 'signedIn' | 'rewardsMember' | 'rewardsTier'>, securityStatus: number): string {
  if (!s.signedIn) return 'Guest';
  if (s.rewardsMember && securityStatus >= 4) return s.rewardsTier || 'VIP';
  return 'Signed In';
}

/**
 * The page type of this page: 'not found' when the server answered the page itself with 404 (spec section 2
 * names it beside product, listing and home): the host config says so (`notFound`, every browser), or the
 * navigation timing entry has the status (where the browser gives it); else the type of its path.
 */
function thisPageType(): string {
  const nav = performance.getEntriesByType?.('navigation')[0] as (PerformanceEntry & { responseStatus?: number }) | undefined;
  return getHostConfig().notFound || nav?.responseStatus === 404 ? 'not found' : pageTypeOf(location.pathname);
}

let stop: (() => void) | null = null;

/** The analytics hook is looked for every 250 ms, 40 times (10 s). */
const HOOK_POLL_MS = 250;
const HOOK_POLLS = 40;

/** The host's analytics global is there: the window's own property (an element named so in content is not it). */
const hookReady = (name: string): boolean => Object.hasOwn(window, name) && !!(window as unknown as Record<string, unknown>)[name];

/** Starts page analytics (once per page; every island's mount calls it). Returns the function that stops it. */
export function startPageAnalytics(): () => void {
  if (stop) return stop;
  if (typeof window === 'undefined') return () => {};
  let sentPageLoad = false;
  let hookWaited = false;
  let identified = '';
  let poll: ReturnType<typeof setInterval> | undefined;
  // pageLoad once, then Identify for each signed-in profile: both only once the analytics hook is ready.
  const send = (sh: Shopper) => {
    const p = sh.profile!;
    const userType = analyticsUserType(sh, p.securityStatus);
    if (!sentPageLoad) {
      sentPageLoad = true;
      track('pageLoad', {
        page: { path: location.pathname, type: thisPageType(), site: detectSite() },
        // The login status analytics reports is section 6's: the rewards tier, 'Signed In' or 'Guest';
        // a recognized shopper is 'Guest', tracked separately by the recognized flag.
        profile: { loginStatus: userType, userType, recognized: sh.recognized, profileId: p.id || undefined, gsaUser: p.gsaUser },
      });
    }
    if (sh.signedIn && p.id && identified !== p.id) {
      identified = p.id;
      track('Identify', { profileId: p.id, userType, gsaUser: p.gsaUser });
    }
  };
  const off = $shopper.subscribe((sh) => {
    if (!sh.known) return;
    if (hookWaited) return send(sh);
    if (poll !== undefined) return;
    // The analytics hook (host config) is looked for every 250 ms; after 10 s the events are sent all the same
    // (the data layer keeps them for a tag that comes later) rather than lost.
    const hook = getHostConfig().analyticsHook;
    let tries = 0;
    const ready = () => {
      hookWaited = true;
      clearInterval(poll);
      const now = $shopper.get();
      if (now.profile) send(now);
    };
    if (!hook || hookReady(hook)) return ready();
    poll = setInterval(() => (hookReady(hook) || ++tries >= HOOK_POLLS) && ready(), HOOK_POLL_MS);
  });
  stop = () => {
    off();
    clearInterval(poll);
    stop = null;
  };
  return stop;
}
