/**
 * A product card's badges (storefront spec section 3: isNew, llExclusive, badges) and its pre-sell date
 * (presellDate), written once for the listing's and the recommendations' cards. A badge is a link to the
 * product's page and its click is the spec's 'productBadgeClick' analytics event (section 7); the spec names
 * the event only, so its fields are the project's: the badge's text, the product's id and the card's widget.
 */
import type { ReactNode } from 'react';
import { track } from '../events';

export interface BadgeFacts {
  isNew?: boolean | null;
  llExclusive?: boolean | null;
  badges?: readonly string[] | null;
}

/** New and Exclusive from the product's flags, then the server's badges: each once, at most two (the card's room). */
export function cardBadges(p: BadgeFacts, words: { newBadge: string; exclusive: string }): string[] {
  return [...new Set([...(p.isNew ? [words.newBadge] : []), ...(p.llExclusive ? [words.exclusive] : []), ...(p.badges ?? [])])].slice(0, 2);
}

/**
 * A presellDate as the US store writes a day, MM/DD/YYYY; '' when it is no date. The server's form is not in
 * the spec: a day ('2027-01-15', with or without a time after it) is read as that calendar day wherever the
 * shopper is, a number as milliseconds since 1970.
 */
export function presellDay(raw: unknown): string {
  const day = typeof raw === 'string' ? /^(\d{4})-(\d\d)-(\d\d)/.exec(raw) : null;
  if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return '';
  const d = new Date(raw);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getMonth() + 1)}/${two(d.getDate())}/${d.getFullYear()}`;
}

export interface ProductBadgesProps {
  badges: readonly string[];
  /** The product page the badges link to. */
  href: string | undefined;
  productId: string;
  /** Each badge's link is named "{badge}, {product}" ("Sale, Tempera Paint"): it starts with the text shown. */
  productName: string;
  /** The widget whose card it is, sent with the event. */
  source: string;
  className: string;
  itemClassName: string;
}

export function ProductBadges({ badges, href, productId, productName, source, className, itemClassName }: ProductBadgesProps): ReactNode {
  if (!badges.length) return null;
  return (
    <ul className={className}>
      {badges.map((badge) => (
        <li key={badge} className={itemClassName}>
          {/* Without a safe product address a badge is plain text: a link that goes nowhere is no link. */}
          {href ? (
            <a href={href} aria-label={`${badge}, ${productName}`} onClick={() => track('productBadgeClick', { badge, productId, source })}>
              {badge}
            </a>
          ) : (
            badge
          )}
        </li>
      ))}
    </ul>
  );
}
