import { useStore } from '../../src/stores/useStore';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { lazyChunk, useCalls, useIsland, useModel } from '../../src/mount';
import { $cart, $features, $selectedStore, $shopper } from '../../src/stores';
import { Button, formatCount, formatPrice, Spinner } from '../../src/ui';
import './Cart.css';
import { CartLineView } from './CartLine';
import { cartMessages, fill } from './messages';
import { cartStep, startCart, type CartCalls } from './model';
import { navigation } from './navigation';
import { PromoBox } from './PromoBox';
import { paypalOffer } from './reducer';
import type { CartPropsType } from './schema';
import { itemCount, noticeText, shippingText } from './selectors';
import { followableLink, homePath, linkHref, sitePaths } from '../../src/platform';

// The wallet's part of the cart is a lazy chunk: only a cart that offers PayPal loads it.
const PayPalButtons = lazyChunk(() => import('./PayPalExpress'), 'PayPalButtons', { fallback: <PayPalLoading /> });

function PayPalLoading() {
  return (
    <p className="sw-express__note" role="status">
      {cartMessages().paypalLoading}
    </p>
  );
}

/**
 * The cart page (storefront spec sections 3 to 9 for the cart): lines with their quantity steppers and
 * pickup-or-ship choice, unavailable lines apart, the empty cart, rewards points, promo codes, the order
 * summary, Checkout, and express checkout with PayPal. The server's cart is the truth; every change is one
 * call, and the header's count follows each answer (other tabs too, through setCartCount).
 */
export function CartPage({ continueUrl, checkoutUrl: checkoutProp, paypalScript }: CartPropsType): ReactNode {
  // The marker's checkout address is followed only if it is a page of this site (or a configured host).
  const checkoutUrl = followableLink(checkoutProp) ?? sitePaths().checkout;
  const m = cartMessages();
  const island = useIsland();
  const calls = useCalls<CartCalls>();
  const [s, dispatch, model] = useModel(
    cartStep,
    () => startCart(checkoutUrl),
    () => ({ request: calls, navigate: (url: string) => navigation.go(url) }),
    { answersAsTransitions: true },
  );
  const shopper = useStore($shopper);
  const { bopisEnabled: pickupEnabled, rewardsEnabled } = useStore($features);
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  // What happens outside the island reaches the model: the selected store, the header's count (another tab
  // or island), and a return through the browser's page cache (from checkout or PayPal).
  useEffect(() => {
    const offStore = $selectedStore.subscribe((store) => dispatch({ type: 'storeSelected', storeId: store?.id ?? null }));
    const offCount = $cart.listen((c) => dispatch({ type: 'countHeard', qty: c.cartQty }));
    const onShow = (e: PageTransitionEvent) => e.persisted && dispatch({ type: 'reloadAsked' });
    addEventListener('pageshow', onShow);
    return () => {
      offStore();
      offCount();
      removeEventListener('pageshow', onShow);
    };
  }, [dispatch]);

  // The fallback stays up until the first answer, so the page changes once.
  useEffect(() => {
    if (s.status !== 'loading') island?.ready();
  }, [s.status, island]);

  // A line is gone: focus goes to the list's heading rather than to the page's start.
  useLayoutEffect(() => {
    if (s.notice?.kind === 'removed') itemsHeading.current?.focus();
  }, [s.notice]);

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
        <Button variant="secondary" onClick={() => dispatch({ type: 'reloadAsked' })}>
          {m.retry}
        </Button>
      </div>
    );

  const cart = s.cart;
  const gsa = cart.isGSAUser || shopper.gsa;
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

  const lineProps = (lineId: string) => ({
    m,
    pickupEnabled,
    onType: (text: string) => dispatch({ type: 'quantityTyped', id: lineId, text }),
    onStep: (delta: 1 | -1) => dispatch({ type: 'quantityStepped', id: lineId, delta }),
    onCommit: () => dispatch({ type: 'quantityCommitted', id: lineId }),
    onRemove: () => dispatch({ type: 'removeClicked', id: lineId }),
    onDelivery: (pickup: boolean) => dispatch({ type: 'deliveryChosen', id: lineId, pickup }),
    onChangeStore: () => dispatch({ type: 'changeStoreClicked', id: lineId }),
  });

  return (
    <div className="sw-cart">
      {notice}
      <div className="sw-cart__lines">
        {cart.allLines.length > 0 && (
          <section aria-labelledby={`${id}-items`}>
            <h2 id={`${id}-items`} ref={itemsHeading} tabIndex={-1} className="sw-cart__h2">
              {fill(m.itemsTitle, { count: itemCount(cart) })}
            </h2>
            <ul className="sw-cart__list">
              {cart.allLines.map((l) => (
                <CartLineView key={l.commerceItemId} line={l} ui={s.lines[l.commerceItemId]!} {...lineProps(l.commerceItemId)} />
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
                <CartLineView key={l.commerceItemId} line={l} ui={s.lines[l.commerceItemId]!} unavailable {...lineProps(l.commerceItemId)} />
              ))}
            </ul>
          </section>
        )}
      </div>
      <aside className="sw-cart__summary" aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`} className="sw-cart__h2">
          {m.summaryTitle}
        </h2>
        {!gsa && rewardsEnabled && points > 0 && <p className="sw-cart__rewards">{fill(m.rewardsPoints, { points: formatCount(points) })}</p>}
        <PromoBox
          promo={s.promo}
          qualifiers={gsa ? [] : sum.qualifierMessages}
          applied={sum.appliedPromotions}
          showBox={!gsa && sum.isShowCouponbox}
          m={m}
          onType={(text) => dispatch({ type: 'promoTyped', text })}
          onApply={() => dispatch({ type: 'promoSubmitted' })}
          onRevoke={(code) => dispatch({ type: 'revokeClicked', code })}
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
          <dd>{shippingText(sum.shipping, m, formatPrice)}</dd>
          <dt>{m.tax}</dt>
          <dd>{sum.estimatedTax == null ? m.taxLater : formatPrice(sum.estimatedTax)}</dd>
          <dt className="sw-cart__total">{m.total}</dt>
          <dd className="sw-cart__total">{formatPrice(sum.total)}</dd>
        </dl>
        {sum.freeShippingMessage && <p className="sw-cart__muted">{sum.freeShippingMessage}</p>}
        <Button
          className="sw-cart__checkout"
          disabled={cart.disableCheckout}
          aria-describedby={cart.disableCheckout ? `${id}-nocheckout` : undefined}
          onClick={() => dispatch({ type: 'checkoutClicked' })}
        >
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
            {offer === 'offer' && <PayPalButtons state={s} model={model} m={m} scriptOverride={paypalScript} />}
          </section>
        )}
      </aside>
    </div>
  );
}
