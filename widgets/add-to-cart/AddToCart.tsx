import { useStore } from '../../src/stores/useStore';
import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { lazyChunk, useIsland, useModel } from '../../src/mount';
import { $features, $selectedStore, $session, $shopper, writeStored, type Shopper } from '../../src/stores';
import { Button, formatPrice, presellDay, Select, Spinner, TextField } from '../../src/ui';
import { readRegistryGift } from './api';
import { atcCalls } from './atcCalls';
import { atcStep, startAtc, type AtcEvent, type SessionFacts } from './atcStep';
import './AddToCart.css';
import { addToCartMessages, fill, type AddToCartMessages } from './messages';
import { deliveryOf, displaySkuOf, FIELD_ORDER, optionNameOf, say, skuOf, type AtcState, type Field, type GiftField } from './model';
import { AddedDialog, InfoDialog, PriceBlock, stockLabel } from './parts';
import { QUANTITY_CHOICES } from '../../src/validation/quantity';
import { availabilityOf, giftAmountOf, pickupIneligible, priceView, rewardPoints, stickyVisible, warrantyKey } from './rules';
import type { AddToCartPropsType } from './schema';

/**
 * Points multiplier of a rewards tier (a member without one is VIP, spec section 6): the session's rewards
 * config when it has one, else 3 (spec section 9).
 */
function multiplierOf(raw: Record<string, unknown> | undefined, tier: string | null | undefined): number | null {
  const config = raw?.rewardsConfig as { tierMultipliers?: Record<string, unknown> } | undefined;
  const v = config?.tierMultipliers?.[tier || 'VIP'];
  return typeof v === 'number' ? v : null;
}

// Known once the session answered, even with an error (the model then asks for prices as a guest).
const sessionFacts = (v: Shopper): SessionFacts => ({
  known: $session.get().status === 'ready' || $session.get().status === 'error',
  gsa: v.gsa,
  signedIn: v.signedIn,
});

const RegistryGiftDialog = lazyChunk(() => import('./RegistryGiftDialog'), 'RegistryGiftDialog');

/**
 * Whether the sticky bar shows (phones: past half the window height, not within 100 px of the page end). Read
 * when an island subscribes and once a frame while the page scrolls or resizes, not at every render.
 */
let stickyShown = false;
const readSticky = () => {
  stickyShown = stickyVisible({ width: window.innerWidth, scrollY: window.scrollY, innerHeight: window.innerHeight, scrollHeight: document.documentElement.scrollHeight });
};
const stickyNow = (): boolean => stickyShown;

function subscribeScroll(changed: () => void): () => void {
  let frame = 0;
  const schedule = () => {
    if (!frame)
      frame = requestAnimationFrame(() => {
        frame = 0;
        readSticky();
        changed();
      });
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  readSticky();
  changed();
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    if (frame) cancelAnimationFrame(frame);
  };
}

/**
 * The product page's buying box: price and points, options, quantity, personalization, gift-card details,
 * ship or pick up in store, Add to Cart (with the added-to-cart dialog and the sticky bar on phones) and
 * Add to List. Its calls and timers are its model's (atcStep); the view renders and dispatches.
 */
export function AddToCart({ productId, skuId: pageSkuId }: AddToCartPropsType): ReactNode {
  const m = addToCartMessages();
  const island = useIsland();
  const [s, dispatch] = useModel(
    atcStep,
    () => startAtc(productId, pageSkuId),
    () => ({ request: atcCalls, storage: (key: string, value: unknown) => void writeStored(key, value, 'session') }),
  );
  const info = useStore($session).info;
  const { rewardsEnabled, enableStoreOnlyItems } = useStore($features);
  const { store, pickupEnabled, storeStock, stockLoading } = s;
  const { known: sessionKnown, gsa: gsaUser, signedIn } = s.session;
  const sticky = useSyncExternalStore(subscribeScroll, stickyNow, () => false);

  const [dialog, setDialog] = useState<'bopis' | 'storeOnly' | 'shipping' | null>(null);
  const refs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const reg = (f: Field) => (el: HTMLElement | null) => {
    refs.current[f] = el;
  };
  const id = useId();

  // What the model acts on from outside the island: the session (whether and how to ask for prices), the
  // selected store and whether store pick-up is on.
  useEffect(() => {
    const offSession = $shopper.subscribe((v) => dispatch({ type: 'sessionChanged', ...sessionFacts(v) }));
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
  const delivery = deliveryOf(s, pickupEnabled);
  const add = () => dispatch({ type: 'addClicked', registry: readRegistryGift() });

  if (s.load === 'loading' && !s.product) return <Spinner label={m.loading} />;
  if (s.load === 'error' || !s.product)
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
  const pi = shown?.priceInfo;
  const view = pi
    ? priceView(
        {
          listPrice: pi.listPrice ?? null,
          salePrice: pi.salePrice ?? null,
          onSale: !!pi.onSale,
          gsa: pi.gsa ?? null,
          special: !!pi.special,
          specialPrice: pi.specialPrice ?? null,
          doorBuster: !!pi.doorBuster,
          doorBusterPrice: pi.doorBusterPrice ?? null,
          bopisSale: !!pi.bopisSale,
          bopisSalePrice: pi.bopisSalePrice,
          bopisListPrice: pi.bopisListPrice,
          addlSaving: !!pi.addlSaving,
          addlSaveSalePrice: pi.addlSaveSalePrice,
        },
        { gsaUser, signedIn, pickupEnabled },
      )
    : null;
  const giftAmount = gc ? giftAmountOf(s.amount, s.customAmount, gc.customAmount) : null;
  const range = gc ? (giftAmount !== null ? formatPrice(giftAmount) : fill(m.giftCardRange, { min: formatPrice(Math.min(...gc.amounts)), max: formatPrice(gc.customAmount.max) })) : null;
  const tier = (info?.rewardsCustomer as { tierInfo?: { currentTier?: string | null } } | null)?.tierInfo?.currentTier;
  const points = rewardsEnabled && !gc ? rewardPoints(view?.price ?? null, { gsaUser, multiplier: multiplierOf(info?.raw, tier) }) : null;
  // Store-only items can be bought only with store pickup on (spec section 4) and the store's enableStoreOnlyItems flag (section 3).
  const storeOnlyBuyable = pickupEnabled && enableStoreOnlyItems;
  const availability = shown ? availabilityOf({ status: shown.status ?? 'ACTIVE', stockLevel: shown.stockLevel, storeOnly: !!shown.storeOnly || !!p.storeOnly, ineligibleAtAllLocations: shown.ineligibleAtAllLocations }, { storePickupEnabled: storeOnlyBuyable }) : 'ok';
  const anotherAvailable = p.skus.some((k) => k.id !== shown?.id && availabilityOf({ status: k.status ?? 'ACTIVE', stockLevel: k.stockLevel, storeOnly: !!k.storeOnly, ineligibleAtAllLocations: k.ineligibleAtAllLocations }, { storePickupEnabled: storeOnlyBuyable }) === 'ok');
  const statusText =
    availability === 'soldOut' ? (anotherAvailable ? m.soldOutSelection : m.soldOutOnline) : availability === 'discontinued' ? m.discontinued : availability === 'storeOnlyDisabled' ? m.storeOnlyNote : availability === 'ineligible' ? m.ineligible : availability === 'inactive' ? m.inactive : '';
  const blocked = availability !== 'ok';
  const storeOnly = !!shown?.storeOnly || !!p.storeOnly;
  const noPickup = pickupIneligible({ storeOnly, ineligibleAtAllLocations: shown?.ineligibleAtAllLocations });
  // GSA users get no free store-pickup label (spec section 6).
  const freePickup = pickupEnabled && !noPickup && !gsaUser;
  const showDelivery = !gc && (pickupEnabled || storeOnly);
  const restricted = p.tag === 'shipping-restricted' || !!p.furniture;
  // The tag's word is said once: as the sale price's label when the price has one ('Clearance' for clearance),
  // else as a label above the price. Shipping-restricted is the Shipping Restrictions link below.
  const saleLabelled = view?.label === 'Sale' && (p.tag === 'sale' || p.tag === 'clearance');
  const tagWord = saleLabelled ? null : p.tag === 'sale' ? m.sale : p.tag === 'clearance' ? m.tagClearance : p.tag === 'gift-card' ? m.tagGiftCard : p.tag === 'promo-eligible' ? m.tagPromoEligible : null;
  const labels = [...(tagWord ? [tagWord] : []), ...(p.llExclusive ? [m.exclusive] : [])];
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
      disabled={blocked}
      busy={s.phase === 'adding'}
      aria-disabled={s.phase !== 'idle' || undefined}
      onClick={where === 'sticky' ? add : undefined}
    >
      {added ? m.addedToCart : m.addToCart}
    </Button>
  );

  return (
    <div className="sw-atc">
      {labels.length > 0 && (
        <ul className="sw-atc__labels">
          {labels.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
      <PriceBlock view={gc ? null : view} range={range} points={points} saleWord={p.tag === 'clearance' ? m.tagClearance : m.sale} m={m} />
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
            {s.general.map((g) => say(m, g)).map((g) => (
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
            options={p.skus.map((k) => ({ value: k.id, label: k.status === 'SOLD_OUT' || k.status === 'DISCONTINUED' || k.status === 'INACTIVE' ? fill(m.optionSoldOut, { value: k.option?.value ?? k.displayName ?? k.id }) : (k.option?.value ?? k.displayName ?? k.id) }))}
          />
        )}
        {gc && <GiftCardFields s={s} dispatch={dispatch} reg={reg} error={error} m={m} amounts={gc.amounts} range={gc.customAmount} egift={shown?.skuType === 'eGiftcard'} />}
        {(shown?.persEnabled || p.skuInfo?.persEnabled) && (
          <fieldset className="sw-atc__fieldset">
            <legend>{m.personalize}</legend>
            <TextField ref={reg('prefix')} label={m.prefixLabel} hint={m.personalizationHint} value={s.prefix} maxLength={18} error={error('prefix')} autoComplete="off" onChange={(e) => dispatch({ type: 'prefixTyped', value: e.target.value })} />
            <TextField ref={reg('postfix')} label={m.postfixLabel} value={s.postfix} maxLength={12} error={error('postfix')} autoComplete="off" onChange={(e) => dispatch({ type: 'postfixTyped', value: e.target.value })} />
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
            <TextField ref={reg('quantity')} label={m.quantityTyped} inputMode="numeric" maxLength={3} value={s.qtyTyped} error={error('quantity')} aria-required="true" autoComplete="off" onChange={(e) => dispatch({ type: 'quantityTyped', value: e.target.value })} />
          )}
        </div>
        {showDelivery && (
          <fieldset className="sw-atc__fieldset sw-atc__delivery" aria-describedby={s.errors.store ? `${id}-store-error` : undefined}>
            <legend>{m.delivery}</legend>
            <label className="sw-atc__radio">
              <input type="radio" name={`${id}-delivery`} value="ship" checked={delivery === 'ship'} disabled={storeOnly} onChange={() => dispatch({ type: 'deliveryChosen', value: 'ship' })} />
              {m.shipItem}
            </label>
            <label className="sw-atc__radio">
              <input type="radio" name={`${id}-delivery`} value="pickup" checked={delivery === 'pickup'} disabled={!pickupEnabled || noPickup} aria-describedby={freePickup ? `${id}-free` : undefined} onChange={() => dispatch({ type: 'deliveryChosen', value: 'pickup' })} />
              <span className="sw-atc__wide">{m.storePickup}</span>
              <span className="sw-atc__narrow">{m.storePickupMobile}</span>
              {noPickup && <span>{` (${m.notEligible})`}</span>}
              {/* Beside the choice on screen; read as its description, not as part of its name. */}
              {freePickup && (
                <span id={`${id}-free`} className="sw-atc__free" aria-hidden="true">
                  {m.freePickup}
                </span>
              )}
            </label>
            <div className="sw-atc__store">
              {store ? (
                <p>
                  {fill(m.pickupAt, { store: `${store.city || store.name}, ${store.state}` })}
                  {pickupEnabled && (
                    <>
                      {': '}
                      <span className={'sw-atc__stock sw-atc__stock--' + (storeStock ?? 'unknown')} role="status">
                        {stockLoading ? m.checkingStock : stockLabel(storeStock, m)}
                      </span>
                    </>
                  )}
                </p>
              ) : null}
              <Button ref={reg('store') as React.Ref<HTMLButtonElement>} variant="link" aria-haspopup="dialog" aria-describedby={s.errors.store ? `${id}-store-error` : undefined} onClick={() => dispatch({ type: 'storeFinderClicked' })}>
                {store ? m.changeStore : m.selectStore}
              </Button>
              {error('store') && (
                <div id={`${id}-store-error`} className="sw-field__error">
                  {error('store')}
                </div>
              )}
            </div>
            <Button variant="link" aria-haspopup="dialog" onClick={() => setDialog(storeOnly ? 'storeOnly' : 'bopis')}>
              {storeOnly ? m.storeOnlyInfo : m.bopisInfo}
            </Button>
          </fieldset>
        )}
        {restricted && (
          <Button variant="link" aria-haspopup="dialog" onClick={() => setDialog('shipping')}>
            {m.shippingInfo}
          </Button>
        )}
        {statusText && (
          <p className="sw-atc__status" role="note">
            {statusText}
          </p>
        )}
        <div className="sw-atc__actions">
          {addButton('main')}
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => dispatch({ type: 'addToListClicked' })} disabled={!sessionKnown}>
            {m.addToList}
          </Button>
        </div>
        <p className="sw-visually-hidden" role="status">
          {s.phase === 'adding' ? m.adding : added ? m.addedToCart : ''}
        </p>
      </form>
      {sticky && !(availability === 'discontinued') && (
        <div className="sw-atc-sticky" role="region" aria-label={m.addToCart}>
          <span className="sw-atc-sticky__price">{range ?? (view?.price != null ? formatPrice(view.price) : '')}</span>
          {addButton('sticky')}
        </div>
      )}
      <AddedDialog added={s.added} name={sku?.displayName ?? p.name} productId={p.productId} onClose={() => dispatch({ type: 'addedClosed' })} m={m} />
      {s.registryAsk && (
        <RegistryGiftDialog name={s.registryAsk.giftRecipientName} onAnswer={(forRegistry) => dispatch({ type: 'registryAnswered', forRegistry })} onClose={() => dispatch({ type: 'registryDismissed' })} closeLabel={m.close} />
      )}
      <InfoDialog open={dialog === 'bopis'} onClose={() => setDialog(null)} title={m.bopisTitle} paragraphs={[m.bopisBody1, m.bopisBody2]} m={m} />
      <InfoDialog open={dialog === 'storeOnly'} onClose={() => setDialog(null)} title={m.storeOnlyTitle} paragraphs={[m.storeOnlyBody, m.bopisBody2]} m={m} />
      <InfoDialog open={dialog === 'shipping'} onClose={() => setDialog(null)} title={m.shippingTitle} paragraphs={[m.shippingBody1, m.shippingBody2]} m={m} />
    </div>
  );
}

function GiftCardFields({
  s,
  dispatch,
  reg,
  error,
  m,
  amounts,
  range,
  egift,
}: {
  s: AtcState;
  dispatch: (action: AtcEvent) => void;
  reg: (f: Field) => (el: HTMLElement | null) => void;
  error: (f: Field) => string | null;
  m: AddToCartMessages;
  amounts: number[];
  range: { min: number; max: number };
  egift: boolean;
}): ReactNode {
  const msgId = useId();
  const text = (f: GiftField, label: string, extra: Partial<React.InputHTMLAttributes<HTMLInputElement>> = {}) => (
    <TextField ref={reg(f)} label={label} value={s[f]} error={error(f)} onChange={(e) => dispatch({ type: 'giftTyped', field: f, value: e.target.value })} {...extra} />
  );
  return (
    <div className="sw-atc__gift">
      <p className="sw-atc__note">{egift ? m.egiftNote : m.classicNote}</p>
      <Select
        ref={reg('amount')}
        label={m.amount}
        placeholder={m.selectAmount}
        value={s.amount}
        error={error('amount')}
        aria-required="true"
        onChange={(e) => dispatch({ type: 'amountChosen', value: e.target.value })}
        options={[...amounts.map((a) => ({ value: String(a), label: formatPrice(a) })), { value: 'custom', label: m.customAmount }]}
      />
      {s.amount === 'custom' && (
        <TextField
          ref={reg('customAmount')}
          label={m.customAmountLabel}
          hint={fill(m.customAmountHint, { min: formatPrice(range.min), max: formatPrice(range.max) })}
          inputMode="decimal"
          value={s.customAmount}
          error={error('customAmount')}
          aria-required="true"
          autoComplete="off"
          onChange={(e) => dispatch({ type: 'customAmountTyped', value: e.target.value })}
        />
      )}
      {text('recipientName', m.recipientName, { 'aria-required': true, autoComplete: 'off' })}
      {text('recipientEmail', m.recipientEmail, { type: 'email', autoComplete: 'off', ...(egift && { 'aria-required': true }) })}
      {text('senderName', m.senderName, { 'aria-required': true, autoComplete: 'name' })}
      <div className={'sw-field' + (error('message') ? ' sw-field--invalid' : '')}>
        <label className="sw-field__label" htmlFor={msgId}>
          {m.giftMessage}
        </label>
        <textarea
          ref={reg('message') as React.Ref<HTMLTextAreaElement>}
          id={msgId}
          className="sw-input sw-atc__textarea"
          rows={3}
          maxLength={500}
          value={s.message}
          aria-invalid={error('message') ? true : undefined}
          aria-describedby={`${msgId}-hint`}
          onChange={(e) => dispatch({ type: 'giftTyped', field: 'message', value: e.target.value })}
        />
        <div id={`${msgId}-hint`} className="sw-field__hint">
          {error('message') ?? m.giftMessageHint}
        </div>
      </div>
    </div>
  );
}
