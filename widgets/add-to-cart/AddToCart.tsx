import { useStore } from '../../src/stores/useStore';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { lazyChunk, useCalls, useIsland, useModel } from '../../src/mount';
import { $features, $selectedStore, $session, $shopper } from '../../src/stores';
import { Button, presellDay, Select, Spinner, TextField } from '../../src/ui';
import './AddToCart.css';
import { DeliveryFields } from './DeliveryFields';
import { GiftCardFields } from './GiftCardFields';
import { addToCartMessages, fill } from './messages';
import { addToCartStep, startAddToCart, type AddToCartCalls } from './model';
import { AddedDialog, InfoDialog, PriceBlock } from './parts';
import { deliveryOf, displaySkuOf, FIELD_ORDER, optionNameOf, say, skuOf, type Field } from './reducer';
import { readRegistryGift } from './registryGift';
import { QUANTITY_CHOICES } from '../../src/validation/quantity';
import { warrantyKey } from './rules';
import type { AddToCartPropsType } from './schema';
import { buyingBoxView, sessionFacts, stickyPrice } from './selectors';
import { useStickyBar } from './stickyBar';

const RegistryGiftDialog = lazyChunk(() => import('./RegistryGiftDialog'), 'RegistryGiftDialog');

/**
 * The product page's buying box: price and points, options, quantity, personalization, gift-card details,
 * ship or pick up in store, Add to Cart (with the added-to-cart dialog and the sticky bar on phones) and
 * Add to List. Its calls and timers are its model's (addToCartStep); the view renders and dispatches.
 */
export function AddToCart({ productId, skuId: pageSkuId }: AddToCartPropsType): ReactNode {
  const m = addToCartMessages();
  const island = useIsland();
  const calls = useCalls<AddToCartCalls>();
  const [s, dispatch] = useModel(
    addToCartStep,
    () => startAddToCart(productId, pageSkuId),
    () => ({ request: calls }),
  );
  const info = useStore($session).info;
  const { rewardsEnabled, enableStoreOnlyItems } = useStore($features);
  const sticky = useStickyBar();

  const [dialog, setDialog] = useState<'bopis' | 'storeOnly' | 'shipping' | null>(null);
  const refs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const reg = (f: Field) => (el: HTMLElement | null) => {
    refs.current[f] = el;
  };

  // What the model acts on from outside the island: the session (whether and how to ask for prices), the
  // selected store and whether store pick-up is on.
  useEffect(() => {
    const offSession = $shopper.subscribe((v) => dispatch({ type: 'sessionChanged', ...sessionFacts(v, $session.get().status) }));
    const offStore = $selectedStore.subscribe((v) => dispatch({ type: 'storeSelected', store: v }));
    const offFeatures = $features.subscribe((f) => dispatch({ type: 'pickupChanged', enabled: f.bopisEnabled }));
    return () => {
      offSession();
      offStore();
      offFeatures();
    };
  }, [dispatch]);

  useEffect(() => {
    if (s.load !== 'loading') island?.ready();
  }, [s.load, island]);

  // A gift card on a registry shopper's page will ask the registry question: its dialog's chunk is fetched now.
  const giftCard = !!s.product?.giftCard;
  useEffect(() => {
    if (giftCard && readRegistryGift()) void RegistryGiftDialog.preload();
  }, [giftCard]);

  // Focus the first field to fix, in the same commit as its message: once per submission that left fields to fix.
  const focusedFixes = useRef(0);
  useLayoutEffect(() => {
    if (s.fixes === focusedFixes.current) return;
    focusedFixes.current = s.fixes;
    const first = FIELD_ORDER.find((f) => s.errors[f] && refs.current[f]);
    const el = first && refs.current[first];
    if (el) {
      el.focus();
      el.scrollIntoView?.({ block: 'center' });
    }
  }, [s.fixes, s.errors]);

  const sku = skuOf(s);
  const shown = displaySkuOf(s);
  const delivery = deliveryOf(s, s.pickupEnabled);
  const add = () => dispatch({ type: 'addClicked', registry: readRegistryGift() });

  if (s.load === 'loading' && !s.product) return <Spinner label={m.loading} />;
  const view = buyingBoxView(s, { info, rewardsEnabled, enableStoreOnlyItems }, m);
  if (s.load === 'error' || !s.product || !view)
    return (
      <div className="sw-atc">
        <p className="sw-alert sw-alert--error" role="alert">
          {m.loadError}
        </p>
        <Button variant="secondary" onClick={() => dispatch({ type: 'retryClicked' })}>
          {m.retry}
        </Button>
      </div>
    );

  const p = s.product;
  const gc = p.giftCard;
  const optionName = optionNameOf(p);
  const presell = presellDay(p.presellDate);
  const warranty = warrantyKey(p.warranty);
  const registry = readRegistryGift();
  const added = s.phase === 'added' || s.phase === 'fading';
  const error = (f: Field) => {
    const said = s.errors[f];
    return said ? say(m, said) : null;
  };

  const addButton = (where: 'main' | 'sticky') => (
    <Button
      type={where === 'main' ? 'submit' : 'button'}
      className={'sw-atc__add' + (s.phase === 'fading' ? ' sw-atc__add--fading' : '') + (added ? ' sw-atc__add--added' : '')}
      disabled={view.blocked}
      busy={s.phase === 'adding'}
      aria-disabled={s.phase !== 'idle' || undefined}
      onClick={where === 'sticky' ? add : undefined}
    >
      {added ? m.addedToCart : m.addToCart}
    </Button>
  );

  return (
    <div className="sw-atc">
      {view.labels.length > 0 && (
        <ul className="sw-atc__labels">
          {view.labels.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
      <PriceBlock view={view.price} range={view.range} points={view.points} saleWord={p.tag === 'clearance' ? m.tagClearance : m.sale} m={m} />
      {presell && <p className="sw-atc__note">{fill(m.presell, { date: presell })}</p>}
      {warranty && <p className="sw-atc__note">{m[warranty]}</p>}
      {registry && <p className="sw-atc__note">{fill(m.registryFor, { name: registry.giftRecipientName })}</p>}
      <form
        className="sw-atc__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
        aria-label={p.name}
      >
        {s.general.length > 0 && (
          <div className="sw-alert sw-alert--error" role="alert">
            {s.general
              .map((g) => say(m, g))
              .map((g) => (
                <p key={g}>{g}</p>
              ))}
          </div>
        )}
        {p.skus.length > 1 && (
          <Select
            ref={reg('option')}
            label={gc ? m.giftDesign : optionName}
            placeholder={fill(m.selectOption, { option: optionName })}
            value={s.skuId ?? ''}
            error={error('option')}
            aria-required="true"
            onChange={(e) => dispatch({ type: 'optionChosen', skuId: e.target.value })}
            options={p.skus.map((k) => ({
              value: k.id,
              label:
                k.status === 'SOLD_OUT' || k.status === 'DISCONTINUED' || k.status === 'INACTIVE'
                  ? fill(m.optionSoldOut, { value: k.option?.value ?? k.displayName ?? k.id })
                  : (k.option?.value ?? k.displayName ?? k.id),
            }))}
          />
        )}
        {gc && <GiftCardFields s={s} dispatch={dispatch} reg={reg} error={error} m={m} amounts={gc.amounts} range={gc.customAmount} egift={shown?.skuType === 'eGiftcard'} />}
        {(shown?.persEnabled || p.skuInfo?.persEnabled) && (
          <fieldset className="sw-atc__fieldset">
            <legend>{m.personalize}</legend>
            <TextField
              ref={reg('prefix')}
              label={m.prefixLabel}
              hint={m.personalizationHint}
              value={s.prefix}
              maxLength={18}
              error={error('prefix')}
              autoComplete="off"
              onChange={(e) => dispatch({ type: 'prefixTyped', value: e.target.value })}
            />
            <TextField
              ref={reg('postfix')}
              label={m.postfixLabel}
              value={s.postfix}
              maxLength={12}
              error={error('postfix')}
              autoComplete="off"
              onChange={(e) => dispatch({ type: 'postfixTyped', value: e.target.value })}
            />
          </fieldset>
        )}
        <div className="sw-atc__qty">
          <Select
            ref={s.qtyChoice === '15+' ? undefined : reg('quantity')}
            label={m.quantity}
            value={s.qtyChoice}
            error={s.qtyChoice === '15+' ? null : error('quantity')}
            onChange={(e) => dispatch({ type: 'quantityChosen', value: e.target.value })}
            options={QUANTITY_CHOICES.map((q) => ({ value: q, label: q }))}
          />
          {s.qtyChoice === '15+' && (
            <TextField
              ref={reg('quantity')}
              label={m.quantityTyped}
              inputMode="numeric"
              maxLength={3}
              value={s.qtyTyped}
              error={error('quantity')}
              aria-required="true"
              autoComplete="off"
              onChange={(e) => dispatch({ type: 'quantityTyped', value: e.target.value })}
            />
          )}
        </div>
        {view.showDelivery && (
          <DeliveryFields
            s={s}
            view={view}
            delivery={delivery}
            storeError={error('store')}
            storeRef={reg('store') as React.Ref<HTMLButtonElement>}
            onInfo={() => setDialog(view.storeOnly ? 'storeOnly' : 'bopis')}
            dispatch={dispatch}
            m={m}
          />
        )}
        {view.restricted && (
          <Button variant="link" aria-haspopup="dialog" onClick={() => setDialog('shipping')}>
            {m.shippingInfo}
          </Button>
        )}
        {view.statusText && (
          <p className="sw-atc__status" role="note">
            {view.statusText}
          </p>
        )}
        <div className="sw-atc__actions">
          {addButton('main')}
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => dispatch({ type: 'addToListClicked' })} disabled={!s.session.known}>
            {m.addToList}
          </Button>
        </div>
        <p className="sw-visually-hidden" role="status">
          {s.phase === 'adding' ? m.adding : added ? m.addedToCart : ''}
        </p>
      </form>
      {sticky && !view.discontinued && (
        <div className="sw-atc-sticky" role="region" aria-label={m.addToCart}>
          <span className="sw-atc-sticky__price">{stickyPrice(view)}</span>
          {addButton('sticky')}
        </div>
      )}
      <AddedDialog added={s.added} name={sku?.displayName ?? p.name} productId={p.productId} onClose={() => dispatch({ type: 'addedClosed' })} m={m} />
      {s.registryAsk && (
        <RegistryGiftDialog
          name={s.registryAsk.giftRecipientName}
          onAnswer={(forRegistry) => dispatch({ type: 'registryAnswered', forRegistry })}
          onClose={() => dispatch({ type: 'registryDismissed' })}
          closeLabel={m.close}
        />
      )}
      <InfoDialog open={dialog === 'bopis'} onClose={() => setDialog(null)} title={m.bopisTitle} paragraphs={[m.bopisBody1, m.bopisBody2]} m={m} />
      <InfoDialog open={dialog === 'storeOnly'} onClose={() => setDialog(null)} title={m.storeOnlyTitle} paragraphs={[m.storeOnlyBody, m.bopisBody2]} m={m} />
      <InfoDialog open={dialog === 'shipping'} onClose={() => setDialog(null)} title={m.shippingTitle} paragraphs={[m.shippingBody1, m.shippingBody2]} m={m} />
    </div>
  );
}
