import { useId, useRef, type ReactNode } from 'react';
import { Button, formatPrice, TextField } from '../../src/ui';
import type { Promotion } from './summary';
import { fill, type CartMessages } from './messages';
import type { CartState } from './reducer';

export interface PromoBoxProps {
  promo: CartState['promo'];
  /** The cart's qualifier messages: shown as the code's form errors. */
  qualifiers: string[];
  applied: Promotion[];
  /** Show the entry box (not for GSA users, nor when the cart says isShowCouponbox false). */
  showBox: boolean;
  m: CartMessages;
  onType: (text: string) => void;
  onApply: () => void;
  onRevoke: (code: string) => void;
}

/** The promo code box (storefront spec section 5) and the applied promotions with their message and discount. */
export function PromoBox({ promo, qualifiers, applied, showBox, m, onType, onApply, onRevoke }: PromoBoxProps): ReactNode {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const error = promo.error ? (promo.error.kind === 'empty' ? m.promoEmpty : promo.error.message) : null;
  if (!showBox && !applied.length) return null;
  return (
    <section className="sw-promo" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="sw-cart__h3">
        {m.promoTitle}
      </h3>
      {showBox && (
        <form
          className="sw-promo__form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onApply();
            if (!promo.text) input.current?.focus();
          }}
        >
          <TextField
            ref={input}
            label={m.promoLabel}
            value={promo.text}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            readOnly={promo.busy}
            error={error}
            onChange={(e) => onType(e.target.value)}
          />
          <Button type="submit" variant="secondary" busy={promo.busy}>
            {m.promoApply}
          </Button>
        </form>
      )}
      {qualifiers.length > 0 && (
        <div role="alert">
          <ul className="sw-promo__qualifiers">
            {qualifiers.map((q) => (
              <li key={q} className="sw-cart__error">
                {q}
              </li>
            ))}
          </ul>
        </div>
      )}
      {applied.length > 0 && (
        <ul className="sw-promo__applied" aria-label={m.appliedTitle}>
          {applied.map((p) => (
            <li key={p.couponCode ?? p.message}>
              <span className="sw-promo__code">{p.couponCode}</span> <span>{p.message}</span>
              {p.discountAmount > 0 && <strong className="sw-promo__amount">-{formatPrice(p.discountAmount)}</strong>}
              {p.couponCode && (
                <button
                  type="button"
                  className="sw-button sw-button--link"
                  aria-label={fill(m.revoke, { code: p.couponCode })}
                  aria-disabled={promo.revoking !== null || undefined}
                  onClick={() => promo.revoking === null && onRevoke(p.couponCode!)}
                >
                  {m.revokeText}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {promo.revokeError && (
        <p className="sw-cart__error" role="alert">
          {promo.revokeError}
        </p>
      )}
    </section>
  );
}
