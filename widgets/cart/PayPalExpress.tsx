import { useEffect, useRef, useState, type ReactNode } from 'react';
import { track } from '../../src/events';
import { $cart, $session, loadSession } from '../../src/stores';
import { Button, Dialog } from '../../src/ui';
import { loadPayPal } from '../../src/site';
import { applyPayPalLight, doExpressCheckout, trackConversion } from './api';
import type { CartMessages } from './messages';
import type { CartAction, CartState } from './model';
import { navigation } from './navigation';

export interface PayPalExpressProps {
  state: CartState;
  get: () => CartState;
  act: (a: CartAction) => CartState;
  m: CartMessages;
  /** The marker's data-paypal-script, else the init data's payPalInfo.sdkUrl. */
  scriptOverride?: string;
  checkoutUrl: string;
  /** Reads the cart again (after a cancel: the shopper is back on this page). */
  reload: () => void;
  /** Sends the quantity changes still waiting, so the wallet gets the cart the shopper sees. */
  flush: () => Promise<boolean>;
}

/**
 * Express checkout with PayPal outside checkout (storefront spec sections 4, 7, 8 and 9), a lazy chunk of the
 * cart loaded only for a cart that offers PayPal: 'Loading PayPal...' until the client configuration and the
 * wallet's script are there, the registry-address and clear-list warnings that hold the click until
 * confirmed, Apply PayPal, the wallet's approval, Express checkout ('OK' goes to /checkout-page), cancel, and
 * errors logged and shown.
 */
export function PayPalButtons({ state, get, act, m, scriptOverride, checkoutUrl, reload, flush }: PayPalExpressProps): ReactNode {
  const [phase, setPhase] = useState<'loading' | 'ready' | 'failed'>('loading');
  const host = useRef<HTMLDivElement>(null);
  const held = useRef<((go: boolean) => void) | null>(null);
  const latest = useRef({ get, act, m, checkoutUrl, reload, flush });
  latest.current = { get, act, m, checkoutUrl, reload, flush };

  useEffect(() => {
    let gone = false;
    const ids = async () => {
      const info = $session.get().info ?? (await loadSession());
      const cart = latest.current.get().cart;
      return { profileId: info?.profile.id ?? '', cartId: cart?.cartId || $cart.get().cartId || cart?.orderId || '', orderId: cart?.orderId ?? '', productIds: cart?.allLines.map((l) => l.productId) ?? [] };
    };
    const fail = (message: string) => latest.current.act({ type: 'paypalFailed', message });
    void (async () => {
      const api = await loadPayPal('cart', scriptOverride);
      if (gone) return;
      if (!api || !host.current) return setPhase('failed');
      try {
        await api
          .Buttons({
            onClick: (_data, actions) => {
              const { act } = latest.current;
              const cart = latest.current.get().cart;
              track('payPalCheckoutInitiatedEvent', { cartId: cart?.cartId ?? '', value: cart?.cartSummary.total ?? 0, source: 'cart' });
              if (!act({ type: 'paypalClicked' }).warnings.length) return actions.resolve();
              // Held until the shopper answers the warning dialogs.
              return new Promise((resolve) => {
                held.current = (go) => resolve(go ? actions.resolve() : actions.reject());
              });
            },
            createOrder: async () => {
              latest.current.act({ type: 'paypalStarted' });
              await latest.current.flush();
              const { profileId, cartId } = await ids();
              const r = await applyPayPalLight(profileId, cartId, latest.current.m.paypalFailed);
              if (!r.ok) {
                fail(r.message);
                // Rethrown (spec section 8): the wallet stops and reports it to onError.
                throw new Error(r.message);
              }
              return r.token;
            },
            onApprove: async (data) => {
              const { profileId, cartId, orderId, productIds } = await ids();
              const r = await doExpressCheckout(profileId, cartId, data.orderID, data.payerID ?? '', latest.current.m.paypalFailed);
              if (!r.ok) return void fail(r.message);
              await trackConversion(orderId, cartId, profileId, productIds);
              latest.current.act({ type: 'paypalDone' });
              navigation.go(latest.current.checkoutUrl);
            },
            onCancel: () => {
              latest.current.act({ type: 'paypalCancelled' });
              latest.current.reload();
            },
            onError: (err) => {
              console.error('[storefront-widgets] cart: PayPal error:', err);
              if (!latest.current.get().paypal.error) fail(latest.current.m.paypalFailed);
            },
          })
          .render(host.current);
        if (!gone) setPhase('ready');
      } catch (e) {
        console.error('[storefront-widgets] cart: the PayPal button could not be shown:', e);
        if (!gone) setPhase('failed');
      }
    })();
    return () => {
      gone = true;
      held.current?.(false);
    };
    // The button is set up once; its callbacks read the latest state through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const warning = state.warnings[0];
  const answer = (go: boolean) => {
    const next = act({ type: go ? 'warningConfirmed' : 'warningDeclined' });
    if (!go || !next.warnings.length) {
      held.current?.(go);
      held.current = null;
    }
  };

  return (
    <>
      {phase === 'loading' && (
        <p className="sw-express__note" role="status">
          {m.paypalLoading}
        </p>
      )}
      {phase === 'failed' && (
        <p className="sw-cart__error" role="alert">
          {m.paypalUnavailable}
        </p>
      )}
      <div ref={host} className="sw-express__button" hidden={phase === 'failed'} />
      <div role="status" className="sw-express__status">
        {state.paypal.busy ? m.paypalWorking : ''}
      </div>
      {state.paypal.error && (
        <p className="sw-cart__error" role="alert">
          {state.paypal.error}
        </p>
      )}
      <Dialog open={warning !== undefined} onClose={() => answer(false)} title={warning === 'registry' ? m.registryTitle : m.clearListTitle} closeLabel={m.close}>
        <p className="sw-express__warning">{warning === 'registry' ? m.registryText : m.clearListText}</p>
        <div className="sw-cart__actions">
          <Button onClick={() => answer(true)}>{m.continueToPayPal}</Button>
          <Button variant="secondary" onClick={() => answer(false)}>
            {m.cancel}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
