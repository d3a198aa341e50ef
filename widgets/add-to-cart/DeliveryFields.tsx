import { useId, type ReactNode, type Ref } from 'react';
import { Button } from '../../src/ui';
import { fill, type AddToCartMessages } from './messages';
import type { AddToCartEvent, AddToCartModelState } from './model';
import { stockLabel } from './parts';
import type { Delivery } from './reducer';
import type { BuyingBoxView } from './selectors';

/** Ship or pick up in store: the selected store with its stock of the SKU, Select/Change Store, and the info link. */
export function DeliveryFields({
  s,
  view,
  delivery,
  storeError,
  storeRef,
  onInfo,
  dispatch,
  m,
}: {
  s: AddToCartModelState;
  view: BuyingBoxView;
  delivery: Delivery;
  storeError: string | null;
  storeRef: Ref<HTMLButtonElement>;
  onInfo: () => void;
  dispatch: (event: AddToCartEvent) => void;
  m: AddToCartMessages;
}): ReactNode {
  const id = useId();
  return (
    <fieldset className="sw-atc__fieldset sw-atc__delivery" aria-describedby={s.errors.store ? `${id}-store-error` : undefined}>
      <legend>{m.delivery}</legend>
      <label className="sw-atc__radio">
        <input type="radio" name={`${id}-delivery`} value="ship" checked={delivery === 'ship'} disabled={view.storeOnly} onChange={() => dispatch({ type: 'deliveryChosen', value: 'ship' })} />
        {m.shipItem}
      </label>
      <label className="sw-atc__radio">
        <input
          type="radio"
          name={`${id}-delivery`}
          value="pickup"
          checked={delivery === 'pickup'}
          disabled={!s.pickupEnabled || view.noPickup}
          aria-describedby={view.freePickup ? `${id}-free` : undefined}
          onChange={() => dispatch({ type: 'deliveryChosen', value: 'pickup' })}
        />
        <span className="sw-atc__wide">{m.storePickup}</span>
        <span className="sw-atc__narrow">{m.storePickupMobile}</span>
        {view.noPickup && <span>{` (${m.notEligible})`}</span>}
        {/* Beside the choice on screen; read as its description, not as part of its name. */}
        {view.freePickup && (
          <span id={`${id}-free`} className="sw-atc__free" aria-hidden="true">
            {m.freePickup}
          </span>
        )}
      </label>
      <div className="sw-atc__store">
        {s.store ? (
          <p>
            {fill(m.pickupAt, { store: `${s.store.city || s.store.name}, ${s.store.state}` })}
            {s.pickupEnabled && (
              <>
                {': '}
                <span className={'sw-atc__stock sw-atc__stock--' + (s.storeStock ?? 'unknown')} role="status">
                  {s.stockLoading ? m.checkingStock : stockLabel(s.storeStock, m)}
                </span>
              </>
            )}
          </p>
        ) : null}
        <Button ref={storeRef} variant="link" aria-haspopup="dialog" aria-describedby={s.errors.store ? `${id}-store-error` : undefined} onClick={() => dispatch({ type: 'storeFinderClicked' })}>
          {s.store ? m.changeStore : m.selectStore}
        </Button>
        {storeError && (
          <div id={`${id}-store-error`} className="sw-field__error">
            {storeError}
          </div>
        )}
      </div>
      <Button variant="link" aria-haspopup="dialog" onClick={onInfo}>
        {view.storeOnly ? m.storeOnlyInfo : m.bopisInfo}
      </Button>
    </fieldset>
  );
}
