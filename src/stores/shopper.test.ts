// @vitest-environment node
// $shopper: signed in, GSA, profile and rewards decided once (storefront spec sections 2, 3 and 6).
import { afterEach, describe, expect, it } from 'vitest';
import { $shopper, applySessionInfo, resetSession, shopperOf, type SessionInfo } from './index';

const info = (loginStatus: string, extra: { gsaUser?: boolean; isRewardsMember?: unknown; currentTier?: string } = {}) =>
  ({
    profile: { id: 'p1', firstName: 'Ana', lastName: 'Ray', email: 'ana@school.org', loginStatus, securityStatus: 4, gsaUser: extra.gsaUser ?? false },
    rewardsCustomer: { isRewardsMember: extra.isRewardsMember, tierInfo: { currentTier: extra.currentTier } },
  }) as unknown as SessionInfo;
const ready = (i: SessionInfo, rewardsEnabled = true) => shopperOf({ status: 'ready', info: i }, { rewardsEnabled });

afterEach(() => resetSession());

describe('$shopper', () => {
  it("signed in is login status 'loggedIn' only: a recognized shopper or a guest is not", () => {
    expect(ready(info('loggedIn')).signedIn).toBe(true);
    expect(ready(info('recognized')).signedIn).toBe(false);
    expect(ready(info('guest')).signedIn).toBe(false);
    expect([ready(info('loggedIn')).recognized, ready(info('recognized')).recognized, ready(info('guest')).recognized]).toEqual([false, true, false]);
    expect(shopperOf({ status: 'idle', info: null }, { rewardsEnabled: true })).toMatchObject({ known: false, signedIn: false, gsa: false, profile: null, rewardsTier: null });
  });

  it('the rewards apply to a signed-in, non-GSA shopper with rewards enabled only', () => {
    expect(ready(info('loggedIn')).rewardsEligible).toBe(true);
    expect(ready(info('loggedIn', { gsaUser: true })).rewardsEligible).toBe(false);
    expect(ready(info('loggedIn'), false).rewardsEligible).toBe(false);
    expect(ready(info('recognized')).rewardsEligible).toBe(false);
  });

  it("the rewards tier is a signed-in member's (isRewardsMember true or 'true')", () => {
    expect(ready(info('loggedIn', { isRewardsMember: true, currentTier: 'Gold' })).rewardsTier).toBe('Gold');
    expect(ready(info('loggedIn', { isRewardsMember: 'true', currentTier: 'Gold' })).rewardsTier).toBe('Gold');
    expect(ready(info('loggedIn', { isRewardsMember: false, currentTier: 'Gold' })).rewardsTier).toBeNull();
    expect(ready(info('recognized', { isRewardsMember: true, currentTier: 'Gold' })).rewardsTier).toBeNull();
  });

  it('follows the session: a session info answer with a GSA sign-in shows at once', () => {
    const seen: boolean[] = [];
    const off = $shopper.subscribe((s) => seen.push(s.signedIn && s.gsa));
    applySessionInfo({ profile: { id: 'p9', loginStatus: 'loggedIn', gsaUser: true } });
    expect($shopper.get()).toMatchObject({ known: true, signedIn: true, gsa: true, profile: { id: 'p9' } });
    expect(seen.at(-1)).toBe(true);
    off();
  });

  it('is current when read without a listener', () => {
    applySessionInfo({ profile: { id: 'p8', loginStatus: 'recognized' } });
    expect($shopper.get()).toMatchObject({ known: true, signedIn: false, profile: { id: 'p8' } });
  });
});
