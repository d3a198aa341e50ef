import { useId, type ReactNode } from 'react';
import { formatPrice, Price } from '../../src/ui';
import type { CartLine as Line } from './summary';
import { fill, type CartMessages } from './messages';
import { limitsOf, type LineUi } from './reducer';
import { QuantityStepper } from './QuantityStepper';
import { linkHref } from '../../src/platform';

export interface CartLineProps {
  line: Line;
  ui: LineUi;
  m: CartMessages;
  /** Store pickup is offered (the bopisEnabled toggle). */
  pickupEnabled: boolean;
  /** An unavailable line: no stepper or delivery choice, its reason and a Remove button. */
  unavailable?: boolean;
  onType: (text: string) => void;
  onStep: (delta: 1 | -1) => void;
  onCommit: () => void;
  onRemove: () => void;
  onDelivery: (pickup: boolean) => void;
  onChangeStore: () => void;
}

const asset = (url: string | null): string | undefined => url ?? undefined;

/** One cart line (storefront spec section 3, "Cart line"): image, name, options, price, quantity, delivery, total. */
export function CartLineView({ line, ui, m, pickupEnabled, unavailable = false, onType, onStep, onCommit, onRemove, onDelivery, onChangeStore }: CartLineProps): ReactNode {
  const id = useId();
  const name = line.skuDisplayName;
  const errorId = ui.error ? `${id}-error` : null;
  const unit = line.priceInfo.unitPrice ?? line.priceInfo.amount / Math.max(1, line.quantity);
  const busy = ui.saving !== null || ui.busy !== null;
  return (
    <li className={'sw-line' + (unavailable ? ' sw-line--unavailable' : '')} aria-busy={busy || undefined}>
      {line.imageURL ? <img className="sw-line__img" src={asset(line.imageURL)} alt="" width="96" height="96" loading="lazy" /> : <span className="sw-line__img" />}
      <div className="sw-line__main">
        <h3 className="sw-line__name">{line.seoURL ? <a href={linkHref(line.seoURL)}>{name}</a> : name}</h3>
        <p className="sw-line__meta">
          {fill(m.itemNumber, { id: line.catalogRefId })}
          {line.options.map((o) => (
            <span key={o.name}>
              {' · '}
              {o.name}: {o.value}
            </span>
          ))}
        </p>
        <Price className="sw-line__price" now={unit} was={line.priceInfo.onSale && line.priceInfo.listPrice ? line.priceInfo.listPrice : null} nowFormat={(price) => fill(m.each, { price })} />
        {unavailable ? (
          <>
            <p className="sw-cart__error">{line.unavailableReason}</p>
            <button type="button" className="sw-button sw-button--link" aria-label={fill(m.remove, { name })} aria-disabled={busy || undefined} onClick={() => !busy && onRemove()}>
              {m.removeText}
            </button>
          </>
        ) : (
          <div className="sw-line__controls">
            <QuantityStepper
              name={name}
              text={ui.text}
              fallback={ui.server}
              limits={limitsOf(line)}
              errorId={errorId}
              busy={ui.saving !== null}
              m={m}
              onType={onType}
              onStep={onStep}
              onCommit={onCommit}
              onRemove={onRemove}
            />
            <fieldset className="sw-line__delivery" disabled={ui.busy === 'delivery'}>
              <legend className="sw-visually-hidden">{fill(m.deliveryLegend, { name })}</legend>
              <label className="sw-radio">
                <input type="radio" name={`${id}-delivery`} checked={!line.instorePickUpOpted} disabled={line.storeOnly} onChange={() => onDelivery(false)} /> {m.ship}
              </label>
              {pickupEnabled && (
                <label className="sw-radio">
                  <input type="radio" name={`${id}-delivery`} checked={line.instorePickUpOpted} disabled={line.shipOnly} onChange={() => onDelivery(true)} /> {m.pickup}
                </label>
              )}
              {line.storeOnly && <span className="sw-line__note">{m.storeOnly}</span>}
              {line.instorePickUpOpted && line.storeName && (
                <span className="sw-line__note">
                  {fill(m.pickupAt, { store: line.storeName })}{' '}
                  <button type="button" className="sw-button sw-button--link" onClick={onChangeStore}>
                    {m.changeStore}
                  </button>
                </span>
              )}
            </fieldset>
          </div>
        )}
        {ui.error && (
          <p id={errorId ?? undefined} className="sw-cart__error" role="alert">
            {ui.error}
          </p>
        )}
        {ui.saving !== null && <span className="sw-visually-hidden">{m.updating}</span>}
      </div>
      <p className="sw-line__total">
        <span className="sw-visually-hidden">{m.lineTotal}: </span>
        {formatPrice(line.priceInfo.amount)}
      </p>
    </li>
  );
}
