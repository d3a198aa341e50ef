import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { lazyChunk, openWidget, useIsland } from '../../src/mount';
import { $cart, $features, $selectedStore, $session, setCartCount } from '../../src/stores';
import { Button, formatPrice, Spinner } from '../../src/ui';
import { claimCoupon, loadCart, removeLine, revokeCoupon, switchDelivery, updateQuantity, type Cart, type CartAnswer } from './api';
import './Cart.css';
import { CartLineView } from './CartLine';
import { cartMessages, fill, type CartMessages } from './messages';
import { cartQuantity, cartReducer, initialCartState, paypalOffer, quantityToSend, type CartAction, type CartState } from './model';
import { navigation } from './navigation';
import { PromoBox } from './PromoBox';
import type { CartPropsType } from './schema';
import { QUANTITY_DEBOUNCE_MS } from './stepper';
import { followableLink, homePath, linkHref, ROUTES } from '../../src/site';

// The wallet's part of the cart is a lazy chunk: only a cart that offers PayPal loads it.
const PayPalButtons = lazyChunk(() => import('./PayPalExpress'), 'PayPalButtons', { fallback: <PayPalLoading /> });

function PayPalLoading() {
  return (
    <p className="sw-express__note" role="status">
      {cartMessages().paypalLoading}
    </p>
  );
}

/** The reducer's state kept in a ref too, so handlers and timers always act on the newest state. */
function useCartState(): [CartState, (a: CartAction) => CartState, () => CartState] {
  const [state, setState] = useState(initialCartState);
  const ref = useRef(state);
  const act = useCallback((a: CartAction) => {
    ref.current = cartReducer(ref.current, a);
    setState(ref.current);
    return ref.current;
  }, []);
  const get = useCallback(() => ref.current, []);
  return [state, act, get];
}

function noticeText(n: CartState['notice'], m: CartMessages): string {
  if (!n) return '';
  if (n.kind === 'removed') return fill(m.removed, { name: n.what });
  if (n.kind === 'applied') return fill(m.promoApplied, { code: n.what });
  if (n.kind === 'revoked') return fill(m.promoRevoked, { code: n.what });
  if (n.kind === 'cancelled') return m.paypalCancelled;
  return m.updated;
}

/**
 * The cart page (storefront spec sections 3 to 9 for the cart): lines with their quantity steppers and
 * pickup-or-ship choice, unavailable lines apart, the empty cart, rewards points, promo codes, the order
 * summary, Checkout, and express checkout with PayPal. The server's cart is the truth; every change is one
 * call, and the header's count follows each answer (other tabs too, through setCartCount).
 */
export function CartPage({ continueUrl, checkoutUrl: checkoutProp, paypalScript }: CartPropsType): ReactNode {
  // The marker's checkout address is followed only if it is a page of this site (or a configured host).
  const checkoutUrl = followableLink(checkoutProp) ?? ROUTES.checkout;
  const m = cartMessages();
  const island = useIsland();
  const [s, act, get] = useCartState();
  const session = useStore($session);
  const store = useStore($selectedStore);
  const { bopisEnabled: pickupEnabled, rewardsEnabled } = useStore($features);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const inFlight = useRef(new Set<Promise<void>>());
  const pickupFor = useRef<string | null>(null);
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  const reload = useCallback(async () => {
    const r = await loadCart(m.loadFailed);
    act(r.ok ? { type: 'loaded', cart: r.cart } : { type: 'loadFailed', message: r.message });
  }, [act, m.loadFailed]);

  useEffect(() => {
    void reload();
    const pending = timers.current;
    // Back from checkout (or PayPal) through the browser's page cache: the cart may have changed there.
    const onShow = (e: PageTransitionEvent) => e.persisted && void reload();
    addEventListener('pageshow', onShow);
    return () => {
      removeEventListener('pageshow', onShow);
      pending.forEach((t) => clearTimeout(t));
    };
  }, [reload]);

  // The fallback stays up until the first answer, so the page changes once.
  useEffect(() => {
    if (s.status !== 'loading') island?.ready();
  }, [s.status, island]);

  // The header's count follows the cart (and other tabs through setCartCount).
  useEffect(() => {
    if (!s.cart) return;
    const qty = cartQuantity(s.cart);
    if ($cart.get().cartQty !== qty) setCartCount(qty, s.cart.cartId ? { cartId: s.cart.cartId } : {});
  }, [s.cart]);

  // A change made in another tab (or another island) reads the cart again.
  useEffect(
    () =>
      $cart.listen((c) => {
        const cart = get().cart;
        if (cart && c.cartQty !== cartQuantity(cart)) void reload();
      }),
    [get, reload],
  );

  const answered = (r: CartAnswer, ok: (cart: Cart) => CartAction, refused: (message: string) => CartAction) => act(r.ok ? ok(r.cart) : refused(r.message));

  const send = useCallback(
    (lineId: string): Promise<void> => {
      const q = quantityToSend(get(), lineId);
      if (q === null) return Promise.resolve();
      act({ type: 'quantitySent', id: lineId, quantity: q });
      const call = (async () => {
        const r = await updateQuantity(lineId, q, m.updateFailed);
        const next = act(r.ok ? { type: 'quantitySaved', id: lineId, cart: r.cart } : { type: 'quantityRefused', id: lineId, message: r.message });
        // Changed again while the call was out: that change goes next, once the shopper stops.
        if (r.ok && quantityToSend(next, lineId) !== null) schedule(lineId);
      })();
      inFlight.current.add(call);
      return call.finally(() => inFlight.current.delete(call));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [act, get, m.updateFailed],
  );

  /** Sends every change still waiting for the shopper to stop, and waits for the calls on their way. */
  const flush = useCallback(async (): Promise<boolean> => {
    const waiting = [...timers.current.keys()];
    for (const lineId of waiting) clearTimeout(timers.current.get(lineId));
    timers.current.clear();
    await Promise.all([...waiting.map((lineId) => send(lineId)), ...inFlight.current]);
    return !Object.values(get().lines).some((l) => l.error);
  }, [get, send]);

  const schedule = (lineId: string, ms = QUANTITY_DEBOUNCE_MS) => {
    clearTimeout(timers.current.get(lineId));
    timers.current.set(
      lineId,
      setTimeout(() => {
        timers.current.delete(lineId);
        void send(lineId);
      }, ms),
    );
  };

  const remove = async (lineId: string) => {
    clearTimeout(timers.current.get(lineId));
    act({ type: 'removeSent', id: lineId });
    const r = await removeLine(lineId, m.removeFailed);
    answered(r, (cart) => ({ type: 'removed', id: lineId, cart }), (message) => ({ type: 'removeRefused', id: lineId, message }));
    // The line is gone: focus goes to the list's heading rather than to the page's start.
    if (r.ok) itemsHeading.current?.focus();
  };

  const deliver = async (lineId: string, pickup: boolean, storeId: string | null) => {
    act({ type: 'deliverySent', id: lineId });
    const r = await switchDelivery(lineId, pickup, storeId, m.deliveryFailed);
    answered(r, (cart) => ({ type: 'deliveryChanged', id: lineId, cart }), (message) => ({ type: 'deliveryRefused', id: lineId, message }));
  };

  /** Pickup needs a store: without one (or to change it) the store finder opens, and the choice comes back through $selectedStore. */
  const askForStore = async (lineId: string, skuId: string) => {
    pickupFor.current = lineId;
    const opened = await openWidget('store-finder', { context: 'cart', skuId }, 'cart');
    if (!opened) {
      pickupFor.current = null;
      act({ type: 'deliveryRefused', id: lineId, message: m.noStore });
    }
  };

  useEffect(() => {
    const lineId = pickupFor.current;
    if (!store || !lineId) return;
    pickupFor.current = null;
    void deliver(lineId, true, store.id);
    // Only a newly chosen store matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  const applyPromo = async () => {
    const next = act({ type: 'promoSubmitted' });
    if (!next.promo.busy) return;
    const code = next.promo.text;
    const r = await claimCoupon(code, m.promoFailed);
    answered(r, (cart) => ({ type: 'promoApplied', cart, code }), (message) => ({ type: 'promoRefused', message }));
  };

  const revoke = async (code: string) => {
    if (get().promo.revoking) return;
    act({ type: 'revokeSent', code });
    const r = await revokeCoupon(code, m.revokeFailed);
    answered(r, (cart) => ({ type: 'revoked', cart, code }), (message) => ({ type: 'revokeRefused', message }));
  };

  const notice = (
    <>
      <p className="sw-visually-hidden" role="status">
        {noticeText(s.notice, m)}
      </p>
      {s.error && s.cart && (
        <p className="sw-cart__error sw-cart__wide" role="alert">
          {s.error}
        </p>
      )}
    </>
  );

  if (s.status === 'loading') return <Spinner label={m.loading} />;
  if (s.status === 'error' || !s.cart)
    return (
      <div className="sw-cart__empty" role="alert">
        <p>{s.error ?? m.loadFailed}</p>
        <Button variant="secondary" onClick={() => void reload()}>
          {m.retry}
        </Button>
      </div>
    );

  const cart = s.cart;
  const info = session.info;
  const gsa = cart.isGSAUser || info?.profile.gsaUser === true;
  const sum = cart.cartSummary;
  const points = cart.rewardsInfo?.totalPoints ?? 0;
  const offer = paypalOffer(cart);

  if (cart.isEmptyCart)
    return (
      <section className="sw-cart__empty" aria-labelledby={`${id}-empty`}>
        {notice}
        <h2 id={`${id}-empty`} className="sw-cart__h2">
          {m.emptyTitle}
        </h2>
        <p>{m.emptyText}</p>
        <a className="sw-button sw-button--primary" href={linkHref(continueUrl) ?? homePath()}>
          {m.continueShopping}
        </a>
      </section>
    );

  const lineProps = (lineId: string, skuId: string, pickup: boolean) => ({
    m,
    pickupEnabled,
    onType: (text: string) => act({ type: 'quantityTyped', id: lineId, text }),
    onStep: (delta: 1 | -1) => {
      act({ type: 'quantityStepped', id: lineId, delta });
      schedule(lineId);
    },
    onCommit: () => {
      act({ type: 'quantityCommitted', id: lineId });
      clearTimeout(timers.current.get(lineId));
      void send(lineId);
    },
    onRemove: () => void remove(lineId),
    onDelivery: (wantPickup: boolean) => {
      if (wantPickup === pickup) return;
      if (wantPickup && !$selectedStore.get()) return void askForStore(lineId, skuId);
      void deliver(lineId, wantPickup, wantPickup ? ($selectedStore.get()?.id ?? null) : null);
    },
    onChangeStore: () => void askForStore(lineId, skuId),
  });

  const itemCount = cart.allLines.reduce((n, l) => n + l.quantity, 0);

  return (
    <div className="sw-cart">
      {notice}
      <div className="sw-cart__lines">
        {cart.allLines.length > 0 && (
          <section aria-labelledby={`${id}-items`}>
            <h2 id={`${id}-items`} ref={itemsHeading} tabIndex={-1} className="sw-cart__h2">
              {fill(m.itemsTitle, { count: itemCount })}
            </h2>
            <ul className="sw-cart__list">
              {cart.allLines.map((l) => (
                <CartLineView key={l.commerceItemId} line={l} ui={s.lines[l.commerceItemId]!} {...lineProps(l.commerceItemId, l.catalogRefId, l.instorePickUpOpted)} />
              ))}
            </ul>
          </section>
        )}
        {cart.unavailableLines.length > 0 && (
          <section aria-labelledby={`${id}-unavailable`} className="sw-cart__unavailable">
            <h2 id={`${id}-unavailable`} className="sw-cart__h2" ref={cart.allLines.length ? undefined : itemsHeading} tabIndex={-1}>
              {m.unavailableTitle}
            </h2>
            <p className="sw-cart__muted">{m.unavailableNote}</p>
            <ul className="sw-cart__list">
              {cart.unavailableLines.map((l) => (
                <CartLineView key={l.commerceItemId} line={l} ui={s.lines[l.commerceItemId]!} unavailable {...lineProps(l.commerceItemId, l.catalogRefId, l.instorePickUpOpted)} />
              ))}
            </ul>
          </section>
        )}
      </div>
      <aside className="sw-cart__summary" aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`} className="sw-cart__h2">
          {m.summaryTitle}
        </h2>
        {!gsa && rewardsEnabled && points > 0 && <p className="sw-cart__rewards">{fill(m.rewardsPoints, { points: points.toLocaleString('en-US') })}</p>}
        <PromoBox
          promo={s.promo}
          qualifiers={gsa ? [] : sum.qualifierMessages}
          applied={sum.appliedPromotions}
          showBox={!gsa && sum.isShowCouponbox}
          m={m}
          onType={(text) => act({ type: 'promoTyped', text })}
          onApply={() => void applyPromo()}
          onRevoke={(code) => void revoke(code)}
        />
        <dl className="sw-cart__totals">
          <dt>{m.subtotal}</dt>
          <dd>{formatPrice(sum.merchandiseSubtotal)}</dd>
          {sum.discountAmount > 0 && (
            <>
              <dt>{m.discounts}</dt>
              <dd className="sw-cart__discount">-{formatPrice(sum.discountAmount)}</dd>
            </>
          )}
          <dt>{m.shipping}</dt>
          <dd>{sum.shipping === 0 ? m.free : sum.shipping == null ? m.taxLater : formatPrice(sum.shipping)}</dd>
          <dt>{m.tax}</dt>
          <dd>{sum.estimatedTax == null ? m.taxLater : formatPrice(sum.estimatedTax)}</dd>
          <dt className="sw-cart__total">{m.total}</dt>
          <dd className="sw-cart__total">{formatPrice(sum.total)}</dd>
        </dl>
        {sum.freeShippingMessage && <p className="sw-cart__muted">{sum.freeShippingMessage}</p>}
        <Button className="sw-cart__checkout" disabled={cart.disableCheckout} aria-describedby={cart.disableCheckout ? `${id}-nocheckout` : undefined} onClick={() => void flush().then((ok) => ok && navigation.go(checkoutUrl))}>
          {m.checkout}
        </Button>
        {cart.disableCheckout && (
          <p id={`${id}-nocheckout`} className="sw-cart__muted">
            {m.checkoutDisabled}
          </p>
        )}
        {offer !== 'none' && (
          <section className="sw-express" aria-labelledby={`${id}-express`}>
            <p className="sw-express__or" aria-hidden="true">
              <span>{m.or}</span>
            </p>
            <h3 id={`${id}-express`} className="sw-visually-hidden">
              {m.expressTitle}
            </h3>
            {offer === 'quote' && <p className="sw-express__note">{m.paypalQuote}</p>}
            {offer === 'overLimit' && <p className="sw-express__note">{m.paypalOverLimit}</p>}
            {offer === 'offer' && <PayPalButtons state={s} get={get} act={act} m={m} scriptOverride={paypalScript} checkoutUrl={checkoutUrl} reload={() => void reload()} flush={flush} />}
          </section>
        )}
      </aside>
    </div>
  );
}
