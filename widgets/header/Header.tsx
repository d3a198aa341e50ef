/**
 * The header bar: eyebrow, tab switcher, store link, live chat, logo, rewards link, account flyout, cart
 * count, and the mega menu (desktop dropdowns, mobile slide-in). It reads the shared stores, so a sign-in,
 * a sign-out or a cart change anywhere (another island or another tab) shows here without a reload.
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { lazyChunk, useCalls, useIsland, useModel } from '../../src/mount';
import { linkHref, ROUTES, sitePaths } from '../../src/platform';
import { AccountFlyout } from './AccountFlyout';
import { ChatToggle } from './ChatToggle';
import type { LinkInfo } from './content';
import { Eyebrow } from './Eyebrow';
import { flyoutView } from './flyoutModel';
import { MegaMenu } from './MegaMenu';
import { menuView } from './menuModel';
import { barStep, startBar, type HeaderCalls } from './model';
import { cartLabel } from './selectors';
import { headerMessages } from './messages';
import { MobileMenu } from './MobileMenu';
import { StoreLink } from './StoreLink';
import { useHeaderState } from './useHeaderState';
import './Header.css';

// The account-deleted and government-user notices are in the lazy chunk, fetched only when one opens. They show
// nothing while the chunk loads (they open by themselves: no spinner in the bar).
const ProfileDeletedDialog = lazyChunk(() => import('./HeaderExtras'), 'ProfileDeletedDialog', { fallback: false });
const GsaNoticeDialog = lazyChunk(() => import('./HeaderExtras'), 'GsaNoticeDialog', { fallback: false });

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
  const m = useMemo(() => headerMessages(), []);
  const s = useHeaderState();
  const calls = useCalls<HeaderCalls>();
  const [bar, dispatch] = useModel(barStep, startBar, () => ({ request: calls, navigate: (url) => location.assign(url) }));
  // The content is most of the header (menu, eyebrow): React renders it in the background, in slices that yield
  // to the browser every few milliseconds, instead of one long task (the bar is still hidden behind the
  // server's header until the content and session are in: nothing waits on it).
  const content = useDeferredValue(bar.content);
  const init = useDeferredValue(bar.init);
  const rewards = bar.rewards;
  // A cheap look at the address; the dialog's chunk applies the rule (siteRules).
  const [profileDeleted] = useState(() => location.search.includes('profile-deleted'));

  // The rewards follow the shopper (the model reads the session's rewards only when the shopper changes).
  const wants = s.rewardsEligible;
  useEffect(() => dispatch({ type: 'shopperChanged', wants, profileId: s.profileId, seed: s.rewardsCustomer }), [dispatch, wants, s.profileId, s.rewardsCustomer]);
  // This tab's sign-in as a GSA user opens the government-user notice, heard as the login itself: watching the
  // session for a guest-to-signed-in change missed it whenever the login answer came before the page's first
  // session info (a loaded machine).
  useEffect(() => calls.sessionSignals((e) => e.type === 'login' && dispatch({ type: 'signedIn', gsa: !!e.profile?.gsaUser })), [calls, dispatch]);

  const island = useIsland();
  useEffect(() => {
    if (content !== undefined && s.ready) island?.ready();
  }, [content, s.ready, island]);

  // The sign-in gate of authPages runs in the runtime (src/mount/authPages), page analytics too
  // (src/events/pageAnalytics): every page gets them, with a header or without.

  const view = flyoutView({ signedIn: s.signedIn, recognized: s.recognized, firstName: s.firstName, gsaUser: s.gsaUser, rewardsEnabled: s.rewardsEnabled, rewards }, m.rewardsError);
  const menu = menuView(content?.tabs ?? [], { gsa: s.gsaUser, site: s.site, contracted: content?.contractedLink ?? null, furnitureTab: s.furnitureTabEnabled });
  const paths = sitePaths(s.site);
  const home = paths.logo;
  const cartLink = link(content?.cartLink, { label: m.cart, url: paths.cart });
  const rewardsLink = link(content?.rewardsLink, { label: m.rewards, url: ROUTES.rewards });
  const showRewardsLink = s.rewardsEnabled && !s.gsaUser;
  const cartText = cartLabel(s.cartQty, m);

  return (
    <div className="sw-hdr">
      {content?.eyebrow.length ? <Eyebrow messages={content.eyebrow} m={m} /> : null}
      <div className="sw-hdr__top">
        {menu.switcherTabs.length > 1 ? (
          <nav className="sw-hdr__tabs" aria-label={m.siteTabs}>
            <ul>
              {menu.switcherTabs.map((t) => (
                <li key={t.id}>
                  <a href={linkHref(t.url)} aria-current={t.id === menu.tab?.id ? 'page' : undefined}>
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
          <StoreLink store={s.store} m={m} allStores={link(content?.storesLink, { label: m.viewAllStores, url: ROUTES.allStores })} />
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
            <a className="sw-hdr__action sw-hdr__action--text" href={linkHref(rewardsLink.url)}>
              <span className="sw-hdr__action-label">{rewardsLink.label}</span>
            </a>
          ) : null}
          <AccountFlyout
            view={view}
            m={m}
            accountLinks={content?.accountLinks ?? []}
            accountHome={link(content?.accountHomeLink, { label: m.accountHome, url: paths.account })}
            rewardsLink={rewardsLink}
            onSignIn={() => dispatch({ type: 'opened', what: { name: 'sign-in' } })}
            onCreateAccount={() => dispatch({ type: 'opened', what: { name: 'create-account' } })}
            onSignOut={() => dispatch({ type: 'opened', what: { name: 'account', props: { view: 'sign-out' } } })}
            onOpen={() => dispatch({ type: 'flyoutOpened' })}
            promoContent={content?.rewardsPromo ?? null}
          />
          <a className="sw-hdr__action sw-hdr__cart" href={linkHref(cartLink.url)} aria-label={cartText}>
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
      {profileDeleted ? <ProfileDeletedDialog onClose={(url) => dispatch({ type: 'profileDeletedClosed', url })} /> : null}
      {bar.gsaNotice ? <GsaNoticeDialog onClose={(to) => dispatch({ type: 'gsaClosed', to })} paths={paths} /> : null}
    </div>
  );
}
