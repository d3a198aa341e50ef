import type { ReactNode } from 'react';
import { lazyChunk } from '../../src/mount';
import type { WalletProps } from './ExpressWallets';

const Wallet = lazyChunk(() => import('./ExpressWallets'), 'PayPalWallet');

export type PayPalPayButtonProps = Omit<WalletProps, 'payOption'>;

/**
 * The wallet's button that replaces Submit Order when the shopper chooses the paypalOption payment option
 * (checkout spec section 4). Apply PayPal from checkout (isPaypalFromCheckout true, useRegistryAddress for a
 * registry address), the wallet's approval, Express checkout, then the checkout details are refreshed: calls of
 * the checkout's model; `onApproved` runs after the refresh (place the order then). The wallet code is a lazy
 * chunk, loaded only when this button is shown; its errors show in the express section's way
 * (s.wallet.expressError), rendered here too.
 */
export function PayPalPayButton(props: PayPalPayButtonProps): ReactNode {
  const err = props.s.wallet.expressError;
  return (
    <div className="sw-checkout__paypal-pay">
      <Wallet {...props} payOption />
      {err && (
        <p role="alert" className="sw-checkout__alert">
          {err}
        </p>
      )}
    </div>
  );
}
