import { useEffect, useRef, type ReactNode } from 'react';
import type { Model } from '../../src/mount';
import { Button, Dialog } from '../../src/runtime';
import { usePayPalButtons } from '../../src/ui/usePayPalButtons';
import type { CartEvent, CartModelState } from './model';
import type { CartMessages } from './messages';

export interface PayPalExpressProps {
  state: CartModelState;
  /** The cart's model: the wallet's callbacks dispatch to it and wait for its outcome. */
  model: Model<CartModelState, CartEvent>;
  m: CartMessages;
  /** The marker's data-paypal-script, else the init data's payPalInfo.sdkUrl. */
  scriptOverride?: string;
}

/**
 * Express checkout with PayPal outside checkout (storefront spec sections 4, 7, 8 and 9), a lazy chunk of the
 * cart loaded only for a cart that offers PayPal: 'Loading PayPal...' until the client configuration and the
 * wallet's script are there, the registry-address and clear-list warnings that hold the click until
 * confirmed, Apply PayPal, the wallet's approval, Express checkout ('OK' goes to /checkout-page), cancel, and
 * errors logged and shown. The calls run in the cart's model (cartStep); this renders the wallet's button and
 * turns its callbacks into the model's events.
 */
export function PayPalButtons({ state, model, m, scriptOverride }: PayPalExpressProps): ReactNode {
  const held = useRef<((go: boolean) => void) | null>(null);
  const failed = m.paypalFailed;
  const { dispatch } = model;
  const { host, phase } = usePayPalButtons(
    'cart',
    () => ({
      onClick: (_data, actions) => {
        dispatch({ type: 'paypalClicked' });
        if (!model.get().warnings.length) return actions.resolve();
        // Held until the shopper answers the warning dialogs.
        return new Promise((resolve) => {
          held.current = (go) => resolve(go ? actions.resolve() : actions.reject());
        });
      },
      createOrder: async () => {
        dispatch({ type: 'paypalOrderAsked' });
        const s = await model.until((x) => x.paypalToken !== null || x.paypal.error !== null);
        // Rethrown (spec section 8): the wallet stops and reports it to onError.
        if (s.paypalToken === null) throw new Error(s.paypal.error ?? failed);
        return s.paypalToken;
      },
      onApprove: async (data) => {
        dispatch({ type: 'paypalApproved', orderId: data.orderID, payerId: data.payerID ?? '' });
        await model.until((x) => !x.paypal.busy);
      },
      onCancel: () => dispatch({ type: 'paypalCancelled' }),
      onError: (err) => {
        console.error('[storefront-widgets] cart: PayPal error:', err);
        if (!model.get().paypal.error) dispatch({ type: 'paypalFailed', message: failed });
      },
    }),
    scriptOverride,
  );
  // A click held by a warning is let go (declined) when the button goes away.
  useEffect(
    () => () => {
      held.current?.(false);
      held.current = null;
    },
    [],
  );

  const warning = state.warnings[0];
  const answer = (go: boolean) => {
    model.dispatch({ type: go ? 'warningConfirmed' : 'warningDeclined' });
    if (!go || !model.get().warnings.length) {
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
