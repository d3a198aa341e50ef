import { useId, type ReactNode } from 'react';
import { WidgetMarker } from '../../src/mount/WidgetMarker';
import { Button, Dialog, formatCount, formatPrice, Price } from '../../src/ui';
import type { StoreStock } from './product';
import { fill, type AddToCartMessages } from './messages';
import type { AddedInfo } from './reducer';
import type { PriceView } from './rules';

/** The price (GSA, door-buster, sale or list, with the list price struck beside a lower one), 'Lower Price in Store' and the points. */
/** `saleWord`: the sale price's label ('Sale', or 'Clearance' for a product tagged clearance). */
export function PriceBlock({ view, range, points, saleWord, m }: { view: PriceView | null; range: string | null; points: number | null; saleWord: string; m: AddToCartMessages }): ReactNode {
  return (
    <div className="sw-atc__price">
      {range ? (
        <Price className="sw-atc__now" now={range} />
      ) : (
        view &&
        view.price !== null && (
          <Price
            className="sw-atc__now"
            now={view.price}
            was={view.was}
            label={view.label && (view.label === 'GSA' ? m.gsa : view.label === 'Door Buster' ? m.doorBuster : saleWord)}
            labelTone={view.label === 'GSA' ? 'gsa' : 'deal'}
            regularText={m.was}
          />
        )
      )}
      {view?.storeSpecial != null && <Price className="sw-atc__special" now={view.storeSpecial} label={m.lowerPriceInStore} labelTone="special" />}
      {view?.pickup && <Price className="sw-atc__special" now={view.pickup.price} was={view.pickup.was} label={m.pickupSale} labelTone="special" regularText={m.was} />}
      {view?.additional != null && <Price className="sw-atc__special" now={view.additional} label={m.additionalSavings} labelTone="special" />}
      {points !== null && <p className="sw-atc__points">{fill(m.earnPoints, { points: formatCount(points) })}</p>}
    </div>
  );
}

/** The stock label of the selected store (spec: In Stock, Limited Stock (call store for details), Sold Out, Not Eligible). */
export function stockLabel(stock: StoreStock | null, m: AddToCartMessages): string {
  switch (stock) {
    case 'Available':
      return m.inStock;
    case 'LimitedStock':
      return `${m.limitedStock} ${m.callStore}`;
    case 'Unavailable':
      return m.soldOutStock;
    case 'NotEligible':
      return m.notEligible;
    default:
      return '';
  }
}

/** A small info dialog (shipping restrictions, store pickup, store-only pick-up). */
export function InfoDialog({ open, onClose, title, paragraphs, m }: { open: boolean; onClose: () => void; title: string; paragraphs: string[]; m: AddToCartMessages }): ReactNode {
  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={m.close}>
      {paragraphs.map((p) => (
        <p key={p} className="sw-atc__info">
          {p}
        </p>
      ))}
      <Button onClick={onClose}>{m.close}</Button>
    </Dialog>
  );
}

/** The engine placement of the added-to-cart dialog's carousel (Algonomy's add-to-cart page type). */
export const ADDED_PLACEMENT = 'add_to_cart_page.rr1';

/**
 * The added-to-cart dialog: the item, its price and quantity, View Cart and Checkout, then a recommendations
 * carousel with the modal's slides per view (spec section 9). The carousel is the recommendations widget's own
 * marker, mounted by the loader (never imported): the dialog shows at once, and the carousel's skeletons fill in.
 */
export function AddedDialog({ added, name, productId, onClose, m }: { added: AddedInfo | null; name: string; productId: string; onClose: () => void; m: AddToCartMessages }): ReactNode {
  const descId = useId();
  const item = added?.item;
  const unit = item?.priceInfo?.unitPrice ?? (item?.priceInfo?.amount != null && item.quantity ? item.priceInfo.amount / item.quantity : null);
  return (
    <Dialog open={!!added} onClose={onClose} title={m.addedTitle} closeLabel={m.close} describedBy={descId} className="sw-dialog--wide">
      {added && (
        <div className="sw-atc-added">
          <div className="sw-atc-added__item" id={descId}>
            {item?.imageURL && <img src={item.imageURL} alt="" width="96" height="96" />}
            <div>
              <p className="sw-atc-added__name">{item?.skuDisplayName || name}</p>
              {added.giftAmount !== null && <p>{fill(m.giftLine, { amount: formatPrice(added.giftAmount), name: added.recipientName })}</p>}
              {unit !== null && <p className="sw-atc-added__price">{formatPrice(unit)}</p>}
              <p>{fill(m.addedQty, { qty: added.quantity })}</p>
              {item?.priceInfo?.amount != null && (
                <p>
                  {m.addedTotal}: {formatPrice(item.priceInfo.amount)}
                </p>
              )}
              <p>{added.delivery === 'pickup' ? fill(m.pickupLine, { store: added.storeName }) : m.shipLine}</p>
            </div>
          </div>
          <p className="sw-atc-added__count">{added.count === 1 ? m.cartCountOne : fill(m.cartCount, { count: added.count })}</p>
          <div className="sw-atc-added__actions">
            <a className="sw-button sw-button--secondary" href="/shopping-cart/">
              {m.viewCart}
            </a>
            <a className="sw-button sw-button--primary" href="/checkout-page">
              {m.checkout}
            </a>
            <Button variant="link" onClick={onClose}>
              {m.continueShopping}
            </Button>
          </div>
          <WidgetMarker widget="recommendations" from="add-to-cart" attrs={{ 'data-placement': ADDED_PLACEMENT, 'data-product-id': productId, 'data-layout': 'added-to-cart', 'data-load': 'eager' }} />
        </div>
      )}
    </Dialog>
  );
}
