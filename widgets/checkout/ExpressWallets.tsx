/**
 * The wallets of the checkout, a lazy chunk (loaded only when express checkout shows or the shopper chooses
 * paypalOption): PayPal through the wallet's script (the demo site serves a stand-in with the same interface),
 * the phone-maker pay button where `window.ApplePaySession` exists, and browser pay through the Payment Request
 * API where the browser has it. After an express payment the checkout details are refreshed (checkout spec
 * section 7); a failure shows the payment solution error message (section 8); PayPal errors are logged and
 * rethrown to the wallet (storefront spec section 8); a PayPal cancel reloads the page (storefront section 4).
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { nullable, optional, string, type as object, unknown } from 'superstruct';
import { request } from '../../src/api';
import { track } from '../../src/events';
import { useStore } from '@nanostores/react';
import { $cart, $features, $session, loadSession } from '../../src/stores';
import { Button } from '../../src/ui';
import { usePayPalButtons } from '../../src/ui/usePayPalButtons';
import { loadCardWallet, wantsCardWallet } from '../../src/site/cardWallet';
import { PAGING, checkoutCall } from './api';
import { fill } from './messages';
import type { SectionProps } from './Section';

const Status = object({ status: optional(nullable(string())), payPalToken: optional(nullable(string())), merchantSession: optional(unknown()) });

type WalletProps = SectionProps & {
  /** The paypalOption button (in place of Submit Order) rather than express checkout at the top. */
  payOption?: boolean;
  /** Called once the payment is approved and the checkout details are refreshed (the order can be placed). */
  onApproved?: () => void;
};

/** After a payment service said OK: refresh checkout details after express payment, then the caller's next step. */
async function refreshAfter(p: WalletProps, provider: string): Promise<void> {
  const outcome = await checkoutCall('refreshExpress', {}, p.m);
  if (outcome.kind !== 'ok' || !outcome.order) return p.dispatch({ type: 'expressFailed', message: fill(p.m.expressFailed, { provider }) });
  // The server's details are the truth now (the payer's address and email may have filled the checkout).
  p.dispatch({ type: 'loaded', order: outcome.order });
  p.dispatch({ type: 'walletAnswered', result: { kind: 'ok', order: null } });
  p.onApproved?.();
}

/** The PayPal button (express checkout, or the paypalOption button that replaces Submit Order). */
export function PayPalWallet(props: WalletProps): ReactNode {
  // The wallet keeps the callbacks it was given: they read the latest props, kept after each commit.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const fail = (why: unknown) => {
    console.error('[storefront-widgets] checkout: PayPal error:', why);
    const p = latest.current;
    p.dispatch({ type: 'expressFailed', message: fill(p.m.expressFailed, { provider: 'PayPal' }) });
  };
  const { host, phase } = usePayPalButtons('checkout', () => ({
    onClick: (_d, actions) => {
      track('payPalCheckoutInitiatedEvent', { value: latest.current.s.order?.summary.displayTotal ?? 0, source: 'checkout' });
      return actions.resolve();
    },
    createOrder: async () => {
      const p = latest.current;
      p.dispatch({ type: 'expressStarted' });
      const r = await request('applyPayPal', { body: { ...PAGING, isPaypalFromCheckout: true, ...(p.payOption && p.s.order?.shipToRegistry ? { useRegistryAddress: true } : {}) }, schema: Status });
      const token = r.ok ? r.data.payPalToken : null;
      if (!token) {
        const why = r.ok ? 'no PayPal token' : r.message;
        fail(why);
        throw new Error(why);
      }
      return token;
    },
    onApprove: async (data) => {
      const p = latest.current;
      const info = $session.get().info ?? (await loadSession());
      const profileId = info?.profile.id ?? '';
      const cartId = $cart.get().cartId || p.s.order?.orderId || '';
      const r = await request('expressCheckout', { body: { ...PAGING, profileId, cartId, token: data.orderID, PayerId: data.payerID ?? '' }, schema: Status });
      if (!r.ok || r.data.status !== 'OK') return fail(r.ok ? 'express checkout did not answer status OK' : r.message);
      await refreshAfter(p, 'PayPal');
    },
    // In checkout a cancel reloads the page (storefront spec section 4); the draft keeps what was typed.
    onCancel: () => location.reload(),
    onError: (err) => {
      if (!latest.current.s.wallet.expressError) fail(err);
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
  new (version: number, request: Record<string, unknown>): {
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
      allowedPaymentMethods: [{ type: 'CARD', parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['AMEX', 'DISCOVER', 'MASTERCARD', 'VISA'] }, tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'example', gatewayMerchantId: 'demo' } } }],
    },
  },
];

const tokenText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v ?? ''));

/** Express checkout's buttons: PayPal, then the phone-maker's and the browser's pay services where they exist. */
export function ExpressWallets(props: SectionProps): ReactNode {
  const { s, dispatch, m } = props;
  const o = s.order!;
  const total = Math.max(0, o.summary.displayTotal).toFixed(2);
  const busy = s.wallet.busy !== null;
  const features = useStore($features);
  // The card-wallet script (storefront spec section 7): googlePayEnabled, not on iOS, and no gate flag.
  const cardWallet = wantsCardWallet(features);
  useEffect(() => {
    if (cardWallet) void loadCardWallet('checkout');
  }, [cardWallet]);

  const pay = async (provider: 'ApplePay' | 'GooglePay', token: string, payerEmail: string): Promise<boolean> => {
    const r = await request('expressPayment', { body: { ...PAGING, paymentProvider: provider, paymentToken: token, payerEmail }, schema: Status });
    return r.ok && r.data.status === 'OK';
  };
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
      const session = new Session(3, { countryCode: 'US', currencyCode: 'USD', supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'], merchantCapabilities: ['supports3DS'], requiredShippingContactFields: ['email'], total: { label: 'Order total', amount: total } });
      session.onvalidatemerchant = (e) =>
        void request('expressPayment', { body: { ...PAGING, paymentProvider: 'ApplePay', validationURL: e.validationURL }, schema: Status }).then((r) => {
          if (r.ok && r.data.merchantSession) session.completeMerchantValidation(r.data.merchantSession);
          else {
            session.abort();
            failed(label, r.ok ? 'no merchant session' : r.message);
          }
        });
      session.onpaymentauthorized = (e) =>
        void pay('ApplePay', tokenText(e.payment.token?.paymentData), e.payment.shippingContact?.emailAddress ?? '').then(async (ok) => {
          session.completePayment(ok ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE);
          if (ok) await refreshAfter(props, label);
          else failed(label, 'declined');
        });
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
      const ok = await pay('GooglePay', tokenText(res.details), res.payerEmail ?? '');
      await res.complete(ok ? 'success' : 'fail');
      if (ok) await refreshAfter(props, label);
      else failed(label, 'declined');
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
