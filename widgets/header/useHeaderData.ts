/**
 * The header's async logic, beside the view so that Header.tsx only renders: the header content and init data
 * (once per page), the signed-in shopper's rewards (seeded from the session, then fresh from the rewards call;
 * refreshed when the flyout opens; a call that is overtaken is aborted), and the government-user notice.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { loadHeaderContent, loadInit, loadRewards, toRewardsCustomer } from './api';
import type { HeaderContent, InitData } from './content';
import type { RewardsState } from './flyoutModel';
import type { HeaderState } from './useHeaderState';
import { onSessionSignal } from '../../src/stores';

export interface HeaderContentData {
  /** undefined while the header content is on its way; null when it could not be loaded. */
  content: HeaderContent | null | undefined;
  /** null until the init data arrives, or when it is missing or invalid (src/api logged why). */
  init: InitData | null;
}

export function useHeaderContent(): HeaderContentData {
  const [content, setContent] = useState<HeaderContent | null>();
  const [init, setInit] = useState<InitData | null>(null);
  useEffect(() => {
    let live = true;
    // In a transition: the content is most of the header (menu, eyebrow), and React renders a transition in
    // slices, yielding to the browser every few milliseconds, instead of one long task (the bar is still
    // hidden behind the server's header until the content and session are in: nothing waits on it).
    void loadHeaderContent().then((c) => live && startTransition(() => setContent(c)));
    void loadInit().then((i) => live && startTransition(() => setInit(i)));
    return () => {
      live = false;
    };
  }, []);
  return { content, init };
}

/** Whether the rewards block applies: a signed-in, non-GSA shopper with rewards enabled. */
export const wantsRewardsOf = (s: Pick<HeaderState, 'loginStatus' | 'rewardsEnabled' | 'gsaUser'>): boolean => s.loginStatus === 'loggedIn' && s.rewardsEnabled && !s.gsaUser;

/** What the flyout shows before the rewards call answers: the session's rewards when they say something. */
export function seededRewards(rewardsCustomer: unknown): RewardsState {
  const seeded = rewardsCustomer ? toRewardsCustomer(rewardsCustomer as Parameters<typeof toRewardsCustomer>[0]) : null;
  return seeded && (seeded.isRewardsMember || seeded.messages.length) ? { status: 'ok', customer: seeded } : { status: 'loading' };
}

export function useRewards(s: Pick<HeaderState, 'loginStatus' | 'rewardsEnabled' | 'gsaUser' | 'profileId' | 'rewardsCustomer'>): { rewards: RewardsState; refreshRewards: () => void } {
  const wantsRewards = wantsRewardsOf(s);
  const [rewards, setRewards] = useState<RewardsState>({ status: 'idle' });
  const ctrlRef = useRef<AbortController | null>(null);
  const refreshRewards = useCallback(() => {
    if (!wantsRewards) return;
    ctrlRef.current?.abort();
    const ctrl = (ctrlRef.current = new AbortController());
    void loadRewards(ctrl.signal).then((r) => {
      if (ctrl.signal.aborted) return;
      setRewards(r ? { status: 'ok', customer: r } : { status: 'failed' });
    });
  }, [wantsRewards]);
  // The session's rewards are read when the shopper changes, not on every session refresh.
  const seed = useRef(s.rewardsCustomer);
  seed.current = s.rewardsCustomer;
  useEffect(() => {
    if (!wantsRewards) {
      setRewards({ status: 'idle' });
      return;
    }
    setRewards(seededRewards(seed.current));
    refreshRewards();
    return () => ctrlRef.current?.abort();
  }, [wantsRewards, s.profileId, refreshRewards]);
  return { rewards, refreshRewards };
}

/** The government-user notice: open when a GSA user signs in on this page (not on a page loaded signed in). */
export function useGsaNotice(): [boolean, () => void] {
  const [open, setOpen] = useState(false);
  // This tab's sign-in as a GSA user, heard as the login itself: watching the session for a guest-to-signed-in
  // change missed it whenever the login answer came before the page's first session info (a loaded machine).
  useEffect(
    () =>
      onSessionSignal((e) => {
        if (e.type === 'login' && e.profile?.gsaUser) setOpen(true);
      }),
    [],
  );
  return [open, useCallback(() => setOpen(false), [])];
}
