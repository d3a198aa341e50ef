import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { on } from '../../src/events';
import { lazyChunk, useCalls, useIsland, useModel } from '../../src/mount';
import { $tokens } from '../../src/stores';
import { Button, Spinner } from '../../src/ui';
import './Checkout.css';
import { ContactDelivery } from './ContactDelivery';
import { Express } from './Express';
import { GiftCardsSection } from './GiftCardsSection';
import { useAddressForm } from './AddressForm';
import { checkoutMessages } from './messages';
import type { CheckoutPropsType } from './schema';
import { checkoutPorts, checkoutStep, startCheckout, type CheckoutCalls } from './model';
import { OrderPlaced } from './OrderPlaced';
import { MiniItems, OrderSummary } from './OrderSummary';
import { needsAddress } from './order';
import { Promo } from './Promo';
import { RewardsSection } from './RewardsSection';
import { showsRewards } from './rewards';
import { ShippingMethod } from './ShippingMethod';
import { StorePickup } from './StorePickup';
import { expressAllowed, viewOrder } from './selectors';
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
export function Checkout(marker: CheckoutPropsType = {}): ReactNode {
  const m = checkoutMessages();
  const island = useIsland();
  const pm = paymentMessages();
  const calls = useCalls<CheckoutCalls>();
  const [state, dispatch, model] = useModel(
    checkoutStep,
    () => startCheckout(marker),
    () => checkoutPorts(calls),
    { answersAsTransitions: true },
  );
  // A wallet payment the shopper set aside is left out of the order every section sees.
  const s = useMemo(() => (state.walletDropped && state.order ? { ...state, order: viewOrder(state) } : state), [state]);
  const pay = s.payment;
  const root = useRef<HTMLDivElement>(null);
  // The address forms' models (delivery, billing): country states, the server's default country, suggestions.
  const form = useAddressForm((value) => dispatch({ type: 'fieldTyped', field: 'country', value }));
  const billingForm = useAddressForm((value) => dispatch({ type: 'billingTyped', field: 'country', value }));
  // The wallet's button, shown in place of Submit Order when paypalOption is chosen. Its approval, once the
  // details are refreshed, is the shopper's submit: the model places the order from the refreshed state.
  const paypalButton = <PayPalPayButton s={s} dispatch={dispatch} m={m} model={model} onApproved={() => dispatch({ type: 'submitClicked', now: new Date() })} />;

  // The island replaces the server's fallback once its first complete frame is committed (not from the load's
  // callback, before React has rendered what it dispatched: the fallback then gave way to the spinner).
  const loaded = s.phase !== 'loading';
  useEffect(() => {
    if (loaded) island?.ready();
  }, [loaded, island]);

  // Signing in or out on this page (the header's dialogs, another tab) changes the order: read it again.
  useEffect(() => {
    const again = () => dispatch({ type: 'loadAsked' });
    const offIn = on('login', again);
    const offOut = on('logout', again);
    // Tokens that go without a sign-out (a refresh the server refused) leave the order as the server now sees it.
    const offTokens = $tokens.listen((now, before) => void (!now && before && again()));
    return () => {
      offIn();
      offOut();
      offTokens();
    };
  }, [dispatch]);

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
        <Button onClick={() => dispatch({ type: 'loadAsked' })}>{m.retry}</Button>
      </div>
    );

  if (pay.placed) return <OrderPlaced order={pay.placed} pm={pm} />;

  const o = s.order;
  const props = { s, dispatch, m };
  return (
    <div className="sw-checkout" ref={root}>
      <div className="sw-checkout__main">
        {expressAllowed(o) && <Express {...props} model={model} />}
        <ContactDelivery {...props} form={form} />
        {o.pickupStore && <StorePickup {...props} />}
        <GiftCardsSection {...props} />
        {showsRewards(o) && <RewardsSection {...props} />}
        <Payment s={s} p={pay} pd={dispatch} m={m} dispatch={dispatch} form={billingForm} />
        {needsAddress(o) && <ShippingMethod {...props} />}
      </div>
      <div className="sw-checkout__aside">
        {o.showCouponBox && <Promo {...props} />}
        <OrderSummary {...props} />
        <MiniItems {...props} />
        <SubmitOrder s={s} dispatch={dispatch} pm={pm} paypalButton={paypalButton} />
      </div>
    </div>
  );
}
