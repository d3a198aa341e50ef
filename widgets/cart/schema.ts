import { defaulted, optional, type, type Infer } from 'superstruct';
import { stringProp } from '../../src/mount/props';

/**
 * The marker's props: `data-continue-url`, where the empty cart's link goes (default '/'); `data-checkout-url`
 * (default the spec's /checkout-page); `data-paypal-script`, the wallet's button script when the host wants
 * another address than the init data's payPalInfo.sdkUrl.
 */
export const CartProps = type({
  continueUrl: defaulted(stringProp(), '/'),
  checkoutUrl: defaulted(stringProp(), '/checkout-page'),
  paypalScript: optional(stringProp()),
});

export type CartPropsType = Infer<typeof CartProps>;
