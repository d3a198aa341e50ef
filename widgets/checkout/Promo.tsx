import { useId, type ReactNode } from 'react';
import { Button, TextField } from '../../src/ui';
import { Section, submits, type SectionProps } from './Section';
import { fill } from './messages';
import { PROMO_MAX } from './fields';

/**
 * The promo code box (storefront spec section 5): at most 40 characters, letters and digits only kept, an
 * empty submit gives 'Please enter a valid code.'. Not shown to GSA users or when the order says so.
 * hasPromoApplied comes back in the checkout response; a qualifier message is a form error.
 */
export function Promo({ s, dispatch, m }: SectionProps): ReactNode {
  const o = s.order!;
  const id = useId();

  return (
    <Section id={`${id}-title`} title={m.promoTitle} done={false} m={m}>
      <form noValidate onSubmit={submits(dispatch, { type: 'promoSubmitted' })} className="sw-checkout__promo">
        <TextField
          label={m.promoLabel}
          value={s.promo}
          maxLength={PROMO_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          error={s.promoError === 'missing' ? m.promoMissing : s.promoError}
          onChange={(e) => dispatch({ type: 'promoTyped', value: e.target.value })}
        />
        <Button type="submit" variant="secondary" busy={s.busy === 'promo'}>
          {m.promoApply}
        </Button>
      </form>
      {o.promotions.length > 0 && (
        <ul className="sw-checkout__promos">
          {o.promotions.map((p) => (
            <li key={p.code}>
              <span>
                <strong>{p.code}</strong> {p.message}
              </span>
              <Button variant="link" aria-label={fill(m.promoRemove, { code: p.code })} onClick={() => dispatch({ type: 'promoRevoked', code: p.code })}>
                {m.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
