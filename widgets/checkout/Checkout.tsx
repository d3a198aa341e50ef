import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { on } from '../../src/events';
import { lazyChunk, useIsland, useModel } from '../../src/mount';
import { $cart, setCartCount } from '../../src/stores';
import { Button, Spinner } from '../../src/ui';
import { loadCheckout, CART_PATH } from './api';
import './Checkout.css';
import { ContactDelivery } from './ContactDelivery';
import { Express, expressAllowed, ExpressWallets } from './Express';
import { GiftCardsSection } from './GiftCardsSection';
import { readDraft, writeDraft } from './draft';
import { checkoutMessages } from './messages';
import { draftOf, initialCheckoutState } from './model';
import { checkoutCalls } from './checkoutCalls';
import { checkoutStep } from './checkoutStep';
import { OrderPlaced } from './OrderPlaced';
import { MiniItems, OrderSummary } from './OrderSummary';
import { needsAddress } from './order';
import { Promo } from './Promo';
import { RewardsSection } from './RewardsSection';
import { showsRewards } from './rewards';
import { ShippingMethod } from './ShippingMethod';
import { StorePickup } from './StorePickup';
import { billableDelivery, initialPaymentState, paymentInfoOf, paymentReducer, withoutWallet } from './paymentModel';
import { paymentMessages } from './paymentMessages';
import { PayPalPayButton } from './PayPalPayButton';
import { SubmitOrder } from './SubmitOrder';

// Part 2: the payment section is a lazy chunk (the card, saved cards, pay on account, the billing address).
const Payment = lazyChunk(() => import('./Payment'), 'Payment');

/**
 * The checkout page. Sections in the spec's order (express checkout, contact and delivery, store pickup,
 * gift card, rewards, payment, shipping, promo code, order summary, mini item list, submit); part 1 renders
 * the ones it builds, part 2 fills the payment slots. One pure model drives them all.
 */
export function Checkout(): ReactNode {
  const m = checkoutMessages();
  const island = useIsland();
  const [state, dispatch] = useModel(checkoutStep, () => ({ state: initialCheckoutState }), () => ({ request: checkoutCalls(m) }));
  // A wallet payment the shopper set aside is left out of the order every section sees.
  const s = useMemo(() => (state.walletDropped && state.order ? { ...state, order: withoutWallet(state.order) } : state), [state]);
  const root = useRef<HTMLDivElement>(null);
  // Part 2's payment slice: its own reducer, in memory only (card data never reaches the draft).
  const pm = paymentMessages();
  const [pay, payDispatch] = useReducer(paymentReducer, initialPaymentState);
  // The wallet's button, shown in place of Submit Order when paypalOption is chosen. Its approval is the
  // shopper's submit: once the details are refreshed, SubmitOrder places the order (same path, same key).
  const [asked, setAsked] = useState(0);
  const paypalButton = <PayPalPayButton s={s} dispatch={dispatch} m={m} onApproved={() => setAsked((n) => n + 1)} />;

  const leaving = useRef(false);
  const load = (signal?: AbortSignal) =>
    loadCheckout(m, signal).then(async (r) => {
      if (signal?.aborted) return;
      // A page already on its way elsewhere (Log out goes home) is not sent to the cart as well: the later of two
      // navigations wins, so the shopper who logged out could land on the cart instead of the home page.
      if (r.kind === 'cart') return leaving.current || location.assign(CART_PATH);
      if (r.kind === 'failed') {
        dispatch({ type: 'loadFailed', message: r.message });
        return;
      }
      // The express wallets are part of the first frame the shopper sees: their chunk is in before the order
      // renders, so that the island does not take over with a spinner and then grow by the wallets' buttons
      // (the page below moved 122 px down, then 46 px up: a layout shift of 0.09 on phones, issue 34).
      if (expressAllowed(r.order)) await ExpressWallets.preload();
      if (signal?.aborted) return;
      dispatch({ type: 'loaded', order: r.order, draft: readDraft(r.order.orderId) });
    });
  // The island replaces the server's fallback once its first complete frame is committed (not from the load's
  // callback, before React has rendered what it dispatched: the fallback then gave way to the spinner).
  const loaded = s.phase !== 'loading';
  useEffect(() => {
    if (loaded) island?.ready();
  }, [loaded, island]);

  useEffect(() => {
    const ctrl = new AbortController();
    void load(ctrl.signal);
    // Signing in or out on this page (the header's dialogs, another tab) changes the order: read it again.
    const offIn = on('login', () => void load(ctrl.signal));
    const offOut = on('logout', () => void load(ctrl.signal));
    const leave = () => {
      leaving.current = true;
    };
    const stay = () => {
      leaving.current = false;
    };
    window.addEventListener('beforeunload', leave);
    window.addEventListener('pageshow', stay);
    return () => {
      window.removeEventListener('beforeunload', leave);
      window.removeEventListener('pageshow', stay);
      ctrl.abort();
      offIn();
      offOut();
    };
    // Load once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The forms' draft follows every change, so a reload keeps what was typed.
  const draft = s.order ? JSON.stringify(draftOf(s)) : '';
  useEffect(() => {
    if (s.order) writeDraft(s.order.orderId, draftOf(s));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  // The cart count follows the order the checkout reads (other islands, the header, other tabs).
  const qty = s.order ? s.order.items.reduce((n, i) => n + i.quantity, 0) : null;
  useEffect(() => {
    if (qty !== null && qty !== $cart.get().cartQty) setCartCount(qty);
  }, [qty]);

  // A placed order shown in place leaves an empty cart behind (the header's count follows).
  useEffect(() => {
    if (pay.placed) setCartCount(0);
  }, [pay.placed]);

  // The payment section follows the order (saved cards, pay on account, the delivery address as billing).
  const payKey = s.order ? `${s.order.orderId}|${s.order.signedIn}|${JSON.stringify(s.order.raw.savedCreditCards ?? null)}|${!!billableDelivery(s.order)}` : '';
  useEffect(() => {
    if (s.order) payDispatch({ type: 'paymentLoaded', info: paymentInfoOf(s.order), hasDelivery: !!billableDelivery(s.order) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payKey]);

  // After a submit that left fields to fix: focus the first one, which scrolls the page to it.
  useLayoutEffect(() => {
    if (!s.fixes && !pay.fixes) return;
    const invalid = root.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // An invalid group of options (the payment method) hands focus to its chosen option.
    const first = invalid?.matches('fieldset') ? (invalid.querySelector<HTMLElement>('input:checked') ?? invalid) : invalid;
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, [s.fixes, pay.fixes]);

  if (s.phase === 'loading')
    return (
      <div className="sw-checkout sw-checkout--loading">
        <Spinner label={m.loading} />
      </div>
    );
  if (s.phase === 'failed' || !s.order)
    return (
      <div className="sw-checkout">
        <p role="alert" className="sw-checkout__alert">
          {s.loadError ?? m.loadFailed}
        </p>
        <Button onClick={() => void load()}>{m.retry}</Button>
      </div>
    );

  if (pay.placed) return <OrderPlaced order={pay.placed} pm={pm} />;

  const o = s.order;
  const props = { s, dispatch, m };
  return (
    <div className="sw-checkout" ref={root}>
      <div className="sw-checkout__main">
        {expressAllowed(o) && <Express {...props} />}
        <ContactDelivery {...props} />
        {o.pickupStore && <StorePickup {...props} />}
        <GiftCardsSection {...props} />
        {showsRewards(o) && <RewardsSection {...props} />}
        <Payment s={s} p={pay} pd={payDispatch} m={m} dispatch={dispatch} />
        {needsAddress(o) && <ShippingMethod {...props} />}
      </div>
      <div className="sw-checkout__aside">
        {o.showCouponBox && <Promo {...props} />}
        <OrderSummary {...props} />
        <MiniItems {...props} />
        <SubmitOrder s={s} dispatch={dispatch} p={pay} pd={payDispatch} m={m} pm={pm} paypalButton={paypalButton} asked={asked} />
      </div>
    </div>
  );
}
