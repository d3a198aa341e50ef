// @vitest-isolate
// (startPageAnalytics runs once per page: a widget mounted by another file in a shared module graph would have started it already.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClientFetch } from '../api';
import { resetHostConfig } from '../config/hostConfig';
import { applySessionInfo, resetSession } from '../stores';
import { analyticsUserType, startPageAnalytics } from './pageAnalytics';

let stop: () => void;
beforeEach(() => {
  setClientFetch(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
  resetSession();
  window.dataLayer = [];
});
afterEach(() => {
  stop?.();
  setClientFetch(null);
  delete window.dataLayer;
  delete window.StorefrontWidgetsConfig;
  resetHostConfig();
});

describe('page analytics', () => {
  it('sends pageLoad once when the session is known, and Identify once per signed-in profile', () => {
    stop = startPageAnalytics();
    const member = { profile: { id: 'p1', loginStatus: 'loggedIn', securityStatus: 4 }, rewardsCustomer: { isRewardsMember: true, tierInfo: { currentTier: 'Gold' } } };
    applySessionInfo(member);
    applySessionInfo(member);
    applySessionInfo({ profile: { id: 'p2', loginStatus: 'loggedIn', securityStatus: 2 } });
    expect(window.dataLayer).toEqual([
      {
        event: 'pageLoad',
        page: { path: location.pathname, type: expect.any(String), site: 'school' },
        profile: { loginStatus: 'Gold', userType: 'Gold', recognized: false, profileId: 'p1', gsaUser: false },
      },
      { event: 'Identify', profileId: 'p1', userType: 'Gold', gsaUser: false },
      { event: 'Identify', profileId: 'p2', userType: 'Signed In', gsaUser: false },
    ]);
  });

  it('a guest gets pageLoad only', () => {
    stop = startPageAnalytics();
    applySessionInfo({ profile: { loginStatus: 'guest' } });
    expect(window.dataLayer!.map((e) => e.event)).toEqual(['pageLoad']);
    expect(window.dataLayer![0]).toMatchObject({ profile: { loginStatus: 'Guest', userType: 'Guest', recognized: false } });
  });

  it('a recognized shopper is reported as Guest with the recognized flag', () => {
    stop = startPageAnalytics();
    applySessionInfo({ profile: { id: 'p3', loginStatus: 'recognized', securityStatus: 2 } });
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'pageLoad', profile: expect.objectContaining({ loginStatus: 'Guest', userType: 'Guest', recognized: true }) })]);
  });

  it("types the page 'not found' when the host config says the server answered it so (every browser), else by its path", () => {
    window.StorefrontWidgetsConfig = { notFound: true };
    resetHostConfig();
    stop = startPageAnalytics();
    applySessionInfo({ profile: { loginStatus: 'guest' } });
    expect(window.dataLayer![0]).toMatchObject({ event: 'pageLoad', page: { type: 'not found' } });
  });

  it('types a page by its path without the host config (happy-dom gives no navigation status)', () => {
    stop = startPageAnalytics();
    applySessionInfo({ profile: { loginStatus: 'guest' } });
    expect(window.dataLayer![0]).toMatchObject({ event: 'pageLoad', page: { type: expect.not.stringMatching(/^not found$/) } });
  });

  it('user type is Guest, the rewards tier, or Signed In', () => {
    const shopper = (signedIn: boolean, rewardsMember: boolean, rewardsTier: string | null = null) => ({ signedIn, rewardsMember, rewardsTier });
    expect(analyticsUserType(shopper(false, false), 0)).toBe('Guest');
    expect(analyticsUserType(shopper(false, true), 2)).toBe('Guest');
    expect(analyticsUserType(shopper(true, true, 'Gold'), 4)).toBe('Gold');
    expect(analyticsUserType(shopper(true, true), 4)).toBe('VIP');
    expect(analyticsUserType(shopper(true, false), 4)).toBe('Signed In');
  });
});

describe('page analytics waits for the analytics hook (spec: once the hook is ready, polled every 250 ms)', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete (window as { _satellite?: unknown })._satellite;
    document.getElementById('_satellite')?.remove();
  });

  it("holds pageLoad until the host's analytics global is there, looking every 250 ms; an element of that name is not it", () => {
    vi.useFakeTimers();
    window.StorefrontWidgetsConfig = { analyticsHook: '_satellite' };
    resetHostConfig();
    // Content that names an element so (DOM clobbering) does not make the hook ready.
    document.body.insertAdjacentHTML('beforeend', '<div id="_satellite"></div>');
    stop = startPageAnalytics();
    applySessionInfo({ profile: { id: 'p1', loginStatus: 'loggedIn', securityStatus: 4 } });
    vi.advanceTimersByTime(1000);
    expect(window.dataLayer).toEqual([]);
    (window as { _satellite?: unknown })._satellite = { track: () => {} };
    vi.advanceTimersByTime(249);
    expect(window.dataLayer).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(window.dataLayer!.map((e) => e.event)).toEqual(['pageLoad', 'Identify']);
  });

  it('sends pageLoad all the same after 10 s without the hook (the data layer keeps it), and without a hook at once', () => {
    vi.useFakeTimers();
    window.StorefrontWidgetsConfig = { analyticsHook: '_satellite' };
    resetHostConfig();
    stop = startPageAnalytics();
    applySessionInfo({ profile: { loginStatus: 'guest' } });
    vi.advanceTimersByTime(9_750);
    expect(window.dataLayer).toEqual([]);
    vi.advanceTimersByTime(250);
    expect(window.dataLayer!.map((e) => e.event)).toEqual(['pageLoad']);
  });
});
