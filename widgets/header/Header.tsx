/**
 * The header bar: eyebrow, tab switcher, store link, live chat, logo, rewards link, account flyout, cart
 * count, and the mega menu (desktop dropdowns, mobile slide-in). It reads the shared stores, so a sign-in,
 * a sign-out or a cart change anywhere (another island or another tab) shows here without a reload.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { track } from '../../src/events';
import { openWidget, useIsland } from '../../src/mount';
import { AccountFlyout } from './AccountFlyout';
import { loadHeaderContent, loadInit, loadRewards, toRewardsCustomer } from './api';
import { ChatToggle } from './ChatToggle';
import type { HeaderContent, InitData, LinkInfo } from './content';
import { Eyebrow } from './Eyebrow';
import { flyoutView, type RewardsState } from './flyoutModel';
import { MegaMenu } from './MegaMenu';
import { menuView } from './menuModel';
import { fill, headerMessages } from './messages';
import { MobileMenu } from './MobileMenu';
import { GsaNoticeDialog, ProfileDeletedDialog } from './SiteDialogs';
import { analyticsUserType, pageTypeOf } from './siteRules';
import { StoreLink } from './StoreLink';
import { useHeaderState } from './useHeaderState';
import './Header.css';

const link = (l: LinkInfo | undefined, fallback: LinkInfo): LinkInfo => l ?? fallback;

function CartIcon() {
  return (
    <svg className="sw-hdr__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="9" cy="19" r="1.6" fill="currentColor" />
      <circle cx="17" cy="19" r="1.6" fill="currentColor" />
    </svg>
  );
}

export function Header() {
  const m = useMemo(headerMessages, []);
  const s = useHeaderState();
  // undefined while the header content is on its way; null when it could not be loaded.
  const [content, setContent] = useState<HeaderContent | null>();
  const [init, setInit] = useState<InitData | null>(null);
  const [rewards, setRewards] = useState<RewardsState>({ status: 'idle' });
  const [gsaNotice, setGsaNotice] = useState(false);

  const island = useIsland();
  useEffect(() => {
    if (content !== undefined && s.ready) island?.ready();
  }, [content, s.ready, island]);

  useEffect(() => {
    let live = true;
    void loadHeaderContent().then((c) => live && setContent(c));
    void loadInit().then((i) => live && setInit(i));
    return () => {
      live = false;
    };
  }, []);

  // Rewards of a signed-in shopper: from the session at once, then fresh from the rewards call.
  const wantsRewards = s.loginStatus === 'loggedIn' && s.rewardsEnabled && !s.gsaUser;
  const rewardsCtrl = useRef<AbortController | null>(null);
  const refreshRewards = () => {
    if (!wantsRewards) return;
    rewardsCtrl.current?.abort();
    const ctrl = (rewardsCtrl.current = new AbortController());
    void loadRewards(ctrl.signal).then((r) => {
      if (ctrl.signal.aborted) return;
      setRewards(r ? { status: 'ok', customer: r } : { status: 'failed' });
    });
  };
  useEffect(() => {
    if (!wantsRewards) {
      setRewards({ status: 'idle' });
      return;
    }
    const seeded = s.rewardsCustomer ? toRewardsCustomer(s.rewardsCustomer as Parameters<typeof toRewardsCustomer>[0]) : null;
    setRewards(seeded && (seeded.isRewardsMember || seeded.messages.length) ? { status: 'ok', customer: seeded } : { status: 'loading' });
    refreshRewards();
    return () => rewardsCtrl.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantsRewards, s.profileId]);

  // Analytics: the page-load event once the session is known; Identify for each signed-in profile.
  const sentPageLoad = useRef(false);
  const identified = useRef('');
  const prevStatus = useRef<string | null>(null);
  useEffect(() => {
    if (!s.ready) return;
    const rc = s.rewardsCustomer ? toRewardsCustomer(s.rewardsCustomer as Parameters<typeof toRewardsCustomer>[0]) : null;
    const userType = analyticsUserType({ loginStatus: s.loginStatus, securityStatus: s.securityStatus, isRewardsMember: rc?.isRewardsMember ?? false, currentTier: rc?.currentTier });
    if (!sentPageLoad.current) {
      sentPageLoad.current = true;
      track('pageLoad', {
        page: { path: location.pathname, type: pageTypeOf(location.pathname), site: s.site },
        // The login status analytics reports is section 6's: the rewards tier, 'Signed In' or 'Guest';
        // a recognized shopper is 'Guest', tracked separately by the recognized flag.
        profile: { loginStatus: userType, userType, recognized: s.loginStatus === 'recognized', profileId: s.profileId || undefined, gsaUser: s.gsaUser },
      });
    }
    if (s.loginStatus === 'loggedIn' && s.profileId && identified.current !== s.profileId) {
      identified.current = s.profileId;
      track('Identify', { profileId: s.profileId, userType, gsaUser: s.gsaUser });
    }
    // The government-user notice: shown when a GSA user signs in on this page.
    if (prevStatus.current !== null && prevStatus.current !== 'loggedIn' && s.loginStatus === 'loggedIn' && s.gsaUser) setGsaNotice(true);
    prevStatus.current = s.loginStatus;
  }, [s.ready, s.loginStatus, s.profileId, s.gsaUser, s.securityStatus, s.site, s.rewardsCustomer]);

  const view = flyoutView(
    { loginStatus: s.loginStatus, firstName: s.firstName, gsaUser: s.gsaUser, rewardsEnabled: s.rewardsEnabled, rewards },
    m.rewardsError,
  );
  const menu = menuView(content?.tabs ?? [], { gsa: s.gsaUser, site: s.site, contracted: content?.contractedLink ?? null, furnitureTab: s.furnitureTabEnabled });
  const home = s.site === 'furniture' ? '/furniture/' : '/';
  const cartLink = link(content?.cartLink, { label: m.cart, url: '/shopping-cart/' });
  const rewardsLink = link(content?.rewardsLink, { label: m.rewards, url: '/rewards' });
  const showRewardsLink = s.rewardsEnabled && !s.gsaUser;
  const cartLabel = `${m.cart}, ${s.cartQty === 1 ? m.cartItem : fill(m.cartItems, { count: s.cartQty })}`;

  return (
    <div className="sw-hdr">
      {content?.eyebrow.length ? <Eyebrow messages={content.eyebrow} m={m} /> : null}
      <div className="sw-hdr__top">
        {menu.switcherTabs.length > 1 ? (
          <nav className="sw-hdr__tabs" aria-label={m.siteTabs}>
            <ul>
              {menu.switcherTabs.map((t) => (
                <li key={t.id}>
                  <a href={t.url} aria-current={t.id === menu.tab?.id ? 'page' : undefined}>
                    {t.displayName}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <span />
        )}
        <div className="sw-hdr__top-actions">
          <StoreLink store={s.store} m={m} allStores={link(content?.storesLink, { label: m.viewAllStores, url: '/stores/locator?landingpage=slpViewAllStores&viewAll=true' })} />
          <ChatToggle chatUrl={init?.chatInfo?.talkativeURL ?? null} m={m} />
        </div>
      </div>
      <div className="sw-hdr__main">
        <MobileMenu view={menu} m={m} />
        <a className="sw-hdr__logo" href={home}>
          {content?.logo?.imageURL ? <img src={content.logo.imageURL} alt={content.logo.altText} /> : (content?.logo?.altText ?? 'Lakeshore Learning Demo Store')}
        </a>
        <div className="sw-hdr__actions">
          {showRewardsLink ? (
            <a className="sw-hdr__action sw-hdr__action--text" href={rewardsLink.url}>
              <span className="sw-hdr__action-label">{rewardsLink.label}</span>
            </a>
          ) : null}
          <AccountFlyout
            view={view}
            m={m}
            accountLinks={content?.accountLinks ?? []}
            accountHome={link(content?.accountHomeLink, { label: m.accountHome, url: '/my-account/' })}
            rewardsLink={rewardsLink}
            onSignIn={() => void openWidget('sign-in', undefined, 'header')}
            onCreateAccount={() => void openWidget('create-account', undefined, 'header')}
            onSignOut={() => void openWidget('account', { view: 'sign-out' }, 'header')}
            onOpen={refreshRewards}
            promoContent={content?.rewardsPromo ?? null}
          />
          <a className="sw-hdr__action sw-hdr__cart" href={cartLink.url} aria-label={cartLabel}>
            <CartIcon />
            <span className="sw-hdr__action-label" aria-hidden="true">
              {cartLink.label}
            </span>
            <span className="sw-hdr__badge" aria-hidden="true">
              {s.cartQty}
            </span>
          </a>
        </div>
      </div>
      {menu.tab ? <MegaMenu tab={menu.tab} contracted={menu.contracted} label={m.mainNav} /> : null}
      <ProfileDeletedDialog m={m} />
      <GsaNoticeDialog open={gsaNotice} onClose={() => setGsaNotice(false)} m={m} site={s.site} />
    </div>
  );
}
