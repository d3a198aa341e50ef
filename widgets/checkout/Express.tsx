import { useId, type ReactNode } from 'react';
import { fill } from './messages';
import { expressProvider } from './selectors';
import { ExpressWallets } from './expressChunk';
import type { WalletProps } from './ExpressWallets';

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
