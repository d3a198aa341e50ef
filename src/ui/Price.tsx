/**
 * A price as the store shows it (storefront spec: "$" and two decimals): what the shopper pays now, a range
 * "$min - $max" when the product's SKUs differ, and on a sale the regular price struck through after it. A
 * label (GSA, a deal) goes before the price. Words a screen reader needs that the eye gets from the styling
 * ("Sale price", "Regular price") are given as saleText and regularText and read, not shown.
 */
import type { ReactNode } from 'react';
import { formatPrice, formatPriceRange } from './formatPrice';

/** One amount (a number, or a number as text), a [min, max] range, or a range as text ("12.99 - 15.99"). */
export type PriceAmount = number | string | readonly [number, number];

export interface PriceProps {
  /** What the shopper pays. */
  now: PriceAmount;
  /** The regular price, struck through after `now`, when `now` is a sale price. */
  was?: PriceAmount | null;
  /** Shown before the price, as a badge (GSA, Deal...). */
  label?: ReactNode;
  /** The badge's look: the government price's green, or the store's accent. */
  labelTone?: 'gsa' | 'deal' | 'special';
  /** Read before the sale price (visually hidden). */
  saleText?: string;
  /** Read before the struck regular price (visually hidden). */
  regularText?: string;
  /** Read before a labelled price, after the label (visually hidden), e.g. 'GSA price'. */
  labelText?: string;
  /** Puts the price in words around it ("$4.99 each"). */
  nowFormat?: (price: string) => string;
  className?: string;
  as?: 'p' | 'span';
}

/** An amount as text: "$1.00", or "$1.00 - $2.00" for a range whose ends differ; text that is no price stays as it is. */
export function priceText(a: PriceAmount): string {
  if (Array.isArray(a)) return a[0] === a[1] ? formatPrice(a[0]) : `${formatPrice(a[0])} - ${formatPrice(a[1])}`;
  return (typeof a === 'string' ? formatPriceRange(a) : formatPrice(a as number)) || String(a);
}

const hidden = (text: string | undefined) => (text ? <span className="sw-visually-hidden">{text} </span> : null);

export function Price({ now, was, label, labelTone = 'deal', saleText, regularText, labelText, nowFormat, className, as: Tag = 'p' }: PriceProps): ReactNode {
  const sale = was !== null && was !== undefined && was !== '';
  return (
    <Tag className={'sw-price' + (className ? ' ' + className : '')}>
      {label ? (
        <>
          <span className={`sw-price__label sw-price__label--${labelTone}`}>{label}</span>{' '}
        </>
      ) : null}
      <span className={sale ? 'sw-price__now sw-price__now--sale' : 'sw-price__now'}>
        {hidden(label ? labelText : sale ? saleText : undefined)}
        {nowFormat ? nowFormat(priceText(now)) : priceText(now)}
      </span>
      {sale ? (
        <>
          {' '}
          <s className="sw-price__was">
            {hidden(regularText)}
            {priceText(was)}
          </s>
        </>
      ) : null}
    </Tag>
  );
}
