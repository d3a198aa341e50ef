import { useId, type ReactNode } from 'react';
import { lazyChunk } from '../../src/mount';
import { noExtraPaymentRequired } from './giftCards';
import { fill } from './messages';
import type { Order } from './order';
import { walletPaymentOf } from './paymentState';
import type { WalletProps } from './ExpressWallets';

/**
 * The wallets' buttons, a lazy chunk; `ExpressWallets.preload()` loads them (false when it cannot: the section then
 * offers a retry). The checkout's first read waits for it where express checkout shows (calls.ts).
 */
export const ExpressWallets = lazyChunk(() => import('./ExpressWallets'), 'ExpressWallets');

/**
 * Express checkout shows only when no promo and no list or registry restriction applies (checkout spec
 * section 2): a registry on the order, a registry order, or a shopping list that checking out clears. Nor
 * when gift cards or rewards leave nothing to pay. GSA orders are left out too: the wallet refuses them (its light call answers "not available").
 */
export const expressAllowed = (o: Order): boolean =>
  !noExtraPaymentRequired(o) &&
  !o.hasPromoApplied && !o.registry && !o.shipToRegistry && !o.gsaUser && o.raw.registryOrder !== true && !o.clearList;

/** The express payment the order carries (after the refresh), as its provider's name, or null. */
export const expressProvider = (o: Order): string | null => walletPaymentOf(o)?.label ?? null;

/** Express checkout at the top of the page: the wallet and pay buttons (a lazy chunk), then the OR divider. */
export function Express(props: WalletProps): ReactNode {
  const { s, m } = props;
  const id = useId();
  const paid = expressProvider(s.order!);
  return (
    <section className="sw-checkout__section sw-checkout__express" aria-labelledby={id}>
      <h2 id={id} className="sw-checkout__title">
        {m.expressTitle}
      </h2>
      <ExpressWallets {...props} />
      <div role="status" className="sw-checkout__info">
        {s.wallet.busy === 'express' ? m.expressWorking : paid ? fill(m.expressPaid, { provider: paid }) : ''}
      </div>
      {s.wallet.expressError && (
        <p role="alert" className="sw-checkout__alert">
          {s.wallet.expressError}
        </p>
      )}
      <p className="sw-checkout__or">
        <span>{m.or}</span>
      </p>
    </section>
  );
}
