/** The account icon and its flyout: guest, recognized and signed-in states (storefront spec sections 2, 4, 6). */
import { useId, type ReactNode } from 'react';
import { formatPrice } from '../../src/ui';
import type { LinkInfo, RewardsPromoInfo } from './content';
import type { FlyoutView, RewardsBlock } from './flyoutModel';
import { fill, type HeaderMessages } from './messages';
import { formatPoints } from './rewards';
import { usePopover } from './usePopover';
import { linkHref } from '../../src/platform';

export interface AccountFlyoutProps {
  view: FlyoutView;
  m: HeaderMessages;
  accountLinks: LinkInfo[];
  accountHome: LinkInfo;
  rewardsLink: LinkInfo;
  onSignIn: () => void;
  onCreateAccount: () => void;
  onSignOut: () => void;
  /** Called when the flyout opens (the header refreshes the rewards). */
  onOpen?: () => void;
  /** The rewards promo and its logo from the header content (guests and recognized shoppers). */
  promoContent?: RewardsPromoInfo | null;
}

/** The rewards logo's box (storefront spec section 9: rewards logo 150x75). */
export const REWARDS_LOGO_SIZE = { width: 150, height: 75 } as const;

function Chevron() {
  return (
    <svg className="sw-hdr__chevron" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

function UserIcon() {
  return (
    <svg className="sw-hdr__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function Rewards({ block, m, rewardsLink }: { block: RewardsBlock; m: HeaderMessages; rewardsLink: LinkInfo }) {
  let body: ReactNode;
  switch (block.kind) {
    case 'loading':
      body = <p role="status">{m.rewardsLoading}</p>;
      break;
    case 'error':
      body = (
        <p className="sw-hdr__rewards-error" role="status">
          {block.message}
        </p>
      );
      break;
    case 'join':
      body = (
        <p>
          {m.rewardsJoin} <a href={linkHref(rewardsLink.url)}>{m.rewardsJoinLink}</a>
        </p>
      );
      break;
    case 'points':
      body = (
        <>
          <p className="sw-hdr__points">{fill(m.points, { points: formatPoints(block.points) })}</p>
          {block.tier ? <p>{fill(m.rewardsAvailable, { amount: formatPrice(block.tier.dollars) })}</p> : null}
          {block.next && !block.tier ? <p>{fill(m.rewardsNext, { needed: formatPoints(block.next.needed), amount: formatPrice(block.next.tier.dollars) })}</p> : null}
          {block.messages.length ? (
            <ul className="sw-hdr__rewards-messages">
              {block.messages.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
        </>
      );
  }
  return (
    <section className="sw-hdr__rewards" aria-label={m.rewardsHeading}>
      <h3 className="sw-hdr__flyout-subtitle">{m.rewardsHeading}</h3>
      {body}
    </section>
  );
}

export function AccountFlyout({ view, m, accountLinks, accountHome, rewardsLink, onSignIn, onCreateAccount, onSignOut, onOpen, promoContent }: AccountFlyoutProps) {
  const { open, setOpen, close, triggerRef, containerProps } = usePopover();
  const panelId = useId();
  const act = (fn: () => void) => () => {
    close(false);
    fn();
  };
  const promo = (view.state === 'guest' || view.state === 'recognized') && view.promo;
  // Not a guest: the account icon is a link to account home (storefront spec section 2, /my-account/);
  // the Account button beside it opens the flyout.
  const iconLink = view.state !== 'guest';
  return (
    <div className="sw-hdr__popover-wrap sw-hdr__account" {...containerProps}>
      {iconLink ? (
        <a className="sw-hdr__action sw-hdr__account-link" href={linkHref(accountHome.url) ?? '/my-account/'} aria-label={m.myAccount}>
          <UserIcon />
        </a>
      ) : null}
      <button
        ref={triggerRef}
        type="button"
        className="sw-hdr__action"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        {iconLink ? null : <UserIcon />}
        <span className="sw-hdr__action-label">{m.account}</span>
        {iconLink ? <Chevron /> : null}
      </button>
      <div id={panelId} className="sw-hdr__flyout" hidden={!open}>
        {view.state === 'signedIn' ? (
          <>
            <h2 className="sw-hdr__flyout-title">{view.firstName ? fill(m.welcome, { name: view.firstName }) : m.welcomeNoName}</h2>
            <ul className="sw-hdr__account-links">
              {accountLinks.map((l) => (
                <li key={l.url + l.label}>
                  <a href={linkHref(l.url)}>{l.label}</a>
                </li>
              ))}
            </ul>
            {view.rewards ? <Rewards block={view.rewards} m={m} rewardsLink={rewardsLink} /> : null}
            <div className="sw-hdr__flyout-actions">
              <a className="sw-button" href={linkHref(accountHome.url)}>
                {m.accountHome}
              </a>
              <button type="button" className="sw-button sw-button--link" onClick={act(onSignOut)}>
                {m.signOut}
              </button>
            </div>
          </>
        ) : (
          <>
            <h2 className="sw-hdr__flyout-title">{view.state === 'recognized' ? (view.firstName ? fill(m.recognizedTitle, { name: view.firstName }) : m.recognizedTitleNoName) : m.guestTitle}</h2>
            <p>{view.state === 'recognized' ? m.recognizedText : m.guestText}</p>
            <div className="sw-hdr__flyout-actions">
              <button type="button" className="sw-button" onClick={act(onSignIn)}>
                {m.signIn}
              </button>
              <button type="button" className="sw-button sw-button--secondary" onClick={act(onCreateAccount)}>
                {m.createAccount}
              </button>
            </div>
            {promo ? <RewardsPromo content={promoContent ?? null} m={m} rewardsLink={rewardsLink} /> : null}
          </>
        )}
      </div>
    </div>
  );
}

/** The rewards promo: the header content's title, lines, logo and learn-more link, else the built-in text. */
function RewardsPromo({ content, m, rewardsLink }: { content: RewardsPromoInfo | null; m: HeaderMessages; rewardsLink: LinkInfo }) {
  const title = content?.title || m.promoTitle;
  const lines = content?.lines.length ? content.lines : [m.promoEarn, m.promoRedeem, m.promoSave];
  const more = content?.learnMore ?? { label: m.learnMore, url: rewardsLink.url };
  return (
    <section className="sw-hdr__promo" aria-label={title}>
      {content?.logo ? <img className="sw-hdr__promo-logo" src={content.logo.imageURL} alt={content.logo.altText} width={REWARDS_LOGO_SIZE.width} height={REWARDS_LOGO_SIZE.height} /> : null}
      <h3 className="sw-hdr__flyout-subtitle">{title}</h3>
      <ul>
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <a href={linkHref(more.url)}>{more.label}</a>
    </section>
  );
}
