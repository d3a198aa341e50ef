import { useId, type ReactNode } from 'react';
import { formatPrice, useMedia } from '../../src/ui';
import type { SectionProps } from './Section';
import { fill, type CheckoutMessages } from './messages';
import { needsAddress, type GroupInfo, type Order, type ShippingCharge } from './order';
import { orderTotals } from './orderTotals';
import { linkHref } from '../../src/platform';

/** Product thumbnails are fetched at width 64 (checkout spec section 9). */
export const THUMB_WIDTH = 64;
export const thumbUrl = (url: string): string => `${url}${url.includes('?') ? '&' : '?'}wid=${THUMB_WIDTH}&hei=${THUMB_WIDTH}`;

function shippingText(o: Order, charge: ShippingCharge, m: CheckoutMessages): string {
  // Pickup and email delivery ship FREE; 'tbd' and 'quote to follow' are shown as such.
  if (o.shipType === 'instorePickUpOnly' || o.shipType === 'emailDelivery' || charge === 0) return m.free;
  if (charge === 'quote to follow') return m.quote;
  if (charge === null || charge === 'tbd') return m.tbd;
  return formatPrice(charge);
}

function Line({ label, value, note, strong }: { label: string; value: string; note?: string; strong?: boolean }) {
  return (
    <div className={'sw-checkout__line' + (strong ? ' sw-checkout__line--total' : '')}>
      <dt>
        <span>{label}</span>
        {note && <span className="sw-checkout__line-note">{note}</span>}
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

function Group({ g, free, m }: { g: GroupInfo; free?: string; m: CheckoutMessages }) {
  return (
    <div className="sw-checkout__block" role="group" aria-label={g.headerText}>
      <p className="sw-checkout__block-head">{g.headerText}</p>
      <dl>
        <Line label={m.groupItems} value={formatPrice(g.amount)} />
        {free && <Line label={free} value={m.free} />}
        {g.tariffAmount > 0 && <Line label={m.tariff} value={formatPrice(g.tariffAmount)} />}
        {/* The group's own sub-totals (checkout spec section 3): its tax and its total. */}
        {g.tax > 0 && <Line label={m.groupTax} value={formatPrice(g.tax)} />}
        {g.orderTotal > 0 && g.orderTotal !== g.amount && <Line label={m.groupTotal} value={formatPrice(g.orderTotal)} />}
      </dl>
    </div>
  );
}

/**
 * The order summary (checkout spec sections 2, 3 and 9) and the mini item list. On phones it collapses into
 * a button whose name carries the total.
 */
export function OrderSummary({ s, dispatch, m }: SectionProps): ReactNode {
  const o = s.order!;
  const id = useId();
  const phone = useMedia('(max-width: 767px)');
  const sum = o.summary;
  const t = orderTotals(o);
  const total = formatPrice(t.due);
  const open = !phone || s.summaryOpen;
  const estimated = !!t.estimateZip;
  const zipNote = t.estimateZip ? fill(m.estimateFor, { zip: t.estimateZip }) : undefined;
  const shipValue = shippingText(o, t.shipping, m);
  const neg = (n: number) => `-${formatPrice(n)}`;
  return (
    <section className="sw-checkout__section sw-checkout__summary-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sw-checkout__title">
        {phone ? (
          <button type="button" className="sw-checkout__toggle" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => dispatch({ type: 'summaryToggled' })}>
            <span>{m.summaryTitle}</span>
            <span className="sw-checkout__toggle-total">
              <span className="sw-visually-hidden">{m.total} </span>
              {total}
            </span>
          </button>
        ) : (
          m.summaryTitle
        )}
      </h2>
      <div id={`${id}-body`} hidden={!open}>
        <dl className="sw-checkout__lines">
          <Line label={m.subtotal} value={formatPrice(t.subtotal)} />
        </dl>
        {sum.web && <Group g={sum.web} m={m} />}
        {sum.store && <Group g={sum.store} free={m.pickupFree} m={m} />}
        {sum.email && <Group g={sum.email} free={m.emailFree} m={m} />}
        <dl className="sw-checkout__lines">
          {t.discount > 0 && <Line label={m.discount} value={neg(t.discount)} />}
          <Line label={estimated ? m.estShipping : m.shipping} value={shipValue} note={zipNote} />
          {t.showsTax && <Line label={estimated ? m.tax : m.orderTax} value={formatPrice(t.tax)} note={zipNote} />}
          {t.giftCards > 0 && <Line label={m.giftCards} value={neg(t.giftCards)} />}
          {t.rewards > 0 && <Line label={m.rewards} value={neg(t.rewards)} />}
          <Line label={m.total} value={total} strong />
        </dl>
        {!estimated && needsAddress(o) && <p className="sw-checkout__note">{m.taxLater}</p>}
        {sum.tariffHelperText && <p className="sw-checkout__note">{sum.tariffHelperText}</p>}
        <p className="sw-checkout__note">
          {m.csPhone} <a href={`tel:${o.customerServicePhone.replace(/[^\d+]/g, '')}`}>{o.customerServicePhone}</a>
        </p>
      </div>
    </section>
  );
}

/** The order's lines by how they are fulfilled (lineGroupHeader), in the summary's order. */
const GROUPS = ['ship', 'store', 'digital', 'none'] as const;

/**
 * The mini item list (spec section 10): a section of its own after the order summary, so on phones it stays in
 * view when the summary is collapsed. The lines grouped by how they are fulfilled (each group named as the
 * summary names it), thumbnails at width 64, quantities, prices with GSA prices marked, a line's price before
 * its discount struck through, and its part of the order's discount.
 */
export function MiniItems({ s, m }: SectionProps): ReactNode {
  const o = s.order!;
  const id = useId();
  const sum = o.summary;
  const names = { ship: sum.web?.headerText || m.shipGroup, store: sum.store?.headerText || m.storeGroup, digital: sum.email?.headerText || m.digitalGroup, none: '' };
  const groups = GROUPS.map((g) => ({ g, items: o.items.filter((it) => it.group === g) })).filter((x) => x.items.length > 0);
  return (
    <section className="sw-checkout__section sw-checkout__items" aria-labelledby={id}>
      <h2 id={id} className="sw-checkout__title">
        {m.itemsTitle}
      </h2>
      {groups.map(({ g, items }) => (
        <div key={g} role={names[g] ? 'group' : undefined} aria-labelledby={names[g] ? `${id}-${g}` : undefined}>
          {names[g] && (
            <h3 id={`${id}-${g}`} className="sw-checkout__subtitle">
              {names[g]}
            </h3>
          )}
          <ul aria-labelledby={names[g] ? `${id}-${g}` : id}>
            {items.map((it) => (
              <li key={it.id} className="sw-checkout__item">
                <img src={thumbUrl(it.imageURL)} width={THUMB_WIDTH} height={THUMB_WIDTH} alt="" loading="lazy" />
                <span className="sw-checkout__item-text">
                  <a href={linkHref(it.url)}>{it.name}</a>
                  <span>{fill(m.qty, { n: it.quantity })}</span>
                  {it.orderDiscountShare > 0 && <span>{fill(m.itemDiscount, { amount: `-${formatPrice(it.orderDiscountShare)}` })}</span>}
                </span>
                <span className="sw-checkout__item-price">
                  {it.hasGSAPrice && (
                    <span className="sw-checkout__gsa">
                      <span aria-hidden="true">{m.gsa}</span>
                      <span className="sw-visually-hidden">{m.gsaLabel}</span>
                    </span>
                  )}
                  {(it.onSale || it.discounted) && it.rawTotalPrice > it.amount && (
                    <s className="sw-checkout__was">
                      <span className="sw-visually-hidden">{m.was} </span>
                      {formatPrice(it.rawTotalPrice)}
                    </s>
                  )}
                  {formatPrice(it.amount)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
