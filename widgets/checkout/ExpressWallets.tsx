/**
 * The wallets of the checkout, a lazy chunk (loaded only when express checkout shows or the shopper chooses
 * paypalOption): PayPal through the wallet's script (the demo site serves a stand-in with the same interface),
 * the phone-maker pay button where `window.ApplePaySession` exists, and browser pay through the Payment Request
 * API where the browser has it. The calls run in the checkout's model (model.ts, walletCall): after an
 * express payment the checkout details are refreshed (checkout spec section 7); a failure shows the payment
 * solution error message (section 8) and is logged. This renders the buttons, turns the wallets' callbacks into
 * the model's events and waits on its state: PayPal errors are rethrown to the wallet (storefront spec section
 * 8); a PayPal cancel reloads the page (storefront section 4).
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { track, $cart, $features, Button } from '../../src/runtime';
import { useStore } from '../../src/stores/useStore';
import { usePayPalButtons } from '../../src/ui/usePayPalButtons';
import { loadCardWallet, wantsCardWallet } from '../../src/integrations/cardWallet';
import type { CheckoutModel, WalletAsk } from './model';
import { fill } from './messages';
import { orderTotals } from './orderTotals';
import type { SectionProps } from './Section';

export type WalletProps = SectionProps & {
  /** The checkout's model: the wallets' callbacks dispatch to it and wait for its answers. */
  model: CheckoutModel;
  /** The paypalOption button (in place of Submit Order) rather than express checkout at the top. */
  payOption?: boolean;
  /** Called once the payment is approved and the checkout details are refreshed (the order can be placed). */
  onApproved?: () => void;
};

/** Asks the model for a wallet call; its state once the call has answered (`wallet.reply`) or the payment ended. */
const ask = (model: CheckoutModel, call: Omit<WalletAsk, 'type'>) => {
  model.dispatch({ type: 'walletCall', ...call });
  return model.until((x) => x.wallet.reply !== undefined || x.wallet.busy !== 'express');
};

/** The PayPal button (express checkout, or the paypalOption button that replaces Submit Order). */
export function PayPalWallet(props: WalletProps): ReactNode {
  // The wallet keeps the callbacks it was given: they read the latest props, kept after each commit.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const fail = () => fill(latest.current.m.expressFailed, { provider: 'PayPal' });
  const { host, phase } = usePayPalButtons('checkout', () => ({
    onClick: (_d, actions) => {
      track('payPalCheckoutInitiatedEvent', { value: latest.current.s.order ? orderTotals(latest.current.s.order).due : 0, source: 'checkout' });
      return actions.resolve();
    },
    createOrder: async () => {
      const { model, payOption, s } = latest.current;
      // One wallet call at a time: a gift card or rewards call on its way answers first.
      await model.until((x) => !x.wallet.busy || x.wallet.busy === 'express');
      model.dispatch({ type: 'expressStarted' });
      const token = (
        await ask(model, {
          call: 'applyPayPal',
          body: { isPaypalFromCheckout: true, ...(payOption && s.order?.shipToRegistry ? { useRegistryAddress: true } : {}) },
          want: 'payPalToken',
          fail: fail(),
        })
      ).wallet.reply;
      // Rethrown to the wallet, which stops (the model has logged it and shows the message).
      if (typeof token !== 'string') throw new Error('no PayPal token');
      return token;
    },
    onApprove: async (data) => {
      const { model, s, onApproved } = latest.current;
      model.dispatch({
        type: 'walletCall',
        call: 'expressCheckout',
        body: { cartId: $cart.get().cartId || s.order?.orderId || '', token: data.orderID, PayerId: data.payerID ?? '' },
        want: 'status',
        fail: fail(),
      });
      // Approved and refreshed (the model's next call): the order can be placed.
      if ((await model.until((x) => x.wallet.busy !== 'express')).wallet.reply === true) onApproved?.();
    },
    // In checkout a cancel reloads the page (storefront spec section 4); the draft keeps what was typed.
    onCancel: () => location.reload(),
    onError: (err) => {
      if (latest.current.model.get().wallet.expressError) return;
      console.error('[storefront-widgets] checkout: PayPal error:', err);
      latest.current.dispatch({ type: 'expressFailed', message: fail() });
    },
  }));

  const m = props.m;
  return (
    <>
      {phase === 'loading' && (
        <p className="sw-checkout__note" role="status">
          {m.expressLoading}
        </p>
      )}
      {phase === 'failed' && (
        <p className="sw-checkout__alert" role="alert">
          {m.expressUnavailable}
        </p>
      )}
      <div ref={host} className="sw-checkout__wallet" hidden={phase === 'failed'} />
    </>
  );
}

interface ApplePayLike {
  new (
    version: number,
    request: Record<string, unknown>,
  ): {
    onvalidatemerchant: ((e: { validationURL: string }) => void) | null;
    onpaymentauthorized: ((e: { payment: { token?: { paymentData?: unknown }; shippingContact?: { emailAddress?: string } } }) => void) | null;
    oncancel: (() => void) | null;
    completeMerchantValidation(session: unknown): void;
    completePayment(status: number): void;
    abort(): void;
    begin(): void;
  };
  canMakePayments?(): boolean;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
}

const applePay = (): ApplePayLike | undefined => (window as unknown as { ApplePaySession?: ApplePayLike }).ApplePaySession;
/** The phone-maker's button shows only where its API exists (and says it can pay). */
export const hasApplePay = (): boolean => typeof applePay() === 'function' && applePay()!.canMakePayments?.() !== false;
/** Browser pay shows only where the browser has the Payment Request API. */
export const hasBrowserPay = (): boolean => typeof (window as { PaymentRequest?: unknown }).PaymentRequest === 'function';

/** Browser pay's payment method: the wallet's TEST environment (no real card is charged on the demo site). */
const BROWSER_METHODS = [
  {
    supportedMethods: 'https://google.com/pay',
    data: {
      environment: 'TEST',
      apiVersion: 2,
      apiVersionMinor: 0,
      merchantInfo: { merchantName: 'Storefront demo' },
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['AMEX', 'DISCOVER', 'MASTERCARD', 'VISA'] },
          tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'example', gatewayMerchantId: 'demo' } },
        },
      ],
    },
  },
];

const tokenText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v ?? ''));

/** Express checkout's buttons: PayPal, then the phone-maker's and the browser's pay services where they exist. */
export function ExpressWallets(props: WalletProps): ReactNode {
  const { s, dispatch, m, model } = props;
  const o = s.order!;
  // The sheet asks for the cents the summary shows (rounded as the summary rounds).
  const total = orderTotals(o).dueAmount;
  const busy = s.wallet.busy !== null;
  const features = useStore($features);
  // The card-wallet script (storefront spec section 7): googlePayEnabled, not on iOS, and no gate flag.
  const cardWallet = wantsCardWallet(features);
  useEffect(() => {
    if (cardWallet) void loadCardWallet('checkout');
  }, [cardWallet]);

  /** A payment with the service's token: true once it went through (the model then refreshes the details). */
  const pay = async (provider: 'ApplePay' | 'GooglePay', token: string, payerEmail: string, label: string): Promise<boolean> =>
    (await ask(model, { call: 'expressPayment', body: { paymentProvider: provider, paymentToken: token, payerEmail }, want: 'status', fail: fill(m.expressFailed, { provider: label }) })).wallet
      .reply === true;
  const failed = (provider: string, why: unknown) => {
    console.error(`[storefront-widgets] checkout: ${provider} payment failed:`, why);
    dispatch({ type: 'expressFailed', message: fill(m.expressFailed, { provider }) });
  };

  const startApplePay = () => {
    const Session = applePay();
    if (!Session) return;
    dispatch({ type: 'expressStarted' });
    const label = 'Apple Pay';
    try {
      const session = new Session(3, {
        countryCode: 'US',
        currencyCode: 'USD',
        supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
        merchantCapabilities: ['supports3DS'],
        requiredShippingContactFields: ['email'],
        total: { label: 'Order total', amount: total },
      });
      session.onvalidatemerchant = (e) =>
        void ask(model, {
          call: 'expressPayment',
          body: { paymentProvider: 'ApplePay', validationURL: e.validationURL },
          want: 'merchantSession',
          fail: fill(m.expressFailed, { provider: label }),
        }).then(({ wallet: w }) => {
          if (w.reply) session.completeMerchantValidation(w.reply);
          // Refused (the model shows it), not cancelled by the shopper (the sheet is gone then).
          else if (w.expressError) session.abort();
        });
      session.onpaymentauthorized = (e) =>
        void pay('ApplePay', tokenText(e.payment.token?.paymentData), e.payment.shippingContact?.emailAddress ?? '', label).then((ok) =>
          session.completePayment(ok ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE),
        );
      session.oncancel = () => dispatch({ type: 'expressFailed', message: '' });
      session.begin();
    } catch (e) {
      failed(label, e);
    }
  };

  const startBrowserPay = async () => {
    const label = 'Google Pay';
    dispatch({ type: 'expressStarted' });
    try {
      const req = new PaymentRequest(BROWSER_METHODS, { total: { label: 'Order total', amount: { currency: 'USD', value: total } } }, { requestPayerEmail: true });
      const res = await req.show();
      await res.complete((await pay('GooglePay', tokenText(res.details), res.payerEmail ?? '', label)) ? 'success' : 'fail');
    } catch (e) {
      // Closing the sheet is not a failure.
      if (e instanceof DOMException && e.name === 'AbortError') dispatch({ type: 'expressFailed', message: '' });
      else failed(label, e);
    }
  };

  // Offered when the store turns the wallet on (the store config's applePayEnabled, the feature toggle
  // googlePayEnabled; a host's features override either) and this browser has its API.
  const shown = { apple: features.applePayEnabled && hasApplePay(), browser: features.googlePayEnabled && hasBrowserPay() };
  return (
    <div className="sw-checkout__wallets">
      {o.summary.shipping === 'quote to follow' ? <p className="sw-checkout__note">{m.paypalQuote}</p> : <PayPalWallet {...props} />}
      {shown.apple && (
        <Button className="sw-checkout__pay sw-checkout__pay--apple" disabled={busy} onClick={startApplePay}>
          {m.applePay}
        </Button>
      )}
      {shown.browser && (
        <Button variant="secondary" className="sw-checkout__pay sw-checkout__pay--browser" disabled={busy} onClick={() => void startBrowserPay()}>
          {m.browserPay}
        </Button>
      )}
    </div>
  );
}
