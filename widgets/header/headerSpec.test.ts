// @vitest-environment node
// Header rules of storefront.md that a change must not slip past: the furniture tab toggle (section 3
// featureToggles furnitureTabEnabled) and the analytics login status (section 6).
import { describe, expect, it } from 'vitest';
import type { NavTabInfo } from './content';
import { menuView } from './menuModel';
import { analyticsUserType } from '../../src/events/pageAnalytics';
import { shopperOf, type SessionInfo } from '../../src/stores';

const school: NavTabInfo = { id: 'tab-school', displayName: 'Lakeshore', url: '/', site: 'school', groups: [] };
const furniture: NavTabInfo = { id: 'tab-furniture', displayName: 'Lakeshore Furniture', url: '/furniture', site: 'furniture', groups: [] };

describe('furnitureTabEnabled', () => {
  it('on: non-GSA shoppers see the tabs Lakeshore (/) and Lakeshore Furniture (/furniture)', () => {
    const v = menuView([school, furniture], { gsa: false, site: 'school', furnitureTab: true });
    expect(v.switcherTabs.map((t) => [t.displayName, t.url])).toEqual([
      ['Lakeshore', '/'],
      ['Lakeshore Furniture', '/furniture'],
    ]);
    expect(v.mobileTabs.map((t) => t.displayName)).toEqual(['Lakeshore', 'Lakeshore Furniture']);
  });

  it('off: no furniture tab (so no switcher and no furniture entry in the mobile menu)', () => {
    const v = menuView([school, furniture], { gsa: false, site: 'school', furnitureTab: false });
    expect(v.switcherTabs.map((t) => t.displayName)).toEqual(['Lakeshore']);
    expect(v.mobileTabs.map((t) => t.displayName)).toEqual(['Lakeshore']);
  });

  it('off, on the furniture site itself: its own tab stays', () => {
    const v = menuView([school, furniture], { gsa: false, site: 'furniture', furnitureTab: false });
    expect(v.tab?.displayName).toBe('Lakeshore Furniture');
    expect(v.switcherTabs.map((t) => t.displayName)).toEqual(['Lakeshore', 'Lakeshore Furniture']);
  });
});

describe("analytics login status: 'the rewards tier, 'Signed In' (securityStatus at least 4 for rewards members), or 'Guest''", () => {
  it.each([
    // [loginStatus, securityStatus, isRewardsMember, currentTier, reported]
    ['guest', 0, false, undefined, 'Guest'],
    ['recognized', 2, true, 'VIP', 'Guest'],
    ['loggedIn', 4, true, 'Gold', 'Gold'],
    ['loggedIn', 5, true, undefined, 'VIP'], // tier default VIP (section 6)
    ['loggedIn', 3, true, 'Gold', 'Signed In'], // a member below security 4 is not reported by tier
    ['loggedIn', 4, false, undefined, 'Signed In'],
    ['loggedIn', 2, false, undefined, 'Signed In'],
  ] as const)('%s, security %i, member %s, tier %s -> %s', (loginStatus, securityStatus, isRewardsMember, currentTier, reported) => {
    const info = { profile: { loginStatus }, rewardsCustomer: { isRewardsMember, tierInfo: { currentTier } } } as unknown as SessionInfo;
    expect(analyticsUserType(shopperOf({ status: 'ready', info }, { rewardsEnabled: true }), securityStatus)).toBe(reported);
  });
});
