import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { track } from '../../src/events';
import { openWidget, useIsland } from '../../src/mount';
import { $features, $selectedStore, $session, readStored, setCartCount, writeStored } from '../../src/stores';
import { Button, formatPrice, Select, Spinner, TextField } from '../../src/ui';
import { addToCart, loadProduct, loadStoreStock, readRegistryGift, type GiftCardPayload, type StoreStock } from './api';
import './AddToCart.css';
import { addToCartMessages, fill, type AddToCartMessages } from './messages';
import { atcReducer, deliveryOf, displaySkuOf, FIELD_ORDER, initialAtcState, isGiftCard, optionNameOf, say, skuOf, type AtcState, type Field, type GiftField, type SubmitContext } from './model';
import { AddedDialog, InfoDialog, PriceBlock, stockLabel } from './parts';
import { QUANTITY_CHOICES, quantityOf } from '../../src/validation/quantity';
import { availabilityOf, giftAmountOf, personalizationMessage, priceView, rewardPoints, skuPath, stickyVisible } from './rules';
import type { AddToCartPropsType } from './schema';

/** Button feedback (spec section 9): the 'Added To Cart' label fades at 2 s; the button resets at 5 s. */
export const FADE_MS = 2000;
export const RESET_MS = 5000;

const CHOSEN_KEY = 'sw-atc-chosen:';

/** Whether the shopper chose this SKU on this product in this tab (so a reload keeps even the default option). */
const rememberedChoice = (productId: string): unknown => readStored(CHOSEN_KEY + productId, 'session');
const remember = (productId: string, skuId: string): boolean => writeStored(CHOSEN_KEY + productId, skuId, 'session');

/** Points multiplier of a rewards tier: the session's rewards config when it has one, else 3 (spec section 9). */
function multiplierOf(raw: Record<string, unknown> | undefined, tier: string | null | undefined): number | null {
  const config = raw?.rewardsConfig as { tierMultipliers?: Record<string, unknown> } | undefined;
  const v = tier ? config?.tierMultipliers?.[tier] : undefined;
  return typeof v === 'number' ? v : null;
}

/**
 * The product page's buying box: price and points, options, quantity, personalization, gift-card details,
 * ship or pick up in store, Add to Cart (with the added-to-cart dialog and the sticky bar on phones) and
 * Add to List.
 */
export function AddToCart({ productId, skuId: propSkuId }: AddToCartPropsType): ReactNode {
  const m = addToCartMessages();
  const island = useIsland();
  const session = useStore($session);
  const store = useStore($selectedStore);
  const [s, dispatch] = useReducer(atcReducer, initialAtcState);
  const info = session.info;
  const sessionKnown = session.status === 'ready' || session.status === 'error';
  const gsaUser = info?.profile.gsaUser ?? false;
  const signedIn = info?.profile.loginStatus === 'loggedIn';
  const { bopisEnabled: pickupEnabled, rewardsEnabled } = useStore($features);

  const [storeStock, setStoreStock] = useState<StoreStock | null>(null);
  const [stockLoading, setStockLoading] = useState(false);
  const [dialog, setDialog] = useState<'bopis' | 'storeOnly' | 'shipping' | null>(null);
  const [sticky, setSticky] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const reg = (f: Field) => (el: HTMLElement | null) => {
    refs.current[f] = el;
  };
  const sending = useRef(false);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);

  // The product, once the session says whether to ask for GSA prices (again after a sign-in changes it).
  useEffect(() => {
    if (!sessionKnown) return;
    const ctrl = new AbortController();
    dispatch({ type: 'reloadRequested' });
    void loadProduct(productId, gsaUser, ctrl.signal).then((r) => {
      if (ctrl.signal.aborted) return;
      if (!r.ok) return dispatch({ type: 'productFailed' });
      const p = r.data;
      // A multi-option product opened at its default SKU asks for the option, unless the shopper chose it here.
      const preset = propSkuId && (p.skus.length < 2 || propSkuId !== p.defaultSkuId || rememberedChoice(productId) === propSkuId) ? propSkuId : null;
      dispatch({ type: 'productLoaded', product: p, skuId: s.skuId ?? preset });
    });
    return () => ctrl.abort();
    // s.skuId is read once per load on purpose: a reload for GSA prices keeps the shopper's choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId, propSkuId, gsaUser, sessionKnown, attempt]);

  useEffect(() => {
    if (s.load !== 'loading') island?.ready();
  }, [s.load, island]);

  const sku = skuOf(s);
  const shown = displaySkuOf(s);
  const delivery = deliveryOf(s, pickupEnabled);
  const qty = quantityOf(s.qtyChoice, s.qtyTyped) ?? 1;

  // The selected store's stock of the SKU (one inventory call per store), when the shopper may pick up.
  const stockSku = shown?.id;
  const wantsStock = !!store && !!stockSku && pickupEnabled && !isGiftCard(s);
  useEffect(() => {
    setStoreStock(null);
    if (!wantsStock) return;
    const ctrl = new AbortController();
    setStockLoading(true);
    void loadStoreStock(store.id, stockSku, qty, ctrl.signal).then((v) => {
      if (ctrl.signal.aborted) return;
      setStoreStock(v);
      setStockLoading(false);
    });
    return () => {
      ctrl.abort();
      setStockLoading(false);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantsStock, store?.id, stockSku]);

  useEffect(() => {
    dispatch({ type: 'storeChanged' });
  }, [store?.id]);

  // Button phases after a success: fade at 2 s, reset at 5 s.
  useEffect(() => {
    if (s.phase !== 'added') return;
    const fade = setTimeout(() => dispatch({ type: 'fadeStarted' }), FADE_MS);
    const reset = setTimeout(() => dispatch({ type: 'resetDone' }), RESET_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(reset);
    };
    // Only the start of the 'added' phase arms the timers (fading must not restart them).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [s.phase === 'added' || s.phase === 'fading']);

  // Focus the first field to fix, in the same commit as its message.
  useLayoutEffect(() => {
    if (!s.fixes) return;
    const first = FIELD_ORDER.find((f) => s.errors[f] && refs.current[f]);
    const el = first && refs.current[first];
    if (el) {
      el.focus();
      el.scrollIntoView?.({ block: 'center' });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [s.fixes]);

  // The sticky bar on phones: past half the window height, not within 100 px of the page end.
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const doc = document.documentElement;
      setSticky(stickyVisible({ width: window.innerWidth, scrollY: window.scrollY, innerHeight: window.innerHeight, scrollHeight: doc.scrollHeight }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    check();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  const ctx = (): SubmitContext => ({ storeId: store?.id ?? null, storeName: store?.name ?? '', storeStock, pickupEnabled });

  const submit = useCallback(
    async (e?: React.FormEvent) => {
      e?.preventDefault();
      // One add at a time, even for two clicks in the same frame.
      if (sending.current) return;
      const c = ctx();
      const next = atcReducer(s, { type: 'submitted', ctx: c });
      dispatch({ type: 'submitted', ctx: c });
      if (next.phase !== 'adding' || s.phase !== 'idle') return;
      sending.current = true;
      const p = s.product!;
      const k = skuOf(s)!;
      const custom = personalizationMessage(s.prefix, s.postfix);
      const payload = {
        catalogRefId: k.id,
        productId: p.productId,
        quantity: quantityOf(s.qtyChoice, s.qtyTyped)!,
        personalized: !!custom,
        customMessage: custom,
        locationId: deliveryOf(s, c.pickupEnabled) === 'pickup' ? (c.storeId ?? null) : null,
      };
      let gift: GiftCardPayload | null = null;
      if (p.giftCard) {
        gift = {
          amount: giftAmountOf(s.amount, s.customAmount, p.giftCard.customAmount)!,
          recipientName: s.recipientName.trim(),
          recipientEmail: s.recipientEmail.trim(),
          senderName: s.senderName.trim(),
          design: k.design ?? k.option?.value ?? '',
          commerceItemType: k.skuType === 'eGiftcard' ? 'eGiftCardCommerceItem' : 'giftCardCommerceItem',
          personalization: s.message,
        };
      }
      const outcome = await addToCart(payload, gift, readRegistryGift());
      sending.current = false;
      if (outcome.kind === 'added') {
        setCartCount(outcome.count, outcome.encryptedOrderId ? { encryptedOrderId: outcome.encryptedOrderId } : {});
        const ga = (outcome.item?.gaEventData ?? { id: p.productId, name: p.name, variant: k.option?.value ?? '', quantity: payload.quantity }) as Record<string, unknown>;
        track('addToCart', { ecommerce: { currencyCode: 'USD', add: { products: [{ ...ga, sku: k.id, quantity: payload.quantity }] } }, cartCount: outcome.count });
      }
      dispatch({ type: 'answered', outcome, ctx: c });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [s, store, storeStock, pickupEnabled, m],
  );

  if (s.load === 'loading' && !s.product) return <Spinner label={m.loading} />;
  if (s.load === 'error' || !s.product)
    return (
      <div className="sw-atc">
        <p className="sw-alert sw-alert--error" role="alert">
          {m.loadError}
        </p>
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
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
        { listPrice: pi.listPrice ?? null, salePrice: pi.salePrice ?? null, onSale: !!pi.onSale, gsa: pi.gsa ?? null, special: !!pi.special, specialPrice: pi.specialPrice ?? null, doorBuster: !!pi.doorBuster, doorBusterPrice: pi.doorBusterPrice ?? null },
        { gsaUser, signedIn },
      )
    : null;
  const giftAmount = gc ? giftAmountOf(s.amount, s.customAmount, gc.customAmount) : null;
  const range = gc ? (giftAmount !== null ? formatPrice(giftAmount) : fill(m.giftCardRange, { min: formatPrice(Math.min(...gc.amounts)), max: formatPrice(gc.customAmount.max) })) : null;
  const tier = (info?.rewardsCustomer as { tierInfo?: { currentTier?: string | null } } | null)?.tierInfo?.currentTier;
  const points = rewardsEnabled && !gc ? rewardPoints(view?.price ?? null, { gsaUser, multiplier: multiplierOf(info?.raw, tier) }) : null;
  const availability = shown ? availabilityOf({ status: shown.status ?? 'ACTIVE', stockLevel: shown.stockLevel, storeOnly: !!shown.storeOnly || !!p.storeOnly, ineligibleAtAllLocations: shown.ineligibleAtAllLocations }, { storePickupEnabled: pickupEnabled }) : 'ok';
  const anotherAvailable = p.skus.some((k) => k.id !== shown?.id && availabilityOf({ status: k.status ?? 'ACTIVE', stockLevel: k.stockLevel, storeOnly: !!k.storeOnly, ineligibleAtAllLocations: k.ineligibleAtAllLocations }, { storePickupEnabled: pickupEnabled }) === 'ok');
  const statusText =
    availability === 'soldOut' ? (anotherAvailable ? m.soldOutSelection : m.soldOutOnline) : availability === 'discontinued' ? m.discontinued : availability === 'storeOnlyDisabled' ? m.storeOnlyNote : availability === 'ineligible' ? m.ineligible : '';
  const blocked = availability !== 'ok';
  const storeOnly = !!shown?.storeOnly || !!p.storeOnly;
  const showDelivery = !gc && (pickupEnabled || storeOnly);
  const restricted = p.tag === 'shipping-restricted' || !!p.furniture;
  const registry = readRegistryGift();
  const added = s.phase === 'added' || s.phase === 'fading';
  const error = (f: Field) => {
    const said = s.errors[f];
    return said ? say(m, said) : null;
  };

  const chooseOption = (skuId: string) => {
    dispatch({ type: 'optionChosen', skuId });
    if (!skuId) return;
    remember(p.productId, skuId);
    const path = skuPath(location.pathname, skuId);
    try {
      if (path) history.replaceState(history.state, '', path + location.search + location.hash);
    } catch {
      // A sandboxed page may refuse; the choice still holds on this page.
    }
  };

  const openStoreFinder = () => void openWidget('store-finder', { context: 'product', skuId: shown?.id ?? '' }, 'add-to-cart');

  const addToList = () => {
    if (!signedIn) return void openWidget('sign-in', undefined, 'add-to-cart');
    if (!skuOf(s)) return dispatch({ type: 'optionMissing' });
    void openWidget('add-to-list', { catalogRefId: skuOf(s)!.id, productId: p.productId, quantity: qty }, 'add-to-cart');
  };

  const addButton = (where: 'main' | 'sticky') => (
    <Button
      type={where === 'main' ? 'submit' : 'button'}
      className={'sw-atc__add' + (s.phase === 'fading' ? ' sw-atc__add--fading' : '') + (added ? ' sw-atc__add--added' : '')}
      disabled={blocked}
      busy={s.phase === 'adding'}
      aria-disabled={s.phase !== 'idle' || undefined}
      onClick={where === 'sticky' ? () => void submit() : undefined}
    >
      {added ? m.addedToCart : m.addToCart}
    </Button>
  );

  return (
    <div className="sw-atc">
      <PriceBlock view={gc ? null : view} range={range} points={points} m={m} />
      {registry && <p className="sw-atc__note">{fill(m.registryFor, { name: registry.giftRecipientName })}</p>}
      <form ref={formRef} className="sw-atc__form" noValidate onSubmit={(e) => void submit(e)} aria-label={p.name}>
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
            onChange={(e) => chooseOption(e.target.value)}
            options={p.skus.map((k) => ({ value: k.id, label: k.status === 'SOLD_OUT' || k.status === 'DISCONTINUED' ? fill(m.optionSoldOut, { value: k.option?.value ?? k.displayName ?? k.id }) : (k.option?.value ?? k.displayName ?? k.id) }))}
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
              <input type="radio" name={`${id}-delivery`} value="pickup" checked={delivery === 'pickup'} disabled={!pickupEnabled} onChange={() => dispatch({ type: 'deliveryChosen', value: 'pickup' })} />
              <span className="sw-atc__wide">{m.storePickup}</span>
              <span className="sw-atc__narrow">{m.storePickupMobile}</span>
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
              <Button ref={reg('store') as React.Ref<HTMLButtonElement>} variant="link" aria-haspopup="dialog" aria-describedby={s.errors.store ? `${id}-store-error` : undefined} onClick={openStoreFinder}>
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
          <Button variant="secondary" aria-haspopup="dialog" onClick={addToList} disabled={!sessionKnown}>
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
      <AddedDialog added={s.added} name={sku?.displayName ?? p.name} onClose={() => dispatch({ type: 'addedClosed' })} m={m} />
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
  dispatch: React.Dispatch<Parameters<typeof atcReducer>[1]>;
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
